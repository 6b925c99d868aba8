import { InvalidArgumentError } from '@turnkeeper/core';
import { cDiv, toS16 } from '@turnkeeper/core/cint';
import type { MonsterMoveFlags, Terrain } from './cost-distribution.js';

/**
 * A normal action's nominal cost, `energy_use = 100` (`src/dungeon.c` `process_player()`).
 *
 * @internal
 */
export const STANDARD_ACTION = 100;

/**
 * The player's `p_ptr->action` modes that change walking or speed (`src/defines.h` `ACTION_*`):
 * `search` (−10 speed), `quickWalk` (Quick Walk: a Ninja's or Ninja-Lawyer's run), `stalk`
 * (a hound's Stalk). One at a time: `set_action()` (`src/effects.c`) replaces the previous one.
 *
 * @example
 * ```ts
 * import type { PlayerMode } from '@turnkeeper/frogcomposband';
 * const m: PlayerMode = 'stalk';
 * ```
 */
export type PlayerMode = 'none' | 'search' | 'quickWalk' | 'stalk';

/**
 * What changes the player's nominal walking cost: `do_cmd_walk_aux()` (`src/cmd2.c`, from
 * `base` = 100; none of it while riding) then the terrain in `move_player()` (`src/cmd1.c`) and
 * `_snow_adjust_energy()`.
 *
 * @example
 * ```ts
 * const o: WalkOptions = { terrain: 'snow', weight: 1400, weightLimit: 1000, mode: 'stalk', level: 20 };
 * ```
 */
export interface WalkOptions {
  /** `energy_use` before the modifiers (100; ×132 on the wilderness map). */
  readonly base?: number;
  readonly terrain?: Terrain;
  readonly levitation?: boolean;
  /** Trees cost nothing extra: Ranger, Scout, Ent, Centaur, Wood-elf. */
  readonly treeExempt?: boolean;
  /** Snow and slush cost nothing extra: High-elf or Tomte. */
  readonly snowExempt?: boolean;
  /** Riding (with no mount flags): snow uses L = 40 and ignores the rider's burden. */
  readonly riding?: boolean;
  /** Riding this mount: its CAN_FLY / PASS_WALL / WILD_SNOW waive snow, WILD_WOOD trees. */
  readonly mount?: MonsterMoveFlags;
  /** Carried weight and weight limit (tenths of a pound): overburdened walkers sink into snow. */
  readonly weight?: number;
  readonly weightLimit?: number;
  /** A Spider monster-race player's level: webs cost ×(90 − level)% instead of ×2. */
  readonly spiderLevel?: number;
  /** The character level (1..50): Quick Walk, Stalk and Shadow Stance scale with it. */
  readonly level?: number;
  /** `p_ptr->action`: Quick Walk ×(45 − lev/2)% (Ninja-Lawyer (60 − lev/2)%), Stalk ×(150 − lev)%. */
  readonly mode?: PlayerMode;
  readonly ninjaLawyer?: boolean;
  /** A Weaponmaster's Shadow Stance: ×(45 − lev/2)%. */
  readonly shadowStance?: boolean;
  /** `p_ptr->quick_walk` (Fleet of Foot mutation, the Mystic's fast toggle, or `tim_quick_walk`): ×60%. */
  readonly fleetOfFoot?: boolean;
  /** The LIMP mutation: +1/9. */
  readonly limp?: boolean;
  /** The Craven personality: ×21/25. */
  readonly craven?: boolean;
  /** A Golem: ×2. */
  readonly golem?: boolean;
}

/**
 * `_snow_adjust_energy`: snow adds `min(120, u) × L / 100` with L = 33, raised by the burden
 * above the limit (`L += min(200, weight×100/limit) − 100`), 40 when riding; slush uses L/3.
 *
 * @internal
 */
function snowAdjusted(energyUse: number, snow: boolean, options: Pick<WalkOptions, 'riding' | 'weight' | 'weightLimit'> = {}): number {
  let l = 33;
  if (options.riding) l = 40;
  else if (options.weight !== undefined && options.weightLimit !== undefined && options.weight > options.weightLimit) {
    l += Math.min(200, cDiv(options.weight * 100, options.weightLimit)) - 100;
  }
  if (!snow) l = cDiv(l, 3);
  return toS16(energyUse + cDiv(Math.min(120, energyUse) * l, 100));
}

/**
 * `do_cmd_walk_aux()` (`src/cmd2.c`): the walking cost before the terrain, from `base` (100), in
 * the game's order, each step stored in the `s16b energy_use` and divided as C divides: LIMP
 * +1/9; Quick Walk ×(45 − lev/2)% (Ninja-Lawyer (60 − lev/2)%); Stalk ×(150 − lev)%; Shadow
 * Stance ×(45 − lev/2)%; Fleet of Foot ×60%; Craven ×21/25; Golem ×2. None of it applies while
 * riding.
 *
 * @example
 * ```ts
 * import { walkBaseEnergy } from '@turnkeeper/frogcomposband';
 * walkBaseEnergy({ mode: 'quickWalk', level: 30 }); // 30: 100 × (45 − 15) / 100
 * walkBaseEnergy({ mode: 'stalk', level: 20 }); // 130
 * walkBaseEnergy({ fleetOfFoot: true }); // 60
 * ```
 */
export function walkBaseEnergy(options: WalkOptions = {}): number {
  let u = toS16(options.base ?? STANDARD_ACTION);
  if (options.riding || options.mount) return u;
  const lev = options.level ?? 1;
  if (options.limp) u = toS16(u + cDiv(u, 9));
  if (options.mode === 'quickWalk') u = toS16(cDiv(u * ((options.ninjaLawyer ? 60 : 45) - cDiv(lev, 2)), 100));
  if (options.mode === 'stalk') u = toS16(cDiv(u * (150 - lev), 100));
  if (options.shadowStance) u = toS16(cDiv(u * (45 - cDiv(lev, 2)), 100));
  if (options.fleetOfFoot) u = toS16(cDiv(u * 60, 100));
  if (options.craven) u = toS16(cDiv(u * 21, 25));
  if (options.golem) u = toS16(u * 2);
  return u;
}

/**
 * The player's nominal walking cost (`energy_use`): {@link walkBaseEnergy}, then the terrain as
 * `move_player()` (`src/cmd1.c`) prices it: trees ×2, snow 133 and slush 111 at +0 (more when
 * overburdened, L = 40 when riding), webs ×2, unless exempt. Every step is stored in the game's
 * `s16b energy_use`, so a cost past 32767 wraps negative as it does in the game.
 *
 * @example
 * ```ts
 * import { walkEnergy } from '@turnkeeper/frogcomposband';
 * walkEnergy({ terrain: 'tree' }); // 200
 * walkEnergy({ terrain: 'tree', treeExempt: true }); // 100
 * walkEnergy({ terrain: 'snow' }); // 133
 * walkEnergy({ terrain: 'tree', base: 20000 }); // -25536: 40000 stored in 16 bits
 * ```
 */
export function walkEnergy(options: WalkOptions = {}): number {
  let u = walkBaseEnergy(options);
  const mount = options.mount;
  const riding = options.riding === true || mount !== undefined;
  switch (options.terrain ?? 'plain') {
    case 'tree':
      if (!options.treeExempt && !options.levitation && !(mount?.wildWood ?? false)) u = toS16(u * 2);
      break;
    case 'snow':
    case 'slush': {
      const mountExempt = mount !== undefined && (mount.canFly === true || mount.passWall === true || mount.wildSnow === true);
      if (!options.levitation && !options.snowExempt && !mountExempt) u = snowAdjusted(u, options.terrain === 'snow', { ...options, riding });
      break;
    }
    case 'web':
      u = options.spiderLevel !== undefined ? toS16(cDiv(u * (90 - options.spiderLevel), 100)) : toS16(u * 2);
      break;
    case 'plain':
      break;
  }
  return u;
}

/**
 * Launchers and their `bow_energy` in hundredths of an action (`src/xtra2.c` `bow_energy()`).
 *
 * @example
 * ```ts
 * import { BOW_ENERGY } from '@turnkeeper/frogcomposband';
 * BOW_ENERGY.longBow; // 10000
 * ```
 */
export const BOW_ENERGY = Object.freeze({
  sling: 7150,
  shortBow: 8888,
  longBow: 10000,
  lightCrossbow: 12000,
  heavyCrossbow: 13333,
});

/**
 * A launcher named in {@link BOW_ENERGY}.
 *
 * @example
 * ```ts
 * import type { Bow } from '@turnkeeper/frogcomposband';
 * const b: Bow = 'sling';
 * ```
 */
export type Bow = keyof typeof BOW_ENERGY;

/**
 * Archery's nominal cost (`src/cmd2.c` `do_cmd_fire_aux2()`): `bow_energy / NUM_SHOTS`, both in hundredths,
 * in integer division; `shots` is in hundredths (1.6 shots = 160).
 *
 * @example
 * ```ts
 * import { archeryEnergy } from '@turnkeeper/frogcomposband';
 * archeryEnergy('longBow', 160); // 62
 * ```
 */
export function archeryEnergy(bow: Bow, shots: number): number {
  // A typed error like every field's, whatever a JavaScript caller passes (never a RangeError or NaN).
  const energy = typeof bow === 'string' && Object.hasOwn(BOW_ENERGY, bow) ? BOW_ENERGY[bow] : undefined;
  if (energy === undefined) throw new InvalidArgumentError('archeryEnergy bow', bow, `one of ${Object.keys(BOW_ENERGY).join(', ')}`);
  if (!Number.isSafeInteger(shots) || shots < 1)
    throw new InvalidArgumentError('archeryEnergy shots', shots, 'an integer ≥ 1 (shots per turn in hundredths: 1.6 shots = 160)');
  return Math.trunc(energy / shots);
}

/**
 * What a Beorning's Change Skin costs (`SPELL_ENERGY` of `beorning_change_shape_spell()`,
 * `src/beorning.c`): 200, randomized like any command up to 400.
 *
 * @example
 * ```ts
 * import { SHAPECHANGE_ENERGY } from '@turnkeeper/frogcomposband';
 * SHAPECHANGE_ENERGY; // 200
 * ```
 */
export const SHAPECHANGE_ENERGY = 200;

/**
 * The most weapons (hands) a character attacks with (`MAX_HANDS`, `src/types.h`).
 *
 * @internal
 */
export const MAX_HANDS = 6;

/**
 * One melee command as `py_attack()` (`src/cmd1.c`) prices it.
 *
 * @example
 * ```ts
 * const m: MeleeOptions = { frenzy: true, weapons: 2, kill: { hand: 1, blow: 1, blows: 4 } };
 * ```
 */
export interface MeleeOptions {
  /** A Berserker, the Fantastic Frenzy mutation or a Beorning in bear form: a kill ends the round early and costs only its share. */
  readonly frenzy?: boolean;
  /** `p_ptr->weapon_ct`, the weapons attacked with (at least 1 counts). */
  readonly weapons?: number;
  /** The target died: in hand `hand` (0-based: the rounds of attacks finished before), at blow `blow` of `blows`. */
  readonly kill?: { readonly hand: number; readonly blow: number; readonly blows: number };
  /** A critical hit with the Human Strength mutation (MUT_HUMAN_STR): +1/5 once, and no more crits this game turn. */
  readonly heavyCrit?: boolean;
  /** Crits were already used up this game turn by a Human Strength crit (`_allow_crits` is FALSE). */
  readonly critsSpent?: boolean;
}

/**
 * The nominal cost of one melee command (`py_attack()` and `py_attack_aux()`, `src/cmd1.c`):
 * 100; a Human Strength critical hit adds `energy_use / 5` once per game turn; and when the
 * target dies with the frenzy rule (Berserker, Fantastic Frenzy, bear form), the cost becomes the
 * share of the round spent: `hand × frac + blow × frac / blows` with `frac = 100 / weapons`, or
 * `120 / weapons` once the crits of the game turn are spent, all in integer division. This is the
 * game's code; the class help's "kills cost less" does not give the formula.
 *
 * @example
 * ```ts
 * import { meleeEnergy } from '@turnkeeper/frogcomposband';
 * meleeEnergy({}); // 100
 * meleeEnergy({ frenzy: true, kill: { hand: 0, blow: 1, blows: 4 } }); // 25
 * meleeEnergy({ frenzy: true, weapons: 2, kill: { hand: 1, blow: 2, blows: 3 } }); // 83: 50 + 2 × 50 / 3
 * meleeEnergy({ heavyCrit: true }); // 120
 * ```
 */
export function meleeEnergy(options: MeleeOptions = {}): number {
  let u = STANDARD_ACTION;
  let allowCrits = !options.critsSpent;
  if (options.heavyCrit && allowCrits) {
    u = toS16(u + cDiv(u, 5));
    allowCrits = false;
  }
  const kill = options.kill;
  if (options.frenzy && kill && u !== 0) {
    const ct = Math.max(1, options.weapons ?? 1);
    const frac = cDiv(allowCrits ? 100 : 120, ct);
    u = toS16(kill.hand * frac + cDiv(kill.blow * frac, kill.blows));
  }
  return u;
}
