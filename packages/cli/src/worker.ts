// The CLI's worker thread (dist/worker.js): runs Monte Carlo chunks and probes plugin packages,
// one request at a time, and answers each with a message — errors included, as plain data with
// their code (see worker-protocol.ts). It listens only when the CLI started it (its workerData).
import { isDeepStrictEqual } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';
import { runChunk } from './chunk.js';
import { toWire, WORKER_DATA, type WorkerReply, type WorkerRequest } from './worker-protocol.js';

/**
 * Answers one request.
 *
 * @example
 * ```ts
 * const reply = await answer({ type: 'chunk', task });
 * ```
 */
export async function answer(request: WorkerRequest): Promise<Exclude<WorkerReply, { type: 'ready' }>> {
  try {
    if (request.type === 'chunk') return { type: 'chunk', counts: await runChunk(request.task) };
    // Loaded on demand: a Monte Carlo thread never needs the probe (nor the output code it uses).
    const { probePackage } = await import('./plugin-probe.js');
    return { type: 'probe', result: await probePackage(request.request) };
  } catch (e) {
    return { type: 'error', error: toWire(e) };
  }
}

const port = parentPort;
if (port && isDeepStrictEqual(workerData, WORKER_DATA)) {
  port.on('message', (request: WorkerRequest) => {
    void answer(request).then((reply) => {
      port.postMessage(reply);
    });
  });
  port.postMessage({ type: 'ready' } satisfies WorkerReply);
}
