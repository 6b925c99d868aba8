import { InvalidArgumentError } from '@turnkeeper/core';
import { nethackVersionRules, type NethackVersion } from '../versions.js';
import type { MonsterEntry } from './monster-entry.js';
import { MONSTER_ROWS, MONSTER_TABLES, type MonsterRow, type MonsterTable } from './monsters.js';

/** One table's entries, built from {@link MONSTER_ROWS} on first use. */
const TABLES = new Map<MonsterTable, readonly MonsterEntry[]>();

/** A row as an entry of `table`: the name (and other names) it goes by there, and its speed there. */
function entryOf(row: MonsterRow, table: MonsterTable): MonsterEntry {
  const [name, speeds, differences] = row;
  const speed = typeof speeds === 'number' ? speeds : (speeds[table] as number);
  const names = differences?.as?.[table];
  if (names === undefined) return [name, speed];
  const [own, ...aliases] = names;
  return aliases.length > 0 ? [own, speed, aliases] : [own, speed];
}

/**
 * A table's list in its own order: the rows it lists, in the rows' order, each moved row (one with
 * `after` for this table) then put right after the first row of that name (the anchors are rows
 * that keep their place).
 */
function build(table: MonsterTable): readonly MonsterEntry[] {
  const listed = MONSTER_ROWS.filter((row) => (row[2]?.in ?? MONSTER_TABLES).includes(table));
  const ordered = listed.filter((row) => row[2]?.after?.[table] === undefined);
  for (const row of listed) {
    const anchor = row[2]?.after?.[table];
    if (anchor === undefined) continue;
    const at = ordered.findIndex(([name]) => name === anchor);
    if (at < 0) throw new Error(`monster table ${table}: ${row[0]} comes after ${anchor}, which the table does not list`);
    ordered.splice(at + 1, 0, row);
  }
  return Object.freeze(ordered.map((row) => entryOf(row, table)));
}

/**
 * The monster table of a version, from the one table {@link MONSTER_ROWS}: every monster type
 * with its base speed, in the game's order (`src/monst.c` `mons[]`; 3.7 `include/monsters.h`),
 * with 3.7's other names. What `nethackAnalysis.catalog()` describes as specs.
 *
 * @example
 * ```ts
 * import { monstersOf } from '@turnkeeper/nethack/analysis';
 * monstersOf('3.6.7').length; // 382
 * monstersOf('3.7')[46]; // ['dwarf leader', 6, ['dwarf lord', 'dwarf lady']]
 * ```
 */
export function monstersOf(version: NethackVersion): readonly MonsterEntry[] {
  const table = nethackVersionRules(version).monsterTable;
  let entries = TABLES.get(table);
  if (entries === undefined) {
    entries = build(table);
    TABLES.set(table, entries);
  }
  return entries;
}

const indexes = new Map<MonsterTable, Map<string, number>>();

function indexOf(version: NethackVersion): Map<string, number> {
  const table = nethackVersionRules(version).monsterTable;
  let index = indexes.get(table);
  if (!index) {
    index = new Map();
    for (const [name, speed, aliases] of monstersOf(version)) {
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
 * import { findMonsterSpeed } from '@turnkeeper/nethack/analysis';
 * findMonsterSpeed('3.6.7', 'shopkeeper'); // 18
 * findMonsterSpeed('3.7', 'shopkeeper'); // 16
 * findMonsterSpeed('3.4.3', 'genetic engineer'); // undefined (new in 3.7)
 * ```
 */
export function findMonsterSpeed(version: NethackVersion, name: string): number | undefined {
  return indexOf(version).get(name.toLowerCase());
}

/**
 * Like {@link findMonsterSpeed}, but throws InvalidArgumentError naming the monster and version
 * when the version has no such monster.
 *
 * @example
 * ```ts
 * import { monsterSpeed } from '@turnkeeper/nethack/analysis';
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
