// The minimal typed-array loop: crawl's own time arithmetic for the benchmark scenario (a hasted
// player who always moves, monsters who always move), with state in typed arrays, no validation,
// no hooks, no object per step. It draws from core's `seeded(SEED)` in the game's order, so it
// hands out the same turns as the ruleset's loop; the kit's `checkSameTurns` proves it before every
// comparison. What the scenario never reaches (enchantments, pursuit, stale queue entries, the
// game's counter limits) is left out: this is the floor the ruleset is measured against.
import { seeded, type Xoshiro128 } from '@turnkeeper/core';
import { toS8 } from '@turnkeeper/core/cint';
import { PLAYER, SEED, monsterSpeeds } from './scenario.js';

const ENERGY_THRESHOLD = 80;
const MOVE_COST = 10;
const NEW_MONSTER_ENERGY = 70;
/** A queue entry keeps the slot in its low bits: room for crawl's 700 monsters. */
const SLOT_BITS = 10;
const SLOT_MASK = (1 << SLOT_BITS) - 1;

/**
 * main.cc `_input` / `world_reacts` and mon-act.cc `handle_monsters` for the scenario. `step()`
 * hands out the next actor (`PLAYER`, or `k + 1` for the monster in slot `k`) and charges its move
 * at once; `time` is `you.elapsed_time` when it acts.
 */
export class MinimalLoop {
  time = 0;
  readonly random: Xoshiro128;
  private readonly speed: Int32Array;
  private readonly energy: Int32Array;
  private readonly countdown: Int8Array;
  private readonly summoned: Uint8Array;
  /**
   * The monster queue, `std::priority_queue` over (slot, energy) as libstdc++ lays it out, written
   * here on its own (it shares no code with the ruleset): one packed entry per queued monster,
   * `energy << SLOT_BITS | slot`, compared on the energy alone, so that equal energies fall where
   * libstdc++'s heap leaves them. A monster is queued at most once at a time in this scenario.
   */
  private readonly heap: Int32Array;
  private size = 0;
  private monstersPhase = false;
  private timeTaken = 0;

  constructor(n: number) {
    if (n >= 1 << SLOT_BITS) throw new RangeError(`MinimalLoop: at most ${(1 << SLOT_BITS) - 1} monsters`);
    this.speed = monsterSpeeds(n);
    this.energy = new Int32Array(n).fill(NEW_MONSTER_ENERGY);
    this.countdown = new Int8Array(n);
    this.summoned = new Uint8Array(n).fill(1);
    this.heap = new Int32Array(n + 1);
    this.random = seeded(SEED);
  }

  step(): number {
    if (this.monstersPhase) {
      const energy = this.energy;
      const heap = this.heap;
      while (this.size > 0) {
        const top = heap[0] as number;
        this.removeTop();
        const slot = top & SLOT_MASK;
        const e = energy[slot] as number;
        if (e < ENERGY_THRESHOLD) continue;
        if (top >> SLOT_BITS === e) {
          const left = e - MOVE_COST; // monster::lose_energy(EUT_MOVE): 10
          energy[slot] = left;
          if (left >= ENERGY_THRESHOLD) this.insert((left << SLOT_BITS) | slot);
          return slot + 1;
        }
        this.insert((e << SLOT_BITS) | slot);
      }
      this.time += this.timeTaken; // world_reacts: elapsed_time += time_taken
      this.monstersPhase = false;
    }
    const random = this.random;
    // _prep_input: player_speed() of a hasted player, div_rand_round(20, 3).
    random.below(3);
    // move_player_action (trunk): div_rand_round(player_speed(60) × 600, 36000) = 240000 / 36000.
    const t = random.below(36000) < 24000 ? 7 : 6;
    this.timeTaken = t;
    this.energyPhase(t);
    this.monstersPhase = true;
    return PLAYER;
  }

  /** `_pre_monster_move` of every monster in slot order: the gain, the ench_countdown, the queue. */
  private energyPhase(t: number): void {
    const { speed, energy, countdown, summoned, random } = this;
    const n = speed.length;
    for (let k = 0; k < n; k++) {
      if (summoned[k] === 1) {
        summoned[k] = 0;
      } else {
        const num = (speed[k] as number) * t;
        const r = num % 10;
        const gain = (num - r) / 10 + (r !== 0 && random.below(10) < r ? 1 : 0); // div_rand_round(speed × t, 10)
        energy[k] = (energy[k] as number) + gain;
        let c = toS8((countdown[k] as number) - t); // an int8_t
        while (c < 0) c = toS8(c + 10);
        countdown[k] = c;
      }
      const e = energy[k] as number;
      if (e >= ENERGY_THRESHOLD) this.insert((e << SLOT_BITS) | k);
    }
  }

  /** `push`: the new entry rises from the end past every parent of strictly lower energy. */
  private insert(entry: number): void {
    this.rise(this.size++, entry);
  }

  /**
   * `pop`: libstdc++ moves the last entry out, walks the hole from the root down to a leaf (to the
   * right child unless the left one has strictly more energy; a last lone left child at the end),
   * then lets the moved entry rise from there.
   */
  private removeTop(): void {
    const heap = this.heap;
    const n = --this.size;
    if (n === 0) return;
    const moved = heap[n] as number;
    let hole = 0;
    for (;;) {
      let child = 2 * hole + 2;
      if (child < n) {
        if ((heap[child] as number) >> SLOT_BITS < (heap[child - 1] as number) >> SLOT_BITS) child--;
      } else if (child === n) {
        child--;
      } else {
        break;
      }
      heap[hole] = heap[child] as number;
      hole = child;
    }
    this.rise(hole, moved);
  }

  private rise(from: number, entry: number): void {
    const heap = this.heap;
    const key = entry >> SLOT_BITS;
    let hole = from;
    while (hole > 0) {
      const parent = (hole - 1) >> 1;
      const above = heap[parent] as number;
      if (above >> SLOT_BITS >= key) break;
      heap[hole] = above;
      hole = parent;
    }
    heap[hole] = entry;
  }

  /** Each monster's energy (`speed_increment`) by slot. */
  energies(): Int32Array {
    return this.energy.slice();
  }
}
