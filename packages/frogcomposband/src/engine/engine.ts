import {
  InvalidPatchError,
  InvalidSpecError,
  LimitError,
  type ActionOf,
  type ActorId,
  type Engine,
  type EngineContext,
  type EngineRunHost,
  type RandomSource,
  type PatchOutput,
  type SpecOf,
  type SpecOutput,
  type ViewOutput,
} from '@turnkeeper/core';
import { FROGCOMPOSBAND_DRAW_SITES } from '../random/draw-sites.js';
import { SHAPECHANGE_ENERGY, archeryEnergy, meleeEnergy } from '../rules/action-costs.js';
import { MODE_TOGGLE_ENERGY, castEnergy, deviceEnergy, playerClassIssue, toggleMode } from '../rules/class-costs.js';
import { BUILDING_ENERGY, innRest } from '../rules/inn.js';
import { S32_MAX, cDiv, toS16, toU16 } from '@turnkeeper/core/cint';
import { groundExtra, webExtra, type TerrainExtra } from '../rules/cost-distribution.js';
import { EnergyNeedTables, NOMINAL_COST } from '../rules/energy-need.js';
import { rollMonsterSpeed } from '../rules/monster-speed.js';
import { playerSpeedOf, playerWalkEnergy, type Mount } from '../rules/player-conditions.js';
import { countDownPlayerTurn, PLAYER_TIMER_MAX, type PlayerTurnWhen } from '../rules/player-turn.js';
import { incMinislow, monsterRawSpeed } from '../rules/speed-modifiers.js';
import { MAX_M_IDX, speedToEnergy, toInternal } from '../rules/speed.js';
import { TURNS_PER_TICK, gameTurnLimit, rollBackGameTurn } from '../rules/time.js';
import type { FrogcomposbandTypes } from '../schema/types.js';
import { LiveMonster, PlayerRecord, jsonId, livePlayer, savedPlayer, type LivePlayer } from './live-state.js';
import { MonsterList } from './monster-list.js';
import { Act, Bit, Word } from './monster-table.js';
import { FROGCOMPOSBAND_PHASES, type FrogcomposbandPhase, type FrogcomposbandSavedState } from './state.js';

type Kinds = FrogcomposbandTypes['kinds'];
type PlayerAction = ActionOf<Kinds, 'player'>;
type MonsterAction = ActionOf<Kinds, 'monster'>;

/**
 * Where the engine is inside a game turn: the saved state's phases (`FROGCOMPOSBAND_PHASES`, in
 * the same order) as numbers, compared at every `next()` (a number is one compare, a string a
 * check of its kind first).
 */
const enum Phase {
  Start = 0,
  Player = 1,
  Monsters = 2,
  World = 3,
}

/** A saved phase's name (`FROGCOMPOSBAND_PHASES`) to its number. */
const PHASE_OF: Readonly<Record<FrogcomposbandPhase, Phase>> = { start: Phase.Start, player: Phase.Player, monsters: Phase.Monsters, world: Phase.World };

/** `energy_need_hack`'s initial value (`src/variable.c`); every draw sets it first. */
const INITIAL_HACK = 40;
/** What `set_monster_fast()` / `set_monster_slow()` store at most (`src/melee2.c`). */
const MONSTER_TIMER_MAX = 200;
/** Above this (exclusive), a player's cost is charged exactly (`src/dungeon.c` `process_player()`). */
const EXACT_COST_ABOVE = 400;
/** Time stop ends once a command leaves `energy_need` above this (`src/dungeon.c` `process_player()`). */
const TIME_STOP_END = -1000;
/** The cursor before the first monster of a pass: above every slot of m_list. */
const BEFORE_FIRST = MAX_M_IDX;
/**
 * `ENERGY_NEED()`'s nominal cost (`NOMINAL_COST`, the centre of its draw) as the monster pass's
 * draw reads it (internal): a const enum member is written into the code as a number (see the
 * monster table's `Word`). A test checks it against `NOMINAL_COST`.
 *
 * @example
 * ```ts
 * const high = 2 * Cost.Nominal - low; // written as `2 * 100 - low`
 * ```
 */
export const enum Cost {
  Nominal = 100,
}

/**
 * The game clock's numbers `#endTurn()` reads at every game turn (internal), written into the
 * code as numbers: `TURNS_PER_TICK` and `S32_MAX`, the largest `game_turn` that may still be
 * counted up. A test checks them against those constants.
 *
 * @example
 * ```ts
 * const overflows = time >= (Clock.TurnMax as number); // written as `time >= 2147483647`
 * ```
 */
export const enum Clock {
  TurnsPerTick = 10,
  TurnMax = 2_147_483_647,
}
// (Compared with a number, a const enum's member is written `Bit.Plain as number`: the lint rule
// against comparing enums with plain numbers guards real enums, and these are numbers in disguise.)
/** `ENERGY_NEED()`'s two draw sites, at hand for the hot path. */
const TABLE_SITE = FROGCOMPOSBAND_DRAW_SITES.randnorTable;
const SIGN_SITE = FROGCOMPOSBAND_DRAW_SITES.randnorSign;

/**
 * Copies a patch's given fields onto an actor's state (`speed` is stored under another name, and
 * `kind` is the core's tag): each field is the game variable of the same name.
 */
function assignFields(target: object, patch: object): void {
  for (const [key, value] of Object.entries(patch) as [string, unknown][]) {
    if (value !== undefined && key !== 'kind' && key !== 'speed') (target as Record<string, unknown>)[key] = value;
  }
}

/** A timer's countdown through its setter: one less, kept within 0..max. */
function countDown(value: number, max: number): number {
  return Math.min(max, Math.max(0, value - 1));
}

/**
 * FrogComposband's time loop (`src/dungeon.c` `dungeon()`), one game turn at a time: the player's
 * gain and whole action loop (`process_player()`), then every monster from the highest index down
 * (`src/melee2.c` `process_monsters()`), then the world (`process_world()`), then `game_turn++`
 * and `prevent_turn_overflow()`.
 *
 * `next()` walks that loop until someone may act: the player while its `energy_need <= 0`, as
 * many times as that lasts; each monster at most once per game turn, its base `ENERGY_NEED()`
 * drawn *before* it is returned (the game draws it before the monster's AI runs). The charge
 * handlers then charge the player's command (drawn after the command, as in the game's cleanup)
 * or the monster's terrain extras. Gains are processed per game turn, exactly as the game does,
 * because the random draws must interleave in the game's order.
 *
 * What reaches the engine is already validated by the core (kinds, specs, patches, actions, one
 * player, at most 1023 monsters); the engine checks only what needs the loop's state: a monster
 * index already taken, and a mount that must be a monster of the loop.
 *
 * The hot path allocates nothing: the monsters sit in their m_list slots (the next one below the
 * cursor is a bitmap scan, so monsters may come and go mid-pass), each one's speed is cached until
 * something it depends on changes, the records of the last game turn are written into reused
 * fields, `ENERGY_NEED()`'s clamp is resolved once for the version, and hook payloads are built
 * only when someone listens.
 */
export class FrogcomposbandEngine implements Engine<FrogcomposbandTypes> {
  time = 0;
  /**
   * Game turns from `time` to the next tick turn (`game_turn % 10 == 0`; 0: `time` is one), kept
   * with it: every monster's visit asks whether this is a tick turn, and counting down at each
   * `game_turn++` spares a division.
   */
  #untilTick = 0;
  #phase = Phase.Start;
  /** Index of the monster last processed in this pass ({@link BEFORE_FIRST} before the first). */
  #cursor = BEFORE_FIRST;
  /** The global `energy_need_hack`: the clamp index every `ENERGY_NEED()` uses. */
  #hack = INITIAL_HACK;
  /** The global `hack_m_idx`: the monster acting in this pass (0 outside it). */
  #hackMIdx = 0;
  /** The global `predictable_energy_hack`: every `ENERGY_NEED()` is 100, with no draw. */
  #predictable = false;
  /** The actor whose turn was handed out, its kind, and the monster itself when it is one. */
  #current: ActorId | null = null;
  /** The kind of the actor whose turn was handed out: the loop reads it after every `next()`. */
  dueKind: 'player' | 'monster' = 'player';
  /** The slot of the monster whose turn was handed out (0: none). */
  #currentSlot = 0;
  #player: LivePlayer | null = null;
  readonly #playerRecord = new PlayerRecord();
  /** The monster the player rides (`p_ptr->riding`), null when none. */
  #mount: LiveMonster | null = null;
  /** The player's speed (`calc_bonuses()`), cached until one of its inputs changes. */
  #playerSpeedValid = false;
  #playerRaw = 0;
  #playerInternal = 0;
  #playerEnergy = 0;
  /** The player's filibuster as every monster's speed cache was computed with it (`src/melee2.c` `process_monsters()`). */
  #filibuster = false;
  readonly #monsters = new MonsterList<LiveMonster>();
  /** The list's table, at hand for the monster pass and the charges. */
  readonly #table = this.#monsters.table;
  /** The table's pass clock, at hand for every visit that acts. */
  readonly #clock = this.#table.clock;
  /** `ENERGY_NEED()`'s clamp (its low bound per energy; the high one is 200 − it) and randnor offsets, resolved once for the version. */
  readonly #clampLow: Int16Array;
  readonly #randnorOffsets: Uint8Array;
  readonly #random: RandomSource;
  readonly #nightmare: boolean;
  readonly #nightStart: boolean;
  /** `game_turn_limit` (`src/dungeon.c` `prevent_turn_overflow()`). */
  readonly #turnLimit: number;
  readonly #ctx: EngineContext<FrogcomposbandTypes>;
  /** What `countDownPlayerTurn()` is told at an acting game turn, just arrived on a level or not: made once. */
  readonly #actingTurn: PlayerTurnWhen;
  readonly #arrivedTurn: PlayerTurnWhen;

  /** Per actor kind: the player's command, or a monster's move onto terrain. */
  readonly charge = {
    player: (_id: ActorId, action: PlayerAction): void => {
      this.#chargePlayer(this.#player as LivePlayer, action);
      this.#current = null;
    },
    monster: (id: ActorId, action: MonsterAction): void => {
      // The monster just handed out, by its slot; a restored pending turn may need the lookup.
      const slot = id === this.#current && this.#currentSlot !== 0 ? this.#currentSlot : (this.#monsters.get(id) as LiveMonster).index;
      this.#chargeMonster(slot, action);
      this.#current = null;
    },
  };

  constructor(ctx: EngineContext<FrogcomposbandTypes>, saved: FrogcomposbandSavedState | undefined) {
    this.#ctx = ctx;
    this.#setTime(ctx.options.startTurn);
    const tables = new EnergyNeedTables(ctx.version);
    this.#clampLow = tables.low;
    this.#randnorOffsets = tables.offsets;
    this.#random = ctx.random;
    this.#nightmare = ctx.options.nightmare;
    this.#nightStart = ctx.options.nightStart;
    this.#turnLimit = gameTurnLimit(this.#nightStart);
    this.#actingTurn = { version: ctx.version };
    this.#arrivedTurn = { version: ctx.version, arrived: true };
    if (saved !== undefined) this.#load(saved);
  }

  kindOf(id: ActorId): 'player' | 'monster' | undefined {
    if (this.#player?.id === id) return 'player';
    return this.#monsters.get(id) ? 'monster' : undefined;
  }

  ids(): ActorId[] {
    const out: ActorId[] = this.#player ? [this.#player.id] : [];
    for (let m = this.#monsters.below(MAX_M_IDX); m; m = this.#monsters.below(m.index)) out.push(m.id);
    return out;
  }

  add(id: ActorId, spec: SpecOutput<Kinds>): void {
    if (spec.kind === 'player') this.#addPlayer(id, spec);
    else this.#addMonster(id, spec);
  }

  remove(id: ActorId): void {
    if (this.#player?.id === id) {
      this.#player = null;
      this.#setMount(null);
      this.#playerChanged();
    } else {
      const m = this.#monsters.get(id);
      if (m) {
        this.#monsters.delete(m);
        if (m.index === this.#currentSlot) this.#currentSlot = 0;
        // The mount gone, the player is no longer riding (p_ptr->riding = 0).
        if (this.#player?.mount === id) {
          this.#player.mount = null;
          this.#setMount(null);
          this.#playerSpeedValid = false;
        }
      }
    }
    if (this.#current === id) this.#current = null;
  }

  update(id: ActorId, patch: PatchOutput<Kinds>): void {
    if (patch.kind === 'player') {
      const p = this.#player as LivePlayer;
      if (patch.class !== undefined || patch.level !== undefined || patch.quickSpelling !== undefined) {
        const merged = { class: patch.class ?? p.class, level: patch.level ?? p.level, quickSpelling: patch.quickSpelling ?? p.quickSpelling };
        const issue = playerClassIssue(merged, this.#ctx.version);
        if (issue) throw new InvalidPatchError('frogcomposband player patch', [issue]);
      }
      if (patch.mount !== undefined && patch.mount !== null) this.#checkMount(patch.mount, 'patch');
      if (patch.speed !== undefined) p.base = patch.speed;
      assignFields(p, patch);
      this.#playerChanged();
      return;
    }
    const m = this.#monsters.get(id) as LiveMonster;
    // Its record may be derived from energy_need and its speed: frozen before they change.
    m.freezeRecord();
    if (patch.speed !== undefined) m.mspeed = patch.speed;
    assignFields(m, patch);
    this.#monsterChanged(m);
  }

  next(): ActorId | undefined {
    // One game turn in dungeon()'s order, each phase falling through to the next: most calls are
    // a monster's turn in the middle of a pass, the first case.
    for (;;) {
      if (this.#phase === Phase.Monsters) {
        const slot = this.#monsterPass();
        if (slot !== 0) return this.#handOut(slot);
        // The pass ended and dungeon() went on (#turnOver): the player is due, or nobody can act.
      }
      if (this.#phase === Phase.World) this.#endTurn();
      if (this.#phase === Phase.Start) {
        // Checked at every turn start: a hook handler may remove actors while the loop runs.
        if (!this.#player && !this.#anyMonsterGains()) return undefined;
        this.#startTurn();
      }
      if (this.#phase === Phase.Player) {
        const p = this.#player;
        if (p && p.energyNeed <= 0) {
          this.#current = p.id;
          this.dueKind = 'player';
          this.#currentSlot = 0;
          return p.id;
        }
        this.#beginPass();
      }
    }
  }

  /**
   * `loop.run`'s fast path (see `Engine.runSteps`): `dungeon()`'s turns handed out one after
   * another, each exactly as `next()` then the due kind's charge, with the loop's part of the
   * turn (the chooser, the action's checks) in `host.turn`. The chooser runs there and may add,
   * remove or update actors: the charge reads the engine afresh. What `host.turn` throws passes
   * through with the turn still handed out, as after `next()`.
   */
  runSteps(steps: number, host: EngineRunHost<FrogcomposbandTypes>): number {
    for (let i = 0; i < steps; i++) {
      const id = this.next();
      if (id === undefined) return i;
      // The kinds as literals: the loop compares them with its pending kind by identity.
      // FrogComposband has no forced turns: every command is the player's or a monster's AI.
      if (this.dueKind === 'player') {
        const action = host.turn(id, 'player', false);
        this.#chargePlayer(this.#player as LivePlayer, action);
      } else {
        const action = host.turn(id, 'monster', false);
        // host.turn refuses a due monster the chooser removed, so it is in the slot next() handed
        // out (or, had the chooser called next() itself after removing it, in the slot that set).
        this.#chargeMonster(this.#currentSlot, action);
      }
      this.#current = null;
    }
    return steps;
  }

  /** The turn of the monster in `slot`, handed out. */
  #handOut(slot: number): ActorId {
    const id = this.#monsters.idAt(slot);
    this.#current = id;
    this.dueKind = 'monster';
    this.#currentSlot = slot;
    return id;
  }

  inspect(id: ActorId): ViewOutput<Kinds> {
    // Computed afresh, not from the caches: a view says what the rules give now.
    const p = this.#player;
    if (p?.id === id) {
      const s = playerSpeedOf(p.base, p, this.#mountOf(p));
      return {
        kind: 'player',
        speed: s.raw,
        energy: s.energy,
        energyNeed: p.energyNeed,
        haste: p.haste,
        slow: p.slow,
        spurt: p.spurt,
        lightspeed: p.lightspeed,
        minislow: p.minislow,
        miniEnergy: p.miniEnergy,
        quickWalkTimer: p.quickWalkTimer,
        freeTurns: p.freeTurns,
        noSpells: p.noSpells,
        noDevice: p.noDevice,
        arrived: p.arrived,
        timeStopped: p.timeStopped,
        bearForm: p.bearForm,
        mode: p.mode,
        mount: p.mount,
        playerTurns: p.playerTurns,
        last: this.#playerRecord.toJSON(),
      };
    }
    const m = this.#monsters.get(id) as LiveMonster;
    const ridden = p !== null && p.mount === m.id;
    const s = ridden ? playerSpeedOf(p.base, p, this.#mountOf(p)) : this.#monsterSpeedOf(m);
    return {
      kind: 'monster',
      index: m.index,
      mspeed: m.mspeed,
      speed: s.raw,
      energy: s.energy,
      energyNeed: m.energyNeed,
      aware: m.aware,
      hurt: m.hurt,
      ridden,
      born: m.born,
      fast: m.fast,
      slow: m.slow,
      minislow: m.minislow,
      last: m.last(),
    };
  }

  save(): FrogcomposbandSavedState {
    // Fresh plain objects, built once (the loop's snapshot shares nothing with the live state).
    const monsters = [];
    for (let m = this.#monsters.below(MAX_M_IDX); m; m = this.#monsters.below(m.index)) monsters.push(m.saved());
    return {
      format: 'frogcomposband.engine/2',
      time: this.time + 0,
      phase: FROGCOMPOSBAND_PHASES[this.#phase],
      cursor: this.#cursor === BEFORE_FIRST ? null : this.#cursor,
      hack: this.#hack,
      hackMIdx: this.#hackMIdx,
      predictable: this.#predictable,
      current: this.#current === null ? null : jsonId(this.#current),
      player: this.#player ? savedPlayer(this.#player, this.#playerRecord) : null,
      monsters,
    };
  }

  // --- game turn phases -------------------------------------------------------------------

  /** `process_player()` (`src/dungeon.c`): the gain, and if due, `energy_need_hack` set and light speed counted down. */
  #startTurn(): void {
    const p = this.#player;
    this.#cursor = BEFORE_FIRST;
    if (!p) {
      this.#beginPass();
      return;
    }
    this.#refreshPlayerSpeed();
    const energy = this.#playerEnergy;
    const need = toS16(p.energyNeed - energy);
    p.energyNeed = need;
    this.#playerRecord.start(this.time, this.#playerRaw, energy, need);
    if (need <= 0) {
      // process_player(): the player's clamp index is fixed before the command runs...
      this.#hack = energy;
      // ...then light speed, No Spells and No Devices count down, once per game turn in which
      // the player acts; from 7.1 not in the first one after arriving (p_ptr->nice), which the
      // command loop then clears.
      if (p.lightspeed !== 0 || p.noSpells !== 0 || p.noDevice !== 0) {
        if (p.lightspeed !== 0) this.#playerSpeedValid = false;
        countDownPlayerTurn(p, p.arrived ? this.#arrivedTurn : this.#actingTurn, p);
      }
      p.arrived = false;
      this.#phase = Phase.Player;
    } else this.#beginPass();
  }

  /** `process_monsters()` begins: the cursor above every slot. */
  #beginPass(): void {
    this.#phase = Phase.Monsters;
    this.#cursor = BEFORE_FIRST;
    this.#clock.begin(this.time);
  }

  /** `process_monsters()` ends: hack_m_idx = 0, every monster's visit done. */
  #endPass(): void {
    this.#hackMIdx = 0;
    this.#phase = Phase.World;
    this.#clock.from = 0;
  }

  /**
   * `process_monsters()` (`src/melee2.c`) from the cursor down, until a monster acts (its slot is
   * returned) or the pass ends (0). The common visit — an aware monster, not born, not ridden, with
   * no timer work on a tick turn, whose record is derived — is one word read and written back in
   * the list's table, the monster's object untouched; every other goes through
   * `#processMonster()`. A monster that acts draws its cost here, whichever way it was visited.
   */
  #monsterPass(): number {
    const list = this.#monsters;
    const hot = this.#table.hot;
    const clock = this.#clock;
    let mask = this.#commonMask();
    // Every slot above the highest monster is empty: the scan starts at it (the slots in between
    // would each be a miss, and a pass at the top of m_list a bitmap scan of every word).
    let i = Math.min(this.#cursor - 1, list.top);
    // The energy the monster that acts gained (its energy_need after the gain is in its word).
    let energy: number;
    pass: for (;;) {
      const top = i;
      for (; i > 0; i--) {
        const word = hot[i] as number;
        if ((word & mask) !== (Bit.Plain as number)) break;
        // energy_need − energy, stored back in the high half: the s16b wrap comes with the shift
        // (and Acted cleared: this visit has not acted, yet).
        const after = (((word >> Word.NeedShift) - ((word >> Word.EnergyShift) & 0xff)) << Word.NeedShift) | (word & Word.Kept);
        hot[i] = after;
        // energy_need at 0 or below: the word is below 1 << 16.
        if (after < (Word.Due as number)) {
          energy = (word >> Word.EnergyShift) & 0xff;
          break pass;
        }
      }
      if (i < top) this.#cursor = i + 1;
      // Every slot above i is done: what the derived records read from here on.
      clock.from = i + 1;
      // Any other slot: an empty one (the next monster is found in the bitmap), or a full visit.
      let m: LiveMonster | undefined = i > 0 ? list.at(i) : undefined;
      if (m === undefined && i > 0) {
        m = list.below(i);
        if (m !== undefined) {
          i = m.index;
          clock.from = i + 1;
          if (((hot[i] as number) & mask) === (Bit.Plain as number)) continue;
        }
      }
      if (m === undefined) {
        // The pass is over, and the next game turn's follows here unless the player is due or
        // nobody can act: one call per game turn, not a return to next() and a call back.
        if (!this.#turnOver()) return 0;
        // The world step and the turn start may have run hook handlers (actors, handlers changed).
        mask = this.#commonMask();
        i = Math.min(this.#cursor - 1, list.top);
        continue;
      }
      this.#cursor = i;
      energy = this.#processMonster(m);
      if (energy >= 0) break;
      clock.from = i;
      // Its hooks and draws ran user code, which may have registered a handler.
      mask = this.#commonMask();
      i--;
    }
    // process_monsters(): energy_need_hack set, then one base ENERGY_NEED(), before the monster's
    // action runs. Written out here, not called: V8 inlines only so much into one function, and
    // the two draws must fit.
    this.#cursor = i;
    // Its visit is done: a draw may run a caller's random source, which may read records.
    clock.from = i;
    this.#hack = energy;
    const need = (hot[i] as number) >> Word.NeedShift;
    let c: number = Cost.Nominal;
    if (!this.#predictable) {
      // ENERGY_NEED() as draw() makes it (randnor(100, 18) clamped by energy_need_hack).
      const random = this.#random;
      const offset = this.#randnorOffsets[random.below(32768, TABLE_SITE)] as number;
      const v = random.below(100, SIGN_SITE) < 50 ? Cost.Nominal - offset : Cost.Nominal + offset;
      const low = this.#clampLow[energy] as number;
      c = v < low ? low : v > 2 * Cost.Nominal - low ? 2 * Cost.Nominal - low : v;
    }
    // What the record reads of an action (MonsterTable: no extras yet); then energy_need + the
    // draw in the table word's high half (the s16b wrap comes with the shift), Acted set. The
    // monster's object is not touched.
    this.#table.acted[i] = (need << Act.NeedShift) | (c << Act.ClipShift);
    hot[i] = ((need + c) << Word.NeedShift) | ((hot[i] as number) & Word.Low) | Bit.Acted;
    this.#hackMIdx = i;
    return i;
  }

  /**
   * `process_monsters()` is over: `dungeon()` goes on with the world step, `game_turn++` and the
   * next game turn's `process_player()`, exactly as {@link next} would. True when that game
   * turn's monster pass comes next (begun), false when `next()` must go on: the player is due,
   * or nobody is left who can act.
   */
  #turnOver(): boolean {
    this.#endPass();
    this.#endTurn();
    // Checked at every turn start, as next() does: a hook handler may remove actors.
    if (!this.#player && !this.#anyMonsterGains()) return false;
    this.#startTurn();
    return this.#phase === Phase.Monsters;
  }

  /**
   * Which state bits send a visit down the full path: born, ridden, unaware (or gone), a record
   * kept in the object; on a tick turn also a running timer, and every monster while someone
   * listens to `monsterTimers` (its payload is built only then). Asked again whenever user code
   * may have run: at each call of the pass and after each full visit (hook handlers, a caller's
   * random source).
   */
  #commonMask(): number {
    // Kept small: it is inlined into the monster pass, whose draws need the compiler's inlining budget.
    return this.#untilTick === 0 ? this.#tickMask() : Bit.FullVisit;
  }

  /** {@link #commonMask} on a tick turn. */
  #tickMask(): number {
    return this.#ctx.heard.monsterTimers === true ? 0 : Bit.FullVisit | Bit.Timers;
  }

  /**
   * `process_monsters()` (`src/melee2.c`) for one monster, every case: the energy it gained when
   * it acts now (the monster pass then draws its cost), else −1.
   */
  #processMonster(m: LiveMonster): number {
    if (m.born) {
      m.freezeRecord();
      m.born = false; // MFLAG_BORN: placed below the monster acting, it waits one visit
      return -1;
    }
    if (m === this.#mount) return this.#processMount(m);
    if (this.#untilTick === 0 && !this.#monsterTimers(m)) return -1;
    // From this visit on its record is derived (MonsterTable): an idle one, or at its own speed.
    if (!m.aware && !m.hurt) {
      m.recordDerived(false);
      return -1;
    }
    const energy = m.speedEnergy;
    const need = toS16(m.energyNeed - energy);
    m.energyNeed = need;
    m.recordDerived(true);
    return need <= 0 ? energy : -1;
  }

  /** The mount's visit: it gains at the rider's speed, whether or not it is aware. */
  #processMount(m: LiveMonster): number {
    // A ridden monster moves at p_ptr->pspeed, as calc_bonuses() last left it: before this
    // pass's countdown of the mount's timers (handle_stuff() runs after process_monsters()).
    this.#refreshPlayerSpeed();
    const raw = this.#playerRaw;
    const energy = this.#playerEnergy;
    if (this.#untilTick === 0 && !this.#monsterTimers(m)) return -1;
    const need = toS16(m.energyNeed - energy);
    m.energyNeed = need;
    // Its record is derived, at the speed kept in the table for the mount.
    this.#table.mountRaw = raw;
    this.#table.mountEnergy = energy;
    m.recordDerived(true);
    return need <= 0 ? energy : -1;
  }

  /**
   * `process_mon_mtimed()` (`src/melee2.c`) on tick turns: FAST and SLOW through their setters
   * (kept within 0..200), the hook, the mini-slow roll (drawn whatever the air; a living monster
   * recovers only where there is air). False when a hook handler removed the monster.
   */
  #monsterTimers(m: LiveMonster): boolean {
    let changed = false;
    if (m.fast !== 0) {
      m.fast = countDown(m.fast, MONSTER_TIMER_MAX);
      changed = true;
    }
    if (m.slow !== 0) {
      m.slow = countDown(m.slow, MONSTER_TIMER_MAX);
      changed = true;
    }
    if (changed) this.#monsterChanged(m);
    if (this.#ctx.heard.monsterTimers === true) {
      this.#ctx.emit('monsterTimers', { actor: m.id, gameTurn: this.time });
      if (this.#monsters.at(m.index) !== m) return false;
    }
    if (m.minislow > 0 && this.#random.below(m.regenerate ? 50 : 100, FROGCOMPOSBAND_DRAW_SITES.minislowRecovery) < m.minislow) {
      if (!(this.#player?.noAir ?? false) || m.nonliving) {
        m.minislow = incMinislow(m.minislow, -1);
        this.#monsterChanged(m);
      }
    }
    return true;
  }

  /** `process_world()` on tick turns, then `game_turn++` and `prevent_turn_overflow()` (`src/dungeon.c` `dungeon()`). */
  #endTurn(): void {
    if (this.time >= (Clock.TurnMax as number)) {
      // game_turn++ past 2^31 − 1 is signed overflow: undefined behaviour in the game.
      throw new LimitError(
        'TIME_OVERFLOW',
        `game_turn (a signed 32-bit counter) would overflow past ${S32_MAX}: prevent_turn_overflow() keeps it below game_turn_limit only after the increment`,
        { counter: 'game_turn', value: this.time },
      );
    }
    if (this.#untilTick === 0) {
      if (this.#ctx.heard.processWorld === true) this.#ctx.emit('processWorld', { gameTurn: this.time });
      const p = this.#player;
      if (p) this.#playerTimers(p);
    }
    if (this.#ctx.heard.gameTurnEnd === true) this.#ctx.emit('gameTurnEnd', { gameTurn: this.time });
    const next = this.time + 1;
    if (next < this.#turnLimit) {
      this.time = next;
      const until = this.#untilTick;
      this.#untilTick = until === 0 ? Clock.TurnsPerTick - 1 : until - 1;
    } else this.#setTime(rollBackGameTurn(next, this.#nightStart));
    this.#phase = Phase.Start;
  }

  /** `game_turn` set to `time` by other means than `game_turn++`: where the next tick turn is, afresh. */
  #setTime(time: number): void {
    this.time = time;
    // Turns to the next multiple of 10 (isTickTurn()), also for a time below 0.
    const past = time % TURNS_PER_TICK;
    this.#untilTick = past === 0 ? 0 : past > 0 ? TURNS_PER_TICK - past : -past;
  }

  /**
   * `process_world_aux_timeout()` (`src/dungeon.c`): fast, then slow (with free-action saves that
   * may take up to 5 off in one tick), then mini-slowness recovery, then the spurt and
   * `tim_quick_walk`, each through its setter (kept within 0..10000).
   */
  #playerTimers(p: LivePlayer): void {
    // Any of these running changes the speed calc_bonuses() gives.
    if (p.haste !== 0 || p.slow !== 0 || p.minislow !== 0 || p.spurt !== 0) this.#playerSpeedValid = false;
    if (p.haste !== 0) p.haste = countDown(p.haste, PLAYER_TIMER_MAX);
    if (p.slow !== 0) {
      let vah = 0;
      do {
        p.slow = countDown(p.slow, PLAYER_TIMER_MAX);
        vah++;
      } while (p.slow !== 0 && this.#freeActionSave(p) && vah < 5);
    }
    if (p.minislow !== 0 && (!p.noAir || p.breathless)) {
      let regen = Math.max(0, cDiv(p.regen, 100));
      if (regen === 0 && this.#random.below(3, FROGCOMPOSBAND_DRAW_SITES.miniSlowRegen) === 0) regen++;
      p.miniEnergy = toU16(p.miniEnergy + cDiv(regen * (p.minislow * 2 + 2), 3));
      if (p.miniEnergy >= 100) {
        p.miniEnergy -= 100;
        p.minislow = incMinislow(p.minislow, -1);
      }
    } else p.miniEnergy = 0;
    if (p.spurt !== 0) p.spurt = countDown(p.spurt, PLAYER_TIMER_MAX);
    if (p.quickWalkTimer !== 0) p.quickWalkTimer = countDown(p.quickWalkTimer, PLAYER_TIMER_MAX);
  }

  /** `free_act_save_p(dun_level * 2)` (`src/effects.c`). */
  #freeActionSave(p: LivePlayer): boolean {
    if (p.berserker) return true;
    if (p.freeAction >= 3) return true;
    const ml = p.dungeonLevel * 2;
    if (ml < 42 && p.freeAction === 2) return true;
    for (let i = 0; i < p.freeAction; i++) {
      if (this.#random.below(100 + cDiv(ml, 2), FROGCOMPOSBAND_DRAW_SITES.freeActionSave) < p.savingThrow) return true;
    }
    return false;
  }

  // --- charging -----------------------------------------------------------------------------

  /** `ENERGY_NEED()` (`src/defines.h`): 100 with no draw while `predictable_energy_hack` is set. */
  #draw(): number {
    if (this.#predictable) return NOMINAL_COST;
    // randnor(100, 18) (src/z-rand.c): the table draw, then the sign; clamped by energy_need_hack.
    const offset = this.#randnorOffsets[this.#random.below(32768, FROGCOMPOSBAND_DRAW_SITES.randnorTable)] as number;
    const v = this.#random.below(100, FROGCOMPOSBAND_DRAW_SITES.randnorSign) < 50 ? NOMINAL_COST - offset : NOMINAL_COST + offset;
    const low = this.#clampLow[this.#hack] as number;
    const high = 2 * NOMINAL_COST - low;
    return v < low ? low : v > high ? high : v;
  }

  /**
   * `process_player()`'s cleanup (`src/dungeon.c`): a command with `energy_use` 0 is free; any
   * other counts a player turn, spends a free turn (while one is left after it, the command costs
   * 0, its draw still made), is charged exactly under time stop or above 400, else
   * `trunc(u × ENERGY_NEED() / 100)` in 16 bits; time stop ends once `energy_need` is above −1000
   * (which then becomes one `ENERGY_NEED()`); and `predictable_energy_hack` is cleared.
   */
  #chargePlayer(p: LivePlayer, action: PlayerAction): void {
    if (p.playerTurns >= S32_MAX) {
      throw new LimitError(
        'TIME_OVERFLOW',
        `player_turn (a signed 32-bit counter) would overflow past ${S32_MAX}: process_player() counts it up before every command`,
        {
          counter: 'player_turn',
          value: p.playerTurns,
        },
      );
    }
    const nominal = this.#nominalCost(p, action);
    let u = nominal;
    let clip: number | null = null;
    let cost = 0;
    if (u !== 0) {
      p.playerTurns++;
      if (p.freeTurns > 0) {
        p.freeTurns--;
        if (p.freeTurns > 0) u = 0;
      }
      if (p.timeStopped || (action.kind === 'act' && action.timeStop === true) || u > EXACT_COST_ABOVE) cost = u;
      else {
        clip = this.#draw();
        cost = toS16(Math.trunc((u * clip) / 100));
      }
      p.energyNeed = toS16(p.energyNeed + cost);
      if (p.timeStopped && p.energyNeed > TIME_STOP_END) {
        p.timeStopped = false;
        p.energyNeed = toS16(this.#draw());
      }
      this.#predictable = false;
    }
    this.#playerRecord.push(nominal, clip, cost, p.energyNeed);
  }

  /** The command's `energy_use`, and what the command itself changes (Change Skin, crits). */
  #nominalCost(p: LivePlayer, action: PlayerAction): number {
    switch (action.kind) {
      case 'act':
        return action.energyUse ?? 100;
      case 'move':
        return playerWalkEnergy(p, action, action.base ?? 100, this.#mountOf(p));
      case 'shoot':
        return archeryEnergy(action.bow, action.shots);
      case 'melee': {
        // py_attack(): crits are allowed again at the first attack of a new game turn.
        const critsSpent = p.critsSpentTurn === this.time;
        if (action.heavyCrit === true && !critsSpent) p.critsSpentTurn = this.time;
        return meleeEnergy({
          frenzy: p.berserker || p.fantasticFrenzy || p.bearForm,
          ...(action.weapons !== undefined ? { weapons: action.weapons } : {}),
          ...(action.kill !== undefined ? { kill: action.kill } : {}),
          heavyCrit: action.heavyCrit ?? false,
          critsSpent,
        });
      }
      case 'shapechange':
        // beorning_change_shape_spell() (src/beorning.c): the form flips during the command.
        p.bearForm = !p.bearForm;
        this.#playerSpeedValid = false;
        return SHAPECHANGE_ENERGY;
      case 'cast':
        return castEnergy(p, action.spellLevel);
      case 'device':
        return deviceEnergy({
          kind: action.device,
          itemLevel: action.itemLevel,
          level: p.level,
          ...(action.speciality !== undefined ? { speciality: action.speciality } : {}),
          ...(action.mutation !== undefined ? { mutation: action.mutation } : {}),
          ...(action.speedPval !== undefined ? { speedPval: action.speedPval } : {}),
        });
      case 'toggle':
        // set_action() (src/effects.c): leaving search mode gives its −10 back to the speed.
        p.mode = toggleMode(p.mode, action.mode);
        this.#playerSpeedValid = false;
        return MODE_TOGGLE_ENERGY;
      case 'innRest':
        if (action.poisoned !== true && action.cut !== true) this.#restAtInn(p);
        return BUILDING_ENERGY;
    }
  }

  /**
   * Resting for the night at the inn (`inn_comm()` case `BACT_REST`, `src/bldg.c`), inside the
   * building command: `game_turn` jumps to the next 6:00 or 18:00 and `prevent_turn_overflow()`
   * rolls it back past its limit ({@link innRest}). Nothing else of the skipped game turns happens:
   * no energy is handed out, no monster is processed, no tick's timers count down — the game only
   * writes a new value into `game_turn` and goes on with the same pass of `dungeon()`, whose
   * monster pass and world step then run at the new turn. `reset_tim_flags()` (`src/effects.c`)
   * ends haste, light speed, slow, mini-slowness and `mini_energy`, the spurt, Quick Walk's timer,
   * the action mode and time stop, stops the mount's haste and slowness, and pays off an energy
   * debt with `PY_ENERGY_NEED()` draws at the player's speed as `calc_bonuses()` last left it.
   * The building command's own cost (100, `do_cmd_bldg()`) is charged after all this, as any
   * command's.
   */
  #restAtInn(p: LivePlayer): void {
    this.#refreshPlayerSpeed();
    const rest = innRest(
      { gameTurn: this.time, energyNeed: p.energyNeed, energy: this.#playerEnergy, nightStart: this.#nightStart, predictable: this.#predictable },
      this.#random,
      this.#ctx.version,
    );
    if (!rest.rested) return;
    this.#setTime(rest.gameTurn);
    p.energyNeed = rest.energyNeed;
    p.haste = 0;
    p.lightspeed = 0;
    p.slow = 0;
    p.minislow = 0;
    p.miniEnergy = 0;
    p.spurt = 0;
    p.quickWalkTimer = 0;
    p.mode = 'none';
    p.timeStopped = false;
    const m = this.#mount;
    if (m) {
      m.freezeRecord();
      m.fast = 0;
      m.slow = 0;
      this.#monsterChanged(m);
    }
    this.#playerSpeedValid = false;
  }

  /** Terrain extras (`src/melee2.c` `process_monster()`), drawn when the monster moves; then MFLAG2_HURT is cleared. */
  #chargeMonster(slot: number, action: MonsterAction): void {
    if (action.kind === 'move') {
      // monsterTerrainExtras()'s order (the ground's extra, then the web's), without its list.
      const m = this.#monsters.at(slot) as LiveMonster;
      const terrain = action.terrain ?? 'plain';
      const ground = groundExtra(terrain, m);
      if (ground) this.#chargeExtra(m, ground);
      const web = webExtra(terrain, m, action.web ?? false);
      if (web) this.#chargeExtra(m, web);
    }
    // MFLAG2_HURT cleared: straight in the table word, as every monster's action does it.
    const hot = this.#table.hot;
    hot[slot] = (hot[slot] as number) & ~Bit.Hurt;
  }

  /** One terrain extra: its `ENERGY_NEED()` drawn, added to `energy_need` and recorded. */
  #chargeExtra(m: LiveMonster, extra: TerrainExtra): void {
    const draw = this.#draw();
    const added = extra.add(draw);
    m.energyNeed = toS16(m.energyNeed + added);
    if (m.hasLast) m.addExtra(extra.terrain, draw, added);
  }

  // --- actors ------------------------------------------------------------------------------

  #addPlayer(id: ActorId, spec: SpecOf<Kinds, 'player'>): void {
    // A class and Quick Spelling the version has, checked with the level: refused before anything changes.
    const issue = playerClassIssue(spec, this.#ctx.version);
    if (issue) throw new InvalidSpecError('frogcomposband player spec', [issue]);
    if (spec.mount !== null) this.#checkMount(spec.mount, 'spec');
    // `kind` is dropped by the ordering (it is not a state field).
    const { speed, weight, weightLimit, ...rest } = spec;
    this.#player = livePlayer({
      id,
      base: speed,
      ...rest,
      weight: weight ?? null,
      weightLimit: weightLimit ?? null,
      playerTurns: 0,
      critsSpentTurn: null,
    });
    this.#playerRecord.load(null);
    this.#playerChanged();
  }

  /** The mount must be a monster of the loop: a cross-reference only the engine can check. */
  #checkMount(mount: ActorId, where: 'spec' | 'patch'): void {
    if (this.#monsters.get(mount)) return;
    const issue = [{ field: 'mount', value: mount, allowed: 'the id of a monster in the loop (the one ridden), or null' }];
    if (where === 'spec') throw new InvalidSpecError('frogcomposband player spec', issue);
    throw new InvalidPatchError('frogcomposband player patch', issue);
  }

  /** `place_monster_one()` (`src/monster2.c`): the speed roll, then the starting energy. */
  #addMonster(id: ActorId, spec: SpecOf<Kinds, 'monster'>): void {
    this.#checkIndex(spec.index);
    const random = this.#random;
    let mspeed = spec.speed;
    if (mspeed === undefined || spec.energyNeed === undefined) {
      if (this.#ctx.heard.monsterPlaced === true) this.#ctx.emit('monsterPlaced', { actor: id, gameTurn: this.time });
      // A hook handler may have added actors meanwhile: the id and the slot must still be free.
      if (this.kindOf(id) !== undefined) {
        throw new InvalidSpecError('frogcomposband monster spec', [{ field: 'id', value: id, allowed: 'an id no monsterPlaced handler took meanwhile' }]);
      }
      this.#checkIndex(spec.index);
    }
    const index = spec.index ?? this.#freeIndex();
    mspeed ??= rollMonsterSpeed(random, spec.race as number, { unique: spec.unique, veryNiceSummon: spec.bloodCurseSummon, version: this.#ctx.version });
    let need = spec.energyNeed;
    if (need === undefined) {
      // place_monster_one(): energy_need_hack = SPEED_TO_ENERGY(mspeed), then ENERGY_NEED() first (gcc's order).
      this.#hack = speedToEnergy(toInternal(mspeed));
      const draw = this.#draw();
      if (this.#nightmare) need = toS16(draw - random.below(100, FROGCOMPOSBAND_DRAW_SITES.startingEnergyNightmare) * 2);
      else {
        need = toS16(draw - random.below(100, FROGCOMPOSBAND_DRAW_SITES.startingEnergy));
        if (spec.summoned) need = Math.max(25, need);
        if (spec.bloodCurseSummon) {
          // very_nice_summon_hack: a fixed start from the player's, and predictable costs from now on.
          const p = this.#player;
          const pNeed = p?.energyNeed ?? 0;
          let pspeed = toInternal(0);
          if (p) {
            this.#refreshPlayerSpeed();
            pspeed = this.#playerInternal;
          }
          need = Math.min(184, Math.max(88, pNeed + cDiv(toInternal(mspeed) * 8, 7) + 123 - Math.min(144, pspeed)));
          this.#predictable = true;
        }
      }
    }
    const m = new LiveMonster(this.#table, {
      id,
      index,
      mspeed,
      energyNeed: toS16(need),
      aware: spec.aware,
      hurt: spec.hurt,
      fast: spec.fast,
      slow: spec.slow,
      minislow: spec.minislow,
      regenerate: spec.regenerate,
      nonliving: spec.nonliving,
      level: spec.level,
      canFly: spec.canFly,
      passWall: spec.passWall,
      wildWood: spec.wildWood,
      wildSnow: spec.wildSnow,
      spider: spec.spider,
      // place_monster_one(): placed below hack_m_idx (the monster acting) → MFLAG_BORN, skipped at its next visit.
      born: index < this.#hackMIdx,
    });
    this.#refreshMonsterSpeed(m);
    this.#monsters.add(m);
  }

  /** A new monster's slot: above every other while m_list has room, else the highest free one. */
  #freeIndex(): number {
    const top = this.#monsters.highest() + 1;
    return top < MAX_M_IDX ? top : this.#monsters.highestFree();
  }

  /** An explicit monster index must be a free slot: a cross-reference only the engine can check. */
  #checkIndex(index: number | undefined): void {
    if (index !== undefined && this.#monsters.at(index) !== undefined) {
      throw new InvalidSpecError('frogcomposband monster spec', [
        { field: 'index', value: index, allowed: `a free slot in the monster list (${String(index)} is taken)` },
      ]);
    }
  }

  /** True when some monster would gain energy this game turn (aware of the player, or hurt). */
  #anyMonsterGains(): boolean {
    for (let m = this.#monsters.below(MAX_M_IDX); m; m = this.#monsters.below(m.index)) if (m.aware || m.hurt) return true;
    return false;
  }

  // --- speed caches ------------------------------------------------------------------------

  /** The player changed (added, patched, removed): its speed, the mount and every monster's filibuster may differ. */
  #playerChanged(): void {
    const p = this.#player;
    this.#setMount(p?.mount == null ? null : (this.#monsters.get(p.mount) ?? null));
    this.#playerSpeedValid = false;
    const filibuster = p?.filibuster ?? false;
    if (filibuster !== this.#filibuster) {
      this.#filibuster = filibuster;
      for (let m = this.#monsters.below(MAX_M_IDX); m; m = this.#monsters.below(m.index)) this.#refreshMonsterSpeed(m);
    }
  }

  /** The monster ridden, marked in the table so that the monster pass sends it down the full path. */
  #setMount(m: LiveMonster | null): void {
    if (this.#mount === m) return;
    if (this.#mount) this.#mount.ridden = false;
    this.#mount = m;
    if (m) m.ridden = true;
  }

  /** A monster's own speed inputs may have changed: its speed cache, and the rider's when it is the mount. */
  #monsterChanged(m: LiveMonster): void {
    this.#refreshMonsterSpeed(m);
    if (m === this.#mount) this.#playerSpeedValid = false;
  }

  /** `calc_bonuses()` (`src/xtra1.c`) when one of its inputs changed since it last ran. */
  #refreshPlayerSpeed(): void {
    if (this.#playerSpeedValid) return;
    const p = this.#player as LivePlayer;
    const s = playerSpeedOf(p.base, p, this.#mountOf(p));
    this.#playerRaw = s.raw;
    this.#playerInternal = s.internal;
    this.#playerEnergy = s.energy;
    this.#playerSpeedValid = true;
  }

  /**
   * A monster's speed in `process_monsters()` (`src/melee2.c`), kept in its speed cache: computed
   * whenever one of its inputs changes (its speed, FAST, SLOW, mini-slowness; the player's
   * filibuster), so a visit only reads it.
   */
  #refreshMonsterSpeed(m: LiveMonster): void {
    const raw = monsterRawSpeed(m.mspeed, this.#nightmare, m.fast !== 0, m.slow !== 0, m.minislow, this.#filibuster);
    m.setSpeed(raw, speedToEnergy(toInternal(raw)));
  }

  /** The mount as `calc_bonuses()` reads it, when the player rides. */
  #mountOf(p: LivePlayer): Mount | undefined {
    const m = p.mount === null ? undefined : this.#monsters.get(p.mount);
    if (!m) return undefined;
    return {
      mspeed: m.mspeed,
      fast: m.fast !== 0,
      binarySlow: m.slow !== 0,
      minislow: m.minislow,
      level: m.level,
      canFly: m.canFly,
      passWall: m.passWall,
      wildWood: m.wildWood,
      wildSnow: m.wildSnow,
    };
  }

  /** `monsterSpeed()` of its inputs now, read afresh (the filibuster from the player itself, not the cache's copy). */
  #monsterSpeedOf(m: LiveMonster): { raw: number; energy: number } {
    const raw = monsterRawSpeed(m.mspeed, this.#nightmare, m.fast !== 0, m.slow !== 0, m.minislow, this.#player?.filibuster ?? false);
    return { raw, energy: speedToEnergy(toInternal(raw)) };
  }

  /** Adopts a saved state the core has already validated against `frogcomposbandState` (copied: nothing is shared). */
  #load(s: FrogcomposbandSavedState): void {
    this.#setTime(s.time);
    this.#phase = PHASE_OF[s.phase];
    this.#cursor = s.cursor ?? BEFORE_FIRST;
    // Every restored record is kept in its monster's object; records derived from now on read a
    // clock that stands where the saved pass stands.
    const clock = this.#monsters.table.clock;
    if (s.phase === 'monsters') {
      clock.begin(s.time);
      clock.from = this.#cursor;
    }
    this.#hack = s.hack;
    this.#hackMIdx = s.hackMIdx;
    this.#predictable = s.predictable;
    if (s.player) {
      this.#player = livePlayer(s.player);
      this.#playerRecord.load(s.player.last);
    }
    this.#filibuster = s.player?.filibuster ?? false;
    for (const saved of s.monsters) {
      const m = LiveMonster.from(this.#table, saved);
      this.#refreshMonsterSpeed(m);
      this.#monsters.add(m);
    }
    this.#playerChanged();
    this.#current = s.current;
    if (s.current !== null) {
      this.dueKind = this.#player?.id === s.current ? 'player' : 'monster';
      this.#currentSlot = this.#monsters.get(s.current)?.index ?? 0;
    }
  }
}
