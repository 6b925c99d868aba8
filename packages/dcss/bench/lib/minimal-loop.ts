// The minimal typed-array loop: crawl's own time arithmetic for the benchmark scenario (a hasted
// player who always moves, monsters who always move), with state in typed arrays, no validation,
// no hooks, no object per step. It draws from core's `seeded(SEED)` in the game's order, so it
// hands out the same turns as the ruleset's loop; `checkSameTurns` proves it before every
// comparison. What the scenario never reaches (enchantments, pursuit, stale queue entries, the
// game's counter limits) is left out: this is the floor the ruleset is measured against.
import { seeded, type Xoshiro128 } from '@turnkeeper/core';
import { PLAYER, SEED, chooseMove, monsterSpeeds, scenarioLoop, type DcssLoop } from './scenario.js';

const ENERGY_THRESHOLD = 80;
const MOVE_COST = 10;
const NEW_MONSTER_ENERGY = 70;

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
  /** The monster queue: libstdc++'s binary heap over (slot, energy), as the ruleset's `MonsterQueue`. */
  private readonly heapSlot: Int32Array;
  private readonly heapKey: Int32Array;
  private size = 0;
  private monstersPhase = false;
  private timeTaken = 0;

  constructor(n: number) {
    this.speed = monsterSpeeds(n);
    this.energy = new Int32Array(n).fill(NEW_MONSTER_ENERGY);
    this.countdown = new Int8Array(n);
    this.summoned = new Uint8Array(n).fill(1);
    // A monster is queued at most once at a time in this scenario.
    this.heapSlot = new Int32Array(n + 1);
    this.heapKey = new Int32Array(n + 1);
    this.random = seeded(SEED);
  }

  step(): number {
    if (this.monstersPhase) {
      const energy = this.energy;
      while (this.size > 0) {
        const slot = this.heapSlot[0] as number;
        const key = this.heapKey[0] as number;
        this.pop();
        const e = energy[slot] as number;
        if (e < ENERGY_THRESHOLD) continue;
        if (key === e) {
          const left = e - MOVE_COST; // monster::lose_energy(EUT_MOVE): 10
          energy[slot] = left;
          if (left >= ENERGY_THRESHOLD) this.push(slot, left);
          return slot + 1;
        }
        this.push(slot, e);
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
        let c = (((countdown[k] as number) - t) << 24) >> 24; // an int8_t
        while (c < 0) c = ((c + 10) << 24) >> 24;
        countdown[k] = c;
      }
      const e = energy[k] as number;
      if (e >= ENERGY_THRESHOLD) this.push(k, e);
    }
  }

  private push(slot: number, key: number): void {
    this.siftUp(this.size++, slot, key);
  }

  /** libstdc++ `pop_heap` + `pop_back`: `__adjust_heap` from the root with the last entry. */
  private pop(): void {
    const len = --this.size;
    if (len === 0) return;
    const keys = this.heapKey;
    const slots = this.heapSlot;
    const slot = slots[len] as number;
    const key = keys[len] as number;
    let hole = 0;
    let child = 0;
    while (child < (len - 1) >> 1) {
      child = 2 * (child + 1);
      if ((keys[child] as number) < (keys[child - 1] as number)) child--;
      slots[hole] = slots[child] as number;
      keys[hole] = keys[child] as number;
      hole = child;
    }
    if ((len & 1) === 0 && child === (len - 2) >> 1) {
      child = 2 * (child + 1);
      slots[hole] = slots[child - 1] as number;
      keys[hole] = keys[child - 1] as number;
      hole = child - 1;
    }
    this.siftUp(hole, slot, key);
  }

  /** libstdc++ `__push_heap`: parents move down while strictly smaller than the value. */
  private siftUp(start: number, slot: number, key: number): void {
    const keys = this.heapKey;
    const slots = this.heapSlot;
    let hole = start;
    let parent = (hole - 1) >> 1;
    while (hole > 0 && (keys[parent] as number) < key) {
      slots[hole] = slots[parent] as number;
      keys[hole] = keys[parent] as number;
      hole = parent;
      parent = (hole - 1) >> 1;
    }
    slots[hole] = slot;
    keys[hole] = key;
  }

  /** Each monster's energy (`speed_increment`) by slot. */
  energies(): Int32Array {
    return this.energy.slice();
  }
}

/**
 * Runs the ruleset's loop (`loop.run`, as the benchmark does) and the minimal loop side by side for
 * `steps` steps at `n` monsters and throws at the first turn (actor or time) where they differ;
 * at the end, every monster's energy and the random source's state must be equal too.
 */
export function checkSameTurns(n: number, steps: number): void {
  compareTurns(scenarioLoop(n), new MinimalLoop(n), steps);
}

/** {@link checkSameTurns} for a given pair: throws at the first difference, with what each handed out. */
export function compareTurns(loop: DcssLoop, minimal: MinimalLoop, steps: number): void {
  const n = minimal.energies().length;
  let s = 0;
  loop.run(steps, (turn) => {
    const actor = minimal.step();
    if (turn.actor !== actor || turn.time !== minimal.time) {
      throw new Error(`dcss ${n} monsters, step ${s}: the loop handed out ${String(turn.actor)} at ${turn.time} aut, the minimal loop ${actor} at ${minimal.time}`);
    }
    s++;
    return chooseMove();
  });
  minimal.energies().forEach((e, k) => {
    const view = loop.inspect(k + 1);
    const energy = view.kind === 'monster' ? view.energy : undefined;
    if (energy !== e) throw new Error(`dcss ${n} monsters: after ${steps} steps monster ${k + 1} has energy ${String(energy)} in the loop, ${e} in the minimal loop`);
  });
  const a = JSON.stringify(loop.snapshot().random);
  const b = JSON.stringify(minimal.random.save());
  if (a !== b) throw new Error(`dcss ${n} monsters: after ${steps} steps the random sources differ (${a} vs ${b})`);
}
