import type { z } from 'zod';
import { buildAnalysis } from '../analysis/build-analysis.js';
import type { AnalysisConfig, RulesetAnalysis } from '../analysis/interface.js';
import { BadRandomError, InvalidArgumentError, InvalidOptionsError, SnapshotError, UnknownVersionError, show } from '../errors.js';
import type { JsonValue } from '../json.js';
import type { LoopSnapshot } from '../loop/snapshot.js';
import { TimeLoop, type LoopBinding, type LooseEngine } from '../loop/time-loop.js';
import { recording } from '../random/recording.js';
import type { GameGenerator, RandomKind, RandomSource, RandomState } from '../random/random-source.js';
import { scriptedKind } from '../random/scripted.js';
import { seeded, seededKind } from '../random/xoshiro128.js';
import { jsonSchemaOf, parseOptions, toIssues } from '../schema/parse.js';
import { TraceBuffer } from '../trace/trace-buffer.js';
import type { ActorId } from './actor-id.js';
import type { ActorKinds, SpecOutput } from './actor-kind.js';
import type { HookDecls } from './hooks.js';
import { compileFastCheck } from './fast-parse.js';
import { KindTable, type ActorKindMeta } from './kind-table.js';
import type { Engine, EngineContext, OptionsSchema, RulesetTypes, RulesetUnits, TypesOf, VersionTuple } from './types.js';

/**
 * How to create a time loop from a ruleset. Unknown keys are errors.
 *
 * @example
 * ```ts
 * nethack.create({ version: '3.6.0', seed: 42, trace: true });
 * dcss.create({ seed: 42, generator: 'game' }); // DCSS's own PCG32, seeded as the game seeds it
 * nethack.create({ random: scripted([3, 1, 4, 1, 5]) });
 * ```
 */
export interface CreateLoopOptions<T extends RulesetTypes> {
  /** The game version to follow; defaults to the ruleset's default version. */
  readonly version?: T['version'];
  /** Seed of the generator (default 0). Not allowed together with `random`. */
  readonly seed?: number;
  /** Which generator a seed drives: core's xoshiro128** (default) or the game's own. */
  readonly generator?: 'core' | 'game';
  /** A random source to draw from instead (a scripted one, a recording…). */
  readonly random?: RandomSource;
  /** Ruleset options other than the version. */
  readonly options?: z.input<T['options']>;
  /**
   * Record a trace of every event and random draw: `true` keeps them all; `{ limit }` keeps the
   * last `limit` events (older ones are dropped and counted), for long traced runs.
   */
  readonly trace?: boolean | { readonly limit: number };
}

/**
 * How to restore a snapshot. Pass `random` only when the snapshot's generator kind is not one the
 * core or the ruleset knows.
 *
 * @example
 * ```ts
 * generic.restore(snapshot);
 * ```
 */
export interface RestoreLoopOptions {
  readonly random?: RandomSource;
}

/**
 * Everything {@link defineRuleset} takes: metadata, the actor kinds (each with its spec, patch,
 * action and view schemas), the options, hooks and saved-state schemas, the engine factory and the
 * analysis. Types flow from the schemas: an engine and its analysis need no annotations beyond them.
 *
 * @example
 * ```ts
 * // see the generic ruleset in packages/core/src/generic/ruleset.ts, and the example plugin in examples/
 * ```
 */
export interface RulesetConfig<
  Id extends string,
  V extends VersionTuple,
  K extends ActorKinds,
  O extends OptionsSchema,
  H extends HookDecls,
  S extends z.ZodType,
> {
  readonly id: Id;
  readonly title: string;
  readonly description: string;
  /** Game versions covered, as a const tuple; the first is the default unless `defaultVersion` says otherwise. */
  readonly versions: V;
  readonly defaultVersion?: V[number];
  readonly units: RulesetUnits;
  /** Where the ruleset is documented (a URL or a repository path). */
  readonly docs: string;
  /** The original sources the rules were read from (repository, commit, files). */
  readonly sources: readonly string[];
  /** Ruleset options other than the version (a strict zod object; defaults come from the schema). */
  readonly options: O;
  /** The actor kinds, by name (`player`, `monster`…). */
  readonly actors: K;
  /** The hooks the engine emits, each with its description and payload schema. */
  readonly hooks: H;
  /** The schema of the engine's saved state: every restore is validated against it. */
  readonly state: S;
  /** The game's own random generator, if it has one. */
  readonly generator?: GameGenerator;
  /**
   * The versions whose own generator `generator` is (default: all): a game that changed its
   * generator between versions (NetHack 3.6.2 moved to ISAAC64) names those it reproduces, and
   * `create({ generator: 'game' })` under another version is an error saying so.
   */
  readonly generatorVersions?: readonly V[number][];
  /**
   * The actor the engine is waiting on in a saved state, or null: a restore checks it against the
   * snapshot's `pending`, so a snapshot whose halves disagree is refused.
   */
  pendingOf?(state: z.output<S>): ActorId | null;
  /** Further generators snapshots may hold. */
  readonly randomKinds?: readonly RandomKind[];
  createEngine(ctx: EngineContext<TypesOf<K, V[number], O, H, S>>, saved: z.output<S> | undefined): Engine<TypesOf<K, V[number], O, H, S>>;
  readonly analysis: AnalysisConfig<TypesOf<K, V[number], O, H, S>>;
}

/**
 * What every ruleset exposes, whatever its types: the metadata the registry, CLI, docs and
 * conformance kit read, and JSON Schemas of everything a user writes.
 *
 * @example
 * ```ts
 * import { generic, type RulesetMeta } from '@turnkeeper/core';
 * const meta: RulesetMeta = generic;
 * meta.kinds.map((k) => k.name); // ['actor']
 * ```
 */
export interface RulesetMeta {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly versions: readonly [string, ...string[]];
  readonly defaultVersion: string;
  readonly units: Required<Pick<RulesetUnits, 'time' | 'turn'>> & RulesetUnits;
  /** The actor kinds, described for tools. */
  readonly kinds: readonly ActorKindMeta[];
  /** Hook name → its one-line description. */
  readonly hooks: Readonly<Record<string, string>>;
  readonly docs: string;
  readonly sources: readonly string[];
  /** The game's own generator, if the ruleset ships one. */
  readonly generator: GameGenerator | undefined;
  /** The versions the game generator reproduces (every version when it does not depend on it). */
  readonly generatorVersions: readonly string[];
  /** JSON Schema (draft 2020-12) of an actor spec: one kind's, or any kind's (`oneOf`). */
  specJsonSchema(kind?: string): Record<string, unknown>;
  /** JSON Schema of one kind's patch. */
  patchJsonSchema(kind: string): Record<string, unknown>;
  /** JSON Schema of one kind's actions (`oneOf`, by action name). */
  actionJsonSchema(kind: string): Record<string, unknown>;
  /** JSON Schema of one kind's inspect view. */
  viewJsonSchema(kind: string): Record<string, unknown>;
  /** JSON Schema of a hook's payload. */
  hookPayloadJsonSchema(hook: string): Record<string, unknown>;
  /** JSON Schema of the ruleset options, version included. */
  optionsJsonSchema(): Record<string, unknown>;
}

/**
 * A ruleset: metadata, `create` and `restore` for time loops, and the analysis interface. Made by
 * {@link defineRuleset}.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create({ seed: 1 });
 * generic.analysis.rate({ actor: { spec: { kind: 'actor', speed: 150 } } }).perTime.value; // 1.5
 * ```
 */
export interface Ruleset<Id extends string, T extends RulesetTypes> extends RulesetMeta {
  readonly id: Id;
  readonly versions: readonly [T['version'], ...T['version'][]];
  readonly defaultVersion: T['version'];
  /** The actor kinds as declared (schemas included). */
  readonly actors: T['kinds'];
  readonly optionsSchema: T['options'];
  readonly hookDecls: T['hooks'];
  readonly stateSchema: T['state'];
  /** Every generator a snapshot of this ruleset may hold. */
  readonly randomKinds: readonly RandomKind[];
  /** The analysis interface: rate, actions per turn, between, speed table, versions, catalog. */
  readonly analysis: RulesetAnalysis<T>;
  create(options?: CreateLoopOptions<T>): TimeLoop<T>;
  /** Restores a loop from `snapshot()` output (typically `JSON.parse`d: it is validated here, engine state included). */
  restore(snapshot: unknown, options?: RestoreLoopOptions): TimeLoop<T>;
  /** Validates an actor spec (any kind) and returns it with defaults filled in. */
  parseSpec(spec: unknown): SpecOutput<T['kinds']>;
  /** Validates a version and options and returns them with defaults filled in. */
  parseOptions(version: unknown, options: unknown): { version: T['version']; options: z.output<T['options']> };
}

const CREATE_KEYS = new Set(['version', 'seed', 'generator', 'random', 'options', 'trace']);

/**
 * Defines a ruleset. This one factory fixes the contract for every game (the way
 * typescript-eslint's `createRule` does for lint rules): it checks the metadata once, compiles the
 * actor kinds' schemas, and builds `create` / `restore` and the analysis interface around the
 * ruleset's engine, so that every ruleset gets the same id checks, kind limits, validation, turn
 * protocol, hooks, tracing, snapshots and analysis fallbacks.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import { actorKind, defineRuleset, Fraction } from '@turnkeeper/core';
 * export const myGame = defineRuleset({
 *   id: 'my-game', title: 'My Game', description: '…', versions: ['1.0'] as const,
 *   units: { time: { name: 'tick', plural: 'ticks', description: '…' } },
 *   docs: 'https://example.org/my-game', sources: ['my-game/src/time.c'],
 *   options: z.strictObject({}),
 *   actors: { actor: actorKind({ description: '…', spec, patch, actions: { act: z.strictObject({}) }, defaultAction: 'act', view }) },
 *   hooks: {}, state: savedState,
 *   createEngine: (ctx, saved) => new MyEngine(ctx, saved),
 *   analysis: { rate: (a) => Fraction.of(a.spec.speed, 100), speedTable: () => undefined, versions: [{ id: '1.0', rules: {}, changes: [] }] },
 * });
 * ```
 */
export function defineRuleset<
  const Id extends string,
  const V extends VersionTuple,
  const K extends ActorKinds,
  O extends OptionsSchema,
  const H extends HookDecls,
  S extends z.ZodType,
>(config: RulesetConfig<Id, V, K, O, H, S>): Ruleset<Id, TypesOf<K, V[number], O, H, S>> {
  type T = TypesOf<K, V[number], O, H, S>;
  type Version = V[number];
  checkMetadata(config);
  const defaultVersion: Version = config.defaultVersion ?? config.versions[0];
  const kinds = new KindTable(config.id, config.actors);
  const hookNames = Object.keys(config.hooks);
  const generator = config.generator;
  const randomKinds: RandomKind[] = [seededKind, scriptedKind, ...(generator ? [generator] : []), ...(config.randomKinds ?? [])];
  const units = { ...config.units, turn: config.units.turn ?? { ...config.units.time, length: 1 } };
  const fastState = compileFastCheck(config.state);
  const generatorVersions: readonly string[] = generator ? (config.generatorVersions ?? config.versions) : [];

  function parseVersion(version: unknown): Version {
    const v = version ?? defaultVersion;
    if (typeof v !== 'string' || !(config.versions as readonly string[]).includes(v)) throw new UnknownVersionError(config.id, v, config.versions);
    return v;
  }

  function parseRulesetOptions(version: unknown, options: unknown): { version: Version; options: z.output<O> } {
    return { version: parseVersion(version), options: parseOptions(config.options, options ?? {}, `${config.id} options`) };
  }

  function build(
    version: Version,
    options: z.output<O>,
    random: RandomSource,
    traceEvents: TraceBuffer | undefined,
    savedEngine: z.output<S> | undefined,
    pending: ActorId | undefined,
    checkRandom: boolean,
  ): TimeLoop<T> {
    // A caller's own source is checked on every draw; core's and the game's generators are trusted.
    const drawn = checkRandom ? checked(random) : random;
    const engineRandom = traceEvents ? recording(drawn, { push: (c) => { traceEvents.push({ type: 'random', ...c }); } }) : drawn;
    // The engine is built before the loop that owns the handlers, so emit reaches it through a holder.
    const holder: { loop?: TimeLoop<T> } = {};
    // Whether each hook is observed, kept up to date by the loop: engines ask once a tick or more,
    // so the answer is one property read (a fixed-shape object), not a lookup through the loop.
    const heard: Record<string, boolean> = {};
    for (const hook of hookNames) heard[hook] = traceEvents !== undefined;
    const ctx: EngineContext<T> = {
      version,
      options,
      random: engineRandom,
      emit(hook, payload) {
        holder.loop?.emit(hook, payload);
      },
      listening: (hook) => heard[hook] === true,
    };
    let engine: LooseEngine;
    try {
      engine = config.createEngine(ctx, savedEngine) as unknown as LooseEngine;
    } catch (e) {
      // An engine that finds its saved state inconsistent (a duplicate id, say) refuses the restore.
      if (savedEngine !== undefined && !(e instanceof SnapshotError)) {
        throw new SnapshotError(`restore(): snapshot.engine: ${(e as Error).message}`, { field: 'engine' });
      }
      throw e;
    }
    const binding: LoopBinding = {
      rulesetId: config.id,
      version,
      options: options as JsonValue,
      kinds,
      hookNames,
      heard,
      engine,
      baseRandom: random,
      engineRandom,
    };
    const loop = new TimeLoop<T>(binding, traceEvents, pending);
    holder.loop = loop;
    return loop;
  }

  function create(opts: CreateLoopOptions<T> = {}): TimeLoop<T> {
    checkCreateOptions(config.id, opts, generator);
    const { version, options } = parseRulesetOptions(opts.version, opts.options);
    const seed = opts.seed ?? 0;
    if (opts.generator === 'game' && !generatorVersions.includes(version)) {
      throw new InvalidOptionsError(`${config.id} create() options`, [
        { field: 'generator', value: 'game', allowed: `"core" under ${version}: the game generator ${config.id} ships is that of ${generatorVersions.join(', ')}` },
      ]);
    }
    if (opts.generator === 'game' && generator?.maxSeed !== undefined && seed > generator.maxSeed) {
      throw new InvalidOptionsError(`${config.id} create() options`, [
        { field: 'seed', value: seed, allowed: `an integer from 0 to ${generator.maxSeed}: the seed ${config.id}'s own generator takes` },
      ]);
    }
    const random = opts.random ?? (opts.generator === 'game' && generator ? generator.seeded(seed) : seeded(seed));
    const trace = opts.trace === undefined || opts.trace === false ? undefined : new TraceBuffer(opts.trace === true ? Infinity : opts.trace.limit);
    return build(version, options, random, trace, undefined, undefined, opts.random !== undefined);
  }

  const ruleset: Ruleset<Id, T> = {
    id: config.id,
    title: config.title,
    description: config.description,
    versions: config.versions,
    defaultVersion,
    units,
    kinds: kinds.meta,
    hooks: Object.fromEntries(hookNames.map((h) => [h, (config.hooks[h] as H[string]).description])),
    docs: config.docs,
    sources: config.sources,
    generator,
    generatorVersions,
    actors: config.actors,
    optionsSchema: config.options,
    hookDecls: config.hooks,
    stateSchema: config.state,
    randomKinds,
    analysis: buildAnalysis<T>({
      id: config.id,
      kinds,
      units,
      versions: config.versions,
      defaultVersion,
      parseOptions: parseRulesetOptions,
      create: (version, options, seed) => create({ version, options, seed }),
      config: config.analysis,
    }),
    specJsonSchema(kind) {
      const one = (k: string): Record<string, unknown> => jsonSchemaOf(requireKind(kinds, config.id, k).spec);
      if (kind !== undefined) return one(kind);
      return { $schema: 'https://json-schema.org/draft/2020-12/schema', oneOf: kinds.names.map((k) => stripDialect(one(k))) };
    },
    patchJsonSchema: (kind) => jsonSchemaOf(requireKind(kinds, config.id, kind).patch),
    actionJsonSchema(kind) {
      const k = requireKind(kinds, config.id, kind);
      return {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        oneOf: k.actionNames.map((a) => stripDialect(jsonSchemaOf((k.actions.get(a) as { schema: z.ZodType }).schema))),
      };
    },
    viewJsonSchema: (kind) => jsonSchemaOf(requireKind(kinds, config.id, kind).view),
    hookPayloadJsonSchema(hook) {
      const decl = config.hooks[hook];
      if (!decl) throw new InvalidArgumentError(`${config.id} hook`, hook, `one of ${hookNames.join(', ') || '(none)'}`);
      return jsonSchemaOf(decl.payload);
    },
    optionsJsonSchema: () => {
      const schema = jsonSchemaOf(config.options);
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      return {
        ...schema,
        properties: { version: { type: 'string', enum: [...config.versions], default: defaultVersion }, ...properties },
      };
    },
    parseSpec: (spec) => kinds.spec(spec) as SpecOutput<K>,
    parseOptions: parseRulesetOptions,
    create,
    restore(input, opts = {}) {
      const snapshot = checkSnapshot(input);
      if (snapshot.ruleset !== config.id) {
        throw new SnapshotError(`restore(): snapshot is of ruleset "${snapshot.ruleset}", not "${config.id}"`, {
          expected: config.id,
          got: snapshot.ruleset,
        });
      }
      if (!(config.versions as readonly string[]).includes(snapshot.version)) {
        throw new SnapshotError(`restore(): snapshot version ${show(snapshot.version)} is not one of ${config.id}'s (${config.versions.join(', ')})`, {
          field: 'version',
        });
      }
      let parsed: { version: Version; options: z.output<O> };
      try {
        parsed = parseRulesetOptions(snapshot.version, snapshot.options);
      } catch (e) {
        throw new SnapshotError(`restore(): snapshot.options: ${(e as Error).message}`, { field: 'options' });
      }
      // Large states are validated by a compiled check when the schema allows it; zod otherwise, and
      // whenever the check says no, to say exactly what is wrong.
      const state: { success: true; data: z.output<S> } | z.ZodSafeParseResult<z.output<S>> =
        fastState?.(snapshot.engine) === true ? { success: true, data: snapshot.engine as z.output<S> } : config.state.safeParse(snapshot.engine);
      if (!state.success) {
        const issue = toIssues(state.error, snapshot.engine)[0];
        throw new SnapshotError(
          `restore(): snapshot.engine${issue?.field ? `.${issue.field}` : ''}: got ${show(issue?.value)}; ${issue?.allowed ?? 'invalid'}`,
          { field: `engine${issue?.field ? `.${issue.field}` : ''}` },
        );
      }
      if (config.pendingOf) {
        const waiting = config.pendingOf(state.data);
        if (waiting !== (snapshot.pending ?? null)) {
          throw new SnapshotError(
            `restore(): snapshot.pending is ${show(snapshot.pending ?? null)} but the engine state is waiting on ${show(waiting)}`,
            { field: 'pending' },
          );
        }
      }
      const random = opts.random ?? restoreRandom(snapshot.random, randomKinds);
      const trace = snapshot.trace ? new TraceBuffer(snapshot.traceLimit ?? Infinity, snapshot.trace, snapshot.traceDropped ?? 0) : undefined;
      return build(parsed.version, parsed.options, random, trace, state.data, snapshot.pending ?? undefined, opts.random !== undefined);
    },
  };
  return ruleset;
}

function requireKind(kinds: KindTable, id: string, kind: string): NonNullable<ReturnType<KindTable['get']>> {
  const k = kinds.get(kind);
  if (!k) throw new InvalidArgumentError(`${id} actor kind`, kind, `one of ${kinds.names.join(', ')}`);
  return k;
}

function stripDialect(schema: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...schema };
  delete rest.$schema;
  return rest;
}

function checkCreateOptions(id: string, opts: unknown, generator: GameGenerator | undefined): void {
  const what = `${id} create() options`;
  if (typeof opts !== 'object' || opts === null || Array.isArray(opts)) {
    throw new InvalidOptionsError(what, [{ field: '', value: opts, allowed: 'an object (or nothing)' }]);
  }
  const o = opts as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!CREATE_KEYS.has(key)) throw new InvalidOptionsError(what, [{ field: key, value: o[key], allowed: `not an option; options are ${[...CREATE_KEYS].join(', ')}` }]);
  }
  if (o.seed !== undefined && (typeof o.seed !== 'number' || !Number.isSafeInteger(o.seed) || o.seed < 0)) {
    throw new InvalidOptionsError(what, [{ field: 'seed', value: o.seed, allowed: 'a non-negative safe integer' }]);
  }
  if (o.generator !== undefined && o.generator !== 'core' && o.generator !== 'game') {
    throw new InvalidOptionsError(what, [{ field: 'generator', value: o.generator, allowed: '"core" (xoshiro128**) or "game" (the game\'s own generator)' }]);
  }
  if (o.generator === 'game' && !generator) {
    throw new InvalidOptionsError(what, [{ field: 'generator', value: 'game', allowed: `"core": ${id} ships no game generator` }]);
  }
  if (o.random !== undefined) {
    if (!isRandomSource(o.random)) {
      throw new InvalidOptionsError(what, [{ field: 'random', value: o.random, allowed: 'a random source: an object with below(n)' }]);
    }
    if (o.seed !== undefined || o.generator !== undefined) {
      throw new InvalidOptionsError(what, [{ field: o.seed !== undefined ? 'seed' : 'generator', value: o.seed ?? o.generator, allowed: 'nothing when random is given (the source is already seeded)' }]);
    }
  }
  if (o.trace !== undefined && typeof o.trace !== 'boolean') {
    const limit = typeof o.trace === 'object' && o.trace !== null ? (o.trace as Record<string, unknown>).limit : undefined;
    const keys = typeof o.trace === 'object' && o.trace !== null ? Object.keys(o.trace) : [];
    if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 1 || keys.some((k) => k !== 'limit')) {
      throw new InvalidOptionsError(what, [{ field: 'trace', value: o.trace, allowed: 'true, false, or { limit } with limit an integer ≥ 1' }]);
    }
  }
}

/** Wraps a caller's random source so a result outside `[0, n)` is a `BadRandomError`, not a silent wrong answer. */
function checked(source: RandomSource): RandomSource {
  return {
    below(n: number, site?: string): number {
      const result = source.below(n, site);
      if (!Number.isInteger(result) || result < 0 || result >= Math.max(1, n)) throw new BadRandomError(n, result);
      return result;
    },
  };
}

function isRandomSource(v: unknown): boolean {
  return typeof v === 'object' && v !== null && typeof (v as Record<string, unknown>).below === 'function';
}

/** Shape check of a snapshot's envelope, so a malformed one fails with a message, not a TypeError. */
function checkSnapshot(input: unknown): LoopSnapshot {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new SnapshotError(`restore(): a snapshot is an object; got ${show(input)}`);
  }
  const s = input as Partial<Record<keyof LoopSnapshot, unknown>>;
  if (s.format !== 'turnkeeper.snapshot/1') {
    throw new SnapshotError(`restore(): unknown snapshot format ${show(s.format)}; expected "turnkeeper.snapshot/1"`, { field: 'format' });
  }
  const bad = (field: string, allowed: string): never => {
    throw new SnapshotError(`restore(): snapshot.${field}: got ${show(s[field as keyof LoopSnapshot])}; expected ${allowed}`, { field });
  };
  if (typeof s.ruleset !== 'string') bad('ruleset', 'a ruleset id');
  if (typeof s.version !== 'string') bad('version', 'a version string');
  if (typeof s.random !== 'object' || s.random === null || typeof (s.random as { kind?: unknown }).kind !== 'string') {
    bad('random', 'a saved random state with a kind');
  }
  if (s.pending !== null && typeof s.pending !== 'string' && !(typeof s.pending === 'number' && Number.isSafeInteger(s.pending))) {
    bad('pending', 'an actor id or null');
  }
  if (s.trace !== null && !Array.isArray(s.trace)) bad('trace', 'an array of events or null');
  if (s.traceLimit !== undefined && !(typeof s.traceLimit === 'number' && Number.isSafeInteger(s.traceLimit) && s.traceLimit >= 1)) {
    bad('traceLimit', 'an integer ≥ 1, or absent');
  }
  if (s.traceDropped !== undefined && !(typeof s.traceDropped === 'number' && Number.isSafeInteger(s.traceDropped) && s.traceDropped >= 0)) {
    bad('traceDropped', 'an integer ≥ 0, or absent');
  }
  return s as LoopSnapshot;
}

function restoreRandom(state: RandomState, kinds: readonly RandomKind[]): RandomSource {
  const kind = kinds.find((k) => k.kind === state.kind);
  if (!kind) {
    throw new SnapshotError(
      `restore(): unknown random source kind ${show(state.kind)}; known: ${kinds.map((k) => `"${k.kind}"`).join(', ')} (or pass options.random)`,
      { kind: state.kind },
    );
  }
  try {
    return kind.restore(state);
  } catch (e) {
    throw new SnapshotError(`restore(): snapshot.random: ${(e as Error).message}`, { field: 'random' });
  }
}

function checkMetadata(config: {
  id: string;
  title: string;
  description: string;
  versions: readonly string[];
  defaultVersion?: string;
  docs: string;
  sources: readonly string[];
  hooks: HookDecls;
}): void {
  const bad = (field: string, value: unknown, allowed: string): never => {
    throw new InvalidOptionsError(`ruleset metadata`, [{ field, value, allowed }]);
  };
  if (!/^[a-z][a-z0-9-]*$/.test(config.id)) bad('id', config.id, 'lowercase letters, digits and dashes, starting with a letter');
  if (!config.title.trim()) bad('title', config.title, 'a non-empty title');
  if (!config.description.trim()) bad('description', config.description, 'a non-empty description');
  if (config.versions.length === 0) bad('versions', config.versions, 'at least one version');
  if (new Set(config.versions).size !== config.versions.length) bad('versions', config.versions, 'distinct versions');
  if (config.defaultVersion !== undefined && !config.versions.includes(config.defaultVersion)) {
    bad('defaultVersion', config.defaultVersion, `one of the versions (${config.versions.join(', ')})`);
  }
  if (!config.docs.trim()) bad('docs', config.docs, 'a docs link');
  for (const [name, decl] of Object.entries(config.hooks)) {
    if (!decl.description.trim()) bad(`hooks.${name}.description`, decl.description, 'a one-line description');
  }
}
