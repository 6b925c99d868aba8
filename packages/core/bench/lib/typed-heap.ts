/**
 * The practical speed limit the benchmarks compare against: the generic ruleset's scheduling rule
 * (gain `speed` per tick, act while energy ≥ 0, an action costs `cost`, ties first-scheduled-first),
 * hand-written as one binary heap over typed arrays — no ids, validation, protocol or hooks. Not
 * part of the library: it lets the suite say how close the real API gets, and it hands out exactly
 * the generic ruleset's turns (the suite checks that before timing anything).
 */
export class TypedHeap {
  private readonly heap: Int32Array;
  private readonly due: Float64Array;
  private readonly seq: Float64Array;
  private readonly energy: Float64Array;
  private readonly speed: Float64Array;
  private readonly n: number;
  private readonly cost: number;
  private nextSeq = 0;

  constructor(speeds: readonly number[], cost = 100) {
    const n = speeds.length;
    this.n = n;
    this.cost = cost;
    this.heap = new Int32Array(n);
    this.due = new Float64Array(n);
    this.seq = new Float64Array(n);
    this.energy = new Float64Array(n);
    this.speed = Float64Array.from(speeds);
    for (let i = 0; i < n; i++) {
      this.heap[i] = i;
      this.seq[i] = this.nextSeq++;
    }
  }

  /** Hands out the next turn and charges it; returns the actor's index. */
  step(): number {
    const heap = this.heap;
    const slot = heap[0] as number;
    const now = this.due[slot] as number;
    const e = (this.energy[slot] as number) - this.cost;
    const sp = this.speed[slot] as number;
    // Energy is kept relative to the due tick: after paying, wait ceil(-e / speed) ticks.
    const wait = e >= 0 ? 0 : Math.ceil(-e / sp);
    this.energy[slot] = e + wait * sp;
    this.due[slot] = now + wait;
    this.seq[slot] = this.nextSeq++;
    siftDown(heap, this.due, this.seq, this.n, slot);
    return slot;
  }
}

/**
 * rot.js's `Scheduler.Action` rule as a typed-array heap: an actor is due again `duration` ticks
 * after its turn; ties first-scheduled-first.
 */
export class TypedDurationHeap {
  private readonly heap: Int32Array;
  private readonly due: Float64Array;
  private readonly seq: Float64Array;
  private readonly duration: Float64Array;
  private readonly n: number;
  private nextSeq = 0;

  constructor(durations: readonly number[]) {
    const n = durations.length;
    this.n = n;
    this.heap = new Int32Array(n);
    this.due = new Float64Array(n);
    this.seq = new Float64Array(n);
    this.duration = Float64Array.from(durations);
    for (let i = 0; i < n; i++) {
      this.heap[i] = i;
      this.seq[i] = this.nextSeq++;
    }
  }

  step(): number {
    const slot = this.heap[0] as number;
    this.due[slot] = (this.due[slot] as number) + (this.duration[slot] as number);
    this.seq[slot] = this.nextSeq++;
    siftDown(this.heap, this.due, this.seq, this.n, slot);
    return slot;
  }
}

function siftDown(heap: Int32Array, due: Float64Array, seq: Float64Array, n: number, slot: number): void {
  let i = 0;
  const kd = due[slot] as number;
  const ks = seq[slot] as number;
  for (;;) {
    const l = 2 * i + 1;
    if (l >= n) break;
    let c = l;
    const r = l + 1;
    if (r < n) {
      const a = heap[l] as number;
      const b = heap[r] as number;
      const da = due[a] as number;
      const db = due[b] as number;
      if (db < da || (db === da && (seq[b] as number) < (seq[a] as number))) c = r;
    }
    const child = heap[c] as number;
    const dc = due[child] as number;
    if (dc > kd || (dc === kd && (seq[child] as number) > ks)) break;
    heap[i] = child;
    i = c;
  }
  heap[i] = slot;
}
