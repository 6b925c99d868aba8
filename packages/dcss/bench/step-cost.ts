/**
 * DCSS's step cost (`tsx --conditions=@turnkeeper/source bench/step-cost.ts`): `loop.run`,
 * `loop.next()` / `loop.act()` and the engine alone against the minimal typed-array loop, each
 * checked to hand out the same turns first, in fresh processes, by CPU time (the kit's harness,
 * @turnkeeper/scripts/bench `stepCost`, says how). 700 monsters is crawl's cap (MAX_MONSTERS).
 *
 * Environment: BENCH_ROUNDS (default 9), BENCH_MIN_MS (default 60), BENCH_SIZES (default
 * 10,700), BENCH_PROCESSES (default 3).
 */
import { stepCost } from '@turnkeeper/scripts/bench';
import { dcss, MAX_MONSTERS } from '../src/index.js';
import { dcssTarget } from './lib/target.js';

stepCost({ title: 'DCSS step cost', script: import.meta.url, targets: { [dcss.meta.defaultVersion]: dcssTarget }, sizes: [10, MAX_MONSTERS] });
