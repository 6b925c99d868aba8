// Type tests of the contract: a plugin written from the guide needs no annotations beyond its
// schemas. Everything below is inferred from `defineRuleset`'s argument.
import { expectTypeOf, test } from 'vitest';
import * as v from 'valibot';
import { defineAnalysis } from '../src/analysis/index.js';
import { actorKind, defineRuleset, Fraction, generic, hook, type AnyAnalysis, type AnyRuleset, type AnyTimeLoop } from '../src/index.js';
import { genericAnalysis } from '../src/analysis/index.js';
import { duel } from './fixtures/duel.js';

const toy = defineRuleset({
  // The duel fixture's units, links and sources; the id and versions are what these tests infer.
  meta: {
    id: 'toy',
    title: 'Toy',
    description: 'a toy game',
    versions: ['1.0', '2.0'],
    units: duel.meta.units,
    docs: duel.meta.docs,
    sources: duel.meta.sources,
  },
  options: v.strictObject({ hard: v.optional(v.boolean(), false) }),
  kinds: {
    player: actorKind({
      description: 'the player',
      max: 1,
      spec: v.strictObject({ speed: v.number() }),
      patch: v.strictObject({ speed: v.optional(v.number()) }),
      actions: { move: v.strictObject({}), rest: v.strictObject({ turns: v.number() }) },
      defaultAction: 'move',
      view: v.strictObject({ energy: v.number() }),
    }),
    monster: actorKind({
      description: 'a monster',
      spec: v.strictObject({ speed: v.number(), name: v.string() }),
      patch: v.strictObject({}),
      actions: { bite: v.strictObject({ damage: v.number() }) },
      defaultAction: 'bite',
      view: v.strictObject({ energy: v.number() }),
    }),
  },
  hooks: { tick: hook('one tick of the game clock', v.strictObject({ turn: v.number() })) },
  state: { schema: v.strictObject({ time: v.number() }) },
  engine: (ctx, saved) => {
    expectTypeOf(ctx.version).toEqualTypeOf<'1.0' | '2.0'>();
    expectTypeOf(ctx.options.hard).toEqualTypeOf<boolean>();
    expectTypeOf(saved).toEqualTypeOf<{ time: number } | undefined>();
    ctx.emit('tick', { turn: 1 });
    // @ts-expect-error the payload must match the hook's schema
    ctx.emit('tick', { turn: 'one' });
    return {
      time: 0,
      kindOf: () => undefined,
      ids: () => [],
      add: (_id, spec) => {
        if (spec.kind === 'monster') expectTypeOf(spec.name).toEqualTypeOf<string>();
      },
      remove: () => undefined,
      update: () => undefined,
      next: () => undefined,
      charge: {
        player: (_id, action) => {
          if (action.kind === 'rest') expectTypeOf(action.turns).toEqualTypeOf<number>();
        },
        monster: (_id, action) => {
          expectTypeOf(action).toEqualTypeOf<{ readonly kind: 'bite'; damage: number }>();
        },
      },
      inspect: () => ({ kind: 'player' as const, energy: 0 }),
      save: () => ({ time: 0 }),
    };
  },
});

const toyAnalysis = defineAnalysis(toy, {
  rate: (actor) => {
    // The actor's kind, spec and action narrow together: no annotation, no cast.
    if (actor.kind === 'player' && actor.action.kind === 'rest') return Fraction.of(1, actor.action.turns);
    if (actor.kind === 'monster') expectTypeOf(actor.action.damage).toEqualTypeOf<number>();
    return 1;
  },
  speedTable: () => undefined,
  versions: [
    { id: '1.0', rules: {}, changes: [] },
    { id: '2.0', rules: {}, changes: [] },
  ],
});

test('hook payloads are inferred and misspelt hooks are type errors', () => {
  const loop = toy.create({ version: '2.0', options: { hard: true } });
  loop.on('tick', (payload) => {
    expectTypeOf(payload).toEqualTypeOf<{ turn: number }>();
  });
  // @ts-expect-error no such hook
  loop.on('tik', () => undefined);
});

test('versions are typed through', () => {
  expectTypeOf(toy.meta.versions).toEqualTypeOf<readonly ['1.0' | '2.0', ...('1.0' | '2.0')[]]>();
  // @ts-expect-error not a version of the ruleset
  toy.create({ version: '3.0' });
});

test('specs, actions and views are typed per kind', () => {
  const loop = toy.create();
  loop.add('m', { kind: 'monster', speed: 1, name: 'rat' });
  // @ts-expect-error kind is required when a ruleset has several kinds
  loop.add('m2', { speed: 1, name: 'rat' });
  // @ts-expect-error a monster spec needs a name
  loop.add('m3', { kind: 'monster', speed: 1 });
  loop.act('m', { kind: 'bite', damage: 2 });
  // @ts-expect-error no such action
  loop.act('m', { kind: 'fly' });
  expectTypeOf(loop.inspect('m').kind).toEqualTypeOf<'player' | 'monster'>();
  expectTypeOf(loop.next().kind).toEqualTypeOf<'player' | 'monster'>();
});

test('the analysis interface takes typed questions', () => {
  toyAnalysis.rate({ actor: { spec: { kind: 'player', speed: 3 }, action: { kind: 'rest', turns: 2 } } });
  // @ts-expect-error not a version
  toyAnalysis.rate({ actor: { spec: { kind: 'player', speed: 3 } }, version: '9' });
});

test('typed rulesets and loops are AnyRuleset and AnyTimeLoop', () => {
  expectTypeOf(toy).toExtend<AnyRuleset>();
  expectTypeOf(generic).toExtend<AnyRuleset>();
  expectTypeOf(toy.create()).toExtend<AnyTimeLoop>();
  expectTypeOf(toyAnalysis).toExtend<AnyAnalysis>();
  expectTypeOf(genericAnalysis).toExtend<AnyAnalysis>();
  expectTypeOf(toyAnalysis.ruleset).toExtend<typeof toy>();
});

test('a single-kind ruleset lets specs leave kind out', () => {
  const loop = generic.create();
  loop.add('hero', { speed: 100 });
  loop.add('bat', { kind: 'actor', speed: 250 });
  // @ts-expect-error not a field of the generic actor
  loop.add('x', { sped: 100 });
});

test('actions and specs without fields keep their discriminant', () => {
  const loop = toy.create();
  loop.add('you', { kind: 'player', speed: 12 });
  loop.act('you', { kind: 'move' });
  type PlayerAction = Parameters<(typeof loop)['act']>[1];
  expectTypeOf<Extract<PlayerAction, { kind: 'move' }>>().toEqualTypeOf<{ readonly kind: 'move' }>();
});
