import type { JsonObject, JsonValue } from '../json.js';
import type { ActorId } from '../ruleset/actor-id.js';

/**
 * One recorded event of a time loop, in the order it happened: every value is a copy, never live
 * state. Random draws appear between the events that caused them, with the game site that drew
 * them when the ruleset labels it, so a trace shows exactly where every number was drawn.
 *
 * @example
 * ```ts
 * const e: TraceEvent = { type: 'random', n: 12, result: 7, site: 'mcalcmove:rn2(12)' };
 * ```
 */
export type TraceEvent =
  | { readonly type: 'add'; readonly time: number; readonly actor: ActorId; readonly spec: JsonValue }
  | { readonly type: 'remove'; readonly time: number; readonly actor: ActorId }
  | { readonly type: 'update'; readonly time: number; readonly actor: ActorId; readonly patch: JsonValue }
  | { readonly type: 'turn'; readonly time: number; readonly actor: ActorId; readonly kind: string; readonly forced?: true; readonly state: JsonObject }
  | { readonly type: 'act'; readonly time: number; readonly actor: ActorId; readonly action: JsonValue }
  | { readonly type: 'hook'; readonly time: number; readonly hook: string; readonly payload: JsonValue }
  | { readonly type: 'random'; readonly n: number; readonly result: number; readonly site?: string };

/**
 * A recorded trace: the ruleset, version and options it ran with, and its events.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create({ trace: true });
 * loop.add('a', { kind: 'actor', speed: 100 }).step(() => ({ kind: 'act' }));
 * console.log(loop.trace?.events.length);
 * ```
 */
export interface Trace {
  readonly ruleset: string;
  readonly version: string;
  readonly options: JsonValue;
  readonly events: readonly TraceEvent[];
  /** How many of the oldest events a trace limit dropped (0 without a limit). */
  readonly dropped: number;
}
