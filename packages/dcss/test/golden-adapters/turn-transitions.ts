import { cases, defineGoldenAdapter } from '@turnkeeper/core/conformance';
import { z } from 'zod';
import { gainDistribution, lowestStartEnergy, turnOutcomes } from '../../src/analysis/monster-turn.js';
import { count, fraction, header, integer } from './common.js';

const SCHEMA = 'dcss.monster_turn_transitions/1';

const file = z.object({
  ...header(SCHEMA),
  entries: cases(
    z.strictObject({
      speed: count,
      delay: count,
      cost: count,
      by_start_energy: z.record(z.string(), z.array(z.tuple([count, count, integer, fraction]))),
    }),
  ),
});

/**
 * The one-turn kernel for one (speed, delay, cost): for every start energy from min(70, 80 − cost)
 * to 79, every `[gain, actions, end energy, "p/q"]` outcome, in the file's order (gains compared
 * as text, "10" before "9").
 */
function turnTransitions(speed: number, delay: number, cost: number): Record<string, [number, number, number, string][]> {
  const gain = gainDistribution(speed, delay);
  const out: Record<string, [number, number, number, string][]> = {};
  for (let e = lowestStartEnergy(cost); e <= 79; e++) {
    const outcomes = turnOutcomes(e, gain, cost).sort((a, b) => (String(a.gain) < String(b.gain) ? -1 : 1));
    out[String(e)] = outcomes.map((o) => [o.gain, o.actions, o.end, o.p.toString()]);
  }
  return out;
}

/** `monster_turn_transitions.json`: one `handle_monsters` call for a single monster, from each start energy. */
export const turnTransitionsAdapter = defineGoldenAdapter(SCHEMA, file, ({ entries }) => ({
  label: 'entries',
  expected: entries,
  actual: entries.map((e) => ({ speed: e.speed, delay: e.delay, cost: e.cost, by_start_energy: turnTransitions(e.speed, e.delay, e.cost) })),
}));
