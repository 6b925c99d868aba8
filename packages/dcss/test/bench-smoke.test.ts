// A tiny run of the benchmark suite: correctness only (nothing here fails on time). The minimal
// typed-array loop, the bare engine and the ruleset's loop hand out the same turns; adding and
// removing monsters keeps crawl's order (the lowest free env.mons index, index order); the
// suite's probes produce numbers.
import { describe, expect, it } from 'vitest';
import { bareEngine, bareEngineSteps } from '../bench/lib/bare-engine.js';
import { checkSameTurns, compareTurns, MinimalLoop } from '../bench/lib/minimal-loop.js';
import { addRemove, analysisLatency, snapshotCost } from '../bench/lib/probes.js';
import { PLAYER, PLAYER_SPEC, SEED, scenarioLoop } from '../bench/lib/scenario.js';
import { throughputRow } from '../bench/lib/throughput.js';
import { chooser } from '@turnkeeper/scripts/bench/measure';
import { dcss, MAX_MONSTERS } from '../src/index.js';

describe('benchmark suite (smoke run)', () => {
  it('the loop and the minimal typed-array loop hand out the same turns, energies and draws', () => {
    for (const n of [1, 10, 100, MAX_MONSTERS]) checkSameTurns(n, 20_000);
  });

  it('the bare engine hands out the same turns as the minimal loop', () => {
    for (const n of [10, MAX_MONSTERS]) {
      const minimal = new MinimalLoop(n);
      const engine = bareEngine(n);
      const seen: string[] = [];
      const expected: string[] = [];
      bareEngineSteps(engine, 20_000, (actor, time) => seen.push(`${actor}@${time}`));
      for (let i = 0; i < 20_000; i++) {
        const actor = minimal.step();
        expected.push(`${actor}@${minimal.time}`);
      }
      expect(seen).toEqual(expected);
    }
  });

  it('the check throws at the first difference', () => {
    // One monster more in the minimal loop: a different world, which the check must notice.
    expect(() => {
      compareTurns(scenarioLoop(10), new MinimalLoop(11), 1000);
    }).toThrow(/step \d+: the loop handed out/);
    // The same turns, but the loop's random source moved on: the final check notices.
    const loop = scenarioLoop(10);
    loop.on('turnEnd', (_p, ctx) => {
      ctx.random.below(2);
    });
    expect(() => {
      compareTurns(loop, new MinimalLoop(10), 1000);
    }).toThrow();
  });

  it('adds take the lowest free slot and removes keep the others where they are, through any churn', () => {
    const pick = chooser(7);
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

  it('produces throughput for every competitor', () => {
    const row = throughputRow(10, 1, 5);
    expect(Object.keys(row.results).sort()).toEqual(['engine', 'minimal', 'run', 'step']);
    for (const s of Object.values(row.results)) expect(s.median).toBeGreaterThan(0);
  });

  it('measures add / remove, snapshots and analysis latency', () => {
    const churn = addRemove(70, 2);
    for (const v of [churn.fillAdd, churn.emptyRemove, churn.churnAdd, churn.churnRemove]) expect(v).toBeGreaterThan(0);
    const snapshot = snapshotCost(100, 1);
    expect(snapshot.ratio).toBeGreaterThan(0);
    expect(snapshot.bytes).toBeGreaterThan(0);
    const latency = analysisLatency(1);
    expect(Object.keys(latency)).toEqual([
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
    for (const s of Object.values(latency)) expect(s.median).toBeGreaterThanOrEqual(0);
  });
});
