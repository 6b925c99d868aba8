import { InvalidArgumentError } from '@turnkeeper/core';
import { STANDARD_ACTION, type PlayerMode } from './action-costs.js';
import { cDiv, toS16 } from '@turnkeeper/core/cint';
import { PLAYER_MAX_LEVEL } from './speed.js';

function checkInt(field: string, value: number, min: number, max: number, what: string): void {
  if (!Number.isInteger(value) || value < min || value > max) throw new InvalidArgumentError(field, value, `an integer from ${min} to ${max} (${what})`);
}

function checkLevel(field: string, level: number): void {
  checkInt(field, level, 1, PLAYER_MAX_LEVEL, 'the character level, p_ptr->lev');
}

/**
 * `py_prorata_level()` (`src/xtra1.c`, `py_prorata_level_aux(amt, 1, 1, 1)`): `amt` spread over
 * the levels 1–50 by equal linear, quadratic and cubic parts, in C's integer division; the whole
 * `amt` at level 50.
 */
function prorataLevel(amt: number, level: number): number {
  if (level === PLAYER_MAX_LEVEL) return amt;
  const wt = 3;
  return cDiv(amt * level, 50 * wt) + cDiv(amt * level * level, 50 * 50 * wt) + cDiv(cDiv(amt * level * level, 50) * level, 50 * 50 * wt);
}

/**
 * `p_ptr->spells_per_round` (`src/types.h`: 175 = 1.75 spells per round): 100 for everyone
 * (`calc_bonuses()`, `src/xtra1.c`), plus `py_prorata_level(150)` for a Yellow-Mage
 * (`_calc_bonuses()`, `src/yellow_mage.c`): 101 at level 1, 143 at 25, 250 at 50.
 *
 * @example
 * ```ts
 * import { spellsPerRound } from '@turnkeeper/frogcomposband';
 * spellsPerRound(50, true); // 250
 * spellsPerRound(50, false); // 100
 * ```
 */
export function spellsPerRound(level: number, yellowMage: boolean): number {
  checkLevel('spellsPerRound level', level);
  return 100 + (yellowMage ? prorataLevel(150, level) : 0);
}

/**
 * What casting a spell from a book costs (`do_cmd_cast()`, `src/cmd5.c`), success or failure
 * alike: `energy_use = 100`; a Yellow-Mage takes off the levels it has above the spell's
 * (`p_ptr->lev − spell level`, when positive); then `× 100 / spells_per_round`. A cancelled
 * spell costs 0. The result is the command's nominal `energyUse`, randomized like any other.
 * A few spells set their own cost when cast; this is the default they start from.
 *
 * @example
 * ```ts
 * import { bookSpellEnergy } from '@turnkeeper/frogcomposband';
 * bookSpellEnergy({ level: 50, spellLevel: 1, yellowMage: true }); // 20: (100 − 49) × 100 / 250, five casts a round
 * bookSpellEnergy({ level: 50, spellLevel: 50, yellowMage: true }); // 40
 * bookSpellEnergy({ level: 30, spellLevel: 5 }); // 100
 * ```
 */
export function bookSpellEnergy(cast: { readonly level: number; readonly spellLevel: number; readonly yellowMage?: boolean }): number {
  checkLevel('bookSpellEnergy level', cast.level);
  checkInt('bookSpellEnergy spellLevel', cast.spellLevel, 1, PLAYER_MAX_LEVEL, "the spell's level");
  const yellow = cast.yellowMage === true;
  let u = STANDARD_ACTION;
  const delta = cast.level - cast.spellLevel;
  if (yellow && delta > 0) u -= delta;
  return toS16(cDiv(u * 100, spellsPerRound(cast.level, yellow)));
}

/**
 * The most Quick Spelling gifts a Yeqrezh Disciple holds: one pick at each of levels 10, 20, 30,
 * 40 and 50 (`_gain_level()`, `_talent_count()`, `src/yeqrezh.c`).
 *
 * @example
 * ```ts
 * import { MAX_QUICK_SPELLING } from '@turnkeeper/frogcomposband';
 * MAX_QUICK_SPELLING; // 5
 * ```
 */
export const MAX_QUICK_SPELLING = 5;

/**
 * A Yeqrezh Disciple's Quick Spelling (`_on_cast()`, `src/yeqrezh.c`, run by `do_cmd_spell()`,
 * `src/spells.c`, after a cast, failed or not): `energy_use × (100 − 7n) / 100` with n the Quick
 * Spelling gifts held (0–5, counted only from character level 10): 93 %, 86 % … 65 %. `energyUse`
 * is the spell's own cost (`SPELL_ENERGY`, 100 for most). Yeqrezh's Disciples came with commit
 * `31f5b510` (2019-04-02): v7.1.chocolate and later; no 7.0 release has them.
 *
 * @example
 * ```ts
 * import { quickSpellingEnergy } from '@turnkeeper/frogcomposband';
 * quickSpellingEnergy(100, 1); // 93
 * quickSpellingEnergy(100, 5); // 65
 * quickSpellingEnergy(100, 0); // 100
 * ```
 */
export function quickSpellingEnergy(energyUse: number, gifts: number): number {
  checkInt('quickSpellingEnergy energyUse', energyUse, -32768, 32767, 'the s16b energy_use');
  checkInt('quickSpellingEnergy gifts', gifts, 0, MAX_QUICK_SPELLING, 'Quick Spelling gifts held, one per 10 levels');
  if (gifts === 0) return energyUse;
  return toS16(cDiv(energyUse * (100 - 7 * gifts), 100));
}

/**
 * The magic devices a Devicemaster may specialize in (`_speciality_tval()`, `src/devicemaster.c`).
 *
 * @example
 * ```ts
 * import type { DeviceKind } from '@turnkeeper/frogcomposband';
 * const k: DeviceKind = 'wand';
 * ```
 */
export type DeviceKind = 'rod' | 'wand' | 'staff' | 'potion' | 'scroll';

/**
 * One use of a device, as `src/cmd6.c` prices it.
 *
 * @example
 * ```ts
 * import type { DeviceUse } from '@turnkeeper/frogcomposband';
 * const u: DeviceUse = { kind: 'wand', itemLevel: 20, level: 40, speciality: true };
 * ```
 */
export interface DeviceUse {
  readonly kind: DeviceKind;
  /** The device's power (`obj->activation.power`) for rods, wands and staves; the object kind's level (`k_info[].level`) for potions and scrolls. */
  readonly itemLevel: number;
  /** The character level (1–50). */
  readonly level: number;
  /** A Devicemaster using a device of its speciality, not through Desperation. */
  readonly speciality?: boolean;
  /** Potion Chugger (potions) or Speed Reader (scrolls) mutation: 50 instead of 100. */
  readonly mutation?: boolean;
  /** A rod, wand or staff with the speed flag (`OF_SPEED`): its `pval`. */
  readonly speedPval?: number;
}

/**
 * What using a device costs, for anyone (`src/cmd6.c`: `do_cmd_use_device` for rods, wands and
 * staves, `do_cmd_quaff_potion_aux()`, `do_cmd_read_scroll_aux()`): 100, or 50 with the Potion
 * Chugger or Speed Reader mutation. A Devicemaster using its speciality (not through
 * Desperation) takes off `min(50, 2 × level − item level)` when positive — at least 25 for
 * potions and scrolls, no floor for the others. A rod, wand or staff with the speed flag then
 * loses `energy_use × pval / 10` more. In C's integer arithmetic, stored in the `s16b energy_use`;
 * randomized like any other command.
 *
 * @example
 * ```ts
 * import { deviceEnergy } from '@turnkeeper/frogcomposband';
 * deviceEnergy({ kind: 'wand', itemLevel: 20, level: 40, speciality: true }); // 50
 * deviceEnergy({ kind: 'potion', itemLevel: 5, level: 40, speciality: true, mutation: true }); // 25
 * deviceEnergy({ kind: 'rod', itemLevel: 30, level: 20, speciality: true }); // 90
 * deviceEnergy({ kind: 'staff', itemLevel: 10, level: 10, speedPval: 2 }); // 80
 * ```
 */
export function deviceEnergy(use: DeviceUse): number {
  checkLevel('deviceEnergy level', use.level);
  checkInt('deviceEnergy itemLevel', use.itemLevel, 0, 255, "the device's power or the object's level");
  const consumable = use.kind === 'potion' || use.kind === 'scroll';
  if (!consumable && use.mutation === true)
    throw new InvalidArgumentError('deviceEnergy mutation', true, 'only for a potion (Potion Chugger) or a scroll (Speed Reader)');
  if (consumable && use.speedPval !== undefined) throw new InvalidArgumentError('deviceEnergy speedPval', use.speedPval, 'only for a rod, wand or staff');
  let u = consumable && use.mutation === true ? 50 : STANDARD_ACTION;
  if (use.speciality === true) {
    const delta = Math.min(50, 2 * use.level - use.itemLevel);
    if (delta > 0) {
      u -= delta;
      if (consumable && u < 25) u = 25;
    }
  }
  if (use.speedPval !== undefined) {
    checkInt('deviceEnergy speedPval', use.speedPval, -128, 127, "the device's pval, a signed byte");
    u = toS16(u - cDiv(u * use.speedPval, 10));
  }
  return u;
}

/**
 * What a toggle of the player's `action` mode costs: nothing. Stalk (`hound_stalk_spell()`,
 * `src/r_hound.c`: a Hound's power from level 10, also a vampire's wolf form, `src/r_vamp.c`, and a
 * werewolf in wolf form, `src/werewolf.c`) and Quick Walk (`quick_walk_spell()`, `src/ninja.c`:
 * a Ninja's, and the Hound's Run from level 15) answer `SPELL_ENERGY` with 0, so `do_cmd_spell()`
 * charges nothing whether the power works or fails, and it is not a player turn.
 *
 * @example
 * ```ts
 * import { MODE_TOGGLE_ENERGY } from '@turnkeeper/frogcomposband';
 * MODE_TOGGLE_ENERGY; // 0
 * ```
 */
export const MODE_TOGGLE_ENERGY = 0;

/**
 * The player's `action` mode after toggling Stalk or Quick Walk (`set_action()`,
 * `src/effects.c`): off if it was on, else on, replacing search mode or the other toggle.
 *
 * @example
 * ```ts
 * import { toggleMode } from '@turnkeeper/frogcomposband';
 * toggleMode('none', 'stalk'); // 'stalk'
 * toggleMode('stalk', 'stalk'); // 'none'
 * toggleMode('search', 'stalk'); // 'stalk'
 * ```
 */
export function toggleMode(mode: PlayerMode, toggle: 'stalk' | 'quickWalk'): PlayerMode {
  return mode === toggle ? 'none' : toggle;
}

/**
 * The classes whose spells cost differently from everyone's (the player spec's `class`):
 * `yellowMage` (cheaper book spells, {@link bookSpellEnergy}), `yeqrezhDisciple` (Quick Spelling,
 * {@link quickSpellingEnergy}; v7.1.chocolate and later); `other` for every other class. (A
 * Devicemaster's cheaper devices are a property of each use: {@link DeviceUse}'s `speciality`.)
 *
 * @example
 * ```ts
 * import { PLAYER_CLASSES } from '@turnkeeper/frogcomposband';
 * PLAYER_CLASSES; // ['other', 'yellowMage', 'yeqrezhDisciple']
 * ```
 */
export const PLAYER_CLASSES = ['other', 'yellowMage', 'yeqrezhDisciple'] as const;

/**
 * One of {@link PLAYER_CLASSES}.
 *
 * @example
 * ```ts
 * import type { PlayerClass } from '@turnkeeper/frogcomposband';
 * const c: PlayerClass = 'yellowMage';
 * ```
 */
export type PlayerClass = (typeof PLAYER_CLASSES)[number];

/**
 * What a spell costs the player (the `cast` action): 0 while `noSpells` runs (the command is
 * refused before it takes energy: "Your spells are blocked!", `process_command()` case `'m'`,
 * `src/dungeon.c`); a Yeqrezh Disciple's power, `SPELL_ENERGY` (100) less its Quick Spelling
 * ({@link quickSpellingEnergy}, `do_cmd_spell()` in `src/spells.c`); anyone else's book spell,
 * {@link bookSpellEnergy} (`do_cmd_cast()`, `src/cmd5.c`).
 *
 * @example
 * ```ts
 * import { castEnergy } from '@turnkeeper/frogcomposband';
 * castEnergy({ class: 'yellowMage', level: 50, quickSpelling: 0, noSpells: 0 }, 1); // 20
 * castEnergy({ class: 'yeqrezhDisciple', level: 30, quickSpelling: 3, noSpells: 0 }, 12); // 79
 * castEnergy({ class: 'other', level: 30, quickSpelling: 0, noSpells: 4 }, 5); // 0: blocked
 * ```
 */
export function castEnergy(
  player: { readonly class: PlayerClass; readonly level: number; readonly quickSpelling: number; readonly noSpells: number },
  spellLevel: number,
): number {
  if (player.noSpells > 0) return 0;
  if (player.class === 'yeqrezhDisciple') return quickSpellingEnergy(STANDARD_ACTION, player.quickSpelling);
  return bookSpellEnergy({ level: player.level, spellLevel, yellowMage: player.class === 'yellowMage' });
}

/**
 * What a player's class and Quick Spelling may be in a version, or what is wrong (field, value,
 * allowed): Yeqrezh Disciples exist from v7.1.chocolate (commit `31f5b510`), so not in the 7.0
 * versions; Quick Spelling is a Yeqrezh Disciple's gift, one at most per 10 character levels
 * (`_gain_level()`, `_talent_count()`, `src/yeqrezh.c`).
 *
 * @example
 * ```ts
 * import { playerClassIssue } from '@turnkeeper/frogcomposband';
 * playerClassIssue({ class: 'yeqrezhDisciple', level: 25, quickSpelling: 3 }, '7.1.salmiak');
 * // { field: 'quickSpelling', value: 3, allowed: 'at most 2 at level 25: one gift per 10 levels' }
 * ```
 */
export function playerClassIssue(
  player: { readonly class: PlayerClass; readonly level: number; readonly quickSpelling: number },
  version: string,
): { readonly field: string; readonly value: unknown; readonly allowed: string } | undefined {
  if (player.class === 'yeqrezhDisciple' && version !== '7.1.salmiak') {
    return { field: 'class', value: player.class, allowed: `other or yellowMage in ${version} (Yeqrezh Disciples came with v7.1.chocolate)` };
  }
  if (player.quickSpelling === 0) return undefined;
  if (player.class !== 'yeqrezhDisciple')
    return { field: 'quickSpelling', value: player.quickSpelling, allowed: "0 unless the class is yeqrezhDisciple (Quick Spelling is Yeqrezh's gift)" };
  const most = Math.trunc(player.level / 10);
  if (player.quickSpelling > most)
    return { field: 'quickSpelling', value: player.quickSpelling, allowed: `at most ${most} at level ${player.level}: one gift per 10 levels` };
  return undefined;
}
