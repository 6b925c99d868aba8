import { describe, expect, it } from 'vitest';
import { generic } from '../src/index.js';
import { simulate } from '../src/analysis/index.js';

describe('simulate (Monte Carlo for any ruleset)', () => {
  it('measures long-run rates: speed 130 and 77 at cost 100 give 1.3 and 0.77 actions per tick', () => {
    const loop = generic.create();
    loop.add('a', { speed: 130 }).add('b', { speed: 77 });
    const r = simulate(loop, { steps: 50_000, action: () => ({ kind: 'act' }) });
    expect(r.rates.get('a')).toBeCloseTo(1.3, 2);
    expect(r.rates.get('b')).toBeCloseTo(0.77, 2);
    expect((r.counts.get('a') ?? 0) + (r.counts.get('b') ?? 0)).toBe(50_000);
  });

  it('tallies free moves: a speed-250 bat gets 2 or 3 moves between two speed-100 hero moves', () => {
    const loop = generic.create();
    loop.add('hero', { speed: 100 }).add('bat', { speed: 250 });
    const r = simulate(loop, { steps: 7_000, warmup: 10, action: () => ({ kind: 'act' }), pair: ['hero', 'bat'] });
    // After the start (where the bat has had only one move), 2.5 bat moves per hero move on average, delivered as 2 and 3 alternately.
    expect([...(r.gaps?.keys() ?? [])]).toEqual([2, 3]);
    expect(r.atLeastTwo?.mean).toBe(1);
    const n2 = r.gaps?.get(2) ?? 0;
    const n3 = r.gaps?.get(3) ?? 0;
    expect(Math.abs(n2 - n3)).toBeLessThanOrEqual(1);
  });

  it('rejects a bad step count', () => {
    const loop = generic.create();
    loop.add(0, { speed: 1 });
    expect(() => simulate(loop, { steps: 0, action: () => ({ kind: 'act' }) })).toThrow(/simulate: steps: got 0/);
  });
});
