import { Fraction } from '@turnkeeper/core';
import { TICKS_PER_ROUND } from '../constants.js';
import type { CthangbandAction } from '../ruleset/actions.js';
import { actionsPerTick } from '../ruleset/rate.js';
import { cthangbandSpec } from '../ruleset/schema.js';
import type { z } from 'zod';

/**
 * Long-run actions per round (10 ticks) of an actor always taking `action`, exact: `100 / cost`
 * (spec §2, §9). 3 blows give 100/33 ≈ 3.03 blows a round, not 3; a +10 monster that only
 * melees with attack speed 1 still attacks once a round.
 *
 * @example
 * ```ts
 * import { actionsPerRound } from '@turnkeeper/cthangband';
 * actionsPerRound({ type: 'player', numBlow: 3 }, { kind: 'melee', naturalAttacks: 0 }).toString(); // '100/33'
 * ```
 */
export function actionsPerRound(spec: z.input<typeof cthangbandSpec>, action: CthangbandAction): Fraction {
  return actionsPerTick(cthangbandSpec.parse(spec), action).mul(Fraction.of(TICKS_PER_ROUND));
}

/**
 * How much faster `a` acts than `b` in the long run (their rates' ratio), exact.
 *
 * @example
 * ```ts
 * import { relativeSpeed } from '@turnkeeper/cthangband';
 * relativeSpeed(
 *   { spec: { type: 'monster', speed: 10, energy: 900 }, action: { kind: 'move' } },
 *   { spec: { type: 'player' }, action: { kind: 'walk' } },
 * ).toString(); // '2/1'
 * ```
 */
export function relativeSpeed(
  a: { readonly spec: z.input<typeof cthangbandSpec>; readonly action: CthangbandAction },
  b: { readonly spec: z.input<typeof cthangbandSpec>; readonly action: CthangbandAction },
): Fraction {
  return actionsPerRound(a.spec, a.action).div(actionsPerRound(b.spec, b.action));
}
