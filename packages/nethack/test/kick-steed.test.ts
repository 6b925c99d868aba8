// kick_steed() (src/steed.c, the same in 3.4.3, 3.6.0–3.6.7 and 3.7): the expected values are
// worked out by hand from the source — rnd(MAXULEV / 2 + 5) = 1 + rn2(20), rn1(20, 30) = 30 + rn2(20).
import { frac, InvalidActionError, InvalidArgumentError, InvalidPatchError, recording, scripted, type RandomCall, restore } from '@turnkeeper/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KICK_GALLOP_TURNS, kickGallopChance, kickSteed, nethack, NETHACK_VERSIONS } from '../src/index.js';

describe('kick_steed() (src/steed.c)', () => {
  it('an awake steed that does not resist gallops for 30 + rn2(20) more turns, drawn after the resistance roll', () => {
    for (const version of NETHACK_VERSIONS) {
      const calls: RandomCall[] = [];
      const out = kickSteed(version, { ulevel: 5, tameness: 10, gallop: 7 }, recording(scripted([3, 19]), calls));
      // rnd(20) = 4 ≤ 5 + 9: no resistance; rn2(20) = 19: +49 turns.
      expect(out).toEqual({ result: 'gallops', added: 49, gallop: 56, tameness: 9 });
      expect(calls.map((c) => [c.n, c.site])).toEqual([
        [20, 'kick_steed:rnd(20)'],
        [20, 'kick_steed:rn1(20, 30)'],
      ]);
    }
    expect(KICK_GALLOP_TURNS).toEqual({ min: 30, max: 49, draw: 'rn1(20, 30)' });
  });

  it('throws the rider when u.ulevel + mtame (after the kick) < rnd(20), and dismounting clears the gallop', () => {
    // ulevel 1, tameness 5 → 4 after the kick: 1 + 4 = 5 < rnd(20) = 6 (rn2 = 5).
    expect(kickSteed('3.6.7', { ulevel: 1, tameness: 5, gallop: 40 }, scripted([5]))).toEqual({ result: 'thrown', gallop: 0, tameness: 4 });
    // rnd(20) = 5 is not more than 5: it gallops.
    expect(kickSteed('3.6.7', { ulevel: 1, tameness: 5, gallop: 0 }, scripted([4, 0]))).toMatchObject({ result: 'gallops', added: 30 });
  });

  it('a steed whose tameness runs out throws the rider with no roll at all', () => {
    const calls: RandomCall[] = [];
    expect(kickSteed('3.4.3', { ulevel: 30, tameness: 1, gallop: 3 }, recording(scripted([]), calls))).toEqual({ result: 'thrown', gallop: 0, tameness: 0 });
    expect(kickSteed('3.4.3', { ulevel: 30, tameness: 0, gallop: 3 }, recording(scripted([]), calls))).toEqual({ result: 'thrown', gallop: 0, tameness: 0 });
    expect(calls).toEqual([]);
  });

  it('a sleeping or paralysed steed never gallops: rn2(2) = 0 wakes it or shortens the paralysis by 2', () => {
    const base = { ulevel: 10, tameness: 10, gallop: 0 };
    // version, the steed's state, the rn2(2) drawn, then the outcome: result, msleeping, mcanmove, mfrozen.
    const cases = [
      ['3.7', { sleeping: true }, 0, 'roused', false, true, 0],
      ['3.7', { sleeping: true }, 1, 'does not respond', true, true, 0],
      ['3.6.0', { canMove: false, frozen: 5 }, 0, 'stirs', false, false, 3],
      ['3.6.0', { canMove: false, frozen: 2 }, 0, 'roused', false, true, 0],
    ] as const;
    for (const [version, steed, roll, result, sleeping, canMove, frozen] of cases) {
      expect(kickSteed(version, { ...base, ...steed }, scripted([roll]))).toEqual({ result, gallop: 0, tameness: 10, sleeping, canMove, frozen });
    }
    // Paralysed for good (mfrozen 0, mcanmove 0): no roll, no response.
    const calls: RandomCall[] = [];
    expect(kickSteed('3.6.0', { ...base, canMove: false }, recording(scripted([]), calls)).result).toBe('does not respond');
    expect(calls).toEqual([]);
    // Asleep and paralysed: freeing the legs leaves it asleep.
    expect(kickSteed('3.4.3', { ...base, sleeping: true, canMove: false, frozen: 1 }, scripted([0]))).toMatchObject({
      result: 'stirs',
      sleeping: true,
      canMove: true,
    });
  });

  it('the added turns are uniform on 30…49 (each of the 20 raw values gives one of them)', () => {
    const seen = new Set<number>();
    for (let v = 0; v < 20; v++) {
      const out = kickSteed('3.6.7', { ulevel: 30, tameness: 20, gallop: 0 }, scripted([0, v]));
      if (out.result === 'gallops') seen.add(out.added);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 30 + i));
  });

  it('kickGallopChance is min(20, ulevel + tameness − 1)/20, and 0 when tameness runs out', () => {
    expect(kickGallopChance(1, 5).toString()).toBe('1/4');
    expect(kickGallopChance(10, 6).toString()).toBe('3/4');
    expect(kickGallopChance(14, 10).toString()).toBe('1/1');
    expect(kickGallopChance(30, 1).toString()).toBe('0/1');
    expect(kickGallopChance(30, 0).toString()).toBe('0/1');
  });

  it('kickGallopChance agrees with kickSteed over every resistance roll (property)', () => {
    let runs = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 20 }), (ulevel, tameness) => {
        runs++;
        let gallops = 0;
        for (let v = 0; v < 20; v++) if (kickSteed('3.6.7', { ulevel, tameness, gallop: 0 }, scripted([v, 0])).result === 'gallops') gallops++;
        expect(kickGallopChance(ulevel, tameness).toString()).toBe(frac(gallops, 20).toString());
      }),
    );
    console.log(`kickGallopChance against kickSteed: ${runs} cases`);
    expect(runs).toBeGreaterThan(0);
  });

  it('the outcome applies to a loop through the hero patch (gallop, or riding: null)', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('horse', { kind: 'monster', base: 20 });
    loop.add('you', { kind: 'player', riding: 'horse' });
    const kick = kickSteed('3.6.7', { ulevel: 8, tameness: 10, gallop: 0 }, scripted([0, 5]));
    expect(kick.result).toBe('gallops');
    loop.update('you', { gallop: kick.gallop });
    expect(loop.inspect('you')).toMatchObject({ gallop: 35 });
    const thrown = kickSteed('3.6.7', { ulevel: 1, tameness: 2, gallop: 35 }, scripted([19]));
    expect(thrown.result).toBe('thrown');
    loop.update('you', { riding: null });
    expect(loop.inspect('you')).toMatchObject({ gallop: thrown.gallop, riding: null });
  });

  it('rejects out-of-range input by name', () => {
    expect(() => kickSteed('3.6.7', { ulevel: 0, tameness: 5, gallop: 0 }, scripted([]))).toThrow(InvalidArgumentError);
    expect(() => kickSteed('3.6.7', { ulevel: 5, tameness: 5, gallop: -1 }, scripted([]))).toThrow(/kickSteed gallop: got -1/);
    expect(() => kickGallopChance(5, 1.5)).toThrow(/tameness/);
  });
});

// The kick action: dokick() (src/dokick.c) asks "Kick your steed?" when u.usteed is set, calls
// kick_steed() and returns 1 (the command takes time). Expected values by hand from src/steed.c.
describe('the kick action (dokick() → kick_steed())', () => {
  /** A 3.6.7 loop with a rider on a horse (speed 20), its draws scripted and recorded. */
  const rider = (draws: number[], horse: Record<string, unknown>, hero: Record<string, unknown> = {}, record = true) => {
    const calls: RandomCall[] = [];
    const script = scripted(draws, { then: 'zeros' });
    // A recording source cannot be saved: the snapshot tests use the script itself.
    const loop = nethack.create({ version: '3.6.7', random: record ? recording(script, calls) : script });
    loop.add('horse', { kind: 'monster', base: 20, ...horse });
    loop.add('you', { kind: 'player', riding: 'horse', ...hero });
    return { loop, calls };
  };

  it('draws rnd(20) then rn1(20, 30) and adds the gallop; the steed loses a point of tameness; the kick takes 12 points', () => {
    const { loop, calls } = rider([6, 11], { tameness: 10 }, { level: 5, gallop: 3 });
    const kicks: unknown[] = [];
    loop.on('kick', (p) => kicks.push(p));
    const turn = loop.next();
    expect(turn).toMatchObject({ actor: 'you', time: 1 });
    loop.act('you', { kind: 'kick' });
    // rnd(20) = 7 ≤ 5 + 9: no resistance; rn1(20, 30) = 30 + 11 = 41 more turns: 3 + 41 = 44.
    expect(calls.map((c) => [c.n, c.site])).toEqual([
      [20, 'kick_steed:rnd(20)'],
      [20, 'kick_steed:rn1(20, 30)'],
    ]);
    expect(kicks).toEqual([{ turn: 1, steed: 'horse', result: 'gallops', added: 41, tameness: 9 }]);
    expect(loop.inspect('horse')).toMatchObject({ tameness: 9 });
    expect(loop.inspect('you')).toMatchObject({ gallop: 44, riding: 'horse', moved: false, running: false });
    // The 12 points go at the top of the next pass: the hero started with 12, so the horse
    // (0 points) and the turn boundary come next, and the hero is back in turn 2.
    expect(loop.next()).toMatchObject({ actor: 'you', time: 2 });
    expect(loop.inspect('you')).toMatchObject({ movement: 12, gallop: 43 });
  });

  it('throws the rider when the steed resists or runs out of tameness: dismounted, u.ugallop 0, no gallop draw', () => {
    const resists = rider([19], { tameness: 3 }, { level: 1, gallop: 20 });
    resists.loop.next();
    resists.loop.act('you', { kind: 'kick' });
    // rnd(20) = 20 > 1 + 2: thrown (dismount_steed(DISMOUNT_THROWN) clears u.ugallop).
    expect(resists.calls.map((c) => c.site)).toEqual(['kick_steed:rnd(20)']);
    expect(resists.loop.inspect('you')).toMatchObject({ riding: null, gallop: 0 });
    expect(resists.loop.inspect('horse')).toMatchObject({ tameness: 2, steed: false });
    const untame = rider([], { tameness: 1 });
    untame.loop.next();
    untame.loop.act('you', { kind: 'kick' });
    // mtame 1 → 0: thrown without a roll.
    expect(untame.calls).toEqual([]);
    expect(untame.loop.inspect('you')).toMatchObject({ riding: null });
  });

  it('a sleeping or paralysed steed does not gallop: rn2(2) may rouse it', () => {
    const asleep = rider([0], { tameness: 10, sleeping: true });
    asleep.loop.next();
    asleep.loop.act('you', { kind: 'kick' });
    expect(asleep.calls.map((c) => c.site)).toEqual(['kick_steed:rn2(2)']);
    expect(asleep.loop.inspect('horse')).toMatchObject({ sleeping: false, tameness: 10 });
    expect(asleep.loop.inspect('you')).toMatchObject({ gallop: 0, riding: 'horse' });
    const frozen = rider([0], { tameness: 10, canMove: false, frozen: 5 });
    const kicks: string[] = [];
    frozen.loop.on('kick', (p) => kicks.push(p.result));
    frozen.loop.next();
    frozen.loop.act('you', { kind: 'kick' });
    // mfrozen 5 > 2: it loses 2 and the steed only stirs.
    expect(kicks).toEqual(['stirs']);
    expect(frozen.loop.inspect('horse')).toMatchObject({ canMove: false, frozen: 3 });
    // Paralysed for good (mcanmove 0, mfrozen 0): no draw at all.
    const stone = rider([], { tameness: 10, canMove: false });
    stone.loop.next();
    stone.loop.act('you', { kind: 'kick' });
    expect(stone.calls).toEqual([]);
  });

  it('counts a paralysis down at every turn boundary, as mcalcdistress() does, and the monster moves again at 0', () => {
    const loop = nethack.create({ version: '3.6.7', seed: 1 });
    loop.add('newt', { kind: 'monster', base: 6, canMove: false, frozen: 2 });
    loop.add('you', { kind: 'player' });
    const at = (time: number): unknown => {
      while (loop.next().time < time) loop.act(loop.pending as string, { kind: 'move' });
      const view = loop.inspect('newt');
      loop.act(loop.pending as string, { kind: 'move' });
      return view;
    };
    expect(at(2)).toMatchObject({ frozen: 1, canMove: false });
    expect(at(3)).toMatchObject({ frozen: 0, canMove: true });
    expect(at(4)).toMatchObject({ frozen: 0, canMove: true });
  });

  it('is refused, naming the action, with no steed or while a command repeats; a frozen monster must be paralysed', () => {
    const loop = nethack.create({ version: '3.6.7' });
    loop.add('you', { kind: 'player' });
    loop.next();
    const onFoot = loop.snapshot();
    expect(() => restore(nethack, onFoot).act('you', { kind: 'kick' })).toThrow(InvalidActionError);
    expect(() => restore(nethack, onFoot).act('you', { kind: 'kick' })).toThrow(/kind: got "kick"; a kick only while riding/);
    const counted = rider([], { tameness: 10 }, {}, false);
    counted.loop.act(counted.loop.next().actor, { kind: 'move', count: 3 });
    counted.loop.next();
    const repeating = counted.loop.snapshot();
    expect(() => restore(nethack, repeating).act('you', { kind: 'kick' })).toThrow(/kind: got "kick"; nothing while the hero continues a counted command/);
    loop.add('newt', { kind: 'monster', base: 6 });
    expect(() => loop.update('newt', { frozen: 3 })).toThrow(InvalidPatchError);
    expect(() => loop.update('newt', { frozen: 3 })).toThrow(/frozen: got 3; 0 while the monster can move/);
    loop.update('newt', { canMove: false, frozen: 3 });
    expect(loop.inspect('newt')).toMatchObject({ canMove: false, frozen: 3 });
  });

  it('snapshots keep what the kick reads and changes', () => {
    const { loop } = rider([6, 11, 2, 4], { tameness: 10 }, { level: 5 }, false);
    loop.next();
    loop.act('you', { kind: 'kick' });
    const again = restore(nethack, JSON.parse(JSON.stringify(loop.snapshot())));
    expect(again.inspect('horse')).toEqual(loop.inspect('horse'));
    expect(again.inspect('you')).toEqual(loop.inspect('you'));
  });
});
