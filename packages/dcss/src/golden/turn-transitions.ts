import type { GoldenAdapter, GoldenComparison } from '@turnkeeper/core/conformance';
import { gainDistribution, lowestStartEnergy, turnOutcomes } from '../analysis/monster-turn.js';
import { JsonReader, schemaOf } from './golden-json.js';

/**
 * Schema id of `monster_turn_transitions.json` (spec §12.3).
 *
 * @example
 * ```ts
 * import { TURN_TRANSITIONS_SCHEMA } from '@turnkeeper/dcss';
 * TURN_TRANSITIONS_SCHEMA; // 'dcss.monster_turn_transitions/1'
 * ```
 */
export const TURN_TRANSITIONS_SCHEMA = 'dcss.monster_turn_transitions/1';

/**
 * The one-turn kernel for one (speed, delay, cost): for every start energy from
 * min(70, 80 − cost) to 79, every `[gain, actions, end energy, "p/q"]` outcome, in the file's order
 * (gains compared as text).
 *
 * @example
 * ```ts
 * import { turnTransitions } from '@turnkeeper/dcss';
 * turnTransitions(15, 7, 15)['69']; // [[10, 0, 79, '1/2'], [11, 1, 65, '1/2']]
 * ```
 */
export function turnTransitions(speed: number, delay: number, cost: number): Record<string, [number, number, number, string][]> {
  const gain = gainDistribution(speed, delay);
  const out: Record<string, [number, number, number, string][]> = {};
  for (let e = lowestStartEnergy(cost); e <= 79; e++) {
    // The file lists a start energy's outcomes by gain compared as text ("10" before "9").
    const outcomes = turnOutcomes(e, gain, cost).sort((a, b) => (String(a.gain) < String(b.gain) ? -1 : 1));
    out[String(e)] = outcomes.map((o) => [o.gain, o.actions, o.end, o.p.toString()]);
  }
  return out;
}

/**
 * Reproduces `monster_turn_transitions.json` with {@link turnTransitions}.
 *
 * @example
 * ```ts
 * import { replayTurnTransitions } from '@turnkeeper/dcss';
 * replayTurnTransitions(data);
 * ```
 */
export function replayTurnTransitions(data: unknown): GoldenComparison {
  const entries = new JsonReader(data, 'monster_turn_transitions').array('entries');
  return {
    label: 'entries',
    expected: entries.map((e) => e.value),
    actual: entries.map((e) => {
      const speed = e.number('speed');
      const delay = e.number('delay');
      const cost = e.number('cost');
      return { speed, delay, cost, by_start_energy: turnTransitions(speed, delay, cost) };
    }),
  };
}

/**
 * The golden adapter for `dcss.monster_turn_transitions/1`.
 *
 * @example
 * ```ts
 * import { turnTransitionsAdapter } from '@turnkeeper/dcss';
 * turnTransitionsAdapter.name; // 'dcss.monster_turn_transitions/1'
 * ```
 */
export const turnTransitionsAdapter: GoldenAdapter = {
  name: TURN_TRANSITIONS_SCHEMA,
  matches: (data) => schemaOf(data) === TURN_TRANSITIONS_SCHEMA,
  replay: (data) => replayTurnTransitions(data),
};
