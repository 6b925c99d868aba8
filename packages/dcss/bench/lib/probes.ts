// The suite's other probes: bytes allocated per step, add / remove cost and its scaling, memory
// per actor, snapshot + restore against a JSON round trip, and the latency of every analysis
// question and analysis extra. Nothing here fails on time; the suite prints what it measures.
import { allocationPerCall, medianMs, prng, usedBytes, type Allocation, type Stats } from '@turnkeeper/scripts/bench/measure';
import { MinimalLoop } from './minimal-loop.js';
import { chooseMove, monsterSpeeds, PLAYER, PLAYER_SPEC, SEED, scenarioLoop, type DcssLoop } from './scenario.js';
import { dcssAnalysis, gainDistribution, longRunActions, longRunClosedForm, monsterActionsPerPlayerAction } from '../../src/analysis/index.js';
import { dcss, MAX_MONSTERS } from '../../src/index.js';
import { restore } from '@turnkeeper/core';

/** Steps each loop runs before it is measured: past the first world turns, in steady state. */
const WARM_STEPS = 20_000;

/** A scenario loop that has run `steps` steps. */
export function runningLoop(n: number, steps = WARM_STEPS): DcssLoop {
  return scenarioLoop(n).run(steps, chooseMove);
}

/**
 * Bytes allocated per step in steady state at `n` monsters: `loop.run`, `loop.step` (a turn object
 * per step, by design) and the minimal loop. V8's heap counter moves in coarse steps, so each
 * call of `loop.run` and of the minimal loop runs 100,000 steps (what a call allocates once, `run`'s
 * turn object, is then spread thin); `loop.step` allocates too much for that (a collection would
 * run inside every sample), so its calls run 1,000. Each is measured twice and the second figure
 * kept, so that the first absorbs what compiling costs.
 */
export function allocationPerStep(n: number): { readonly run: Allocation; readonly step: Allocation; readonly minimal: Allocation } {
  const run = runningLoop(n);
  const step = runningLoop(n);
  const minimal = new MinimalLoop(n);
  const per = (steps: number, calls: number, f: () => void): Allocation => {
    allocationPerCall(f, calls);
    const a = allocationPerCall(f, calls);
    return { ...a, bytesPerCall: a.bytesPerCall / steps };
  };
  const long = 100_000;
  return {
    run: per(long, 5, () => run.run(long, chooseMove)),
    step: per(1_000, 20, () => {
      for (let i = 0; i < 1_000; i++) step.step(chooseMove);
    }),
    minimal: per(long, 5, () => {
      for (let i = 0; i < long; i++) minimal.step();
    }),
  };
}

/** µs per add and per remove: filling an empty loop to `n` monsters and emptying it in a shuffled order, and churn (remove one, add one) at `n`. */
export interface AddRemove {
  readonly monsters: number;
  /** Filling from empty: µs per add (median over the repetitions). */
  readonly fillAdd: number;
  /** Emptying in a shuffled order: µs per remove. */
  readonly emptyRemove: number;
  /** At `n` monsters, a random monster removed: µs per remove. */
  readonly churnRemove: number;
  /** At `n − 1` monsters, one added (it takes the lowest free slot): µs per add. */
  readonly churnAdd: number;
}

/** Measures {@link AddRemove} at `n` monsters over `reps` repetitions (medians). */
export function addRemove(n: number, reps: number): AddRemove {
  const speeds = monsterSpeeds(n);
  const specs = Array.from(speeds, (speed) => ({ kind: 'monster', speed }) as const);
  const r = prng(n);
  const order = Array.from({ length: n }, (_, i) => i + 1);
  const fill: number[] = [];
  const empty: number[] = [];
  const churnRemove: number[] = [];
  const churnAdd: number[] = [];
  for (let rep = 0; rep < reps; rep++) {
    const loop = dcss.create({ seed: SEED });
    loop.add(PLAYER, PLAYER_SPEC);
    let t = performance.now();
    for (let k = 0; k < n; k++) loop.add(k + 1, specs[k] as (typeof specs)[number]);
    fill.push(((performance.now() - t) * 1000) / n);
    // Churn at n: one random monster removed, a new one added, `n` times.
    let next = n + 1;
    let removeMs = 0;
    let addMs = 0;
    const present = order.slice();
    for (let c = 0; c < n; c++) {
      const i = Math.floor(r() * present.length);
      const id = present[i] as number;
      t = performance.now();
      loop.remove(id);
      removeMs += performance.now() - t;
      t = performance.now();
      loop.add(next, specs[c] as (typeof specs)[number]);
      addMs += performance.now() - t;
      present[i] = next++;
    }
    churnRemove.push((removeMs * 1000) / n);
    churnAdd.push((addMs * 1000) / n);
    for (let i = present.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [present[i], present[j]] = [present[j] as number, present[i] as number];
    }
    t = performance.now();
    for (const id of present) loop.remove(id);
    empty.push(((performance.now() - t) * 1000) / n);
  }
  const med = (xs: number[]): number => {
    const s = [...xs].sort((a, b) => a - b);
    return s[s.length >> 1] as number;
  };
  return { monsters: n, fillAdd: med(fill), emptyRemove: med(empty), churnRemove: med(churnRemove), churnAdd: med(churnAdd) };
}

/** Bytes per actor with `actors` actors running: loops of one player and up to MAX_MONSTERS monsters each (a loop holds no more), each run a while. */
export function memoryPerActor(actors: number, steps = 2_000): { readonly actors: number; readonly loops: number; readonly bytesPerActor: number } {
  const perLoop = MAX_MONSTERS + 1;
  const loops = Math.ceil(actors / perLoop);
  const before = usedBytes();
  const held: DcssLoop[] = [];
  let total = 0;
  for (let l = 0; l < loops; l++) {
    const n = Math.min(MAX_MONSTERS, actors - total - 1);
    held.push(runningLoop(n, steps));
    total += n + 1;
  }
  const after = usedBytes();
  if (held.length !== loops) throw new Error('unreachable');
  return { actors: total, loops, bytesPerActor: (after - before) / total };
}

/** Median wall time (ms) of each of `fs`, timed in turn, `runs` times each after one warm-up of each. */
function pairedMs(fs: readonly (() => void)[], runs: number): Stats[] {
  for (const f of fs) f();
  const xs = fs.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    fs.forEach((f, k) => {
      const t = performance.now();
      f();
      xs[k]?.push(performance.now() - t);
    });
  }
  return xs.map((v) => {
    const sorted = [...v].sort((p, q) => p - q);
    const m = sorted.length >> 1;
    const median = sorted.length % 2 ? (sorted[m] as number) : ((sorted[m - 1] as number) + (sorted[m] as number)) / 2;
    return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number, rounds: v.length };
  });
}

/** What {@link snapshotCost} measured (ms, medians), and the ratios to the JSON round trip. */
export interface SnapshotCost {
  readonly monsters: number;
  /** `restore(snapshot())`: the snapshot object restored as it is. */
  readonly snapshotRestore: Stats;
  /** `restore(JSON.parse(JSON.stringify(snapshot())))`: through a save file's JSON. */
  readonly throughJson: Stats;
  /** `JSON.parse(JSON.stringify(snapshot))` of the same snapshot. */
  readonly jsonRoundTrip: Stats;
  /** snapshotRestore / jsonRoundTrip: the goal is ≤ 3. */
  readonly ratio: number;
  /** throughJson / jsonRoundTrip (core's suite reports this one). */
  readonly ratioThroughJson: number;
  /** Characters of the snapshot's JSON. */
  readonly bytes: number;
}

/**
 * snapshot() + restore() at `n` monsters, directly and through JSON (as a save file would), against
 * a JSON round trip of the same snapshot; the three are timed in turn, so that the machine's load
 * falls on all alike.
 */
export function snapshotCost(n: number, runs: number): SnapshotCost {
  const loop = runningLoop(n);
  const snap = loop.snapshot();
  const [snapshotRestore, throughJson, jsonRoundTrip] = pairedMs(
    [
      () => {
        restore(dcss, loop.snapshot());
      },
      () => {
        restore(dcss, JSON.parse(JSON.stringify(loop.snapshot())));
      },
      () => {
        JSON.parse(JSON.stringify(snap));
      },
    ],
    runs,
  ) as [Stats, Stats, Stats];
  return {
    monsters: n,
    snapshotRestore,
    throughJson,
    jsonRoundTrip,
    ratio: snapshotRestore.median / jsonRoundTrip.median,
    ratioThroughJson: throughJson.median / jsonRoundTrip.median,
    bytes: JSON.stringify(snap).length,
  };
}

/**
 * Median latency (ms) of every analysis question (`dcssAnalysis`) and analysis extra, for typical
 * inputs. `longRunActions` caches its answers: it is asked a different speed each time, so every
 * call is computed.
 */
export function analysisLatency(runs: number): Readonly<Record<string, Stats>> {
  const a = dcssAnalysis;
  const hasted = { spec: { kind: 'player', hasted: true } } as const;
  const player = { spec: { kind: 'player' } } as const;
  const orc = { spec: { kind: 'monster', speed: 13 } } as const;
  const fast = { spec: { kind: 'monster', speed: 15 } } as const;
  // Each its own run of speeds (and delay), so that no call finds another's answer in the cache.
  const speeds = (): (() => number) => {
    let s = 3;
    return () => (s = s >= 40 ? 3 : s + 1);
  };
  const runSpeed = speeds();
  const perActionSpeed = speeds();
  return {
    'rate (player)': medianMs(() => a.rate({ actor: hasted }), runs),
    'rate (monster)': medianMs(() => a.rate({ actor: orc }), runs),
    'actionsPerTurn (player)': medianMs(() => a.actionsPerTurn({ actor: hasted }), runs),
    'actionsPerTurn (monster)': medianMs(() => a.actionsPerTurn({ actor: orc }), runs),
    'between (player, monster)': medianMs(() => a.between({ a: hasted, b: orc }), runs),
    'between (monster, player)': medianMs(() => a.between({ a: fast, b: player }), runs),
    'between (monster, monster): Monte Carlo': medianMs(() => a.between({ a: orc, b: fast }), runs),
    'speedTable (player)': medianMs(() => a.speedTable({ kind: 'player' }), runs),
    'speedTable (monster)': medianMs(() => a.speedTable({ kind: 'monster' }), runs),
    versions: medianMs(() => a.versions(), runs),
    gainDistribution: medianMs(() => gainDistribution(13, 7), runs),
    longRunActions: medianMs(() => longRunActions(runSpeed(), 7, 10), runs),
    longRunClosedForm: medianMs(() => longRunClosedForm(12, 10, 10), runs),
    monsterActionsPerPlayerAction: medianMs(
      () => monsterActionsPerPlayerAction({ baseSpeed: perActionSpeed(), status: { hasted: true, slowed: false, berserk: false }, delay: 6, cost: 10 }),
      runs,
    ),
  };
}
