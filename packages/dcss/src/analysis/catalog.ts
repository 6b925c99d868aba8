import type { CatalogEntry } from '@turnkeeper/core/analysis';
import { monstersOf } from '../tables/monster-catalog.js';
import type { DcssVersion } from '../versions.js';

const catalogs = new Map<DcssVersion, readonly CatalogEntry[]>();

/**
 * A version's monster catalog as the analysis interface lists it: one entry per monster class of
 * that version's data (`monstersOf`), named as the game spells it, whose `spec` is the class's
 * base speed and `mon_energy_usage` as a monster spec (`{ kind: 'monster', speed, energyUsage }`:
 * everything else, such as `justSummoned` or haste, keeps the spec's defaults or is given beside
 * the name). An alternate form that shares its name with another entry (the Serpent of Hell's
 * other hells, Bai Suzhen's dragon form, the unmounted Goji) is named by its enum id
 * (`serpent_of_hell_dis`), so that a name finds what the game's own lookup finds
 * (mon-util.cc `init_mon_name_cache`). Built once per version, frozen.
 *
 * @example
 * ```ts
 * import { dcssCatalog } from './catalog.js';
 * dcssCatalog('trunk').find((e) => e.name === 'ogre');
 * // { name: 'ogre', kind: 'monster', spec: { kind: 'monster', speed: 10, energyUsage: { move: 10, swim: 10, attack: 15, missile: 10, spell: 10 } }, speed: 10 }
 * ```
 */
export function dcssCatalog(version: DcssVersion): readonly CatalogEntry[] {
  let catalog = catalogs.get(version);
  if (!catalog) {
    // Frozen: `lookup` hands these very objects out, and one caller's change must not reach the next.
    catalog = monstersOf(version).map((m) =>
      Object.freeze({
        name: m.form ?? m.name,
        kind: 'monster',
        spec: Object.freeze({ kind: 'monster', speed: m.speed, energyUsage: Object.freeze({ ...m.energyUsage }) }),
        speed: m.speed,
      }),
    );
    catalogs.set(version, catalog);
  }
  return catalog;
}
