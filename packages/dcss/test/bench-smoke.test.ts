// A tiny run of the benchmark suite: correctness only (nothing here fails on time). The minimal
// typed-array loop, the bare engine and the ruleset's loop hand out the same turns; adding and
// removing monsters keeps crawl's order (the lowest free env.mons index, index order); the
// suite's probes produce numbers.
import { restore } from '@turnkeeper/core';
import * as kit from '@turnkeeper/scripts/bench';
import { describe, expect, it } from 'vitest';
import { MinimalLoop } from '../bench/lib/minimal-loop.js';
import { chooseMove, PLAYER, PLAYER_SPEC, SEED, scenarioLoop } from '../bench/lib/scenario.js';
import { dcssTarget as target, latencyQueries } from '../bench/lib/target.js';
import { dcss, MAX_MONSTERS } from '../src/index.js';

describe('benchmark suite (smoke run)', () => {
  it('the loop and the minimal typed-array loop hand out the same turns, energies and draws', () => {
    for (const n of [1, 10, 100, MAX_MONSTERS]) kit.checkSameTurns(target, n, 20_000);
  });

  it('the engine alone hands out the same turns as the minimal loop', () => {
    for (const n of [10, MAX_MONSTERS]) kit.checkEngineTurns(target, n, 20_000);
  });

  it('the check throws at the first difference', () => {
    // One monster more in the minimal loop: a different world, which the check must notice.
    expect(() => {
      kit.compareTurns(target, scenarioLoop(10), new MinimalLoop(11), 1000);
    }).toThrow(/step \d+: the ruleset handed out/);
    // The same turns, but the loop's random source moved on: the final check notices.
    const loop = scenarioLoop(10);
    loop.on('turnEnd', (_p, ctx) => {
      ctx.random.below(2);
    });
    expect(() => {
      kit.compareTurns(target, loop, new MinimalLoop(10), 1000);
    }).toThrow(/step \d+: the ruleset handed out|the random sources differ/);
  });

  it('adds take the lowest free slot and removes keep the others where they are, through any churn', () => {
    const pick = kit.chooser(7);
    const loop = dcss.create({ seed: SEED });
    loop.add(PLAYER, PLAYER_SPEC);
    // The model: env.mons as an array of ids, a new monster in the lowest free index.
    const model: (number | undefined)[] = [];
    let next = 1;
    for (let op = 0; op < 20_000; op++) {
      const present = model.filter((id): id is number => id !== undefined);
      if (present.length < MAX_MONSTERS && (present.length === 0 || pick(100) < 52)) {
        let slot = model.indexOf(undefined);
        if (slot < 0) slot = model.length;
        model[slot] = next;
        loop.add(next++, { kind: 'monster', speed: 10 });
      } else {
        // Now and then the highest monster goes (the list shrinks), otherwise any.
        const id = pick(4) === 0 ? (present[present.length - 1] as number) : (present[pick(present.length)] as number);
        model[model.indexOf(id)] = undefined;
        loop.remove(id);
      }
      while (model.length > 0 && model[model.length - 1] === undefined) model.pop();
      if (op % 97 === 0) {
        expect(loop.ids()).toEqual([PLAYER, ...model.filter((id) => id !== undefined)]);
        model.forEach((id, slot) => {
          if (id === undefined) return;
          const view = loop.inspect(id);
          expect(view.kind === 'monster' ? view.index : -1).toBe(slot);
        });
      }
      // Every so often a step, so that the world turns between the changes too.
      if (op % 50 === 0) loop.step(() => ({ kind: 'move' }));
    }
  });

  it('every throughput path and step-cost competitor produces figures, at 10 monsters and at the cap', () => {
    for (const n of [10, MAX_MONSTERS]) expect(kit.smokeProblems(target, n, ['run', 'next/act', 'step', 'engine', 'minimal'])).toEqual([]);
  });

  it('measures add / remove, churn, snapshots and analysis latency', () => {
    const spec = { kind: 'monster', speed: 12 } as const;
    const cost = kit.addRemove({
      n: 70,
      runs: 2,
      fresh: () => dcss.create({ seed: SEED }).add(PLAYER, PLAYER_SPEC),
      add: (loop, i) => loop.add(i + 1, spec),
      remove: (loop, i) => loop.remove(i + 1),
    });
    const turnover = kit.churn(
      scenarioLoop(70),
      Array.from({ length: 70 }, (_, i) => i + 1),
      70,
      71,
      {
        remove: (loop, id) => loop.remove(id),
        add: (loop, id) => loop.add(id, spec),
      },
    );
    for (const v of [cost.add.median, cost.remove.median, turnover.add, turnover.remove]) expect(v).toBeGreaterThan(0);
    const snapshot = kit.snapshotCost(scenarioLoop(100).run(2_000, chooseMove), 100, (x) => restore(dcss, x), 1);
    expect(snapshot.ratio).toBeGreaterThan(0);
    expect(snapshot.bytes).toBeGreaterThan(0);
    const times = kit.latency(latencyQueries(), 1);
    expect(Object.keys(times)).toEqual([
      'rate (player)',
      'rate (monster)',
      'actionsPerTurn (player)',
      'actionsPerTurn (monster)',
      'between (player, monster)',
      'between (monster, player)',
      'between (monster, monster): Monte Carlo',
      'speedTable (player)',
      'speedTable (monster)',
      'versions',
      'gainDistribution',
      'longRunActions',
      'longRunClosedForm',
      'monsterActionsPerPlayerAction',
    ]);
    for (const s of Object.values(times)) expect(s.median).toBeGreaterThanOrEqual(0);
  });
});
