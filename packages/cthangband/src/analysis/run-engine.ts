import type { ActorId, EngineContext, RandomSource, SpecOf } from '@turnkeeper/core';
import { WorkMeter } from '@turnkeeper/core/analysis';
import { CthangbandEngine } from '../engine/engine.js';
import type { CthangbandMonsterAction, CthangbandPlayerAction, CthangbandTypes } from '../schema/types.js';
import { CTHANGBAND_DEFAULT_VERSION } from '../versions.js';
import { ENGINE_TICK } from './work.js';

type Kinds = CthangbandTypes['kinds'];

/**
 * One actor of an exact analysis run: its id, its spec (a monster already placed: energy given)
 * and the action it always takes.
 *
 * @example
 * ```ts
 * import { cthangband, type CthangbandMonsterSpec } from '@turnkeeper/cthangband';
 * const placed = { ...(cthangband.parseSpec({ kind: 'monster', speed: 0 }) as CthangbandMonsterSpec), energy: 950 };
 * const m: Member = { kind: 'monster', id: 'B', spec: placed, action: { kind: 'move' } };
 * ```
 */
export type Member =
  | { readonly kind: 'player'; readonly id: ActorId; readonly spec: SpecOf<Kinds, 'player'>; readonly action: CthangbandPlayerAction }
  | { readonly kind: 'monster'; readonly id: ActorId; readonly spec: SpecOf<Kinds, 'monster'>; readonly action: CthangbandMonsterAction };

/** Analysis runs only members whose costs are fixed, so a draw, if any, changes nothing. */
const zeros: RandomSource = { below: () => 0 };

/**
 * Runs the ruleset's own engine (without the loop's checks: the members are validated already)
 * for an exact analysis: every turn is charged with its member's action; `onTurn` sees each turn
 * in order, and `atTickEnd` is called at each `turnEnd` with the tick and a key of the whole state
 * that matters once every actor is placed (each member's energy and speed, the player's timed
 * effects, and while one runs the turn within the round). The run stops when
 * `atTickEnd` returns `false`; it gives up (returns `false`) after `maxTicks` ticks, or when `work`
 * refuses a tick's steps ({@link ENGINE_TICK}).
 *
 * @example
 * ```ts
 * import type { ActorId } from '@turnkeeper/core';
 * declare const members: Member[];
 * const log: ActorId[] = [];
 * const done = runEngine(members, (tick) => tick < 100, (_tick, id) => log.push(id), 1000); // true
 * ```
 */
export function runEngine(
  members: readonly Member[],
  atTickEnd: (tick: number, key: string) => boolean,
  onTurn: (tick: number, id: ActorId) => void,
  maxTicks: number,
  work: WorkMeter = new WorkMeter(),
): boolean {
  const run = { stop: false, exhausted: false };
  const holder: { engine?: CthangbandEngine } = {};
  const ctx: EngineContext<CthangbandTypes> = {
    version: CTHANGBAND_DEFAULT_VERSION,
    options: { startTurn: 1 },
    random: zeros,
    // Only the end of each game turn matters to this search; no other payload need be built.
    heard: { turnEnd: true },
    emit(hook, payload) {
      const engine = holder.engine;
      if (hook !== 'turnEnd' || !engine || run.stop) return;
      const tick = (payload as { readonly tick: number }).tick;
      const views = members.map((m) => engine.inspect(m.id));
      const key = views
        .map((v) => (v.kind === 'player' ? `${v.energy}/${v.speed}/${v.fast}/${v.slow}/${v.paralyzed}/${v.stun}` : `${v.energy}/${v.speed}`))
        .join('|');
      // While a timed effect runs, where the tick falls in its round matters too (process_world()).
      const timed = views.some((v) => v.kind === 'player' && (v.fast > 0 || v.slow > 0 || v.paralyzed > 0 || v.stun > 0));
      if (!atTickEnd(tick, timed ? `${key}@${engine.time % 10}` : key)) run.stop = true;
      else if (tick >= maxTicks || !work.spend(ENGINE_TICK)) run.stop = run.exhausted = true;
    },
  };
  const engine = new CthangbandEngine(ctx);
  holder.engine = engine;
  for (const m of members) engine.add(m.id, m.spec);
  for (;;) {
    const id = engine.next();
    if (run.stop || id === undefined) break;
    const m = members.find((x) => x.id === id) as Member;
    onTurn(engine.time, id);
    if (m.kind === 'player') engine.charge.player(id, m.action);
    else engine.charge.monster(id, m.action);
  }
  return !run.exhausted;
}
