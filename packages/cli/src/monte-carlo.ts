import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SingleBar } from 'cli-progress';
import { Law, type AnyRuleset } from '@turnkeeper/core';
import { askMonteCarlo, runChunk, type ChunkTask } from './chunk.js';
import { CliError } from './cli-error.js';
import type { InstalledRuleset } from './discover.js';
import { ThreadWorker } from './thread-worker.js';

/**
 * The outcome of a pooled Monte Carlo: the law (an estimate) and whether Ctrl-C cut it short.
 *
 * @example
 * ```ts
 * declare const result: PooledResult; // what pooledMonteCarlo resolves to
 * const { law, interrupted } = result; // interrupted: Ctrl-C stopped it, and law is what was sampled until then
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
  /**
   * Called once the question has passed its check and Ctrl-C is handled, before any sample runs:
   * a script or test that wants to interrupt the run waits for what this prints.
   */
  readonly started?: () => void;
}

const CHUNK = 20_000;
/** How long the chunks under way may run on after Ctrl-C. */
const GRACE_MS = 2000;
/** The fewest samples a Monte Carlo question takes (core refuses fewer): a chunk is never smaller. */
const MIN_SAMPLES = 100;

/**
 * The seed of chunk `i` of a run seeded `seed`: `seed + i`, counting on from 0 past 2⁵³ − 1 (the
 * largest seed), so that every seed a user may give works whatever the number of chunks.
 *
 * @example
 * ```ts
 * chunkSeed(1, 4); // 5
 * chunkSeed(Number.MAX_SAFE_INTEGER, 1); // 0
 * ```
 */
function chunkSeed(seed: number, i: number): number {
  const room = Number.MAX_SAFE_INTEGER - seed;
  return i <= room ? seed + i : i - room - 1;
}

/** The chunks of a run, made one at a time as workers take them (memory flat in the sample count). */
function* chunksOf(installed: InstalledRuleset, question: ChunkTask['question'], query: Record<string, unknown>, options: PoolOptions): Generator<ChunkTask> {
  for (let done = 0, i = 0; done < options.samples; i++) {
    const samples = Math.max(MIN_SAMPLES, Math.min(CHUNK, options.samples - done));
    yield { moduleUrl: installed.moduleUrl, exportName: installed.exportName, question, query, samples, seed: chunkSeed(options.seed, i) };
    done += samples;
  }
}

/**
 * The query with each actor's `kind` filled in where the spec leaves it out (a ruleset with one
 * kind allows that, as the generic ruleset's README does): the kind the ruleset's own parser
 * gives it. Core's Monte Carlo fallback picks an actor's default action by the `kind` written in
 * its spec, so a spec without one would take no action.
 *
 * @example
 * ```ts
 * withKinds(generic, { a: { spec: { speed: 100 } } }); // { a: { spec: { speed: 100, kind: 'actor' } } }
 * ```
 */
function withKinds(ruleset: AnyRuleset, query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...query };
  for (const key of ['a', 'b', 'actor']) {
    const actor = query[key];
    if (typeof actor !== 'object' || actor === null) continue;
    const spec = (actor as { spec?: unknown }).spec;
    if (typeof spec !== 'object' || spec === null || Array.isArray(spec) || 'kind' in spec) continue;
    out[key] = { ...actor, spec: { ...spec, kind: ruleset.parseSpec(spec).kind } };
  }
  return out;
}

/**
 * Runs a Monte Carlo question across worker threads (one per core): the samples are cut into
 * chunks with consecutive seeds ({@link chunkSeed}), each chunk runs the ruleset's own loop in a
 * worker, and the counts are pooled into one estimate with 95% intervals.
 *
 * The question is first asked once in this thread with the fewest samples and the first chunk's
 * seed — the very call the workers make — so bad input (a speed out of range, an unknown field, a
 * negative cost) is the same one-line, exit-2 error the exact path gives. An error a worker still
 * meets comes back with its code; a worker that crashes or exits is an error, never a wait. A
 * progress bar appears on a terminal when the run takes over a second; Ctrl-C stops cleanly and
 * returns what the finished chunks measured (those under way get two seconds to finish). Without a built worker (running from TypeScript
 * sources) the chunks run in-process.
 *
 * @example
 * ```ts
 * const { law } = await pooledMonteCarlo(installed, 'between', { a, b }, { samples: 200_000, seed: 1, progress: true });
 * law.atLeast(2); // with its interval
 * ```
 */
export async function pooledMonteCarlo(
  installed: InstalledRuleset,
  question: ChunkTask['question'],
  query: Record<string, unknown>,
  options: PoolOptions,
): Promise<PooledResult> {
  const asked = withKinds(installed.ruleset, query);
  askMonteCarlo(installed.analysis, question, asked, MIN_SAMPLES, chunkSeed(options.seed, 0));
  const runs = Math.floor(options.samples / CHUNK) + (options.samples % CHUNK > 0 ? 1 : 0);
  const tasks = chunksOf(installed, question, asked, options);
  const pooled = new Map<number, number>();
  let finished = 0;
  // Set from the SIGINT handler (an object, so the compiler does not narrow it away).
  const stop: { interrupted: boolean; failure: Error | undefined } = { interrupted: false, failure: undefined };
  // Functions, not inline tests: the flags change while a lane awaits.
  const running = (): boolean => !stop.interrupted && stop.failure === undefined;
  const fail = (e: unknown): void => {
    if (running()) stop.failure = e instanceof Error ? e : new Error(String(e));
  };
  const workers: ThreadWorker[] = [];
  const stopAll = (): Promise<unknown> => Promise.all(workers.map((w) => w.terminate()));
  // Ctrl-C: no new chunk starts, and the chunks under way may finish (they are short) for up to
  // GRACE_MS, so even an early Ctrl-C keeps what they measured; then every thread ends. A second
  // Ctrl-C is Node's own (this handler is gone): the process ends at once.
  let grace: NodeJS.Timeout | undefined;
  const onSigint = (): void => {
    stop.interrupted = true;
    grace = setTimeout(() => void stopAll(), GRACE_MS);
  };
  process.once('SIGINT', onSigint);
  options.started?.();
  const started = Date.now();
  let bar: SingleBar | undefined;
  const tick = (): void => {
    if (!bar && options.progress && Date.now() - started > 1000) {
      bar = new SingleBar({
        format: 'Monte Carlo [{bar}] {percentage}% | {value}/{total} samples | Ctrl-C stops and keeps what is done',
        stream: process.stderr,
      });
      bar.start(options.samples, 0);
    }
    bar?.update(Math.min(options.samples, finished));
  };
  const timer = setInterval(tick, 200);
  const absorb = (counts: readonly [number, number][], samples: number): void => {
    for (const [k, c] of counts) pooled.set(k, (pooled.get(k) ?? 0) + c);
    finished += samples;
  };
  const workerFile = new URL('./worker.js', import.meta.url);
  try {
    if (existsSync(fileURLToPath(workerFile))) {
      // Each lane is one thread taking the next chunk when it is done with one; the first failure
      // ends every thread, so no lane waits on a thread that will never answer.
      const lane = async (worker: ThreadWorker): Promise<void> => {
        for (let next = tasks.next(); !next.done && running(); next = tasks.next()) {
          try {
            const reply = await worker.run({ type: 'chunk', task: next.value }, undefined);
            if (reply.type === 'chunk') absorb(reply.counts, next.value.samples);
          } catch (e) {
            fail(e);
            await stopAll();
            return;
          }
        }
      };
      const threads = Math.max(1, Math.min(availableParallelism(), runs));
      for (let i = 0; i < threads; i++) workers.push(new ThreadWorker(workerFile));
      await Promise.all(workers.map(lane));
      await stopAll();
      if (stop.failure !== undefined) throw stop.failure;
    } else {
      for (const task of tasks) {
        if (stop.interrupted) break;
        absorb(await runChunk(task), task.samples);
        await new Promise((r) => setImmediate(r)); // let Ctrl-C through between chunks
      }
    }
  } finally {
    clearTimeout(grace);
    clearInterval(timer);
    process.removeListener('SIGINT', onSigint);
    bar?.update(Math.min(options.samples, finished));
    bar?.stop();
  }
  if (pooled.size === 0) throw new CliError('interrupted before any Monte Carlo sample finished');
  const last = chunkSeed(options.seed, runs - 1);
  const span = (from: number, to: number): string => (from === to ? String(from) : `${from}…${to}`);
  const seeds = last >= options.seed ? span(options.seed, last) : `${span(options.seed, Number.MAX_SAFE_INTEGER)}, then ${span(0, last)}`;
  const method = `Monte Carlo on the ${installed.ruleset.id} loop: ${finished} samples in ${runs} runs across worker threads (seeds ${seeds}), 95% intervals${stop.interrupted ? '; interrupted: partial result' : ''}`;
  return { law: Law.ofCounts(pooled, method), interrupted: stop.interrupted };
}
