import { defineGoldenAdapter, cases, xorshift32Values, type GoldenAdapter } from '@turnkeeper/core/golden';
import { z } from 'zod';

const file = z.looseObject({
  schema: z.literal('nethack-speed/rng-script/1'),
  generator: z.string(),
  values: cases(z.number().int().min(0)),
});

/** The seed the file's own `generator` text names ("seed x=2463534242"). */
function scriptSeed(path: string, generator: string): number {
  const m = /seed x=(\d+)/.exec(generator);
  if (!m) throw new Error(`${path}: no "seed x=<n>" in generator ${JSON.stringify(generator)}`);
  return Number(m[1]);
}

/**
 * `rng_script.json`: the traces' raw random values, regenerated from the stated generator and
 * seed: xorshift32 (x ^= x << 13; x ^= x >> 17; x ^= x << 5), each value being x >> 1, a 31-bit
 * number like C's random().
 */
export const rngScriptAdapter: GoldenAdapter = defineGoldenAdapter('nethack-speed/rng-script/1', file, (f, path) => {
  const raw = xorshift32Values(scriptSeed(path, f.generator), f.values.length);
  return { label: 'values', expected: f.values, actual: raw.map((x) => x >>> 1) };
});
