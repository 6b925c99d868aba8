import { InvalidArgumentError } from '@turnkeeper/core';
import { nethackVersionRules, type NethackVersion } from '../versions.js';

/**
 * NetHack's thirteen roles (`src/role.c` roles[], every version this package covers).
 *
 * @example
 * ```ts
 * import { NETHACK_ROLES } from '@turnkeeper/nethack';
 * NETHACK_ROLES.length; // 13
 * ```
 */
export const NETHACK_ROLES = [
  'Archeologist',
  'Barbarian',
  'Caveman',
  'Healer',
  'Knight',
  'Monk',
  'Priest',
  'Ranger',
  'Rogue',
  'Samurai',
  'Tourist',
  'Valkyrie',
  'Wizard',
] as const;

/**
 * One of {@link NETHACK_ROLES}.
 *
 * @example
 * ```ts
 * import type { NethackRole } from '@turnkeeper/nethack';
 * const role: NethackRole = 'Samurai';
 * ```
 */
export type NethackRole = (typeof NETHACK_ROLES)[number];

type RoleSpeedTable = Readonly<Record<NethackRole, number | null>>;

/**
 * The `HFast` entries of the role tables in `src/attrib.c` (`arc_abil[]` … `wiz_abil[]`, read by
 * adjabil()), 3.4.3 and 3.6.0–3.6.7: the experience level at which the role gains intrinsic
 * speed, or null. No race table (`elf_abil[]`, `orc_abil[]`; 3.6.1 on also dwarf, gnome, human)
 * has an `HFast` entry in any version.
 */
const UP_TO_367: RoleSpeedTable = {
  Archeologist: 1,
  Barbarian: 7,
  Caveman: 7,
  Healer: null,
  Knight: 7,
  Monk: 1,
  Priest: null,
  Ranger: null,
  Rogue: null,
  Samurai: 1,
  Tourist: null,
  Valkyrie: 7,
  Wizard: null,
};

/**
 * 3.7 (`src/attrib.c` at the covered commit): the Archeologist gains speed at level 10 instead of
 * starting with it (commit `075c2832a`, 2023-03-03, "Adjust archeologist and valkyrie
 * intrinsics"); the other roles are unchanged.
 */
const V37: RoleSpeedTable = { ...UP_TO_367, Archeologist: 10 };

function tableOf(version: NethackVersion): RoleSpeedTable {
  nethackVersionRules(version); // an unknown version is an error, as everywhere
  return version === '3.7' ? V37 : UP_TO_367;
}

function checkRole(role: string): asserts role is NethackRole {
  if (!(NETHACK_ROLES as readonly string[]).includes(role)) throw new InvalidArgumentError('role', role, NETHACK_ROLES.join(', '));
}

/**
 * The experience level at which a role gains intrinsic speed (`HFast |= FROMEXPER`, adjabil() in
 * `src/attrib.c`), or null when it never does. 3.4.3 – 3.6.7: Archeologist, Monk and Samurai
 * start with it (level 1); Barbarian, Caveman, Knight and Valkyrie gain it at level 7 ("You feel
 * quick!"). 3.7: the Archeologist at level 10. No race gives speed.
 *
 * @example
 * ```ts
 * import { roleSpeedLevel } from '@turnkeeper/nethack';
 * roleSpeedLevel('3.6.7', 'Archeologist'); // 1
 * roleSpeedLevel('3.7', 'Archeologist'); // 10
 * roleSpeedLevel('3.4.3', 'Valkyrie'); // 7
 * roleSpeedLevel('3.7', 'Wizard'); // null
 * ```
 */
export function roleSpeedLevel(version: NethackVersion, role: NethackRole): number | null {
  checkRole(role);
  return tableOf(version)[role];
}

/**
 * Whether a hero of this role and experience level (1 … 30) has intrinsic speed from its role
 * alone: the spec's `intrinsicFast` for a hero who got no speed elsewhere. adjabil() sets
 * `FROMEXPER` on reaching the level and clears it on losing a level below it ("You feel slow!"),
 * unless speed came from elsewhere too (a level-1 gain is also marked `FROMOUTSIDE`).
 *
 * @example
 * ```ts
 * import { roleIntrinsicFast } from '@turnkeeper/nethack';
 * roleIntrinsicFast('3.6.7', 'Knight', 6); // false
 * roleIntrinsicFast('3.6.7', 'Knight', 7); // true
 * roleIntrinsicFast('3.7', 'Archeologist', 1); // false
 * ```
 */
export function roleIntrinsicFast(version: NethackVersion, role: NethackRole, level: number): boolean {
  if (!Number.isInteger(level) || level < 1 || level > 30) throw new InvalidArgumentError('level', level, 'an integer from 1 to 30 (u.ulevel, MAXULEV)');
  const at = roleSpeedLevel(version, role);
  return at !== null && level >= at;
}
