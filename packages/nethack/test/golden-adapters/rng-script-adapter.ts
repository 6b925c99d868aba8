import type { GoldenAdapter } from '@turnkeeper/core/conformance';
import { z } from 'zod';
import { xorshift32 } from '../../src/index.js';
import { hasSchema, readAs } from './golden-format.js';

const file = z.looseObject({
  schema: z.literal('nethack-speed/rng-script/1'),
  generator: z.string(),
  values: z.array(z.number().int().min(0)),
});

/** The seed the file's own `generator` text names ("seed x=2463534242"). */
export function scriptSeed(generator: string): number {
  const m = /seed x=(\d+)/.exec(generator);
  if (!m) throw new Error(`rng_script: no "seed x=<n>" in generator ${JSON.stringify(generator)}`);
  return Number(m[1]);
}

/** `rng_script.json`: the traces' raw random values, regenerated from the stated generator and seed. */
export const rngScriptAdapter: GoldenAdapter = {
  name: 'nethack-speed/rng-script/1',
  matches: (data) => hasSchema(data, 'nethack-speed/rng-script/1'),
  replay(data) {
    const f = readAs(file, data, 'rng_script');
    const r = xorshift32(scriptSeed(f.generator));
    return { label: 'values', expected: f.values, actual: f.values.map(() => r.nextRaw()) };
  },
};
