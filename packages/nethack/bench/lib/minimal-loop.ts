// The minimal typed-array loop: NetHack's own time arithmetic for the benchmark scenario (one
// Fast hero who always moves, monsters who always move), with state in typed arrays, no
// validation, no hooks, no object per step. It draws from core's `seeded(SEED)` in the game's
// order, so it hands out the same turns as the ruleset's loop; the kit's `checkSameTurns` proves it.
import { seeded, type RandomSource } from '@turnkeeper/core';
import { toS16 } from '@turnkeeper/core/cint';
import { nethackVersionRules, type SpeedFamily } from '../../src/index.js';
import { HERO, SEED, type Scenario } from './scenario.js';

const NORMAL_SPEED = 12;
const HERO_NEXT = 0;
const TIME_PASSED = 1;
const PASS = 2;

/**
 * moveloop() and movemon() for the scenario: `step()` hands out the next actor (0 the hero,
 * `k` the k-th monster added) and charges its `move` at once; `time` is the turn it acts in.
 */
export class MinimalLoop {
  /** `moves`. */
  time = 1;
  /** `mtmp->movement` by list position (0 the oldest; the head of `fmon` is the last): a `short` array, so a store wraps as C's does. */
  private readonly movement: Int16Array;
  /** S′ by list position. */
  private readonly adjusted: Int32Array;
  private heroMovement = NORMAL_SPEED;
  private phase = HERO_NEXT;
  private cursor = -1;
  private canMove = false;
  private readonly family: SpeedFamily;
  private readonly strict: boolean;
  private readonly random: RandomSource;

  constructor(s: Scenario) {
    const n = s.monsters.length;
    this.movement = new Int16Array(n);
    this.adjusted = Int32Array.from(s.monsters, (m) => m.adjusted);
    const rules = nethackVersionRules(s.version);
    this.family = rules.family;
    this.strict = rules.strictHeroTest;
    this.random = seeded(SEED);
  }

  step(): number {
    for (;;) {
      if (this.phase === HERO_NEXT) {
        this.phase = TIME_PASSED; // the hero's move takes time
        return HERO;
      }
      if (this.phase === TIME_PASSED) {
        this.heroMovement = toS16(this.heroMovement - NORMAL_SPEED);
        this.startPass();
      }
      const mv = this.movement;
      let i = this.cursor;
      while (i >= 0) {
        const m = mv[i] as number;
        if (m >= NORMAL_SPEED) {
          mv[i] = m - NORMAL_SPEED;
          if (m >= 2 * NORMAL_SPEED) this.canMove = true;
          this.cursor = i - 1;
          return i + 1;
        }
        i--;
      }
      this.cursor = -1;
      // After the pass: the hero if it has the points (3.4.3: more than 12), another pass if a
      // monster still can move, else a new turn.
      const hero = this.heroMovement;
      if (this.strict ? hero > NORMAL_SPEED : hero >= NORMAL_SPEED) {
        this.phase = HERO_NEXT;
      } else if (this.canMove) {
        this.startPass();
      } else {
        if (hero < NORMAL_SPEED) this.newTurn();
        if (this.heroMovement >= NORMAL_SPEED) this.phase = HERO_NEXT;
        else this.startPass();
      }
    }
  }

  private startPass(): void {
    this.phase = PASS;
    this.cursor = this.movement.length - 1;
    this.canMove = false;
  }

  /** Every monster's mcalcmove() from the head of the list, then the hero's Fast allocation, then `moves++`. */
  private newTurn(): void {
    const mv = this.movement;
    const sp = this.adjusted;
    const random = this.random;
    if (this.family === '3.6.1+') {
      for (let i = mv.length - 1; i >= 0; i--) {
        const s = sp[i] as number;
        const r = s % NORMAL_SPEED;
        mv[i] = (mv[i] as number) + s - r + (random.below(NORMAL_SPEED) < r ? NORMAL_SPEED : 0);
      }
      this.heroMovement = Math.max(0, toS16(this.heroMovement + NORMAL_SPEED + (random.below(3) === 0 ? NORMAL_SPEED : 0)));
    } else if (this.family === '3.6.0') {
      for (let i = mv.length - 1; i >= 0; i--) {
        const s = sp[i] as number;
        if (s === 0) continue;
        const up = random.below(5);
        mv[i] = (mv[i] as number) + Math.max(1, s + up - random.below(3));
      }
      this.heroMovement = Math.max(0, toS16(this.heroMovement + NORMAL_SPEED + (random.below(3) !== 0 ? 6 : 0)));
    } else {
      for (let i = mv.length - 1; i >= 0; i--) mv[i] = (mv[i] as number) + (sp[i] as number);
      this.heroMovement = Math.max(0, toS16(this.heroMovement + NORMAL_SPEED + (random.below(3) !== 0 ? 6 : 0)));
    }
    this.time++;
  }
}
