import type { CatalogEntry } from '@turnkeeper/core/analysis';
import { monsterSpecFields, monstersOf } from '../tables/monster-catalog.js';
import type { FrogcomposbandVersion } from '../versions.js';

/**
 * One entry of the analysis catalog: a monster race by name, the monster spec it stands for (its
 * race speed as `race`, rolled into an individual speed by `get_mspeed()` when a loop adds it, and
 * the flags the time system reads), its race speed as displayed (raw, +0 normal) and its
 * `r_info.txt` index.
 *
 * @example
 * ```ts
 * import { monsterCatalog, type FrogMonsterCatalogEntry } from '@turnkeeper/frogcomposband/analysis';
 * const orc: FrogMonsterCatalogEntry | undefined = monsterCatalog('7.1.salmiak').find((e) => e.name === 'Hill orc');
 * orc?.index; // 149
 * ```
 */
export interface FrogMonsterCatalogEntry extends CatalogEntry {
  readonly kind: 'monster';
  /** The race speed as the game displays it: `r_ptr->speed − 110` (+0 normal, +10 fast). */
  readonly speed: number;
  /** The `N:` serial of `lib/edit/r_info.txt` (`r_idx`). */
  readonly index: number;
}

const catalogs = new Map<FrogcomposbandVersion, readonly FrogMonsterCatalogEntry[]>();

/**
 * The analysis catalog of a version: every monster race of its `lib/edit/r_info.txt`, in file
 * order (the first of a twice-used name is the one a name finds), each with the spec a loop
 * accepts (`kind: 'monster'` and {@link monsterSpecFields}). Built on first use and kept; the
 * entries are frozen, so callers share them safely.
 *
 * @example
 * ```ts
 * import { monsterCatalog } from '@turnkeeper/frogcomposband/analysis';
 * monsterCatalog('7.1.salmiak').find((e) => e.name === 'Hill orc')?.spec; // { kind: 'monster', race: 0, unique: false, level: 8, … }
 * ```
 */
export function monsterCatalog(version: FrogcomposbandVersion): readonly FrogMonsterCatalogEntry[] {
  let catalog = catalogs.get(version);
  if (!catalog) {
    catalog = Object.freeze(
      monstersOf(version).map((m) =>
        Object.freeze({
          name: m.name,
          kind: 'monster' as const,
          spec: Object.freeze({ kind: 'monster', ...monsterSpecFields(m) }),
          speed: m.speed - 110,
          index: m.index,
        }),
      ),
    );
    catalogs.set(version, catalog);
  }
  return catalog;
}
