import { Distribution, Fraction } from '@turnkeeper/core';
import { WorkMeter } from '@turnkeeper/core/analysis';
import { BASELINE_DELAY } from '../tables/constants.js';
import { cesaroLimit } from './markov.js';

/** Past this many states (very long actions) the question is left to the core's Monte Carlo. */
const MAX_STATES = 2000;

interface Window {
  readonly k: number;
  readonly next: number;
  readonly p: Fraction;
}

/**
 * The long-run law of how many player actions start in one game turn (a window of
 * `BASELINE_DELAY` = 10 aut of `you.elapsed_time`) when every action's length is drawn from
 * `delay`: a Markov chain over when the next action starts within the window, solved exactly.
 * `undefined` when the chain is too large (actions thousands of aut long) or solving it would pass
 * the question's work limit; `delay` must not allow 0 (a free action repeats forever).
 */
export function playerActionsPerTurn(delay: Distribution, work: WorkMeter = new WorkMeter()): Distribution | undefined {
  const longest = Math.max(...delay.support());
  if (longest + BASELINE_DELAY > MAX_STATES) return undefined;
  const memo = new Map<number, Window[]>();
  // The actions starting at offset r ≥ 0 of a window (r ≥ 10: none; the next starts r − 10 into the next window).
  const window = (r: number): Window[] => {
    if (r >= BASELINE_DELAY) return [{ k: 0, next: r - BASELINE_DELAY, p: Fraction.ONE }];
    const hit = memo.get(r);
    if (hit) return hit;
    const parts = new Map<string, Window>();
    for (const [d, pd] of delay.entries()) {
      for (const w of window(r + d)) {
        const key = `${w.k + 1}|${w.next}`;
        const p = pd.mul(w.p);
        const old = parts.get(key);
        parts.set(key, { k: w.k + 1, next: w.next, p: old ? old.p.add(p) : p });
      }
    }
    const out = [...parts.values()];
    memo.set(r, out);
    return out;
  };
  const limit = cesaroLimit(0, (r) => window(r).map((w) => [w.next, w.p] as const), work);
  if (!limit) return undefined;
  const parts: [number, Fraction][] = [];
  for (const [r, pr] of limit) for (const w of window(r)) parts.push([w.k, pr.mul(w.p)]);
  return Distribution.from(parts);
}
