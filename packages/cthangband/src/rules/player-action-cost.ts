import type { RandomSource } from '@turnkeeper/core';
import { CTHANGBAND_DRAW_SITES } from '../random/draw-sites.js';
import type { CthangbandPlayerAction } from '../schema/types.js';
import { moveCost } from '../tables/energy-table.js';
import { FIXED_PLAYER_COSTS } from '../tables/fixed-costs.js';
import { NATURAL_ATTACK_COST, blowCost, itemUseCost, shotCost } from './player-costs.js';
import { spellEnergy } from './spell-energy.js';
import { clampBlows } from './storage.js';

/**
 * What the cost of a player action depends on.
 *
 * @example
 * ```ts
 * const p: PlayerStats = { speed: 10, numBlow: 3, numFire: 2, naturalAttacks: 0 };
 * ```
 */
export interface PlayerStats {
  /** Displayed speed (`pspeed − 110`, as `calc_bonuses()` leaves it: timed haste and slow included). */
  readonly speed: number;
  readonly numBlow: number;
  readonly numFire: number;
  /** Natural-attack mutations the player has (horns, beak, scorpion tail, trunk, tentacles). */
  readonly naturalAttacks: number;
}

/**
 * What one player action takes: `energyUse` (the game's `energy_use`, subtracted after the
 * command) and `directDebit` (taken from `p_ptr->energy` during the command, on top), plus how
 * many natural attacks fired for a melee blow.
 *
 * @example
 * ```ts
 * const c: PlayerCharge = { energyUse: 60, directDebit: 35 };
 * ```
 */
export interface PlayerCharge {
  readonly energyUse: number;
  readonly directDebit: number;
  readonly naturalAttacks?: number;
}

/**
 * The energy a player action costs in 4.1.0 (`cmd1.c`–`cmd6.c`, `dungeon.c` `process_player()`,
 * `xtra1.c` `spell_energy()`). A step at a speed outside −110..+89 reads `extract_energy` out of
 * bounds (undefined in 4.1.0): an `InvalidArgumentError`. Draws from `random` only for a
 * melee blow whose natural attacks are not given (`randint(num_blow)`, after `beforeRoll` runs:
 * the point where the game resolves the blow's own to-hit and damage) and for a fired Psychic
 * Drain (`randint(150)`).
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { playerActionCost } from '@turnkeeper/cthangband';
 * const stats = { speed: 10, numBlow: 3, numFire: 2, naturalAttacks: 0 };
 * playerActionCost({ kind: 'walk' }, stats, scripted([])); // { energyUse: 50, directDebit: 0 }
 * playerActionCost({ kind: 'dimension_door', skill: 25, min: 20 }, stats, scripted([]));
 * // { energyUse: 60, directDebit: 35 }
 * ```
 */
export function playerActionCost(action: CthangbandPlayerAction, stats: PlayerStats, random: RandomSource, beforeRoll?: () => void): PlayerCharge {
  const use = (energyUse: number, directDebit = 0): PlayerCharge => ({ energyUse, directDebit });
  switch (action.kind) {
    case 'walk': {
      // cmd1.c move_player(): bumping a remembered obstacle is free unless confused/stunned/hallucinating.
      if (action.knownObstacle && !action.impaired) return use(0);
      return use(moveCost(stats.speed));
    }
    case 'run': // cmd1.c run_step()
      return use(moveCost(stats.speed));
    case 'melee': {
      // cmd1.c py_attack(): one blow; natural_attack() adds 10 each when randint(num_blow) == 1.
      let natural = action.naturalAttacks;
      if (natural === undefined) {
        natural = 0;
        if (!action.noExtra) {
          beforeRoll?.();
          if (random.below(clampBlows(stats.numBlow), CTHANGBAND_DRAW_SITES.naturalAttack) === 0) natural = stats.naturalAttacks;
        }
      }
      return { energyUse: blowCost(stats.numBlow) + NATURAL_ATTACK_COST * natural, directDebit: 0, naturalAttacks: natural };
    }
    case 'fire': // cmd2.c do_cmd_fire()
      return use(shotCost(stats.numFire));
    case 'quaff':
    case 'read':
    case 'aim_wand':
    case 'cantrip': // cmd6.c / cmd5.c: 10 from a belt pouch
      return use(itemUseCost(action.from ?? 'pack'));
    case 'destroy': // cmd3.c do_cmd_destroy(): 0 when an artifact resists
      return use(action.artifact ? 0 : 100);
    case 'spell': // cmd5.c do_cmd_cast(): on success and failure alike
      return use(spellEnergy(action.skill, action.min));
    case 'favour': // cmd5.c do_cmd_invoke(): plev = max(1, SHAMAN / 2)
      return use(spellEnergy(Math.max(1, Math.floor(action.shamanSkill / 2)), action.min));
    case 'mindcraft': // cmd5.c do_cmd_mindcraft(): psi = MINDCRAFTING / 2
      return use(spellEnergy(Math.floor(action.mindcraftingSkill / 2), action.min));
    case 'racial': // cmd2.c racial_aux(): 0 if aborted
      return use(action.aborted ? 0 : spellEnergy(Math.floor(action.racialSkill / 2), action.min));
    case 'dimension_door': // cmd5.c: energy -= 60 - plev, and 100 more if the landing fails
      return use(spellEnergy(action.skill, action.min), 60 - action.skill + (action.landed === false ? 100 : 0));
    case 'psychic_drain': {
      // cmd5.c do_cmd_mindcraft(): energy -= randint(150) once the ball was fired
      const cost = spellEnergy(action.skill, action.min);
      const debit = action.fired === false ? 0 : random.below(150, CTHANGBAND_DRAW_SITES.psychicDrain) + 1;
      return use(cost, debit);
    }
    case 'const_cost':
      return use(action.cost);
    default:
      return use(FIXED_PLAYER_COSTS[action.kind]);
  }
}
