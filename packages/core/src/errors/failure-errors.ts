import { show } from './show.js';
import { TurnkeeperError } from './turnkeeper-error.js';

/**
 * A snapshot could not be taken or restored (wrong ruleset, unknown format, unsavable random source).
 *
 * @example
 * ```ts
 * import { generic, restore } from '@turnkeeper/core';
 * restore(generic, { format: 'nope' }); // throws SnapshotError
 * ```
 */
export class SnapshotError extends TurnkeeperError {
  declare readonly code: 'SNAPSHOT';
  constructor(message: string, details?: Record<string, unknown>) {
    super('SNAPSHOT', message, details);
  }
}

/**
 * A loop whose hook handler threw is failed: its state may be half-way through a turn, so every
 * later call refuses with this error, which names the original one (also its `cause`).
 *
 * @example
 * ```ts
 * import { LoopFailedError } from '@turnkeeper/core';
 * // What every call on a loop whose hook handler threw 'boom' refuses with:
 * const error = new LoopFailedError('nethack', new Error('boom'));
 * console.log(error.message); // This nethack loop failed: … (boom); restore a snapshot or create a new loop
 * ```
 */
export class LoopFailedError extends TurnkeeperError {
  declare readonly code: 'LOOP_FAILED';
  constructor(ruleset: string, cause: unknown) {
    const why = cause instanceof Error ? cause.message : show(cause);
    super('LOOP_FAILED', `This ${ruleset} loop failed: an error during a turn or change left it half done (${why}); restore a snapshot or create a new loop`, {
      ruleset,
    });
    this.cause = cause;
  }
}

/**
 * An analysis question the ruleset cannot answer (no exact method, and no Monte Carlo either,
 * e.g. because time does not pass for the actors asked about).
 *
 * @example
 * ```ts
 * import { NoAnswerError } from '@turnkeeper/core';
 * throw new NoAnswerError('between', 'time only passes when the player acts; include a player');
 * ```
 */
export class NoAnswerError extends TurnkeeperError {
  declare readonly code: 'NO_ANSWER';
  constructor(question: string, why: string) {
    super('NO_ANSWER', `No answer to ${question}: ${why}`, { question, why });
  }
}

/**
 * An invariant of an engine or analysis broke: a state the code proves unreachable was reached.
 * Always a bug in Turnkeeper or the ruleset, never bad input; the message says which invariant.
 *
 * @example
 * ```ts
 * import { InternalError } from '@turnkeeper/core';
 * throw new InternalError('turn cost: expected costs are computed without drawing');
 * ```
 */
export class InternalError extends TurnkeeperError {
  declare readonly code: 'INTERNAL';
  constructor(invariant: string, details: Record<string, unknown> = {}) {
    super('INTERNAL', `Internal error (a bug, please report it): ${invariant}`, details);
  }
}
