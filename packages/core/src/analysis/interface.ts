import type * as v from 'valibot';
import type { JsonObject } from '../json.js';
import type { ActionOf, SpecOf } from '../ruleset/actor-kind.js';
import type { Ruleset } from '../ruleset/define-ruleset.js';
import type { KindName, RulesetTypes } from '../ruleset/types.js';
import type { Fraction } from './fraction.js';
import type { Law } from './law.js';
import type { Quantity } from './quantity.js';
import type { WorkMeter } from './work-meter.js';

/**
 * An actor in an analysis question: its spec (as for `loop.add`) and the action it always takes
 * (default: its kind's `defaultAction`).
 *
 * @example
 * ```ts
 * import type { GenericTypes } from '@turnkeeper/core';
 * import type { ActorQuery } from '@turnkeeper/core/analysis';
 * const bat: ActorQuery<GenericTypes> = { spec: { speed: 250 }, action: { kind: 'act', cost: 50 } };
 * // a ruleset with a catalog also takes a name: { spec: { kind: 'monster', name: 'soldier ant' } }
 * ```
 */
export interface ActorQuery<T extends RulesetTypes> {
  /** The actor's spec, or a spec naming an entry of the ruleset's catalog (see {@link NamedSpec}). */
  readonly spec: T['specInput'] | NamedSpec;
  readonly action?: T['actionInput'];
}

/**
 * What every analysis question may say: the game version and ruleset options (defaults: the
 * ruleset's default version, default options).
 *
 * @example
 * ```ts
 * import type { GenericTypes } from '@turnkeeper/core';
 * import type { QueryBase } from '@turnkeeper/core/analysis';
 * const q: QueryBase<GenericTypes> = { version: '1', options: {} };
 * ```
 */
export interface QueryBase<T extends RulesetTypes> {
  readonly version?: T['version'];
  readonly options?: T['optionsInput'];
  /**
   * Counts the question's work and bounds its exact part (default: a fresh meter of
   * `DEFAULT_WORK_LIMIT` steps). Past the limit the exact methods give up and a Monte Carlo
   * answers, or the question is refused with a `NoAnswerError`.
   */
  readonly work?: WorkMeter;
}

/**
 * Options of the Monte Carlo used where no exact answer exists.
 *
 * @example
 * ```ts
 * const mc: MonteCarloOptions = { samples: 100_000, seed: 7 };
 * ```
 */
export interface MonteCarloOptions {
  /** How many observations to collect (default 20,000). */
  readonly samples?: number;
  /** Seed of the simulation's random source (default 1). */
  readonly seed?: number;
  /** `'auto'` (default): the exact law when the ruleset has one; `'monte-carlo'`: always simulate. */
  readonly method?: 'auto' | 'monte-carlo';
}

/**
 * The question `rate` answers: the long-run rate of one actor that always takes the same action.
 *
 * @example
 * ```ts
 * import { genericAnalysis } from '@turnkeeper/core/analysis';
 * genericAnalysis.rate({ actor: { spec: { speed: 150 }, action: { kind: 'act', cost: 200 } } });
 * ```
 */
export interface RateQuery<T extends RulesetTypes> extends QueryBase<T> {
  readonly actor: ActorQuery<T>;
}

/**
 * The question `actionsPerTurn` answers: the law of how many actions an actor takes in one game turn.
 *
 * @example
 * ```ts
 * import { genericAnalysis } from '@turnkeeper/core/analysis';
 * genericAnalysis.actionsPerTurn({ actor: { spec: { speed: 150 } }, version: '1' });
 * ```
 */
export interface ActionsPerTurnQuery<T extends RulesetTypes> extends QueryBase<T>, MonteCarloOptions {
  readonly actor: ActorQuery<T>;
}

/**
 * The question `between` answers: the law of how many times B acts between two consecutive
 * actions of A (B's double-move odds on A are `law.atLeast(2)`).
 *
 * @example
 * ```ts
 * import { genericAnalysis } from '@turnkeeper/core/analysis';
 * genericAnalysis.between({ a: { spec: { speed: 100 } }, b: { spec: { speed: 120 } } });
 * ```
 */
export interface BetweenQuery<T extends RulesetTypes> extends QueryBase<T>, MonteCarloOptions {
  readonly a: ActorQuery<T>;
  readonly b: ActorQuery<T>;
}

/**
 * The question `speedTable` answers: the game's speed table for one actor kind (default: the
 * first kind that has one).
 *
 * @example
 * ```ts
 * import { genericAnalysis } from '@turnkeeper/core/analysis';
 * genericAnalysis.speedTable({ kind: 'actor' });
 * ```
 */
export interface SpeedTableQuery<T extends RulesetTypes> extends QueryBase<T> {
  readonly kind?: KindName<T>;
}

/**
 * A long-run rate: actions per `units.time` and per game turn (`units.turn`), each a
 * {@link Quantity}.
 *
 * @example
 * ```ts
 * import { genericAnalysis } from '@turnkeeper/core/analysis';
 * const r = genericAnalysis.rate({ actor: { spec: { speed: 125 } } });
 * r.perTurn.fraction?.toString(); // '5/4'
 * ```
 */
export interface Rate {
  readonly perTime: Quantity;
  readonly perTurn: Quantity;
  /** The name of `units.time`. */
  readonly timeUnit: string;
  /** The name of the game turn. */
  readonly turnUnit: string;
}

/**
 * One row of a speed table: the speed (the value of the spec field the table varies), the spec
 * fields that give it, what it gains per game turn, the long-run actions per game turn of its
 * default action, and the game's own display of that speed.
 *
 * @example
 * ```ts
 * import { exactly } from '@turnkeeper/core';
 * import type { SpeedRow } from '@turnkeeper/core/analysis';
 * const row: SpeedRow = { speed: 10, spec: { speed: 10 }, gain: exactly(20), actionsPerTurn: exactly(0.2), display: '+10 (2.0x)' };
 * ```
 */
export interface SpeedRow {
  readonly speed: number | string;
  readonly spec: JsonObject;
  readonly gain: Quantity;
  /**
   * What one standard action costs at this speed, for games where speed changes what an action
   * costs rather than what is gained (Cthangband: the energy of a step).
   */
  readonly cost?: Quantity;
  readonly actionsPerTurn: Quantity;
  readonly display: string;
}

/**
 * A game's speed table for one actor kind, in the game's own terms.
 *
 * @example
 * ```ts
 * import { genericAnalysis } from '@turnkeeper/core/analysis';
 * const t = genericAnalysis.speedTable();
 * t.rows.find((r) => r.speed === 200)?.display; // how the generic table shows speed 200
 * ```
 */
export interface SpeedTable {
  readonly kind: string;
  readonly version: string;
  /** The spec field the rows vary (`speed`, `base`…). */
  readonly field: string;
  /** What `gain` counts, e.g. 'movement points per turn' or 'energy per game turn'. */
  readonly gainUnit: string;
  /** What `display` shows in the game, e.g. 'the status line's speed' or 'monster description'. */
  readonly displayName: string;
  /** The speed of a normal actor of this kind (one of the rows' `speed`), for "× normal" comparisons. */
  readonly normal?: number | string;
  readonly rows: readonly SpeedRow[];
}

/**
 * One version of a game a ruleset covers, and what differs in it, as data.
 *
 * @example
 * ```ts
 * import { genericAnalysis } from '@turnkeeper/core/analysis';
 * genericAnalysis.versions().find((v) => v.id === '1')?.changes; // what this version changed, in words
 * ```
 */
export interface VersionInfo<V extends string = string> {
  readonly id: V;
  readonly isDefault: boolean;
  /** The version's timing rules as flags and values (the same keys for every version of a ruleset). */
  readonly rules: JsonObject;
  /** What differs from the previous version in the list, in plain words, with sources. */
  readonly changes: readonly string[];
}

/**
 * An entry of a ruleset's catalog (NetHack's monsters…): a name and the spec it stands for, which
 * a loop accepts as it is (`loop.add(id, entry.spec)`).
 *
 * @example
 * ```ts
 * import { nethackAnalysis } from '@turnkeeper/nethack/analysis';
 * nethackAnalysis.lookup('soldier ant'); // { name: 'soldier ant', kind: 'monster', spec: { kind: 'monster', base: 18, … }, speed: 18 }
 * ```
 */
export interface CatalogEntry<Spec = JsonObject> {
  readonly name: string;
  readonly kind: string;
  readonly spec: Spec;
  readonly speed?: number | string;
}

/**
 * A spec that names a catalog entry, as analysis questions take it: the entry's spec, with any
 * other fields given overriding it.
 *
 * @example
 * ```ts
 * const ant: NamedSpec = { name: 'soldier ant' };
 * const slowAnt: NamedSpec = { kind: 'monster', name: 'soldier ant', slowed: true };
 * ```
 */
export interface NamedSpec {
  readonly name: string;
  readonly kind?: string;
  readonly [field: string]: unknown;
}

/**
 * The analysis interface every ruleset answers with the same names and result shapes, so that the
 * CLI, the docs playground and any tool can ask any installed ruleset the same questions. The
 * core builds it from the ruleset's {@link AnalysisConfig}: it validates each question against
 * the actor kinds' schemas, fills in default actions, and where a ruleset has no exact answer it
 * runs a Monte Carlo on the real loop and marks the result as an estimate.
 *
 * @example
 * ```ts
 * import { genericAnalysis } from '@turnkeeper/core/analysis';
 * genericAnalysis.ruleset.id;         // 'generic'
 * genericAnalysis.versions().length;  // 1
 * ```
 */
export interface RulesetAnalysis<T extends RulesetTypes> {
  /** The ruleset this analysis answers for. */
  readonly ruleset: Ruleset<string, T>;
  /** The long-run rate of an actor that always takes the same action. Exact. */
  rate(query: RateQuery<T>): Rate;
  /** The law of actions per game turn. */
  actionsPerTurn(query: ActionsPerTurnQuery<T>): Law;
  /** The law of how many times B acts between two actions of A. */
  between(query: BetweenQuery<T>): Law;
  /** The speed table of one actor kind. */
  speedTable(query?: SpeedTableQuery<T>): SpeedTable;
  /** The versions covered and what differs between them. */
  versions(): readonly VersionInfo<T['version']>[];
  /** The ruleset's catalog of named actors for a version (empty when it has none). */
  catalog(version?: T['version']): readonly CatalogEntry<T['specInput']>[];
  /**
   * One catalog entry by name (case-insensitive), for a loop's `add`: its `spec` is a valid spec.
   * An unknown name is an `InvalidSpecError` naming the closest names. Every question above also
   * takes a spec that names an entry (`{ name: 'soldier ant' }`, other fields overriding it).
   */
  lookup(name: string, version?: T['version']): CatalogEntry<T['specInput']>;
}

/**
 * An actor as a ruleset's analysis receives it: validated spec and action, tagged with its kind
 * so the two narrow together.
 *
 * @example
 * ```ts
 * import type { GenericTypes } from '@turnkeeper/core';
 * import type { AnalysedActor } from '@turnkeeper/core/analysis';
 * function rate(actor: AnalysedActor<GenericTypes>): number {
 *   // several kinds: narrow on actor.kind, and spec and action narrow with it
 *   return actor.action.kind === 'act' ? actor.spec.speed / (actor.action.cost ?? 100) : 0;
 * }
 * ```
 */
export type AnalysedActor<T extends RulesetTypes> = {
  [N in KindName<T>]: { readonly kind: N; readonly spec: SpecOf<T['kinds'], N>; readonly action: ActionOf<T['kinds'], N> };
}[KindName<T>];

/**
 * The version and options an analysis question runs under, validated.
 *
 * @example
 * ```ts
 * import type { GenericTypes } from '@turnkeeper/core';
 * import type { AnalysisContext, SpeedTable } from '@turnkeeper/core/analysis';
 * declare function tableFor(version: string): SpeedTable;
 * const speedTable = (_kind: string, ctx: AnalysisContext<GenericTypes>): SpeedTable => tableFor(ctx.version);
 * ```
 */
export interface AnalysisContext<T extends RulesetTypes> {
  readonly version: T['version'];
  readonly options: v.InferOutput<T['options']>;
  /**
   * The question's work meter: an exact method calls `work.spend(steps)` before each costly
   * stage and gives up (returns `undefined`, or throws a `NoAnswerError`) when it returns false.
   */
  readonly work: WorkMeter;
}

/**
 * What a ruleset supplies for the analysis interface: exact answers where it has them (the core
 * falls back to Monte Carlo for `actionsPerTurn` and `between` when a method returns `undefined`
 * or is absent), its speed tables, its versions' notes and optionally a catalog.
 *
 * @example
 * ```ts
 * import { Fraction, type GenericTypes } from '@turnkeeper/core';
 * import type { AnalysisConfig } from '@turnkeeper/core/analysis';
 * const config: AnalysisConfig<GenericTypes> = {
 *   rate: (actor) => Fraction.of(actor.spec.speed, 100),
 *   speedTable: (kind, ctx) => ({ kind, version: ctx.version, field: 'speed', gainUnit: 'energy per tick', displayName: 'speed', rows: [] }),
 *   versions: [{ id: '1', rules: {}, changes: [] }],
 * };
 * ```
 */
export interface AnalysisConfig<T extends RulesetTypes> {
  /** Actions per `units.time` of an actor that always takes `actor.action` (Infinity for a free action). */
  rate(actor: AnalysedActor<T>, ctx: AnalysisContext<T>): Fraction | number;
  /** The exact law of actions per game turn, or `undefined` to let the core estimate it. */
  actionsPerTurn?(actor: AnalysedActor<T>, ctx: AnalysisContext<T>): Law | undefined;
  /** The exact law of B's actions between two of A's, or `undefined` to let the core estimate it. */
  between?(a: AnalysedActor<T>, b: AnalysedActor<T>, ctx: AnalysisContext<T>): Law | undefined;
  /** The speed table of `kind`, or `undefined` when that kind has none. */
  speedTable(kind: KindName<T>, ctx: AnalysisContext<T>): SpeedTable | undefined;
  /** Every version, in the ruleset's order: its rules as data and what changed. */
  readonly versions: readonly { readonly id: T['version']; readonly rules: JsonObject; readonly changes: readonly string[] }[];
  /** Named actors of a version (monster catalogs). */
  catalog?(ctx: AnalysisContext<T>): readonly CatalogEntry[];
  /**
   * Actors a Monte Carlo loop needs besides the ones asked about (DCSS: a player, for time to
   * pass), each taking its kind's default action; they are not counted.
   */
  monteCarloExtras?(actors: readonly AnalysedActor<T>[], ctx: AnalysisContext<T>): readonly { readonly id: string; readonly spec: T['specInput'] }[];
}
