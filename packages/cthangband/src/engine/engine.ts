/* eslint-disable @typescript-eslint/no-unsafe-enum-comparison, @typescript-eslint/no-unsafe-enum-assignment -- the const enums here are numbers written where they are used (a module-level constant costs a load and a check in optimized code): they are compared with and stored as plain numbers on purpose. */
import {
  InvalidActionError,
  LimitError,
  type ActorId,
  type Engine,
  type EngineContext,
  type EngineRunHost,
  type PatchOutput,
  type SpecOutput,
  type ViewOutput,
} from '@turnkeeper/core';
import { placeMonster } from '../rules/monster-placement.js';
import { playerActionCost } from '../rules/player-action-cost.js';
import { toS16 } from '@turnkeeper/core/cint';
import { clampBlows, clampTimed } from '../rules/storage.js';
import { countDownInPlace, currentSpeed, isForcedPass } from '../rules/timed-effects.js';
import type { CthangbandMonsterAction, CthangbandPlayerAction, CthangbandTypes } from '../schema/types.js';
import { MAX_SPEED, MIN_SPEED, NORMAL_SPEED_INDEX } from '../tables/constants.js';
import { EXTRACT_ENERGY } from '../tables/energy-table.js';
import { DueRing, Ring } from './due-ring.js';
import { Last, MonsterList, SLOT, Timing } from './monster-list.js';
import { PlayerRecord } from './player-record.js';
import { CTHANGBAND_PHASES, type CthangbandPhase, type CthangbandSavedState } from './state.js';

/**
 * Where the engine is inside dungeon()'s main loop, as indexes into CTHANGBAND_PHASES (which names
 * them). This and {@link Slot} are const enums so that their numbers are written where they are
 * used: a module-level constant costs a load and a check in optimized code, on every tick.
 */
const enum Phase {
  Between,
  Player,
  AfterPlayer,
  Monsters,
  World,
}

type Kinds = CthangbandTypes['kinds'];

/**
 * Slot numbers with a meaning of their own (internal).
 *
 * @example
 * ```ts
 * const pending = (current: number): boolean => current !== Slot.None;
 * ```
 */
export const enum Slot {
  /** The player's (never a monster's: the list starts at 1). */
  Player = 0,
  /** `current` when no turn is open. */
  None = -1,
  /** `passCursor` before the pass of a tick starts: no slot reached yet (MAX_M_IDX). */
  Unreached = 512,
}
const TABLE = `${MIN_SPEED}..+${MAX_SPEED} (extract_energy has 200 entries, tables.c)`;

/** `extract_energy[speed + 110]`, or undefined outside the table (an out-of-bounds read in 4.1.0). */
function cost(speed: number): number | undefined {
  return speed >= MIN_SPEED && speed <= MAX_SPEED ? EXTRACT_ENERGY[speed + NORMAL_SPEED_INDEX] : undefined;
}

/**
 * The Cthangband 4.1.0 engine: `dungeon.c` `dungeon()`'s main loop, one tick at a time. Each tick:
 * add one to `turn` (the previous tick's `turn++`, skipped after a level change); compact the
 * monster list (`compactMonsters` hook and hole excision when nearly full, excision when it has
 * many holes); `process_player()` (+10, then a pass while energy ≥ 1000, so the player may act
 * several times; every pass is forced and costs 100 while paralysed or knocked out); the
 * `afterPlayer` hook; `melee2.c` `process_monsters()` from `m_max − 1` down to 1 with the bound
 * fixed at its start (BORN monsters skipped once; +10; at ≥ 1000 the move cost is charged up
 * front and the monster gets its one turn of the tick); `process_world()` every 10 turns (timed
 * effects counted down, `processWorld`); `turnEnd`. `new_level_flag` is read where `dungeon()`,
 * `process_player()` and `process_monsters()` read it: the tick then ends at once, without
 * `process_world()` or `turn++` (`leaveLevel` and `newLevel` hooks). Energies are `s16b` and wrap;
 * `turn` is an `s32b` and its overflow is a `TIME_OVERFLOW` error.
 *
 * Gains are the same for everyone, so a monster's energy is kept as of the last tick it was
 * set in and the tick of its next turn follows from it (`MonsterList`); a tick's pass visits only
 * the monsters due in it, found in descending slot order in a ring of per-tick bitsets
 * (`DueRing`), so a tick costs O(1) plus O(1) per turn handed out (a word per 32 slots at most),
 * whatever the number of monsters waiting. The order is exactly the game's: the list order
 * (descending index, holes, `m_pop()` reuse and compaction) decides who acts first within a
 * tick, and a monster added, patched or removed mid-pass is reached, or not, as the game's pass
 * would reach it. The hot path allocates nothing: typed arrays for the monsters, the player one
 * record rewritten in place (`PlayerRecord`), and a hook's payload is built only when something
 * listens. Internal: use it through `cthangband.create()`.
 *
 * @example
 * ```ts
 * import { cthangband } from '@turnkeeper/cthangband';
 * const loop = cthangband.create({ seed: 7 });
 * loop.add('player', { kind: 'player' });
 * loop.next(); // the engine's next(): the player, on tick 1
 * ```
 */
export class CthangbandEngine implements Engine<CthangbandTypes> {
  private startTurn: number;
  /** The game's `turn` during the current tick (`startTurn − 1` before the first). */
  private turn: number;
  /** Whether the next tick adds one to `turn`: false after a level change (`dungeon()` broke out before `turn++`). */
  private advance = true;
  protected tick = 0;
  private phase: number = Phase.Between;
  /** The player's passes in this tick: `process_player()` reads `new_level_flag` after each one. */
  private playerPasses = 0;
  protected newLevelFlag = false;
  /**
   * What {@link quiet} reads of the engine's own state, worked out again ({@link restudy}) by
   * whatever changes it (add, remove, a player patch, the stairs, a level change, the top of a
   * tick, a restore), so that the check at every tick reads one field, not six.
   */
  private steady = false;
  protected cursor = 0;
  private hackMIdx = 0;
  private current = Slot.None;
  private player: PlayerRecord | null = null;
  /** The kind of the actor the last `next()` returned (the loop reads it as a property). */
  dueKind: 'player' | 'monster' = 'player';
  /** Whether that turn is a forced pass (the player paralysed or knocked out): read by the loop. */
  dueForced = false;
  protected readonly list = new MonsterList();
  private readonly ring = new DueRing();
  private readonly slotOf = new Map<ActorId, number>();
  private readonly ctx: EngineContext<CthangbandTypes>;
  /** The stats a player action's cost reads, rewritten before each use (no object per action). */
  private readonly stats = { speed: 0, numBlow: 1, numFire: 1, naturalAttacks: 0 };
  /** `py_attack()`'s blow, just before the natural-attack roll: the `playerBlow` hook. */
  private readonly onBlow = (): void => {
    if (this.ctx.heard.playerBlow === true) this.ctx.emit('playerBlow', { turn: this.turn, numBlow: (this.player as PlayerRecord).numBlow });
  };

  /** Per actor kind: charges the due actor's action (the core has validated it for the kind). */
  readonly charge = {
    player: (_id: ActorId, action: CthangbandPlayerAction): void => {
      this.chargePlayer(action);
      this.current = Slot.None;
    },
    monster: (id: ActorId, action: CthangbandMonsterAction): void => {
      // `current` is the slot next() returned; after a restore mid-turn it comes from the state.
      const c = this.current;
      const list = this.list;
      const slot = c > 0 && list.id[c] === id ? c : (this.slotOf.get(id) as number);
      if (action.kind === 'move') {
        this.chargeMove(slot);
        return;
      }
      this.current = Slot.None;
      this.chargeMonster(slot, action);
    },
  };

  constructor(ctx: EngineContext<CthangbandTypes>, saved?: CthangbandSavedState) {
    this.ctx = ctx;
    this.startTurn = ctx.options.startTurn;
    this.turn = this.startTurn - 1;
    // The core has checked the saved state: its schema and the ruleset's state.check.
    if (saved !== undefined) this.load(saved);
  }

  /** The game turn (`turn`) of the current tick: `startTurn` on the first; `startTurn − 1` before it. */
  get time(): number {
    return this.turn;
  }

  kindOf(id: ActorId): 'player' | 'monster' | undefined {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return undefined;
    return slot === Slot.Player ? 'player' : 'monster';
  }

  /** The player first, then monsters by descending index: the order `dungeon()` processes them. */
  ids(): ActorId[] {
    const out: ActorId[] = [];
    if (this.player) out.push(this.player.id);
    const ids = this.list.id;
    for (let i = this.list.max - 1; i >= 1; i--) {
      const id = ids[i];
      if (id !== undefined) out.push(id);
    }
    return out;
  }

  add(id: ActorId, spec: SpecOutput<Kinds>): void {
    if (spec.kind === 'player') {
      this.player = PlayerRecord.of({
        id,
        speed: spec.speed,
        numBlow: clampBlows(spec.numBlow),
        numFire: clampBlows(spec.numFire),
        naturalAttacks: spec.naturalAttacks,
        energy: spec.energy,
        fast: clampTimed(spec.fast),
        slow: clampTimed(spec.slow),
        paralyzed: clampTimed(spec.paralyzed),
        stun: clampTimed(spec.stun),
        stunRecovery: spec.stunRecovery,
        ledger: null,
        last: null,
      });
      this.slotOf.set(id, Slot.Player);
      this.restudy();
      return;
    }
    // Placing during a monster's open turn is placing from inside its process_monster(), which
    // runs with hack_m_idx set to it (melee2.c process_monsters()).
    const hack = this.phase === Phase.Monsters && this.current > 0 ? this.current : this.hackMIdx;
    let speed: number;
    let energy: number;
    let csleep = 0;
    let maxhp = 0;
    if (spec.energy !== undefined) {
      speed = spec.mspeed ?? spec.speed;
      energy = spec.energy;
    } else {
      // monster2.c place_monster_one(): the rolls (which may refuse the race) before m_pop().
      ({ speed, energy, csleep, maxhp } = placeMonster(spec, this.ctx.random, { asleep: spec.asleep }));
    }
    // The monster kind's `max` (MAX_M_IDX − 1) is checked by the core, so m_pop() always finds a slot.
    const index = this.list.pop();
    const placed = {
      id,
      raceSpeed: spec.speed,
      speed,
      numBlows: spec.numBlows,
      unique: spec.unique,
      csleep,
      maxhp,
      energy,
      // MFLAG_BORN: only when the new slot is below the monster being processed (m_pop reuse).
      born: spec.born || index < hack,
      ledger: null,
      last: null,
    };
    this.ring.put(index, this.list.put(index, placed, this.tick, this.reached(index)), this.tick);
    this.slotOf.set(id, index);
    this.list.count++;
    this.restudy();
  }

  remove(id: ActorId): void {
    const slot = this.slotOf.get(id) as number;
    this.slotOf.delete(id);
    if (slot === Slot.Player) this.player = null;
    else {
      // monster2.c delete_monster_idx(): the slot becomes a hole; m_max is unchanged.
      this.ring.drop(slot);
      this.list.clear(slot);
      this.list.count--;
    }
    if (this.current === slot) this.current = Slot.None;
    this.restudy();
  }

  update(id: ActorId, patch: PatchOutput<Kinds>): void {
    const slot = this.slotOf.get(id) as number;
    if (patch.kind === 'player') {
      const p = this.player as PlayerRecord;
      if (patch.speed !== undefined) p.speed = patch.speed;
      if (patch.numBlow !== undefined) p.numBlow = clampBlows(patch.numBlow);
      if (patch.numFire !== undefined) p.numFire = clampBlows(patch.numFire);
      if (patch.naturalAttacks !== undefined) p.naturalAttacks = patch.naturalAttacks;
      if (patch.energy !== undefined) p.energy = patch.energy;
      // xtra2.c set_fast(), set_slow(), set_paralyzed(), set_stun(): forced into 0..10000.
      if (patch.fast !== undefined) p.fast = clampTimed(patch.fast);
      if (patch.slow !== undefined) p.slow = clampTimed(patch.slow);
      if (patch.paralyzed !== undefined) p.paralyzed = clampTimed(patch.paralyzed);
      if (patch.stun !== undefined) p.stun = clampTimed(patch.stun);
      if (patch.stunRecovery !== undefined) p.stunRecovery = patch.stunRecovery;
      if (patch.newLevelFlag !== undefined) {
        this.newLevelFlag = patch.newLevelFlag;
        this.restudy();
      }
      // A paralysis or stun given during the player's own pending pass forces it (the loop reads this).
      if (this.current === Slot.Player) this.dueForced = isForcedPass(p);
      return;
    }
    const list = this.list;
    if (patch.speed !== undefined) list.setSpeed(slot, patch.speed); // a permanent mspeed edit, as haste and slow are in 4.1.0
    if (patch.numBlows !== undefined) list.numBlows[slot] = patch.numBlows;
    if (patch.energy !== undefined) this.ring.put(slot, list.setEnergy(slot, patch.energy, this.reached(slot)), this.tick);
  }

  next(): ActorId | undefined {
    // Most calls come back to the same process_monsters() pass: that path first, small enough to inline.
    if (this.phase === Phase.Monsters) {
      const id = this.nextMonster();
      if (id !== undefined) return this.monsterDue(id);
    }
    return this.nextTick();
  }

  /**
   * `loop.run`'s fast path (`Engine.runSteps`): `steps` turns handed out exactly as `next()` would,
   * each to `host.turn` (where the chooser runs and its action is checked), then charged as
   * `charge` would, without re-entering the loop's `next()` and `act()` per turn. The chooser may
   * add, remove or update actors, or change the level, inside `host.turn`: the charge after it and
   * the next turn read the engine afresh; an error from `host.turn` leaves the turn as `next()` left it.
   */
  runSteps(steps: number, host: EngineRunHost<CthangbandTypes>): number {
    const charge = this.charge;
    for (let done = 0; done < steps; done++) {
      // next(), with the monster pass first, as there.
      let slot = this.phase === Phase.Monsters && !this.newLevelFlag ? this.passFind() : 0;
      let id: ActorId | undefined;
      if (slot === 0) {
        id = this.nextTick();
        if (id === undefined) return done;
        slot = this.current;
        if (slot === Slot.Player) {
          charge.player(id, host.turn(id, 'player', this.dueForced));
          continue;
        }
      } else id = this.handOut(slot);
      const action = host.turn(id, 'monster', false);
      // charge.monster()'s default move on the slot just handed out, when the chooser left its
      // turn open (removing the monster would have closed it: remove() sets current to None).
      if (action.kind === 'move' && this.current === slot) this.chargeMove(slot);
      else charge.monster(id, action);
    }
    return steps;
  }

  /** `id`, a monster handed its turn: the kind and forced state the loop reads after next() (runSteps passes them itself). */
  private monsterDue(id: ActorId): ActorId {
    this.dueKind = 'monster';
    this.dueForced = false;
    return id;
  }

  /** The rest of next(): the phases in the order dungeon() runs them, each going on into the next; a level change (changeLevel()) starts the loop over from `between`. */
  private nextTick(): ActorId | undefined {
    // The common case: nothing for the tick's other phases to do but count (see quietTicks()).
    const phase = this.phase;
    if ((phase === Phase.Player || (phase === Phase.Monsters && this.cursor === 0)) && this.quiet()) {
      const id = this.quietTicks(phase === Phase.Player);
      if (id !== undefined) return id;
    }
    for (;;) {
      if (this.phase === Phase.Between) {
        if (this.player === null && this.list.count === 0) return undefined;
        if (this.advance) {
          // dungeon.c dungeon(): turn++ at the end of the previous tick. turn is an s32b: past
          // 2^31 − 1 that is signed overflow, undefined in C.
          if (this.turn >= Timing.TurnMax) {
            throw new LimitError(
              'TIME_OVERFLOW',
              `turn: the game's s32b turn counter is at ${Timing.TurnMax}; dungeon.c dungeon()'s turn++ would overflow it (undefined behaviour in 4.1.0)`,
              { counter: 'turn', value: this.turn, allowed: `at most ${Timing.TurnMax}` },
            );
          }
          this.turn++;
        }
        this.advance = true;
        this.tick++;
        this.playerPasses = 0;
        // The player's phase from here: the pass has reached no slot of this tick (passCursor()),
        // for the monsters a compactMonsters handler places.
        this.phase = Phase.Player;
        this.compact();
        this.restudy();
      }
      if (this.phase === Phase.Player) {
        const p = this.player;
        if (p) {
          if (p.ledgerTick !== this.tick) {
            // dungeon.c process_player(): +10 whatever the speed, stored in the s16b.
            const e0 = p.energy;
            p.energy = toS16(e0 + Timing.Gain);
            p.ledgerTick = this.tick;
            p.ledgerE0 = e0;
            p.ledgerGain = Timing.Gain;
            p.ledgerE1 = p.energy;
          }
          // The player loops while energy >= 1000, reading new_level_flag after each pass.
          if (p.energy >= Timing.Act && !(this.playerPasses > 0 && this.newLevelFlag)) {
            this.current = Slot.Player;
            this.dueKind = 'player';
            this.dueForced = isForcedPass(p);
            return p.id;
          }
        }
        this.phase = Phase.AfterPlayer;
      }
      if (this.phase === Phase.AfterPlayer) {
        if (this.ctx.heard.afterPlayer === true) this.ctx.emit('afterPlayer', { turn: this.turn, tick: this.tick });
        // dungeon(): "notice death or departure" after process_player().
        if (this.newLevelFlag) {
          this.changeLevel();
          continue;
        }
        // melee2.c process_monsters(): the bound is m_max when the loop starts.
        this.cursor = this.list.max - 1;
        this.phase = Phase.Monsters;
      }
      if (this.phase === Phase.Monsters) {
        // A pass already over (next() and runSteps() try nextMonster() first) hands out nothing more.
        const id = this.cursor === 0 ? undefined : this.nextMonster();
        if (id !== undefined) return this.monsterDue(id);
        this.hackMIdx = 0;
        if (this.newLevelFlag) {
          this.changeLevel();
          continue;
        }
        this.phase = Phase.World;
      }
      // process_world() and the end of the tick.
      this.phase = Phase.Between;
      const turn = this.turn;
      if (turn % Timing.Round === 0) {
        // process_world(): the timed effects lose their round's worth, whatever the speed.
        const p = this.player;
        if (p) countDownInPlace(p);
        if (this.ctx.heard.processWorld === true) {
          this.ctx.emit('processWorld', { turn, tick: this.tick, round: Math.floor(turn / Timing.Round), regenMonsters: turn % 100 === 0 });
        }
      }
      if (this.newLevelFlag) {
        // Word of recall, say: dungeon() breaks out after process_world(), before turn++.
        this.changeLevel();
        continue;
      }
      if (this.ctx.heard.turnEnd === true) this.ctx.emit('turnEnd', { turn, tick: this.tick });
    }
  }

  /**
   * Whether the ticks ahead need nothing from {@link nextTick}'s general path but their count, the
   * player's gain and the monster pass: no level change pending, nobody listening to a per-tick
   * hook (`afterPlayer`, `processWorld`, `turnEnd`, `compactMonsters`), and a list that
   * `compact()` leaves as it is (no hole, or neither of its two conditions met). Nothing in
   * {@link quietTicks} changes any of these. (Protected: the tests' tick-by-tick engine turns the
   * quiet path off, to check it against the phases taken one by one.)
   */
  protected quiet(): boolean {
    const heard = this.ctx.heard;
    return this.steady && heard.afterPlayer !== true && heard.processWorld !== true && heard.turnEnd !== true && heard.compactMonsters !== true;
  }

  /** Works out {@link steady}: no level change pending, `turn++` due, someone in the level, and a list `compact()` leaves as it is (no hole, or neither of its two conditions met). */
  private restudy(): void {
    const list = this.list;
    const count = list.count;
    const max = list.max;
    this.steady =
      !this.newLevelFlag && this.advance && (this.player !== null || count !== 0) && (count === max - 1 || (count + 32 <= Timing.Slots && count + 32 >= max));
  }

  /**
   * {@link nextTick} when {@link quiet} holds, from the end of a tick's monster pass (or, with
   * `inPlayer`, from the player's phase): the same steps in the same order, with the phases'
   * dispatch, the hooks' checks and the compaction left out, since none of them has anything to
   * do. Each tick: `process_world()`'s countdown (every 10 turns), `turn++`, the player's +10 and
   * passes, then the pass over the monsters due (`process_monsters()`), until a turn is handed
   * out; a tick where nobody is due costs a few reads. Returns undefined, at the end of a tick's
   * pass, only where `turn++` would overflow: the general path raises that error.
   */
  private quietTicks(inPlayer: boolean): ActorId | undefined {
    const p = this.player;
    const top = this.list.max - 1;
    let gain = !inPlayer;
    for (;;) {
      let tick = this.tick;
      if (gain) {
        // The end of the tick just over (its monster pass set hack_m_idx back to 0): process_world().
        const turn = this.turn;
        if (turn >= Timing.TurnMax) return undefined;
        this.hackMIdx = 0;
        if (turn % Timing.Round === 0 && p !== null) countDownInPlace(p);
        // dungeon(): turn++, then the next pass of its main loop.
        this.turn = turn + 1;
        this.tick = ++tick;
        this.playerPasses = 0;
      }
      gain = true;
      if (p !== null) {
        if (p.ledgerTick !== tick) {
          // dungeon.c process_player(): +10 whatever the speed, stored in the s16b.
          const e0 = p.energy;
          p.energy = toS16(e0 + Timing.Gain);
          p.ledgerTick = tick;
          p.ledgerE0 = e0;
          p.ledgerGain = Timing.Gain;
          p.ledgerE1 = p.energy;
        }
        // The player loops while energy >= 1000 (new_level_flag is not set).
        if (p.energy >= Timing.Act) {
          this.phase = Phase.Player;
          this.current = Slot.Player;
          this.dueKind = 'player';
          this.dueForced = isForcedPass(p);
          return p.id;
        }
      }
      // melee2.c process_monsters(), its bound m_max when the loop starts: the monsters due in this tick.
      this.phase = Phase.Monsters;
      this.cursor = top;
      const slot = this.passFind();
      if (slot !== 0) return this.monsterDue(this.handOut(slot));
    }
  }

  inspect(id: ActorId): ViewOutput<Kinds> {
    const slot = this.slotOf.get(id) as number;
    if (slot === Slot.Player) {
      const p = this.player as PlayerRecord;
      const speed = currentSpeed(p.speed, p);
      return {
        kind: 'player',
        speed: p.speed,
        currentSpeed: speed,
        moveCost: cost(speed) ?? null,
        numBlow: p.numBlow,
        numFire: p.numFire,
        naturalAttacks: p.naturalAttacks,
        energy: p.energy,
        wait: Timing.Act - p.energy,
        fast: p.fast,
        slow: p.slow,
        paralyzed: p.paralyzed,
        stun: p.stun,
        stunRecovery: p.stunRecovery,
        forcedPass: isForcedPass(p),
        newLevelFlag: this.newLevelFlag,
        ledger: p.ledger(),
        last: p.last(),
      };
    }
    const list = this.list;
    const speed = list.speed[slot] as number;
    const numBlows = list.numBlows[slot] as number;
    const reached = this.reached(slot);
    const energy = list.energyAt(slot, reached);
    return {
      kind: 'monster',
      index: slot,
      raceSpeed: list.raceSpeed[slot] as number,
      speed,
      moveCost: list.moveCost[slot] as number,
      numBlows,
      attackCost: Math.floor(100 / numBlows),
      unique: list.unique[slot] === 1,
      csleep: list.csleep[slot] as number,
      maxhp: list.maxhp[slot] as number,
      energy,
      wait: Timing.Act - energy,
      born: list.born(slot, reached),
      ledger: list.ledger(slot, reached),
      last: list.last(slot),
    };
  }

  save(): CthangbandSavedState {
    // Built fresh from the live fields: the snapshot shares nothing with the engine.
    const monsters: CthangbandSavedState['monsters'] = [];
    const list = this.list;
    for (let i = 1; i < this.list.max; i++) monsters.push(list.state[i] === SLOT.hole ? null : list.saved(i, this.reached(i)));
    return {
      format: 'cthangband-engine/3',
      startTurn: this.startTurn,
      turn: this.turn,
      advance: this.advance,
      tick: this.tick,
      phase: CTHANGBAND_PHASES[this.phase] as CthangbandPhase,
      playerPasses: this.playerPasses,
      newLevelFlag: this.newLevelFlag,
      cursor: this.cursor,
      mMax: this.list.max,
      hackMIdx: this.hackMIdx,
      current: this.current,
      player: this.player ? this.player.saved() : null,
      monsters,
    };
  }

  /** The tick in which the pass last reached `slot`: this one once it has passed the slot, else the one before. */
  private reached(slot: number): number {
    return slot > this.passCursor() ? this.tick : this.tick - 1;
  }

  /**
   * The pass has reached the slots above this one in the current tick (and not those at or below
   * it): `Slot.Unreached` before the pass starts (the player's phases), the cursor during it, 0
   * once the tick's pass is over (or the tick broke off and the unreached were carried over). It
   * follows from the phase and the cursor, so the pass keeps one number, not two.
   */
  private passCursor(): number {
    const phase = this.phase;
    return phase === Phase.Player || phase === Phase.AfterPlayer ? Slot.Unreached : phase === Phase.Monsters ? this.cursor : 0;
  }

  /**
   * The next monster of this tick's `process_monsters()` pass that gets a turn, or undefined. The
   * pass goes down the list from the cursor; each monster it reaches gains 10, and the first at
   * 1000 or more acts. Those below 1000 only gain, which their lazy energy accounts for, so only
   * the monsters due in this tick are looked at (the ring's bucket for the tick, highest slot
   * first). A BORN monster's skip is in its due tick, as is a hole's absence.
   */
  protected nextMonster(): ActorId | undefined {
    // process_monsters() breaks out after the process_monster() that set new_level_flag (nothing
    // in this pass sets it, so it is read once, where the pass resumes); the monsters left are
    // not reached in this tick (changeLevel() carries them over).
    if (this.newLevelFlag) return undefined;
    const slot = this.passFind();
    return slot === 0 ? undefined : this.handOut(slot);
  }

  /**
   * The next monster of this tick's pass, from the cursor down: the highest slot in the ring's
   * bucket for the tick (`DueRing`) that is due in it, or 0 once none is left (the pass is then
   * over: cursor 0). {@link handOut} gives it its turn. The common case of every monster turn, so
   * it calls nothing on its way (the bit scan is written out here) and stays small: V8 inlines a
   * function into `runSteps` beside the loop's `turn` only while all it inlines there fits about
   * 920 bytes of bytecode.
   */
  protected passFind(): number {
    const from = this.cursor;
    const bits = this.ring.bits;
    const base = (this.tick & Ring.Mask) * Ring.Words;
    // The bits of from's word at or below from (slot 0 is never filed), then the words below.
    let w = from >> 5;
    let word = (bits[base + w] as number) & ~(-2 << (from & 31));
    while (word === 0 && w > 0) word = bits[base + --w] as number;
    if (word === 0) {
      this.cursor = 0;
      return 0;
    }
    const slot = (w << 5) + 31 - Math.clz32(word);
    return this.list.due[slot] === this.tick ? slot : this.refileFar(slot);
  }

  /** A monster filed under this tick as the ring's farthest, not due in it: filed again, nearer its turn; the pass looks below it. */
  private refileFar(slot: number): number {
    this.ring.put(slot, this.list.due[slot] as number, this.tick);
    this.cursor = slot - 1;
    return this.passFind();
  }

  /**
   * The monster in `slot`, due in this tick (reached by its pass at 1000 or more after the gain),
   * gets its turn: the move cost is charged before the game knows what the monster will do
   * (`process_monsters()`), and the pass goes on below it. A BORN skip is never a due tick.
   * Written out with no call, as {@link passFind} is.
   */
  protected handOut(slot: number): ActorId {
    const tick = this.tick;
    const list = this.list;
    // The move cost, charged from the energy after this tick's gain (MonsterList.dueEnergy: at
    // least 1000, and a cost is at most 1000, so the s16b cannot wrap).
    const after = (list.dueEnergy[slot] as number) - (list.moveCost[slot] as number);
    list.energy[slot] = after;
    list.baseTick[slot] = tick;
    // MonsterList.schedule(slot), written out: dueTick(after, tick) and energyOnDue(after), the
    // number of further gains a division V8 makes a multiplication (the numerator is 10..33777).
    let first = ((after + Timing.Gain) << 16) >> 16;
    let next = tick + 1;
    if (first < Timing.Act) {
      const gains = ((Timing.Act + Timing.Gain - 1 - first) / Timing.Gain) | 0;
      next += gains;
      first += Timing.Gain * gains;
    }
    list.due[slot] = next;
    list.dueEnergy[slot] = first;
    // DueRing.put(slot, next, tick), its bit known to be in this tick's bucket.
    const bits = this.ring.bits;
    const w = slot >> 5;
    const bit = 1 << (slot & 31);
    let i = (tick & Ring.Mask) * Ring.Words + w;
    bits[i] = (bits[i] as number) & ~bit;
    const b = (next - tick < Ring.Ticks ? next : tick + Ring.Mask) & Ring.Mask;
    i = b * Ring.Words + w;
    bits[i] = (bits[i] as number) | bit;
    this.ring.at[slot] = b;
    // The turn is open, its numbers those just written (its tick, move cost, energy after it).
    list.lastCode[slot] = Last.Lazy;
    this.cursor = slot - 1;
    this.current = slot;
    return list.id[slot] as ActorId;
  }

  private chargePlayer(action: CthangbandPlayerAction): void {
    const p = this.player as PlayerRecord;
    let kind: string = action.kind;
    let forced = false;
    let energyUse: number;
    let directDebit = 0;
    let naturalAttacks: number | null = null;
    if (isForcedPass(p)) {
      // dungeon.c process_player(): paralysed or knocked out, no command is read: energy_use = 100.
      kind = 'paralyzed';
      forced = true;
      energyUse = 100;
    } else {
      const speed = currentSpeed(p.speed, p);
      const steps = (action.kind === 'walk' && !(action.knownObstacle && !action.impaired)) || action.kind === 'run';
      if (steps) {
        // cmd1.c move_player() / run_step(): extract_energy[pspeed] (playerActionCost()'s walk and run, read here directly).
        const step = cost(speed);
        if (step === undefined) {
          throw new InvalidActionError(`cthangband player action "${action.kind}"`, [
            {
              field: 'speed',
              value: speed,
              allowed: `${TABLE} to ${action.kind}: cmd2.c do_cmd_walk() and cmd1.c run_step() charge extract_energy[pspeed], which is undefined outside the table`,
            },
          ]);
        }
        energyUse = step;
      } else {
        const stats = this.stats;
        stats.speed = speed;
        stats.numBlow = p.numBlow;
        stats.numFire = p.numFire;
        stats.naturalAttacks = p.naturalAttacks;
        const charge = playerActionCost(action, stats, this.ctx.random, this.onBlow);
        energyUse = charge.energyUse;
        directDebit = charge.directDebit;
        naturalAttacks = charge.naturalAttacks ?? null;
        // cmd2.c do_cmd_go_up() / do_cmd_go_down(): free, and new_level_flag = TRUE.
        if (action.kind === 'stairs') {
          this.newLevelFlag = true;
          this.steady = false;
        }
      }
    }
    p.pay(kind, forced, energyUse, directDebit, naturalAttacks);
    this.playerPasses++;
  }

  /** The default action, `move`, of the monster in `slot`: it keeps the up-front charge (the general case is chargeMonster()). */
  private chargeMove(slot: number): void {
    this.current = Slot.None;
    this.list.closeMove(slot);
    this.hackMIdx = slot;
  }

  private chargeMonster(slot: number, action: CthangbandMonsterAction): void {
    const list = this.list;
    // The refund below changes the energy the open turn's numbers are read from.
    list.settle(slot);
    let refunds = false;
    let speedAfter = list.speed[slot] as number;
    switch (action.kind) {
      case 'move':
        break;
      case 'melee_player':
        // melee1.c make_attack_normal(): NEVER_BLOW races and pets return before the refund.
        refunds = action.noRefund !== true;
        break;
      case 'spell_at_player':
      case 'spell_at_monster':
        // The refund reads extract_energy[mspeed] after the spell: a haste-self is refunded the new cost.
        speedAfter = action.speedAfter ?? speedAfter;
        refunds = true;
        break;
      default:
        break;
    }
    if (refunds) {
      // Speeds and attack speeds are inside their domains (the schemas): extract_energy[mspeed]
      // and 100 / num_blows are defined.
      const refund = EXTRACT_ENERGY[speedAfter + NORMAL_SPEED_INDEX] as number;
      const attack = Math.floor(100 / (list.numBlows[slot] as number));
      list.setSpeed(slot, speedAfter);
      // Two statements in the game, each stored in the s16b.
      list.energy[slot] = toS16(toS16((list.energy[slot] as number) + refund) - attack);
      // The turn's energy is as of this tick (baseTick): the next turn follows from it.
      this.ring.put(slot, list.schedule(slot), this.tick);
      list.refunded(slot, refund, attack);
    }
    list.close(slot, action.kind);
    // process_monsters() sets hack_m_idx only for monsters that reach process_monster().
    if (action.kind !== 'out_of_range' && action.kind !== 'cannot_sense') this.hackMIdx = slot;
  }

  /** dungeon.c dungeon(): the list housekeeping at the top of every pass of its main loop. */
  private compact(): void {
    const list = this.list;
    if (list.count + 32 > Timing.Slots) {
      // monster2.c compact_monsters(64): the game deletes monsters (the hook's handler does), then
      // always excises the holes.
      if (this.ctx.heard.compactMonsters === true) this.ctx.emit('compactMonsters', { turn: this.turn, tick: this.tick, count: list.count, needed: 64 });
      this.exciseHoles();
    }
    // compact_monsters(0): only when the list has many holes.
    if (list.count + 32 < list.max) this.exciseHoles();
  }

  /** monster2.c compact_monsters(): excise holes backwards, moving the last monster into each one. */
  private exciseHoles(): void {
    const list = this.list;
    // No hole (m_cnt live slots fill 1..m_max − 1): nothing would move.
    if (list.count === list.max - 1) return;
    for (let i = list.max - 1; i >= 1; i--) {
      if (list.state[i] !== SLOT.hole) continue;
      const last = list.max - 1;
      if (last !== i) {
        const moved = list.id[last];
        list.move(last, i);
        this.ring.move(last, i);
        if (moved !== undefined) this.slotOf.set(moved, i);
      }
      list.max--;
    }
  }

  /**
   * The level changes (`dungeon.c` `play_game()`): `dungeon()` has broken out of its loop, so this
   * tick has no more phases and no `turn++`. `remove_non_pets()` removes the old level's monsters
   * (the `leaveLevel` hook's handler does; pets may stay) and closes the holes, then
   * `generate_cave()` places the new level's (the `newLevel` hook); the next `dungeon()` clears
   * `new_level_flag`. The player keeps its energy.
   */
  private changeLevel(): void {
    // The monsters the pass had not reached (all of them, if it had not started) are not reached in this tick.
    const list = this.list;
    const tick = this.tick;
    for (let i = Math.min(this.passCursor(), this.list.max - 1); i >= 1; i--) {
      if (list.state[i] !== SLOT.hole) this.ring.put(i, list.carryOver(i, tick), tick);
    }
    this.phase = Phase.Between;
    this.cursor = 0;
    this.hackMIdx = 0;
    this.current = Slot.None;
    this.advance = false;
    if (this.ctx.heard.leaveLevel === true) this.ctx.emit('leaveLevel', { turn: this.turn, tick: this.tick, monsters: this.list.count });
    this.exciseHoles();
    if (this.ctx.heard.newLevel === true) this.ctx.emit('newLevel', { turn: this.turn, tick: this.tick });
    this.newLevelFlag = false;
    // advance is false until the next tick starts (restudy() there).
    this.steady = false;
  }

  /** Rebuilds the engine from a saved state that passed the ruleset's state schema and check; copies every value. */
  private load(s: CthangbandSavedState): void {
    this.startTurn = s.startTurn;
    this.turn = s.turn;
    this.advance = s.advance;
    this.tick = s.tick;
    this.phase = CTHANGBAND_PHASES.indexOf(s.phase);
    this.playerPasses = s.playerPasses;
    this.newLevelFlag = s.newLevelFlag;
    this.cursor = s.cursor;
    this.list.max = s.mMax;
    this.hackMIdx = s.hackMIdx;
    this.current = s.current;
    this.player = s.player ? PlayerRecord.of(s.player) : null;
    // A turn pending in the snapshot: the loop reads its kind and whether it is forced from here.
    this.dueKind = s.current > 0 ? 'monster' : 'player';
    this.dueForced = s.current === Slot.Player && this.player !== null && isForcedPass(this.player);
    if (this.player) this.slotOf.set(this.player.id, Slot.Player);
    s.monsters.forEach((m, k) => {
      if (!m) return;
      this.ring.put(k + 1, this.list.put(k + 1, m, s.tick, this.reached(k + 1)), s.tick);
      this.slotOf.set(m.id, k + 1);
      this.list.count++;
    });
    this.restudy();
  }
}
