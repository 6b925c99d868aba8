import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  checkRuleset,
  DuplicateRulesetError,
  GenericEngine,
  InvalidOptionsError,
  UnknownRulesetError,
  createRegistry,
  defineRuleset,
  generic,
  genericActor,
  genericState,
  UnknownVersionError,
} from '../src/index.js';
import { defineAnalysis } from '../src/analysis/index.js';
import { optionsJsonSchema, specJsonSchema } from '../src/json-schema/index.js';

/** A second ruleset made with the same factory, to check metadata handling generically. */
function makeRuleset(id: string, overrides: Record<string, unknown> = {}, metaOverrides: Record<string, unknown> = {}) {
  return defineRuleset({
    meta: {
      id,
      title: 'Test ruleset',
      description: 'A ruleset for registry tests.',
      versions: ['a', 'b'],
      defaultVersion: 'b',
      units: { time: { name: 'tick', plural: 'ticks', description: 'a tick' } },
      docs: 'https://example.org',
      sources: ['registry tests'],
      ...metaOverrides,
    },
    options: v.strictObject({ fast: v.optional(v.boolean(), false) }),
    kinds: { actor: genericActor },
    hooks: {},
    state: { schema: genericState },
    engine: (_ctx, saved) => new GenericEngine(saved),
    ...overrides,
  });
}

describe('registry', () => {
  it('lists, gets and has by id, in registration order', () => {
    const other = makeRuleset('other');
    const registry = createRegistry([generic, other]);
    expect(registry.ids()).toEqual(['generic', 'other']);
    expect(registry.list()).toEqual([generic, other]);
    expect(registry.get('generic')).toBe(generic);
    expect(registry.has('other')).toBe(true);
    expect(registry.has('nethack')).toBe(false);
  });

  it('rejects a duplicate id with a named error', () => {
    const registry = createRegistry([generic]);
    expect(() => registry.register(makeRuleset('generic'))).toThrow(DuplicateRulesetError);
    expect(() => registry.register(generic)).toThrow(/A ruleset with id "generic" is already registered/);
  });

  it('names the unknown id and the registered ones', () => {
    expect(() => createRegistry([generic]).get('angband')).toThrow(UnknownRulesetError);
    expect(() => createRegistry([generic]).get('angband')).toThrow(/Unknown ruleset "angband"; registered: "generic"/);
  });

  it('keeps state per instance: two registries do not share rulesets', () => {
    const a = createRegistry([generic]);
    const b = createRegistry();
    expect(b.has('generic')).toBe(false);
    b.register(generic);
    expect(a.ids()).toEqual(b.ids());
  });
});

describe('defineRuleset metadata checks', () => {
  it('uses the declared default version and validates options with defaults', () => {
    const r = makeRuleset('opts');
    expect(r.meta.defaultVersion).toBe('b');
    expect(r.create().version).toBe('b');
    expect(r.parseOptions(undefined, {})).toEqual({ version: 'b', options: { fast: false } });
    expect(() => r.create({ options: { fast: 'yes' } as never })).toThrow(InvalidOptionsError);
    expect(() => r.create({ options: { fast: 'yes' } as never })).toThrow(/fast: got "yes"/);
    expect(() => r.create({ version: 'c' as never })).toThrow(UnknownVersionError);
    expect(() => r.create({ version: 'c' as never })).toThrow(/Unknown opts version "c"; allowed: "a", "b"/);
  });

  it('rejects malformed definitions by field when registered or checked (not in a game bundle)', () => {
    const registered = (r: ReturnType<typeof makeRuleset>) => () => createRegistry([r]);
    expect(registered(makeRuleset('Bad Id'))).toThrow(/meta\.id: got "Bad Id"/);
    expect(registered(makeRuleset('x', {}, { versions: ['1', '1'] }))).toThrow(/meta\.versions: got \["1","1"\]; distinct versions/);
    expect(registered(makeRuleset('x', {}, { defaultVersion: '9' }))).toThrow(/meta\.defaultVersion: got "9"/);
    expect(() => makeRuleset('x', { kinds: {} })).toThrow(/at least one actor kind/);
    expect(() => {
      checkRuleset(makeRuleset('x', { kinds: { actor: { ...genericActor, defaultAction: 'fly' } } }));
    }).toThrow(/kinds\.actor\.defaultAction: got "fly"/);
    expect(() => {
      checkRuleset(makeRuleset('x', {}, { title: ' ' }));
    }).toThrow(/meta\.title/);
    expect(() => {
      checkRuleset(makeRuleset('x', { kinds: { Actor: genericActor } }));
    }).toThrow(/kinds\.Actor: got "Actor"; a name in lower camel case/);
    const r = makeRuleset('y');
    expect(() => defineAnalysis(r, { rate: () => 1, speedTable: () => undefined, versions: [{ id: 'a', rules: {}, changes: [] }] })).toThrow(
      /analysis.versions/,
    );
  });

  it('exports the options schema as JSON Schema with the versions', () => {
    const schema = optionsJsonSchema(makeRuleset('js')) as { properties: Record<string, unknown> };
    expect(schema.properties.version).toEqual({ type: 'string', enum: ['a', 'b'], default: 'b' });
    expect(schema.properties.fast).toMatchObject({ type: 'boolean', default: false });
  });
});

describe('meta-tests over a registry of every ruleset core ships', () => {
  const registry = createRegistry([generic]);
  for (const r of registry.list()) {
    it(`${r.id}: metadata is complete and its actor spec is a JSON Schema object`, () => {
      expect(r.meta.title).not.toBe('');
      expect(r.meta.docs).toMatch(/^https?:\/\//);
      expect(r.meta.units.time.plural).not.toBe('');
      expect(specJsonSchema(r, 'actor')).toMatchObject({ type: 'object' });
      expect(r.kindList.every((k) => k.actions.length > 0)).toBe(true);
    });
  }
});
