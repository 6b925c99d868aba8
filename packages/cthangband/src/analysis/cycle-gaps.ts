import { gcd } from '@turnkeeper/core/cint';

/**
 * One actor's course on its own, once it cycles: it acts `acts[k]` times in tick `start + k`
 * (k < `lambda`), and the same again every `lambda` ticks; its state at the end of tick
 * `start − 1` is the first that recurs. Built by {@link courseOf}, with what the gap count reads.
 *
 * @example
 * ```ts
 * const walker = courseOf(2, new Int32Array([0, 0, 0, 0, 0, 0, 0, 0, 0, 1])); // a turn every 10 ticks
 * ```
 */
export interface Course {
  readonly start: number;
  readonly lambda: number;
  readonly acts: Int32Array;
  /** Turns per cycle. */
  readonly turns: number;
  /** The cycle's act ticks (indices into `acts`), and from each the ticks to the next one. */
  readonly positions: Int32Array;
  readonly gaps: Int32Array;
  /** prefix[k]: turns in the cycle's first k ticks, over two cycles. */
  readonly prefix: Float64Array;
}

/**
 * The {@link Course} that acts `acts[k]` times in tick `start + k`, every `acts.length` ticks.
 *
 * @example
 * ```ts
 * courseOf(1, new Int32Array([1, 0, 0, 0, 0])).positions; // Int32Array [0]
 * ```
 */
export function courseOf(start: number, acts: Int32Array): Course {
  const lambda = acts.length;
  const prefix = new Float64Array(2 * lambda + 1);
  const at: number[] = [];
  let turns = 0;
  for (let k = 0; k < 2 * lambda; k++) {
    const n = acts[k % lambda] as number;
    prefix[k + 1] = (prefix[k] as number) + n;
    if (k < lambda && n > 0) {
      at.push(k);
      turns += n;
    }
  }
  const positions = Int32Array.from(at);
  const gaps = new Int32Array(at.length);
  at.forEach((x, i) => {
    gaps[i] = (i + 1 < at.length ? (at[i + 1] as number) : (at[0] as number) + lambda) - x;
  });
  return { start, lambda, acts, turns, positions, gaps, prefix };
}

/**
 * A placement's course: a cycle (possibly shared by several placements of one actor, which
 * enter it at different ticks) with the tick its `acts[0]` falls on (`phase`, meaningful modulo
 * `course.lambda`) and the tick whose state is the first to recur on this placement's own run
 * (`start`: the end of tick `start − 1`), which the exact analysis's bound reads. `id` numbers the
 * actor's distinct cycles from 0.
 *
 * @example
 * ```ts
 * const walker: Placed = { course: courseOf(2, new Int32Array([0, 0, 0, 0, 0, 0, 0, 0, 0, 1])), id: 0, start: 2, phase: 2 };
 * ```
 */
export interface Placed {
  readonly course: Course;
  readonly id: number;
  readonly start: number;
  readonly phase: number;
}

/**
 * How many times B acts between consecutive turns of A over one period of the pair, from each
 * actor's own course (the two run side by side, each on its own energy, as the game's do): in a
 * tick A's turns come all together, before B's (`bFirst` false: the player before a monster) or
 * after (`bFirst` true: a monster before the player, or the monster in the higher list slot
 * first). Adds `weight` times to `tally[k]` how many of A's turns B follows with k turns before
 * A's next, and returns how many turns A takes in the period.
 *
 * The pair's period is lcm(λA, λB) ticks; over it each tick where A acts in A's cycle meets every
 * phase of B's cycle that agrees with it modulo gcd(λA, λB), once, so a position of A costs one
 * window sum of B's turns per such phase, not a pass over the whole period. The answer depends
 * on the phases only through `(phaseA + bFirst − phaseB) mod gcd(λA, λB)`.
 *
 * @example
 * ```ts
 * // A walks at normal speed (a turn every 10 ticks); B acts every 5 ticks: two steps between.
 * const tally: number[] = [];
 * pairGaps(courseOf(1, new Int32Array([1, 0, 0, 0, 0, 0, 0, 0, 0, 0])), 1, courseOf(1, new Int32Array([1, 0, 0, 0, 0])), 1, false, tally); // 1
 * tally; // [ <2 empty items>, 1 ]
 * ```
 */
export function pairGaps(a: Course, phaseA: number, b: Course, phaseB: number, bFirst: boolean, tally: number[], weight = 1): number {
  const lb = b.lambda;
  const g = gcd(a.lambda, lb);
  const phases = lb / g;
  const prefix = b.prefix;
  const perCycle = prefix[lb] as number;
  // A's act tick phaseA + x lines up with B's cycle index (phaseA + x + offset − phaseB) mod lb:
  // after A's last turn in tick t, B's turns in [t, t + d) when A acts first, (t, t + d] when B does.
  const shift = phaseA + (bFirst ? 1 : 0) - phaseB;
  // Turns of A in one tick follow each other with no B between them.
  const together = (a.turns - a.positions.length) * phases;
  if (together > 0) tally[0] = (tally[0] ?? 0) + together * weight;
  const positions = a.positions;
  const gaps = a.gaps;
  for (let i = 0; i < positions.length; i++) {
    const d = gaps[i] as number;
    const whole = Math.floor(d / lb) * perCycle;
    const rest = d % lb;
    for (let r = ((((positions[i] as number) + shift) % g) + g) % g; r < lb; r += g) {
      const k = whole + (prefix[r + rest] as number) - (prefix[r] as number);
      tally[k] = (tally[k] ?? 0) + weight;
    }
  }
  return a.turns * phases;
}
