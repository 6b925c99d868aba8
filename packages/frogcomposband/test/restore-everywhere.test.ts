// Every snapshot the loop writes restores, at every point of the loop and after any valid update
// (during a pending turn too), and the restored loop goes on exactly as one never restored; loops
// restored from one in-memory snapshot share nothing.
import { describeRestoreEverywhere } from '@turnkeeper/core/conformance';
import { describe } from 'vitest';
import { frogcomposband } from '../src/index.js';

describe('frogcomposband restores after every operation', () => {
  describeRestoreEverywhere(frogcomposband, {
    actors: [
      { id: 'you', spec: { kind: 'player', speed: 5 } },
      { id: 'soldier', spec: { kind: 'monster', race: 10 } },
      { id: 'snail', spec: { kind: 'monster', speed: -10, energyNeed: 120 } },
    ],
  });
});
