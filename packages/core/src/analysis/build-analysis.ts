import { InvalidArgumentError, InvalidSpecError, NoAnswerError, TurnkeeperError } from '../errors.js';
import { objectOf } from '../internal/kind-table.js';
import { closestNames } from './closest-names.js';
import type { Loop } from '../loop/time-loop.js';
import type { ActionInput } from '../ruleset/actor-kind.js';
import type { ActorId } from '../ruleset/actor-id.js';
import type { Ruleset, TypesOfRuleset } from '../ruleset/define-ruleset.js';
import type { KindName, RulesetTypes } from '../ruleset/types.js';
import { Fraction } from './fraction.js';
import type {
  ActorQuery,
  CatalogEntry,
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
import { countActionsPerTurn, countBetween } from './monte-carlo-counts.js';
import { exactly } from './quantity.js';
import { WorkMeter } from './work-meter.js';

const DEFAULT_SAMPLES = 20_000;

/**
 * The most loop steps a Monte Carlo of `samples` observations takes before it refuses the
 * question (the actors act too rarely to sample); also the most game turns it lets pass, since
 * one step of a loop may pass many game turns in which nobody acts.
 *
 * @internal
 */
export function monteCarloBudget(samples: number): number {
  return samples * 1000 + 100_000;
}

/** A work meter, checked by shape: a ruleset may bring its own copy of core, and with it its own class. */
function isMeter(v: unknown): v is WorkMeter {
  const m = v as Partial<Record<'spend' | 'simulate', unknown>> | null;
  return typeof m === 'object' && m !== null && typeof m.spend === 'function' && typeof m.simulate === 'function';
}

/** Observations each replica of a Monte Carlo collects (the samples are split over replicas). */
const SAMPLES_PER_REPLICA = 100;
/** The most replicas a Monte Carlo runs. */
const MAX_REPLICAS = 100;

/** MurmurHash3's 32-bit finaliser: every input bit moves about half the output bits. */
function mix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The seed of replica `r` of a Monte Carlo seeded `seed`: `seed` itself for the first, then a
 * hash of both into the non-negative safe integers. Not `seed + r`: a caller that splits one
 * question over several calls with consecutive seeds (a CLI's worker threads) would otherwise
 * run the same replicas again in every call.
 *
 * @internal
 */
export function replicaSeed(seed: number, r: number): number {
  if (r === 0) return seed;
  const low = mix32(seed % 2 ** 32 ^ mix32(r + 0x9e3779b9));
  const high = mix32(Math.floor(seed / 2 ** 32) ^ mix32(low + r));
  return (high & 0x1fffff) * 2 ** 32 + low;
}

/**
 * The analysis interface of a ruleset, with the ruleset it answers for.
 *
 * @example
 * ```ts
 * import { genericAnalysis } from '@turnkeeper/core/analysis';
 * genericAnalysis.ruleset.id; // 'generic'
 * ```
 */
export type AnalysisOf<R extends Ruleset> = RulesetAnalysis<TypesOfRuleset<R>> & { readonly ruleset: R };

/**
 * Defines a ruleset's analysis (the questions every ruleset answers under the same names: rate,
 * actions per turn, between, speed table, versions, catalog) from its {@link AnalysisConfig}:
 * questions are validated against the actor kinds' schemas, default actions filled in, and where
 * the ruleset has no exact law a Monte Carlo on the real loop answers instead, marked as an
 * estimate. The analysis lives apart from the ruleset so that a game that only runs the loop does
 * not bundle it; tools (the CLI, the docs) find the ruleset as `analysis.ruleset`.
 *
 * @example
 * ```ts
 * import { defineAnalysis } from '@turnkeeper/core/analysis';
 * import { Fraction, generic } from '@turnkeeper/core';
 * const myGame = generic; // a ruleset from defineRuleset
 * export const myGameAnalysis = defineAnalysis(myGame, {
 *   rate: (a) => Fraction.of(a.spec.speed, 100),
 *   speedTable: () => undefined,
 *   versions: [{ id: '1', rules: {}, changes: [] }],
 * });
 * ```
 */
export function defineAnalysis<R extends Ruleset>(ruleset: R, config: AnalysisConfig<TypesOfRuleset<R>>): AnalysisOf<R> {
  type T = TypesOfRuleset<R>;
  const b = analysisBase(ruleset, config);
  const defaultAction = (kind: string): string | undefined => b.kinds.find((k) => k.name === kind)?.defaultAction;
  const versionInfos: VersionInfo<T['version']>[] = b.config.versions.map((v) => ({ ...v, isDefault: v.id === b.defaultVersion }));

  const context = (q: QueryBase<T>): AnalysisContext<T> => {
    const work: unknown = q.work; // checked at run time: JavaScript callers pass anything
    if (work !== undefined && !isMeter(work)) throw new InvalidArgumentError('work', work, 'a WorkMeter (or nothing: a fresh one)');
    return { ...b.parseOptions(q.version, q.options), work: work ?? new WorkMeter() };
  };

  const lookup = (name: string, version: unknown, field: string): CatalogEntry<T['specInput']> =>
    lookupEntry(b, context({ version: version as T['version'] }), name, field);
  const specOf = (spec: unknown, version: unknown, field: string): unknown => catalogSpec(ruleset, spec, (name) => lookup(name, version, field));
  const addExtras = (loop: Loop<T>, actors: readonly AnalysedActor<T>[], ctx: AnalysisContext<T>): ((turn: { actor: ActorId; kind: string }) => boolean) =>
    actForExtras(loop, b.config.monteCarloExtras?.(actors, ctx) ?? [], defaultAction);

  const analysed = (q: ActorQuery<T>, field: string, version: unknown): { actor: AnalysedActor<T>; spec: T['specInput'] } => {
    if (typeof q !== 'object' || (q as unknown) === null) throw new InvalidArgumentError(field, q, 'an actor: { spec, action? }');
    const input = specOf(q.spec, version, field) as T['specInput'];
    const spec = ruleset.parseSpec(input);
    const action = ruleset.parseAction(spec.kind, q.action ?? { kind: defaultAction(spec.kind) });
    return { actor: { kind: spec.kind, spec, action } as unknown as AnalysedActor<T>, spec: input };
  };

  // The kind comes from the parsed spec: a spec may leave it out (the generic ruleset's `{ speed }`,
  // or a spec naming a catalog entry).
  const actionOf = (q: ActorQuery<T>, actor: AnalysedActor<T>): ActionInput<T['kinds']> =>
    (q.action ?? { kind: defaultAction(actor.kind) }) as ActionInput<T['kinds']>;

  const monteCarlo = (
    question: string,
    tooRare: string,
    ctx: AnalysisContext<T>,
    q: QueryBase<T> & MonteCarloOptions,
    run: (loop: Loop<T>, quota: number, step: (time: number) => void) => Map<number, number>,
  ): Law => monteCarloLaw(b, { question, tooRare }, ctx, q, run);

  return {
    ruleset: ruleset as Ruleset<string, T> & R,
    rate(q) {
      const ctx = context(q);
      const { actor } = analysed(q.actor, 'rate: actor', q.version);
      const value = b.config.rate(actor, ctx);
      const perTime = typeof value === 'number' ? exactly(value) : exactly(value);
      const length = b.units.turn.length;
      const perTurn = typeof value === 'number' ? exactly(value * length) : exactly(value.mul(Fraction.of(length)));
      return { perTime, perTurn, timeUnit: b.units.time.name, turnUnit: b.units.turn.name };
    },

    actionsPerTurn(q) {
      const ctx = context(q);
      const { actor, spec } = analysed(q.actor, 'actionsPerTurn: actor', q.version);
      const exact = q.method === 'monte-carlo' ? undefined : b.config.actionsPerTurn?.(actor, ctx);
      if (exact) return exact;
      const action = actionOf(q.actor, actor);
      return monteCarlo(`actionsPerTurn for ${b.id}`, 'the actor acts too rarely to sample', ctx, q, (loop, quota, step) => {
        loop.add('A', spec);
        return countActionsPerTurn(loop, action, b.units.turn.length, { quota, step, extra: addExtras(loop, [actor], ctx) });
      });
    },

    between(q) {
      const ctx = context(q);
      const { actor: a, spec: specA } = analysed(q.a, 'between: a', q.version);
      const { actor: bActor, spec: specB } = analysed(q.b, 'between: b', q.version);
      const exact = q.method === 'monte-carlo' ? undefined : b.config.between?.(a, bActor, ctx);
      if (exact) return exact;
      const actionA = actionOf(q.a, a);
      const actionB = actionOf(q.b, bActor);
      return monteCarlo(`between for ${b.id}`, 'A acts too rarely to sample', ctx, q, (loop, quota, step) => {
        loop.add('A', specA);
        loop.add('B', specB);
        return countBetween(loop, actionA, actionB, { quota, step, extra: addExtras(loop, [a, bActor], ctx) });
      });
    },

    speedTable: (q = {}) => speedTableOf(b, context(q), q.kind),

    versions: () => versionInfos,

    catalog(version) {
      const ctx = context({ version });
      return b.config.catalog?.(ctx) ?? [];
    },

    lookup: (name, version) => lookup(name, version, 'catalog lookup'),
  };
}

/** What the analysis of a ruleset reads from it and from its config. */
interface AnalysisBase<T extends RulesetTypes> {
  readonly id: string;
  readonly units: Ruleset['meta']['units'] & { readonly turn: { readonly length: number; readonly name: string } };
  readonly versions: readonly T['version'][];
  readonly defaultVersion: T['version'];
  readonly kinds: Ruleset['kindList'];
  readonly parseOptions: (version: unknown, options: unknown) => AnalysisContext<T>;
  readonly create: (version: T['version'], options: unknown, seed: number) => Loop<T>;
  readonly config: AnalysisConfig<T>;
}

/**
 * A Monte Carlo on the real loop, in independent replicas: each a fresh loop (seed, seed + 1, …)
 * that places the actors anew, warms up and collects its share of the samples through `run`.
 * Replicas matter when a spec stands for many placements (a monster whose speed or energy the
 * loop rolls when it is added): one loop would only ever see one roll, while the exact methods
 * average over all of them. `run` calls `step(turn.time)` after each `loop.next()` (the budget
 * of steps and of game turns, and the work meter) and returns what it counted after its warm-up.
 */
function monteCarloLaw<T extends RulesetTypes>(
  b: AnalysisBase<T>,
  { question, tooRare }: { readonly question: string; readonly tooRare: string },
  ctx: AnalysisContext<T>,
  q: QueryBase<T> & MonteCarloOptions,
  run: (loop: Loop<T>, quota: number, step: (time: number) => void) => Map<number, number>,
): Law {
  const method: unknown = q.method; // checked at run time: JavaScript callers pass anything
  if (method !== undefined && method !== 'auto' && method !== 'monte-carlo') {
    throw new InvalidArgumentError(`${question}: method`, method, '"auto" or "monte-carlo"');
  }
  const samples = q.samples ?? DEFAULT_SAMPLES;
  const seed = q.seed ?? 1;
  if (!Number.isSafeInteger(samples) || samples < 100) throw new InvalidArgumentError(`${question}: samples`, samples, 'an integer ≥ 100');
  if (!Number.isSafeInteger(seed) || seed < 0) throw new InvalidArgumentError(`${question}: seed`, seed, 'a non-negative safe integer');
  const replicas = Math.min(MAX_REPLICAS, Math.max(1, Math.floor(samples / SAMPLES_PER_REPLICA)));
  const budget = monteCarloBudget(samples);
  const length = b.units.turn.length;
  let steps = 0;
  let turns = 0;
  /** A replica's step counter, from the loop's time at its creation. */
  const counter = (loop: Loop<T>): ((time: number) => void) => {
    let last = loop.time;
    return (time) => {
      turns += (time - last) / length;
      last = time;
      if (++steps > budget + 1 || turns > budget) throw new NoAnswerError(question, tooRare);
      ctx.work.simulate();
    };
  };
  try {
    const counts = new Map<number, number>();
    const runs: Map<number, number>[] = [];
    for (let r = 0; r < replicas; r++) {
      const quota = Math.floor(samples / replicas) + (r < samples % replicas ? 1 : 0);
      const loop = b.create(ctx.version, q.options, replicaSeed(seed, r));
      const one = run(loop, quota, counter(loop));
      for (const [k, n] of one) counts.set(k, (counts.get(k) ?? 0) + n);
      runs.push(one);
    }
    const split = replicas === 1 ? '' : ` in ${replicas} replicas`;
    return Law.ofCounts(counts, `Monte Carlo on the ${b.id} loop: ${samples} samples${split}, seed ${seed}, 95% intervals`, runs);
  } catch (e) {
    if (e instanceof TurnkeeperError && (e.code === 'NO_ACTORS' || e.code === 'ACTOR_LIMIT' || e.code === 'TIME_OVERFLOW')) {
      throw new NoAnswerError(question, e.message);
    }
    throw e;
  }
}

/** A catalog entry by name (case-insensitive), or a typed error with the closest names. */
function lookupEntry<T extends RulesetTypes>(b: AnalysisBase<T>, ctx: AnalysisContext<T>, name: string, field: string): CatalogEntry<T['specInput']> {
  const entries = b.config.catalog?.(ctx) ?? [];
  const wanted = name.trim().toLowerCase();
  const found = entries.find((e) => e.name.toLowerCase() === wanted);
  if (found) return found;
  const close = closestNames(
    wanted,
    entries.map((e) => e.name),
  );
  const allowed =
    entries.length === 0
      ? `a spec: ${b.id} has no catalog of named actors`
      : `a name from the ${b.id} ${ctx.version} catalog${close.length ? ` (did you mean ${close.map((n) => `"${n}"`).join(', ')}?)` : ''}`;
  throw new InvalidSpecError(`${b.id} ${field}`, [{ field: 'name', value: name, allowed }]);
}

/**
 * The spec a question means: a spec that names a catalog entry (`{ name: 'soldier ant' }`, or
 * `{ kind, name, …fields }`) stands for that entry's spec, the other fields given overriding it,
 * unless the kind's own spec has a `name` field.
 */
function catalogSpec(ruleset: Ruleset, spec: unknown, lookup: (name: string) => CatalogEntry<unknown>): unknown {
  if (typeof spec !== 'object' || spec === null || typeof (spec as { name?: unknown }).name !== 'string') return spec;
  const { name, ...rest } = spec as { name: string; kind?: unknown };
  const kind = typeof rest.kind === 'string' ? rest.kind : undefined;
  if (kind !== undefined && 'name' in objectOf(ruleset.schemaOf(kind, 'spec')).entries) return spec;
  const entry = lookup(name);
  return { ...(entry.spec as object), ...rest, kind: rest.kind ?? entry.kind };
}

/** Adds the ruleset's context actors (if any) to the loop and returns a function acting for them (true when it did). */
function actForExtras<T extends RulesetTypes>(
  loop: Loop<T>,
  extras: readonly { readonly id: ActorId; readonly spec: T['specInput'] }[],
  defaultAction: (kind: string) => string | undefined,
): (turn: { actor: ActorId; kind: string }) => boolean {
  const ids = new Set<ActorId>();
  for (const e of extras) {
    loop.add(e.id, e.spec);
    ids.add(e.id);
  }
  return (turn) => {
    if (!ids.has(turn.actor)) return false;
    loop.act(turn.actor, { kind: defaultAction(turn.kind) });
    return true;
  };
}

/** What the analysis reads from the ruleset and its config; refuses a config whose versions are not the ruleset's, each once. */
function analysisBase<R extends Ruleset>(ruleset: R, config: AnalysisConfig<TypesOfRuleset<R>>): AnalysisBase<TypesOfRuleset<R>> {
  type T = TypesOfRuleset<R>;
  const b: AnalysisBase<T> = {
    id: ruleset.id,
    units: ruleset.meta.units,
    versions: ruleset.meta.versions,
    defaultVersion: ruleset.meta.defaultVersion,
    kinds: ruleset.kindList,
    parseOptions: (version: unknown, options: unknown) => ruleset.parseOptions(version, options) as AnalysisContext<T>,
    create: (version: T['version'], options: unknown, seed: number) => ruleset.create({ version, options, seed }) as unknown as Loop<T>,
    config,
  };
  const listed = config.versions.map((v) => v.id);
  if (listed.length !== b.versions.length || b.versions.some((v) => !listed.includes(v))) {
    throw new InvalidArgumentError(`${b.id} analysis.versions`, listed, `each of the ruleset's versions once (${b.versions.join(', ')})`);
  }
  return b;
}

/** The speed table of `kind`, or of the first kind that has one. */
function speedTableOf<T extends RulesetTypes>(b: AnalysisBase<T>, ctx: AnalysisContext<T>, kind: KindName<T> | undefined): SpeedTable {
  const names = b.kinds.map((k) => k.name) as KindName<T>[];
  const kinds = kind !== undefined ? [kind] : names;
  for (const k of kinds) {
    if (!names.includes(k)) throw new InvalidArgumentError('speedTable: kind', k, `one of ${names.join(', ')}`);
    const table: SpeedTable | undefined = b.config.speedTable(k, ctx);
    if (table) return table;
  }
  throw new NoAnswerError(`speedTable for ${b.id}`, `no speed table for ${kind === undefined ? 'any actor kind' : `kind "${kind}"`}`);
}
