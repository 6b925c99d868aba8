import type * as v from 'valibot';
import { SnapshotError, show } from '../errors.js';
import { readSnapshot, restoreRandom } from '../loop/snapshot.js';
import type { Loop } from '../loop/time-loop.js';
import { scriptedKind } from '../random/scripted.js';
import { seededKind } from '../random/xoshiro128.js';
import { check } from '../schema/parse.js';
import { TraceBuffer } from '../trace/trace-buffer.js';
import type { Ruleset, StateConfig } from './define-ruleset.js';
import { readRestoreOptions, type RestoreLoopOptions } from './loop-options.js';
import type { RulesetTypes } from './types.js';

/**
 * Restores a time loop of `ruleset` from `loop.snapshot()` output (typically `JSON.parse`d): every
 * part is checked first — the envelope, the ruleset and version, the options, the random state,
 * each trace event, and the engine's state against the ruleset's own schema and cross-check —
 * and a snapshot that fails is a `SnapshotError` naming the field. The restored loop continues
 * exactly as the saved one would have. Pass `options.random` only when the snapshot's generator
 * is one neither core nor the ruleset knows.
 *
 * A function rather than a method of the ruleset, so that a game that never restores does not
 * bundle the snapshot checks.
 *
 * @example
 * ```ts
 * import { generic, restore } from '@turnkeeper/core';
 * const loop = generic.create({ seed: 7 }).add('hero', { speed: 100 });
 * const saved = JSON.stringify(loop.snapshot());
 * const again = restore(generic, JSON.parse(saved));
 * again.next().actor; // 'hero', as loop.next() would say
 * ```
 */
export function restore<Id extends string, T extends RulesetTypes>(ruleset: Ruleset<Id, T>, snapshot: unknown, options?: RestoreLoopOptions): Loop<T> {
  const id = ruleset.id;
  const o = readRestoreOptions(id, options);
  const s = readSnapshot(snapshot);
  if (s.ruleset !== id) throw new SnapshotError(`restore(): snapshot is of ruleset "${s.ruleset}", not "${id}"`, { expected: id, got: s.ruleset });
  const versions = ruleset.meta.versions as readonly string[];
  if (!versions.includes(s.version))
    throw new SnapshotError(`restore(): snapshot version ${show(s.version)} is not one of ${id}'s (${versions.join(', ')})`, { field: 'version' });
  let parsed: ReturnType<typeof ruleset.parseOptions>;
  try {
    parsed = ruleset.parseOptions(s.version, s.options);
  } catch (e) {
    throw new SnapshotError(`restore(): snapshot.options: ${(e as Error).message}`, { field: 'options' });
  }
  const state = readState(ruleset.state, s.engine);
  const pending = ruleset.state.pending?.(state);
  if (pending !== undefined && pending !== s.pending) {
    throw new SnapshotError(`restore(): snapshot.pending is ${show(s.pending)} but the engine state is waiting on ${show(pending)}`, { field: 'pending' });
  }
  const source = o.random ?? restoreRandom(s.random, [seededKind, scriptedKind, ...ruleset.random.kinds]);
  const trace = s.trace ? new TraceBuffer(s.traceLimit ?? Infinity, s.trace, s.traceDropped ?? 0) : undefined;
  return ruleset.resume({ ...parsed, source, trusted: o.random === undefined, trace, saved: state, pending: s.pending });
}

/** The engine's saved state, checked by its schema (which copies it) and its cross-check. */
function readState<S extends v.GenericSchema>(config: StateConfig<S>, engine: unknown): v.InferOutput<S> {
  const r = check(config.schema, engine);
  const issue = r.ok ? config.check?.(r.value) : r.issues[0];
  if (issue !== undefined || !r.ok) {
    const field = issue?.field ? `engine.${issue.field}` : 'engine';
    throw new SnapshotError(`restore(): snapshot.${field}: got ${show(issue?.value)}; ${issue?.allowed ?? 'invalid'}`, { field });
  }
  return r.value;
}
