import { Distribution, Fraction, InternalError } from '@turnkeeper/core';
import { WorkMeter } from '@turnkeeper/core/analysis';
import type { PairRun } from './pair-run.js';
import { RunScratch } from './run-scratch.js';
import { periodOf, type Period } from './period.js';
import type { Member } from './run-engine.js';
import { StateTable } from './state-table.js';

// exactBetween()'s placement-by-placement paths: each pair of placements run until its state
// repeats, through the ruleset's engine (byEngine) or through the engine's arithmetic run the
// same way (byArithmetic); every cycle's law is counted once and shared by the placements that
// reach it.

/**
 * A placement's run did not repeat within the bound (or the question's work ran out): the
 * question goes to Monte Carlo.
 *
 * @example
 * ```ts
 * declare const parts: ReturnType<typeof byEngine>;
 * const laws = parts === NO_ANSWER ? undefined : parts; // no answer: the question goes to Monte Carlo
 * ```
 */
export const NO_ANSWER = 'no answer';

/** The law of the gaps in a tally: k → how many gaps of k. */
function lawOf(tally: ReadonlyMap<number, number>): Distribution {
  let total = 0;
  for (const n of tally.values()) total += n;
  return Distribution.from([...tally].map(([k, n]) => [k, Fraction.of(n, total)] as const));
}

/**
 * Each placement pair run through the engine ({@link periodOf}): the laws and how many
 * placements end in each. Tick-end state → the law of the cycle it leads into: placements that
 * reach a state an earlier one went through share its future, so each cycle is followed once.
 *
 * @example
 * ```ts
 * import type { AnalysedActor } from '@turnkeeper/core/analysis';
 * import type { CthangbandTypes } from '@turnkeeper/cthangband';
 * import { placements } from './between.js';
 * declare const a: AnalysedActor<CthangbandTypes>, b: AnalysedActor<CthangbandTypes>;
 * byEngine(placements('A', a), placements('B', b)); // Map { law => 2100 } or NO_ANSWER
 * ```
 */
export function byEngine(as: readonly Member[], bs: readonly Member[], work: WorkMeter = new WorkMeter()): Map<Distribution, number> | typeof NO_ANSWER {
  const parts = new Map<Distribution, number>();
  const cycles = new Map<string, Distribution>();
  for (const ma of as) {
    for (const mb of bs) {
      // The player holds slot 0 whatever the order of adds; monsters take m_list indices in add order.
      const p = periodOf([ma, mb], cycles, work);
      if (!p) return NO_ANSWER;
      let law: Distribution;
      if ('known' in p) law = cycles.get(p.known) as Distribution;
      else {
        law = lawOf(gaps(p, 'A', 'B'));
        for (const key of p.keys) cycles.set(key, law);
      }
      parts.set(law, (parts.get(law) ?? 0) + 1);
    }
  }
  return parts;
}

/**
 * {@link byEngine} by the engine's arithmetic ({@link PairRun}): the same runs, repeats, shared
 * cycles and counts, hence the same laws, in a fraction of the time.
 *
 * @example
 * ```ts
 * import type { PairRun } from './pair-run.js';
 * declare const run: PairRun;
 * byArithmetic(run); // what byEngine() gives for the same placements
 * ```
 */
export function byArithmetic(run: PairRun, work: WorkMeter = new WorkMeter()): Map<Distribution, number> | typeof NO_ANSWER {
  const [na, nb] = run.placements;
  // The laws found so far, and for each tick-end state the index of the law of its cycle.
  const laws: Distribution[] = [];
  const counts: number[] = [];
  const cycles = new StateTable();
  const scratch = new RunScratch();
  // Placements in the order placements() lists them, A's outermost, as byEngine() runs them.
  for (let ia = 0; ia < na; ia++) {
    for (let ib = 0; ib < nb; ib++) {
      const p = run.period(ia, ib, cycles, scratch, work);
      if (!p) return NO_ANSWER;
      let index: number;
      if ('known' in p) index = p.known;
      else {
        index = laws.length;
        laws.push(lawOf(runGaps(p, scratch)));
        counts.push(0);
        for (let k = 0; k < scratch.keyCount; k++) cycles.set(scratch.keys[k] as number, index);
      }
      counts[index] = (counts[index] as number) + 1;
    }
  }
  return new Map(laws.map((law, i) => [law, counts[i] as number]));
}

/** {@link gaps} over a {@link PairRun}'s turns: A is 0, B is 1. */
function runGaps(p: { readonly from: number; readonly period: number }, scratch: RunScratch): Map<number, number> {
  const tally = new Map<number, number>();
  const { who, tick, count } = scratch;
  const end = p.from + p.period;
  for (let i = 0; i < count; i++) {
    if (who[i] !== 0 || (tick[i] as number) > end) continue;
    let k = 0;
    let j = i + 1;
    for (; j < count && who[j] !== 0; j++) if (who[j] === 1) k++;
    if (j === count) throw new InternalError(`cthangband between: the gap after A's turn on tick ${tick[i] as number} did not close within a period`);
    tally.set(k, (tally.get(k) ?? 0) + 1);
  }
  return tally;
}

/** How many times `b` acts between consecutive actions of `a`, over the first period of `p`. */
function gaps(p: Period, a: string, b: string): Map<number, number> {
  const tally = new Map<number, number>();
  const turns = p.turns;
  for (let i = 0; i < turns.length; i++) {
    const t = turns[i] as Period['turns'][number];
    if (t.id !== a || t.tick > p.from + p.period) continue;
    let k = 0;
    let j = i + 1;
    for (; j < turns.length && (turns[j] as Period['turns'][number]).id !== a; j++) if ((turns[j] as Period['turns'][number]).id === b) k++;
    // A acts within every period, so the gap closes inside the second one.
    if (j === turns.length) throw new InternalError(`cthangband between: the gap after ${a}'s turn on tick ${t.tick} did not close within a period`);
    tally.set(k, (tally.get(k) ?? 0) + 1);
  }
  return tally;
}
