import { walkEnergy, type PlayerMode } from './action-costs.js';
import type { MonsterMoveFlags, Terrain } from './cost-distribution.js';
import { playerSpeed, type MountInputs } from './speed-modifiers.js';

/**
 * What the player's speed and walking cost depend on. Both a parsed player spec (weights
 * `undefined` when unknown) and the engine's player state (weights `null`) have these fields, so
 * the engine and the exact rates compute speed and costs through the same two functions below.
 */
export interface PlayerConditions {
  readonly haste: number;
  readonly slow: number;
  readonly spurt: number;
  readonly sustainedHaste: boolean;
  readonly lightspeed: number;
  readonly sustainedLightspeed: boolean;
  readonly minislow: number;
  readonly filibuster: boolean;
  readonly bloated: boolean;
  readonly mode: PlayerMode;
  readonly level: number;
  readonly bearForm: boolean;
  readonly weight?: number | null | undefined;
  readonly weightLimit?: number | null | undefined;
  readonly levitation: boolean;
  readonly treeExempt: boolean;
  readonly snowExempt: boolean;
  readonly fleetOfFoot: boolean;
  readonly quickWalkTimer: number;
  readonly ninjaLawyer: boolean;
  readonly shadowStance: boolean;
  readonly limp: boolean;
  readonly craven: boolean;
  readonly golem: boolean;
  readonly ridingSkill: number;
}

/** The mount as the rider's speed and walking read it: its speed state, level and movement flags. */
export type Mount = MountInputs & MonsterMoveFlags;

/** The carried weight and limit, when both are known (the overburden penalty needs both). */
function carried(p: PlayerConditions): { weight?: number; weightLimit?: number } {
  const out: { weight?: number; weightLimit?: number } = {};
  if (p.weight != null) out.weight = p.weight;
  if (p.weight != null && p.weightLimit != null) out.weightLimit = p.weightLimit;
  return out;
}

/**
 * The player's raw and effective speed (`src/xtra1.c` `calc_bonuses()`) from base speed and
 * conditions; `mount` when riding (`p_ptr->riding`).
 */
export function playerSpeedOf(base: number, p: PlayerConditions, mount?: Mount): { raw: number; internal: number; energy: number } {
  return playerSpeed({
    base,
    hasted: p.haste > 0 || p.sustainedHaste,
    spurt: p.spurt > 0,
    binarySlow: p.slow > 0,
    minislow: p.minislow,
    filibuster: p.filibuster,
    bloated: p.bloated,
    ...carried(p),
    searching: p.mode === 'search',
    lightspeed: p.lightspeed > 0 || p.sustainedLightspeed,
    bearForm: p.bearForm,
    level: p.level,
    ...(mount ? { riding: { mount, skill: p.ridingSkill } } : {}),
  });
}

/**
 * The nominal energy of one step (`src/cmd2.c` `do_cmd_walk_aux()`, `src/cmd1.c`
 * `move_player()`) for this player, before randomization; `mount` when riding.
 */
export function playerWalkEnergy(p: PlayerConditions, action: { readonly terrain?: Terrain; readonly web?: boolean }, base: number, mount?: Mount): number {
  return walkEnergy({
    base,
    terrain: action.terrain ?? (action.web ? 'web' : 'plain'),
    levitation: p.levitation,
    treeExempt: p.treeExempt,
    snowExempt: p.snowExempt,
    ...carried(p),
    level: p.level,
    mode: p.mode,
    ninjaLawyer: p.ninjaLawyer,
    shadowStance: p.shadowStance,
    fleetOfFoot: p.fleetOfFoot || p.quickWalkTimer > 0,
    limp: p.limp,
    craven: p.craven,
    golem: p.golem,
    ...(mount ? { mount } : {}),
  });
}
