import { Fraction } from '@turnkeeper/core';
import type { AnalysedActor } from '@turnkeeper/core/analysis';
import { placementSpeeds } from '../rules/monster-placement.js';
import { expectedPlayerCost, monsterTurnCost } from '../rules/turn-cost.js';
import type { CthangbandMonsterSpec, CthangbandTypes } from '../schema/types.js';
import { ENERGY_PER_TICK } from '../tables/constants.js';
import { wrappedMonsterRate } from './energy-wrap.js';

/**
 * The speeds a monster spec can end up at, each equally likely: its own speed when it is placed
 * already, the race speed for a unique, else the race speed ± the 4.1.0 spread
 * (`monster2.c` `place_monster_one()`).
 *
 * @example
 * ```ts
 * import { cthangband, type CthangbandMonsterSpec } from '@turnkeeper/cthangband';
 * rolledSpeeds(cthangband.parseSpec({ kind: 'monster', speed: 10 }) as CthangbandMonsterSpec); // [5, 6, …, 15] (not unique)
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
 * A monster whose turn nets less than 10 (a refunded melee or spell at attack speed above 10)
 * takes one turn a tick at most while its `s16b` energy climbs and wraps past 32 767: its rate
 * is counted over that cycle (`wrappedMonsterRate`), e.g. 15883/19260 at attack speed 12, not
 * 10 / 8.
 * Long-run: the player's timed effects (haste, slow, paralysis, stun) run out, so they do not
 * count; blows and shots are clamped to 1..10. A speed outside the table (a step, a monster turn)
 * or an attack speed of 0 has no defined rate: an `InvalidArgumentError`.
 * `Infinity` for an action that costs nothing (or gives energy back): the player repeats it
 * forever within one tick.
 *
 * @example
 * ```ts
 * import { cthangband, type CthangbandPlayerSpec } from '@turnkeeper/cthangband';
 * const spec = cthangband.parseSpec({ kind: 'player' }) as CthangbandPlayerSpec;
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
  // Only a refunded turn with attack speed above 10 nets less than the 10 gained a tick (a move
  // costs 20 or more at any speed): one turn a tick at most, and the energy climbs until the
  // s16b wraps (energy-wrap.ts). Its net cost is the same at every speed.
  const net = monsterTurnCost(actor.action, speeds[0] as number, actor.spec.numBlows);
  if (net < ENERGY_PER_TICK) {
    const spec = actor.spec;
    const placements =
      // monster2.c place_monster_one(): start energy 900 + rand_int(100), each equally likely.
      spec.energy !== undefined
        ? [{ speed: speeds[0] as number, energy: spec.energy }]
        : speeds.flatMap((speed) => Array.from({ length: 100 }, (_, k) => ({ speed, energy: 900 + k })));
    return wrappedMonsterRate(net, actor.action, placements);
  }
  let total = Fraction.ZERO;
  for (const s of speeds) total = total.add(Fraction.of(ENERGY_PER_TICK, monsterTurnCost(actor.action, s, actor.spec.numBlows)));
  return total.div(Fraction.of(speeds.length));
}
