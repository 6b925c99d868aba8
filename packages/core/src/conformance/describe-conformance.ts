import { describe, expect, it } from 'vitest';
import { DuplicateRulesetError, InvalidOptionsError, InvalidSpecError, TurnOrderError, UnknownActionError, UnknownRulesetError } from '../errors.js';
import { createRegistry, type Registry } from '../registry/registry.js';
import type { AnyRuleset } from '../ruleset/define-ruleset.js';
import type { ActorId } from '../ruleset/actor-id.js';
import type { ActionBase, Turn } from '../ruleset/types.js';
import type { TimeLoop } from '../loop/time-loop.js';
import type { HookMap } from '../ruleset/types.js';

/**
 * An action as the kit passes it on: a kind plus any details the ruleset's actions take.
 *
 * @example
 * ```ts
 * const a: LooseAction = { kind: 'act', cost: 50 };
 * ```
 */
export type LooseAction = ActionBase & { readonly [detail: string]: unknown };

/**
 * What the conformance kit needs to exercise a ruleset.
 *
 * @example
 * ```ts
 * describeConformance(generic, {
 *   actors: [{ id: 0, spec: { speed: 100 } }, { id: 'bat', spec: { speed: 250 } }],
 *   action: () => ({ kind: 'act' }),
 *   badSpecs: [{ spec: { speed: 0 }, field: 'speed' }],
 *   rate: { actors: [{ id: 'p', spec: { speed: 130 } }], probe: 'p', action: { kind: 'act' } },
 * });
 * ```
 */
export interface ConformanceOptions {
  /** Valid actors to populate a loop with (at least one that acts). Ids: include 0. */
  readonly actors: readonly { readonly id: ActorId; readonly spec: unknown }[];
  /** The action each turn reports. */
  readonly action: (turn: Turn, step: number) => ActionBase | LooseAction;
  /** Specs that must be rejected with InvalidSpecError whose message names `field`. */
  readonly badSpecs: readonly { readonly spec: unknown; readonly field: string }[];
  /** Per-version ruleset options to run with (default: each version with no options). */
  readonly variants?: readonly { readonly version: string; readonly options?: unknown }[];
  /** Steps per run (default 3000). */
  readonly steps?: number;
  /** Seeds for determinism and snapshot checks (default [1, 2, 3]). */
  readonly seeds?: readonly number[];
  /** Registry the ruleset is expected in (e.g. the CLI's); checked when given. */
  readonly registry?: Registry;
  /**
   * Long-run rate check against `ruleset.rate`: `probe` (one of `actors`) is counted over `steps`
   * and its actions per time unit must match the declared rate within `tolerance` (relative).
   */
  readonly rate?: {
    readonly actors: readonly { readonly id: ActorId; readonly spec: unknown }[];
    readonly probe: ActorId;
    readonly action: ActionBase | LooseAction;
    readonly steps?: number;
    readonly tolerance?: number;
    readonly version?: string;
    readonly options?: unknown;
  };
}

type LooseLoop = TimeLoop<unknown, unknown, ActionBase, HookMap>;

function makeLoop(ruleset: AnyRuleset, seed: number, variant: { version: string; options?: unknown }, trace = true): LooseLoop {
  return ruleset.create({ seed, version: variant.version, options: variant.options as never, trace });
}

function run(loop: LooseLoop, steps: number, action: ConformanceOptions['action'], from = 0): void {
  for (let i = 0; i < steps; i++) {
    const turn = loop.next();
    loop.act(turn.actor, action(turn, from + i));
  }
}

function populate(loop: LooseLoop, actors: ConformanceOptions['actors']): void {
  for (const a of actors) loop.add(a.id, a.spec);
}

/**
 * Registers the conformance suite for a ruleset: metadata and registry contract; determinism
 * (same seed, same trace) for every version; snapshot round trip mid-run, through JSON, also with
 * a turn pending; bad specs rejected with clear errors; the turn protocol's misuse errors; and the
 * long-run rate against the ruleset's declared `rate`.
 *
 * @example
 * ```ts
 * import { describeConformance } from '@turnkeeper/core/conformance';
 * import { generic } from '@turnkeeper/core';
 * describeConformance(generic, { actors: [{ id: 0, spec: { speed: 100 } }], action: () => ({ kind: 'act' }), badSpecs: [] });
 * ```
 */
export function describeConformance(ruleset: AnyRuleset, options: ConformanceOptions): void {
  const steps = options.steps ?? 3000;
  const seeds = options.seeds ?? [1, 2, 3];
  const variants = options.variants ?? ruleset.versions.map((version) => ({ version }));

  describe(`conformance: ${ruleset.id}`, () => {
    describe('metadata', () => {
      it('has a well-formed id, title, description, docs link and units', () => {
        expect(ruleset.id).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(ruleset.title.trim()).not.toBe('');
        expect(ruleset.description.trim()).not.toBe('');
        expect(ruleset.docs.trim()).not.toBe('');
        expect(ruleset.units.time.name.trim()).not.toBe('');
        expect(ruleset.units.time.description.trim()).not.toBe('');
      });
      it('covers at least one game version, and the default is one of them', () => {
        expect(ruleset.versions.length).toBeGreaterThan(0);
        expect(ruleset.versions).toContain(ruleset.defaultVersion);
        expect(new Set(ruleset.versions).size).toBe(ruleset.versions.length);
      });
      it('declares distinct action kinds and documents every hook', () => {
        expect(ruleset.actionKinds.length).toBeGreaterThan(0);
        expect(new Set(ruleset.actionKinds).size).toBe(ruleset.actionKinds.length);
        for (const [name, text] of Object.entries(ruleset.hooks)) expect(text.trim(), `hook ${name}`).not.toBe('');
      });
      it('exports its actor spec and options as JSON Schema', () => {
        const spec = ruleset.actorSpecJsonSchema();
        expect(typeof spec).toBe('object');
        expect(JSON.parse(JSON.stringify(spec))).toEqual(spec);
        const opts = ruleset.optionsJsonSchema() as { properties?: { version?: { enum?: string[] } } };
        expect(opts.properties?.version?.enum).toEqual([...ruleset.versions]);
      });
    });

    describe('registry', () => {
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
        expect(() => ruleset.create({ version: 'no-such-version' })).toThrow(InvalidOptionsError);
        expect(() => ruleset.create({ version: 'no-such-version' })).toThrow(/version/);
      });
    });

    for (const variant of variants) {
      describe(`version ${variant.version}`, () => {
        it('is deterministic: the same seed gives the same trace', () => {
          for (const seed of seeds) {
            const a = makeLoop(ruleset, seed, variant);
            const b = makeLoop(ruleset, seed, variant);
            populate(a, options.actors);
            populate(b, options.actors);
            run(a, steps, options.action);
            run(b, steps, options.action);
            const ta = a.trace?.events ?? [];
            expect(ta.filter((e) => e.type === 'turn').length).toBe(steps);
            expect(b.trace?.events).toEqual(ta);
          }
        });

        it('round-trips a snapshot through JSON mid-run and continues identically', () => {
          for (const seed of seeds) {
            const a = makeLoop(ruleset, seed, variant);
            populate(a, options.actors);
            run(a, Math.floor(steps / 2), options.action);
            const snap = JSON.parse(JSON.stringify(a.snapshot())) as ReturnType<LooseLoop['snapshot']>;
            const b = ruleset.restore(snap) as unknown as LooseLoop;
            run(a, Math.ceil(steps / 2), options.action, Math.floor(steps / 2));
            run(b, Math.ceil(steps / 2), options.action, Math.floor(steps / 2));
            expect(b.trace?.events).toEqual(a.trace?.events);
            expect(b.time).toBe(a.time);
            expect(JSON.stringify(b.snapshot())).toBe(JSON.stringify(a.snapshot()));
          }
        });

        it('round-trips a snapshot taken while a turn is pending', () => {
          const a = makeLoop(ruleset, seeds[0] ?? 1, variant);
          populate(a, options.actors);
          run(a, 17, options.action);
          const turn = a.next();
          const b = ruleset.restore(JSON.parse(JSON.stringify(a.snapshot())) as ReturnType<LooseLoop['snapshot']>) as unknown as LooseLoop;
          expect(b.pending).toBe(turn.actor);
          a.act(turn.actor, options.action(turn, 17));
          b.act(turn.actor, options.action(turn, 17));
          run(a, 50, options.action, 18);
          run(b, 50, options.action, 18);
          expect(b.trace?.events).toEqual(a.trace?.events);
        });
      });
    }

    describe('bad input', () => {
      for (const bad of options.badSpecs) {
        it(`rejects ${JSON.stringify(bad.spec)} naming "${bad.field}"`, () => {
          const loop = makeLoop(ruleset, 1, variants[0] ?? { version: ruleset.defaultVersion }, false);
          let error: unknown;
          try {
            loop.add(1, bad.spec);
          } catch (e) {
            error = e;
          }
          expect(error).toBeInstanceOf(InvalidSpecError);
          const issues = (error as InvalidSpecError).issues.map((i) => i.field);
          expect(issues, (error as Error).message).toContain(bad.field);
          expect((error as Error).message).toContain(bad.field);
          expect(loop.has(1)).toBe(false);
        });
      }

      it('enforces the turn protocol with typed errors', () => {
        const loop = makeLoop(ruleset, 1, variants[0] ?? { version: ruleset.defaultVersion }, false);
        populate(loop, options.actors);
        const first = options.actors[0];
        if (!first) throw new Error('conformance options.actors is empty');
        expect(() => loop.act(first.id, options.action({ actor: first.id, time: 0 }, 0))).toThrow(TurnOrderError);
        expect(() => loop.add(first.id, first.spec)).toThrow(/already present/);
        expect(() => loop.remove('no-such-actor')).toThrow(TurnOrderError);
        const turn = loop.next();
        expect(() => loop.next()).toThrow(TurnOrderError);
        const other = options.actors.find((a) => a.id !== turn.actor);
        if (other) expect(() => loop.act(other.id, options.action(turn, 0))).toThrow(/not due/);
        expect(() => loop.act(turn.actor, { kind: '__no_such_kind__' })).toThrow(UnknownActionError);
        loop.act(turn.actor, options.action(turn, 0));
        expect(() => loop.act(turn.actor, options.action(turn, 0))).toThrow(TurnOrderError);
      });

      it('treats 0 as a valid actor id', () => {
        const loop = makeLoop(ruleset, 1, variants[0] ?? { version: ruleset.defaultVersion }, false);
        const first = options.actors[0];
        if (!first) throw new Error('conformance options.actors is empty');
        loop.add(0, first.spec);
        expect(loop.has(0)).toBe(true);
        loop.remove(0);
        expect(loop.has(0)).toBe(false);
      });
    });

    const rate = options.rate;
    if (rate) {
      it('matches its declared long-run rate', () => {
        if (!ruleset.rate) throw new Error(`${ruleset.id} declares no rate()`);
        const version = rate.version ?? ruleset.defaultVersion;
        const loop = makeLoop(ruleset, 7, { version, options: rate.options }, false);
        populate(loop, rate.actors);
        const probeSpec = rate.actors.find((a) => a.id === rate.probe)?.spec;
        const parsedOptions = ruleset.parseOptions(version, rate.options).options;
        const declared = ruleset.rate(ruleset.parseSpec(probeSpec) as never, rate.action as never, version, parsedOptions as never);
        let count = 0;
        let first = NaN;
        let last = NaN;
        for (let i = 0; i < (rate.steps ?? 200_000); i++) {
          const turn = loop.next();
          if (turn.actor === rate.probe) {
            if (count === 0) first = turn.time;
            last = turn.time;
            count++;
            loop.act(turn.actor, rate.action);
          } else loop.act(turn.actor, options.action(turn, i));
        }
        expect(count).toBeGreaterThan(100);
        const measured = (count - 1) / (last - first);
        expect(Math.abs(measured - declared) / declared, `measured ${measured}, declared ${declared}`).toBeLessThanOrEqual(
          rate.tolerance ?? 0.02,
        );
      });
    }
  });
}
