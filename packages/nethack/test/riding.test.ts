// The analysis of a riding hero, every version. The loop's run-time checks for a rider (determinism,
// snapshots, views and hook payloads) are the conformance kit's, whose actors include one
// (test/conformance.test.ts).
import { describe, expect, it } from 'vitest';
import { NETHACK_VERSIONS } from '../src/index.js';
import { nethackAnalysis } from '../src/analysis/index.js';

describe('a riding hero, every version', () => {
  for (const version of NETHACK_VERSIONS) {
    it(`${version}: rates the rider by its steed when it moves, and by its own speed when it does not, exactly`, () => {
      const spec = { kind: 'player', speed: 'Fast', encumbrance: 'Burdened', riding: 'horse', gallop: 400, steed: { base: 24 } } as const;
      const r = nethackAnalysis.rate({ actor: { spec, action: { kind: 'move', run: true } }, version });
      expect(r.perTime.exact).toBe(true);
      expect(r.perTime.value).toBeGreaterThan(0);
      // A Burdened rider on a galloping speed-24 steed: the steed's 1.5 × 24 = 36 points, less a quarter.
      const own = nethackAnalysis.rate({ actor: { spec, action: { kind: 'act' } }, version });
      expect(own.perTime.value).toBeLessThan(r.perTime.value);
    });
  }
});
