import type { JsonValue } from '../json.js';
import type { RandomState } from '../random/random-source.js';
import type { ActorId } from '../ruleset/actor-id.js';
import type { TraceEvent } from '../trace/trace.js';

/**
 * A time loop saved as plain JSON (`JSON.stringify` safe). Restore it with `ruleset.restore()`.
 *
 * @example
 * ```ts
 * const snap = loop.snapshot();
 * const again = generic.restore(JSON.parse(JSON.stringify(snap)));
 * ```
 */
export interface LoopSnapshot {
  readonly format: 'turnkeeper.snapshot/1';
  readonly ruleset: string;
  readonly version: string;
  readonly options: JsonValue;
  readonly random: RandomState;
  readonly engine: JsonValue;
  /** The actor whose turn was handed out but not yet acted on, or null. */
  readonly pending: ActorId | null;
  /** The trace so far when tracing was on, else null. */
  readonly trace: readonly TraceEvent[] | null;
  /** With a trace limit: the most events the trace keeps. */
  readonly traceLimit?: number;
  /** With a trace limit: how many of the oldest events were dropped. */
  readonly traceDropped?: number;
}
