import { Distribution } from '../analysis/distribution.js';
import { Fraction } from '../analysis/fraction.js';
import { defineAnalysis } from '../analysis/build-analysis.js';
import { Law } from '../analysis/law.js';
import { exactly } from '../analysis/quantity.js';
import type { WorkMeter } from '../analysis/work-meter.js';
import { NoAnswerError, TurnkeeperError } from '../errors.js';
import type { ActorId } from '../ruleset/actor-id.js';
import type { ActionOf, SpecOf } from '../ruleset/actor-kind.js';
import { GenericEngine } from './engine.js';
import { generic } from './ruleset.js';
import { STANDARD_COST, type GenericTypes } from './schema.js';

type Kinds = GenericTypes['kinds'];
type Spec = SpecOf<Kinds, 'actor'>;
type Action = ActionOf<Kinds, 'actor'>;

/** The longest cycle (in turns handed out) the exact analysis follows before it gives up to Monte Carlo. */
const MAX_CYCLE_EVENTS = 400_000;
/** Work-meter steps of a new tick in {@link cycleOf}: the engine's state saved and keyed (a turn is one step). */
const TICK_KEY_STEPS = 50;

/** One actor of an exact question: its id in the engine, spec and the action it always takes. */
interface Member {
  readonly id: ActorId;
  readonly spec: Spec;
  readonly action: Action;
}

/**
 * Runs the real engine until its whole state (banked energies, waits, the order ties fall in)
 * repeats at the start of a tick, and returns the turns of one period of that cycle. Everything
 * after is a repetition, so laws counted over one period are exact. `undefined` when the period is
 * longer than {@link MAX_CYCLE_EVENTS} turns, or the run would pass the question's work limit
 * (one step a turn, {@link TICK_KEY_STEPS} a tick).
 */
function cycleOf(
  members: readonly Member[],
  work: WorkMeter,
  question: string,
): { events: ActorId[]; times: number[]; start: number; end: number } | undefined {
  try {
    return runCycle(members, work);
  } catch (e) {
    // Waits so long that time would pass 2^53 − 1 ticks: the loop itself stops there too.
    if (e instanceof TurnkeeperError && e.code === 'TIME_OVERFLOW') throw new NoAnswerError(question, e.message);
    throw e;
  }
}

function runCycle(members: readonly Member[], work: WorkMeter): { events: ActorId[]; times: number[]; start: number; end: number } | undefined {
  const engine = new GenericEngine();
  for (const m of members) engine.add(m.id, m.spec);
  const seen = new Map<string, number>();
  const events: ActorId[] = [];
  const times: number[] = [];
  let lastTime = -1;
  for (let i = 0; i < 2 * MAX_CYCLE_EVENTS; i++) {
    if (!work.spend(1)) return undefined;
    const id = engine.next();
    if (id === undefined) return undefined;
    if (engine.time !== lastTime) {
      if (!work.spend(TICK_KEY_STEPS)) return undefined;
      lastTime = engine.time;
      const key = stateKey(engine);
      const first = seen.get(key);
      if (first !== undefined) {
        return { events: events.slice(first), times: times.slice(first), start: times[first] as number, end: engine.time };
      }
      if (seen.size > MAX_CYCLE_EVENTS) return undefined;
      seen.set(key, events.length);
    }
    events.push(id);
    times.push(engine.time);
    const m = members.find((x) => x.id === id) as Member;
    engine.charge.actor(id, m.action);
  }
  return undefined;
}

/** The engine's state at the start of a tick, relative to that tick (so equal states repeat exactly). */
function stateKey(engine: GenericEngine): string {
  const s = engine.save();
  const order = [...s.actors].sort((a, b) => a.seq - b.seq).map((a) => String(a.id));
  const parts = s.actors.map((a) => {
    const banked = a.paused || a.t0 > s.time ? a.energy : a.energy + a.speed * (s.time - a.t0);
    return `${String(a.id)}:${banked}:${Math.max(0, a.t0 - s.time)}`;
  });
  return `${order.join(',')}|${parts.join('|')}`;
}

function costOf(action: Action): number {
  return action.kind === 'act' ? (action.cost ?? STANDARD_COST) : action.ticks;
}

/** A paused actor is never due: it acts 0 times, whatever its speed and action. */
const NEVER = 'exact: a paused actor is never scheduled, so it never acts';

/**
 * The generic ruleset's analysis: exact rates (`speed / cost`; 0 for a paused actor, which never
 * acts), and exact laws of actions per tick and of actions between two actions of another actor,
 * counted over one period of the real engine's cycle (the generic scheduler has no randomness, so
 * its long-run behaviour is periodic); a Monte Carlo estimate only when that period is very long.
 *
 * @example
 * ```ts
 * import { genericAnalysis } from '@turnkeeper/core/analysis';
 * genericAnalysis.between({ a: { spec: { speed: 100 } }, b: { spec: { speed: 250 } } }).p(2).value; // 0.5
 * ```
 */
export const genericAnalysis = /* @__PURE__ */ defineAnalysis(generic, {
  rate(actor) {
    // rate, actionsPerTurn and between agree: a paused actor acts 0 times per tick.
    if (actor.spec.paused) return Fraction.ZERO;
    const cost = costOf(actor.action);
    if (cost === 0) return Infinity;
    return actor.action.kind === 'act' ? Fraction.of(actor.spec.speed, cost) : Fraction.of(1, cost);
  },

  actionsPerTurn(actor, ctx) {
    if (actor.spec.paused) return Law.ofDistribution(Distribution.point(0), NEVER);
    if (costOf(actor.action) === 0) throw new NoAnswerError('actionsPerTurn', 'a free action (cost 0 or 0 ticks) repeats forever within one tick');
    const cycle = cycleOf([{ id: 'A', spec: actor.spec, action: actor.action }], ctx.work, 'actionsPerTurn');
    if (!cycle) return undefined;
    const perTick = new Map<number, number>();
    for (const t of cycle.times) perTick.set(t, (perTick.get(t) ?? 0) + 1);
    const ticks = cycle.end - cycle.start;
    const counts = new Map<number, number>([[0, ticks - perTick.size]]);
    for (const n of perTick.values()) counts.set(n, (counts.get(n) ?? 0) + 1);
    const law = Distribution.from([...counts].filter(([, c]) => c > 0).map(([n, c]) => [n, Fraction.of(c, ticks)] as const));
    return Law.ofDistribution(law, `exact: one ${ticks}-tick period of the engine's cycle`);
  },

  between(a, b, ctx) {
    if (a.spec.paused) throw new NoAnswerError('between', 'A is paused and never acts');
    if (costOf(a.action) === 0) throw new NoAnswerError('between', "A's free action (cost 0 or 0 ticks) repeats forever within one tick");
    if (b.spec.paused) return Law.ofDistribution(Distribution.point(0), NEVER);
    if (costOf(b.action) === 0) throw new NoAnswerError('between', "B's free action (cost 0 or 0 ticks) repeats forever within one tick");
    const cycle = cycleOf(
      [
        { id: 'A', spec: a.spec, action: a.action },
        { id: 'B', spec: b.spec, action: b.action },
      ],
      ctx.work,
      'between',
    );
    if (!cycle) return undefined;
    const n = cycle.events.length;
    const gaps = new Map<number, number>();
    let total = 0;
    for (let i = 0; i < n; i++) {
      if (cycle.events[i] !== 'A') continue;
      let k = 0;
      // The cycle repeats, so the gap after its last A runs on into the next period.
      for (let j = 1; j <= n && cycle.events[(i + j) % n] !== 'A'; j++) k++;
      gaps.set(k, (gaps.get(k) ?? 0) + 1);
      total++;
    }
    if (total === 0) throw new NoAnswerError('between', 'A never acts');
    const law = Distribution.from([...gaps].map(([k, c]) => [k, Fraction.of(c, total)] as const));
    return Law.ofDistribution(law, `exact: one ${cycle.end - cycle.start}-tick period of the engine's cycle`);
  },

  speedTable(kind, ctx) {
    const speeds = [25, 50, 75, 100, 125, 150, 200, 250, 300, 400, 500];
    return {
      kind,
      version: ctx.version,
      field: 'speed',
      gainUnit: 'energy per tick',
      displayName: 'speed relative to 100 (one standard action per tick)',
      normal: 100,
      rows: speeds.map((speed) => ({
        speed,
        spec: { speed },
        gain: exactly(Fraction.of(speed)),
        actionsPerTurn: exactly(Fraction.of(speed, STANDARD_COST)),
        display: `${(speed / STANDARD_COST).toFixed(2)}×`,
      })),
    };
  },

  versions: [
    {
      id: '1',
      rules: { standardCost: STANDARD_COST, ties: 'first scheduled first', gainsPerTick: 'speed', actsWhileEnergyAtLeast: 0 },
      changes: ['The first version of the generic scheduler.'],
    },
  ],
});
