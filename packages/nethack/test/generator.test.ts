import type { RandomState } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { GlibcRandom, nethack, nethackGenerator } from '../src/index.js';

// Expected outputs of the C library's random() after srandom(seed), obtained by compiling and
// running a six-line C program against this machine's glibc (Debian GLIBC 2.36-9+deb12u14,
// x86-64, gcc -O0): `srandom(seed); printf("%ld", random());` eight times per seed, and the
// 1000th output after srandom(1). glibc is the C library NetHack links against on Linux, not
// game code; the program is not part of the repository.
const GLIBC: readonly [seed: number, outputs: readonly number[]][] = [
  [1, [1804289383, 846930886, 1681692777, 1714636915, 1957747793, 424238335, 719885386, 1649760492]],
  // srandom(0) is srandom(1).
  [0, [1804289383, 846930886, 1681692777, 1714636915, 1957747793, 424238335, 719885386, 1649760492]],
  [42, [71876166, 708592740, 1483128881, 907283241, 442951012, 537146758, 1366999021, 1854614940]],
  // Seeds of 2^31 and more are negative as the int32 the table starts from.
  [2463534242, [1808400845, 969408384, 1063256614, 584244828, 529868897, 1036688685, 1318378267, 1622082401]],
  [4294967295, [254925627, 1205188300, 366127624, 1401405153, 76053476, 1604170158, 1302235366, 362229243]],
  [1234567890, [1727406014, 657320857, 2087271152, 332581333, 1147476310, 1208088455, 121233336, 1334120027]],
];

describe('nethackGenerator: glibc random(), as rn2() draws from it in 3.4.3–3.6.1 on Linux', () => {
  it.each(GLIBC)('srandom(%i) gives glibc’s outputs', (seed, outputs) => {
    const r = new GlibcRandom(seed);
    expect(outputs.map(() => r.nextRaw())).toEqual(outputs);
  });

  it('keeps matching far into the stream: the 1000th output after srandom(1) is 1143565421', () => {
    const r = new GlibcRandom(1);
    let last = 0;
    for (let i = 0; i < 1000; i++) last = r.nextRaw();
    expect(last).toBe(1143565421);
  });

  it('takes the seed mod 2^32, as the C conversion to unsigned int does', () => {
    const a = new GlibcRandom(2 ** 32 + 42);
    const b = new GlibcRandom(-(2 ** 32) + 42);
    expect([a.nextRaw(), b.nextRaw()]).toEqual([71876166, 71876166]);
  });

  it('draws rn2(n) as random() % n (src/rnd.c RND()); the same program printed 6 0 1 11 for rn2(12), rn2(3), rn2(5), rn2(70) after srandom(42)', () => {
    const r = nethackGenerator.seeded(42);
    expect([r.below(12), r.below(3), r.below(5), r.below(70)]).toEqual([6, 0, 1, 11]);
  });

  it('follows the core contract for n ≤ 1: 0, drawing nothing', () => {
    const r = nethackGenerator.seeded(42);
    expect(r.below(1)).toBe(0);
    expect(r.below(12)).toBe(71876166 % 12);
  });

  it('saves and restores its state exactly, and refuses a tampered one', () => {
    const r = nethackGenerator.seeded(7);
    for (let i = 0; i < 100; i++) r.below(1000);
    const copy = nethackGenerator.restore(JSON.parse(JSON.stringify(r.save())) as RandomState);
    expect(Array.from({ length: 50 }, () => copy.below(2 ** 31))).toEqual(Array.from({ length: 50 }, () => r.below(2 ** 31)));
    const saved = r.save();
    expect(() => nethackGenerator.restore({ ...saved, rear: 7 })).toThrow(/rear/);
    expect(() => nethackGenerator.restore({ ...saved, table: [1, 2, 3] })).toThrow(/table/);
    expect(() => nethackGenerator.restore({ ...saved, front: 31 })).toThrow(/front/);
  });

  it("drives a loop with generator: 'game', and says which versions it reproduces", () => {
    const turns = (): string[] => {
      const loop = nethack.create({ version: '3.6.0', seed: 42, generator: 'game' });
      loop.add('ant', { kind: 'monster', base: 18 });
      loop.add('you', { kind: 'player', speed: 'Fast' });
      return Array.from({ length: 30 }, () => {
        const t = loop.step(() => ({ kind: 'move' }));
        return `${String(t.actor)}@${t.time}`;
      });
    };
    expect(turns()).toEqual(turns());
    expect(nethack.random.generator).toBe(nethackGenerator);
    expect(nethackGenerator.description).toMatch(/3\.4\.3, 3\.6\.0 and 3\.6\.1/);
    expect(nethackGenerator.description).toMatch(/ISAAC64/);
    const loop = nethack.create({ version: '3.6.1', seed: 5, generator: 'game' });
    loop.add('you', { kind: 'player' });
    expect(loop.snapshot().random.kind).toBe('nethack-glibc-random');
  });
});
