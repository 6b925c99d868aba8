// Every expected field of every DCSS golden file is compared by its replay, or listed here with
// why not: each field is changed in turn (at its first occurrence, file by file) and the file
// replayed; a field no replay notices is pinned below, so a new one (or a field that becomes
// compared) fails here. The values this brought into the comparison: monster_actions_per_turn's
// `delays` and `costs` (the grid's axes, against the entries it tabulates) and the traces'
// `turns[].turn` (the player's turns numbered from 1). What is left is prose, names read only
// for their class, and inputs the first occurrence of which plays no part.
import { fileURLToPath } from 'node:url';
import { discoverGoldenFiles, loadGoldenFile, schemaTag, uncomparedGoldenFields, type GoldenAdapter } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import { dcssGoldenAdapters } from './golden-adapters/index.js';

const golden = fileURLToPath(new URL('./golden', import.meta.url));
const adapters: readonly GoldenAdapter[] = dcssGoldenAdapters;

/** The distinct leaf fields of a golden file, by path without array indices (how the check names them). */
function fieldPaths(v: unknown, at = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v) fieldPaths(x, `${at}[]`, into);
  else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) fieldPaths(x, at === '' ? k : `${at}.${k}`, into);
  else if (at !== '') into.add(at);
  return into;
}

/** What every DCSS golden file carries besides its data: prose. */
const HEADER = { source: 'prose: the crawl files and functions the numbers come from', description: 'prose' } as const;

/**
 * Per schema: the files the check runs over (smallest first: each field is tried file by file
 * until one notices its change), and every field no replay notices a change of, with why.
 */
const PINNED: Readonly<Record<string, { readonly files: readonly string[]; readonly uncompared: Readonly<Record<string, string>> }>> = {
  'dcss.monster_action_costs/1': { files: ['monster_action_costs.json'], uncompared: HEADER },
  'dcss.monster_actions_per_turn/1': { files: ['monster_actions_per_turn.json'], uncompared: HEADER },
  'dcss.monster_turn_transitions/1': { files: ['monster_turn_transitions.json'], uncompared: HEADER },
  'dcss.pcg32_vectors/1': {
    files: ['pcg32_vectors.json'],
    uncompared: {
      ...HEADER,
      'streams[].bounded_then[].n':
        'an input (the bound drawn below); at its first occurrence (random2(2) → 1) the same word drawn below 3 also gives 1 in one word, so only the inputs differ',
    },
  },
  'dcss.player_delays/1': {
    files: ['player_delays.json'],
    uncompared: {
      ...HEADER,
      'melee[].weapon':
        'an input, read only for its class (unarmed, woodcutter\'s axe); the first row is unarmed, which any other name but "unarmed" also is not',
      'melee[].base_delay': "an input; the first row is unarmed, whose delay does not read the weapon's base delay",
      'melee[].min_delay': "an input; the first row is unarmed, whose delay does not read the weapon's min delay",
    },
  },
  'dcss.speed_modifiers/1': {
    files: ['speed_modifiers.json'],
    uncompared: {
      ...HEADER,
      'modes.normal': 'prose: what the mode means',
      'modes.hasted': 'prose: the formula, for people',
      'modes.slowed': 'prose: the formula, for people',
      'modes.hasted_slowed': 'prose: the formula, for people',
      'modes.berserk': 'prose: the formula, for people',
    },
  },
  'dcss.trace/1': {
    // Smallest first.
    files: [
      'trace_t3_pursuit.json',
      'trace_t4_mixed_speeds_pcg.json',
      'trace_t1_mixed_speeds_fixed_delays.json',
      'trace_t5_haste_slow_brands_pcg.json',
      'trace_t2_haste_slow_brands.json',
    ],
    uncompared: {
      id: 'a name for people',
      description: 'prose',
      source: 'prose: the crawl files and functions the trace follows',
      'player.melee.weapon':
        "an input, read only for its class (short blade, crossbow, woodcutter's axe); no trace's weapon is of those classes, and a changed name keeps its class",
      'monsters[].energy_usage.swim': 'an input: the first monster of every trace only moves (pattern "M") and never swims',
      'monsters[].energy_usage.attack': 'an input: the first monster of every trace only moves (pattern "M") and is never charged an attack',
      'monsters[].energy_usage.missile': 'an input: the first monster of every trace only moves (pattern "M") and is never charged a missile',
      'monsters[].energy_usage.spell': 'an input: the first monster of every trace only moves (pattern "M") and is never charged a spell',
      'rng.rule': 'prose: the scripted-draw rule, which the replay implements (the draws themselves are compared)',
    },
  },
};

describe('golden files: every expected field is compared, or listed here with why not', () => {
  it('covers every golden file by one schema listed here', () => {
    const bySchema = new Map<string, string[]>();
    for (const f of discoverGoldenFiles(golden)) {
      const tag = String(schemaTag(loadGoldenFile(`${golden}/${f}`)));
      bySchema.set(tag, [...(bySchema.get(tag) ?? []), f]);
    }
    expect([...bySchema.keys()].sort()).toEqual(Object.keys(PINNED).sort());
  });

  for (const [schema, { files, uncompared }] of Object.entries(PINNED)) {
    it(`${schema}: a change of any field not listed fails the replay`, () => {
      const tried = new Set(files.flatMap((f) => [...fieldPaths(loadGoldenFile(`${golden}/${f}`))]));
      const found = uncomparedGoldenFields(golden, files, adapters);
      console.log(`${schema}: ${String(files.length)} files, ${String(tried.size)} fields tried, ${String(found.length)} uncompared`);
      // As sets: the order the check finds them in is the files' key order, not a rule.
      expect(found.map((f) => f.path).sort()).toEqual(Object.keys(uncompared).sort());
    }, 600_000);
  }
});
