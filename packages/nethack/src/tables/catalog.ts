import { InvalidArgumentError } from '@turnkeeper/core';
import { familyOf, rulesOf } from '../versions.js';
import type { MonsterEntry } from './monster-entry.js';
import { MONSTERS_3_4_3 } from './monsters-3.4.3.js';
import { MONSTERS_3_6_0 } from './monsters-3.6.0.js';
import { MONSTERS_3_7 } from './monsters-3.7.js';

/**
 * 3.6.1–3.6.7: the 3.6.0 table with Vlad the Impaler's speed raised from 18 to 26 (`src/monst.c`
 * of NetHack-3.6.1_Release; the fact sheet's §6 says "3.6", and 3.6.0 still has 18).
 */
const MONSTERS_3_6_1: readonly MonsterEntry[] = MONSTERS_3_6_0.map((entry) =>
  entry[0] === 'Vlad the Impaler' ? (['Vlad the Impaler', 26] as const) : entry,
);

/**
 * The monster catalog of a version: every monster type with its base speed, in the game's order.
 *
 * @example
 * ```ts
 * import { monstersOf } from '@turnkeeper/nethack';
 * monstersOf('3.6.7').length; // 382
 * ```
 */
export function monstersOf(version: string): readonly MonsterEntry[] {
  const family = familyOf(version);
  if (family === '3.4.3') return MONSTERS_3_4_3;
  if (family === '3.6.0') return MONSTERS_3_6_0;
  return rulesOf(version).version === '3.7' ? MONSTERS_3_7 : MONSTERS_3_6_1;
}

const indexes = new Map<readonly MonsterEntry[], Map<string, number>>();

function indexOf(table: readonly MonsterEntry[]): Map<string, number> {
  let index = indexes.get(table);
  if (!index) {
    index = new Map();
    for (const [name, speed, aliases] of table) {
      // First entry wins: the duplicated were names have the same speed in both forms.
      for (const n of [name, ...(aliases ?? [])]) if (!index.has(n.toLowerCase())) index.set(n.toLowerCase(), speed);
    }
    indexes.set(table, index);
  }
  return index;
}

/**
 * The base speed of a monster type by name (case-insensitive; 3.7's gendered names all work), or
 * `undefined` when the version has no such monster.
 *
 * @example
 * ```ts
 * import { findMonsterSpeed } from '@turnkeeper/nethack';
 * findMonsterSpeed('3.6.7', 'shopkeeper'); // 18
 * findMonsterSpeed('3.7', 'shopkeeper'); // 16
 * findMonsterSpeed('3.4.3', 'genetic engineer'); // undefined (new in 3.7)
 * ```
 */
export function findMonsterSpeed(version: string, name: string): number | undefined {
  return indexOf(monstersOf(version)).get(name.toLowerCase());
}

/**
 * Like {@link findMonsterSpeed}, but throws InvalidArgumentError naming the monster and version
 * when the version has no such monster.
 *
 * @example
 * ```ts
 * import { monsterSpeed } from '@turnkeeper/nethack';
 * monsterSpeed('3.6.0', 'Vlad the Impaler'); // 18
 * monsterSpeed('3.6.1', 'Vlad the Impaler'); // 26
 * ```
 */
export function monsterSpeed(version: string, name: string): number {
  const speed = findMonsterSpeed(version, name);
  if (speed === undefined) {
    throw new InvalidArgumentError('monster name', name, `a monster of NetHack ${version} (see monstersOf('${version}'))`);
  }
  return speed;
}

/**
 * Every monster name known to any covered version (lower case), for validating specs before the
 * version is known.
 *
 * @example
 * ```ts
 * import { isKnownMonsterName } from '@turnkeeper/nethack';
 * isKnownMonsterName('Soldier Ant'); // true
 * ```
 */
export function isKnownMonsterName(name: string): boolean {
  const n = name.toLowerCase();
  return [MONSTERS_3_4_3, MONSTERS_3_6_0, MONSTERS_3_7].some((t) => indexOf(t).has(n));
}
