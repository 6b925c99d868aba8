/**
 * Only the peers table of the suite (`pnpm bench:peers`): the generic loop's three paths against the
 * npm priority-queue schedulers at BENCH_SIZES actors (default 10,1000,100000), same turns checked
 * first, interleaved. Ratios are of the median steps per second within this one run, and (`best
 * rounds`) of each competitor's fastest round, the one least disturbed by other work on the machine.
 *
 * Environment: BENCH_ROUNDS (default 9), BENCH_MIN_MS (default 200), BENCH_SIZES.
 */
import { fmt, numberEnv, sizesEnv } from '@turnkeeper/scripts/bench';
import { PEER_NAMES, peerRow } from './lib/peer-suite.js';

const rounds = numberEnv('BENCH_ROUNDS', 9);
const minMs = numberEnv('BENCH_MIN_MS', 200);
const sizes = sizesEnv('BENCH_SIZES', [10, 1000, 100_000]);
const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;
console.table(
  sizes.map((n) => {
    const p = peerRow(n, rounds, minMs);
    const m = (name: string): number => p.results[name]?.median ?? NaN;
    const x = (name: string): number => p.results[name]?.max ?? NaN;
    const bestMax = x(p.best.name);
    return {
      actors: n.toLocaleString('en'),
      'loop.run': fmt(m('run')),
      'next + act': fmt(m('next + act')),
      engine: fmt(m('engine')),
      ...Object.fromEntries(PEER_NAMES.map((name) => [name, fmt(m(name))])),
      best: p.best.name,
      'run/best': ratio(m('run'), p.best.median),
      'next+act/best': ratio(m('next + act'), p.best.median),
      'engine/best': ratio(m('engine'), p.best.median),
      'best rounds: run / next+act / engine': [ratio(x('run'), bestMax), ratio(x('next + act'), bestMax), ratio(x('engine'), bestMax)].join(' / '),
    };
  }),
);
