import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { scripted } from '../src/index.js';
import { defineGoldenAdapter, replayGoldenData, traceDraws } from '../src/conformance/golden.js';

describe('golden adapter kit', () => {
  const adapter = defineGoldenAdapter('kit.double.v1', z.looseObject({ schema: z.literal('kit.double.v1'), rows: z.array(z.number().int()) }), (f, path) => ({
    label: path,
    expected: f.rows,
    actual: f.rows.map((_, i) => i * 2),
  }));

  it('matches its schema tag only, validates the file, then compares what replay returns', () => {
    expect(adapter.name).toBe('kit.double.v1');
    expect(adapter.matches({ schema: 'kit.double.v1' }, 'a.json')).toBe(true);
    expect(adapter.matches({ schema: 'kit.other.v1' }, 'a.json')).toBe(false);
    expect(replayGoldenData({ schema: 'kit.double.v1', rows: [0, 2, 4] }, 'a.json', [adapter])).toMatchObject({ ok: true, adapter: 'kit.double.v1' });
    const wrong = replayGoldenData({ schema: 'kit.double.v1', rows: [0, 2, 5] }, 'a.json', [adapter]);
    expect(wrong.ok).toBe(false);
    expect(() => adapter.replay({ schema: 'kit.double.v1', rows: ['x'] }, 'b.json')).toThrow(/b\.json.*rows\[0\]/);
  });

  it('traceDraws passes every draw through and cuts them by mark', () => {
    const draws = traceDraws(scripted([7, 9, 4]));
    expect(draws.random.below(6, 'first')).toBe(1);
    const mark = draws.count;
    expect(draws.random.below(1)).toBe(0); // n <= 1 consumes nothing, and is still recorded
    expect(draws.random.below(5)).toBe(4);
    expect(draws.since(mark)).toEqual([
      { n: 1, result: 0 },
      { n: 5, result: 4 },
    ]);
    expect(draws.all).toEqual([
      { n: 6, result: 1, site: 'first' },
      { n: 1, result: 0 },
      { n: 5, result: 4 },
    ]);
  });
});
