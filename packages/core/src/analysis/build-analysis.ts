import type { z } from 'zod';
import { InvalidArgumentError, NoAnswerError, TurnkeeperError } from '../errors.js';
import type { TimeLoop } from '../loop/time-loop.js';
import type { ActionInput } from '../ruleset/actor-kind.js';
import type { ActorId } from '../ruleset/actor-id.js';
import type { KindTable } from '../ruleset/kind-table.js';
import type { GameTurnUnit, KindName, RulesetTypes, TimeUnit } from '../ruleset/types.js';
import { Fraction } from './fraction.js';
import type {
  ActorQuery,
  AnalysedActor,
  AnalysisConfig,
  AnalysisContext,
  MonteCarloOptions,
  QueryBase,
  RulesetAnalysis,
  SpeedTable,
  VersionInfo,
} from './interface.js';
import { Law } from './law.js';
import { exactly } from './quantity.js';

/**
 * What {@link buildAnalysis} needs from `defineRuleset`.
 *
 * @internal
 */
export interface AnalysisBinding<T extends RulesetTypes> {
  readonly id: string;
  readonly kinds: KindTable;
  readonly units: { readonly time: TimeUnit; readonly turn: GameTurnUnit };
  readonly versions: readonly T['version'][];
  readonly defaultVersion: T['version'];
  parseOptions(version: unknown, options: unknown): { version: T['version']; options: z.output<T['options']> };
  create(version: T['version'], options: z.input<T['options']> | undefined, seed: number): TimeLoop<T>;
  readonly config: AnalysisConfig<T>;
}

const DEFAULT_SAMPLES = 20_000;
/** Gaps (or turns) discarded before counting, so the start-up transient does not bias estimates. */
const WARMUP = 200;

/**
 * Builds a ruleset's public {@link RulesetAnalysis} from its {@link AnalysisConfig}: questions are
 * validated against the actor kinds' schemas, default actions filled in, and where the ruleset has
 * no exact law a Monte Carlo on the real loop answers instead, marked as an estimate.
 *
 * @internal
 */
export function buildAnalysis<T extends RulesetTypes>(b: AnalysisBinding<T>): RulesetAnalysis<T> {
  const listed = b.config.versions.map((v) => v.id);
  const missing = b.versions.filter((v) => !listed.includes(v));
  if (missing.length > 0 || listed.length !== b.versions.length) {
    throw new InvalidArgumentError(`${b.id} analysis.versions`, listed, `each of the ruleset's versions once (${b.versions.join(', ')})`);
  }
  const versionInfos: VersionInfo<T['version']>[] = b.config.versions.map((v) => ({ ...v, isDefault: v.id === b.defaultVersion }));

  const context = (q: QueryBase<T>): AnalysisContext<T> => b.parseOptions(q.version, q.options);

  const analysed = (q: ActorQuery<T>, field: string): AnalysedActor<T> => {
    if (typeof q !== 'object' || (q as unknown) === null) throw new InvalidArgumentError(field, q, 'an actor: { spec, action? }');
    const spec = b.kinds.spec(q.spec);
    const compiled = b.kinds.get(spec.kind);
    const action = b.kinds.action(spec.kind, q.action ?? { kind: compiled?.config.defaultAction });
    return { kind: spec.kind, spec, action } as unknown as AnalysedActor<T>;
  };

  const actionOf = (q: ActorQuery<T>): ActionInput<T['kinds']> => {
    const kind = (q.spec as { kind: string }).kind;
    return (q.action ?? { kind: b.kinds.get(kind)?.config.defaultAction }) as ActionInput<T['kinds']>;
  };

  /** Adds the ruleset's context actors (if any) and returns a function acting for them. */
  const addExtras = (loop: TimeLoop<T>, actors: readonly AnalysedActor<T>[], ctx: AnalysisContext<T>): ((turn: { actor: ActorId; kind: string }) => boolean) => {
    const extras = b.config.monteCarloExtras?.(actors, ctx) ?? [];
    const ids = new Set<ActorId>();
    for (const e of extras) {
      loop.add(e.id, e.spec);
      ids.add(e.id);
    }
    return (turn) => {
      if (!ids.has(turn.actor)) return false;
      loop.act(turn.actor, { kind: b.kinds.get(turn.kind)?.config.defaultAction } as ActionInput<T['kinds']>);
      return true;
    };
  };

  const monteCarlo = (question: string, ctx: AnalysisContext<T>, q: QueryBase<T> & MonteCarloOptions, run: (loop: TimeLoop<T>, samples: number) => Map<number, number>): Law => {
    const method: unknown = q.method; // checked at run time: JavaScript callers pass anything
    if (method !== undefined && method !== 'auto' && method !== 'monte-carlo') {
      throw new InvalidArgumentError(`${question}: method`, method, '"auto" or "monte-carlo"');
    }
    const samples = q.samples ?? DEFAULT_SAMPLES;
    const seed = q.seed ?? 1;
    if (!Number.isSafeInteger(samples) || samples < 100) throw new InvalidArgumentError(`${question}: samples`, samples, 'an integer ≥ 100');
    if (!Number.isSafeInteger(seed) || seed < 0) throw new InvalidArgumentError(`${question}: seed`, seed, 'a non-negative safe integer');
    const loop = b.create(ctx.version, q.options, seed);
    try {
      return Law.ofCounts(run(loop, samples), `Monte Carlo on the ${b.id} loop: ${samples} samples, seed ${seed}, 95% intervals`);
    } catch (e) {
      if (e instanceof TurnkeeperError && (e.code === 'NO_ACTORS' || e.code === 'ACTOR_LIMIT')) throw new NoAnswerError(question, e.message);
      throw e;
    }
  };

  return {
    rate(q) {
      const ctx = context(q);
      const actor = analysed(q.actor, 'rate: actor');
      const value = b.config.rate(actor, ctx);
      const perTime = typeof value === 'number' ? exactly(value) : exactly(value);
      const length = b.units.turn.length;
      const perTurn = typeof value === 'number' ? exactly(value * length) : exactly(value.mul(Fraction.of(length)));
      return { perTime, perTurn, timeUnit: b.units.time.name, turnUnit: b.units.turn.name };
    },

    actionsPerTurn(q) {
      const ctx = context(q);
      const actor = analysed(q.actor, 'actionsPerTurn: actor');
      const exact = q.method === 'monte-carlo' ? undefined : b.config.actionsPerTurn?.(actor, ctx);
      if (exact) return exact;
      const action = actionOf(q.actor);
      return monteCarlo(`actionsPerTurn for ${b.id}`, ctx, q, (loop, samples) => {
        loop.add('A', q.actor.spec);
        const extra = addExtras(loop, [actor], ctx);
        const counts = new Map<number, number>();
        const length = b.units.turn.length;
        let windows = 0;
        const record = (n: number): void => {
          if (windows++ >= WARMUP) counts.set(n, (counts.get(n) ?? 0) + 1);
        };
        // Game turn `window` (counted from the first action) has had `inWindow` actions so far.
        let window = 0;
        let inWindow = 0;
        let t0 = NaN;
        const budget = samples * 1000 + 100_000;
        for (let step = 0; windows < samples + WARMUP; step++) {
          if (step > budget) throw new NoAnswerError(`actionsPerTurn for ${b.id}`, 'the actor acts too rarely to sample');
          const turn = loop.next();
          if (extra(turn)) continue;
          // A forced slot (helpless, paralysed) passes time but is not an action.
          if (turn.forced) {
            loop.act(turn.actor, action);
            continue;
          }
          if (Number.isNaN(t0)) t0 = turn.time;
          const w = Math.floor((turn.time - t0) / length);
          if (w > window) {
            record(inWindow);
            for (let empty = window + 1; empty < w; empty++) record(0);
            window = w;
            inWindow = 0;
          }
          inWindow++;
          loop.act(turn.actor, action);
        }
        return counts;
      });
    },

    between(q) {
      const ctx = context(q);
      const a = analysed(q.a, 'between: a');
      const bActor = analysed(q.b, 'between: b');
      const exact = q.method === 'monte-carlo' ? undefined : b.config.between?.(a, bActor, ctx);
      if (exact) return exact;
      const actionA = actionOf(q.a);
      const actionB = actionOf(q.b);
      return monteCarlo(`between for ${b.id}`, ctx, q, (loop, samples) => {
        loop.add('A', q.a.spec);
        loop.add('B', q.b.spec);
        const extra = addExtras(loop, [a, bActor], ctx);
        const counts = new Map<number, number>();
        let between = -1;
        let gaps = 0;
        const budget = samples * 1000 + 100_000;
        for (let step = 0; gaps < samples + WARMUP; step++) {
          if (step > budget) throw new NoAnswerError(`between for ${b.id}`, 'A acts too rarely to sample');
          const turn = loop.next();
          if (extra(turn)) continue;
          if (turn.forced) {
            loop.act(turn.actor, turn.actor === 'A' ? actionA : actionB);
            continue;
          }
          if (turn.actor === 'A') {
            if (between >= 0 && gaps++ >= WARMUP) counts.set(between, (counts.get(between) ?? 0) + 1);
            between = 0;
            loop.act('A', actionA);
          } else {
            if (between >= 0) between++;
            loop.act('B', actionB);
          }
        }
        return counts;
      });
    },

    speedTable(q = {}) {
      const ctx = context(q);
      const kinds = q.kind !== undefined ? [q.kind] : (b.kinds.names as KindName<T>[]);
      for (const kind of kinds) {
        if (!b.kinds.get(kind)) throw new InvalidArgumentError('speedTable: kind', kind, `one of ${b.kinds.names.join(', ')}`);
        const table: SpeedTable | undefined = b.config.speedTable(kind, ctx);
        if (table) return table;
      }
      throw new NoAnswerError(`speedTable for ${b.id}`, `no speed table for ${q.kind === undefined ? 'any actor kind' : `kind "${q.kind}"`}`);
    },

    versions: () => versionInfos,

    catalog(version) {
      const ctx = context({ version });
      return b.config.catalog?.(ctx) ?? [];
    },
  };
}
