// A Monte Carlo worker (tinypool): imports the ruleset again in this thread and runs one chunk
// of samples with its own seed, returning the raw counts so the main thread can pool them.
import type { AnyRuleset } from '@turnkeeper/core';

/**
 * One chunk of a Monte Carlo question.
 *
 * @example
 * ```ts
 * const task: WorkerTask = { moduleUrl: undefined, exportName: 'generic', question: 'between', query: { a, b }, samples: 20000, seed: 3 };
 * ```
 */
export interface WorkerTask {
  readonly moduleUrl: string | undefined;
  readonly exportName: string;
  readonly question: 'between' | 'actionsPerTurn';
  readonly query: Record<string, unknown>;
  readonly samples: number;
  readonly seed: number;
}

/**
 * Runs a chunk: returns `[k, count]` pairs.
 *
 * @example
 * ```ts
 * const counts = await runChunk(task);
 * ```
 */
export async function runChunk(task: WorkerTask): Promise<[number, number][]> {
  const mod = (task.moduleUrl ? await import(task.moduleUrl) : await import('@turnkeeper/core')) as Record<string, unknown>;
  const ruleset = mod[task.exportName] as AnyRuleset;
  const query = { ...task.query, samples: task.samples, seed: task.seed, method: 'monte-carlo' as const };
  const law = task.question === 'between' ? ruleset.analysis.between(query as Parameters<AnyRuleset['analysis']['between']>[0]) : ruleset.analysis.actionsPerTurn(query as Parameters<AnyRuleset['analysis']['actionsPerTurn']>[0]);
  return [...(law.counts ?? new Map<number, number>())];
}

export default runChunk;
