import { Distribution, Fraction } from '@turnkeeper/core';
import type { AnalysedActor } from '@turnkeeper/core/analysis';
import { monsterSpeed, variationLaw } from '../rules/monster-speed.js';
import { playerActionEnergy } from '../rules/player-energy.js';
import type { AngbandTypes } from '../schema/types.js';
import { GAME_TURNS_PER_STANDARD_TURN } from '../tables/constants.js';
import { MOVE_ENERGY, turnEnergy } from '../tables/energy-table.js';
import type { AngbandVersion } from '../versions.js';

type Actor = AnalysedActor<AngbandTypes>;

/**
 * The ways an actor's energy per game turn and energy per action can be, with their odds: one way
 * for the player and for a placed monster, one per possible speed spread for a monster still to be
 * placed (uniform on `[−i, i]`).
 * For a monster at +10 in 4.2: gains 18 to 22, cost 100, 1/5 each.
 */
function energyLaws(actor: Actor, version: AngbandVersion): { gain: number; cost: number; weight: Fraction }[] {
  if (actor.kind === 'player') {
    return [{ gain: turnEnergy(actor.spec.speed), cost: playerActionEnergy(actor.spec, actor.action, version), weight: Fraction.ONE }];
  }
  const spec = actor.spec;
  const spread = spec.variation === undefined ? variationLaw(spec.speed, spec.unique) : Distribution.point(spec.variation);
  return spread.entries().map(([variation, weight]) => ({
    gain: turnEnergy(monsterSpeed({ speed: spec.speed, variation, fast: spec.fast, slow: spec.slow }, version)),
    cost: MOVE_ENERGY,
    weight,
  }));
}

/**
 * Exact long-run actions per game turn: energy gained per game turn over energy per action (energy
 * is conserved and never capped), mixed over an unplaced monster's spread; `Infinity` for a free
 * action.
 *
 * @example
 * ```ts
 * // Internal: angbandAnalysis.rate() answers with it.
 * import type { AnalysedActor } from '@turnkeeper/core/analysis';
 * import type { AngbandTypes } from 'turnkeeper-angband';
 * declare const normalPlayer: AnalysedActor<AngbandTypes>;
 * ratePerGameTurn(normalPlayer, '4.2'); // 1/10
 * ```
 */
export function ratePerGameTurn(actor: Actor, version: AngbandVersion): Fraction | number {
  let rate = Fraction.ZERO;
  for (const { gain, cost, weight } of energyLaws(actor, version)) {
    if (cost === 0) return Infinity;
    rate = rate.add(weight.mul(Fraction.of(gain, cost)));
  }
  return rate;
}

/**
 * The exact law of actions in a standard turn (10 game turns). With a fixed gain g and cost c the
 * actor's cumulative actions are a Beatty sequence, ⌊(x + g·t) / c⌋, so any 10 consecutive game
 * turns hold ⌊m⌋ or ⌈m⌉ actions, m = 10g / c, and windows that tile time average m: ⌈m⌉ with
 * probability m − ⌊m⌋. Mixed over an unplaced monster's spread.
 *
 * @example
 * ```ts
 * // Internal: angbandAnalysis.actionsPerTurn() answers with it.
 * import type { AnalysedActor } from '@turnkeeper/core/analysis';
 * import type { AngbandTypes } from 'turnkeeper-angband';
 * declare const monsterAtPlus5: AnalysedActor<AngbandTypes>;
 * actionsPerStandardTurn(monsterAtPlus5, '4.2'); // 1 or 2, 1/2 each
 * ```
 */
export function actionsPerStandardTurn(actor: Actor, version: AngbandVersion): Distribution | undefined {
  const parts: [Fraction, Distribution][] = [];
  for (const { gain, cost, weight } of energyLaws(actor, version)) {
    if (cost === 0) return undefined;
    const m = Fraction.of(GAME_TURNS_PER_STANDARD_TURN * gain, cost);
    const low = Math.floor(m.toNumber());
    const up = m.sub(Fraction.of(low));
    parts.push([
      weight,
      up.isZero()
        ? Distribution.point(low)
        : Distribution.from([
            [low, Fraction.ONE.sub(up)],
            [low + 1, up],
          ]),
    ]);
  }
  return Distribution.mix(parts);
}
