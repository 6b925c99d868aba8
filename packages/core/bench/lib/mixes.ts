import { prng } from '@turnkeeper/scripts/bench';

/**
 * The speed mixes every comparison runs with. rot.js's cost depends on them (its sorted-array
 * insert is cheap when many actors tie at equal float times), so the suite runs all three:
 * - `eight`: 8 distinct speeds, many exact ties (rot.js's best case);
 * - `ints`: integers 1..1000;
 * - `reals`: random reals in [50, 150) — for rot.js as they are, for the integer schedulers
 *   scaled by 100 (speed ×100, action cost ×100): the same periods to 1/100.
 */
export type MixName = 'eight' | 'ints' | 'reals';

/** A mix: what rot.js gets, and the integer speed and cost the typed schedulers use for it. */
export interface Mix {
  readonly name: MixName;
  readonly rotSpeeds: readonly number[];
  readonly speeds: readonly number[];
  readonly cost: number;
}

/** `n` actors of the mix, drawn with a fixed seed. */
export function mix(name: MixName, n: number): Mix {
  const r = prng(n * 31 + name.length);
  const EIGHT = [50, 75, 100, 125, 150, 175, 200, 250];
  if (name === 'eight') {
    const s = Array.from({ length: n }, (_, i) => EIGHT[i % 8] as number);
    return { name, rotSpeeds: s, speeds: s, cost: 100 };
  }
  if (name === 'ints') {
    const s = Array.from({ length: n }, () => 1 + Math.floor(r() * 1000));
    return { name, rotSpeeds: s, speeds: s, cost: 100 };
  }
  const reals = Array.from({ length: n }, () => 50 + r() * 100);
  return { name, rotSpeeds: reals, speeds: reals.map((x) => Math.round(x * 100)), cost: 10_000 };
}

export const MIXES: readonly MixName[] = ['eight', 'ints', 'reals'];
