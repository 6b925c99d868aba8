// The suite's other probes: add / remove cost, memory per actor, snapshot cost, analysis latency.
import { medianMs, prng, usedBytes, type Stats } from '@turnkeeper/scripts/bench/measure';
import {
  energyNeedDistribution,
  frogcomposband,
  monsterMoveCostDistribution,
  monsterSpeedDistribution,
  playerActionCostDistribution,
} from '../../src/index.js';
import { frogcomposbandAnalysis } from '../../src/analysis/index.js';
import { PLAYER_ID, PLAYER_SPEED, addMonster, scenario, scenarioLoop } from './scenario.js';
import { restore } from '@turnkeeper/core';

/** m_list's slots (`max_m_idx` − 1): the most monsters one loop holds. */
export const MAX_MONSTERS = 1023;

/** Microseconds per `add` and per `remove` (median over runs) with `n` monsters in the loop. */
export interface AddRemove {
  readonly monsters: number;
  readonly add: Stats;
  readonly remove: Stats;
}

/** Adds `n` monsters to a loop holding the player, then removes them in a shuffled order. */
export function addRemove(n: number, runs: number): AddRemove {
  const s = scenario(n);
  const r = prng(n);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const adds: number[] = [];
  const removes: number[] = [];
  for (let k = 0; k <= runs; k++) {
    const loop = frogcomposband.create();
    loop.add(PLAYER_ID, { kind: 'player', speed: PLAYER_SPEED });
    let t = performance.now();
    for (let i = 0; i < n; i++) addMonster(loop, s, i);
    const add = ((performance.now() - t) * 1000) / n;
    t = performance.now();
    for (const i of order) loop.remove(i);
    const remove = ((performance.now() - t) * 1000) / n;
    // The first run warms up.
    if (k > 0) {
      adds.push(add);
      removes.push(remove);
    }
  }
  return { monsters: n, add: stats(adds), remove: stats(removes) };
}

function stats(xs: readonly number[]): Stats {
  const sorted = [...xs].sort((a, b) => a - b);
  const m = sorted.length >> 1;
  const median = sorted.length % 2 ? (sorted[m] as number) : ((sorted[m - 1] as number) + (sorted[m] as number)) / 2;
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number, rounds: xs.length };
}

/**
 * Bytes per actor, running: `actors` actors as full loops (the player and 1,023 monsters each, the
 * most one loop holds), each run `steps` steps, all held at once.
 */
export function memoryPerActor(actors: number, steps = 2000): { readonly actors: number; readonly loops: number; readonly bytesPerActor: number } {
  const perLoop = MAX_MONSTERS + 1;
  const loops = Math.ceil(actors / perLoop);
  const s = scenario(MAX_MONSTERS);
  const act = { kind: 'act' } as const;
  const before = usedBytes();
  const held = [];
  for (let i = 0; i < loops; i++) held.push(scenarioLoop(s).run(steps, () => act));
  const after = usedBytes();
  if (held.length !== loops) throw new Error('unreachable');
  return { actors: loops * perLoop, loops, bytesPerActor: (after - before) / (loops * perLoop) };
}

/**
 * `snapshot()` + `restore()` against a JSON round trip of the same snapshot, at `n` monsters. The
 * three are timed in turn within each run (not one after the other's runs), so that a load on the
 * shared machine weighs on all of them alike and the ratio holds.
 */
export function snapshotCost(
  n: number,
  runs: number,
): {
  readonly monsters: number;
  readonly snapshotRestore: Stats;
  readonly throughJson: Stats;
  readonly jsonRoundTrip: Stats;
  readonly ratio: number;
  readonly ratioThroughJson: number;
} {
  const loop = scenarioLoop(scenario(n));
  loop.run(5 * (n + 1), () => ({ kind: 'act' }));
  const snap = loop.snapshot();
  const competitors = [
    () => {
      restore(frogcomposband, loop.snapshot());
    },
    // As a save file: the snapshot through JSON text and back, then restored.
    () => {
      restore(frogcomposband, JSON.parse(JSON.stringify(loop.snapshot())));
    },
    () => {
      JSON.parse(JSON.stringify(snap));
    },
  ];
  const times: number[][] = competitors.map(() => []);
  // The first run warms up.
  for (let k = 0; k <= runs; k++) {
    competitors.forEach((f, c) => {
      const t = performance.now();
      f();
      if (k > 0) (times[c] as number[]).push(performance.now() - t);
    });
  }
  const [snapshotRestore, throughJson, jsonRoundTrip] = times.map(stats) as [Stats, Stats, Stats];
  return {
    monsters: n,
    snapshotRestore,
    throughJson,
    jsonRoundTrip,
    ratio: snapshotRestore.median / jsonRoundTrip.median,
    ratioThroughJson: throughJson.median / jsonRoundTrip.median,
  };
}

/** Median latency (ms) of every analysis question and exported exact law, on typical inputs. */
export function analysisLatency(runs: number): Readonly<Record<string, Stats>> {
  const a = frogcomposbandAnalysis;
  const hero = { spec: { kind: 'player', speed: 10 } } as const;
  const orc = { spec: { kind: 'monster', speed: 0 } } as const;
  const archer = { spec: { kind: 'player', speed: 5 }, action: { kind: 'shoot', bow: 'longBow', shots: 160 } } as const;
  const rolled = { spec: { kind: 'monster', race: 10 } } as const;
  return {
    rate: medianMs(() => a.rate({ actor: hero }), runs),
    'rate (rolled speed)': medianMs(() => a.rate({ actor: rolled }), runs),
    actionsPerTurn: medianMs(() => a.actionsPerTurn({ actor: hero }), runs),
    between: medianMs(() => a.between({ a: hero, b: orc }), runs),
    'between (monster, player)': medianMs(() => a.between({ a: orc, b: hero }), runs),
    'between (archer, rolled)': medianMs(() => a.between({ a: archer, b: rolled }), runs),
    speedTable: medianMs(() => a.speedTable(), runs),
    versions: medianMs(() => a.versions(), runs),
    catalog: medianMs(() => a.catalog(), runs),
    energyNeedDistribution: medianMs(() => energyNeedDistribution(20), runs),
    playerActionCostDistribution: medianMs(() => playerActionCostDistribution(160, 20), runs),
    monsterMoveCostDistribution: medianMs(() => monsterMoveCostDistribution('tree', 10), runs),
    monsterSpeedDistribution: medianMs(() => monsterSpeedDistribution(10), runs),
  };
}
