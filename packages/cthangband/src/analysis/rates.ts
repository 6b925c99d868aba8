import { Fraction, NoAnswerError, type ActionInput, type SpecInput } from '@turnkeeper/core';
import { cthangbandAnalysis } from './analysis.js';
import type { CthangbandTypes } from '../schema/types.js';
import { TICKS_PER_ROUND } from '../tables/constants.js';

type Kinds = CthangbandTypes['kinds'];

/**
 * Long-run actions per **round** (10 ticks, the help text's unit: costs are "% of a round") of an
 * actor always taking `action`, exact: `100 / cost`. It is `cthangbandAnalysis.rate(…)` (actions
 * per tick) times 10; 3 blows give 100/33 ≈ 3.03 blows a round, not 3, and a +10 monster that
 * only melees with attack speed 1 still attacks once a round. A free action has no rate: a
 * `NoAnswerError`.
 *
 * @example
 * ```ts
 * import { actionsPerRound } from '@turnkeeper/cthangband/analysis';
 * actionsPerRound({ kind: 'player', numBlow: 3 }, { kind: 'melee', naturalAttacks: 0 }).toString(); // '100/33'
 * ```
 */
export function actionsPerRound(spec: SpecInput<Kinds>, action?: ActionInput<Kinds>): Fraction {
  const rate = cthangbandAnalysis.rate({ actor: { spec, action } }).perTime;
  if (!rate.fraction) throw new NoAnswerError('actionsPerRound', 'the action costs nothing, so the player repeats it forever within one tick');
  return rate.fraction.mul(Fraction.of(TICKS_PER_ROUND));
}
