/**
 * Writes `src/tables/monster-rows.json`, the data of the Cthangband 4.1.0 monster catalog, from a
 * git repository of BackupTheBerlios/scthangband (commit 51b453c, "Initial revision", is 4.1.0).
 * Run it by hand; tests and builds never need it, and the repository holds none of the game's
 * files.
 *
 *   pnpm exec tsx scripts/extract-monster-catalog.ts <path-to-scthangband-git-dir> > src/tables/monster-rows.json
 *
 * What it reads at 51b453c:
 * - `cthangband/lib/edit/r_info.txt`, as `src/init1.c` `init_r_info_txt()` reads it: `N:index:name`,
 *   `I:speed:attack speed:hdXhs:perception:ac:sleep` (sscanf "%d:%d:%dd%d:%d:%d:%d"), and the `F:`
 *   flags UNIQUE, NEVER_MOVE, FORCE_MAXHP, NEVER_BLOW. Entry 0 (the player) is left out.
 * - `cthangband/src/tables.c` `extract_energy[200]`, for each race's placement spread
 *   `extract_energy[speed] / 10` (`src/monster2.c` `place_monster_one()`).
 * `src/tables/monster-rows.ts` reads the file and checks its columns.
 */
import { catalogJson } from '@turnkeeper/scripts/catalog/catalog-table';
import { commitOf, gitOfArgument } from '@turnkeeper/scripts/catalog/git-source';
import { flagBits, numbersOf, readRInfo } from '@turnkeeper/scripts/catalog/r-info';

const REF = '51b453c';
const FLAG_BITS: Readonly<Record<string, number>> = { UNIQUE: 1, NEVER_MOVE: 2, FORCE_MAXHP: 4, NEVER_BLOW: 8 };

const git = gitOfArgument('tsx scripts/extract-monster-catalog.ts <path-to-scthangband-git-dir>');

/** `extract_energy[200]` of `tables.c`: the 200 integers of its initializer. */
function extractEnergy(tablesC: string): number[] {
  const m = /extract_energy\[200\]\s*=\s*\{([\s\S]*?)\};/.exec(tablesC);
  if (!m) throw new Error('no extract_energy[200] in tables.c');
  const values = (m[1] ?? '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map(Number);
  if (values.length !== 200 || values.some((v) => !Number.isInteger(v))) throw new Error('extract_energy: not 200 integers');
  return values;
}

const energy = extractEnergy(git('show', `${REF}:cthangband/src/tables.c`));
const rows: (string | number)[][] = [];
for (const e of readRInfo(git('show', `${REF}:cthangband/lib/edit/r_info.txt`), REF)) {
  if (e.index === 0) continue;
  // init_r_info_txt(): I: is sscanf "%d:%d:%dd%d:%d:%d:%d": speed, attack speed, hit dice, perception, ac, sleep.
  const i = numbersOf(e, 'I', /^(-?\d+):(-?\d+):(-?\d+)d(-?\d+):(-?\d+):(-?\d+):(-?\d+)$/, REF);
  if (!i) throw new Error(`${e.name}: no I: line`);
  const [speed = NaN, numBlows, hdice, hside, , , sleep] = i;
  const cost = energy[speed];
  if (cost === undefined) throw new Error(`${e.name}: speed ${speed} is outside extract_energy`);
  rows.push([e.index, e.name, speed, numBlows ?? NaN, hdice ?? NaN, hside ?? NaN, sleep ?? NaN, flagBits(e, FLAG_BITS), Math.trunc(cost / 10)]);
}
process.stdout.write(
  catalogJson({
    generatedBy: 'scripts/extract-monster-catalog.ts from BackupTheBerlios/scthangband; do not edit by hand',
    sources: { '4.1.0': { ref: `commit ${REF}`, commit: commitOf(git, REF), file: 'cthangband/lib/edit/r_info.txt', count: rows.length } },
    columns: ['index', 'name', 'speed', 'numBlows', 'hdice', 'hside', 'sleep', 'flags', 'spread'],
    rows,
  }),
);
