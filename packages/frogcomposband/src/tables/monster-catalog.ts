import { FROGCOMPOSBAND_VERSIONS, type FrogcomposbandVersion } from '../versions.js';
import { FROG_MONSTER_FLAGS, type FrogMonsterRow, type FrogMonsterSource } from './monster-row.js';
import { FROG_MONSTER_ROWS, FROG_MONSTER_SOURCES } from './monster-rows.js';

/**
 * One monster race of a FrogComposband version, as `lib/edit/r_info.txt` defines it: its index
 * (the `N:` serial, `r_idx`), name as the file spells it, speed as the game stores it (110 =
 * normal, "+0"), level, the flags the time system reads, and where the data comes from.
 *
 * @example
 * ```ts
 * import { findMonster } from './monster-catalog.js';
 * findMonster('7.1.salmiak', 'hill orc');
 * // { index: 149, name: 'Hill orc', speed: 110, level: 8, unique: false, neverMove: false, … }
 * ```
 */
export interface FrogMonsterEntry {
  /** The `N:` serial number: the race index `r_idx`. */
  readonly index: number;
  /** The name as `r_info.txt` spells it. */
  readonly name: string;
  /** The race speed as stored (`r_ptr->speed`, a byte): 110 is normal, 120 is +10. */
  readonly speed: number;
  /** The race level (`W:` line, `r_ptr->level`). */
  readonly level: number;
  /** UNIQUE: keeps its race speed exactly (`get_mspeed()` rolls nothing). */
  readonly unique: boolean;
  /** NEVER_MOVE: never moves (it still gains energy and acts: casts, attacks adjacent). */
  readonly neverMove: boolean;
  /** CAN_FLY: no tree, snow or slush cost. */
  readonly canFly: boolean;
  /** PASS_WALL: no tree, snow or slush cost. */
  readonly passWall: boolean;
  /** WILD_WOOD: no tree cost. */
  readonly wildWood: boolean;
  /** WILD_SNOW: no snow or slush cost (7.1 only). */
  readonly wildSnow: boolean;
  /** REGENERATE: recovers from mini-slowness twice as fast. */
  readonly regenerate: boolean;
  /** DEMON, UNDEAD or NONLIVING (`monster_living()` false): recovers from mini-slowness without air. */
  readonly nonliving: boolean;
  /** Symbol `S`: a spider, which walks webs for free. */
  readonly spider: boolean;
  /** The data this entry was read from. */
  readonly source: FrogMonsterSource;
}

/** Each flag of {@link FROG_MONSTER_FLAGS}, by name, set or not in a row's `flags`. */
type FlagSet = Record<keyof typeof FROG_MONSTER_FLAGS, boolean>;

function entryOf(row: FrogMonsterRow, source: FrogMonsterSource): FrogMonsterEntry {
  const [index, name, speed, level, flags] = row;
  const named = Object.entries(FROG_MONSTER_FLAGS).map(([flag, bit]) => [flag, (flags & bit) !== 0]);
  return { index, name, speed, level, ...(Object.fromEntries(named) as FlagSet), source };
}

const ALL_VERSIONS = (1 << FROGCOMPOSBAND_VERSIONS.length) - 1;
const tables = new Map<FrogcomposbandVersion, readonly FrogMonsterEntry[]>();

/**
 * Every monster race of a version, in `r_info.txt` order (by index), the player's entry 0 left
 * out. Built from the shared rows on first use and kept.
 *
 * @example
 * ```ts
 * import { monstersOf } from './monster-catalog.js';
 * monstersOf('7.1.salmiak').length; // 1392
 * monstersOf('7.0.nougat').length; // 1271
 * ```
 */
export function monstersOf(version: FrogcomposbandVersion): readonly FrogMonsterEntry[] {
  let table = tables.get(version);
  if (!table) {
    const bit = 1 << FROGCOMPOSBAND_VERSIONS.indexOf(version);
    const source = FROG_MONSTER_SOURCES[version];
    table = FROG_MONSTER_ROWS.filter((row) => ((row[5] ?? ALL_VERSIONS) & bit) !== 0).map((row) => entryOf(row, source));
    tables.set(version, table);
  }
  return table;
}

const indexes = new Map<FrogcomposbandVersion, Map<string, FrogMonsterEntry>>();

function nameIndex(version: FrogcomposbandVersion): Map<string, FrogMonsterEntry> {
  let index = indexes.get(version);
  if (!index) {
    index = new Map();
    // First in file order wins: a few names appear twice ("Novice mage" 46 and 93); the later
    // race is reached by its index.
    for (const e of monstersOf(version)) if (!index.has(e.name.toLowerCase())) index.set(e.name.toLowerCase(), e);
    indexes.set(version, index);
  }
  return index;
}

/**
 * The monster race of a version by name, case-insensitive (`'hill orc'` finds "Hill orc"); where
 * a name appears twice, the first in `r_info.txt` order. `undefined` when the version has none.
 *
 * @example
 * ```ts
 * import { findMonster } from './monster-catalog.js';
 * findMonster('7.1.salmiak', 'HILL ORC')?.speed; // 110
 * findMonster('7.1.salmiak', 'Novice mage')?.index; // 46 (93 is the other)
 * findMonster('7.0.nougat', 'Flying fishrooster'); // undefined (new in 7.1)
 * ```
 */
export function findMonster(version: FrogcomposbandVersion, name: string): FrogMonsterEntry | undefined {
  return nameIndex(version).get(name.toLowerCase());
}

/**
 * The monster race of a version by its `r_info.txt` index, or `undefined`.
 *
 * @example
 * ```ts
 * import { findMonsterByIndex } from './monster-catalog.js';
 * findMonsterByIndex('7.1.salmiak', 93)?.name; // 'Novice mage'
 * ```
 */
export function findMonsterByIndex(version: FrogcomposbandVersion, index: number): FrogMonsterEntry | undefined {
  return monstersOf(version).find((e) => e.index === index);
}

/**
 * The race speed of a monster by name ({@link findMonster}) as the game stores it (110 = normal),
 * or `undefined`.
 *
 * @example
 * ```ts
 * import { findMonsterSpeed } from './monster-catalog.js';
 * findMonsterSpeed('7.1.salmiak', 'Hill orc'); // 110
 * findMonsterSpeed('7.1.salmiak', 'Morgoth, Lord of Darkness'); // 140
 * ```
 */
export function findMonsterSpeed(version: FrogcomposbandVersion, name: string): number | undefined {
  return findMonster(version, name)?.speed;
}

/**
 * True when some covered version has a monster race of this name (case-insensitive).
 *
 * @example
 * ```ts
 * import { isKnownMonsterName } from './monster-catalog.js';
 * isKnownMonsterName('hill orc'); // true
 * isKnownMonsterName('Sigmund'); // false (a DCSS unique)
 * ```
 */
export function isKnownMonsterName(name: string): boolean {
  return FROGCOMPOSBAND_VERSIONS.some((v) => nameIndex(v).has(name.toLowerCase()));
}

/**
 * Where a version's catalog comes from: the ref and commit, the data file, the count.
 *
 * @example
 * ```ts
 * import { monsterSource } from './monster-catalog.js';
 * monsterSource('7.0.cloudberry').ref; // 'tag v7.0.cloudberry'
 * ```
 */
export function monsterSource(version: FrogcomposbandVersion): FrogMonsterSource {
  return FROG_MONSTER_SOURCES[version];
}

/**
 * The race fields of the ruleset's monster spec for an entry: `race` is the raw speed (speed −
 * 110, as displayed), the others are the entry's flags and level. `get_mspeed()` rolls the
 * individual speed from `race` when the spec gives no `speed`.
 *
 * @example
 * ```ts
 * import { findMonster, monsterSpecFields } from './monster-catalog.js';
 * const orc = findMonster('7.1.salmiak', 'Hill orc');
 * if (orc) monsterSpecFields(orc); // { race: 0, unique: false, level: 8, regenerate: false, … }
 * ```
 */
export function monsterSpecFields(entry: FrogMonsterEntry): {
  readonly race: number;
  readonly unique: boolean;
  readonly level: number;
  readonly regenerate: boolean;
  readonly nonliving: boolean;
  readonly canFly: boolean;
  readonly passWall: boolean;
  readonly wildWood: boolean;
  readonly wildSnow: boolean;
  readonly spider: boolean;
} {
  const { speed, unique, level, regenerate, nonliving, canFly, passWall, wildWood, wildSnow, spider } = entry;
  return { race: speed - 110, unique, level, regenerate, nonliving, canFly, passWall, wildWood, wildSnow, spider };
}
