import { InvalidArgumentError, InvalidOptionsError, InvalidSpecError, SnapshotError, UnknownActionError } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { familyOf, freeMovesOfGains, monsterSpeed, nethack, versionsOfGoldenKey, xorshift32Kind } from '../src/index.js';
import { Distribution, frac } from '@turnkeeper/core';

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
    const e = thrown(() => nethack.create({ version: '3.5.0' }));
    expect(e).toBeInstanceOf(InvalidOptionsError);
    expect(e.message).toContain('version');
    expect(e.message).toContain('"3.5.0"');
    expect(e.message).toContain('"3.4.3"');
    expect(e.message).toContain('"3.7"');
  });

  it('a speed out of range', () => {
    const loop = nethack.create();
    const e = thrown(() => loop.add('m', { kind: 'monster', base: 128 }));
    expect(e).toBeInstanceOf(InvalidSpecError);
    expect(e.message).toMatch(/base: got 128; must be an integer from 0 to 127/);
  });

  it('riding with no steed, on add and on update', () => {
    const loop = nethack.create();
    const e = thrown(() => loop.add('you', { kind: 'hero', riding: 'pony' }));
    expect(e).toBeInstanceOf(InvalidSpecError);
    expect(e.message).toMatch(/riding: got "pony"; the id of a monster already in the loop/);
    loop.add('you', { kind: 'hero' });
    expect(() => loop.update('you', { riding: 'pony' })).toThrow(/riding: got "pony"/);
    expect(loop.inspect('you')).toMatchObject({ riding: null });
  });

  it('a second hero', () => {
    const loop = nethack.create();
    loop.add('you', { kind: 'hero' });
    const e = thrown(() => loop.add('twin', { kind: 'hero' }));
    expect(e).toBeInstanceOf(InvalidSpecError);
    expect(e.message).toMatch(/kind: got "hero"; at most one hero per loop/);
    expect(loop.has('twin')).toBe(false);
  });

  it('a monster the version does not have', () => {
    const e = thrown(() => nethack.create({ version: '3.4.3' }).add('g', { kind: 'monster', name: 'genetic engineer' }));
    expect(e).toBeInstanceOf(InvalidSpecError);
    expect(e.message).toMatch(/name: got "genetic engineer"; a monster of NetHack 3\.4\.3/);
    expect(() => monsterSpeed('3.4.3', 'genetic engineer')).toThrow(InvalidArgumentError);
  });

  it('hero-only fields on a monster, monster-only fields on the hero, unknown fields', () => {
    const loop = nethack.create();
    loop.add('m', { kind: 'monster', base: 12 });
    loop.add('you', { kind: 'hero' });
    expect(() => loop.update('m', { encumbrance: 2 })).toThrow(/encumbrance: got 2; not allowed here: only the hero has it/);
    expect(() => loop.update('you', { mspeed: 'fast' })).toThrow(/mspeed: got "fast"; not allowed here: only monsters have it/);
    expect(() => loop.update('m', { speedy: true } as never)).toThrow(InvalidSpecError);
  });

  it('a free action or nomul() for a monster; helpless out of range', () => {
    const loop = nethack.create();
    loop.add('m', { kind: 'monster', base: 12, movement: 12 });
    const t = loop.next();
    expect(() => loop.act(t.actor, { kind: 'free' })).toThrow(/movemon\(\) deducts 12 points before every monster action/);
    expect(() => loop.act(t.actor, { kind: 'act', helpless: 2 })).toThrow(InvalidArgumentError);
    expect(() => loop.act(t.actor, { kind: 'sleep' } as never)).toThrow(UnknownActionError);
    loop.act(t.actor, { kind: 'act' });
    const hero = nethack.create();
    hero.add('you', { kind: 'hero' });
    hero.next();
    expect(() => hero.act('you', { kind: 'act', helpless: 0 })).toThrow(/helpless: got 0; an integer from 1 to 32767/);
  });

  it('malformed snapshots and random states', () => {
    const loop = nethack.create({ seed: 1 });
    loop.add('you', { kind: 'hero' });
    const snap = loop.snapshot();
    expect(() => nethack.restore({ ...snap, engine: { format: 'nethack-engine/1', time: 0 } })).toThrow(SnapshotError);
    expect(() => xorshift32Kind.restore({ kind: 'nethack-xorshift32', state: 0 })).toThrow(InvalidArgumentError);
  });

  it('unknown versions and golden keys in the helpers', () => {
    expect(() => familyOf('4.0')).toThrow(/NetHack version: got "4.0"; allowed: one of "3.4.3"/);
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
