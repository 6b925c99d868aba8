import { Fraction, InternalError } from '@turnkeeper/core';
import type { CthangbandMonsterAction, CthangbandPlayerAction } from '../schema/types.js';
import { moveCost } from '../tables/energy-table.js';
import { playerActionCost, type PlayerStats } from './player-action-cost.js';
import { NATURAL_ATTACK_COST, blowCost, monsterAttackCost } from './player-costs.js';
import { clampBlows } from './storage.js';

const noDraws = {
  below(): number {
    throw new InternalError('turn cost: expected costs are computed without drawing');
  },
};

/**
 * True when a player action's cost is fixed once the player's stats are known: everything but a
 * melee blow whose natural attacks are rolled (with mutations to fire) and a fired Psychic Drain
 * (`randint(150)`).
 *
 * @example
 * ```ts
 * import { playerCostIsFixed } from '@turnkeeper/cthangband';
 * playerCostIsFixed({ kind: 'melee' }, { speed: 0, numBlow: 3, numFire: 1, naturalAttacks: 2 }); // false
 * playerCostIsFixed({ kind: 'melee' }, { speed: 0, numBlow: 3, numFire: 1, naturalAttacks: 0 }); // true
 * ```
 */
export function playerCostIsFixed(action: CthangbandPlayerAction, stats: PlayerStats): boolean {
  if (action.kind === 'melee') return action.naturalAttacks !== undefined || action.noExtra === true || stats.naturalAttacks === 0;
  if (action.kind === 'psychic_drain') return action.fired === false;
  return true;
}

/**
 * The expected energy one player action costs (exact): a melee blow whose natural attacks are
 * rolled costs `100/num_blow + 10·mutations/num_blow` on average (the trigger is 1 in num_blow,
 * `cmd1.c` `py_attack()`), a fired Psychic Drain adds 75.5 on average (`randint(150)`, `cmd5.c`
 * `do_cmd_mindcraft()`); everything else is fixed.
 *
 * @example
 * ```ts
 * import { expectedPlayerCost } from '@turnkeeper/cthangband';
 * const stats = { speed: 0, numBlow: 3, numFire: 1, naturalAttacks: 2 };
 * expectedPlayerCost({ kind: 'melee' }, stats).toString(); // '119/3' (33 + 20/3)
 * ```
 */
export function expectedPlayerCost(action: CthangbandPlayerAction, stats: PlayerStats): Fraction {
  if (action.kind === 'melee' && action.naturalAttacks === undefined && !action.noExtra) {
    return Fraction.of(blowCost(stats.numBlow)).add(Fraction.of(NATURAL_ATTACK_COST * stats.naturalAttacks, clampBlows(stats.numBlow)));
  }
  if (action.kind === 'psychic_drain' && action.fired !== false) {
    const base = playerActionCost({ ...action, fired: false }, stats, noDraws);
    return Fraction.of(base.energyUse).add(Fraction.of(151, 2));
  }
  const charge = playerActionCost(action, stats, noDraws);
  return Fraction.of(charge.energyUse + charge.directDebit);
}

/**
 * The net energy one monster turn costs at its own speed: the move cost charged up front, or
 * `100 / num_blows` for the actions that refund it (`melee2.c` `process_monster()`, `melee1.c`
 * `make_attack_normal()`). A speed outside −110..+89 or an attack speed of 0 has no defined cost
 * (an `InvalidArgumentError`).
 *
 * @example
 * ```ts
 * import { monsterTurnCost } from '@turnkeeper/cthangband';
 * monsterTurnCost({ kind: 'melee_player' }, 20, 10); // 10
 * monsterTurnCost({ kind: 'asleep' }, -20, 3);       // 333
 * ```
 */
export function monsterTurnCost(action: CthangbandMonsterAction, speed: number, numBlows: number): number {
  const refunds = (action.kind === 'melee_player' && action.noRefund !== true) || action.kind === 'spell_at_player' || action.kind === 'spell_at_monster';
  if (refunds) return monsterAttackCost(numBlows);
  return moveCost(speed);
}
