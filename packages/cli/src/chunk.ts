// One chunk of a Monte Carlo: the ruleset's analysis imported again (in a worker thread, or
// in-process when the CLI runs from its TypeScript sources) and asked one question with its own seed.
import type { AnyAnalysis, Law } from '@turnkeeper/core';
import { analysisOf } from './plugin-analysis.js';

/**
 * One chunk of a Monte Carlo question.
 *
 * @example
 * ```ts
 * const task: ChunkTask = { moduleUrl: undefined, exportName: 'genericAnalysis', question: 'between', query: { a, b }, samples: 20000, seed: 3 };
 * ```
 */
export interface ChunkTask {
  /** Where the analysis's module is (`undefined`: core's own `@turnkeeper/core/analysis`). */
  readonly moduleUrl: string | undefined;
  readonly exportName: string;
  readonly question: 'between' | 'actionsPerTurn';
  readonly query: Record<string, unknown>;
  readonly samples: number;
  readonly seed: number;
}

/**
 * The analysis a chunk runs on, imported as discovery imported it.
 *
 * @example
 * ```ts
 * const analysis = await chunkAnalysis(task);
 * ```
 */
async function chunkAnalysis(task: Pick<ChunkTask, 'moduleUrl' | 'exportName'>): Promise<AnyAnalysis> {
  const mod = (task.moduleUrl ? await import(task.moduleUrl) : await import('@turnkeeper/core/analysis')) as Record<string, unknown>;
  return analysisOf(mod[task.exportName]);
}

/**
 * Asks an analysis one Monte Carlo question with `samples` and `seed`: the one call the workers
 * and the main thread's check before dispatch share, so both meet the same errors.
 *
 * @example
 * ```ts
 * const law = askMonteCarlo(genericAnalysis, 'between', { a, b }, 100, 1);
 * ```
 */
export function askMonteCarlo(analysis: AnyAnalysis, question: ChunkTask['question'], query: Record<string, unknown>, samples: number, seed: number): Law {
  const q = { ...query, samples, seed, method: 'monte-carlo' as const };
  return question === 'between'
    ? analysis.between(q as Parameters<AnyAnalysis['between']>[0])
    : analysis.actionsPerTurn(q as Parameters<AnyAnalysis['actionsPerTurn']>[0]);
}

/**
 * Runs a chunk: returns `[k, count]` pairs.
 *
 * @example
 * ```ts
 * const counts = await runChunk(task);
 * ```
 */
export async function runChunk(task: ChunkTask): Promise<[number, number][]> {
  const law = askMonteCarlo(await chunkAnalysis(task), task.question, task.query, task.samples, task.seed);
  return [...(law.counts ?? new Map<number, number>())];
}
