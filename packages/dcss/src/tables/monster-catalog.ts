import { DCSS_VERSIONS, type DcssVersion } from '../versions.js';
import type { EnergyUsage } from './energy-usage.js';
import { DCSS_MONSTER_FLAGS, type DcssMonsterSource } from './monster-row.js';
import { DCSS_MONSTER_ROWS, DCSS_MONSTER_SOURCES } from './monster-rows.js';

/**
 * The energy fields 0.30 and earlier had besides the five of {@link EnergyUsage} (`mon-util.h`
 * `mon_energy_usage` lost them in 0.31): given only where a monster's differ from the defaults
 * 10, 10 and 100.
 *
 * @example
 * ```ts
 * import { findMonster } from '@turnkeeper/dcss/analysis';
 * findMonster('0.30', 'alligator')?.legacyEnergy; // { special: 8, item: 8, pickupPercent: 80 }
 * ```
 */
export interface DcssLegacyEnergy {
  /** EUT_SPECIAL. */
  readonly special: number;
  /** EUT_ITEM. */
  readonly item: number;
  /** The percentage of its speed a monster spends picking up an item. */
  readonly pickupPercent: number;
}

/**
 * One monster class of a DCSS version, as its data file defines it: its name as the game spells
 * it, its base speed (`mons_class_base_speed`: what the monster spec's `speed` takes), its
 * `mon_energy_usage` (what the spec's `energyUsage` takes), the flags unique, stationary (M_STATIONARY:
 * it never moves) and cantSpawn (M_CANT_SPAWN: never generated at random, e.g. a genus placeholder or
 * a summon), and where the data comes from.
 *
 * @example
 * ```ts
 * import { findMonster } from '@turnkeeper/dcss/analysis';
 * findMonster('trunk', 'ogre');
 * // { name: 'ogre', speed: 10, energyUsage: { move: 10, swim: 10, attack: 15, missile: 10, spell: 10 },
 * //   unique: false, stationary: false, cantSpawn: false, source: { ref: 'master', … } }
 * ```
 */
export interface DcssMonsterEntry {
  /** The name as the data file spells it. */
  readonly name: string;
  /** The base speed (10 is normal; 0 never gains energy). */
  readonly speed: number;
  /** Energy per move, swim, melee attack, missile and spell (10 each by default). */
  readonly energyUsage: EnergyUsage;
  /** 0.30 and earlier, where not 10, 10, 100: the special, item and pickup entries. */
  readonly legacyEnergy?: DcssLegacyEnergy;
  /** M_UNIQUE. */
  readonly unique: boolean;
  /** M_STATIONARY: it never moves (it may still attack or cast). */
  readonly stationary: boolean;
  /** M_CANT_SPAWN: never placed by random generation. */
  readonly cantSpawn: boolean;
  /**
   * For an alternate form sharing its name with another entry (the Serpent of Hell's other hells,
   * Bai Suzhen's dragon form…): crawl's enum, lowercase, without `MONS_`. The game's name lookup
   * (mon-util.cc `init_mon_name_cache`) skips these; {@link findMonster} finds them by this id.
   */
  readonly form?: string;
  /** The data this entry was read from. */
  readonly source: DcssMonsterSource;
}

const tables = new Map<DcssVersion, readonly DcssMonsterEntry[]>();

function entryOf(row: (typeof DCSS_MONSTER_ROWS)[number], source: DcssMonsterSource): DcssMonsterEntry {
  const [name, speed, flags, , energy, form] = row;
  const [move = 10, swim = 10, attack = 10, missile = 10, spell = 10, special, item, pickupPercent] = energy ?? [];
  return {
    name,
    speed,
    energyUsage: { move, swim, attack, missile, spell },
    ...(special !== undefined && item !== undefined && pickupPercent !== undefined ? { legacyEnergy: { special, item, pickupPercent } } : {}),
    unique: (flags & DCSS_MONSTER_FLAGS.unique) !== 0,
    stationary: (flags & DCSS_MONSTER_FLAGS.stationary) !== 0,
    cantSpawn: (flags & DCSS_MONSTER_FLAGS.cantSpawn) !== 0,
    ...(form === undefined ? {} : { form }),
    source,
  };
}

/**
 * Every monster class of a DCSS version, sorted by name: all of crawl's `mondata[]` for that version except the `AXED_MON` placeholders of
 * removed monsters. Built from the shared rows on first use and kept.
 *
 * @example
 * ```ts
 * import { monstersOf } from '@turnkeeper/dcss/analysis';
 * monstersOf('trunk').length; // 683
 * monstersOf('0.27').length; // 548
 * ```
 */
export function monstersOf(version: DcssVersion): readonly DcssMonsterEntry[] {
  let table = tables.get(version);
  if (!table) {
    const bit = 1 << DCSS_VERSIONS.indexOf(version);
    const source = DCSS_MONSTER_SOURCES[version];
    table = DCSS_MONSTER_ROWS.filter((row) => (row[3] & bit) !== 0).map((row) => entryOf(row, source));
    tables.set(version, table);
  }
  return table;
}

const indexes = new Map<DcssVersion, Map<string, DcssMonsterEntry>>();

function indexOf(version: DcssVersion): Map<string, DcssMonsterEntry> {
  let index = indexes.get(version);
  if (!index) {
    index = new Map();
    for (const entry of monstersOf(version)) index.set((entry.form ?? entry.name).toLowerCase(), entry);
    indexes.set(version, index);
  }
  return index;
}

/**
 * The monster class of a version by name, case-insensitive (`'Sigmund'`, `'sigmund'`), as the
 * game's own lookup resolves it; an alternate form by its `form` id (`'serpent_of_hell_dis'`).
 * `undefined` when the version has no such monster.
 *
 * @example
 * ```ts
 * import { findMonster } from '@turnkeeper/dcss/analysis';
 * findMonster('0.34', 'Ogre')?.energyUsage.attack; // 15
 * findMonster('0.28', 'ogre')?.energyUsage.attack; // 13
 * findMonster('0.27', 'Goji'); // undefined (new in trunk)
 * ```
 */
export function findMonster(version: DcssVersion, name: string): DcssMonsterEntry | undefined {
  return indexOf(version).get(name.toLowerCase());
}

/**
 * Where a version's catalog comes from: the crawl/crawl ref and commit, the data file, the count.
 *
 * @example
 * ```ts
 * import { monsterSource } from '@turnkeeper/dcss/analysis';
 * monsterSource('0.31').file; // 'crawl-ref/source/mon-data.h'
 * monsterSource('0.32').file; // 'crawl-ref/source/dat/mons/*.yaml'
 * ```
 */
export function monsterSource(version: DcssVersion): DcssMonsterSource {
  return DCSS_MONSTER_SOURCES[version];
}
