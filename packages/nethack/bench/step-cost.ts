/**
 * NetHack's step cost (`tsx --conditions=@turnkeeper/source bench/step-cost.ts`): `loop.run`,
 * `loop.next()` / `loop.act()` and the engine alone against the minimal typed-array loop, each
 * checked to hand out the same turns first, in fresh processes, by CPU time (the kit's harness,
 * @turnkeeper/scripts/bench `stepCost`, says how).
 *
 * Environment: BENCH_ROUNDS (default 9), BENCH_MIN_MS (default 60), BENCH_SIZES (default
 * 10,1000), BENCH_VERSIONS (default 3.4.3,3.6.7), BENCH_PROCESSES (default 3).
 */
import { stepCost } from '@turnkeeper/scripts/bench';
import { NETHACK_VERSIONS, type NethackVersion } from '../src/index.js';
import { nethackTarget } from './lib/target.js';

stepCost({
  title: 'NetHack step cost',
  script: import.meta.url,
  targets: Object.fromEntries(NETHACK_VERSIONS.map((v) => [v, nethackTarget(v)])) as Record<NethackVersion, ReturnType<typeof nethackTarget>>,
  variants: { env: 'BENCH_VERSIONS', fallback: ['3.4.3', '3.6.7'] },
  sizes: [10, 1000],
});
