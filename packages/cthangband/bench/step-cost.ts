/**
 * Cthangband's step cost (`tsx --conditions=@turnkeeper/source bench/step-cost.ts`): `loop.run`,
 * `loop.next()` / `loop.act()` and the engine alone against the minimal typed-array loop, each
 * checked to hand out the same turns first, in fresh processes, by CPU time (the kit's harness,
 * @turnkeeper/scripts/bench `stepCost`, says how). 511 monsters is the game's cap (MAX_M_IDX − 1).
 *
 * Environment: BENCH_ROUNDS (default 9), BENCH_MIN_MS (default 60), BENCH_SIZES (default
 * 10,511), BENCH_PROCESSES (default 3).
 */
import { stepCost } from '@turnkeeper/scripts/bench';
import { cthangband } from '../src/index.js';
import { cthangbandTarget } from './lib/target.js';

stepCost({ title: 'Cthangband step cost', script: import.meta.url, targets: { [cthangband.meta.defaultVersion]: cthangbandTarget }, sizes: [10, 511] });
