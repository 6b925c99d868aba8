// A tiny run of the benchmark suite: correctness only (nothing here fails on time). The minimal
// typed-array loop and the ruleset hand out the same turns at every size, adds and removes keep
// the monster list's order (m_pop() reuse, compaction) as the game keeps it, and every probe of
// the suite produces numbers.
import { restore } from '@turnkeeper/core';
import * as kit from '@turnkeeper/scripts/bench';
import { describe, expect, it } from 'vitest';
import { floorRow } from '../bench/lib/core-floor.js';
import { MinimalLoop } from '../bench/lib/minimal-loop.js';
import { PLAYER, SEED, SIZES, defaultAction, races, scenarioLoop, type Race } from '../bench/lib/scenario.js';
import { cthangbandTarget as target, latencyQueries } from '../bench/lib/target.js';
import { cthangband } from '../src/index.js';

describe('benchmark suite (smoke run)', () => {
  it('the ruleset and the minimal loop hand out the same turns (actor and time) at every size', () => {
    for (const n of [0, 1, ...SIZES]) kit.checkSameTurns(target, n, 30_000);
  });

  it('the engine alone hands out the same turns as the minimal loop', () => {
    for (const n of SIZES) kit.checkEngineTurns(target, n, 30_000);
  });

  it('the same-turns check throws at the first difference', () => {
    expect(() => {
      kit.compareTurns(target, scenarioLoop(10), new MinimalLoop(11), 1000);
    }).toThrow(/step \d+: the ruleset handed out/);
  });

  it('the minimal loop is the scenario itself: the same first turns as the ruleset, from the same rolls', () => {
    const loop = scenarioLoop(10);
    const minimal = new MinimalLoop(10);
    const turns = Array.from({ length: 40 }, () => {
      const t = loop.next();
      loop.act(t.actor, defaultAction(t));
      return [t.actor, t.time];
    });
    expect(turns.map(() => [minimal.step(), minimal.time])).toEqual(turns);
    // The player (1050 + 10) acts first on tick 1.
    expect(turns[0]).toEqual([PLAYER, 1]);
  });

  it('keeps the order of the list through removes, m_pop() reuse at the full list and compaction', () => {
    const loop = scenarioLoop(511);
    const order = () => loop.ids().slice(1); // monsters by descending slot
    expect(order()).toEqual(Array.from({ length: 511 }, (_, i) => 511 - i));
    // With m_max at 512, m_pop() reuses the lowest hole: the new monster takes slot 3.
    loop.remove(3).remove(200);
    const extra = races(2, 99);
    loop.add(1000, extra[0] as (typeof extra)[number]);
    expect(loop.inspect(1000)).toMatchObject({ kind: 'monster', index: 3 });
    // 510 monsters: still nearly full, so the next tick excises the hole at 200 by moving the last slot (511) into it.
    loop.step(defaultAction);
    expect(loop.inspect(511)).toMatchObject({ index: 200 });
    expect(order().slice(0, 3)).toEqual([510, 509, 508]);
    expect(order()).toContain(1000);
  });

  it('keeps the order through many removes (the list compacts when it has many holes)', () => {
    const loop = cthangband.create({ seed: 5 });
    loop.add(PLAYER, { kind: 'player' });
    races(100).forEach((race, k) => loop.add(k + 1, race));
    for (let id = 1; id <= 60; id++) loop.remove(id);
    loop.step(defaultAction);
    // compact_monsters(0): the 40 left are moved down into the holes, the last first.
    const slots = loop
      .ids()
      .slice(1)
      .map((id) => (loop.inspect(id) as { index: number }).index);
    expect(slots).toEqual(Array.from({ length: 40 }, (_, i) => 40 - i));
  });

  it('every throughput path and step-cost competitor produces figures, and the core floor too', () => {
    expect(kit.smokeProblems(target, 10, ['run', 'next/act', 'step', 'engine', 'minimal'])).toEqual([]);
    const floor = floorRow(10, 1, 5);
    expect(Object.keys(floor.results).sort()).toEqual(['coreFloor', 'minimal']);
    for (const s of Object.values(floor.results)) expect(s.median).toBeGreaterThan(0);
  });

  it('measures add / remove, churn, snapshots and analysis latency', () => {
    const specs = races(10);
    const cost = kit.addRemove({
      n: 10,
      runs: 1,
      fresh: () => cthangband.create({ seed: SEED }).add(PLAYER, { kind: 'player' }),
      add: (loop, i) => loop.add(i + 1, specs[i] as Race),
      remove: (loop, i) => loop.remove(i + 1),
    });
    const turnover = kit.churn(scenarioLoop(511), [1, 2, 3, 4, 5], 5, 1000, {
      remove: (loop, id) => loop.remove(id),
      add: (loop, id, k) => loop.add(id, specs[k] as Race),
    });
    expect([cost.add.median, cost.remove.median, turnover.add, turnover.remove].every((x) => x > 0)).toBe(true);
    expect(kit.snapshotCost(scenarioLoop(10).run(100, defaultAction), 10, (x) => restore(cthangband, x), 1).ratio).toBeGreaterThan(0);
    const times = kit.latency(latencyQueries(), 1);
    expect(Object.keys(times)).toContain('between (non-unique, 0): doubleMoveOdds');
    for (const s of Object.values(times)) expect(s.median).toBeGreaterThanOrEqual(0);
  });
});
