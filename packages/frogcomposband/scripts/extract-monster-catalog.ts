/**
 * Writes `src/tables/monster-rows.json`, the data of the FrogComposband monster catalog, from a git
 * repository of sulkasormi/frogcomposband. Run it by hand when a covered version changes; tests
 * and builds never need it, and the repository holds none of the game's files.
 *
 *   pnpm exec tsx scripts/extract-monster-catalog.ts <path-to-frogcomposband-git-dir> > src/tables/monster-rows.json
 *
 * What it reads, per version: `lib/edit/r_info.txt` (parsed as `src/init1.c` `parse_r_info()`
 * does): `N:index:name`, `G:symbol:colour`, `I:speed:hdXhs:vision:ac:alertness:weight`,
 * `W:level:…`, and the `F:` flags UNIQUE, NEVER_MOVE, CAN_FLY, PASS_WALL, WILD_WOOD, WILD_SNOW,
 * REGENERATE and DEMON, UNDEAD, NONLIVING (`src/monster1.c` `monster_living()`). Entry 0 (the
 * player's picture) is left out. Versions share rows: a row lists the versions whose data has it.
 * `src/tables/monster-rows.ts` reads the file and checks its columns.
 */
import { catalogJson, mergeVersions } from '@turnkeeper/scripts/catalog/catalog-table';
import { commitOf, gitOfArgument } from '@turnkeeper/scripts/catalog/git-source';
import { flagBits, numbersOf, readRInfo } from '@turnkeeper/scripts/catalog/r-info';

/** The ruleset's versions, newest first, and the ref each catalog is read at. */
const VERSIONS = [
  ['7.1.salmiak', '80805f26'],
  ['7.0.cloudberry', 'v7.0.cloudberry'],
  ['7.0.nougat', 'v7.0.nougat'],
] as const;

/** `F:` flags the catalog keeps (DEMON, UNDEAD and NONLIVING share a bit: `monster_living()` false). */
const FLAG_BITS: Readonly<Record<string, number>> = {
  UNIQUE: 1,
  NEVER_MOVE: 2,
  CAN_FLY: 4,
  PASS_WALL: 8,
  WILD_WOOD: 16,
  WILD_SNOW: 32,
  REGENERATE: 64,
  DEMON: 128,
  UNDEAD: 128,
  NONLIVING: 128,
};
/** The bit of a spider (`G:S:…`, symbol S). */
const SPIDER = 256;

/** One race as the catalog keeps it: index, name, speed as stored, level, flags. */
type Race = [index: number, name: string, speed: number, level: number, flags: number];

const git = gitOfArgument('tsx scripts/extract-monster-catalog.ts <path-to-frogcomposband-git-dir>');

/** The races of one ref's r_info.txt, entry 0 (the player) left out. */
function races(ref: string): Race[] {
  const out: Race[] = [];
  for (const e of readRInfo(git('show', `${ref}:lib/edit/r_info.txt`), ref)) {
    if (e.index === 0) continue;
    // parse_r_info(): I: is sscanf "%d:%dd%d:%d:%d:%d:%d" (speed first); W: starts with the level.
    const speed = numbersOf(e, 'I', /^(\d+):\d+d\d+:-?\d+:-?\d+:-?\d+(?::-?\d+)?$/, ref)?.[0];
    const level = numbersOf(e, 'W', /^(\d+):/, ref)?.[0];
    if (speed === undefined || level === undefined) throw new Error(`${ref}: ${e.name}: no I: or W: line`);
    const spider = e.lines.get('G')?.some((g) => g.startsWith('S')) ? SPIDER : 0;
    out.push([e.index, e.name, speed, level, flagBits(e, FLAG_BITS) | spider]);
  }
  return out;
}

const ALL = (1 << VERSIONS.length) - 1;
const sources: Record<string, { ref: string; commit: string; file: string; count: number }> = {};
const perVersion = VERSIONS.map(([version, ref]) => {
  const list = races(ref);
  sources[version] = { ref: ref.startsWith('v') ? `tag ${ref}` : `commit ${ref}`, commit: commitOf(git, ref), file: 'lib/edit/r_info.txt', count: list.length };
  return list;
});
// In r_info.txt order; where versions differ at one index, the row the most versions share first.
const rows = mergeVersions(perVersion).sort((a, b) => a.row[0] - b.row[0] || b.mask - a.mask);
process.stdout.write(
  catalogJson({
    generatedBy: 'scripts/extract-monster-catalog.ts from sulkasormi/frogcomposband; do not edit by hand',
    sources,
    columns: ['index', 'name', 'speed', 'level', 'flags', 'versions'],
    rows: rows.map(({ row, mask }) => (mask === ALL ? row : [...row, mask])),
  }),
);
