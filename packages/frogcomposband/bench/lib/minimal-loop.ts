// The minimal typed-array loop: FrogComposband's own arithmetic for the benchmark scenario and
// nothing else — no validation, no hooks, no records, no objects per step. It is what the
// ruleset's loop is measured against: the same rules, the same random source and seed, the same
// draws in the same order, so it hands out the same turns (the kit's checkSameTurns proves it).
import { seeded, type Xoshiro128 } from '@turnkeeper/core';
import { toS16 } from '@turnkeeper/core/cint';
import { ENERGY_CLIPPER_TABLE, EXTRACT_ENERGY, RANDNOR_TABLE } from '../../src/index.js';
import { PLAYER_SPEED, SEED, type Scenario } from './scenario.js';

/** The player's turn in {@link MinimalLoop.step}'s answer (monsters are 0..N−1). */
export const PLAYER = -1;

/** `randnor(100, 18)`'s offset for each `tmp = randint0(32768)` (`src/z-rand.c`): one table read per draw. */
const OFFSET = new Uint8Array(32768);
for (let tmp = 0, i = 0; tmp < 32768; tmp++) {
  while (i < RANDNOR_TABLE.length && (RANDNOR_TABLE[i] as number) < tmp) i++;
  OFFSET[tmp] = Math.trunc((18 * i) / 64);
}

/** `energy_clipper_table[]` (`src/dungeon.c`, 7.1.salmiak): the clamp's low bound per energy. */
const CLIP = Uint8Array.from(ENERGY_CLIPPER_TABLE);

/** Energy per game turn of a raw speed (`SPEED_TO_ENERGY()`, within the scenario's speeds). */
const energyOf = (raw: number): number => EXTRACT_ENERGY[raw + 110] as number;

/**
 * One game turn after another (`src/dungeon.c` `dungeon()`): the player gains and acts while its
 * `energy_need` is at most 0; then each monster from the highest index down gains and, when due,
 * draws its cost and acts; then `game_turn++`. Every cost is `ENERGY_NEED()` (7.1.salmiak): a
 * `randnor(100, 18)` clamped by the actor's energy per game turn. The scenario's timers are all 0
 * and nothing sets them, so the tick-turn countdowns never change anything or draw: left out.
 */
export class MinimalLoop {
  /** The game turn of the last turn handed out. */
  time = 1;
  /** Its generator: the same kind and seed as the ruleset's loop (its state is compared too). */
  readonly random: Xoshiro128;
  private readonly need: Int16Array;
  private readonly gain: Uint8Array;
  private readonly playerGain = energyOf(PLAYER_SPEED);
  private playerNeed = 0;
  private inPlayer = false;
  /** The next monster slot to visit in this game turn (0: the pass is over). */
  private cursor = 0;

  constructor(s: Scenario, random: Xoshiro128 = seeded(SEED)) {
    this.random = random;
    const n = s.speeds.length;
    this.need = new Int16Array(n + 1);
    this.gain = new Uint8Array(n + 1);
    for (let i = 0; i < n; i++) {
      this.need[i + 1] = s.needs[i] as number;
      this.gain[i + 1] = energyOf(s.speeds[i] as number);
    }
    this.startTurn();
  }

  /** The next turn: {@link PLAYER} or a monster 0..N−1, at game turn {@link time}; its cost is charged. */
  step(): number {
    const need = this.need;
    const gain = this.gain;
    for (;;) {
      if (this.inPlayer) {
        if (this.playerNeed <= 0) {
          // A nominal-100 command: trunc(100 × ENERGY_NEED() / 100), the draw itself.
          this.playerNeed = toS16(this.playerNeed + this.draw(this.playerGain));
          return PLAYER;
        }
        this.inPlayer = false;
      }
      while (this.cursor > 0) {
        const i = this.cursor--;
        const g = gain[i] as number;
        const v = toS16((need[i] as number) - g);
        if (v <= 0) {
          need[i] = v + this.draw(g);
          return i - 1;
        }
        need[i] = v;
      }
      this.time++;
      this.startTurn();
    }
  }

  /** `energy_need` now: the player's, then monster 0..N−1's. */
  needs(): { readonly player: number; readonly monsters: readonly number[] } {
    return { player: this.playerNeed, monsters: Array.from(this.need.subarray(1)) };
  }

  private startTurn(): void {
    this.playerNeed = toS16(this.playerNeed - this.playerGain);
    this.inPlayer = this.playerNeed <= 0;
    this.cursor = this.need.length - 1;
  }

  /** `ENERGY_NEED()` at `energy` per game turn: `randnor(100, 18)` clamped to [mini, 200 − mini]. */
  private draw(energy: number): number {
    const off = OFFSET[this.random.below(32768)] as number;
    const v = this.random.below(100) < 50 ? 100 - off : 100 + off;
    const lo = CLIP[energy] as number;
    return v < lo ? lo : v > 200 - lo ? 200 - lo : v;
  }
}
