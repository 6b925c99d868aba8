/**
 * A hash table from states (non-negative integers below 2^53, the keys {@link PairRun} builds) to
 * small non-negative integers, in typed arrays: the exact analysis looks a state up at every
 * tick of thousands of runs, and a `Map` keyed by such numbers boxes each one. Open addressing
 * with linear probing; `clear()` is O(1) (a generation count marks the live entries), so one
 * table serves every run of a question.
 *
 * @example
 * ```ts
 * const t = new StateTable();
 * t.set(2 ** 40 + 7, 3);
 * t.get(2 ** 40 + 7); // 3
 * t.get(5);           // -1
 * ```
 */
export class StateTable {
  private keys: Float64Array;
  private values: Int32Array;
  private stamps: Int32Array;
  private generation = 1;
  private mask: number;
  /** How many entries the current generation holds. */
  size = 0;

  constructor(capacity = 1024) {
    let n = 16;
    while (n < capacity * 2) n *= 2;
    this.keys = new Float64Array(n);
    this.values = new Int32Array(n);
    this.stamps = new Int32Array(n);
    this.mask = n - 1;
  }

  /** The value stored for `key`, or −1. */
  get(key: number): number {
    const keys = this.keys;
    const stamps = this.stamps;
    const g = this.generation;
    for (let i = hash(key) & this.mask; ; i = (i + 1) & this.mask) {
      if (stamps[i] !== g) return -1;
      if (keys[i] === key) return this.values[i] as number;
    }
  }

  /** Stores `value` (≥ 0) for `key`, replacing any value it had. */
  set(key: number, value: number): void {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const keys = this.keys;
    const stamps = this.stamps;
    const g = this.generation;
    for (let i = hash(key) & this.mask; ; i = (i + 1) & this.mask) {
      if (stamps[i] !== g) {
        stamps[i] = g;
        keys[i] = key;
        this.values[i] = value;
        this.size++;
        return;
      }
      if (keys[i] === key) {
        this.values[i] = value;
        return;
      }
    }
  }

  /** Empties the table. */
  clear(): void {
    this.generation++;
    this.size = 0;
  }

  private grow(): void {
    const { keys, values, stamps, generation } = this;
    this.keys = new Float64Array(keys.length * 2);
    this.values = new Int32Array(keys.length * 2);
    this.stamps = new Int32Array(keys.length * 2);
    this.mask = keys.length * 2 - 1;
    this.generation = 1;
    this.size = 0;
    for (let i = 0; i < keys.length; i++) if (stamps[i] === generation) this.set(keys[i] as number, values[i] as number);
  }
}

/** Mixes both 26-bit-or-so halves of a key below 2^53 into a 32-bit hash. */
function hash(key: number): number {
  const lo = key >>> 0;
  const hi = Math.floor(key / 4_294_967_296) >>> 0;
  let h = Math.imul(lo ^ Math.imul(hi, 0x9e37_79b1), 0x85eb_ca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2_ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
