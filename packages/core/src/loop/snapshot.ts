import { SnapshotError, show } from '../errors.js';
import type { JsonValue } from '../json.js';
import type { RandomKind, RandomSource, RandomState } from '../random/random-source.js';
import type { ActorId } from '../ruleset/actor-id.js';
import type { TraceEvent } from '../trace/trace.js';

/**
 * A time loop's whole state as plain JSON, as `loop.snapshot()` returns it: the ruleset, version
 * and options, the random source's state, the engine's saved state, the pending turn and the trace.
 * `restore(ruleset, snapshot)` continues identically.
 *
 * @example
 * ```ts
 * import { generic, restore, type LoopSnapshot } from '@turnkeeper/core';
 * const loop = generic.create({ seed: 1 }).add('hero', { speed: 100 });
 * const saved = JSON.stringify(loop.snapshot());
 * const again = restore(generic, JSON.parse(saved) as LoopSnapshot);
 * ```
 */
export interface LoopSnapshot {
  readonly format: 'turnkeeper.snapshot/1';
  readonly ruleset: string;
  readonly version: string;
  readonly options: JsonValue;
  readonly random: RandomState;
  readonly engine: JsonValue;
  readonly pending: ActorId | null;
  readonly trace: readonly TraceEvent[] | null;
  readonly traceLimit?: number;
  readonly traceDropped?: number;
}

const isCount = (x: unknown): boolean => Number.isSafeInteger(x) && (x as number) >= 0;
const isId = (x: unknown): boolean => Number.isSafeInteger(x) || (typeof x === 'string' && x.length > 0);
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
/** A JSON value: what every spec, patch, action, view and payload in a trace is. */
const isJson = (x: unknown, depth = 0): boolean =>
  depth < 64 &&
  (x === null ||
    typeof x === 'string' ||
    typeof x === 'boolean' ||
    Number.isFinite(x) ||
    (Array.isArray(x) ? x.every((y) => isJson(y, depth + 1)) : isObject(x) && Object.values(x).every((y) => isJson(y, depth + 1))));

/** Per trace event type: each field and what it must be (the `TraceEvent` union, checked). */
const TRACE_FIELDS: Readonly<Record<string, Readonly<Record<string, (x: unknown) => boolean>>>> = {
  add: { time: isCount, actor: isId, spec: isJson },
  remove: { time: isCount, actor: isId },
  update: { time: isCount, actor: isId, patch: isJson },
  turn: {
    time: isCount,
    actor: isId,
    kind: (x) => typeof x === 'string',
    forced: (x) => x === undefined || x === true,
    state: (x) => isObject(x) && isJson(x),
  },
  act: { time: isCount, actor: isId, action: isJson },
  hook: { time: isCount, hook: (x) => typeof x === 'string', payload: isJson },
  random: { n: isCount, result: isCount, site: (x) => x === undefined || typeof x === 'string' },
};

/** The first thing wrong with a trace event (field and what is allowed), or undefined. */
function traceEventProblem(e: unknown): { field: string; allowed: string } | undefined {
  if (!isObject(e)) return { field: '', allowed: 'a trace event: an object with a type' };
  const fields = typeof e.type === 'string' ? TRACE_FIELDS[e.type] : undefined;
  if (!fields) return { field: 'type', allowed: `one of ${Object.keys(TRACE_FIELDS).join(', ')}` };
  for (const key of Object.keys(e)) if (key !== 'type' && !(key in fields)) return { field: key, allowed: 'not a field of this event (unknown key)' };
  for (const [key, ok] of Object.entries(fields)) if (!ok(e[key])) return { field: key, allowed: `a valid ${key} of a "${String(e.type)}" event` };
  return undefined;
}

const ENVELOPE_KEYS = ['format', 'ruleset', 'version', 'options', 'random', 'engine', 'pending', 'trace', 'traceLimit', 'traceDropped'];

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * Checks a snapshot's envelope (format, ruleset, version, random state, pending turn, every trace
 * event) and returns a fresh plain copy of it, so that a restored loop shares nothing with its
 * input or with another loop restored from the same object. The engine's state is checked by
 * the ruleset's own schema afterwards.
 *
 * @internal
 */
export function readSnapshot(input: unknown): LoopSnapshot {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new SnapshotError(`restore(): a snapshot is an object; got ${show(input)}`);
  }
  if ((input as { format?: unknown }).format !== 'turnkeeper.snapshot/1') {
    const format = (input as { format?: unknown }).format;
    throw new SnapshotError(`restore(): unknown snapshot format ${show(format)}; expected "turnkeeper.snapshot/1"`, { field: 'format' });
  }
  const s = input as Record<string, unknown>;
  const bad = (field: string, value: unknown, allowed: string): never => {
    throw new SnapshotError(`restore(): snapshot.${field}: got ${show(value)}; ${allowed}`, { field });
  };
  for (const key of Object.keys(s)) if (!ENVELOPE_KEYS.includes(key)) bad(key, s[key], 'not a field of a snapshot (unknown key)');
  if (typeof s.ruleset !== 'string') bad('ruleset', s.ruleset, 'a ruleset id');
  if (typeof s.version !== 'string') bad('version', s.version, 'a version string');
  if (!isObject(s.random) || typeof s.random.kind !== 'string' || !isJson(s.random)) bad('random', s.random, 'a saved random state with a kind');
  if (s.pending !== null && !isId(s.pending)) bad('pending', s.pending, 'an actor id or null');
  const limit = s.traceLimit;
  if (limit !== undefined && !(isCount(limit) && (limit as number) >= 1)) bad('traceLimit', limit, 'an integer ≥ 1, or absent');
  if (s.traceDropped !== undefined && (!isCount(s.traceDropped) || limit === undefined))
    bad('traceDropped', s.traceDropped, 'an integer ≥ 0 beside traceLimit, or absent');
  if (s.trace !== null && !Array.isArray(s.trace)) bad('trace', s.trace, 'an array of trace events, or null');
  const trace = s.trace as unknown[] | null;
  if (trace && typeof limit === 'number' && trace.length > limit) bad('trace', trace.length, `at most traceLimit (${String(limit)}) events`);
  trace?.forEach((e, i) => {
    const p = traceEventProblem(e);
    if (p) bad(`trace.${i}${p.field ? `.${p.field}` : ''}`, p.field && isObject(e) ? e[p.field] : e, p.allowed);
  });
  // A fresh copy: a restored loop shares nothing with its input (the engine state and options are
  // copied by the ruleset's own schemas).
  return { ...(s as unknown as LoopSnapshot), random: clone(s.random) as LoopSnapshot['random'], trace: trace ? (clone(trace) as TraceEvent[]) : null };
}

/** The random source a snapshot's saved state restores to, through the kinds the ruleset knows. */
export function restoreRandom(state: RandomState, kinds: readonly RandomKind[]): RandomSource {
  const kind = kinds.find((k) => k.kind === state.kind);
  if (!kind) {
    throw new SnapshotError(
      `restore(): unknown random source kind ${show(state.kind)}; known: ${kinds.map((k) => `"${k.kind}"`).join(', ')} (or pass options.random)`,
      { kind: state.kind },
    );
  }
  try {
    return kind.restore(state);
  } catch (e) {
    throw new SnapshotError(`restore(): snapshot.random: ${(e as Error).message}`, { field: 'random' });
  }
}
