// kick_steed() (src/steed.c, the same in 3.4.3, 3.6.0–3.6.7 and 3.7): the expected values are
// worked out by hand from the source — rnd(MAXULEV / 2 + 5) = 1 + rn2(20), rn1(20, 30) = 30 + rn2(20).
import { frac, InvalidArgumentError, recording, scripted, type RandomCall } from '@turnkeeper/core';
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
    expect(kickSteed('3.7', { ...base, sleeping: true }, scripted([0]))).toEqual({ result: 'roused', gallop: 0, tameness: 10, sleeping: false, canMove: true, frozen: 0 });
    expect(kickSteed('3.7', { ...base, sleeping: true }, scripted([1]))).toEqual({ result: 'does not respond', gallop: 0, tameness: 10, sleeping: true, canMove: true, frozen: 0 });
    expect(kickSteed('3.6.0', { ...base, canMove: false, frozen: 5 }, scripted([0]))).toEqual({ result: 'stirs', gallop: 0, tameness: 10, sleeping: false, canMove: false, frozen: 3 });
    expect(kickSteed('3.6.0', { ...base, canMove: false, frozen: 2 }, scripted([0]))).toEqual({ result: 'roused', gallop: 0, tameness: 10, sleeping: false, canMove: true, frozen: 0 });
    // Paralysed for good (mfrozen 0, mcanmove 0): no roll, no response.
    const calls: RandomCall[] = [];
    expect(kickSteed('3.6.0', { ...base, canMove: false }, recording(scripted([]), calls)).result).toBe('does not respond');
    expect(calls).toEqual([]);
    // Asleep and paralysed: freeing the legs leaves it asleep.
    expect(kickSteed('3.4.3', { ...base, sleeping: true, canMove: false, frozen: 1 }, scripted([0]))).toMatchObject({ result: 'stirs', sleeping: true, canMove: true });
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
