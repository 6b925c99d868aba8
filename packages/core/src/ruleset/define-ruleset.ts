import type * as v from 'valibot';
import { UnknownVersionError, type SpecIssue } from '../errors.js';
import { KindTable, type ActorKindMeta } from '../internal/kind-table.js';
import type { Loop } from '../loop/time-loop.js';
import type { GameGenerator, RandomKind } from '../random/random-source.js';
import { parseOptions } from '../schema/parse.js';
import type { ActorId } from './actor-id.js';
import type { ActorKinds, ObjectSchema, SpecOutput } from './actor-kind.js';
import type { HookDecls } from './hooks.js';
import { createStart, type CreateLoopOptions } from './loop-options.js';
import { openLoop, type LoopStart } from './open-loop.js';
import { withDefaults, type RulesetMeta, type RulesetMetaConfig } from './ruleset-meta.js';
import type { Engine, EngineContext, OptionsSchema, RulesetTypes, TypesOf, VersionTuple } from './types.js';

/**
 * The game's own generators, if it has any, and the versions whose generator it is.
 *
 * @example
 * ```ts
 * import type { GameGenerator, RandomConfig } from '@turnkeeper/core';
 * declare const glibcRandom: GameGenerator; // the game's generator, as a ruleset package defines it
 * const random: RandomConfig<readonly ['3.4.3', '3.6.0']> = { generator: glibcRandom, generatorVersions: ['3.4.3'] };
 * ```
 */
export interface RandomConfig<V extends VersionTuple = VersionTuple> {
  /** The game's own random generator (`create({ generator: 'game' })`). */
  readonly generator?: GameGenerator;
  /**
   * The versions whose own generator `generator` is (default: all): a game that changed its
   * generator between versions (NetHack 3.6.2 moved to ISAAC64) names those it reproduces.
   */
  readonly generatorVersions?: readonly V[number][];
  /** Further generators snapshots may hold (core's xoshiro128** and scripted sources are always known to `restore`). */
  readonly kinds?: readonly RandomKind[];
}

/**
 * The engine's saved state: its schema (every restore is validated against it), a cross-check of
 * what a schema cannot say (ids unique, references that point somewhere), and the actor the
 * state is waiting on, so a snapshot whose halves disagree is refused.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import type { StateConfig } from '@turnkeeper/core';
 * const savedState = v.strictObject({ current: v.nullable(v.string()), actors: v.array(v.strictObject({ id: v.string() })) });
 * const state: StateConfig<typeof savedState> = {
 *   schema: savedState,
 *   check: (s) => (new Set(s.actors.map((a) => a.id)).size === s.actors.length ? undefined : { field: 'actors', value: s.actors.length, allowed: 'unique ids' }),
 *   pending: (s) => s.current,
 * };
 * ```
 */
export interface StateConfig<S extends v.GenericSchema = v.GenericSchema> {
  readonly schema: S;
  /** What is wrong with a state the schema accepted (field, value, allowed), or undefined when it is whole. */
  check?(state: v.InferOutput<S>): SpecIssue | undefined;
  /** The actor the state is waiting on (a turn handed out, not yet acted), or null. */
  pending?(state: v.InferOutput<S>): ActorId | null;
}

/**
 * Everything {@link defineRuleset} takes, in groups: `meta`, the actor `kinds` (each with its
 * spec, patch, action and view schemas), `hooks`, `options`, `random`, the saved `state` and the
 * `engine` factory. Each group is exposed under the same name on the ruleset. Types flow from the
 * schemas: an engine needs no annotations beyond them. The analysis is defined apart, with
 * `defineAnalysis` from `@turnkeeper/core/analysis`, so that a game bundles only the loop.
 *
 * @example
 * ```ts
 * import type * as v from 'valibot';
 * import type { ActorKinds, HookDecls, OptionsSchema, RulesetConfig } from '@turnkeeper/core';
 * type Group = keyof RulesetConfig<string, readonly [string], ActorKinds, OptionsSchema, HookDecls, v.GenericSchema>;
 * const groups: Group[] = ['meta', 'kinds', 'hooks', 'options', 'random', 'state', 'engine'];
 * ```
 */
export interface RulesetConfig<
  Id extends string,
  V extends VersionTuple,
  K extends ActorKinds,
  O extends OptionsSchema,
  H extends HookDecls,
  S extends v.GenericSchema,
> {
  readonly meta: RulesetMetaConfig<Id, V>;
  /** The actor kinds, by name (`player`, `monster`…). */
  readonly kinds: K;
  /** The hooks the engine emits, each with its description and payload schema. */
  readonly hooks: H;
  /** Ruleset options other than the version (a strict object; defaults come from the schema). */
  readonly options: O;
  readonly random?: RandomConfig<V>;
  readonly state: StateConfig<S>;
  /** Makes the engine: from scratch, or from a saved state that has passed `state`'s checks. */
  engine(ctx: EngineContext<TypesOf<K, V[number], O, H, S>>, saved: v.InferOutput<S> | undefined): Engine<TypesOf<K, V[number], O, H, S>>;
}

/**
 * A ruleset: its groups as declared (`meta` with defaults filled in, `kinds`, `hooks`, `options`,
 * `random`, `state`), `create` for time loops (`restore(ruleset, snapshot)` restores them), and
 * validation helpers. Made by {@link defineRuleset}; its analysis is a separate object
 * (`defineAnalysis`).
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create({ seed: 1 });
 * generic.meta.title; // 'Generic energy scheduler'
 * ```
 */
export interface Ruleset<Id extends string = string, T extends RulesetTypes = RulesetTypes> {
  readonly id: Id;
  readonly meta: RulesetMeta<Id, readonly [T['version'], ...T['version'][]]>;
  readonly kinds: T['kinds'];
  readonly hooks: T['hooks'];
  readonly options: T['options'];
  readonly random: Required<Pick<RandomConfig, 'kinds' | 'generatorVersions'>> & Pick<RandomConfig, 'generator'>;
  readonly state: StateConfig<T['state']>;
  /** Each actor kind described for tools: name, label, description, limit, actions, default action. */
  readonly kindList: readonly ActorKindMeta[];
  /** A kind's spec, patch or view schema as the loop checks it (with `kind`). */
  schemaOf(kind: string, part: 'spec' | 'patch' | 'view'): ObjectSchema;
  /** One action's schema as the loop checks it (with `kind`, the action's name). */
  actionSchemaOf(kind: string, action: string): ObjectSchema;
  create(options?: CreateLoopOptions<T['version'], T['optionsInput']>): Loop<T>;
  /**
   * Binds the engine, rebuilt from a saved state, to a new loop: what `restore(ruleset, snapshot)`
   * calls once it has checked the whole snapshot. It trusts its input; restore through `restore`.
   *
   * @internal
   */
  resume(start: LoopStart<T>): Loop<T>;
  /** Validates an actor spec (any kind) and returns a copy with defaults filled in. */
  parseSpec(spec: unknown): SpecOutput<T['kinds']>;
  /** Validates an action of an actor of `kind` and returns its frozen copy with defaults filled in. */
  parseAction(kind: string, action: unknown): Readonly<{ kind: string }>;
  /** Validates a version and options and returns them with defaults filled in. */
  parseOptions(version: unknown, options: unknown): { version: T['version']; options: v.InferOutput<T['options']> };
}

/**
 * The types bag of a ruleset (see `TypesOf`): what generic helpers taking a ruleset infer from.
 *
 * @example
 * ```ts
 * import type { TypesOfRuleset, generic } from '@turnkeeper/core';
 * type GenericTypesAgain = TypesOfRuleset<typeof generic>;
 * ```
 */
export type TypesOfRuleset<R extends Ruleset> = R extends Ruleset<string, infer T> ? T : never;

/**
 * Defines a ruleset. This one factory fixes the contract for every game (the way
 * typescript-eslint's `createRule` does for lint rules): it fills in the metadata's defaults, compiles the
 * actor kinds' schemas, and binds the ruleset's engine to every loop `create` (or `restore`)
 * makes, so that every ruleset gets the same id checks, kind limits, validation, turn protocol,
 * hooks, tracing and snapshots.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { defineRuleset, GenericEngine, genericActor, genericState } from '@turnkeeper/core';
 * // the generic energy rules under another name: a game of its own brings its kinds, state and engine
 * export const myGame = defineRuleset({
 *   meta: {
 *     id: 'my-game',
 *     title: 'My Game',
 *     description: 'Every actor gains its speed in energy each tick.',
 *     versions: ['1.0'],
 *     units: { time: { name: 'tick', plural: 'ticks', description: 'one scheduler tick' } },
 *     docs: 'https://example.org/my-game',
 *     sources: ['my-game/src/time.c'],
 *   },
 *   kinds: { actor: genericActor },
 *   hooks: {},
 *   options: v.strictObject({}),
 *   state: { schema: genericState },
 *   engine: (_ctx, saved) => new GenericEngine(saved),
 * });
 * ```
 */
export function defineRuleset<
  const Id extends string,
  const V extends VersionTuple,
  const K extends ActorKinds,
  O extends OptionsSchema,
  const H extends HookDecls,
  S extends v.GenericSchema,
>(config: RulesetConfig<Id, V, K, O, H, S>): Ruleset<Id, TypesOf<K, V[number], O, H, S>> {
  type T = TypesOf<K, V[number], O, H, S>;
  const meta = withDefaults(config.meta);
  const id = meta.id;
  const kinds = new KindTable(id, config.kinds);
  const generator = config.random?.generator;
  // Core's own kinds (xoshiro128**, scripted) are added by `restore`: a game that never restores does not bundle them.
  const random = {
    generator,
    generatorVersions: generator ? (config.random.generatorVersions ?? meta.versions) : [],
    kinds: [...(generator ? [generator] : []), ...(config.random?.kinds ?? [])],
  };
  const maker = { id, kinds, hookNames: Object.keys(config.hooks), engine: (ctx: EngineContext<T>, saved: unknown) => config.engine(ctx, saved) };

  function parseRulesetOptions(version: unknown, options: unknown): { version: V[number]; options: v.InferOutput<O> } {
    const ver = version ?? meta.defaultVersion;
    if (typeof ver !== 'string' || !(meta.versions as readonly string[]).includes(ver)) throw new UnknownVersionError(id, ver, meta.versions);
    return { version: ver, options: parseOptions(config.options, options ?? {}, `${id} options`) };
  }

  return {
    id,
    meta,
    kinds: config.kinds,
    hooks: config.hooks,
    options: config.options,
    random,
    state: config.state,
    kindList: kinds.meta,
    schemaOf: (kind, part) => kinds.need(kind)[part],
    actionSchemaOf: (kind, action) => kinds.actionSchema(kind, action),
    parseSpec: (spec) => kinds.spec(spec) as SpecOutput<K>,
    parseAction: (kind, action) => kinds.need(kind).validator.parse(action),
    parseOptions: parseRulesetOptions,
    create: (opts) => openLoop(maker, createStart<T>(id, random, parseRulesetOptions, opts)),
    resume: (start) => openLoop(maker, start),
  };
}
