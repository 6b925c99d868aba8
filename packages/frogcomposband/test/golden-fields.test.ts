// Every expected field of every FrogComposband golden file is compared by its replay, or listed
// here with why not: each field is changed in turn (at its first occurrence, file by file) and
// the file replayed; a field no replay notices is pinned below, so a new one (or a field that
// becomes compared) fails here. None of the fields left is a value the game computes: they are
// prose, provenance, and inputs the first occurrence of which plays no part.
import { fileURLToPath } from 'node:url';
import { describeGoldenFields } from '@turnkeeper/core/conformance';
import { goldenAdapters } from './golden-adapters/adapters.js';

/** What every FrogComposband golden file carries besides its data: where it comes from, and prose. */
const HEADER = {
  'source.repo': 'provenance: the repository the numbers come from',
  'source.commit': 'provenance: the commit they were taken at',
  'source.version': 'provenance: the game version, for people (the replay runs 7.1.salmiak)',
  description: 'prose',
} as const;

/** Per schema: every field no replay notices a change of, with why. */
const PINNED = {
  'frogcomposband.double_move.v1': {
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
  'frogcomposband.energy_cost_distribution.v1': {
    ...HEADER,
    'by_sample_speed[].raw_speed':
      'an input; the first sample is speed -20, and -19 gains the same 3 energy a game turn (extract_energy), so its law is the same',
    'player_action_costs.description': 'prose',
    'monster_move_costs.description': 'prose',
  },
  'frogcomposband.monster_speed_variation.v1': HEADER,
  'frogcomposband.rng_vectors.v1': {
    ...HEADER,
    'seeds[].energy_need_clipper_aux_from_fresh_init.energy_index_cycle':
      'prose: the energy index each call used ("k % 50 for call k"), which the replay follows (the results are compared)',
  },
  'frogcomposband.speed_energy_table.v1': {
    ...HEADER,
    'fields.raw': 'prose: what the column means',
    'fields.internal': 'prose: what the column means',
    'fields.energy': 'prose: what the column means',
    'fields.multiplier_display': 'prose: what the column means',
    'fields.clip_min': 'prose: what the column means',
    'fields.clip_max': 'prose: what the column means',
  },
  'frogcomposband.speed_modifiers.v1': {
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
  'frogcomposband.trace.v1': {
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
};

describeGoldenFields({ dir: fileURLToPath(new URL('./golden', import.meta.url)), adapters: goldenAdapters, pinned: PINNED });
