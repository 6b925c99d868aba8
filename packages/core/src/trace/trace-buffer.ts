import type { TraceEvent } from './trace.js';

/**
 * The events of a traced loop: all of them, or the last `limit` when a limit is set (older ones
 * are dropped and counted), so that long traced runs stay bounded and can still be snapshotted.
 *
 * @internal
 */
export class TraceBuffer {
  #events: TraceEvent[];
  #start = 0;
  /** How many of the oldest events were dropped to stay within the limit. */
  dropped: number;
  readonly limit: number;

  constructor(limit = Infinity, events: readonly TraceEvent[] = [], dropped = 0) {
    this.limit = limit;
    this.#events = [...events];
    this.dropped = dropped;
    this.#trim();
  }

  push(event: TraceEvent): void {
    this.#events.push(event);
    if (this.#events.length - this.#start > this.limit) {
      this.#start++;
      this.dropped++;
      // Compact now and then, so dropping stays O(1) amortised.
      if (this.#start > 4096 && this.#start * 2 > this.#events.length) this.#compact();
    }
  }

  /** The events kept, oldest first (a copy). */
  list(): TraceEvent[] {
    return this.#events.slice(this.#start);
  }

  #trim(): void {
    const excess = this.#events.length - this.limit;
    if (excess > 0) {
      this.#start = excess;
      this.dropped += excess;
      this.#compact();
    }
  }

  #compact(): void {
    this.#events = this.#events.slice(this.#start);
    this.#start = 0;
  }
}
