// Every snapshot the loop writes restores, at every point of the loop and after any valid update
// (during a pending turn too), and the restored loop goes on exactly as one never restored; loops
// restored from one in-memory snapshot share nothing.
import { describeRestoreEverywhere } from '@turnkeeper/core/conformance';
import { describe } from 'vitest';
import { nethackAnalysis } from '../src/analysis/index.js';
import { nethack } from '../src/index.js';

describe('nethack restores after every operation', () => {
  describeRestoreEverywhere(nethack, {
    actors: [
      { id: 'you', spec: { kind: 'player' } },
      { id: 'ant', spec: nethackAnalysis.lookup('soldier ant').spec },
      { id: 'snail', spec: { kind: 'monster', base: 3 } },
    ],
  });
});
