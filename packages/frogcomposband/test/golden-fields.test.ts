// Every expected field of every FrogComposband golden file is compared by its replay, or listed
// here with why not: each field is changed in turn (at its first occurrence, file by file) and
// the file replayed; a field no replay notices is pinned below, so a new one (or a field that
// becomes compared) fails here. None of the fields left is a value the game computes: they are
// prose, provenance, and inputs the first occurrence of which plays no part.
import { fileURLToPath } from 'node:url';
import { discoverGoldenFiles, loadGoldenFile, schemaTag, uncomparedGoldenFields, type GoldenAdapter } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import { goldenAdapters } from './golden-adapters/adapters.js';

const golden = fileURLToPath(new URL('./golden', import.meta.url));
const adapters: readonly GoldenAdapter[] = goldenAdapters;

/** The distinct leaf fields of a golden file, by path without array indices (how the check names them). */
function fieldPaths(v: unknown, at = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v) fieldPaths(x, `${at}[]`, into);
  else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) fieldPaths(x, at === '' ? k : `${at}.${k}`, into);
  else if (at !== '') into.add(at);
  return into;
}

/** What every FrogComposband golden file carries besides its data: where it comes from, and prose. */
const HEADER = {
  'source.repo': 'provenance: the repository the numbers come from',
  'source.commit': 'provenance: the commit they were taken at',
  'source.version': 'provenance: the game version, for people (the replay runs 7.1.salmiak)',
  description: 'prose',
} as const;

/**
 * Per schema: the files the check runs over (smallest first: each field is tried file by file
 * until one notices its change), and every field no replay notices a change of, with why.
 */
const PINNED: Readonly<Record<string, { readonly files: readonly string[]; readonly uncompared: Readonly<Record<string, string>> }>> = {
  'frogcomposband.double_move.v1': {
    files: ['double_move.json'],
    uncompared: {
      ...HEADER,
      'fields.player_speed': 'prose: what the column means',
      'fields.monster_speed': 'prose: what the column means',
      'fields.monster_between_player': 'prose: what the column means',
      'fields.p_double_move': 'prose: what the column means',
      'fields.p_triple_move': 'prose: what the column means',
      'fields.mean_K': 'prose: what the column means',
      'fields.player_between_monster': 'prose: what the column means',
      'fields.p_player_double_move': 'prose: what the column means',
      'grid[].player_speed': 'an input; the first row is speed -10, and -9 gains the same 5 energy a game turn (extract_energy), so every law is the same',
      'grid[].monster_speed': 'an input; the first row is speed -10, and -9 gains the same 5 energy a game turn (extract_energy), so every law is the same',
      'monte_carlo_check.description': 'prose: how the Monte Carlo column was made',
    },
  },
  'frogcomposband.energy_cost_distribution.v1': {
    files: ['energy_cost_distribution.json'],
    uncompared: {
      ...HEADER,
      'by_sample_speed[].raw_speed':
        'an input; the first sample is speed -20, and -19 gains the same 3 energy a game turn (extract_energy), so its law is the same',
      'player_action_costs.description': 'prose',
      'monster_move_costs.description': 'prose',
    },
  },
  'frogcomposband.monster_speed_variation.v1': { files: ['monster_speed_variation.json'], uncompared: HEADER },
  'frogcomposband.rng_vectors.v1': {
    files: ['rng_vectors.json'],
    uncompared: {
      ...HEADER,
      'seeds[].energy_need_clipper_aux_from_fresh_init.energy_index_cycle':
        'prose: the energy index each call used ("k % 50 for call k"), which the replay follows (the results are compared)',
    },
  },
  'frogcomposband.speed_energy_table.v1': {
    files: ['speed_energy_table.json'],
    uncompared: {
      ...HEADER,
      'fields.raw': 'prose: what the column means',
      'fields.internal': 'prose: what the column means',
      'fields.energy': 'prose: what the column means',
      'fields.multiplier_display': 'prose: what the column means',
      'fields.clip_min': 'prose: what the column means',
      'fields.clip_max': 'prose: what the column means',
    },
  },
  'frogcomposband.speed_modifiers.v1': {
    files: ['speed_modifiers.json'],
    uncompared: {
      ...HEADER,
      'slow_penalty.description': 'prose',
      'weight_limit.description': 'prose',
      'overburden.description': 'prose',
      'overburden.rows[].limit': 'an input; the first row carries exactly its limit (500 of 500), and 500 of 501 is no more over it: the penalty stays 0',
      'overburden.rows[].weight':
        'an input; the first row carries exactly its limit (500 of 500), and 501 of 500 is under the first step (120%): the penalty stays 0',
      'player_speed_composition.description': 'prose',
      'player_speed_composition.rows[].weight': 'an input; the first row carries 0 of 1000, and 1 of 1000 is as far under the limit: no penalty',
      'player_speed_composition.rows[].weight_limit': 'an input; the first row carries 0 of 1000, and 0 of 1001 is as far under the limit: no penalty',
      'monster_speed_composition.description': 'prose',
      'display.description': 'prose',
      'time.note': 'prose: where the time constants come from (the constants are compared)',
    },
  },
  'frogcomposband.trace.v1': {
    // Smallest first.
    files: [
      'trace_scripted_nightmare.json',
      'trace_gamerng_status.json',
      'trace_scripted_status.json',
      'trace_gamerng_action_costs.json',
      'trace_scripted_action_costs.json',
      'trace_gamerng_basic.json',
      'trace_scripted_basic.json',
    ],
    uncompared: {
      ...HEADER,
      name: 'a name for people',
      'rng.convention': 'prose: how the draws are written (the draws are compared)',
      'rng.script_location': 'prose: where the script is (the script is regenerated and compared)',
      loop: 'prose: the game loop the trace follows, which the replay runs',
      'creation.description': 'prose',
      'creation.monsters[].regenerate':
        'an input: it only changes the mini-slow recovery roll (randint0(50) instead of 100), and the first monster of every trace has no mini-slow to recover',
      'initial.player.action_script_note': 'prose: how the action script is read',
      'turn_fields.game_turn': 'prose: what the turn field means',
      'turn_fields.act_order': 'prose: what the turn field means',
      'turn_fields.player': 'prose: what the turn field means',
      'turn_fields.monsters': 'prose: what the turn field means',
      'turn_fields.rng_calls': 'prose: what the turn field means',
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
