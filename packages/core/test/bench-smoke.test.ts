// A tiny run of the benchmark suite: correctness only (nothing here fails on time). It checks that
// the generic loop and the typed-array heap hand out the same turns in every mix, that every
// comparison produces numbers, and the memory, snapshot and latency probes run.
import { describe, expect, it } from 'vitest';
import { actionRow, addRemove, analysisLatency, checkSameTurns, snapshotCost, speedRow } from '../bench/lib/generic-suite.js';
import { MIXES, mix } from '../bench/lib/mixes.js';
import { checkPeersSameTurns, PEER_NAMES, peerRow } from '../bench/lib/peer-suite.js';
import { PEERS } from '../bench/lib/peers.js';

describe('benchmark suite (smoke run)', () => {
  it('the loop and the typed-array heap hand out the same turns in every mix', () => {
    for (const m of MIXES) for (const n of [1, 10, 1000]) checkSameTurns(mix(m, n), 5000);
  });

  it('every npm peer hands out the same turns as the loop', () => {
    for (const n of [1, 10, 1000]) checkPeersSameTurns(mix('ints', n), 5000);
  });

  it('the same-turns check catches a peer that differs', () => {
    const m = mix('ints', 10);
    const original = PEERS.tinyqueue;
    // A peer that charges double hands out different turns: the check must say so.
    (PEERS as Record<string, typeof original>).tinyqueue = (speeds, cost) => original(speeds, 2 * cost);
    try {
      expect(() => {
        checkPeersSameTurns(m, 1000);
      }).toThrow(/tinyqueue/);
    } finally {
      (PEERS as Record<string, typeof original>).tinyqueue = original;
    }
  });

  it('the peers table has every competitor and names the best peer', () => {
    const row = peerRow(10, 1, 5);
    expect(Object.keys(row.results).sort()).toEqual(
      ['engine', 'next + act', 'next + act, plain action', 'rot.js', 'run', 'typed-array heap', ...PEER_NAMES].sort(),
    );
    for (const s of Object.values(row.results)) expect(s.median).toBeGreaterThan(0);
    expect(PEER_NAMES).toContain(row.best.name);
    expect(row.best.median).toBe(Math.max(...PEER_NAMES.map((name) => row.results[name]?.median ?? 0)));
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
