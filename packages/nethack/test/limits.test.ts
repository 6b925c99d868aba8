// Inputs take the whole range of the game's own variables (their C types), clamped where the game
// clamps them; counters wrap or fail where the game's do.
import { InvalidActionError, InvalidPatchError, InvalidSpecError, SnapshotError, TurnkeeperError, restore } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { nethack, NETHACK_VERSIONS, nethackVersionRules } from '../src/index.js';

type Loop = ReturnType<typeof nethack.create>;

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

/** A loop restored at turn `time`, its hero about to act (phase 'hero'). */
function atTurn(version: (typeof NETHACK_VERSIONS)[number], time: number): Loop {
  const loop = nethack.create({ version, seed: 1 });
  loop.add('you', { kind: 'player' });
  const snap = JSON.parse(JSON.stringify(loop.snapshot())) as ReturnType<typeof loop.snapshot>;
  return restore(nethack, { ...snap, engine: { ...(snap.engine as Record<string, number>), time } });
}

describe('moves, a long (src/allmain.c)', () => {
  it('3.4.3 – 3.6.7: the turn past 2³¹ − 1 would overflow a 32-bit long (undefined behaviour): TIME_OVERFLOW naming moves', () => {
    for (const version of NETHACK_VERSIONS.filter((v) => v !== '3.7')) {
      expect(nethackVersionRules(version)).toMatchObject({ lastTurn: 2147483647, afterLastTurn: 'undefined behaviour' });
      const loop = atTurn(version, 2147483646);
      loop.act(loop.next().actor, { kind: 'act' });
      expect(loop.next().time).toBe(2147483647); // the last turn is played
      loop.act('you', { kind: 'act' });
      const e = thrown(() => loop.next());
      expect(e).toBeInstanceOf(TurnkeeperError);
      expect(e).toMatchObject({ code: 'TIME_OVERFLOW', details: { counter: 'moves', value: 2147483647, limit: 2147483647 } });
      expect((e as Error).message).toMatch(/moves \(a long\) would pass 2147483647/);
    }
  });

  it('3.7: the game ends when moves reaches 1,000,000,000 ("The dungeon capitulates.", moveloop_core())', () => {
    expect(nethackVersionRules('3.7')).toMatchObject({ lastTurn: 999_999_999, afterLastTurn: 'the game ends' });
    const loop = atTurn('3.7', 999_999_999);
    loop.act(loop.next().actor, { kind: 'act' });
    const e = thrown(() => loop.next());
    expect(e).toMatchObject({ code: 'TIME_OVERFLOW', details: { counter: 'moves', limit: 999_999_999 } });
    expect((e as Error).message).toMatch(/The dungeon capitulates/);
    // A saved 3.7 turn past the end is refused on restore.
    const refused = thrown(() => atTurn('3.7', 1_000_000_000));
    expect(refused).toBeInstanceOf(SnapshotError);
    expect((refused as Error).message).toMatch(/a saved turn 1000000000 is past the last turn the game reaches, 999999999/);
  });
});

describe('movement points, shorts', () => {
  it('wrap as GCC, Clang and MSVC store an int into a short (low 16 bits), then the hero’s pool is clamped at 0', () => {
    // The hero acts first whatever its points (context.move is 0 at the start); its 12 are then
    // deducted from -32768: -32780 does not fit a short and becomes 32756.
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('you', { kind: 'player', movement: -32768 });
    loop.act(loop.next().actor, { kind: 'act' });
    expect(loop.next()).toMatchObject({ actor: 'you', time: 1 }); // and acts again, in turn 1
    expect(loop.inspect('you')).toMatchObject({ movement: 32756 });
  });

  it('accept the whole short range in specs and patches, and nothing outside it', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('m', { kind: 'monster', base: 12, movement: -32768 });
    loop.update('m', { movement: 32767 });
    expect(thrown(() => loop.update('m', { movement: 32768 }))).toBeInstanceOf(InvalidPatchError);
    expect(thrown(() => loop.add('n', { kind: 'monster', base: 12, movement: -32769 }))).toBeInstanceOf(InvalidSpecError);
  });
});

describe('multi, an int; counts clamped to LARGEST_INT (src/cmd.c parse())', () => {
  it('takes helplessness up to 2³¹ turns (multi = INT_MIN) and counts it down once per turn', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('you', { kind: 'player', helpless: 2 ** 31 });
    expect(loop.inspect('you')).toMatchObject({ multi: -(2 ** 31), helpless: true });
    loop.act(loop.next().actor, { kind: 'act' });
    loop.next();
    expect(loop.inspect('you')).toMatchObject({ multi: -(2 ** 31) + 1 });
    expect(thrown(() => loop.update('you', { helpless: 2 ** 31 + 1 }))).toBeInstanceOf(InvalidPatchError);
    expect(thrown(() => loop.update('you', { multi: 2 ** 31 }))).toBeInstanceOf(InvalidPatchError);
    loop.update('you', { multi: 2 ** 31 - 1 });
    expect(loop.inspect('you')).toMatchObject({ multi: 2 ** 31 - 1 });
  });

  it('a typed count above 32767 counts as 32767', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('you', { kind: 'player' });
    loop.act(loop.next().actor, { kind: 'act', count: 2 ** 31 - 1 });
    expect(loop.inspect('you')).toMatchObject({ multi: 32766 });
    const t = loop.next();
    expect(thrown(() => loop.act(t.actor, { kind: 'act', stop: true, count: 0 } as never))).toBeInstanceOf(InvalidActionError);
  });
});

describe('timers', () => {
  it('u.ugallop takes any 32-bit long; timed speed the 24 TIMEOUT bits', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('horse', { kind: 'monster', base: 24 });
    loop.add('you', { kind: 'player', riding: 'horse', gallop: 2 ** 31 - 1, timedFast: 0xffffff });
    expect(thrown(() => loop.update('you', { gallop: 2 ** 31 }))).toBeInstanceOf(InvalidPatchError);
    expect(thrown(() => loop.update('you', { timedFast: 0x1000000 }))).toBeInstanceOf(InvalidPatchError);
  });

  it('mon_adjust_speed() takes the adjustments its callers pass, −4 … 2', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('m', { kind: 'monster', base: 12 });
    for (const bad of [-5, 3, 0.5]) expect(thrown(() => loop.update('m', { adjustSpeed: bad as never }))).toBeInstanceOf(InvalidPatchError);
  });
});
