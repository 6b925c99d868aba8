// The messages between the CLI's main thread and its worker threads (dist/worker.js), and how an
// error crosses the thread boundary. Structured cloning keeps an Error's message but drops its
// `code`, so a typed error (bad input, exit 2) would come back as an untyped one (exit 1): errors
// are sent as plain data instead and rebuilt on this side with their code.
import type { ChunkTask } from './chunk.js';
import type { ProbeRequest, ProbeResult } from './plugin-probe.js';

/**
 * An error as plain data, safe to post between threads.
 *
 * @example
 * ```ts
 * const wire: WireError = { name: 'InvalidSpecError', message: 'Invalid generic actor spec: speed: got 0; …', code: 'INVALID_SPEC' };
 * ```
 */
export interface WireError {
  readonly name: string;
  readonly message: string;
  /** The Turnkeeper error code (`INVALID_SPEC`…), when the error had one. */
  readonly code?: string;
}

/**
 * What the main thread asks a worker: one Monte Carlo chunk, or to probe one plugin package.
 *
 * @example
 * ```ts
 * const request: WorkerRequest = { type: 'chunk', task };
 * ```
 */
export type WorkerRequest = { readonly type: 'chunk'; readonly task: ChunkTask } | { readonly type: 'probe'; readonly request: ProbeRequest };

/**
 * What a worker says: `ready` once, when its own code has loaded (a time limit on a request starts
 * then, so a slow thread start is not counted against a plugin), then one answer per request.
 *
 * @example
 * ```ts
 * const reply: WorkerReply = { type: 'chunk', counts: [[1, 7000], [2, 3000]] };
 * ```
 */
export type WorkerReply =
  | { readonly type: 'ready' }
  | { readonly type: 'chunk'; readonly counts: [number, number][] }
  | { readonly type: 'probe'; readonly result: ProbeResult }
  | { readonly type: 'error'; readonly error: WireError };

/**
 * The `workerData` the CLI starts its threads with; the worker entry only listens when it sees it,
 * so importing the bundle in someone else's worker thread takes over nothing.
 *
 * @example
 * ```ts
 * new Worker(workerUrl, { workerData: WORKER_DATA });
 * ```
 */
export const WORKER_DATA = { turnkeeperWorker: 1 } as const;

/**
 * An error thrown in a worker thread, rebuilt in the main thread with its name and code, so
 * `describeError` treats it as it would have treated the original (a coded error is bad input).
 *
 * @example
 * ```ts
 * throw new RemoteError({ name: 'InvalidSpecError', message: 'Invalid …', code: 'INVALID_SPEC' });
 * ```
 */
export class RemoteError extends Error {
  readonly code: string | undefined;

  constructor(wire: WireError) {
    super(wire.message);
    this.name = wire.name;
    this.code = wire.code;
  }
}

/**
 * Any thrown value as a {@link WireError}: its name, first line of message, and code if it has one
 * (a getter that throws on the way is reported instead of escaping).
 *
 * @example
 * ```ts
 * toWire(new Error('boom')); // { name: 'Error', message: 'boom' }
 * ```
 */
export function toWire(e: unknown): WireError {
  try {
    if (e instanceof Error) {
      const code = (e as Error & { code?: unknown }).code;
      return { name: e.name, message: e.message, ...(typeof code === 'string' ? { code } : {}) };
    }
    return { name: 'Error', message: `a non-Error value was thrown: ${String(e)}` };
  } catch {
    return { name: 'Error', message: 'an error whose message cannot be read was thrown' };
  }
}
