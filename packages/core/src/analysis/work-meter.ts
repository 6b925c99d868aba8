import { InvalidArgumentError } from '../errors.js';

/**
 * How much work an exact analysis method may do for one question by default, in the
 * {@link WorkMeter}'s steps: about a second or two of computation. Past it the method leaves the
 * question to a Monte Carlo on the real loop (marked as an estimate) or refuses it.
 *
 * @example
 * ```ts
 * import { DEFAULT_WORK_LIMIT } from '@turnkeeper/core/analysis';
 * DEFAULT_WORK_LIMIT; // 50000000
 * ```
 */
export const DEFAULT_WORK_LIMIT = 50_000_000;

/**
 * Counts the work one analysis question does and bounds its exact part, so that every question
 * is answered or refused after a bounded amount of work whatever the actors asked about. A step
 * is one elementary operation of a method: a tick or a turn simulated, a state of a chain visited,
 * a transition followed, a cell of a linear system eliminated.
 *
 * Exact methods ask before each costly stage ({@link WorkMeter.spend}); when the limit would be
 * passed they give up, and the core answers with a Monte Carlo instead (or the method refuses
 * with a `NoAnswerError`). A Monte Carlo counts its loop steps here too (`simulated`), but is
 * bounded by its own sample budget, not by this limit: it is what answers when the exact methods
 * give up.
 *
 * Pass one as a question's `work` to read what the question cost, or to lower the limit.
 *
 * @example
 * ```ts
 * import { WorkMeter, genericAnalysis } from '@turnkeeper/core/analysis';
 * const work = new WorkMeter(1_000_000);
 * genericAnalysis.between({ a: { spec: { speed: 100 } }, b: { spec: { speed: 150 } }, work });
 * work.used; // the steps the exact method took (well under the limit here)
 * ```
 */
export class WorkMeter {
  /** The most steps the exact methods may take. */
  readonly limit: number;
  private exactSteps = 0;
  private simulatedSteps = 0;
  private refused = false;

  constructor(limit: number = DEFAULT_WORK_LIMIT) {
    if (!Number.isSafeInteger(limit) || limit < 0) throw new InvalidArgumentError('WorkMeter limit', limit, 'a non-negative safe integer (steps)');
    this.limit = limit;
  }

  /** Steps the exact methods took (at most {@link limit}). */
  get used(): number {
    return this.exactSteps;
  }

  /** True once a {@link spend} was refused: some exact method gave up for want of work. */
  get exhausted(): boolean {
    return this.refused;
  }

  /** Loop steps a Monte Carlo took. */
  get simulated(): number {
    return this.simulatedSteps;
  }

  /**
   * Takes `steps` more steps if they fit within the limit and returns true; otherwise takes
   * nothing and returns false (the method then gives up).
   *
   * @example
   * ```ts
   * import { WorkMeter } from '@turnkeeper/core/analysis';
   * const work = new WorkMeter();
   * const states = 5000;
   * const tooLarge = !work.spend(states * states); // true past the limit: Monte Carlo answers
   * ```
   */
  spend(steps: number): boolean {
    if (!(steps >= 0)) throw new InvalidArgumentError('WorkMeter.spend(steps)', steps, 'a number ≥ 0');
    if (steps > this.limit - this.exactSteps) {
      this.refused = true;
      return false;
    }
    this.exactSteps += steps;
    return true;
  }

  /**
   * Counts one Monte Carlo loop step.
   *
   * @example
   * ```ts
   * import { WorkMeter } from '@turnkeeper/core/analysis';
   * const work = new WorkMeter();
   * work.simulate();
   * ```
   */
  simulate(): void {
    this.simulatedSteps++;
  }
}
