// A tiny run of the benchmark suite: correctness only (nothing here fails on time). The minimal
// typed-array loop and the ruleset hand out the same turns (and leave the same energies and
// generator state) at several sizes; adding and removing monsters keeps m_list's order (a new
// monster above every other while there is room, else in the highest free slot; processed from
// the highest slot down); the suite's probes produce numbers. Memory and allocation need
// `node --expose-gc` and are left to `pnpm bench`.
import { restore } from '@turnkeeper/core';
import * as kit from '@turnkeeper/scripts/bench';
import { describe, expect, it } from 'vitest';
import { MinimalLoop } from '../bench/lib/minimal-loop.js';
import { PLAYER_ID, PLAYER_SPEED, SEED, addMonster, scenario, scenarioLoop } from '../bench/lib/scenario.js';
import { ACT, MAX_MONSTERS, frogcomposbandTarget as target, latencyQueries } from '../bench/lib/target.js';
import { frogcomposband } from '../src/index.js';

describe('benchmark suite (smoke run)', () => {
  it('the minimal loop and the ruleset hand out the same turns, energies and draws, at several sizes', () => {
    for (const n of [0, 1, 10, 100, 1000, MAX_MONSTERS]) kit.checkSameTurns(target, n, 20_000);
  });

  it('the engine alone hands out the same turns as the minimal loop', () => {
    for (const n of [10, MAX_MONSTERS]) kit.checkEngineTurns(target, n, 20_000);
  });

  it('the check throws at the first difference', () => {
    // One monster more in the minimal loop: a different game, which the check must notice.
    expect(() => {
      kit.compareTurns(target, scenarioLoop(scenario(10)), new MinimalLoop(scenario(11)), 1000);
    }).toThrow(/step \d+: the ruleset handed out/);
    // The same first turn (the player's), but another energy_need left over: the final check notices.
    const s = scenario(10);
    const moved = scenarioLoop(s);
    moved.update(3, { energyNeed: (s.needs[3] as number) + 1 });
    expect(() => {
      kit.compareTurns(target, moved, new MinimalLoop(s), 1);
    }).toThrow(/monster 3's energy_need is/);
  });

  it('a new monster goes above every other while m_list has room, else into the highest free slot; removal frees its slot only', () => {
    const pick = kit.chooser(7);
    const loop = frogcomposband.create({ seed: SEED });
    loop.add(PLAYER_ID, { kind: 'player', speed: PLAYER_SPEED });
    // The model: m_list's slots 1..MAX_MONSTERS, each holding an id or nothing.
    const model: (number | undefined)[] = new Array<number | undefined>(MAX_MONSTERS + 1).fill(undefined);
    let next = 0;
    for (let op = 0; op < 12_000; op++) {
      const present = model.filter((id): id is number => id !== undefined);
      // Mostly adds, so that the list fills and wraps into the freed slots.
      if (present.length < MAX_MONSTERS && (present.length === 0 || pick(100) < 60)) {
        let top = 0;
        model.forEach((id, slot) => {
          if (id !== undefined) top = slot;
        });
        let slot = top + 1;
        if (slot > MAX_MONSTERS) slot = model.lastIndexOf(undefined);
        model[slot] = next;
        loop.add(next, { kind: 'monster', speed: pick(30) - 10, energyNeed: pick(200) });
        const view = loop.inspect(next);
        expect(view.kind === 'monster' ? view.index : -1).toBe(slot);
        next++;
      } else {
        const id = present[pick(present.length)] as number;
        model[model.indexOf(id)] = undefined;
        loop.remove(id);
      }
      if (op % 101 === 0) {
        const order = model.flatMap((id) => (id === undefined ? [] : [id])).reverse();
        expect(loop.ids()).toEqual([PLAYER_ID, ...order]);
      }
      // Now and then a few steps, so that game turns pass between the changes too.
      if (op % 50 === 0) loop.run(20, () => ({ kind: 'act' }));
    }
  });

  it('every throughput path and step-cost competitor produces figures', () => {
    expect(kit.smokeProblems(target, 10, ['run', 'next/act', 'step', 'engine', 'minimal'])).toEqual([]);
  });

  it('measures add / remove, snapshots and every analysis query', () => {
    const s = scenario(100);
    const churn = kit.addRemove({
      n: 100,
      runs: 1,
      fresh: () => frogcomposband.create().add(PLAYER_ID, { kind: 'player', speed: PLAYER_SPEED }),
      add: (loop, i) => {
        addMonster(loop, s, i);
      },
      remove: (loop, i) => loop.remove(i),
    });
    expect(churn.add.median).toBeGreaterThan(0);
    expect(churn.remove.median).toBeGreaterThan(0);
    const snap = kit.snapshotCost(
      scenarioLoop(s).run(505, () => ACT),
      100,
      (x) => restore(frogcomposband, x),
      1,
    );
    expect(snap.ratio).toBeGreaterThan(0);
    expect(snap.ratioThroughJson).toBeGreaterThan(0);
    const times = kit.latency(latencyQueries(), 1);
    for (const q of [
      'rate',
      'actionsPerTurn',
      'between',
      'speedTable',
      'versions',
      'catalog',
      'energyNeedDistribution',
      'playerActionCostDistribution',
      'monsterMoveCostDistribution',
      'monsterSpeedDistribution',
    ]) {
      expect(times[q]?.median, q).toBeGreaterThanOrEqual(0);
    }
  });
});
