import type { AnalysedActor, WorkMeter } from '@turnkeeper/core/analysis';
import type { CthangbandTypes } from '../schema/types.js';
import { NORMAL_SPEED_INDEX } from '../tables/constants.js';
import type { CycleCache } from './cycle-cache.js';
import type { Course, Placed } from './cycle-gaps.js';
import { monsterRun, monsterTick, playerRun, playerTick, resetMonster, resetPlayer, worldTick, type MonsterRun, type PlayerRun } from './pair-actors.js';
import type { EnergyStamps, PairPeriod, RunScratch } from './run-scratch.js';
import { MAX_TICKS } from './period.js';
import type { StateTable } from './state-table.js';
import { ARITHMETIC_TICK, COURSE_TICK } from './work.js';

/** Marks a key taken while the player's timed effects run (see {@link PairRun.period}). */
const TIMED_KEY = 2 ** 50;

/**
 * The ruleset engine's arithmetic for the two actors of an exact analysis (`between`), without
 * the engine: the player (+10 a tick, a pass while energy ≥ 1000, forced and costing 100 while
 * paralysed or knocked out; `dungeon.c` `process_player()`), then the monsters from the highest
 * list slot down (+10, one turn at ≥ 1000 with the move cost charged up front, refunded for melee
 * and spells; a BORN monster skipped once; `melee2.c` `process_monsters()`), then the round's
 * countdown of the timed effects when `turn % 10 == 0` (`process_world()`), every value stored as
 * the game's s16b. It runs until the state at the end of a tick repeats, exactly as
 * {@link periodOf} runs the engine, with a number for the state where the engine's run builds a
 * string, so an answer over thousands of placements takes milliseconds. Members that the engine
 * would refuse (a step or a turn outside `extract_energy`, an attack speed of 0 to refund, the
 * stairs) are not taken: {@link PairRun.of} returns undefined and the caller runs the engine.
 *
 * @example
 * ```ts
 * import { WorkMeter, type AnalysedActor } from '@turnkeeper/core/analysis';
 * import type { CthangbandTypes } from '@turnkeeper/cthangband';
 * import { RunScratch } from './run-scratch.js';
 * import { StateTable } from './state-table.js';
 * declare const a: AnalysedActor<CthangbandTypes>, b: AnalysedActor<CthangbandTypes>;
 * const run = PairRun.of(a, b);
 * run?.period(0, 0, new StateTable(), new RunScratch(), new WorkMeter()); // { from, period }: the turns are in the scratch
 * ```
 */
export class PairRun {
  private readonly player: PlayerRun | null;
  /** The monsters in the order process_monsters() reaches them (the highest slot first). */
  private readonly monsters: readonly MonsterRun[];
  /** How many placements A and B each stand for. */
  readonly placements: readonly [number, number];

  private constructor(player: PlayerRun | null, monsters: MonsterRun[], placements: [number, number]) {
    this.player = player;
    this.monsters = monsters;
    this.placements = placements;
  }

  /**
   * The run of A and B (added in that order, as `runEngine()` adds them: the player holds slot 0,
   * monsters take list slots in order), or undefined when some placement needs the engine itself.
   */
  static of(a: AnalysedActor<CthangbandTypes>, b: AnalysedActor<CthangbandTypes>): PairRun | undefined {
    let player: PlayerRun | null = null;
    const monsters: MonsterRun[] = [];
    const placements: [number, number] = [1, 1];
    for (const [who, actor] of [a, b].entries()) {
      if (actor.kind === 'player') {
        const run = playerRun(who, actor.spec, actor.action);
        if (!run) return undefined;
        player = run;
      } else {
        const run = monsterRun(who, actor.spec, actor.action);
        if (!run) return undefined;
        placements[who] = run.speeds.length;
        monsters.unshift(run);
      }
    }
    return new PairRun(player, monsters, placements);
  }

  /** Whether the pair holds the player, whose course every placement shares. */
  get hasPlayer(): boolean {
    return this.player !== null;
  }

  /** 0 when A's turns in a tick come before B's, 1 when after (the player first, then the higher list slot). */
  get bFirst(): boolean {
    return this.player ? this.player.who === 1 : true;
  }

  /**
   * The course of actor `who` (0: A, 1: B) alone at placement `place`, until its state at a
   * tick's end recurs — the player's: its energy once the timed effects have run out (before,
   * where the tick falls in its round counts too, so no state recurs); a monster's: its energy
   * and speed — or undefined when that takes more than the exact analysis's bound. A monster's
   * run stops as soon as it meets a cycle `cache` holds (an earlier placement's): from there on
   * it is that cycle, entered at a known position, whose own repeat would come one cycle later.
   * Undefined too when `work` refuses a tick's steps ({@link COURSE_TICK}).
   */
  course(who: number, place: number, seen: EnergyStamps, cache: CycleCache, work: WorkMeter): Placed | undefined {
    seen.clear();
    const p = this.player;
    if (p?.who === who) {
      resetPlayer(p);
      for (let tick = 1; tick <= MAX_TICKS; tick++) {
        if (!work.spend(COURSE_TICK)) return undefined;
        seen.record(tick, playerTick(p), p.energy);
        if (worldTick(p, tick)) continue;
        const first = seen.get(p.energy);
        if (first >= 0) return { course: seen.course(first, tick), id: 0, start: first + 1, phase: first + 1 };
        seen.set(p.energy, tick);
      }
      return undefined;
    }
    const m = this.monsters.find((x) => x.who === who) as MonsterRun;
    resetMonster(m, place);
    // A spell that changes the speed does so at the first turn, for good: states before it never recur.
    let final = m.speedAfter === null || m.speedAfter === m.speed;
    for (let tick = 1; tick <= MAX_TICKS; tick++) {
      if (!work.spend(COURSE_TICK)) return undefined;
      const acts = monsterTick(m);
      seen.record(tick, acts, m.energy);
      if (acts === 1) final = true;
      if (!final) continue;
      const known = cache.find(m.speed, m.energy);
      if (known >= 0) {
        // This state first recurs one cycle on, where the run alone would find it (and give up past the bound).
        const id = cache.cycle(known);
        if (tick + (cache.cycles[id] as Course).lambda > MAX_TICKS) return undefined;
        return { course: cache.cycles[id] as Course, id, start: tick + 1, phase: tick + 1 - cache.position(known) };
      }
      const first = seen.get(m.energy);
      if (first >= 0) {
        const course = seen.course(first, tick);
        return { course, id: cache.add(course, m.speed, seen.energies, first), start: first + 1, phase: first + 1 };
      }
      seen.set(m.energy, tick);
    }
    return undefined;
  }

  /**
   * Runs from the start until the state at a tick's end repeats, then two periods more, as
   * {@link periodOf} does with the engine; stops early, with the value `known` holds for it, on a
   * state that `known` holds (the states an earlier run's cycle went through, by the keys this
   * method gives). A key is the state's number: the player's energy and each monster's energy and speed
   * (the player's speed and timed effects are fixed once the effects have run out); while a timed
   * effect runs, the tick and the monsters' state instead — every run of one question shares the
   * player's course, so the tick stands for the player's state and the round's phase, as the
   * engine's key has them. `placeA` and `placeB` choose each actor's placement. Undefined when
   * no repeat comes within the bound, or `work` refuses a tick's steps ({@link ARITHMETIC_TICK}).
   */
  period(placeA: number, placeB: number, known: StateTable, scratch: RunScratch, work: WorkMeter): PairPeriod | undefined {
    const p = this.player;
    const ms = this.monsters;
    if (p) resetPlayer(p);
    for (const m of ms) resetMonster(m, m.who === 0 ? placeA : placeB);
    scratch.reset();
    const seen = scratch.seen;
    let from = -1;
    let period = 0;
    for (let tick = 1; ; tick++) {
      if (!work.spend(ARITHMETIC_TICK)) return undefined;
      const record = from >= 0;
      if (p) {
        const passes = playerTick(p);
        if (record) for (let k = 0; k < passes; k++) scratch.turn(p.who, tick);
      }
      for (const m of ms) if (monsterTick(m) === 1 && record) scratch.turn(m.who, tick);
      const timed = p ? worldTick(p, tick) : false;
      let key = 0;
      for (const m of ms) key = key * 2 ** 24 + (m.energy + 32_768) * 256 + (m.speed + NORMAL_SPEED_INDEX);
      if (timed) key = TIMED_KEY + tick * 2 ** 24 + key;
      else if (p) key = (p.energy + 32_768) * 2 ** (24 * ms.length) + key;
      // periodOf()'s atTickEnd(), then runEngine()'s bound.
      if (from >= 0) {
        if (tick >= from + 2 * period) return { from, period };
      } else {
        const law = known.get(key);
        if (law >= 0) return { known: law };
        const first = seen.get(key);
        if (first < 0) scratch.state(key, tick);
        else {
          from = tick;
          period = tick - first;
        }
      }
      if (tick >= MAX_TICKS) return undefined;
    }
  }
}
