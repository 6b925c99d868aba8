import type { RandomSource } from '../random/random-source.js';
import { recording, type RandomCall } from '../random/recording.js';

/**
 * The skeleton of a trace replay's random side: the source the loop draws from, and the draws it
 * made, to be cut into the file's sections (creation, each turn) with {@link TraceDraws.since}.
 *
 * @example
 * ```ts
 * import { generic, scripted } from '@turnkeeper/core';
 * import { traceDraws } from '@turnkeeper/core/golden';
 * declare const file: { readonly script: number[] }; // a recorded trace's random values
 * const draws = traceDraws(scripted(file.script, { then: 'zeros' }));
 * const loop = generic.create({ random: draws.random }).add('hero', { speed: 100 });
 * const start = draws.count;
 * loop.act(loop.next().actor, { kind: 'act' });
 * const turnCalls = draws.since(start); // this turn's draws
 * ```
 */
export interface TraceDraws {
  /** The source to hand the loop: each draw goes through to the wrapped source and is kept. */
  readonly random: RandomSource;
  /** Every draw so far, in order (`below(n)` calls with any `n`; filter `n > 1` for real draws). */
  readonly all: readonly RandomCall[];
  /** How many draws so far: a mark for {@link TraceDraws.since}. */
  readonly count: number;
  /** The draws made since `mark` (a past {@link TraceDraws.count}). */
  since(mark: number): RandomCall[];
}

/**
 * Wraps a trace's random source (a scripted one fed with the file's values, or the game's own
 * generator) and keeps every draw, so that a replay can attribute them to the sections of the
 * file it rebuilds. See {@link TraceDraws}.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { traceDraws } from '@turnkeeper/core/golden';
 * const draws = traceDraws(scripted([7, 9]));
 * draws.random.below(6);
 * draws.since(0); // [{ n: 6, result: 1 }]
 * ```
 */
export function traceDraws(source: RandomSource): TraceDraws {
  const all: RandomCall[] = [];
  return {
    random: recording(source, all),
    all,
    get count() {
      return all.length;
    },
    since: (mark) => all.slice(mark),
  };
}
