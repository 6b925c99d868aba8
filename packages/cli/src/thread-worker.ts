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

interface Pending {
  readonly resolve: (reply: Exclude<WorkerReply, { type: 'error' }>) => void;
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
  private pending: Pending | undefined;
  private dead: ThreadError | undefined;

  constructor(file: URL) {
    this.worker = new Worker(file, { workerData: WORKER_DATA });
    this.worker.on('message', (reply: WorkerReply) => {
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

  /** Sends `request`; `timeoutMs` (if given) bounds the wait, after which the thread is ended. */
  run(request: WorkerRequest, timeoutMs: number | undefined): Promise<Exclude<WorkerReply, { type: 'error' }>> {
    if (this.dead) return Promise.reject(this.dead);
    if (this.pending) return Promise.reject(new ThreadError('a worker thread was asked twice at once'));
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
      // Ends a thread stuck in a loop; a no-op for one that already exited.
      void this.worker.terminate();
    }
    this.settle()?.reject(this.dead);
  }
}
