import { Fraction } from '@turnkeeper/core';
import { ENERGY_PER_TICK, NORMAL_SPEED_INDEX } from '../constants.js';
import { monsterSpeedSpread } from '../rules/monster-placement.js';
import { NATURAL_ATTACK_COST, blowCost, monsterAttackCost } from '../rules/player-costs.js';
import { playerActionCost } from '../rules/player-action-cost.js';
import { EXTRACT_ENERGY } from '../tables/energy-table.js';
import type { CthangbandAction, MonsterAction, PlayerAction } from './actions.js';
import type { CthangbandSpec, MonsterSpec, PlayerSpec } from './schema.js';

const noDraws = {
  below(): number {
    throw new Error('unreachable: expected costs are computed without drawing');
  },
};

/**
 * The expected energy one player action costs (exact): a melee blow whose natural attacks are
 * rolled costs `100/num_blow + 10·mutations/num_blow` on average (the trigger is 1 in num_blow),
 * a fired Psychic Drain adds 75.5 on average (`randint(150)`); everything else is fixed (spec §4).
 *
 * @example
 * ```ts
 * import { expectedPlayerCost } from '@turnkeeper/cthangband';
 * const stats = { speed: 0, numBlow: 3, numFire: 1, naturalAttacks: 2 };
 * expectedPlayerCost({ kind: 'melee' }, stats).toString(); // '119/3' (33 + 20/3)
 * ```
 */
export function expectedPlayerCost(action: PlayerAction, stats: Omit<PlayerSpec, 'type' | 'energy'>): Fraction {
  if (action.kind === 'melee' && action.naturalAttacks === undefined && !action.noExtra) {
    return Fraction.of(blowCost(stats.numBlow)).add(Fraction.of(NATURAL_ATTACK_COST * stats.naturalAttacks, stats.numBlow));
  }
  if (action.kind === 'psychic_drain' && action.fired !== false) {
    const base = playerActionCost({ ...action, fired: false }, stats, noDraws);
    return Fraction.of(base.energyUse).add(Fraction.of(151, 2));
  }
  const charge = playerActionCost(action, stats, noDraws);
  return Fraction.of(charge.energyUse + charge.directDebit);
}

/**
 * The net energy one monster turn costs at its own speed: the move cost, or `100 / num_blows`
 * for the actions that refund it (spec §6 step 8).
 *
 * @example
 * ```ts
 * import { monsterTurnCost } from '@turnkeeper/cthangband';
 * monsterTurnCost({ kind: 'melee_player' }, 20, 10); // 10
 * monsterTurnCost({ kind: 'asleep' }, -20, 3);       // 333
 * ```
 */
export function monsterTurnCost(action: MonsterAction, speed: number, numBlows: number): number {
  const refunds =
    (action.kind === 'melee_player' && !action.noRefund) || action.kind === 'spell_at_player' || action.kind === 'spell_at_monster';
  if (refunds) return monsterAttackCost(numBlows);
  return EXTRACT_ENERGY[speed + NORMAL_SPEED_INDEX] as number;
}

/**
 * Long-run actions per tick of an actor that always takes `action`: `10 / cost` (everyone gains
 * 10 a tick and leftover energy carries over, spec §2). For a monster whose speed is still to be
 * rolled, the expectation over its spread roll (spec §7.1). Exact.
 *
 * @example
 * ```ts
 * import { actionsPerTick } from '@turnkeeper/cthangband';
 * actionsPerTick({ type: 'monster', speed: 0, numBlows: 1, unique: false, forceMaxhp: false, sleep: 0, hitDice: [0, 0], asleep: false, energy: 950, born: false }, { kind: 'move' }).toString(); // '1/10'
 * ```
 */
export function actionsPerTick(spec: CthangbandSpec, action: CthangbandAction): Fraction {
  if (spec.type === 'player') {
    const c = expectedPlayerCost(action as PlayerAction, spec);
    if (c.isZero()) throw new RangeError('actionsPerTick: a free action can be repeated forever within one tick');
    return Fraction.of(ENERGY_PER_TICK).div(c);
  }
  const m: MonsterSpec = spec;
  const speeds = rolledSpeeds(m);
  let total = Fraction.ZERO;
  for (const s of speeds) total = total.add(Fraction.of(ENERGY_PER_TICK, monsterTurnCost(action as MonsterAction, s, m.numBlows)));
  return total.div(Fraction.of(speeds.length));
}

/** The speeds a monster spec can end up at, each equally likely. */
function rolledSpeeds(m: MonsterSpec): number[] {
  if (m.energy !== undefined) return [m.mspeed ?? m.speed];
  if (m.unique) return [m.speed];
  const spread = monsterSpeedSpread(m.speed + NORMAL_SPEED_INDEX);
  const out: number[] = [];
  for (let d = -spread; d <= spread; d++) out.push(m.speed + d);
  return out;
}
