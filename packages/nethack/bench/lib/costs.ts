// The costs besides throughput: add / remove, memory per actor, snapshot + restore, and the
// latency of every analysis question the ruleset advertises.
import { medianMs, usedBytes, type Stats } from '@turnkeeper/scripts/bench/measure';
import { gcd } from '@turnkeeper/core/cint';
import { heroAllocationLaw, monsterAllocationLaw, nethack, ridingAllocationLaw, simulateTurn, type NethackVersion } from '../../src/index.js';
import { freeMoves, heroActionsPerTurn, helplessSlots, monsterActionsPerTurn, occupationTurns, nethackAnalysis } from '../../src/analysis/index.js';
import { MinimalLoop } from './minimal-loop.js';
import { HERO_SPEC, MOVE, rulesetLoop, scenario } from './scenario.js';
import { restore } from '@turnkeeper/core';

const choose = (): typeof MOVE => MOVE;

/** A fixed shuffle of 1..n (a stride coprime with n), so removals hit every part of the list. */
function shuffled(n: number): number[] {
  let stride = 7919;
  while (gcd(stride, n) !== 1) stride++;
  return Array.from({ length: n }, (_, i) => 1 + ((i * stride) % n));
}

/** µs per operation of adding `n` monsters to a loop (catalog speeds), and of removing them all again, in a shuffled order, in the middle of a movemon() pass. */
export function addRemove(version: NethackVersion, n: number): { readonly actors: number; readonly add: number; readonly remove: number } {
  const s = scenario(version, n);
  const loop = nethack.create({ version, seed: 1 });
  loop.add(0, HERO_SPEC);
  let t = performance.now();
  s.monsters.forEach((m, i) => loop.add(i + 1, { kind: 'monster', base: m.base, mspeed: m.mspeed }));
  const add = ((performance.now() - t) * 1000) / n;
  loop.run(Math.ceil(n / 2) + 1, choose); // inside a pass, so removals move the pass's place too
  const order = shuffled(n);
  t = performance.now();
  for (const id of order) loop.remove(id);
  const remove = ((performance.now() - t) * 1000) / n;
  return { actors: n, add, remove };
}

/**
 * Bytes per actor of a running loop of `n` monsters (+ the hero), after two turns' worth of
 * steps, and of the minimal loop for scale. Heap and array buffers after a full collection.
 */
export function memoryPerActor(version: NethackVersion, n: number): { readonly actors: number; readonly ruleset: number; readonly minimal: number } {
  const s = scenario(version, n);
  const per = (build: () => unknown): number => {
    const before = usedBytes();
    const held = build();
    const after = usedBytes();
    if (held === undefined) throw new Error('unreachable');
    return (after - before) / (n + 1);
  };
  const ruleset = per(() => rulesetLoop(s).run(2 * n, choose));
  const minimal = per(() => {
    const m = new MinimalLoop(s);
    for (let i = 0; i < 2 * n; i++) m.step();
    return m;
  });
  return { actors: n, ruleset, minimal };
}

/**
 * At `n` monsters, mid-pass: `restore(snapshot())` and `restore(JSON.parse(JSON.stringify(snapshot())))`
 * (a snapshot written and read back, as a save file is) against `JSON.parse(JSON.stringify(state))`
 * of the same snapshot; the ratios are the goal's (≤ 3×).
 */
export function snapshotCost(
  version: NethackVersion,
  n: number,
  runs: number,
): {
  readonly actors: number;
  readonly snapshotRestore: Stats;
  readonly viaJson: Stats;
  readonly jsonRoundTrip: Stats;
  readonly ratio: number;
  readonly ratioViaJson: number;
} {
  const loop = rulesetLoop(scenario(version, n)).run(n + n / 2, choose);
  const snap = loop.snapshot();
  const snapshotRestore = medianMs(() => {
    restore(nethack, loop.snapshot());
  }, runs);
  const viaJson = medianMs(() => {
    restore(nethack, JSON.parse(JSON.stringify(loop.snapshot())));
  }, runs);
  const jsonRoundTrip = medianMs(() => {
    JSON.parse(JSON.stringify(snap));
  }, runs);
  return {
    actors: n,
    snapshotRestore,
    viaJson,
    jsonRoundTrip,
    ratio: snapshotRestore.median / jsonRoundTrip.median,
    ratioViaJson: viaJson.median / jsonRoundTrip.median,
  };
}

/**
 * Median latency (ms) of every analysis question `nethackAnalysis` answers and of each exported
 * extra, on typical inputs: a Fast hero against a soldier ant (speed 18), a rider on a warhorse.
 */
export function analysisLatency(version: NethackVersion, runs: number): Readonly<Record<string, Stats>> {
  const hero = { spec: { kind: 'player', speed: 'Fast' } } as const;
  const ant = { spec: { kind: 'monster', base: 18 } } as const;
  const a = nethackAnalysis;
  const heroInput = { base: 12, speed: 'Fast', encumbrance: 0 } as const;
  const antInput = { base: 18, mspeed: 'normal' } as const;
  const warhorse = { base: 24, mspeed: 'normal' } as const;
  return {
    rate: medianMs(() => a.rate({ actor: ant, version }), runs),
    'rate (hero)': medianMs(() => a.rate({ actor: hero, version }), runs),
    actionsPerTurn: medianMs(() => a.actionsPerTurn({ actor: ant, version }), runs),
    'actionsPerTurn (hero)': medianMs(() => a.actionsPerTurn({ actor: hero, version }), runs),
    between: medianMs(() => a.between({ a: hero, b: ant, version }), runs),
    'between (monster, hero)': medianMs(() => a.between({ a: ant, b: hero, version }), runs),
    'speedTable (monster)': medianMs(() => a.speedTable({ kind: 'monster', version }), runs),
    'speedTable (player)': medianMs(() => a.speedTable({ kind: 'player', version }), runs),
    versions: medianMs(() => a.versions(), runs),
    catalog: medianMs(() => a.catalog(version), runs),
    monsterActionsPerTurn: medianMs(() => monsterActionsPerTurn(version, antInput), runs),
    heroActionsPerTurn: medianMs(() => heroActionsPerTurn(version, heroInput), runs),
    freeMoves: medianMs(() => freeMoves(version, heroInput, antInput), runs),
    'freeMoves (riding)': medianMs(() => freeMoves(version, { ...heroInput, steed: warhorse }, antInput), runs),
    occupationTurns: medianMs(() => occupationTurns(version, heroInput, 10), runs),
    helplessSlots: medianMs(() => helplessSlots(version, heroInput, 10), runs),
    monsterAllocationLaw: medianMs(() => monsterAllocationLaw(version, antInput), runs),
    heroAllocationLaw: medianMs(() => heroAllocationLaw(version, heroInput), runs),
    ridingAllocationLaw: medianMs(() => ridingAllocationLaw(version, warhorse, 0), runs),
    simulateTurn: medianMs(() => simulateTurn(version, 12, [18, 12, 6]), runs),
  };
}
