import type { ActorId } from '../ruleset/actor-id.js';

/** Gaps (or turns) each replica of a Monte Carlo discards before counting, so the start-up transient does not bias estimates. */
const WARMUP = 50;

/**
 * The part of a loop a Monte Carlo count steps: next turn, act.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop: SteppedLoop<{ kind: 'act' }> = generic.create();
 * ```
 */
export interface SteppedLoop<A> {
  next(): { readonly actor: ActorId; readonly time: number; readonly kind: string; readonly forced?: boolean };
  act(id: ActorId, action: A): unknown;
}

/**
 * What a count needs besides the loop: the replica's quota, its step counter (budget and work
 * meter) and the acting function for the ruleset's context actors (true when it acted).
 *
 * @example
 * ```ts
 * const run: CountRun = { quota: 100, step: () => {}, extra: () => false };
 * ```
 */
export interface CountRun {
  readonly quota: number;
  readonly step: (time: number) => void;
  readonly extra: (turn: { actor: ActorId; kind: string }) => boolean;
}

/**
 * Actions of actor `A` per game turn of `length` time units, one count per game turn after the
 * warm-up (the Monte Carlo behind `actionsPerTurn`).
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create();
 * loop.add('A', { speed: 150 });
 * countActionsPerTurn(loop, { kind: 'act' }, 100, { quota: 100, step: () => {}, extra: () => false }); // Map {1 => …, 2 => …}
 * ```
 */
export function countActionsPerTurn<A>(loop: SteppedLoop<A>, action: A, length: number, run: CountRun): Map<number, number> {
  const counts = new Map<number, number>();
  let windows = 0;
  const record = (n: number): void => {
    if (windows++ >= WARMUP) counts.set(n, (counts.get(n) ?? 0) + 1);
  };
  // Game turn `window` (counted from the first action) has had `inWindow` actions so far.
  let window = 0;
  let inWindow = 0;
  let t0 = NaN;
  while (windows < run.quota + WARMUP) {
    const turn = loop.next();
    run.step(turn.time);
    if (run.extra(turn)) continue;
    // A forced slot (helpless, paralysed) passes time but is not an action.
    if (turn.forced) {
      loop.act(turn.actor, action);
      continue;
    }
    if (Number.isNaN(t0)) t0 = turn.time;
    const w = Math.floor((turn.time - t0) / length);
    if (w > window) {
      record(inWindow);
      for (let empty = window + 1; empty < w; empty++) record(0);
      window = w;
      inWindow = 0;
    }
    inWindow++;
    loop.act(turn.actor, action);
  }
  return counts;
}

/**
 * How many times actor `B` acts between two actions of actor `A`, one count per gap after the
 * warm-up (the Monte Carlo behind `between`).
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create();
 * loop.add('A', { speed: 100 });
 * loop.add('B', { speed: 150 });
 * const act = { kind: 'act' } as const;
 * countBetween(loop, act, act, { quota: 100, step: () => {}, extra: () => false }); // Map {1 => 50, 2 => 50}
 * ```
 */
export function countBetween<A>(loop: SteppedLoop<A>, actionA: A, actionB: A, run: CountRun): Map<number, number> {
  const counts = new Map<number, number>();
  let between = -1;
  let gaps = 0;
  while (gaps < run.quota + WARMUP) {
    const turn = loop.next();
    run.step(turn.time);
    if (run.extra(turn)) continue;
    if (turn.forced) {
      loop.act(turn.actor, turn.actor === 'A' ? actionA : actionB);
      continue;
    }
    if (turn.actor === 'A') {
      if (between >= 0 && gaps++ >= WARMUP) counts.set(between, (counts.get(between) ?? 0) + 1);
      between = 0;
      loop.act('A', actionA);
    } else {
      if (between >= 0) between++;
      loop.act('B', actionB);
    }
  }
  return counts;
}
