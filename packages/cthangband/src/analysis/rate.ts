import { Fraction } from '@turnkeeper/core';
import type { AnalysedActor } from '@turnkeeper/core/analysis';
import { placementSpeeds } from '../rules/monster-placement.js';
import { expectedPlayerCost, monsterTurnCost } from '../rules/turn-cost.js';
import type { CthangbandMonsterSpec, CthangbandTypes } from '../schema/types.js';
import { ENERGY_PER_TICK } from '../tables/constants.js';

/**
 * The speeds a monster spec can end up at, each equally likely: its own speed when it is placed
 * already, the race speed for a unique, else the race speed ± the 4.1.0 spread
 * (`monster2.c` `place_monster_one()`).
 *
 * @example
 * ```ts
 * rolledSpeeds({ kind: 'monster', speed: 10, unique: false, … }); // [5, 6, …, 15]
 * ```
 */
export function rolledSpeeds(m: CthangbandMonsterSpec): number[] {
  if (m.energy !== undefined) return [m.mspeed ?? m.speed];
  // mspeed is a byte: a roll below index 0 wraps (and is then outside the table).
  return placementSpeeds(m);
}

/**
 * Long-run actions per tick of an actor that always takes its action: `10 / cost` (everyone
 * gains 10 a tick and leftover energy carries over: `dungeon.c` `process_player()`, `melee2.c`
 * `process_monsters()`); the expected cost for a melee blow whose natural attacks are rolled and
 * a fired Psychic Drain; for a monster still to be placed, the mean over its speed roll. Exact.
 * Long-run: the player's timed effects (haste, slow, paralysis, stun) run out, so they do not
 * count; blows and shots are clamped to 1..10. A speed outside the table (a step, a monster turn)
 * or an attack speed of 0 has no defined rate: an `InvalidArgumentError`.
 * `Infinity` for an action that costs nothing (or gives energy back): the player repeats it
 * forever within one tick.
 *
 * @example
 * ```ts
 * actorRate({ kind: 'player', spec, action: { kind: 'walk' } }); // Fraction 1/10 at normal speed
 * ```
 */
export function actorRate(actor: AnalysedActor<CthangbandTypes>): Fraction | number {
  if (actor.kind === 'player') {
    const cost = expectedPlayerCost(actor.action, actor.spec);
    if (cost.compare(Fraction.ZERO) <= 0) return Infinity;
    return Fraction.of(ENERGY_PER_TICK).div(cost);
  }
  const speeds = rolledSpeeds(actor.spec);
  let total = Fraction.ZERO;
  for (const s of speeds) total = total.add(Fraction.of(ENERGY_PER_TICK, monsterTurnCost(actor.action, s, actor.spec.numBlows)));
  return total.div(Fraction.of(speeds.length));
}
