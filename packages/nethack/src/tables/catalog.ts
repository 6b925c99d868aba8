import { InvalidArgumentError, type SpecIssue } from '@turnkeeper/core';
import { nethackVersionRules, type NethackVersion } from '../versions.js';
import type { MonsterEntry } from './monster-entry.js';
import { MONSTERS_3_4_3 } from './monsters-3.4.3.js';
import { MONSTERS_3_6_0 } from './monsters-3.6.0.js';
import { MONSTERS_3_7 } from './monsters-3.7.js';

/**
 * 3.6.1–3.6.7: the 3.6.0 table with Vlad the Impaler's speed raised from 18 to 26 (`src/monst.c`
 * of NetHack-3.6.1_Release has `LVL(28, 26, …)`; NetHack-3.6.0_Release still has `LVL(14, 18, …)`).
 */
const MONSTERS_3_6_1: readonly MonsterEntry[] = MONSTERS_3_6_0.map((entry) =>
  entry[0] === 'Vlad the Impaler' ? (['Vlad the Impaler', 26] as const) : entry,
);

const TABLES = {
  '3.4.3': MONSTERS_3_4_3,
  '3.6.0': MONSTERS_3_6_0,
  '3.6.1': MONSTERS_3_6_1,
  '3.7': MONSTERS_3_7,
} as const satisfies Record<string, readonly MonsterEntry[]>;

/**
 * The monster catalog of a version: every monster type with its base speed, in the game's order
 * (`src/monst.c` `mons[]`; 3.7 `include/monsters.h`). The same list `nethack.analysis.catalog()`
 * describes as specs.
 *
 * @example
 * ```ts
 * import { monstersOf } from '@turnkeeper/nethack';
 * monstersOf('3.6.7').length; // 382
 * ```
 */
export function monstersOf(version: NethackVersion): readonly MonsterEntry[] {
  return TABLES[nethackVersionRules(version).monsterTable];
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
export function findMonsterSpeed(version: NethackVersion, name: string): number | undefined {
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
export function monsterSpeed(version: NethackVersion, name: string): number {
  const speed = findMonsterSpeed(version, name);
  if (speed === undefined) {
    throw new InvalidArgumentError('monster name', name, `a monster of NetHack ${version} (see monstersOf('${version}'))`);
  }
  return speed;
}

/**
 * The issue of a spec or patch naming a monster the version does not have (a name of another
 * version passes the schema; only the loop's version can tell).
 */
export function unknownMonsterIssue(version: NethackVersion, name: string, field: string): SpecIssue {
  return { field, value: name, allowed: `a monster of NetHack ${version} (see monstersOf('${version}'))` };
}

/**
 * True when some covered version has a monster of this name (case-insensitive): what a spec's
 * `name` is checked against before the loop's version is known.
 */
export function isKnownMonsterName(name: string): boolean {
  const n = name.toLowerCase();
  return Object.values(TABLES).some((t) => indexOf(t).has(n));
}
