import type { Law } from '../analysis/law.js';
import type { CatalogEntry, Rate, SpeedTable, VersionInfo } from '../analysis/interface.js';
import type { JsonValue } from '../json.js';
import type { LoopSnapshot } from '../loop/snapshot.js';
import type { RandomKind, RandomSource } from '../random/random-source.js';
import type { Trace } from '../trace/trace.js';
import type { ActorId } from './actor-id.js';
import type { ActorKinds } from './actor-kind.js';
import type { HookDecls } from './hooks.js';
import type { RestoreLoopOptions, RulesetMeta } from './define-ruleset.js';
import type { ActionBase, HookContext, Turn } from './types.js';

/**
 * A time loop of any ruleset, as tools that work with every ruleset (the CLI, the playground, the
 * conformance kit) hold it: the same methods as `TimeLoop`, with inputs checked at run time.
 *
 * @example
 * ```ts
 * import type { AnyRuleset, AnyTimeLoop } from '@turnkeeper/core';
 * function duel(r: AnyRuleset): AnyTimeLoop {
 *   const loop = r.create({ seed: 1 });
 *   loop.add('a', { kind: r.kinds[0]?.name });
 *   return loop;
 * }
 * ```
 */
export interface AnyTimeLoop {
  readonly ruleset: string;
  readonly version: string;
  readonly time: number;
  readonly pending: ActorId | undefined;
  readonly trace: Trace | undefined;
  has(id: ActorId): boolean;
  kindOf(id: ActorId): string | undefined;
  count(kind?: string): number;
  ids(): ActorId[];
  inspect(id: ActorId): { readonly kind: string };
  add(id: ActorId, spec: unknown): this;
  remove(id: ActorId): this;
  update(id: ActorId, patch: unknown): this;
  next(): Turn;
  act(id: ActorId, action: unknown): this;
  step(choose: (turn: Turn) => ActionBase): Turn;
  on(hook: string, handler: (payload: unknown, ctx: HookContext) => void): () => void;
  snapshot(): LoopSnapshot;
}

/**
 * An actor in an analysis question of any ruleset.
 *
 * @example
 * ```ts
 * const q: AnyActorQuery = { spec: { kind: 'monster', speed: 10 } };
 * ```
 */
export interface AnyActorQuery {
  readonly spec: unknown;
  readonly action?: unknown;
}

/**
 * The analysis interface of any ruleset: the same questions and answers as `RulesetAnalysis`,
 * with inputs checked at run time.
 *
 * @example
 * ```ts
 * for (const r of registry.list()) r.analysis.speedTable();
 * ```
 */
export interface AnyAnalysis {
  rate(query: { readonly actor: AnyActorQuery; readonly version?: string; readonly options?: unknown }): Rate;
  actionsPerTurn(query: {
    readonly actor: AnyActorQuery;
    readonly version?: string;
    readonly options?: unknown;
    readonly samples?: number;
    readonly seed?: number;
    readonly method?: 'auto' | 'monte-carlo';
  }): Law;
  between(query: {
    readonly a: AnyActorQuery;
    readonly b: AnyActorQuery;
    readonly version?: string;
    readonly options?: unknown;
    readonly samples?: number;
    readonly seed?: number;
    readonly method?: 'auto' | 'monte-carlo';
  }): Law;
  speedTable(query?: { readonly kind?: string; readonly version?: string; readonly options?: unknown }): SpeedTable;
  versions(): readonly VersionInfo[];
  catalog(version?: string): readonly CatalogEntry[];
}

/**
 * Options of `create` for any ruleset.
 *
 * @example
 * ```ts
 * const o: AnyCreateOptions = { version: '3.6.7', seed: 1, generator: 'game' };
 * ```
 */
export interface AnyCreateOptions {
  readonly version?: string;
  readonly seed?: number;
  readonly generator?: 'core' | 'game';
  readonly random?: RandomSource;
  readonly options?: unknown;
  readonly trace?: boolean | { readonly limit: number };
}

/**
 * Any ruleset, whatever its types: what registries, the CLI, the docs playground and the
 * conformance kit hold. Every ruleset made by `defineRuleset` is one.
 *
 * @example
 * ```ts
 * import type { AnyRuleset } from '@turnkeeper/core';
 * function describe(r: AnyRuleset) { return `${r.title} (${r.versions.join(', ')})`; }
 * ```
 */
export interface AnyRuleset extends RulesetMeta {
  readonly actors: ActorKinds;
  readonly hookDecls: HookDecls;
  readonly randomKinds: readonly RandomKind[];
  readonly analysis: AnyAnalysis;
  create(options?: AnyCreateOptions): AnyTimeLoop;
  restore(snapshot: unknown, options?: RestoreLoopOptions): AnyTimeLoop;
  parseSpec(spec: unknown): { readonly kind: string };
  parseOptions(version: unknown, options: unknown): { version: string; options: JsonValue | object };
}
