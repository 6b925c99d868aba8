import { MOVE_ENERGY } from '../tables/energy-table.js';
import type { AngbandVersion } from '../versions.js';

/**
 * The energy one step of the player costs. 4.2: `energy_per_move()` (`src/player-util.c`),
 * `move_energy × (1 + |MOVES| − MOVES) / (1 + |MOVES|)` with C's integer division — 100, 50, 33,
 * 25… for 0, 1, 2, 3 extra moves, 150, 166… for −1, −2. 4.0 and 4.1 have no extra moves: a step
 * costs `move_energy`.
 *
 * @example
 * ```ts
 * import { energyPerMove } from 'turnkeeper-angband';
 * energyPerMove(0); // 100
 * energyPerMove(2); // 33
 * energyPerMove(-1); // 150
 * energyPerMove(2, '4.1'); // 100
 * ```
 */
export function energyPerMove(moves: number, version: AngbandVersion = '4.2'): number {
  if (version !== '4.2') return MOVE_ENERGY;
  const a = Math.abs(moves);
  return Math.trunc((MOVE_ENERGY * (1 + a - moves)) / (1 + a));
}

/**
 * The energy of one melee blow for a player with `blows` blows per turn in hundredths
 * (`state.num_blows`, 100 = one blow): `100 * move_energy / num_blows` (`src/player-attack.c`
 * `py_attack()`).
 *
 * @example
 * ```ts
 * import { blowEnergy } from 'turnkeeper-angband';
 * blowEnergy(100); // 100
 * blowEnergy(350); // 28: 3.5 blows a turn
 * ```
 */
export function blowEnergy(blows: number): number {
  return Math.trunc((100 * MOVE_ENERGY) / blows);
}

/**
 * The energy a melee attack costs: `py_attack()` (`src/player-attack.c`) strikes while another
 * blow fits in the energy available, at most one `move_energy` ("to avoid slower monsters getting
 * double moves"), and stops early when the target dies after blow `slainAt`. So 3.5 blows make 3
 * blows of 28, costing 84.
 *
 * @example
 * ```ts
 * import { attackEnergy } from 'turnkeeper-angband';
 * attackEnergy(350); // 84
 * attackEnergy(350, 1); // 28: the monster died at the first blow
 * attackEnergy(100); // 100
 * ```
 */
export function attackEnergy(blows: number, slainAt?: number): number {
  const blow = blowEnergy(blows);
  const fit = Math.floor(MOVE_ENERGY / blow);
  return blow * Math.min(fit, slainAt ?? fit);
}

/**
 * The energy of one shot with a launcher. 4.2 counts shots in tenths (`state.num_shots`, 10 = one
 * shot): `move_energy * 10 / num_shots` (`src/player-attack.c` `ranged_helper()`), so 1.5 shots
 * cost 66. 4.0 and 4.1 count whole shots: `move_energy / num_shots` with `shots / 10` whole shots.
 *
 * @example
 * ```ts
 * import { shotEnergy } from 'turnkeeper-angband';
 * shotEnergy(10); // 100
 * shotEnergy(15); // 66
 * shotEnergy(15, '4.1'); // 100: one whole shot
 * shotEnergy(20, '4.0'); // 50
 * ```
 */
export function shotEnergy(shots: number, version: AngbandVersion = '4.2'): number {
  if (version === '4.2') return Math.trunc((MOVE_ENERGY * 10) / shots);
  return Math.trunc(MOVE_ENERGY / Math.max(1, Math.floor(shots / 10)));
}

/**
 * The player's stats that decide what an action costs.
 *
 * @example
 * ```ts
 * import type { PlayerCostStats } from 'turnkeeper-angband';
 * const archer: PlayerCostStats = { moves: 0, blows: 100, shots: 20 };
 * ```
 */
export interface PlayerCostStats {
  /** Extra moves (`state.num_moves`). */
  readonly moves: number;
  /** Blows per turn, in hundredths (`state.num_blows`). */
  readonly blows: number;
  /** Shots per turn, in tenths (`state.num_shots`). */
  readonly shots: number;
}

/**
 * A player action as this ruleset takes it: a step, a melee attack, a shot, or any other command
 * with the energy it uses (0 for a free command).
 *
 * @example
 * ```ts
 * import type { PlayerActionCost } from 'turnkeeper-angband';
 * const quaff: PlayerActionCost = { kind: 'act', energy: 100 };
 * ```
 */
export type PlayerActionCost =
  | { readonly kind: 'move' }
  | { readonly kind: 'attack'; readonly slainAt?: number | undefined }
  | { readonly kind: 'shoot' }
  | { readonly kind: 'act'; readonly energy: number };

/**
 * What the player's action costs (`player->upkeep->energy_use`), which `process_player_cleanup()`
 * (`src/game-world.c`) takes from its energy.
 *
 * @example
 * ```ts
 * import { playerActionEnergy } from 'turnkeeper-angband';
 * const stats = { moves: 1, blows: 300, shots: 15 };
 * playerActionEnergy(stats, { kind: 'move' }); // 50
 * playerActionEnergy(stats, { kind: 'attack' }); // 99
 * playerActionEnergy(stats, { kind: 'act', energy: 0 }); // 0: a free command
 * ```
 */
export function playerActionEnergy(stats: PlayerCostStats, action: PlayerActionCost, version: AngbandVersion = '4.2'): number {
  switch (action.kind) {
    case 'move':
      return energyPerMove(stats.moves, version);
    case 'attack':
      return attackEnergy(stats.blows, action.slainAt);
    case 'shoot':
      return shotEnergy(stats.shots, version);
    case 'act':
      return action.energy;
  }
}
