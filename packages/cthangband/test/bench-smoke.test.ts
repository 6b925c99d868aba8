// A tiny run of the benchmark suite: correctness only (nothing here fails on time). The minimal
// typed-array loop and the ruleset hand out the same turns at every size, adds and removes keep
// the monster list's order (m_pop() reuse, compaction) as the game keeps it, and every probe of
// the suite produces numbers.
import { describe, expect, it } from 'vitest';
import { MinimalLoop, checkSameTurns } from '../bench/lib/minimal-loop.js';
import { addRemove, analysisLatency, snapshotCost } from '../bench/lib/probes.js';
import { PLAYER, SIZES, defaultAction, races, scenarioLoop } from '../bench/lib/scenario.js';
import { floorRow, throughputRow } from '../bench/lib/throughput.js';
import { cthangband } from '../src/index.js';

describe('benchmark suite (smoke run)', () => {
  it('the ruleset and the minimal loop hand out the same turns (actor and time) at every size', () => {
    for (const n of [0, 1, ...SIZES]) checkSameTurns(n, 30_000);
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

  it('measures throughput, add / remove, snapshots and analysis latency', () => {
    const row = throughputRow(10, 1, 5, 1000);
    expect(Object.keys(row.results).sort()).toEqual(['engine', 'minimal', 'nextAct', 'run']);
    for (const s of Object.values(row.results)) expect(s.median).toBeGreaterThan(0);
    const floor = floorRow(10, 1, 5);
    expect(Object.keys(floor.results).sort()).toEqual(['coreFloor', 'minimal']);
    for (const s of Object.values(floor.results)) expect(s.median).toBeGreaterThan(0);
    const churn = addRemove(10, 1);
    expect([churn.add, churn.remove, churn.churnPairAtFull].every((x) => x > 0)).toBe(true);
    expect(snapshotCost(10, 1).ratio).toBeGreaterThan(0);
    const latency = analysisLatency(1);
    expect(Object.keys(latency)).toContain('between (non-unique, 0): doubleMoveOdds');
    for (const s of Object.values(latency)) expect(s.median).toBeGreaterThanOrEqual(0);
  });
});
