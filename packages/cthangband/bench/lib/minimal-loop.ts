// The minimal typed-array loop of Cthangband 4.1.0's own arithmetic for the benchmark scenario
// (scenario.ts): the same placement rolls from the same random source, then dungeon.c dungeon()'s
// tick — the player +10 and a turn while energy ≥ 1000 (process_player()), then every monster
// from the top of the list down, +10 and at most one turn at ≥ 1000 with its move cost charged up
// front (melee2.c process_monsters()) — with energies in an Int16Array (the game's s16b: a store
// wraps as the game's does), no validation, no hooks, no object per step. It is the yardstick the
// ruleset's loop is measured against; the kit's checkSameTurns() proves both hand out the same turns.
import { seeded, type RandomSource } from '@turnkeeper/core';
import { toS16 } from '@turnkeeper/core/cint';
import { EXTRACT_ENERGY, NORMAL_SPEED_INDEX, PLAYER_START_ENERGY } from '../../src/index.js';
import { races, SEED, type Race } from './scenario.js';

/** The player's phase of a tick (the cursor's value before process_monsters() starts). */
const PLAYER_PHASE = -1;

/** `rand_int(m)` as z-rand.c `Rand_div()`: no draw for m ≤ 1. */
function randInt(random: RandomSource, m: number): number {
  return m > 1 ? random.below(m) : 0;
}

/** The speed index a race ends at: monster2.c place_monster_one()'s draws, in its order. */
function place(race: Race, random: RandomSource): { index: number; energy: number } {
  if (race.asleep && race.sleep !== 0) randInt(random, race.sleep * 10); // csleep
  if (!race.forceMaxhp) for (let d = 0; d < race.hitDice[0]; d++) randInt(random, race.hitDice[1]); // damroll
  let index = race.speed + NORMAL_SPEED_INDEX;
  if (!race.unique) {
    const spread = Math.floor((EXTRACT_ENERGY[index] as number) / 10);
    if (spread > 0) index = (index + random.below(2 * spread + 1) - spread) & 0xff; // mspeed is a byte
  }
  return { index, energy: 900 + random.below(100) };
}

/**
 * One player (slot 0) and `n` monsters (slots 1..n, in the order m_pop() hands them out), as
 * typed arrays: energy and move cost per slot.
 */
export class MinimalLoop {
  /** The game turn of the current tick (1 on the first). */
  time = 0;
  private readonly energy: Int16Array;
  private readonly cost: Int16Array;
  private readonly top: number;
  /** The next monster slot process_monsters() visits, or PLAYER_PHASE; 0 when the tick is done. */
  private cursor = 0;

  constructor(n: number, seed = SEED) {
    const random = seeded(seed);
    this.energy = new Int16Array(n + 1);
    this.cost = new Int16Array(n + 1);
    this.top = n;
    this.energy[0] = PLAYER_START_ENERGY;
    this.cost[0] = EXTRACT_ENERGY[NORMAL_SPEED_INDEX] as number; // a step at normal speed
    races(n).forEach((race, k) => {
      const { index, energy } = place(race, random);
      this.energy[k + 1] = energy;
      this.cost[k + 1] = EXTRACT_ENERGY[index] as number;
    });
  }

  /** The slot (= the scenario's actor id) of the next turn, charged its move cost. */
  step(): number {
    const e = this.energy;
    for (;;) {
      if (this.cursor === PLAYER_PHASE) {
        if ((e[0] as number) >= 1000) {
          e[0] = (e[0] as number) - (this.cost[0] as number);
          return 0;
        }
        this.cursor = this.top;
      }
      while (this.cursor >= 1) {
        const i = this.cursor--;
        const v = toS16((e[i] as number) + 10);
        if (v < 1000) {
          e[i] = v;
          continue;
        }
        e[i] = v - (this.cost[i] as number);
        return i;
      }
      // The tick is over: turn++, and the next one starts with the player's +10.
      this.time++;
      e[0] = (e[0] as number) + 10;
      this.cursor = PLAYER_PHASE;
    }
  }
}
