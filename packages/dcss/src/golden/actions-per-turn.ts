import type { GoldenAdapter, GoldenComparison } from '@turnkeeper/core/conformance';
import { monsterActionsPerPlayerAction } from '../analysis/actions-per-turn.js';
import { monsterSpeedStatusOf } from '../rules/monster-speed.js';
import { JsonReader, schemaOf } from './golden-json.js';

/**
 * Schema id of `monster_actions_per_turn.json` (spec §12.2).
 *
 * @example
 * ```ts
 * import { ACTIONS_PER_TURN_SCHEMA } from '@turnkeeper/dcss';
 * ACTIONS_PER_TURN_SCHEMA; // 'dcss.monster_actions_per_turn/1'
 * ```
 */
export const ACTIONS_PER_TURN_SCHEMA = 'dcss.monster_actions_per_turn/1';

/**
 * Reproduces `monster_actions_per_turn.json` with {@link monsterActionsPerPlayerAction}: for each
 * (base speed, mode, delay, cost) the effective-speed law, the first turn from 70, the long-run law
 * from the Markov chain, its mean and P(≥ 2).
 *
 * @example
 * ```ts
 * import { replayActionsPerTurn } from '@turnkeeper/dcss';
 * replayActionsPerTurn(data);
 * ```
 */
export function replayActionsPerTurn(data: unknown): GoldenComparison[] {
  const file = new JsonReader(data, 'monster_actions_per_turn');
  const entries = file.array('entries');
  return [
    {
      label: 'entries',
      expected: entries.map((e) => e.value),
      actual: entries.map((e) => {
        const baseSpeed = e.number('base_speed');
        const mode = e.oneOf('mode', ['normal', 'hasted', 'slowed', 'hasted_slowed'] as const);
        const delay = e.number('delay');
        const cost = e.number('cost');
        const r = monsterActionsPerPlayerAction({ baseSpeed, status: monsterSpeedStatusOf(mode), delay, cost });
        return {
          base_speed: baseSpeed,
          mode,
          delay,
          cost,
          effective_speed: r.effectiveSpeed.toRecord(),
          first_turn_from_70: r.firstTurn.toRecord(),
          long_run: r.longRun.toRecord(),
          long_run_mean: r.mean.toString(),
          long_run_p_at_least_2: r.pAtLeastTwo.toString(),
        };
      }),
    },
  ];
}

/**
 * The golden adapter for `dcss.monster_actions_per_turn/1`.
 *
 * @example
 * ```ts
 * import { actionsPerTurnAdapter } from '@turnkeeper/dcss';
 * actionsPerTurnAdapter.name; // 'dcss.monster_actions_per_turn/1'
 * ```
 */
export const actionsPerTurnAdapter: GoldenAdapter = {
  name: ACTIONS_PER_TURN_SCHEMA,
  matches: (data) => schemaOf(data) === ACTIONS_PER_TURN_SCHEMA,
  replay: (data) => replayActionsPerTurn(data),
};
