import type { MonsterRace } from '../rules/monster-placement.js';
import type { CthangbandVersion } from '../versions.js';
import { CTHANGBAND_MONSTER_FLAGS, type CthangbandMonsterRow, type CthangbandMonsterSource } from './monster-row.js';
import { CTHANGBAND_MONSTER_ROWS, CTHANGBAND_MONSTER_SOURCE } from './monster-rows.js';

/**
 * One monster race of Cthangband 4.1.0 as `lib/edit/r_info.txt` defines it: index (the `N:`
 * serial), name as the file spells it, speed as the game stores it (110 = normal), attack speed,
 * hit dice, sleep value, the flags the time system reads, the placement spread, and the source.
 *
 * @example
 * ```ts
 * import { findMonster } from '@turnkeeper/cthangband/analysis';
 * findMonster('4.1.0', 'jackal');
 * // { index: 30, name: 'Jackal', speed: 110, numBlows: 1, hitDice: [1, 4], sleep: 10, unique: false, … spread: 10 }
 * ```
 */
export interface CthangbandMonsterEntry {
  /** The `N:` serial number: the race index. */
  readonly index: number;
  /** The name as `r_info.txt` spells it. */
  readonly name: string;
  /** The race speed as stored (`r_ptr->speed`, a byte): 110 is normal, 120 is +10. */
  readonly speed: number;
  /** Attack speed (`num_blows`, the `I:` line's second field): melee and spells cost `100 / numBlows`. */
  readonly numBlows: number;
  /** `[hdice, hside]`: placement rolls `damroll(hdice, hside)` hit points unless FORCE_MAXHP. */
  readonly hitDice: readonly [number, number];
  /** The sleep value v: a monster placed asleep gets `csleep = 2v + randint(10v)`. */
  readonly sleep: number;
  /** UNIQUE: no speed roll at placement. */
  readonly unique: boolean;
  /** NEVER_MOVE: never moves (it still gains energy, is charged and may attack or cast). */
  readonly neverMove: boolean;
  /** FORCE_MAXHP: hit points are `hdice × hside`, no roll. */
  readonly forceMaxhp: boolean;
  /** NEVER_BLOW: no melee, so no refund of the move cost for one. */
  readonly neverBlow: boolean;
  /**
   * The half-width i of the placement speed roll, `extract_energy[speed] / 10` (`tables.c`):
   * a non-unique gets `speed + rand_spread(0, i)`. 10 at normal speed (4.1.0's inverted table).
   */
  readonly spread: number;
  /** The data this entry was read from. */
  readonly source: CthangbandMonsterSource;
}

function entryOf(row: CthangbandMonsterRow, source: CthangbandMonsterSource): CthangbandMonsterEntry {
  const [index, name, speed, numBlows, hdice, hside, sleep, flags, spread] = row;
  const has = (bit: number): boolean => (flags & bit) !== 0;
  const { unique, neverMove, forceMaxhp, neverBlow } = CTHANGBAND_MONSTER_FLAGS;
  const named = { unique: has(unique), neverMove: has(neverMove), forceMaxhp: has(forceMaxhp), neverBlow: has(neverBlow) };
  return { index, name, speed, numBlows, hitDice: [hdice, hside], sleep, ...named, spread, source };
}

const SOURCES: Readonly<Record<CthangbandVersion, CthangbandMonsterSource>> = { '4.1.0': CTHANGBAND_MONSTER_SOURCE };
const tables = new Map<CthangbandVersion, readonly CthangbandMonsterEntry[]>();
const names = new Map<CthangbandVersion, Map<string, CthangbandMonsterEntry>>();

/**
 * Every monster race of a version (4.1.0, the only one), in `r_info.txt` order, the player's
 * entry 0 left out. Built on first use and kept.
 *
 * @example
 * ```ts
 * import { monstersOf } from '@turnkeeper/cthangband/analysis';
 * monstersOf('4.1.0').length; // 575
 * ```
 */
export function monstersOf(version: CthangbandVersion): readonly CthangbandMonsterEntry[] {
  // One version today; keyed by version like the other games' catalogs.
  let table = tables.get(version);
  if (!table) {
    table = CTHANGBAND_MONSTER_ROWS.map((row) => entryOf(row, SOURCES[version]));
    tables.set(version, table);
  }
  return table;
}

/**
 * The monster race by name, case-insensitive (`'jackal'` finds "Jackal"); where a name appears
 * twice ("Novice mage" 40 and 77…), the first in `r_info.txt` order. `undefined` when there is none.
 *
 * @example
 * ```ts
 * import { findMonster } from '@turnkeeper/cthangband/analysis';
 * findMonster('4.1.0', 'GRIP, FARMER MAGGOT\'S DOG')?.speed; // 120
 * findMonster('4.1.0', 'Novice mage')?.index; // 40
 * ```
 */
export function findMonster(version: CthangbandVersion, name: string): CthangbandMonsterEntry | undefined {
  let byName = names.get(version);
  if (!byName) {
    byName = new Map();
    // First in file order wins: the later race of a repeated name is reached by its index.
    for (const e of monstersOf(version)) if (!byName.has(e.name.toLowerCase())) byName.set(e.name.toLowerCase(), e);
    names.set(version, byName);
  }
  return byName.get(name.toLowerCase());
}

/**
 * The monster race by its `r_info.txt` index, or `undefined`.
 *
 * @example
 * ```ts
 * import { findMonsterByIndex } from '@turnkeeper/cthangband/analysis';
 * findMonsterByIndex('4.1.0', 77)?.name; // 'Novice mage'
 * ```
 */
export function findMonsterByIndex(version: CthangbandVersion, index: number): CthangbandMonsterEntry | undefined {
  return monstersOf(version).find((e) => e.index === index);
}

/**
 * Where the catalog comes from: ref, commit, data file, count.
 *
 * @example
 * ```ts
 * import { monsterSource } from '@turnkeeper/cthangband/analysis';
 * monsterSource('4.1.0').file; // 'cthangband/lib/edit/r_info.txt'
 * ```
 */
export function monsterSource(version: CthangbandVersion): CthangbandMonsterSource {
  return SOURCES[version];
}

/**
 * The race fields of the ruleset's monster spec (and of its placement, `placeMonster`'s
 * `MonsterRace`) for an entry: `speed` displayed (speed − 110), attack speed, unique, FORCE_MAXHP,
 * sleep value, hit dice.
 *
 * @example
 * ```ts
 * import { findMonster, monsterSpecFields } from '@turnkeeper/cthangband/analysis';
 * const jackal = findMonster('4.1.0', 'Jackal');
 * if (jackal) monsterSpecFields(jackal); // { speed: 0, numBlows: 1, unique: false, forceMaxhp: false, sleep: 10, hitDice: [1, 4] }
 * ```
 */
export function monsterSpecFields(entry: CthangbandMonsterEntry): MonsterRace {
  const { speed, numBlows, unique, forceMaxhp, sleep, hitDice } = entry;
  return { speed: speed - 110, numBlows, unique, forceMaxhp, sleep, hitDice };
}
