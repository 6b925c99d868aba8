// Every expected field of every NetHack golden file is compared by its replay, or listed here
// with why not: each field is changed in turn (at its first occurrence, file by file) and the
// file replayed; a field no replay notices is pinned below, so a new one (or a field that becomes
// compared) fails here. The values this brought into the comparison: the traces'
// `scenario.hero.encumbrance_name` (the name the ruleset gives the encumbrance) and
// `scenario.hero.base` (the hero's base the loop holds). What is left is prose, provenance, and
// inputs the first occurrence of which plays no part. Every golden file is run; the files with a
// `cases` list are cut to the cases where a field first occurs (`cutCases`: each case replays on
// its own), so that riding_alloc.json's 89 fields do not take a second a replay each.
import { fileURLToPath } from 'node:url';
import { describeGoldenFields } from '@turnkeeper/core/conformance';
import { nethackGoldenAdapters } from './golden-adapters/index.js';

const golden = fileURLToPath(new URL('./golden', import.meta.url));

/** The `versions` map of a file: where each version's numbers come from (its keys are compared). */
const VERSIONS = {
  'versions.3.4.3': 'provenance: the source files behind the version key',
  'versions.3.6.0': 'provenance: the source files behind the version key',
  'versions.3.6.1-3.6.7': 'provenance: the source files behind the version key',
  'versions.3.7.0-dev': 'provenance: the source files behind the version key',
} as const;

/** Per schema: every field no replay notices a change of, with why. */
const PINNED = {
  'nethack-speed/actions-per-turn/1': { description: 'prose', ...VERSIONS },
  'nethack-speed/free-moves/1': {
    description: 'prose',
    ...VERSIONS,
    'fields.gap_dist': 'prose: what the column means',
    'fields.p_gap_at_least_2': 'prose: what the column means',
    'fields.mean_gap': 'prose: what the column means',
    'fields.hero_actions_per_turn': 'prose: what the column means',
    'fields.monster_actions_per_turn': 'prose: what the column means',
    'fields.joint_states': 'prose: what the column means',
  },
  'nethack-speed/hero-alloc/1': {
    description: 'prose',
    ...VERSIONS,
    'speed_states.normal': 'prose: what the state means (the state names are compared)',
    'speed_states.Fast': 'prose: what the state means (the state names are compared)',
    'speed_states.Very_fast': 'prose: what the state means (the state names are compared)',
  },
  'nethack-speed/index/1': {
    produced_by: 'prose: how the files were made',
    'version_keys.3.4.3': 'provenance: the commit behind the key (the keys are compared)',
    'version_keys.3.6.0': 'provenance: the commit behind the key (the keys are compared)',
    'version_keys.3.6.1-3.6.7': 'provenance: the commits behind the key (the keys are compared)',
    'version_keys.3.7.0-dev': 'provenance: the commit behind the key (the keys are compared)',
    probability_format: 'prose: how probabilities are written',
    'files[].description': 'prose: what the listed file holds (its path, schema and sha256 are compared)',
  },
  'nethack-speed/monster-alloc/1': {
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
  'nethack-speed/riding-alloc/1': {
    description: 'prose',
    ...VERSIONS,
    'cases[].encumbrance': "an input; the first case's steed has speed 0, so the hero moves 0 whatever its encumbrance",
  },
  'nethack-speed/rng-script/1': {
    generator:
      'read for its seed ("seed x=N", from which the values are regenerated and compared); the rest is prose, and a character added after the seed is not noticed',
    use: 'prose: how the traces consume the values',
  },
  'nethack-speed/trace/1': {
    source: 'provenance: the files and functions the trace follows',
    'scenario.id': 'a name for people',
    'scenario.description': 'prose',
    'scenario.hero.speed_how': 'prose: how the hero came by its speed state (the state is an input)',
    'actors[].label': 'prose: the actor described for people (its base and mspeed are compared)',
    'rng.convention': 'prose: how the draws are written (every draw is compared)',
  },
};

describeGoldenFields({ dir: golden, adapters: nethackGoldenAdapters(golden), pinned: PINNED, cutCases: true });
