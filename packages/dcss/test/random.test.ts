import { readFileSync } from 'node:fs';
import { InvalidArgumentError, scripted, recording, type RandomCall, restore } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { DCSS_DRAW_SITES, Pcg32, RandomVar, dcss, dcssGenerator, divRandRound, divRandRoundDistribution, randomVarDistribution } from '../src/index.js';

const pcg32 = (init: bigint | number | string, seq: bigint | number | string): Pcg32 => new Pcg32(init, seq);

const vectors = JSON.parse(readFileSync(new URL('./golden/pcg32_vectors.json', import.meta.url), 'utf8')) as {
  streams: { init_state: string; sequence: string; uint32: number[] }[];
  seeding: { game_seed: string; gameplay_first_random2_10: number[] }[];
};

describe('PCG32 (pcg.cc; golden pcg32_vectors.json)', () => {
  it('gives the golden first outputs of stream (42, 54)', () => {
    const stream = vectors.streams.find((s) => s.init_state === '42' && s.sequence === '54');
    const g = pcg32(42n, 54n);
    expect(stream?.uint32.map(() => g.nextUint32())).toEqual(stream?.uint32);
  });

  it("reproduces crawl's first random2(10) draws for game seed 42", () => {
    const seeding = vectors.seeding.find((s) => s.game_seed === '42');
    const g = dcssGenerator.seeded(42);
    expect(seeding?.gameplay_first_random2_10.map(() => g.below(10))).toEqual(seeding?.gameplay_first_random2_10);
  });

  it('random2(n ≤ 1) is 0 and draws nothing', () => {
    const g = pcg32(1n, 2n);
    expect(g.below(1)).toBe(0);
    expect(g.below(0)).toBe(0);
    expect(g.words).toBe(0);
  });

  it('saves and restores mid-stream through JSON', () => {
    const g = pcg32(12345n, 678n);
    for (let i = 0; i < 7; i++) g.below(3_000_000_000);
    const copy = dcssGenerator.restore(JSON.parse(JSON.stringify(g.save())) as ReturnType<typeof g.save>);
    expect(Array.from({ length: 20 }, () => copy.below(36000))).toEqual(Array.from({ length: 20 }, () => g.below(36000)));
  });

  it('rejects seeds that are not 64-bit integers, naming the field', () => {
    expect(() => pcg32(-1, 0)).toThrow(InvalidArgumentError);
    expect(() => pcg32('twelve', 0)).toThrow(/pcg32 initState/);
    expect(() => pcg32(0, 2n ** 64n)).toThrow(/pcg32 sequence/);
    expect(() => dcssGenerator.restore({ kind: 'dcss-pcg32', state: '1', inc: '2', drawn: 0 })).toThrow(/odd/);
  });
});

describe('div_rand_round (random.cc)', () => {
  it('makes no draw when the division is exact', () => {
    const calls: RandomCall[] = [];
    expect(divRandRound(recording(scripted([]), calls), 80, 10)).toBe(8);
    expect(calls).toEqual([]);
  });

  it('rounds up when random2(den) falls below the remainder', () => {
    expect(divRandRound(scripted([4]), 75, 10)).toBe(8);
    expect(divRandRound(scripted([5]), 75, 10)).toBe(7);
  });

  it('still draws for a negative numerator but truncates toward zero', () => {
    const calls: RandomCall[] = [];
    expect(divRandRound(recording(scripted([0]), calls), -7, 2)).toBe(-3);
    expect(calls).toEqual([{ n: 2, result: 0 }]);
  });

  it('labels its draw with the site it is given', () => {
    const calls: RandomCall[] = [];
    divRandRound(recording(scripted([3]), calls), 75, 10, DCSS_DRAW_SITES.monsterGain);
    expect(calls).toEqual([{ n: 10, result: 3, site: DCSS_DRAW_SITES.monsterGain }]);
  });

  it('has the law q + 1 with probability r/den', () => {
    expect(divRandRoundDistribution(20, 3).toRecord()).toEqual({ '6': '1/3', '7': '2/3' });
    expect(divRandRoundDistribution(30, 2).toRecord()).toEqual({ '15': '1/1' });
  });
});

describe('random_var (random-var.cc; player-act.cc attack_delay_with)', () => {
  it('long sword (14) at skill 7.5 before the speed roll: {10: 3/4, 11: 1/4}', () => {
    const d = RandomVar.constant(14).sub(RandomVar.constant(75).divRandRound(20));
    expect(randomVarDistribution(d).toRecord()).toEqual({ '10': '3/4', '11': '1/4' });
  });

  it('keeps the weight total crawl rolls with (the bound a golden trace records)', () => {
    // trace_t2 turn 3: ps 6 → random2(20); trace_t5 turn 3: ps 7 → random2(40)
    const base = RandomVar.of(10, [3, 1]);
    expect(base.mul(6).divRandRound(10).maxWith(RandomVar.constant(1)).total).toBe(20);
    expect(base.mul(7).divRandRound(10).maxWith(RandomVar.constant(1)).total).toBe(40);
  });

  it('rolls by walking the cumulative weights with one random2(total)', () => {
    const v = RandomVar.of(6, [17, 3]);
    expect(v.roll(scripted([16]))).toBe(6);
    expect(v.roll(scripted([17]))).toBe(7);
    const calls: RandomCall[] = [];
    RandomVar.constant(9).roll(recording(scripted([]), calls));
    expect(calls).toEqual([{ n: 1, result: 0 }]); // random2(1): no value consumed
  });

  it('rejects weights that are not integers ≥ 0', () => {
    expect(() => RandomVar.of(0, [1, -1])).toThrow(/weights\[1\]/);
  });
});

describe("the game's generator (dcssGenerator)", () => {
  it("create({ seed, generator: 'game' }) draws crawl's gameplay stream for that seed and snapshots restore it", () => {
    const loop = dcss.create({ seed: 42, generator: 'game' });
    loop.add('you', { kind: 'player', hasted: true });
    const reference = dcssGenerator.seeded(42);
    const first = loop.next(); // _prep_input: one random2(3)
    expect(first.actor).toBe('you');
    expect(loop.inspect('you')).toMatchObject({ speed: reference.below(3) < 2 ? 7 : 6 }); // div_rand_round(20, 3)
    const snap = JSON.parse(JSON.stringify(loop.snapshot())) as { random: { kind: string } };
    expect(snap.random.kind).toBe(dcssGenerator.kind);
    expect(restore(dcss, snap).snapshot()).toEqual(loop.snapshot());
  });

  it('seeds 64-bit game seeds through Pcg32.fromGameSeed, agreeing with seeded() for safe integers', () => {
    const a = Pcg32.fromGameSeed(123456789n);
    const b = dcssGenerator.seeded(123456789);
    expect(Array.from({ length: 8 }, () => a.below(1000))).toEqual(Array.from({ length: 8 }, () => b.below(1000)));
    expect(() => Pcg32.fromGameSeed('18446744073709551615').below(10)).not.toThrow();
  });
});
