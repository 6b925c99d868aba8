import { cases, defineGoldenAdapter } from '@turnkeeper/core/conformance';
import { z } from 'zod';
import { monsterActionsPerPlayerAction } from '../../src/analysis/actions-per-turn.js';
import { monsterSpeedStatusOf } from '../../src/rules/monster-speed.js';
import { count, fraction, header, law } from './common.js';

const SCHEMA = 'dcss.monster_actions_per_turn/1';

const file = z.object({
  ...header(SCHEMA),
  delays: z.array(count),
  costs: z.array(count),
  entries: cases(
    z.strictObject({
      base_speed: count,
      mode: z.enum(['normal', 'hasted', 'slowed', 'hasted_slowed', 'berserk']),
      delay: count,
      cost: count,
      effective_speed: law,
      first_turn_from_70: law,
      long_run: law,
      long_run_mean: fraction,
      long_run_p_at_least_2: fraction,
    }),
  ),
});

/** The distinct values of a column of the grid, in increasing order. */
function axis(values: readonly number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

/**
 * `monster_actions_per_turn.json`: for each (base speed, mode, delay, cost) the effective-speed
 * law, the first turn from 70, the long-run law from the Markov chain, its mean and P(≥ 2), by
 * `monsterActionsPerPlayerAction`; and the grid's `delays` and `costs` lists, against the delays
 * and costs its entries tabulate (a list that names a value no entry covers, or misses one, fails).
 */
export const actionsPerTurnAdapter = defineGoldenAdapter(SCHEMA, file, ({ delays, costs, entries }) => [
  { label: 'delays', expected: delays, actual: axis(entries.map((e) => e.delay)) },
  { label: 'costs', expected: costs, actual: axis(entries.map((e) => e.cost)) },
  {
    label: 'entries',
    expected: entries,
    actual: entries.map((e) => {
      const r = monsterActionsPerPlayerAction({ baseSpeed: e.base_speed, status: monsterSpeedStatusOf(e.mode), delay: e.delay, cost: e.cost });
      return {
        base_speed: e.base_speed,
        mode: e.mode,
        delay: e.delay,
        cost: e.cost,
        effective_speed: r.effectiveSpeed.toRecord(),
        first_turn_from_70: r.firstTurn.toRecord(),
        long_run: r.longRun.toRecord(),
        long_run_mean: r.mean.toString(),
        long_run_p_at_least_2: r.pAtLeastTwo.toString(),
      };
    }),
  },
]);
