import {
  ActorLimitError,
  Distribution,
  frac,
  InvalidActionError,
  InvalidArgumentError,
  InvalidPatchError,
  InvalidSpecError,
  SnapshotError,
  UnknownActionError,
  UnknownActorKindError,
  UnknownVersionError,
  restore,
} from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { freeMovesOfGains } from '../src/analysis/free-moves.js';
import { nethack, nethackGenerator, nethackVersionRules } from '../src/index.js';
import { monsterSpeed, nethackAnalysis } from '../src/analysis/index.js';
import { versionsOfGoldenKey } from './golden-adapters/version-keys.js';

/** The thrown error, for checking its class and message. */
function thrown(f: () => unknown): Error {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected an error');
}

describe('typed errors naming the field, the value and what is allowed', () => {
  it('an unknown version lists the versions covered', () => {
    const e = thrown(() => nethack.create({ version: '3.5.0' as never }));
    expect(e).toBeInstanceOf(UnknownVersionError);
    expect(e.message).toContain('version');
    expect(e.message).toContain('"3.5.0"');
    expect(e.message).toContain('"3.4.3"');
    expect(e.message).toContain('"3.7"');
  });

  it('a speed out of range', () => {
    const loop = nethack.create();
    const e = thrown(() => loop.add('m', { kind: 'monster', base: 128 }));
    expect(e).toBeInstanceOf(InvalidSpecError);
    expect(e.message).toMatch(/base: got 128; an integer from 0 to 127 \(the monster type.s mmove/);
  });

  it('an unknown actor kind', () => {
    const loop = nethack.create();
    const e = thrown(() => loop.add('d', { kind: 'dragon', base: 12 } as never));
    expect(e).toBeInstanceOf(UnknownActorKindError);
    expect(e.message).toMatch(/Unknown actor kind "dragon" for ruleset "nethack"; allowed: "player", "monster"/);
    expect(loop.has('d')).toBe(false);
  });

  it('riding with no steed, on add and on update', () => {
    const loop = nethack.create();
    const e = thrown(() => loop.add('you', { kind: 'player', riding: 'pony' }));
    expect(e).toBeInstanceOf(InvalidSpecError);
    expect(e.message).toMatch(/riding: got "pony"; the id of a monster already in the loop/);
    loop.add('you', { kind: 'player' });
    const u = thrown(() => loop.update('you', { riding: 'pony' }));
    expect(u).toBeInstanceOf(InvalidPatchError);
    expect(u.message).toMatch(/riding: got "pony"/);
    expect(loop.inspect('you')).toMatchObject({ riding: null });
  });

  it('a second hero', () => {
    const loop = nethack.create();
    loop.add('you', { kind: 'player' });
    const e = thrown(() => loop.add('twin', { kind: 'player' }));
    expect(e).toBeInstanceOf(ActorLimitError);
    expect(e.message).toMatch(/at most 1 actor of kind "player"/);
    expect(loop.has('twin')).toBe(false);
  });

  it('a monster the version does not have (the catalog is the analysis side’s)', () => {
    const e = thrown(() => nethackAnalysis.lookup('genetic engineer', '3.4.3'));
    expect(e).toBeInstanceOf(InvalidSpecError);
    expect(e.message).toMatch(/name: got "genetic engineer"; a name from the nethack 3\.4\.3 catalog/);
    expect(() => monsterSpeed('3.4.3', 'genetic engineer')).toThrow(InvalidArgumentError);
    expect(() => nethack.create().add('g', { kind: 'monster', name: 'genetic engineer' } as never)).toThrow(InvalidSpecError);
  });

  it('hero-only fields on a monster, monster-only fields on the hero, unknown fields', () => {
    const loop = nethack.create();
    loop.add('m', { kind: 'monster', base: 12 });
    loop.add('you', { kind: 'player' });
    const hero = thrown(() => loop.update('m', { encumbrance: 2 }));
    expect(hero).toBeInstanceOf(InvalidPatchError);
    expect(hero.message).toMatch(/encumbrance: got 2; not allowed here: only the hero has it/);
    const monster = thrown(() => loop.update('you', { mspeed: 'fast' }));
    expect(monster).toBeInstanceOf(InvalidPatchError);
    expect(monster.message).toMatch(/mspeed: got "fast"; not allowed here: only monsters have it/);
    expect(() => loop.update('m', { speedy: true } as never)).toThrow(InvalidPatchError);
  });

  it('a free action or nomul() for a monster; helpless out of range', () => {
    const loop = nethack.create();
    loop.add('m', { kind: 'monster', base: 12, movement: 12 });
    const t = loop.next();
    const free = thrown(() => loop.act(t.actor, { kind: 'free' }));
    expect(free).toBeInstanceOf(UnknownActionError);
    expect(free.message).toMatch(/Unknown action kind "free" for .*"monster".* in ruleset "nethack"; allowed: "move", "act"$/);
    const nomul = thrown(() => loop.act(t.actor, { kind: 'act', helpless: 2 } as never));
    expect(nomul).toBeInstanceOf(InvalidActionError);
    expect(nomul.message).toMatch(/helpless: got 2; not allowed here: only the hero has it/);
    expect(() => loop.act(t.actor, { kind: 'sleep' } as never)).toThrow(UnknownActionError);
    loop.act(t.actor, { kind: 'act' });
    const hero = nethack.create();
    hero.add('you', { kind: 'player' });
    hero.next();
    const zero = thrown(() => hero.act('you', { kind: 'act', helpless: 0 }));
    expect(zero).toBeInstanceOf(InvalidActionError);
    expect(zero.message).toMatch(/helpless: got 0; an integer from 1 to 2147483648/);
  });

  it('malformed snapshots and random states', () => {
    expect(() => nethack.create({ version: '3.7', seed: 1, generator: 'game' })).toThrow(
      /"core" under 3.7: the game generator nethack ships is that of 3.4.3, 3.6.0, 3.6.1/,
    );
    const loop = nethack.create({ version: '3.6.1', seed: 1, generator: 'game' });
    loop.add('you', { kind: 'player' });
    const snap = loop.snapshot();
    expect(() => restore(nethack, { ...snap, engine: { format: 'nethack-engine/3', time: 0 } })).toThrow(SnapshotError);
    expect(() => restore(nethack, { ...snap, random: { ...snap.random, front: 5 } })).toThrow(SnapshotError);
    expect(() => nethackGenerator.restore({ kind: 'nethack-glibc-random', table: [0], front: 3, rear: 0 })).toThrow(InvalidArgumentError);
  });

  it('tampered engine states: every broken invariant is a SnapshotError naming the field', () => {
    const loop = nethack.create({ version: '3.6.7', seed: 4 });
    loop.add('horse', { kind: 'monster', base: 24 });
    loop.add('ant', { kind: 'monster', base: 18 });
    loop.add('you', { kind: 'player', riding: 'horse' });
    for (let i = 0; i < 20; i++) loop.step(() => ({ kind: 'move' }));
    loop.next();
    const snap = JSON.parse(JSON.stringify(loop.snapshot())) as Record<string, unknown> & { engine: Record<string, unknown> };
    const engine = snap.engine as { monsters: { id: string }[]; hero: Record<string, unknown>; phase: string };
    const tampered: [string, Record<string, unknown>][] = [
      ['monsters.1.id', { monsters: engine.monsters.map((m) => ({ ...m, id: 'horse' })) }],
      ['monsters', { monsters: 'ant' }],
      ['hero.riding', { hero: { ...engine.hero, riding: 'pony' } }],
      ['hero.base', { hero: { ...engine.hero, base: -1 } }],
      ['hero.multi', { hero: { ...engine.hero, multi: 2 ** 31 } }],
      ['hero.intrinsicFast', { hero: { ...engine.hero, intrinsicFast: 'fast' } }],
      ['hero.timedFast', { hero: { ...engine.hero, timedFast: 0x1000000 } }],
      ['hero.gallop', { hero: { ...engine.hero, gallop: -1 } }],
      ['hero.movement', { hero: { ...engine.hero, movement: 32768 } }],
      ['monsters.0.permspeed', { monsters: engine.monsters.map((m) => ({ ...m, permspeed: 'hasted' })) }],
      ['cursor', { cursor: 2 }],
      ['cursor', { cursor: -2 }],
      ['time', { time: 0 }],
      ['wtcap', { wtcap: 6 }],
      ['phase', { phase: 'dancing' }],
      ['current', { phase: 'heroDue', current: 'ant' }],
      ['current', { phase: 'monsterDue', current: 'you' }],
      ['current', { phase: 'pass', current: 'ant' }],
      ['format', { format: 'nethack-engine/2' }],
      ['monsters.0.frozen', { monsters: engine.monsters.map((m) => ({ ...m, frozen: 3 })) }],
      ['monsters.0.tameness', { monsters: engine.monsters.map((m) => ({ ...m, tameness: 128 })) }],
      ['hero.level', { hero: { ...engine.hero, level: 0 } }],
    ];
    for (const [field, change] of tampered) {
      const e = thrown(() => restore(nethack, { ...snap, engine: { ...snap.engine, ...change } }));
      expect(e, field).toBeInstanceOf(SnapshotError);
      expect(e.message, field).toContain(`snapshot.engine.${field}`);
    }
  });

  it('unknown versions and golden keys in the helpers', () => {
    expect(() => nethackVersionRules('4.0' as never)).toThrow(UnknownVersionError);
    expect(() => nethackVersionRules('4.0' as never)).toThrow(/Unknown nethack version "4.0"; allowed: "3.4.3"/);
    expect(() => versionsOfGoldenKey('3.6')).toThrow(/golden version key/);
  });

  it('free moves against a hero who may gain nothing in a turn', () => {
    const hero = Distribution.from([
      [0, frac(2, 3)],
      [12, frac(1, 3)],
    ]);
    expect(() => freeMovesOfGains('3.6.7', hero, Distribution.point(12))).toThrow(/gains at least 1 point every turn/);
  });
});
