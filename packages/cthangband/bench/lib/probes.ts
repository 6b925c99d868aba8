// The suite's other probes: allocation per step, the cost of add and remove, memory per actor,
// snapshot + restore against a JSON round trip, and the latency of every analysis question.
import { allocationPerCall, medianMs, usedBytes, type Allocation, type Stats } from '@turnkeeper/scripts/bench/measure';
import { cthangband, helpMoveCheck, spellCostTable, speedTableRows } from '../../src/index.js';
import {
  actionsPerRound,
  cthangbandAnalysis,
  helpActionTable,
  meanStepsPerRound,
  monsterSpeedDistribution,
  monsterSpeedPhrase,
  waitSequence,
} from '../../src/analysis/index.js';
import { PLAYER, SEED, defaultAction, races, scenarioLoop } from './scenario.js';
import { restore } from '@turnkeeper/core';

/**
 * Bytes allocated per step of `loop.run` in steady state at `n` monsters (after a run-in long
 * enough for the optimizing compiler: a shorter one at 10 monsters still counted its work), over
 * calls of 100,000 steps, so that run()'s one turn object per call weighs nothing.
 */
export function allocationPerStep(n: number): Allocation & { readonly bytesPerStep: number } {
  const loop = scenarioLoop(n);
  loop.run(300_000, defaultAction);
  const steps = 100_000;
  const a = allocationPerCall(() => loop.run(steps, defaultAction), 10);
  return { ...a, bytesPerStep: a.bytesPerCall / steps };
}

/** What {@link addRemove} measured at one size: µs per operation. */
export interface AddRemove {
  readonly monsters: number;
  /** add() of a monster the ruleset places (validation, the placement rolls, m_pop()). */
  readonly add: number;
  /** remove() of a monster, in a shuffled order. */
  readonly remove: number;
  /** With the list at its 511 (m_max at MAX_M_IDX): one remove and one add, whose m_pop() scans for the first hole. */
  readonly churnPairAtFull: number;
}

/** µs per add and per remove with `n` monsters, median over `runs` fills of an empty loop. */
export function addRemove(n: number, runs: number): AddRemove {
  const specs = races(n);
  const order = Array.from({ length: n }, (_, i) => 1 + ((i * 7919) % n));
  const adds: number[] = [];
  const removes: number[] = [];
  for (let r = 0; r <= runs; r++) {
    const loop = cthangband.create({ seed: SEED });
    loop.add(PLAYER, { kind: 'player' });
    let t = performance.now();
    specs.forEach((race, k) => loop.add(k + 1, race));
    const add = ((performance.now() - t) * 1000) / n;
    t = performance.now();
    for (const id of order) loop.remove(id);
    const remove = ((performance.now() - t) * 1000) / n;
    if (r > 0) {
      adds.push(add);
      removes.push(remove);
    }
  }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
  // Churn at the full list: m_max is 512, so each add scans for the first hole (m_pop()).
  const full = scenarioLoop(511);
  full.run(5_000, defaultAction);
  const extra = races(1000, SEED + 1);
  let next = 1000;
  const victims = Array.from({ length: 511 }, (_, i) => 1 + ((i * 7919) % 511));
  const churn = medianMs(() => {
    for (let i = 0; i < 500; i++) {
      const victim = victims[i % victims.length] as number;
      if (!full.has(victim)) continue;
      full.remove(victim);
      full.add(next, extra[next % extra.length] as (typeof extra)[number]);
      victims[i % victims.length] = next++;
    }
  }, runs);
  return { monsters: n, add: median(adds), remove: median(removes), churnPairAtFull: (churn.median * 1000) / 500 };
}

/**
 * Bytes per actor held by running loops: `loops` loops of the scenario with `n` monsters each
 * (a game keeps one loop per level: 511 monsters is a level's most), after 10,000 steps each.
 */
export function memoryPerActor(n: number, loops: number): number {
  const before = usedBytes();
  const held = Array.from({ length: loops }, () => {
    const loop = scenarioLoop(n);
    loop.run(10_000, defaultAction);
    return loop;
  });
  const after = usedBytes();
  if (held.length !== loops) throw new Error('unreachable');
  return (after - before) / (loops * (n + 1));
}

/** snapshot() + JSON + restore() against a JSON round trip of the same snapshot, at `n` monsters. */
export function snapshotCost(
  n: number,
  runs: number,
): { readonly monsters: number; readonly snapshotRestore: Stats; readonly jsonRoundTrip: Stats; readonly ratio: number } {
  const loop = scenarioLoop(n);
  loop.run(20_000, defaultAction);
  const snap = loop.snapshot();
  const restoreOnce = (): void => {
    restore(cthangband, JSON.parse(JSON.stringify(loop.snapshot())));
  };
  // Warm the restore path first: measured cold (the first size of the run) it showed 3.8× where a
  // warm run gives 1.6×, while the JSON round trip it is compared with is hot from the start.
  for (let i = 0; i < 50; i++) restoreOnce();
  const snapshotRestore = medianMs(restoreOnce, runs);
  const jsonRoundTrip = medianMs(() => {
    JSON.parse(JSON.stringify(snap));
  }, runs);
  return { monsters: n, snapshotRestore, jsonRoundTrip, ratio: snapshotRestore.median / jsonRoundTrip.median };
}

const walker = { spec: { kind: 'player' as const }, action: { kind: 'walk' as const } };

/**
 * Median latency (ms) of every analysis question the ruleset advertises, with typical inputs:
 * the shared interface (rate, actionsPerTurn, between — the double-move odds, for a monster
 * already placed, a unique and a non-unique still to be placed — speedTable, versions) and the
 * package's exported extras.
 */
export function analysisLatency(runs: number): Readonly<Record<string, Stats>> {
  const a = cthangbandAnalysis;
  return {
    'rate (player)': medianMs(() => a.rate({ actor: walker }), runs),
    'rate (non-unique monster)': medianMs(() => a.rate({ actor: { spec: { kind: 'monster', speed: 0 } } }), runs),
    'actionsPerTurn (player)': medianMs(() => a.actionsPerTurn({ actor: { spec: { kind: 'player' }, action: { kind: 'const_cost', cost: 4 } } }), runs),
    'actionsPerTurn (monster)': medianMs(() => a.actionsPerTurn({ actor: { spec: { kind: 'monster', speed: 0 } } }), runs),
    'between (placed monster, +5)': medianMs(() => a.between({ a: walker, b: { spec: { kind: 'monster', speed: 5, energy: 950 } } }), runs),
    'between (unique, +10)': medianMs(() => a.between({ a: walker, b: { spec: { kind: 'monster', speed: 10, unique: true } } }), runs),
    'between (non-unique, 0): doubleMoveOdds': medianMs(() => a.between({ a: walker, b: { spec: { kind: 'monster', speed: 0 } } }), runs),
    'between (non-unique, +10)': medianMs(() => a.between({ a: walker, b: { spec: { kind: 'monster', speed: 10 } } }), runs),
    'between (non-unique, -10)': medianMs(() => a.between({ a: walker, b: { spec: { kind: 'monster', speed: -10 } } }), runs),
    'between (a catalog race by name: jackal)': medianMs(() => a.between({ a: walker, b: { spec: { name: 'jackal' } } }), runs),
    'between (reverse: player between monster turns)': medianMs(() => a.between({ a: { spec: { kind: 'monster', speed: 0 } }, b: walker }), runs),
    'speedTable (player)': medianMs(() => a.speedTable(), runs),
    'speedTable (monster)': medianMs(() => a.speedTable({ kind: 'monster' }), runs),
    versions: medianMs(() => a.versions(), runs),
    'lookup (a catalog race)': medianMs(() => a.lookup('cave spider'), runs),
    actionsPerRound: medianMs(() => actionsPerRound({ kind: 'player', numBlow: 3 }, { kind: 'melee', naturalAttacks: 0 }), runs),
    monsterSpeedDistribution: medianMs(() => monsterSpeedDistribution(0), runs),
    meanStepsPerRound: medianMs(() => meanStepsPerRound(-20), runs),
    monsterSpeedPhrase: medianMs(() => monsterSpeedPhrase(15), runs),
    waitSequence: medianMs(() => waitSequence({ cost: 25, startEnergy: 990, ticks: 10 }), runs),
    helpActionTable: medianMs(() => helpActionTable(), runs),
    helpMoveCheck: medianMs(() => helpMoveCheck(), runs),
    spellCostTable: medianMs(() => spellCostTable(-40, 60), runs),
    speedTableRows: medianMs(() => speedTableRows(), runs),
  };
}
