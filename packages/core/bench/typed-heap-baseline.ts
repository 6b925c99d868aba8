/**
 * The practical speed limit the benchmark compares against: the same energy-scheduling rule as
 * the generic ruleset (gain `speed` per tick, act at energy ≥ 0, standard cost 100, FIFO ties),
 * hand-written as one binary heap over typed arrays with no ids, validation, protocol or hooks.
 * Not part of the library: it exists so the benchmark can say how close the real API gets.
 */
export class TypedHeapBaseline {
  private readonly heap: Int32Array;
  private readonly due: Float64Array;
  private readonly seq: Float64Array;
  private readonly energy: Float64Array;
  private readonly speed: Float64Array;
  private readonly n: number;
  private nextSeq = 0;

  constructor(speeds: readonly number[]) {
    const n = speeds.length;
    this.n = n;
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

  /** One turn: the due actor acts and pays 100 energy. Returns the actor index. */
  step(): number {
    const heap = this.heap;
    const slot = heap[0] as number;
    const now = this.due[slot] as number;
    const e = (this.energy[slot] as number) - 100;
    const sp = this.speed[slot] as number;
    // Energy is kept relative to the due tick: after paying, wait ceil(-e / speed) ticks.
    const wait = e >= 0 ? 0 : Math.ceil(-e / sp);
    this.energy[slot] = e + wait * sp;
    this.due[slot] = now + wait;
    this.seq[slot] = this.nextSeq++;
    // sift down from the root
    const due = this.due;
    const seq = this.seq;
    const n = this.n;
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
    return slot;
  }
}
