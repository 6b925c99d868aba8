// A tiny run of the benchmark suite: correctness only (nothing here fails on time). The minimal
// typed-array loop, the engine alone and the ruleset hand out the same turns in every speed family
// and at several sizes, and the kit's probes produce numbers on this package's target. Memory and
// allocation need `node --expose-gc` and are left to `pnpm bench`.
import { restore } from '@turnkeeper/core';
import * as kit from '@turnkeeper/scripts/bench';
import { describe, expect, it } from 'vitest';
import { nethack, NETHACK_VERSIONS } from '../src/index.js';
import { MinimalLoop } from '../bench/lib/minimal-loop.js';
import { HERO_SPEC, MOVE, rulesetLoop, scenario } from '../bench/lib/scenario.js';
import { latencyQueries, nethackTarget } from '../bench/lib/target.js';

describe('benchmark suite (smoke run)', () => {
  it('the minimal loop and the ruleset hand out the same turns, in every family, at several sizes', () => {
    for (const version of NETHACK_VERSIONS) for (const n of [0, 1, 10, 1000]) kit.checkSameTurns(nethackTarget(version), n, 20_000);
  });

  it('the same-turns check throws on the first difference', () => {
    const s = scenario('3.6.7', 10);
    const faster = new MinimalLoop({ ...s, monsters: s.monsters.map((m) => ({ ...m, adjusted: m.adjusted + 1 })) });
    expect(() => {
      kit.compareTurns(nethackTarget('3.6.7'), rulesetLoop(s), faster, 20_000);
    }).toThrow(/step \d+: the ruleset handed out/);
  });

  it('the engine alone hands out the same turns as the minimal loop', () => {
    for (const version of NETHACK_VERSIONS) kit.checkEngineTurns(nethackTarget(version), 300, 20_000);
  });

  it('every throughput path and step-cost competitor produces figures, in both speed families', () => {
    for (const version of ['3.4.3', '3.6.7'] as const)
      expect(kit.smokeProblems(nethackTarget(version), 10, ['run', 'next/act', 'step', 'engine', 'minimal'])).toEqual([]);
  });

  it('measures add / remove, snapshots and every analysis question', () => {
    const s = scenario('3.4.3', 100);
    const churn = kit.addRemove({
      n: 100,
      runs: 1,
      fresh: () => nethack.create({ version: '3.4.3', seed: 1 }).add(0, HERO_SPEC),
      add: (loop, i) => loop.add(i + 1, { kind: 'monster', base: s.monsters[i]?.base ?? 0, mspeed: 'normal' }),
      remove: (loop, i) => loop.remove(i + 1),
    });
    expect(churn.remove.median).toBeGreaterThan(0);
    const snap = kit.snapshotCost(
      rulesetLoop(s).run(150, () => MOVE),
      100,
      (x) => restore(nethack, x),
      1,
    );
    expect(snap.ratio).toBeGreaterThan(0);
    expect(snap.ratioThroughJson).toBeGreaterThan(0);
    const times = kit.latency(latencyQueries('3.6.7'), 1);
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
      expect(times[q]?.median, q).toBeGreaterThanOrEqual(0);
    }
  });
});
