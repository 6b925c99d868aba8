// Every expected field of every NetHack golden file is compared by its replay, or listed here
// with why not: each field is changed in turn (at its first occurrence, file by file) and the
// file replayed; a field no replay notices is pinned below, so a new one (or a field that becomes
// compared) fails here. The values this brought into the comparison: the traces'
// `scenario.hero.encumbrance_name` (the name the ruleset gives the encumbrance) and
// `scenario.hero.base` (the hero's base the loop holds). What is left is prose, provenance, and
// inputs the first occurrence of which plays no part. Every golden file is run; the files with a
// `cases` list are cut to the cases where a field first occurs (see `checkedCopy`), so that
// riding_alloc.json's 89 fields do not take a second a replay each.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { discoverGoldenFiles, loadGoldenFile, schemaTag, uncomparedGoldenFields, type GoldenAdapter } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import { nethackGoldenAdapters } from './golden-adapters/index.js';

const golden = fileURLToPath(new URL('./golden', import.meta.url));
const adapters: readonly GoldenAdapter[] = nethackGoldenAdapters(golden);

/** The distinct leaf fields of a golden file, by path without array indices (how the check names them). */
function fieldPaths(v: unknown, at = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v) fieldPaths(x, `${at}[]`, into);
  else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) fieldPaths(x, at === '' ? k : `${at}.${k}`, into);
  else if (at !== '') into.add(at);
  return into;
}

/** The `versions` map of a file: where each version's numbers come from (its keys are compared). */
const VERSIONS = {
  'versions.3.4.3': 'provenance: the source files behind the version key',
  'versions.3.6.0': 'provenance: the source files behind the version key',
  'versions.3.6.1-3.6.7': 'provenance: the source files behind the version key',
  'versions.3.7.0-dev': 'provenance: the source files behind the version key',
} as const;

/**
 * Where to run the check on a file: a file with a `cases` list is cut to the cases that hold some
 * field for the first time (in order) and written to a temporary folder; other files are run
 * where they are. The check changes each field at its first occurrence and a case is compared on
 * its own, so the outcome is the same; riding_alloc.json would otherwise replay its 5,328 cases
 * for each of its 89 fields (minutes).
 */
function checkedCopy(file: string): string {
  const data = loadGoldenFile(`${golden}/${file}`) as { cases?: unknown };
  if (!Array.isArray(data.cases)) return golden;
  const seen = fieldPaths({ ...data, cases: [] });
  const kept = data.cases.filter((c: unknown) => {
    const before = seen.size;
    fieldPaths({ cases: [c] }, '', seen);
    return seen.size > before;
  });
  expect(fieldPaths({ ...data, cases: kept }).size).toBe(fieldPaths(data).size);
  const dir = mkdtempSync(join(tmpdir(), 'nethack-golden-fields-'));
  writeFileSync(join(dir, file), JSON.stringify({ ...data, cases: kept }));
  return dir;
}

/**
 * Per schema: the files the check runs over (smallest first: each field is tried file by file
 * until one notices its change), and every field no replay notices a change of, with why.
 */
const PINNED: Readonly<Record<string, { readonly files: readonly string[]; readonly uncompared: Readonly<Record<string, string>> }>> = {
  'nethack-speed/actions-per-turn/1': { files: ['actions_per_turn.json'], uncompared: { description: 'prose', ...VERSIONS } },
  'nethack-speed/free-moves/1': {
    files: ['free_moves.json'],
    uncompared: {
      description: 'prose',
      ...VERSIONS,
      'fields.gap_dist': 'prose: what the column means',
      'fields.p_gap_at_least_2': 'prose: what the column means',
      'fields.mean_gap': 'prose: what the column means',
      'fields.hero_actions_per_turn': 'prose: what the column means',
      'fields.monster_actions_per_turn': 'prose: what the column means',
      'fields.joint_states': 'prose: what the column means',
    },
  },
  'nethack-speed/hero-alloc/1': {
    files: ['hero_alloc.json'],
    uncompared: {
      description: 'prose',
      ...VERSIONS,
      'speed_states.normal': 'prose: what the state means (the state names are compared)',
      'speed_states.Fast': 'prose: what the state means (the state names are compared)',
      'speed_states.Very_fast': 'prose: what the state means (the state names are compared)',
    },
  },
  'nethack-speed/index/1': {
    files: ['index.json'],
    uncompared: {
      produced_by: 'prose: how the files were made',
      'version_keys.3.4.3': 'provenance: the commit behind the key (the keys are compared)',
      'version_keys.3.6.0': 'provenance: the commit behind the key (the keys are compared)',
      'version_keys.3.6.1-3.6.7': 'provenance: the commits behind the key (the keys are compared)',
      'version_keys.3.7.0-dev': 'provenance: the commit behind the key (the keys are compared)',
      probability_format: 'prose: how probabilities are written',
      'files[].description': 'prose: what the listed file holds (its path, schema and sha256 are compared)',
    },
  },
  'nethack-speed/monster-alloc/1': {
    files: ['monster_alloc.json'],
    uncompared: {
      description: 'prose',
      ...VERSIONS,
      'fields.version': 'prose: what the column means',
      'fields.context': 'prose: what the column means',
      'fields.mspeed': 'prose: what the column means',
      'fields.base': 'prose: what the column means',
      'fields.adjusted': 'prose: what the column means',
      'fields.dist': 'prose: what the column means',
      'fields.mean': 'prose: what the column means',
      'fields.rn2_patterns': 'prose: what the column means',
    },
  },
  'nethack-speed/riding-alloc/1': {
    files: ['riding_alloc.json'],
    uncompared: {
      description: 'prose',
      ...VERSIONS,
      'cases[].encumbrance': "an input; the first case's steed has speed 0, so the hero moves 0 whatever its encumbrance",
    },
  },
  'nethack-speed/rng-script/1': {
    files: ['rng_script.json'],
    uncompared: {
      generator:
        'read for its seed ("seed x=N", from which the values are regenerated and compared); the rest is prose, and a character added after the seed is not noticed',
      use: 'prose: how the traces consume the values',
    },
  },
  'nethack-speed/trace/1': {
    // Smallest first: a field is tried file by file until one notices its change.
    files: [
      'traces/3.4.3/hero_burdened.json',
      'traces/3.4.3/hero_normal.json',
      'traces/3.4.3/hero_very_fast_stressed.json',
      'traces/3.4.3/hero_polyd15_spawnroll.json',
      'traces/3.4.3/hero_fast.json',
      'traces/3.4.3/hero_very_fast.json',
      'traces/3.4.3/hero_fast_helpless.json',
      'traces/3.4.3/hero_riding_galloping.json',
      'traces/3.6.1-3.6.7/hero_burdened.json',
      'traces/3.7.0-dev/hero_burdened.json',
      'traces/3.6.1-3.6.7/hero_normal.json',
      'traces/3.7.0-dev/hero_normal.json',
      'traces/3.6.1-3.6.7/hero_very_fast_stressed.json',
      'traces/3.6.1-3.6.7/hero_polyd15_spawnroll.json',
      'traces/3.6.1-3.6.7/hero_fast.json',
      'traces/3.7.0-dev/hero_very_fast_stressed.json',
      'traces/3.6.1-3.6.7/hero_very_fast.json',
      'traces/3.7.0-dev/hero_polyd15_spawnroll.json',
      'traces/3.7.0-dev/hero_fast.json',
      'traces/3.7.0-dev/hero_very_fast.json',
      'traces/3.6.1-3.6.7/hero_fast_helpless.json',
      'traces/3.7.0-dev/hero_fast_helpless.json',
      'traces/3.6.1-3.6.7/hero_riding_galloping.json',
      'traces/3.7.0-dev/hero_riding_galloping.json',
      'traces/3.6.0/hero_burdened.json',
      'traces/3.6.0/hero_normal.json',
      'traces/3.6.0/hero_very_fast_stressed.json',
      'traces/3.6.0/hero_fast.json',
      'traces/3.6.0/hero_polyd15_spawnroll.json',
      'traces/3.6.0/hero_very_fast.json',
      'traces/3.6.0/hero_fast_helpless.json',
      'traces/3.6.0/hero_riding_galloping.json',
    ],
    uncompared: {
      source: 'provenance: the files and functions the trace follows',
      'scenario.id': 'a name for people',
      'scenario.description': 'prose',
      'scenario.hero.speed_how': 'prose: how the hero came by its speed state (the state is an input)',
      'actors[].label': 'prose: the actor described for people (its base and mspeed are compared)',
      'rng.convention': 'prose: how the draws are written (every draw is compared)',
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
      // Files of one schema are all cut, or (traces, index, script) none.
      const dirs = [...new Set(files.map(checkedCopy))];
      const dir = dirs[0] ?? golden;
      expect(dirs).toHaveLength(1);
      let found;
      try {
        found = uncomparedGoldenFields(dir, files, adapters);
      } finally {
        if (dir !== golden) rmSync(dir, { recursive: true, force: true });
      }
      console.log(
        `${schema}: ${String(files.length)} files${dir === golden ? '' : ' (cut to the cases where a field first occurs)'}, ${String(tried.size)} fields tried, ${String(found.length)} uncompared`,
      );
      // As sets: the order the check finds them in is the files' key order, not a rule.
      expect(found.map((f) => f.path).sort()).toEqual(Object.keys(uncompared).sort());
    }, 600_000);
  }
});
