// A tiny run of the benchmark suite: correctness only (nothing here fails on time). The minimal
// typed-array loop and the ruleset hand out the same turns in every speed family and at several
// sizes, and the suite's probes produce numbers. Memory and allocation need `node --expose-gc`
// and are left to `pnpm bench`.
import { describe, expect, it } from 'vitest';
import { addRemove, analysisLatency, snapshotCost } from '../bench/lib/costs.js';
import { bareEngine, engineStep } from '../bench/lib/bare-engine.js';
import { checkSameTurns, MinimalLoop } from '../bench/lib/minimal-loop.js';
import { scenario } from '../bench/lib/scenario.js';
import { throughputRow } from '../bench/lib/throughput.js';

describe('benchmark suite (smoke run)', () => {
  it('the minimal loop and the ruleset hand out the same turns, in every family, at several sizes', () => {
    for (const version of ['3.4.3', '3.6.0', '3.6.7', '3.7'] as const) for (const n of [0, 1, 10, 1000]) checkSameTurns(scenario(version, n), 20_000);
  });

  it('checkSameTurns throws on the first difference', () => {
    const s = scenario('3.6.7', 10);
    expect(() => {
      checkSameTurns({ ...s, monsters: s.monsters.map((m) => ({ ...m, adjusted: m.adjusted + 1 })) }, 20_000);
    }).toThrow(/step \d+: the ruleset handed out/);
  });

  it('the bare engine hands out the same turns as the minimal loop', () => {
    const s = scenario('3.6.0', 300);
    const engine = bareEngine(s);
    const minimal = new MinimalLoop(s);
    for (let i = 0; i < 20_000; i++) expect(engineStep(engine)).toBe(minimal.step());
  });

  it('produces throughput for every competitor', () => {
    const row = throughputRow('3.6.7', 10, 1, 5);
    expect(Object.keys(row.results).sort()).toEqual(['engine', 'minimal', 'run', 'step']);
    for (const s of Object.values(row.results)) expect(s.median).toBeGreaterThan(0);
  });

  it('measures add / remove, snapshots and every analysis question', () => {
    expect(addRemove('3.4.3', 1000).remove).toBeGreaterThan(0);
    const snap = snapshotCost('3.6.7', 100, 1);
    expect(snap.ratio).toBeGreaterThan(0);
    expect(snap.ratioViaJson).toBeGreaterThan(0);
    const latency = analysisLatency('3.6.7', 1);
    for (const q of [
      'rate',
      'actionsPerTurn',
      'between',
      'speedTable (monster)',
      'speedTable (player)',
      'versions',
      'catalog',
      'freeMoves',
      'occupationTurns',
      'helplessSlots',
    ]) {
      expect(latency[q]?.median, q).toBeGreaterThanOrEqual(0);
    }
  });
});
