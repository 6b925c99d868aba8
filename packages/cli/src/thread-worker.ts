// One worker thread running dist/worker.js, asked one request at a time. Every way a request can
// end is an outcome, so nothing waits forever: the reply, an error thrown by the request (sent
// back as data, code kept), the thread crashing, the thread exiting (a plugin calling
// process.exit), or — when the caller gives one — a time limit, after which the thread is ended.
import { Worker } from 'node:worker_threads';
import { RemoteError, WORKER_DATA, type WorkerReply, type WorkerRequest } from './worker-protocol.js';

/**
 * A worker thread that died or ran out of time: one line, saying what happened.
 *
 * @example
 * ```ts
 * throw new ThreadError('a worker thread exited with code 3 before answering');
 * ```
 */
export class ThreadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ThreadError';
  }
}

/** The answers to a request: a reply other than the start-up `ready` and an error. */
type Answer = Exclude<WorkerReply, { type: 'error' } | { type: 'ready' }>;

interface Pending {
  readonly resolve: (reply: Answer) => void;
  readonly reject: (e: Error) => void;
  readonly timer: NodeJS.Timeout | undefined;
}

/**
 * A worker thread of the CLI. `run` sends one request and settles with its reply, or rejects with
 * a {@link RemoteError} (the request threw) or a {@link ThreadError} (the thread crashed, exited
 * or took longer than `timeoutMs`; the thread is then ended and the worker is dead).
 *
 * @example
 * ```ts
 * const worker = new ThreadWorker(new URL('./worker.js', import.meta.url));
 * try {
 *   const reply = await worker.run({ type: 'chunk', task }, undefined);
 * } finally {
 *   await worker.terminate();
 * }
 * ```
 */
export class ThreadWorker {
  private readonly worker: Worker;
  private readonly ready: Promise<void>;
  private pending: Pending | undefined;
  private dead: ThreadError | undefined;
  private onReady: (() => void) | undefined;
  private onDead: ((e: ThreadError) => void) | undefined;

  constructor(file: URL) {
    this.worker = new Worker(file, { workerData: WORKER_DATA });
    this.ready = new Promise((resolve, reject) => {
      this.onReady = resolve;
      this.onDead = reject;
    });
    // Awaited only by run(); a worker that dies before anyone asks it anything is not an error yet.
    this.ready.catch(() => undefined);
    this.worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'ready') {
        this.onReady?.();
        return;
      }
      const p = this.settle();
      if (!p) return;
      if (reply.type === 'error') p.reject(new RemoteError(reply.error));
      else p.resolve(reply);
    });
    this.worker.on('error', (e: Error) => {
      this.die(`a worker thread failed: ${e.message.split('\n')[0] ?? ''}`);
    });
    this.worker.on('messageerror', (e: Error) => {
      this.die(`a worker thread's answer could not be read: ${e.message.split('\n')[0] ?? ''}`);
    });
    this.worker.on('exit', (code: number) => {
      this.die(`a worker thread exited with code ${code} before answering`);
    });
  }

  /**
   * Sends `request` once the thread is ready; `timeoutMs` (if given) bounds the wait for the
   * answer, after which the thread is ended.
   */
  async run(request: WorkerRequest, timeoutMs: number | undefined): Promise<Answer> {
    // The thread's own start-up is not the request's: the time limit starts once it is ready.
    await this.ready;
    if (this.dead) throw this.dead;
    if (this.pending) throw new ThreadError('a worker thread was asked twice at once');
    return new Promise((resolve, reject) => {
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              this.die(`no answer within ${timeoutMs / 1000} s`);
            }, timeoutMs);
      this.pending = { resolve, reject, timer };
      this.worker.postMessage(request);
    });
  }

  /** Ends the thread (a pending request is rejected). */
  async terminate(): Promise<void> {
    this.die('the worker thread was stopped');
    await this.worker.terminate();
  }

  private settle(): Pending | undefined {
    const p = this.pending;
    this.pending = undefined;
    if (p?.timer) clearTimeout(p.timer);
    return p;
  }

  private die(why: string): void {
    if (!this.dead) {
      this.dead = new ThreadError(why);
      this.onDead?.(this.dead);
      // Ends a thread stuck in a loop; a no-op for one that already exited.
      void this.worker.terminate();
    }
    this.settle()?.reject(this.dead);
  }
}
