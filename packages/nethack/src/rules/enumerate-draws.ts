import { checkBound, Fraction, type RandomSource } from '@turnkeeper/core';

/**
 * One way a random computation can go: its result, its exact probability, and the arguments of
 * the `below(n)` calls it made, in order (the game's `rn2(n)` calls).
 *
 * @example
 * ```ts
 * const o: DrawOutcome<number> = { value: 24, probability: frac(1, 4), draws: [12] };
 * ```
 */
export interface DrawOutcome<T> {
  readonly value: T;
  readonly probability: Fraction;
  readonly draws: readonly number[];
}

/**
 * Runs a deterministic function of its random draws once for every possible sequence of draw
 * results, and returns each outcome with its exact probability (each `below(n)` result has
 * probability 1/n). The exact allocation laws are made this way: the allocation functions run once per
 * possible sequence of rn2() results. `below(n)` with `n <= 1` returns 0
 * and is not a draw (the core's random-source contract).
 *
 * @example
 * ```ts
 * enumerateDraws((r) => mcalcmove('3.6.7', { base: 15, mspeed: 'normal' }, r)).length; // 12
 * ```
 */
export function enumerateDraws<T>(run: (random: RandomSource) => T): DrawOutcome<T>[] {
  const outcomes: DrawOutcome<T>[] = [];
  const path: number[] = [];
  for (;;) {
    const ns: number[] = [];
    const source: RandomSource = {
      below(n: number): number {
        checkBound(n);
        if (n <= 1) return 0;
        const k = ns.length;
        if (k === path.length) path.push(0);
        ns.push(n);
        return path[k] as number;
      },
    };
    const value = run(source);
    path.length = ns.length;
    const denominator = ns.reduce((a, n) => a * BigInt(n), 1n);
    outcomes.push({ value, probability: Fraction.of(1n, denominator), draws: ns });
    // Advance the draw results like an odometer, last draw fastest.
    let j = ns.length - 1;
    while (j >= 0 && (path[j] as number) === (ns[j] as number) - 1) j--;
    if (j < 0) return outcomes;
    path[j] = (path[j] as number) + 1;
    path.length = j + 1;
  }
}
