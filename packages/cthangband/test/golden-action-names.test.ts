// action_costs.json: the replay compares each action's name, not only its source function and
// costs. Before, `player_actions[].action` and `monster_actions[].action` were never compared: a
// renamed or swapped action went unnoticed. The fields a change of which still goes unnoticed
// are listed, each with why, so a new one fails here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { replayGoldenData, uncomparedGoldenFields } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import { goldenAdapters } from './golden-adapters/index.js';

const golden = fileURLToPath(new URL('./golden', import.meta.url));
const FILE = 'action_costs.json';
type Rows = { player_actions: { action: string }[]; monster_actions: { action: string }[] };
const data = (): Rows => JSON.parse(readFileSync(`${golden}/${FILE}`, 'utf8')) as Rows;

describe('action_costs.json: action names', () => {
  it('fails a player action renamed to another one', () => {
    const d = data();
    d.player_actions[0] = { ...d.player_actions[0], action: 'run one step' };
    const result = replayGoldenData(d, FILE, goldenAdapters);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.report).toMatch(/player_actions: first difference at \[0\]\.action: expected "run one step", actual "walk"/);
  });

  it('fails two monster actions swapped', () => {
    const d = data();
    const [one, two] = [d.monster_actions[1], d.monster_actions[2]];
    d.monster_actions[1] = { ...one, action: two?.action ?? '' };
    const result = replayGoldenData(d, FILE, goldenAdapters);
    expect(!result.ok && result.report).toMatch(/monster_actions: first difference at \[1\]\.action/);
  });

  it('leaves uncompared only prose, and wording the comparison reads in part (names as words, costs as numbers)', () => {
    expect(uncomparedGoldenFields(golden, [FILE], goldenAdapters).map((f) => f.path)).toEqual([
      'description',
      'source.repo',
      'source.commit',
      'source.game_version',
      'source.file',
      'source.symbol',
      // Compared as words (every word of the catalog's label is in the name: a rename or a swap
      // fails, as above); words added to a name, such as the coverage check's "~", are not noticed.
      'player_actions[].action',
      // The cost expression as written ("extract_energy[pspeed]"): compared through its leading
      // number and pouch cost where it has them, and the catalog's cost function.
      'player_actions[].cost',
      'player_actions[].note',
      'monster_actions[].action',
      // The move/attack split of the expression is compared (`charge`); its wording is not.
      'monster_actions[].cost',
      'monster_actions[].note',
    ]);
  });
});
