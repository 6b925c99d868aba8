// What a package's bench smoke test runs: every throughput path and every step-cost competitor of
// its target, tiny, in the test's process. Correctness only — nothing is judged on time.
import { checkCompetitor, measureStepCost, type StepCostCompetitor } from './step-cost.js';
import type { BenchLoop, BenchTarget, Stepper } from './target.js';
import { throughputRow, type Path } from './throughput.js';

/**
 * Runs `paths` through {@link throughputRow} and each step-cost competitor through
 * {@link checkCompetitor} and {@link measureStepCost} at `n` monsters, one short round each,
 * and returns what is wrong: a path with no figure, a rate that is not positive, a step-cost ratio
 * that is not the rates' ratio. An empty list is a clean run.
 */
export function smokeProblems<S, L extends BenchLoop, M extends Stepper>(target: BenchTarget<S, L, M>, n: number, paths: readonly Path[]): string[] {
  const problems: string[] = [];
  const row = throughputRow(target, n, { rounds: 1, minMs: 5 }, paths, 2_000);
  const results = row.results as Readonly<Partial<Record<Path, { readonly median: number }>>>;
  for (const p of paths) {
    const median = results[p]?.median;
    if (median === undefined || !(median > 0)) problems.push(`throughput ${p}: ${String(median)} steps per second`);
  }
  const competitors: StepCostCompetitor[] = target.engine ? ['run', 'next/act', 'engine'] : ['run', 'next/act'];
  for (const c of competitors) {
    checkCompetitor(target, c, n);
    const m = measureStepCost(target, c, n, { rounds: 1, minMs: 2 });
    if (!(m.rate > 0 && m.minimal > 0)) problems.push(`step cost ${c}: rates ${m.rate} and ${m.minimal}`);
    if (Math.abs(m.ratio - m.rate / m.minimal) > 1e-9 * m.ratio) problems.push(`step cost ${c}: ratio ${m.ratio} is not ${m.rate} / ${m.minimal}`);
  }
  return problems;
}
