import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SingleBar } from 'cli-progress';
import { Law } from '@turnkeeper/core';
import Tinypool from 'tinypool';
import { CliError } from './cli-error.js';
import type { InstalledRuleset } from './discover.js';
import { runChunk, type WorkerTask } from './worker.js';

/**
 * The outcome of a pooled Monte Carlo: the law (an estimate) and whether Ctrl-C cut it short.
 *
 * @example
 * ```ts
 * const { law, interrupted } = await pooledMonteCarlo(…);
 * ```
 */
export interface PooledResult {
  readonly law: Law;
  readonly interrupted: boolean;
}

/**
 * Options of {@link pooledMonteCarlo}.
 *
 * @example
 * ```ts
 * const o: PoolOptions = { samples: 200_000, seed: 1, progress: true };
 * ```
 */
export interface PoolOptions {
  readonly samples: number;
  readonly seed: number;
  /** Show a progress bar on stderr if the run lasts longer than a second. */
  readonly progress: boolean;
}

const CHUNK = 20_000;

/**
 * Runs a Monte Carlo question across worker threads (tinypool, one per core): the samples are cut
 * into chunks with consecutive seeds, each chunk runs the ruleset's own loop in a worker, and the
 * counts are pooled into one estimate with 95% intervals. A progress bar appears on a terminal
 * when the run takes over a second; Ctrl-C stops cleanly and returns what the finished chunks
 * measured. Without a built worker (running from TypeScript sources) the chunks run in-process.
 *
 * @example
 * ```ts
 * const { law } = await pooledMonteCarlo(installed, 'between', { a, b }, { samples: 200_000, seed: 1, progress: true });
 * law.atLeast(2); // with its interval
 * ```
 */
export async function pooledMonteCarlo(
  installed: InstalledRuleset,
  question: WorkerTask['question'],
  query: Record<string, unknown>,
  options: PoolOptions,
): Promise<PooledResult> {
  const chunks: WorkerTask[] = [];
  for (let done = 0, i = 0; done < options.samples; i++) {
    const samples = Math.max(100, Math.min(CHUNK, options.samples - done));
    chunks.push({ moduleUrl: installed.moduleUrl, exportName: installed.exportName, question, query, samples, seed: options.seed + i });
    done += samples;
  }
  const pooled = new Map<number, number>();
  let finished = 0;
  // Set from the SIGINT handler (an object, so the compiler does not narrow it away).
  const stop = { interrupted: false };
  const abort = new AbortController();
  const onSigint = (): void => {
    stop.interrupted = true;
    abort.abort();
  };
  process.once('SIGINT', onSigint);
  const started = Date.now();
  let bar: SingleBar | undefined;
  const tick = (): void => {
    if (!bar && options.progress && Date.now() - started > 1000) {
      bar = new SingleBar({ format: 'Monte Carlo [{bar}] {percentage}% | {value}/{total} samples | Ctrl-C stops and keeps what is done', stream: process.stderr });
      bar.start(options.samples, 0);
    }
    bar?.update(Math.min(options.samples, finished));
  };
  const timer = setInterval(tick, 200);
  const absorb = (counts: [number, number][], samples: number): void => {
    for (const [k, c] of counts) pooled.set(k, (pooled.get(k) ?? 0) + c);
    finished += samples;
  };
  const workerFile = new URL('./worker.js', import.meta.url);
  try {
    if (existsSync(fileURLToPath(workerFile))) {
      const pool = new Tinypool({ filename: workerFile.href, maxThreads: Math.max(1, Math.min(availableParallelism(), chunks.length)) });
      try {
        await Promise.all(
          chunks.map(async (task) => {
            try {
              absorb((await pool.run(task, { signal: abort.signal })) as [number, number][], task.samples);
            } catch (e) {
              if (!abort.signal.aborted) throw e;
            }
          }),
        );
      } finally {
        await pool.destroy();
      }
    } else {
      for (const task of chunks) {
        if (abort.signal.aborted) break;
        absorb(await runChunk(task), task.samples);
        await new Promise((r) => setImmediate(r)); // let Ctrl-C through between chunks
      }
    }
  } finally {
    clearInterval(timer);
    process.removeListener('SIGINT', onSigint);
    bar?.update(Math.min(options.samples, finished));
    bar?.stop();
  }
  if (pooled.size === 0) throw new CliError('interrupted before any Monte Carlo sample finished');
  const runs = chunks.length;
  const method = `Monte Carlo on the ${installed.ruleset.id} loop: ${finished} samples in ${runs} runs across worker threads (seeds ${options.seed}…${options.seed + runs - 1}), 95% intervals${stop.interrupted ? '; interrupted: partial result' : ''}`;
  return { law: Law.ofCounts(pooled, method), interrupted: stop.interrupted };
}
