import type { z } from 'zod';
import { InvalidOptionsError, SnapshotError, show } from '../errors.js';
import type { JsonValue } from '../json.js';
import { TimeLoop, type LoopBinding } from '../loop/time-loop.js';
import type { LoopSnapshot } from '../loop/snapshot.js';
import { recording, type RandomCall } from '../random/recording.js';
import type { RandomKind, RandomSource, RandomState } from '../random/random-source.js';
import { scriptedKind } from '../random/scripted.js';
import { seeded, seededKind } from '../random/xoshiro128.js';
import { jsonSchemaOf, parseOptions, parseSpec } from '../schema/parse.js';
import type { TraceEvent } from '../trace/trace.js';
import type { ActorId } from './actor-id.js';
import type { ActionBase, EngineContext, HookMap, RulesetConfig, RulesetUnits } from './types.js';

/**
 * How to create a time loop from a ruleset.
 *
 * @example
 * ```ts
 * nethack.create({ version: '3.6.0', seed: 42, trace: true });
 * nethack.create({ random: scripted([3, 1, 4, 1, 5]) });
 * ```
 */
export interface CreateLoopOptions<OptionsIn> {
  /** The game version to follow; defaults to the ruleset's default version. */
  readonly version?: string;
  /** Seed for core's default generator (xoshiro128**). Default 0. Ignored when `random` is given. */
  readonly seed?: number;
  /** A random source to draw from instead (a scripted one, a game's own generator…). */
  readonly random?: RandomSource;
  /** Ruleset options other than the version. */
  readonly options?: OptionsIn;
  /** Record a trace of every event and random draw. */
  readonly trace?: boolean;
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
 * What every ruleset exposes, whatever its types: the metadata the registry, CLI, docs and
 * conformance kit read.
 *
 * @example
 * ```ts
 * import { generic, type RulesetMeta } from '@turnkeeper/core';
 * const meta: RulesetMeta = generic;
 * meta.versions; // ['1']
 * ```
 */
export interface RulesetMeta {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly versions: readonly [string, ...string[]];
  readonly defaultVersion: string;
  readonly units: RulesetUnits;
  readonly actionKinds: readonly string[];
  readonly hooks: Readonly<Record<string, string>>;
  readonly docs: string;
  readonly sources: readonly string[];
  /** JSON Schema of the actor spec (draft 2020-12). */
  actorSpecJsonSchema(): Record<string, unknown>;
  /** JSON Schema of the ruleset options, version included. */
  optionsJsonSchema(): Record<string, unknown>;
}

/**
 * A ruleset: metadata plus `create` and `restore` for time loops. Made by {@link defineRuleset}.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create({ seed: 1 });
 * ```
 */
export interface Ruleset<
  Id extends string,
  SpecSchema extends z.ZodType,
  PatchSchema extends z.ZodType,
  Action extends ActionBase,
  OptionsSchema extends z.ZodType<object>,
  Hooks extends HookMap,
> extends RulesetMeta {
  readonly id: Id;
  readonly actionKinds: readonly [Action['kind'], ...Action['kind'][]];
  readonly actorSpec: SpecSchema;
  readonly actorPatch: PatchSchema;
  readonly optionsSchema: OptionsSchema;
  readonly randomKinds: readonly RandomKind[];
  /** The declared long-run rate (actions per time unit), when the ruleset gives one. */
  readonly rate?: RulesetConfig<Id, SpecSchema, PatchSchema, Action, OptionsSchema, Hooks>['rate'];
  /** Validates an actor spec and returns it with defaults filled in; throws InvalidSpecError. */
  parseSpec(spec: unknown): z.output<SpecSchema>;
  /** Validates options (version included) and returns them with defaults filled in. */
  parseOptions(version: unknown, options: unknown): { version: string; options: z.output<OptionsSchema> };
  create(
    options?: CreateLoopOptions<z.input<OptionsSchema>>,
  ): TimeLoop<z.input<SpecSchema>, z.input<PatchSchema>, Action, Hooks>;
  /** Restores a loop from `snapshot()` output (typically `JSON.parse`d: it is checked here). */
  restore(snapshot: unknown, options?: RestoreLoopOptions): TimeLoop<z.input<SpecSchema>, z.input<PatchSchema>, Action, Hooks>;
}

/**
 * Any ruleset, whatever its types: what registries and the conformance kit hold.
 *
 * @example
 * ```ts
 * import type { AnyRuleset } from '@turnkeeper/core';
 * function describe(r: AnyRuleset) { return `${r.title} (${r.versions.join(', ')})`; }
 * ```
 */
export type AnyRuleset = RulesetMeta & {
  readonly randomKinds: readonly RandomKind[];
  readonly actionKinds: readonly [string, ...string[]];
  parseSpec(spec: unknown): unknown;
  parseOptions(version: unknown, options: unknown): { version: string; options: unknown };
  rate?(spec: never, action: never, version: string, options: never): number;
  create(options?: CreateLoopOptions<never>): TimeLoop<never, never, never, HookMap>;
  restore(snapshot: unknown, options?: RestoreLoopOptions): TimeLoop<never, never, never, HookMap>;
};

/**
 * Defines a ruleset. This one factory fixes the metadata contract for every game (the way
 * typescript-eslint's `createRule` does for lint rules), validates the metadata once, and builds
 * `create` / `restore` around the ruleset's engine so that every ruleset gets the same id checks,
 * spec validation, turn protocol, tracing and snapshots.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import { defineRuleset } from '@turnkeeper/core';
 * export const myGame = defineRuleset({
 *   id: 'my-game', title: 'My Game', description: '…', versions: ['1.0'],
 *   units: { time: { name: 'tick', plural: 'ticks', description: '…' } },
 *   actorSpec: z.object({ speed: z.number().int().min(1) }),
 *   actorPatch: z.object({ speed: z.number().int().min(1).optional() }),
 *   options: z.object({}),
 *   actionKinds: ['act'], hooks: {}, docs: 'https://example.org/my-game',
 *   createEngine: (ctx, saved) => new MyEngine(ctx, saved),
 * });
 * ```
 */
export function defineRuleset<
  const Id extends string,
  SpecSchema extends z.ZodType,
  PatchSchema extends z.ZodType,
  Action extends ActionBase,
  OptionsSchema extends z.ZodType<object>,
  // A ruleset without hooks has an empty hook map: `{}` is intended here.
  // eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type
  Hooks extends HookMap = Record<never, never>,
>(
  config: RulesetConfig<Id, SpecSchema, PatchSchema, Action, OptionsSchema, Hooks>,
): Ruleset<Id, SpecSchema, PatchSchema, Action, OptionsSchema, Hooks> {
  checkMetadata(config);
  const defaultVersion = config.defaultVersion ?? config.versions[0];
  const actionKinds = new Set<string>(config.actionKinds);
  const randomKinds: RandomKind[] = [seededKind, scriptedKind, ...(config.randomKinds ?? [])];

  function parseRulesetOptions(version: unknown, options: unknown): { version: string; options: z.output<OptionsSchema> } {
    const v = version ?? defaultVersion;
    if (typeof v !== 'string' || !config.versions.includes(v)) {
      throw new InvalidOptionsError(`${config.id} options`, [
        { field: 'version', value: v, allowed: `one of ${config.versions.map((x) => `"${x}"`).join(', ')}` },
      ]);
    }
    return { version: v, options: parseOptions(config.options, options ?? {}, `${config.id} options`) };
  }

  type Loop = TimeLoop<z.input<SpecSchema>, z.input<PatchSchema>, Action, Hooks>;

  function build(
    version: string,
    options: z.output<OptionsSchema>,
    random: RandomSource,
    traceEvents: TraceEvent[] | undefined,
    savedEngine: JsonValue | undefined,
    pending: ActorId | undefined,
  ): Loop {
    let engineRandom = random;
    if (traceEvents) {
      engineRandom = recording(random, { push: (c: RandomCall) => traceEvents.push({ type: 'random', n: c.n, result: c.result }) });
    }
    // The engine is built before the loop that owns the handlers, so emit reaches it through a holder.
    const holder: { loop?: Loop } = {};
    const ctx: EngineContext<z.output<OptionsSchema>, Hooks> = {
      version,
      options,
      random: engineRandom,
      emit(hook, payload) {
        holder.loop?.emit(hook, payload, { random: engineRandom, time: engine.time });
      },
    };
    const engine = config.createEngine(ctx, savedEngine);
    const binding: LoopBinding<z.input<SpecSchema>, z.input<PatchSchema>, Action> = {
      rulesetId: config.id,
      version,
      options: options as JsonValue,
      actionKinds,
      actionKindList: config.actionKinds,
      parseSpec: (spec) => parseSpec(config.actorSpec, spec, `${config.id} actor spec`),
      parsePatch: (patch) => parseSpec(config.actorPatch, patch, `${config.id} actor patch`),
      engine,
      baseRandom: random,
    };
    const loop = new TimeLoop<z.input<SpecSchema>, z.input<PatchSchema>, Action, Hooks>(binding, traceEvents, pending);
    holder.loop = loop;
    return loop;
  }

  const ruleset: Ruleset<Id, SpecSchema, PatchSchema, Action, OptionsSchema, Hooks> = {
    id: config.id,
    title: config.title,
    description: config.description,
    versions: config.versions,
    defaultVersion,
    units: config.units,
    actionKinds: config.actionKinds,
    hooks: config.hooks,
    docs: config.docs,
    sources: config.sources ?? [],
    actorSpec: config.actorSpec,
    actorPatch: config.actorPatch,
    optionsSchema: config.options,
    randomKinds,
    ...(config.rate ? { rate: config.rate.bind(config) } : {}),
    actorSpecJsonSchema: () => jsonSchemaOf(config.actorSpec),
    optionsJsonSchema: () => {
      const schema = jsonSchemaOf(config.options);
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      return {
        ...schema,
        properties: { version: { type: 'string', enum: [...config.versions], default: defaultVersion }, ...properties },
      };
    },
    parseSpec: (spec) => parseSpec(config.actorSpec, spec, `${config.id} actor spec`),
    parseOptions: parseRulesetOptions,
    create(opts = {}) {
      const { version, options } = parseRulesetOptions(opts.version, opts.options);
      const random = opts.random ?? seeded(opts.seed ?? 0);
      return build(version, options, random, opts.trace ? [] : undefined, undefined, undefined);
    },
    restore(input, opts = {}) {
      const snapshot = checkSnapshot(input);
      if (snapshot.ruleset !== config.id) {
        throw new SnapshotError(`restore(): snapshot is of ruleset "${snapshot.ruleset}", not "${config.id}"`, {
          expected: config.id,
          got: snapshot.ruleset,
        });
      }
      const { version, options } = parseRulesetOptions(snapshot.version, snapshot.options);
      const random = opts.random ?? restoreRandom(snapshot.random, randomKinds);
      const trace = snapshot.trace ? [...snapshot.trace] : undefined;
      return build(version, options, random, trace, snapshot.engine, snapshot.pending ?? undefined);
    },
  };
  return ruleset;
}

/** Shallow shape check of a snapshot, so a malformed one fails with a message, not a TypeError. */
function checkSnapshot(input: unknown): LoopSnapshot {
  const s = input as Partial<Record<keyof LoopSnapshot, unknown>> | null;
  if (s?.format !== 'turnkeeper.snapshot/1') {
    throw new SnapshotError(`restore(): unknown snapshot format ${show(s?.format)}; expected "turnkeeper.snapshot/1"`);
  }
  const bad = (field: string, allowed: string): never => {
    throw new SnapshotError(`restore(): snapshot.${field}: got ${show(s[field as keyof LoopSnapshot])}; expected ${allowed}`, { field });
  };
  if (typeof s.ruleset !== 'string') bad('ruleset', 'a ruleset id');
  if (typeof s.version !== 'string') bad('version', 'a version string');
  if (typeof s.random !== 'object' || s.random === null || typeof (s.random as { kind?: unknown }).kind !== 'string') {
    bad('random', 'a saved random state with a kind');
  }
  if (s.pending !== null && typeof s.pending !== 'string' && typeof s.pending !== 'number') bad('pending', 'an actor id or null');
  if (s.trace !== null && !Array.isArray(s.trace)) bad('trace', 'an array of events or null');
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
  return kind.restore(state);
}

function checkMetadata(config: {
  id: string;
  title: string;
  versions: readonly string[];
  defaultVersion?: string;
  actionKinds: readonly string[];
  docs: string;
}): void {
  const bad = (field: string, value: unknown, allowed: string): never => {
    throw new InvalidOptionsError(`ruleset metadata`, [{ field, value, allowed }]);
  };
  if (!/^[a-z][a-z0-9-]*$/.test(config.id)) bad('id', config.id, 'lowercase letters, digits and dashes, starting with a letter');
  if (!config.title.trim()) bad('title', config.title, 'a non-empty title');
  if (config.versions.length === 0) bad('versions', config.versions, 'at least one version');
  if (new Set(config.versions).size !== config.versions.length) bad('versions', config.versions, 'distinct versions');
  if (config.defaultVersion !== undefined && !config.versions.includes(config.defaultVersion)) {
    bad('defaultVersion', config.defaultVersion, `one of the versions (${config.versions.join(', ')})`);
  }
  if (config.actionKinds.length === 0) bad('actionKinds', config.actionKinds, 'at least one action kind');
  if (new Set(config.actionKinds).size !== config.actionKinds.length) bad('actionKinds', config.actionKinds, 'distinct kinds');
  if (!config.docs.trim()) bad('docs', config.docs, 'a docs link');
}
