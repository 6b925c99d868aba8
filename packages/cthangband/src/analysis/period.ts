import type { ActorId } from '@turnkeeper/core';
import { WorkMeter } from '@turnkeeper/core/analysis';
import { runEngine, type Member } from './run-engine.js';

/**
 * The longest run (in ticks) an exact analysis follows before it leaves the question to Monte Carlo.
 *
 * @example
 * ```ts
 * MAX_TICKS; // 100000
 * ```
 */
export const MAX_TICKS = 100_000;

/**
 * Two periods of the engine's long-run cycle for actors that always take the same fixed-cost
 * action: the state repeats at the end of tick `from` (first seen `period` ticks earlier), so
 * the turns of ticks `from + 1 … from + period` repeat forever; `turns` holds those and the next
 * period's (so every gap that starts in the first period also ends in `turns`). `keys` are the
 * tick-end states the run went through, all of which lead into this cycle.
 *
 * @example
 * ```ts
 * import type { Member } from './run-engine.js';
 * declare const members: Member[];
 * const p = periodOf(members); // { from: 12, period: 10, turns: [{ tick: 13, id: 'A' }, …], keys: […] }
 * ```
 */
export interface Period {
  readonly from: number;
  readonly period: number;
  readonly turns: readonly { readonly tick: number; readonly id: ActorId }[];
  readonly keys: readonly string[];
}

/**
 * Runs the engine until the state at the end of a tick repeats, then two more periods, and
 * returns them; or, as soon as the run reaches a state `known` already (a state an earlier run
 * led into its cycle), that state's key; `undefined` when no repeat comes within
 * {@link MAX_TICKS} ticks or within what `work` allows.
 *
 * @example
 * ```ts
 * import { cthangband, type CthangbandPlayerSpec } from '@turnkeeper/cthangband';
 * const spec = cthangband.parseSpec({ kind: 'player' }) as CthangbandPlayerSpec;
 * const p = periodOf([{ kind: 'player', id: 'A', spec, action: { kind: 'walk' } }]);
 * if (p && 'period' in p) p.period; // 10 at normal speed
 * ```
 */
export function periodOf(
  members: readonly Member[],
  known: ReadonlyMap<string, unknown> = new Map(),
  work: WorkMeter = new WorkMeter(),
): Period | { readonly known: string } | undefined {
  const seen = new Map<string, number>();
  let from = -1;
  let period = 0;
  let hit: string | undefined;
  const turns: { tick: number; id: ActorId }[] = [];
  const done = runEngine(
    members,
    (tick, key) => {
      if (from >= 0) return tick < from + 2 * period;
      if (known.has(key)) {
        hit = key;
        return false;
      }
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, tick);
        return true;
      }
      from = tick;
      period = tick - first;
      return true;
    },
    (tick, id) => {
      if (from >= 0) turns.push({ tick, id });
    },
    MAX_TICKS,
    work,
  );
  if (hit !== undefined) return { known: hit };
  return done && from >= 0 ? { from, period, turns, keys: [...seen.keys()] } : undefined;
}
