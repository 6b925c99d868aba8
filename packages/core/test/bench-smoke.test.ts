// A tiny run of the benchmark suite: correctness only (nothing here fails on time). It checks that
// the generic loop and the typed-array heap hand out the same turns in every mix, that every
// comparison produces numbers, and the memory, snapshot and latency probes run.
import { describe, expect, it } from 'vitest';
import { actionRow, addRemove, analysisLatency, checkSameTurns, snapshotCost, speedRow } from '../bench/lib/generic-suite.js';
import { MIXES, mix } from '../bench/lib/mixes.js';

describe('benchmark suite (smoke run)', () => {
  it('the loop and the typed-array heap hand out the same turns in every mix', () => {
    for (const m of MIXES) for (const n of [1, 10, 1000]) checkSameTurns(mix(m, n), 5000);
  });

  it('produces throughput for every competitor', () => {
    const speed = speedRow(10, 'ints', 1, 5);
    const action = actionRow(10, 'reals', 1, 5);
    expect(Object.keys(speed.results).sort()).toEqual(['engine', 'heap', 'rot', 'run', 'turnkeeper']);
    expect(Object.keys(action.results).sort()).toEqual(['heap', 'rot', 'run', 'turnkeeper']);
    for (const s of [...Object.values(speed.results), ...Object.values(action.results)]) expect(s.median).toBeGreaterThan(0);
  });

  it('measures add / remove, snapshots and analysis latency', () => {
    const churn = addRemove(1000);
    expect(churn.turnkeeper.add).toBeGreaterThan(0);
    expect(snapshotCost(100, 1).ratio).toBeGreaterThan(0);
    expect(Object.keys(analysisLatency(1))).toEqual(['rate', 'actionsPerTurn', 'between', 'speedTable', 'versions']);
  });
});
