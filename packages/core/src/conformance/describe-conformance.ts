import { describe, expect, it } from 'vitest';
import {
  ActorLimitError,
  DuplicateRulesetError,
  InvalidActionError,
  InvalidOptionsError,
  InvalidPatchError,
  InvalidSpecError,
  SnapshotError,
  TurnOrderError,
  UnknownActionError,
  UnknownActorKindError,
  UnknownHookError,
  UnknownRulesetError,
  UnknownVersionError,
} from '../errors.js';
import { createRegistry, type Registry } from '../registry/registry.js';
import { restore } from '../ruleset/restore.js';
import { checkRuleset } from '../ruleset/check-ruleset.js';
import type { ActorId } from '../ruleset/actor-id.js';
import type { AnyAnalysis, AnyRuleset, AnyTimeLoop } from '../ruleset/any-ruleset.js';
import { actionJsonSchema, hookPayloadJsonSchema, optionsJsonSchema, patchJsonSchema, specJsonSchema, viewJsonSchema } from '../json-schema/json-schema.js';
import { check } from '../schema/parse.js';
import type { ActionBase, Turn } from '../ruleset/types.js';
import { describeRobustness } from './describe-robustness.js';

/**
 * An action as the kit passes it on: a kind plus any details the ruleset's actions take.
 *
 * @example
 * ```ts
 * const a: LooseAction = { kind: 'act', cost: 50 };
 * ```
 */
export type LooseAction = ActionBase & Readonly<Record<string, unknown>>;

/**
 * An actor the kit adds: an id and a spec (with `kind`).
 *
 * @example
 * ```ts
 * const a: ConformanceActor = { id: 0, spec: { kind: 'monster', speed: 10 } };
 * ```
 */
export interface ConformanceActor {
  readonly id: ActorId;
  readonly spec: unknown;
}

/**
 * What the conformance kit needs to exercise a ruleset. Everything it can read off the ruleset
 * itself (actor kinds, default actions, schemas, hooks, versions) it reads there.
 *
 * @example
 * ```ts
 * import { genericAnalysis } from '@turnkeeper/core/analysis';
 * import { describeConformance } from '@turnkeeper/core/conformance';
 * describeConformance(genericAnalysis, {
 *   actors: [{ id: 0, spec: { speed: 100 } }, { id: 'bat', spec: { speed: 250 } }],
 *   badSpecs: [{ spec: { kind: 'actor', speed: 0 }, field: 'speed' }],
 *   rate: { actors: [{ id: 'p', spec: { speed: 130 } }], probe: 'p' },
 * });
 * ```
 */
export interface ConformanceOptions {
  /** Valid actors to populate a loop with (at least one that acts). Ids: include 0. */
  readonly actors: readonly ConformanceActor[];
  /** The action each turn reports (default: the due actor kind's `defaultAction`). */
  readonly action?: (turn: Turn, step: number) => ActionBase | LooseAction;
  /** Specs that must be rejected with InvalidSpecError whose message names `field`. */
  readonly badSpecs: readonly { readonly spec: unknown; readonly field: string }[];
  /** Patches of `actors[i]` that must be rejected with InvalidPatchError naming `field`. */
  readonly badPatches?: readonly { readonly actor: ActorId; readonly patch: unknown; readonly field: string }[];
  /** Per-version ruleset options to run with (default: each version with no options). */
  readonly variants?: readonly { readonly version: string; readonly options?: unknown }[];
  /** Steps per run (default 3000). */
  readonly steps?: number;
  /** Seeds for determinism and snapshot checks (default [1, 2, 3]). */
  readonly seeds?: readonly number[];
  /** Registry the ruleset is expected in (e.g. the CLI's); checked when given. */
  readonly registry?: Registry;
  /**
   * Long-run rate check against `analysis.rate`: `probe` (one of `actors`) is counted over `steps`
   * and its actions per time unit must match the declared rate within `tolerance` (relative).
   */
  readonly rate?: {
    readonly actors: readonly ConformanceActor[];
    readonly probe: ActorId;
    readonly action?: ActionBase | LooseAction;
    readonly steps?: number;
    readonly tolerance?: number;
    readonly version?: string;
    readonly options?: unknown;
  };
}

function makeLoop(ruleset: AnyRuleset, seed: number, variant: { version: string; options?: unknown }, trace = true): AnyTimeLoop {
  return ruleset.create({ seed, version: variant.version, options: variant.options, trace });
}

function defaultAction(ruleset: AnyRuleset): (turn: Turn) => LooseAction {
  const byKind = new Map(ruleset.kindList.map((k) => [k.name, Object.freeze({ kind: k.defaultAction })]));
  return (turn) => byKind.get(turn.kind) ?? { kind: '__none__' };
}

/** What every part of the conformance suite reads: the ruleset, the options and their defaults. */
interface SuiteContext {
  readonly analysis: AnyAnalysis;
  readonly ruleset: AnyRuleset;
  readonly meta: AnyRuleset['meta'];
  readonly options: ConformanceOptions;
  readonly steps: number;
  readonly seeds: readonly number[];
  readonly variants: readonly { readonly version: string; readonly options?: unknown }[];
  readonly action: (turn: Turn, step: number) => ActionBase | LooseAction;
  readonly first: { readonly version: string; readonly options?: unknown };
  /** Runs `n` turns, each acted with the suite's action. */
  readonly run: (loop: AnyTimeLoop, n: number, from?: number) => void;
}

function populate(loop: AnyTimeLoop, actors: readonly ConformanceActor[]): void {
  for (const a of actors) loop.add(a.id, a.spec);
}

/**
 * Registers the conformance suite for a ruleset: the contract's metadata (kinds, actions, hooks,
 * versions, JSON Schemas) and registry; determinism for every version; snapshot round trips mid-run
 * and with a turn pending; restores of tampered or foreign snapshots refused; inspect views and hook
 * payloads matching their schemas; every kind of bad input rejected with its own typed error; the
 * turn protocol; traces that are copies; and the analysis interface (rate against simulation,
 * speed table, versions).
 *
 * @example
 * ```ts
 * import { describeConformance } from '@turnkeeper/core/conformance';
 * import { genericAnalysis } from '@turnkeeper/core/analysis';
 * describeConformance(genericAnalysis, { actors: [{ id: 0, spec: { speed: 100 } }], badSpecs: [] });
 * ```
 */
export function describeConformance(analysis: AnyAnalysis, options: ConformanceOptions): void {
  const ruleset = analysis.ruleset;
  const meta = ruleset.meta;
  const steps = options.steps ?? 3000;
  const seeds = options.seeds ?? [1, 2, 3];
  const variants = options.variants ?? meta.versions.map((version) => ({ version }));
  const action = options.action ?? defaultAction(ruleset);
  const first: { readonly version: string; readonly options?: unknown } = variants[0] ?? { version: meta.defaultVersion };
  const run = (loop: AnyTimeLoop, n: number, from = 0): void => {
    for (let i = 0; i < n; i++) {
      const turn = loop.next();
      loop.act(turn.actor, action(turn, from + i));
    }
  };
  const c: SuiteContext = { analysis, ruleset, meta, options, steps, seeds, variants, action, first, run };

  describe(`conformance: ${ruleset.id}`, () => {
    describe('metadata', () => {
      metadataTests(c);
    });

    describe('registry and versions', () => {
      registryTests(c);
    });

    versionTests(c);

    generatorTests(c);

    describe('snapshots', () => {
      snapshotTests(c);
    });

    describe('bad input', () => {
      badSpecTests(c);
      misuseTests(c);
    });

    describe('robustness (properties and fuzzing over the whole input domain)', () => {
      describeRobustness({ ruleset, actors: options.actors, action: (turn, step) => action(turn, step), variant: first });
    });

    describe('analysis interface', () => {
      analysisTests(c);
    });
  });
}

/** The contract's metadata, hooks and JSON Schemas. */
function metadataTests(c: SuiteContext): void {
  const { ruleset, meta } = c;
  it('passes checkRuleset: metadata, hooks and actor kinds well formed', () => {
    expect(() => {
      checkRuleset(ruleset);
    }).not.toThrow();
  });
  it('has a well-formed id, title, description, docs link, sources and units', () => {
    expect(ruleset.id).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(meta.title.trim()).not.toBe('');
    expect(meta.description.trim()).not.toBe('');
    expect(meta.docs.trim()).not.toBe('');
    expect(meta.sources.length).toBeGreaterThan(0);
    expect(meta.units.time.name.trim()).not.toBe('');
    expect(meta.units.turn.length).toBeGreaterThan(0);
  });
  it('covers at least one game version, and the default is one of them', () => {
    expect(meta.versions.length).toBeGreaterThan(0);
    expect(meta.versions).toContain(meta.defaultVersion);
    expect(new Set(meta.versions).size).toBe(meta.versions.length);
  });
  it('declares actor kinds, each with actions, a default action and a limit', () => {
    expect(ruleset.kindList.length).toBeGreaterThan(0);
    for (const k of ruleset.kindList) {
      expect(k.description.trim(), `kind ${k.name}`).not.toBe('');
      expect(k.actions.length, `kind ${k.name}`).toBeGreaterThan(0);
      expect(k.actions).toContain(k.defaultAction);
      expect(k.max).toBeGreaterThanOrEqual(1);
    }
  });
  it('documents every hook and exports its payload as JSON Schema', () => {
    for (const [name, decl] of Object.entries(ruleset.hooks)) {
      expect(decl.description.trim().length, `hook ${name}`).toBeGreaterThan(10);
      expect(hookPayloadJsonSchema(ruleset, name)).toHaveProperty('type', 'object');
    }
  });
  it('exports specs, patches, actions, views and options as JSON Schema', () => {
    for (const k of ruleset.kindList) {
      for (const schema of [
        specJsonSchema(ruleset, k.name),
        patchJsonSchema(ruleset, k.name),
        actionJsonSchema(ruleset, k.name),
        viewJsonSchema(ruleset, k.name),
      ]) {
        expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
      }
    }
    const opts = optionsJsonSchema(ruleset) as { properties?: { version?: { enum?: string[] } } };
    expect(opts.properties?.version?.enum).toEqual([...meta.versions]);
  });
}

/** Registration, versions and create() options. */
function registryTests(c: SuiteContext): void {
  const { analysis, ruleset, meta, options } = c;
  it('registers, is found by id, and rejects a duplicate id by name', () => {
    const registry = createRegistry([ruleset]);
    expect(registry.get(ruleset.id)).toBe(ruleset);
    expect(registry.has(ruleset.id)).toBe(true);
    expect(() => registry.register(ruleset)).toThrow(DuplicateRulesetError);
    expect(() => registry.get(`${ruleset.id}-nope`)).toThrow(UnknownRulesetError);
  });
  if (options.registry) {
    const registry = options.registry;
    it('is in the given registry', () => {
      expect(registry.get(ruleset.id)).toBe(ruleset);
    });
  }
  it('rejects an unknown version with the versions it covers', () => {
    expect(() => ruleset.create({ version: 'no-such-version' })).toThrow(UnknownVersionError);
    expect(() => ruleset.create({ version: 'no-such-version' })).toThrow(meta.defaultVersion);
  });
  it('rejects unknown create() options', () => {
    expect(() => ruleset.create({ sede: 2 } as never)).toThrow(InvalidOptionsError);
  });
  it('describes every version once, the default among them', () => {
    const infos = analysis.versions();
    expect(infos.map((v) => v.id)).toEqual([...meta.versions]);
    expect(infos.filter((v) => v.isDefault).map((v) => v.id)).toEqual([meta.defaultVersion]);
  });
}

/** Per version: determinism, snapshot round trips, inspect views and hook payloads. */
function versionTests(c: SuiteContext): void {
  const { ruleset, options, steps, seeds, variants, action, run } = c;
  for (const variant of variants) {
    describe(`version ${variant.version}`, () => {
      it('is deterministic: the same seed gives the same trace', () => {
        for (const seed of seeds) {
          const a = makeLoop(ruleset, seed, variant);
          const b = makeLoop(ruleset, seed, variant);
          populate(a, options.actors);
          populate(b, options.actors);
          run(a, steps);
          run(b, steps);
          const ta = a.trace?.events ?? [];
          expect(ta.filter((e) => e.type === 'turn').length).toBe(steps);
          expect(b.trace?.events).toEqual(ta);
        }
      });

      it('round-trips a snapshot through JSON mid-run and continues identically', () => {
        for (const seed of seeds) {
          const a = makeLoop(ruleset, seed, variant);
          populate(a, options.actors);
          run(a, Math.floor(steps / 2));
          const b = restore(ruleset, JSON.parse(JSON.stringify(a.snapshot())));
          run(a, Math.ceil(steps / 2), Math.floor(steps / 2));
          run(b, Math.ceil(steps / 2), Math.floor(steps / 2));
          expect(b.trace?.events).toEqual(a.trace?.events);
          expect(b.time).toBe(a.time);
          expect(JSON.stringify(b.snapshot())).toBe(JSON.stringify(a.snapshot()));
        }
      });

      it('round-trips a snapshot taken while a turn is pending', () => {
        const a = makeLoop(ruleset, seeds[0] ?? 1, variant);
        populate(a, options.actors);
        run(a, 17);
        const turn = a.next();
        const b = restore(ruleset, JSON.parse(JSON.stringify(a.snapshot())));
        expect(b.pending).toBe(turn.actor);
        a.act(turn.actor, action(turn, 17));
        b.act(turn.actor, action(turn, 17));
        run(a, 50, 18);
        run(b, 50, 18);
        expect(b.trace?.events).toEqual(a.trace?.events);
      });

      it('gives inspect views and hook payloads that match their schemas', () => {
        const loop = makeLoop(ruleset, seeds[0] ?? 1, variant, false);
        const bad: string[] = [];
        const seen = new Set<string>();
        for (const [hook, decl] of Object.entries(ruleset.hooks)) {
          loop.on(hook, (payload) => {
            seen.add(hook);
            const r = check(decl.payload, payload);
            if (!r.ok) bad.push(`hook ${hook}: ${JSON.stringify(r.issues)}`);
          });
        }
        populate(loop, options.actors);
        const views = new Map(ruleset.kindList.map((k) => [k.name, ruleset.schemaOf(k.name, 'view')]));
        for (let i = 0; i < Math.min(steps, 500); i++) {
          const turn = loop.next();
          for (const id of loop.ids()) {
            const view = loop.inspect(id);
            const schema = views.get(view.kind);
            const r = schema ? check(schema, view) : undefined;
            if (!r?.ok) bad.push(`inspect(${String(id)}) at step ${i}: ${r ? JSON.stringify(r.issues) : `unknown kind ${view.kind}`}`);
          }
          loop.act(turn.actor, action(turn, i));
        }
        expect(bad.slice(0, 3)).toEqual([]);
      });
    });
  }
}

/** The game's own generator, where the ruleset ships one. */
function generatorTests(c: SuiteContext): void {
  const { ruleset, meta, options, run } = c;
  const generator = ruleset.random.generator;
  if (generator) {
    describe('the game generator', () => {
      it('reproduces a seed under the versions it covers, and is refused under the others', () => {
        for (const version of meta.versions) {
          if (!ruleset.random.generatorVersions.includes(version)) {
            expect(() => ruleset.create({ version, seed: 5, generator: 'game' })).toThrow(InvalidOptionsError);
            continue;
          }
          const a = ruleset.create({ version, seed: 5, generator: 'game', trace: true });
          const b = ruleset.create({ version, seed: 5, generator: 'game', trace: true });
          populate(a, options.actors);
          populate(b, options.actors);
          run(a, 200);
          run(b, 200);
          expect(b.trace?.events).toEqual(a.trace?.events);
          expect((a.snapshot().random as { kind: string }).kind).toBe(generator.kind);
          const c = restore(ruleset, JSON.parse(JSON.stringify(a.snapshot())));
          run(a, 50);
          run(c, 50);
          expect(c.trace?.events).toEqual(a.trace?.events);
        }
      });
    });
  }
}

/** Restores of tampered or foreign snapshots are refused. */
function snapshotTests(c: SuiteContext): void {
  const { ruleset, options, first, run } = c;
  it('refuses a snapshot of another ruleset, a tampered engine state and a missing pending actor', () => {
    const a = makeLoop(ruleset, 1, first);
    populate(a, options.actors);
    run(a, 5);
    const snap = JSON.parse(JSON.stringify(a.snapshot())) as Record<string, unknown>;
    expect(() => restore(ruleset, { ...snap, ruleset: `${ruleset.id}-other` })).toThrow(SnapshotError);
    expect(() => restore(ruleset, { ...snap, engine: { tampered: true } })).toThrow(SnapshotError);
    expect(() => restore(ruleset, { ...snap, version: 'no-such-version' })).toThrow(SnapshotError);
    expect(() => restore(ruleset, { ...snap, pending: '__nobody__' })).toThrow(SnapshotError);
    expect(() => restore(ruleset, null)).toThrow(SnapshotError);
  });
}

/** The declared bad specs and patches, each refused naming its field. */
function badSpecTests(c: SuiteContext): void {
  const { ruleset, options, first } = c;
  for (const bad of options.badSpecs) {
    it(`rejects the spec ${JSON.stringify(bad.spec)} naming "${bad.field}"`, () => {
      const loop = makeLoop(ruleset, 1, first, false);
      let error: unknown;
      try {
        loop.add(1, bad.spec);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(InvalidSpecError);
      const fields = (error as InvalidSpecError).issues.map((i) => i.field);
      expect(fields, (error as Error).message).toContain(bad.field);
      expect((error as Error).message).toContain(bad.field);
      expect(loop.has(1)).toBe(false);
    });
  }

  for (const bad of options.badPatches ?? []) {
    it(`rejects the patch ${JSON.stringify(bad.patch)} of ${JSON.stringify(bad.actor)} naming "${bad.field}"`, () => {
      const loop = makeLoop(ruleset, 1, first, false);
      populate(loop, options.actors);
      let error: unknown;
      try {
        loop.update(bad.actor, bad.patch);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(InvalidPatchError);
      expect((error as InvalidPatchError).issues.map((i) => i.field)).toContain(bad.field);
    });
  }
}

/** Unknown kinds, actions and hooks, the turn protocol, id 0 and trace copies. */
function misuseTests(c: SuiteContext): void {
  const { ruleset, options, action, first } = c;
  it('rejects an unknown actor kind, unknown patch fields and a kind over its limit', () => {
    const loop = makeLoop(ruleset, 1, first, false);
    expect(() => loop.add('x', { kind: '__no_such_kind__' })).toThrow(UnknownActorKindError);
    expect(() => loop.add('x', null)).toThrow(InvalidSpecError);
    populate(loop, options.actors);
    const one = options.actors[0];
    if (!one) throw new Error('conformance options.actors is empty');
    expect(() => loop.update(one.id, { __no_such_field__: 1 })).toThrow(InvalidPatchError);
    expect(() => loop.update(one.id, null)).toThrow(InvalidPatchError);
    for (const k of ruleset.kindList) {
      if (k.max === Infinity) continue;
      const example = options.actors.find((a) => (a.spec as { kind?: string }).kind === k.name);
      if (!example) continue;
      // The conformance actors first, so specs that refer to others (a rider's steed) are valid.
      const fresh = makeLoop(ruleset, 1, first, false);
      populate(fresh, options.actors);
      for (let i = fresh.count(k.name); i < k.max; i++) fresh.add(`k${i}`, example.spec);
      expect(() => fresh.add('one-too-many', example.spec)).toThrow(ActorLimitError);
    }
  });

  it('rejects unknown actions and unknown action fields for the due actor', () => {
    const loop = makeLoop(ruleset, 1, first, false);
    populate(loop, options.actors);
    const turn = loop.next();
    expect(() => loop.act(turn.actor, { kind: '__no_such_kind__' })).toThrow(UnknownActionError);
    expect(() => loop.act(turn.actor, { ...action(turn, 0), __no_such_field__: 1 })).toThrow(InvalidActionError);
    expect(loop.pending).toBe(turn.actor);
    loop.act(turn.actor, action(turn, 0));
  });

  it('rejects a misspelt hook name', () => {
    const loop = makeLoop(ruleset, 1, first, false);
    expect(() => loop.on('__no_such_hook__', () => undefined)).toThrow(UnknownHookError);
  });

  it('enforces the turn protocol with typed errors', () => {
    const loop = makeLoop(ruleset, 1, first, false);
    populate(loop, options.actors);
    const one = options.actors[0];
    if (!one) throw new Error('conformance options.actors is empty');
    expect(() => loop.act(one.id, { kind: '__x__' })).toThrow(TurnOrderError);
    expect(() => loop.add(one.id, one.spec)).toThrow(/already present/);
    expect(() => loop.remove('no-such-actor')).toThrow(TurnOrderError);
    const turn = loop.next();
    expect(() => loop.next()).toThrow(TurnOrderError);
    const other = options.actors.find((a) => a.id !== turn.actor);
    if (other) expect(() => loop.act(other.id, action(turn, 0))).toThrow(/not due/);
    loop.act(turn.actor, action(turn, 0));
    expect(() => loop.act(turn.actor, action(turn, 0))).toThrow(TurnOrderError);
  });

  it('treats 0 as a valid actor id', () => {
    const loop = makeLoop(ruleset, 1, first, false);
    const one = options.actors[0];
    if (!one) throw new Error('conformance options.actors is empty');
    loop.add(0, one.spec);
    expect(loop.has(0)).toBe(true);
    expect(loop.count()).toBe(1);
    loop.remove(0);
    expect(loop.has(0)).toBe(false);
    expect(loop.count()).toBe(0);
  });

  it('records copies in traces: mutating an action or spec afterwards changes nothing', () => {
    const loop = makeLoop(ruleset, 1, first);
    const specs = options.actors.map((a) => ({ id: a.id, spec: structuredClone(a.spec) as Record<string, unknown> }));
    for (const s of specs) loop.add(s.id, s.spec);
    const turn = loop.next();
    const act = { ...action(turn, 0) } as Record<string, unknown>;
    loop.act(turn.actor, act);
    const before = JSON.stringify(loop.trace?.events);
    act.__mutated__ = true;
    for (const s of specs) s.spec.__mutated__ = true;
    expect(JSON.stringify(loop.trace?.events)).toBe(before);
  });
}

/** The analysis interface: rates, the speed table and the declared long-run rate. */
function analysisTests(c: SuiteContext): void {
  const { analysis, ruleset, meta, options, action, first } = c;
  it('answers rate for every conformance actor', () => {
    for (const a of options.actors) {
      const r = analysis.rate({ actor: { spec: a.spec }, version: first.version, options: first.options });
      expect(r.perTime.value, JSON.stringify(a.spec)).toBeGreaterThanOrEqual(0);
      expect(r.perTime.exact).toBe(true);
      expect(r.timeUnit).toBe(meta.units.time.name);
    }
  });

  it('has a speed table whose rows are valid specs', () => {
    const table = analysis.speedTable({ version: first.version, options: first.options });
    expect(table.rows.length).toBeGreaterThan(0);
    const example = options.actors.find((a) => (a.spec as { kind?: string }).kind === table.kind) ?? { spec: { kind: table.kind } };
    for (const row of table.rows) {
      expect(row.display.trim()).not.toBe('');
      expect(() => ruleset.parseSpec({ ...(example.spec as object), kind: table.kind, ...row.spec })).not.toThrow();
    }
  });

  const rate = options.rate;
  if (rate) {
    it('matches its declared long-run rate', () => {
      const version = rate.version ?? meta.defaultVersion;
      const loop = makeLoop(ruleset, 7, { version, options: rate.options }, false);
      populate(loop, rate.actors);
      const probeSpec = rate.actors.find((a) => a.id === rate.probe)?.spec;
      const declared = analysis.rate({ actor: { spec: probeSpec, action: rate.action }, version, options: rate.options }).perTime.value;
      let count = 0;
      let firstTime = NaN;
      let last = NaN;
      for (let i = 0; i < (rate.steps ?? 200_000); i++) {
        const turn = loop.next();
        if (turn.actor === rate.probe) {
          if (count === 0) firstTime = turn.time;
          last = turn.time;
          count++;
          loop.act(turn.actor, rate.action ?? action(turn, i));
        } else loop.act(turn.actor, action(turn, i));
      }
      expect(count).toBeGreaterThan(100);
      const measured = (count - 1) / (last - firstTime);
      expect(Math.abs(measured - declared) / declared, `measured ${measured}, declared ${declared}`).toBeLessThanOrEqual(rate.tolerance ?? 0.02);
    });
  }
}
