import { restore, scripted } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { frogcomposband } from '../src/index.js';

/** Scripted values that make every ENERGY_NEED() exactly 100: tmp 0 → offset 0 (randnor(), src/z-rand.c). */
const hundreds = (n: number): number[] => new Array<number>(n).fill(0);

type Loop = ReturnType<typeof frogcomposband.create>;

function lastOf(loop: Loop, id: string | number): unknown {
  const v = loop.inspect(id);
  if (v.kind !== 'monster') throw new Error(`${String(id)} is not a monster`);
  return v.last;
}

/** The record after a snapshot and a restore: a restored loop keeps what the live one said. */
const restoredLastOf = (loop: Loop, id: string | number): unknown => lastOf(restore(frogcomposband, loop.snapshot()), id);

describe("a monster's record of its last visit (melee2.c process_monsters())", () => {
  it('keeps an unaware visit as it was when the monster is then made aware and its energy changed', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(40)) });
    loop.add('m', { kind: 'monster', speed: 30, energyNeed: 40, aware: false });
    loop.add('P', { kind: 'player', speed: 0, energyNeed: 0 });
    // +0 gains 10: the player acts at turn 1 (−10), pays 100 (90), and next at turn 10 (0).
    expect(loop.next()).toMatchObject({ actor: 'P', time: 1 });
    loop.act('P', { kind: 'act' });
    expect(loop.next()).toMatchObject({ actor: 'P', time: 10 });
    // Its last visit was in turn 9's pass (the player acts before the pass): no gain, no draw.
    const idle = { gameTurn: 9, aware: false, speed: 0, gain: 0, needAfterGain: 40, clip: null, extra: [] };
    expect(lastOf(loop, 'm')).toEqual(idle);
    loop.update('m', { aware: true, energyNeed: 5 });
    expect(lastOf(loop, 'm')).toEqual(idle);
    expect(restoredLastOf(loop, 'm')).toEqual(idle);
    loop.act('P', { kind: 'act' });
    // Turn 10's pass: +30 gains 38 (extract_energy[], src/tables.c), 5 − 38 = −33, then it acts.
    expect(loop.next()).toMatchObject({ actor: 'm', time: 10 });
    const acted = { gameTurn: 10, aware: true, speed: 30, gain: 38, needAfterGain: -33, clip: 100, extra: [] };
    expect(lastOf(loop, 'm')).toEqual(acted);
    expect(restoredLastOf(loop, 'm')).toEqual(acted);
  });

  it('says whether its last visit acted, in the pass before or in this one, with the extras its move drew', () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(40)) });
    // 'b' in slot 1, 'a' in slot 2: each pass visits 'a' first. +0 gains 10 a game turn.
    loop.add('b', { kind: 'monster', speed: 0, energyNeed: 10 });
    loop.add('a', { kind: 'monster', speed: 0, energyNeed: 20 });
    expect(loop.next()).toMatchObject({ actor: 'b', time: 1 });
    // Onto a tree through a web: two extras of a full draw each (melee2.c process_monster()).
    loop.act('b', { kind: 'move', terrain: 'tree', web: true });
    // Turn 2: 'a' acts before the pass reaches 'b', whose last visit is turn 1's, which acted.
    expect(loop.next()).toMatchObject({ actor: 'a', time: 2 });
    const extra = [
      { terrain: 'tree', draw: 100, added: 100 },
      { terrain: 'web', draw: 100, added: 100 },
    ];
    const moved = { gameTurn: 1, aware: true, speed: 0, gain: 10, needAfterGain: 0, clip: 100, extra };
    expect(lastOf(loop, 'b')).toEqual(moved);
    expect(restoredLastOf(loop, 'b')).toEqual(moved);
    loop.act('a', { kind: 'act' });
    // 'a' next at turn 12; 'b' (300 after its move) gained in turns 2..11 and did not act.
    expect(loop.next()).toMatchObject({ actor: 'a', time: 12 });
    const waited = { gameTurn: 11, aware: true, speed: 0, gain: 10, needAfterGain: 200, clip: null, extra: [] };
    expect(lastOf(loop, 'b')).toEqual(waited);
    expect(restoredLastOf(loop, 'b')).toEqual(waited);
  });

  it("keeps a ridden visit at the rider's speed after the rider dismounts", () => {
    const loop = frogcomposband.create({ random: scripted(hundreds(40)) });
    loop.add('horse', { kind: 'monster', speed: 20, level: 10, energyNeed: 0, wildSnow: false });
    loop.add('P', { kind: 'player', energyNeed: 0, mount: 'horse', ridingSkill: 4000, level: 30 });
    expect(loop.next().actor).toBe('P');
    loop.act('P', { kind: 'act' });
    expect(loop.next().actor).toBe('horse');
    // The rider's +8 gives 18 energy (riderSpeed(), the riding test in fidelity.test.ts): 0 − 18.
    const ridden = { gameTurn: 1, aware: true, speed: 8, gain: 18, needAfterGain: -18, clip: 100, extra: [] };
    expect(lastOf(loop, 'horse')).toEqual(ridden);
    loop.act('horse', { kind: 'act' });
    loop.update('P', { mount: null });
    expect(loop.inspect('horse')).toMatchObject({ ridden: false, speed: 20 });
    expect(lastOf(loop, 'horse')).toEqual(ridden);
    expect(restoredLastOf(loop, 'horse')).toEqual(ridden);
  });
});
