// Every snapshot the loop writes restores, at every point of the loop and after any valid update
// (during the player's pending turn too), and the restored loop goes on exactly as one never
// restored; loops restored from one in-memory snapshot share nothing. (An update of the player's
// energy during its pending turn once gave a snapshot its own restore refused: see state.test.ts.)
import { describeRestoreEverywhere } from '@turnkeeper/core/conformance';
import { describe } from 'vitest';
import { cthangband } from '../src/index.js';

describe('cthangband restores after every operation', () => {
  describeRestoreEverywhere(cthangband, {
    actors: [
      { id: 'you', spec: { kind: 'player', speed: 10, numBlow: 3 } },
      { id: 'orc', spec: { kind: 'monster', speed: 0, numBlows: 2, energy: 950 } },
      { id: 'jackal', spec: { kind: 'monster', speed: 0, sleep: 10, hitDice: [1, 4], asleep: true } },
    ],
  });
});
