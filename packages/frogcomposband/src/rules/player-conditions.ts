import { walkEnergy } from './action-costs.js';
import type { Terrain } from './cost-distribution.js';
import { playerSpeed } from './speed-modifiers.js';

/**
 * What the player's speed and walking cost depend on. Both a parsed player spec (weights
 * `undefined` when unknown) and the engine's player state (weights `null`) have these fields, so
 * the engine and the exact rates compute speed and costs through the same two functions below.
 */
export interface PlayerConditions {
  readonly haste: number;
  readonly slow: number;
  readonly spurt: number;
  readonly minislow: number;
  readonly filibuster: boolean;
  readonly bloated: boolean;
  readonly searching: boolean;
  readonly lightspeed: boolean;
  readonly weight?: number | null | undefined;
  readonly weightLimit?: number | null | undefined;
  readonly levitation: boolean;
  readonly treeExempt: boolean;
  readonly snowExempt: boolean;
}

/** The carried weight and limit, when both are known (the overburden penalty needs both). */
function carried(p: PlayerConditions): { weight?: number; weightLimit?: number } {
  return p.weight != null && p.weightLimit != null ? { weight: p.weight, weightLimit: p.weightLimit } : {};
}

/** The player's raw and effective speed (`src/xtra1.c` `calc_bonuses()`) from base speed and conditions. */
export function playerSpeedOf(base: number, p: PlayerConditions): { raw: number; internal: number; energy: number } {
  return playerSpeed({
    base,
    hasted: p.haste > 0,
    spurt: p.spurt > 0,
    binarySlow: p.slow > 0,
    minislow: p.minislow,
    filibuster: p.filibuster,
    bloated: p.bloated,
    ...carried(p),
    searching: p.searching,
    lightspeed: p.lightspeed,
  });
}

/** The nominal energy of one step (`src/cmd1.c` `move_player()`) for this player, before randomization. */
export function playerWalkEnergy(p: PlayerConditions, action: { readonly terrain?: Terrain; readonly web?: boolean }, base: number): number {
  return walkEnergy({
    base,
    terrain: action.terrain ?? (action.web ? 'web' : 'plain'),
    levitation: p.levitation,
    treeExempt: p.treeExempt,
    snowExempt: p.snowExempt,
    ...carried(p),
  });
}
