// One chunk of a Monte Carlo: the ruleset imported again (in a worker thread, or in-process when
// the CLI runs from its TypeScript sources) and asked one question with its own seed.
import type { AnyRuleset } from '@turnkeeper/core';
import { rulesetOf } from './plugin-ruleset.js';

/**
 * One chunk of a Monte Carlo question.
 *
 * @example
 * ```ts
 * const task: ChunkTask = { moduleUrl: undefined, exportName: 'generic', question: 'between', query: { a, b }, samples: 20000, seed: 3 };
 * ```
 */
export interface ChunkTask {
  /** Where the ruleset's module is (`undefined`: core's own generic ruleset). */
  readonly moduleUrl: string | undefined;
  readonly exportName: string;
  readonly question: 'between' | 'actionsPerTurn';
  readonly query: Record<string, unknown>;
  readonly samples: number;
  readonly seed: number;
}

/**
 * The ruleset a chunk runs on, imported as discovery imported it.
 *
 * @example
 * ```ts
 * const ruleset = await chunkRuleset(task);
 * ```
 */
export async function chunkRuleset(task: Pick<ChunkTask, 'moduleUrl' | 'exportName'>): Promise<AnyRuleset> {
  const mod = (task.moduleUrl ? await import(task.moduleUrl) : await import('@turnkeeper/core')) as Record<string, unknown>;
  return rulesetOf(mod[task.exportName]);
}

/**
 * Asks a ruleset one Monte Carlo question with `samples` and `seed`: the one call the workers and
 * the main thread's check before dispatch share, so both meet the same errors.
 *
 * @example
 * ```ts
 * const law = askMonteCarlo(generic, 'between', { a, b }, 100, 1);
 * ```
 */
export function askMonteCarlo(ruleset: AnyRuleset, question: ChunkTask['question'], query: Record<string, unknown>, samples: number, seed: number): ReturnType<AnyRuleset['analysis']['between']> {
  const q = { ...query, samples, seed, method: 'monte-carlo' as const };
  return question === 'between'
    ? ruleset.analysis.between(q as Parameters<AnyRuleset['analysis']['between']>[0])
    : ruleset.analysis.actionsPerTurn(q as Parameters<AnyRuleset['analysis']['actionsPerTurn']>[0]);
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
  const law = askMonteCarlo(await chunkRuleset(task), task.question, task.query, task.samples, task.seed);
  return [...(law.counts ?? new Map<number, number>())];
}
