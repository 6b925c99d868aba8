import { SnapshotError } from '../errors.js';
import type { KindTable } from '../internal/kind-table.js';
import { TimeLoop, type LoopBinding } from '../loop/time-loop.js';
import { recording } from '../random/recording.js';
import type { RandomSource } from '../random/random-source.js';
import type { TraceBuffer } from '../trace/trace-buffer.js';
import type { ActorId } from './actor-id.js';
import { checkedRandom } from './loop-options.js';
import type { Engine, EngineContext, RulesetTypes } from './types.js';

/**
 * Where a new loop starts: checked options, its random source, its trace, and — when it is
 * restored — the engine's saved state and the pending turn. `create` builds one from its
 * options; `restore(ruleset, snapshot)` from a snapshot it has checked whole.
 *
 * @internal
 */
export interface LoopStart<T extends RulesetTypes> {
  readonly version: T['version'];
  readonly options: unknown;
  readonly source: RandomSource;
  /** False for a caller's own source, whose every draw is then checked; core's and the game's generators are trusted. */
  readonly trusted: boolean;
  readonly trace: TraceBuffer | undefined;
  /** The engine's saved state (it has passed the ruleset's state checks), or undefined for a new loop. */
  readonly saved: unknown;
  readonly pending: ActorId | null;
}

/** What of a ruleset a loop is built from. */
interface LoopMaker<T extends RulesetTypes> {
  readonly id: string;
  readonly kinds: KindTable;
  readonly hookNames: readonly string[];
  engine(ctx: EngineContext<T>, saved: unknown): Engine<T>;
}

/**
 * Binds the ruleset's engine, new or rebuilt from a saved state, to a new time loop.
 *
 * @internal
 */
export function openLoop<T extends RulesetTypes>(maker: LoopMaker<T>, start: LoopStart<T>): TimeLoop<T> {
  const { version, options, source, trace, saved } = start;
  // A caller's own source is checked on every draw; core's and the game's generators are trusted.
  const drawn = start.trusted ? source : checkedRandom(source);
  const engineRandom = trace
    ? recording(drawn, {
        push: (c) => {
          trace.push({ type: 'random', ...c });
        },
      })
    : drawn;
  const binding: LoopBinding = {
    rulesetId: maker.id,
    version,
    options: options as LoopBinding['options'],
    kinds: maker.kinds,
    hookNames: maker.hookNames,
    baseRandom: source,
    engineRandom,
  };
  return new TimeLoop<T>(binding, trace, start.pending, (ctx) => {
    try {
      return maker.engine({ ...ctx, version, options } as EngineContext<T>, saved) as unknown as Engine<RulesetTypes>;
    } catch (e) {
      // An engine that finds its saved state inconsistent refuses the restore, as a SnapshotError.
      if (saved !== undefined && !(e instanceof SnapshotError))
        throw new SnapshotError(`restore(): snapshot.engine: ${(e as Error).message}`, { field: 'engine' });
      throw e;
    }
  });
}
