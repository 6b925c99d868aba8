import { monsterSpecFields, monstersOf } from '../tables/monster-catalog.js';
import { NORMAL_SPEED_INDEX } from '../tables/constants.js';
import type { CthangbandVersion } from '../versions.js';
import type { CthangbandCatalogEntry, CthangbandRaceSpec } from './analysis.js';

/** Each version's catalog, built on first use and kept (frozen: callers share it). */
const built = new Map<CthangbandVersion, readonly CthangbandCatalogEntry[]>();

/**
 * The monster races of a version as the analysis's catalog (`cthangbandAnalysis.catalog()`,
 * `lookup()`, and every question that names a race): each entry's `spec` is a monster spec of the
 * ruleset (`monsterSpecFields()`: race speed displayed, attack speed, unique, FORCE_MAXHP, sleep
 * value, hit dice; no energy, so a loop places it with `place_monster_one()`'s rolls), and `speed`
 * the race speed displayed (0 = normal). In `r_info.txt` order, so a name the file repeats
 * ("Novice mage", 40 and 77) finds the first.
 *
 * @example
 * ```ts
 * monsterCatalog('4.1.0').find((e) => e.name === 'Jackal')?.spec;
 * // { kind: 'monster', speed: 0, numBlows: 1, unique: false, forceMaxhp: false, sleep: 10, hitDice: [1, 4] }
 * ```
 */
export function monsterCatalog(version: CthangbandVersion): readonly CthangbandCatalogEntry[] {
  let entries = built.get(version);
  if (!entries) {
    entries = Object.freeze(
      monstersOf(version).map((e) => {
        const fields = monsterSpecFields(e);
        // Frozen to the last array: every lookup shares the entry (a write throws instead of changing the catalog).
        const spec: CthangbandRaceSpec = Object.freeze({ kind: 'monster', ...fields, hitDice: Object.freeze([...fields.hitDice]) as [number, number] });
        return Object.freeze({ name: e.name, kind: 'monster', spec, speed: e.speed - NORMAL_SPEED_INDEX } as const);
      }),
    );
    built.set(version, entries);
  }
  return entries;
}
