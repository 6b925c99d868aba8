/** One game program of `src/` and the most it may weigh, gzipped, once bundled and minified. */
export interface Budget {
  /** The program, relative to this package. */
  readonly program: string;
  /** What the program stands for, as the test names it. */
  readonly what: string;
  /** The budget in bytes, gzipped (KB = 1,024 bytes). */
  readonly bytes: number;
  /** Module paths (substrings) that must not be in the bundle: what a game does not need at run time. */
  readonly absent: readonly string[];
}

const KB = 1024;

/** Tools a game never runs: analysis, catalogs, JSON Schema, conformance and golden kits, rot.js adapters. */
const TOOLS = ['/analysis/', '/json-schema/', '/conformance/', '/rot/', 'zod'];

/**
 * The budgets: the generic scheduler alone ≤ 12 KB gzipped; core plus any one ruleset ≤ 30 KB.
 * What keeps the generic program there: restoring is a function (`restore(ruleset, snapshot)`),
 * so a game that never restores carries neither the snapshot checks nor the scripted source;
 * the generic budget's `absent` list holds that.
 */
export const BUDGETS: readonly Budget[] = [
  {
    program: 'src/generic-game.ts',
    what: 'the generic scheduler',
    bytes: 12 * KB,
    absent: [...TOOLS, '/loop/snapshot.ts', '/ruleset/restore.ts', '/random/scripted.ts'],
  },
  { program: 'src/cthangband-game.ts', what: 'core and Cthangband', bytes: 30 * KB, absent: [...TOOLS, '/tables/monster-'] },
  { program: 'src/nethack-game.ts', what: 'core and NetHack', bytes: 30 * KB, absent: [...TOOLS, '/tables/monsters', '/tables/catalog'] },
  { program: 'src/dcss-game.ts', what: 'core and DCSS', bytes: 30 * KB, absent: [...TOOLS, '/tables/monster-'] },
  { program: 'src/frogcomposband-game.ts', what: 'core and FrogComposband', bytes: 30 * KB, absent: [...TOOLS, '/tables/monster-'] },
];
