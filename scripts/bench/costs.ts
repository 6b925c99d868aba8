// The costs besides throughput, the same probes for every package: add / remove, churn at a full
// list, memory per actor, snapshot + restore against a JSON round trip, and the latency of the
// analysis questions. Each prints as one table. Nothing here fails on time.
import { chooser, medianMs, microsPerOp, pairedMs, prng, statsOf, usedBytes, type Stats } from './measure.js';

/** A fixed shuffle of `ids` (Fisher–Yates over {@link prng}`(seed)`), so removals hit every part of a list. */
export function shuffled<T>(ids: readonly T[], seed: number): T[] {
  const r = prng(seed);
  const out = ids.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** µs per `add` and per `remove` at one size (medians over the runs). */
export interface AddRemoveCost {
  readonly monsters: number;
  readonly add: Stats;
  readonly remove: Stats;
}

/** How {@link addRemove} fills and empties a loop. */
export interface AddRemoveProbe<L> {
  /** Monsters added, then removed. */
  readonly n: number;
  /** Measured runs (one more runs first, to warm up). */
  readonly runs: number;
  /** A fresh loop, holding what is not measured (the player). */
  fresh(): L;
  /** Adds monster `i` (0-based) of the scenario. */
  add(loop: L, i: number): void;
  /** Removes monster `i`. */
  remove(loop: L, i: number): void;
  /** Between filling and emptying (steps, so that removals land in the middle of a pass). */
  between?(loop: L): void;
}

/** µs per operation of filling a fresh loop with `n` monsters and emptying it again in a shuffled order. */
export function addRemove<L>(probe: AddRemoveProbe<L>): AddRemoveCost {
  const order = shuffled(
    Array.from({ length: probe.n }, (_, i) => i),
    probe.n,
  );
  const adds: number[] = [];
  const removes: number[] = [];
  for (let run = 0; run <= probe.runs; run++) {
    const loop = probe.fresh();
    const add = microsPerOp(probe.n, () => {
      for (let i = 0; i < probe.n; i++) probe.add(loop, i);
    });
    probe.between?.(loop);
    const remove = microsPerOp(probe.n, () => {
      for (const i of order) probe.remove(loop, i);
    });
    if (run > 0) {
      adds.push(add);
      removes.push(remove);
    }
  }
  return { monsters: probe.n, add: statsOf(adds), remove: statsOf(removes) };
}

/** µs per `remove` and per `add` when the list stays full: one monster removed, a new one added. */
export interface ChurnCost {
  readonly monsters: number;
  readonly remove: number;
  readonly add: number;
}

/**
 * Churn on `loop`, which holds the monsters `ids`: `pairs` times, a monster picked at random is
 * removed and a new one added (ids from `firstNewId` up; `add` gets the id and the pair's number).
 */
export function churn<L>(
  loop: L,
  ids: readonly number[],
  pairs: number,
  firstNewId: number,
  ops: { remove(loop: L, id: number): void; add(loop: L, id: number, k: number): void },
): ChurnCost {
  const pick = chooser(ids.length);
  const present = ids.slice();
  let next = firstNewId;
  let removeMs = 0;
  let addMs = 0;
  for (let k = 0; k < pairs; k++) {
    const i = pick(present.length);
    let t = performance.now();
    ops.remove(loop, present[i] as number);
    removeMs += performance.now() - t;
    t = performance.now();
    ops.add(loop, next, k);
    addMs += performance.now() - t;
    present[i] = next++;
  }
  return { monsters: ids.length, remove: (removeMs * 1000) / pairs, add: (addMs * 1000) / pairs };
}

/** Bytes per actor that `build()` holds (heap and array buffers after a full collection; needs `node --expose-gc`). */
export function bytesPerActor(actors: number, build: () => unknown): number {
  const before = usedBytes();
  const held = build();
  const after = usedBytes();
  if (held === undefined) throw new Error('bytesPerActor: build() must return what it built, so that it is held while measured');
  return (after - before) / actors;
}

/** Memory per actor of `actors` actors running, as full loops of `perLoop` actors each. */
export interface LoopsMemory {
  readonly actors: number;
  readonly loops: number;
  readonly bytesPerActor: number;
}

/**
 * Memory per actor running, for a game whose loop holds at most `perLoop` actors (a level's
 * monster list): as many full loops (`build()` each) as make `actors`, all held at once.
 */
export function loopsMemory(actors: number, perLoop: number, build: () => unknown): LoopsMemory {
  const loops = Math.max(1, Math.ceil(actors / perLoop));
  const total = loops * perLoop;
  return { actors: total, loops, bytesPerActor: bytesPerActor(total, () => Array.from({ length: loops }, build)) };
}

/** What {@link snapshotCost} measured (ms, medians) and the ratios to the JSON round trip (goal ≤ 3). */
export interface SnapshotCost {
  readonly monsters: number;
  /** `restore(snapshot())`: the snapshot object restored as it is. */
  readonly snapshotRestore: Stats;
  /** `restore(JSON.parse(JSON.stringify(snapshot())))`: through a save file's JSON text. */
  readonly throughJson: Stats;
  /** `JSON.parse(JSON.stringify(snap))` of the same snapshot. */
  readonly jsonRoundTrip: Stats;
  readonly ratio: number;
  readonly ratioThroughJson: number;
  /** Characters of the snapshot's JSON. */
  readonly bytes: number;
}

/**
 * `snapshot()` + `restore()` of `loop` (which holds `monsters` monsters), directly and through JSON
 * text, against a JSON round trip of the same snapshot, timed in turn `runs` times after `warm`
 * warm-up restores (the restore path measured cold is not what a game pays).
 */
export function snapshotCost(loop: { snapshot(): unknown }, monsters: number, restore: (snapshot: unknown) => unknown, runs: number, warm = 0): SnapshotCost {
  const snap = loop.snapshot();
  const direct = (): void => {
    restore(loop.snapshot());
  };
  const throughText = (): void => {
    restore(JSON.parse(JSON.stringify(loop.snapshot())));
  };
  for (let i = 0; i < warm; i++) throughText();
  const [snapshotRestore, throughJson, jsonRoundTrip] = pairedMs(
    [
      direct,
      throughText,
      () => {
        JSON.parse(JSON.stringify(snap));
      },
    ],
    runs,
  ) as [Stats, Stats, Stats];
  return {
    monsters,
    snapshotRestore,
    throughJson,
    jsonRoundTrip,
    ratio: snapshotRestore.median / jsonRoundTrip.median,
    ratioThroughJson: throughJson.median / jsonRoundTrip.median,
    bytes: JSON.stringify(snap).length,
  };
}

/** Median latency (ms) of each query over `runs` runs, under the query's name. */
export function latency(queries: Readonly<Record<string, () => unknown>>, runs: number): Record<string, Stats> {
  return Object.fromEntries(
    Object.entries(queries).map(([name, q]) => [
      name,
      medianMs(() => {
        q();
      }, runs),
    ]),
  );
}

/** Prints add / remove costs, with churn at the full list where measured. */
export function printAddRemove(
  title: string,
  rows: readonly (AddRemoveCost & { readonly churn?: ChurnCost; readonly lead?: Readonly<Record<string, string>> })[],
): void {
  console.log(`\n${title}`);
  console.table(
    rows.map((r) => ({
      ...r.lead,
      monsters: r.monsters.toLocaleString('en'),
      add: r.add.median.toFixed(2),
      remove: r.remove.median.toFixed(2),
      ...(r.churn ? { 'remove (churn)': r.churn.remove.toFixed(2), 'add (churn)': r.churn.add.toFixed(2) } : {}),
    })),
  );
}

/** Prints memory per actor. */
export function printMemory(title: string, rows: readonly LoopsMemory[]): void {
  console.log(`\n${title}`);
  console.table(rows.map((m) => ({ actors: m.actors.toLocaleString('en'), loops: m.loops, 'bytes per actor': m.bytesPerActor.toFixed(1) })));
}

/** Prints snapshot costs. */
export function printSnapshots(title: string, rows: readonly (SnapshotCost & { readonly lead?: Readonly<Record<string, string>> })[]): void {
  console.log(`\n${title}`);
  console.table(
    rows.map((s) => ({
      ...s.lead,
      monsters: s.monsters.toLocaleString('en'),
      'restore(snapshot()) ms': s.snapshotRestore.median.toFixed(3),
      'through JSON text ms': s.throughJson.median.toFixed(3),
      'JSON round trip ms': s.jsonRoundTrip.median.toFixed(3),
      'ratio (goal ≤ 3×)': `${s.ratio.toFixed(2)}×`,
      'ratio through JSON text': `${s.ratioThroughJson.toFixed(2)}×`,
    })),
  );
}

/** Prints latencies: one column per entry of `columns` (a version, say), one row per query. */
export function printLatency(title: string, columns: Readonly<Record<string, Readonly<Record<string, Stats>>>>): void {
  console.log(`\n${title}`);
  const names = [...new Set(Object.values(columns).flatMap((c) => Object.keys(c)))];
  console.table(
    Object.fromEntries(names.map((q) => [q, Object.fromEntries(Object.entries(columns).map(([col, l]) => [col, (l[q]?.median ?? NaN).toFixed(3)]))])),
  );
}
