// Every expected field of every DCSS golden file is compared by its replay, or listed here with
// why not: each field is changed in turn (at its first occurrence, file by file) and the file
// replayed; a field no replay notices is pinned below, so a new one (or a field that becomes
// compared) fails here. The values this brought into the comparison: monster_actions_per_turn's
// `delays` and `costs` (the grid's axes, against the entries it tabulates) and the traces'
// `turns[].turn` (the player's turns numbered from 1). What is left is prose, names read only
// for their class, and inputs the first occurrence of which plays no part.
import { fileURLToPath } from 'node:url';
import { describeGoldenFields } from '@turnkeeper/core/conformance';
import { dcssGoldenAdapters } from './golden-adapters/index.js';

/** What every DCSS golden file carries besides its data: prose. */
const HEADER = { source: 'prose: the crawl files and functions the numbers come from', description: 'prose' } as const;

/** Per schema: every field no replay notices a change of, with why. */
const PINNED = {
  'dcss.monster_action_costs/1': HEADER,
  'dcss.monster_actions_per_turn/1': HEADER,
  'dcss.monster_turn_transitions/1': HEADER,
  'dcss.pcg32_vectors/1': {
    ...HEADER,
    'streams[].bounded_then[].n':
      'an input (the bound drawn below); at its first occurrence (random2(2) → 1) the same word drawn below 3 also gives 1 in one word, so only the inputs differ',
  },
  'dcss.player_delays/1': {
    ...HEADER,
    'melee[].weapon':
      'an input, read only for its class (unarmed, woodcutter\'s axe); the first row is unarmed, which any other name but "unarmed" also is not',
    'melee[].base_delay': "an input; the first row is unarmed, whose delay does not read the weapon's base delay",
    'melee[].min_delay': "an input; the first row is unarmed, whose delay does not read the weapon's min delay",
  },
  'dcss.speed_modifiers/1': {
    ...HEADER,
    'modes.normal': 'prose: what the mode means',
    'modes.hasted': 'prose: the formula, for people',
    'modes.slowed': 'prose: the formula, for people',
    'modes.hasted_slowed': 'prose: the formula, for people',
    'modes.berserk': 'prose: the formula, for people',
  },
  'dcss.trace/1': {
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
};

describeGoldenFields({ dir: fileURLToPath(new URL('./golden', import.meta.url)), adapters: dcssGoldenAdapters, pinned: PINNED });
