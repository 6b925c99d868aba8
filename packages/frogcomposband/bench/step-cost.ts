/**
 * FrogComposband's step cost (`tsx --conditions=@turnkeeper/source bench/step-cost.ts`): `loop.run`,
 * `loop.next()` / `loop.act()` and the engine alone against the minimal typed-array loop, each
 * checked to hand out the same turns first, in fresh processes, by CPU time (the kit's harness,
 * @turnkeeper/scripts/bench `stepCost`, says how).
 *
 * Environment: BENCH_ROUNDS (default 9), BENCH_MIN_MS (default 60), BENCH_SIZES (default
 * 10,1000), BENCH_PROCESSES (default 3).
 */
import { stepCost } from '@turnkeeper/scripts/bench';
import { frogcomposbandTarget } from './lib/target.js';

stepCost({ title: 'FrogComposband step cost', script: import.meta.url, targets: { '7.1.salmiak': frogcomposbandTarget }, sizes: [10, 1000] });
