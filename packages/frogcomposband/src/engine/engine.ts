import {
  InvalidPatchError,
  InvalidSpecError,
  TurnkeeperError,
  type ActionOf,
  type ActorId,
  type Engine,
  type EngineContext,
  type PatchOutput,
  type SpecOf,
  type SpecOutput,
  type ViewOutput,
} from '@turnkeeper/core';
import { SITES } from '../random/sites.js';
import { SHAPECHANGE_ENERGY, archeryEnergy, meleeEnergy } from '../rules/action-costs.js';
import { S32_MAX, cdiv, toS16, toU16 } from '../rules/c-types.js';
import { monsterTerrainExtras } from '../rules/cost-distribution.js';
import { energyNeed } from '../rules/energy-need.js';
import { rollMonsterSpeed } from '../rules/monster-speed.js';
import { playerSpeedOf, playerWalkEnergy, type Mount } from '../rules/player-conditions.js';
import { incMinislow, monsterSpeed } from '../rules/speed-modifiers.js';
import { MAX_M_IDX, speedToEnergy, toInternal } from '../rules/speed.js';
import { isTickTurn, rollBackGameTurn } from '../rules/time.js';
import type { FrogcomposbandTypes } from '../schema/types.js';
import { orderedPlayerState, type MonsterState, type Phase, type PlayerState, type SavedState } from './state.js';

type Kinds = FrogcomposbandTypes['kinds'];
type PlayerAction = ActionOf<Kinds, 'player'>;
type MonsterAction = ActionOf<Kinds, 'monster'>;

/** `energy_need_hack`'s initial value (`src/variable.c`); every draw sets it first. */
const INITIAL_HACK = 40;
/** What the player's timers' setters store at most (`set_fast()` and the like, `src/effects.c`). */
const PLAYER_TIMER_MAX = 10000;
/** What `set_monster_fast()` / `set_monster_slow()` store at most (`src/melee2.c`). */
const MONSTER_TIMER_MAX = 200;
/** Above this (exclusive), a player's cost is charged exactly (`src/dungeon.c` `process_player()`). */
const EXACT_COST_ABOVE = 400;
/** Time stop ends once a command leaves `energy_need` above this (`src/dungeon.c` `process_player()`). */
const TIME_STOP_END = -1000;

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
 */
export class FrogEngine implements Engine<FrogcomposbandTypes> {
  time: number;
  private phase: Phase = 'start';
  /** Index of the monster last processed in this pass (`+Infinity` before the first). */
  private cursor = Number.POSITIVE_INFINITY;
  /** The global `energy_need_hack`: the clamp index every `ENERGY_NEED()` uses. */
  private hack = INITIAL_HACK;
  /** The global `hack_m_idx`: the monster acting in this pass (0 outside it). */
  private hackMIdx = 0;
  /** The global `predictable_energy_hack`: every `ENERGY_NEED()` is 100, with no draw. */
  private predictable = false;
  private current: ActorId | null = null;
  private player: PlayerState | null = null;
  /** Monsters sorted by index, descending: the processing order. */
  private monsters: MonsterState[] = [];
  private readonly byId = new Map<ActorId, MonsterState>();
  private readonly ctx: EngineContext<FrogcomposbandTypes>;

  /** Per actor kind: the player's command, or a monster's move onto terrain. */
  readonly charge = {
    player: (id: ActorId, action: PlayerAction): void => {
      this.chargePlayer(this.player as PlayerState, action);
      this.current = null;
    },
    monster: (id: ActorId, action: MonsterAction): void => {
      this.chargeMonster(this.byId.get(id) as MonsterState, action);
      this.current = null;
    },
  };

  constructor(ctx: EngineContext<FrogcomposbandTypes>, saved: SavedState | undefined) {
    this.ctx = ctx;
    this.time = ctx.options.startTurn;
    if (saved !== undefined) this.load(saved);
  }

  kindOf(id: ActorId): 'player' | 'monster' | undefined {
    if (this.player?.id === id) return 'player';
    return this.byId.has(id) ? 'monster' : undefined;
  }

  ids(): ActorId[] {
    const out: ActorId[] = this.player ? [this.player.id] : [];
    for (const m of this.monsters) out.push(m.id);
    return out;
  }

  add(id: ActorId, spec: SpecOutput<Kinds>): void {
    if (spec.kind === 'player') this.addPlayer(id, spec);
    else this.addMonster(id, spec);
  }

  remove(id: ActorId): void {
    if (this.player?.id === id) this.player = null;
    else {
      const m = this.byId.get(id);
      if (m) {
        this.byId.delete(id);
        this.monsters.splice(this.monsters.indexOf(m), 1);
        // The mount gone, the player is no longer riding (p_ptr->riding = 0).
        if (this.player?.mount === id) this.player.mount = null;
      }
    }
    if (this.current === id) this.current = null;
  }

  update(id: ActorId, patch: PatchOutput<Kinds>): void {
    if (patch.kind === 'player') {
      const p = this.player as PlayerState;
      if (patch.mount !== undefined && patch.mount !== null) this.checkMount(patch.mount, 'patch');
      if (patch.speed !== undefined) p.base = patch.speed;
      assignFields(p, patch);
      return;
    }
    const m = this.byId.get(id) as MonsterState;
    if (patch.speed !== undefined) m.mspeed = patch.speed;
    assignFields(m, patch);
  }

  next(): ActorId | undefined {
    for (;;) {
      switch (this.phase) {
        case 'start':
          // Checked at every turn start: a hook handler may remove actors while the loop runs.
          if (!this.player && !this.monsters.some((m) => m.aware || m.hurt)) return undefined;
          this.startTurn();
          break;
        case 'player': {
          const p = this.player;
          if (p && p.energyNeed <= 0) {
            this.current = p.id;
            return p.id;
          }
          this.phase = 'monsters';
          this.cursor = Number.POSITIVE_INFINITY;
          break;
        }
        case 'monsters': {
          const m = this.nextMonster();
          if (!m) {
            // process_monsters() ends: hack_m_idx = 0.
            this.hackMIdx = 0;
            this.phase = 'world';
            break;
          }
          if (this.processMonster(m)) {
            this.current = m.id;
            return m.id;
          }
          break;
        }
        case 'world':
          this.endTurn();
          break;
      }
    }
  }

  inspect(id: ActorId): ViewOutput<Kinds> {
    const p = this.player;
    if (p?.id === id) {
      const s = this.playerSpeedNow(p);
      const last = p.last;
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
        timeStopped: p.timeStopped,
        bearForm: p.bearForm,
        mode: p.mode,
        mount: p.mount,
        playerTurns: p.playerTurns,
        last: last && { ...last, actions: last.actions.map((a) => ({ ...a })) },
      };
    }
    const m = this.byId.get(id) as MonsterState;
    const ridden = p !== null && p.mount === m.id;
    const s = ridden ? this.playerSpeedNow(p) : this.monsterSpeedOf(m);
    const last = m.last;
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
      last: last && { ...last, extra: last.extra.map((e) => ({ ...e })) },
    };
  }

  save(): SavedState {
    const saved: SavedState = {
      format: 'frogcomposband.engine/2',
      time: this.time,
      phase: this.phase,
      cursor: Number.isFinite(this.cursor) ? this.cursor : null,
      hack: this.hack,
      hackMIdx: this.hackMIdx,
      predictable: this.predictable,
      current: this.current,
      player: this.player,
      monsters: this.monsters,
    };
    return JSON.parse(JSON.stringify(saved)) as SavedState;
  }

  // --- game turn phases -------------------------------------------------------------------

  /** `process_player()` (`src/dungeon.c`): the gain, and if due, `energy_need_hack` set and light speed counted down. */
  private startTurn(): void {
    const p = this.player;
    this.cursor = Number.POSITIVE_INFINITY;
    this.phase = 'monsters';
    if (!p) return;
    const s = this.playerSpeedNow(p);
    p.energyNeed = toS16(p.energyNeed - s.energy);
    p.last = { gameTurn: this.time, speed: s.raw, gain: s.energy, needAfterGain: p.energyNeed, actions: [] };
    if (p.energyNeed <= 0) {
      // process_player(): the player's clamp index is fixed before the command runs...
      this.hack = s.energy;
      // ...then light speed counts down, once per game turn in which the player acts.
      if (p.lightspeed > 0) p.lightspeed = countDown(p.lightspeed, PLAYER_TIMER_MAX);
      this.phase = 'player';
    }
  }

  /** The next monster below the cursor in index order (monsters may come and go mid-pass). */
  private nextMonster(): MonsterState | undefined {
    // `monsters` is sorted by index descending; find the first with index < cursor.
    let lo = 0;
    let hi = this.monsters.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.monsters[mid] as MonsterState).index >= this.cursor) lo = mid + 1;
      else hi = mid;
    }
    const m = this.monsters[lo];
    if (m) this.cursor = m.index;
    return m;
  }

  /** `process_monsters()` (`src/melee2.c`) for one monster; true when it acts now. */
  private processMonster(m: MonsterState): boolean {
    if (m.born) {
      m.born = false; // MFLAG_BORN: placed below the monster acting, it waits one visit
      return false;
    }
    // A ridden monster moves at p_ptr->pspeed, as calc_bonuses() last left it: before this
    // pass's countdown of the mount's timers (handle_stuff() runs after process_monsters()).
    const rider = this.player !== null && this.player.mount === m.id ? this.playerSpeedNow(this.player) : undefined;
    if (isTickTurn(this.time) && !this.monsterTimers(m)) return false;
    if (!rider && !m.aware && !m.hurt) {
      m.last = { gameTurn: this.time, aware: false, speed: 0, gain: 0, needAfterGain: m.energyNeed, clip: null, extra: [] };
      return false;
    }
    const s = rider ?? this.monsterSpeedOf(m);
    m.energyNeed = toS16(m.energyNeed - s.energy);
    m.last = { gameTurn: this.time, aware: true, speed: s.raw, gain: s.energy, needAfterGain: m.energyNeed, clip: null, extra: [] };
    if (m.energyNeed > 0) return false;
    // process_monsters(): energy_need_hack set, then one base ENERGY_NEED(), before the monster's action runs.
    this.hack = s.energy;
    const c = this.draw();
    m.last.clip = c;
    m.energyNeed = toS16(m.energyNeed + c);
    this.hackMIdx = m.index;
    return true;
  }

  /**
   * `process_mon_mtimed()` (`src/melee2.c`) on tick turns: FAST and SLOW through their setters
   * (kept within 0..200), the hook, the mini-slow roll (drawn whatever the air; a living monster
   * recovers only where there is air). False when a hook handler removed the monster.
   */
  private monsterTimers(m: MonsterState): boolean {
    if (m.fast !== 0) m.fast = countDown(m.fast, MONSTER_TIMER_MAX);
    if (m.slow !== 0) m.slow = countDown(m.slow, MONSTER_TIMER_MAX);
    this.ctx.emit('monsterTimers', { actor: m.id, gameTurn: this.time });
    if (this.byId.get(m.id) !== m) return false;
    if (m.minislow > 0 && this.ctx.random.below(m.regenerate ? 50 : 100, SITES.minislowRecovery) < m.minislow) {
      if (!(this.player?.noAir ?? false) || m.nonliving) m.minislow = incMinislow(m.minislow, -1);
    }
    return true;
  }

  /** `process_world()` on tick turns, then `game_turn++` and `prevent_turn_overflow()` (`src/dungeon.c` `dungeon()`). */
  private endTurn(): void {
    if (this.time >= S32_MAX) {
      // game_turn++ past 2^31 − 1 is signed overflow: undefined behaviour in the game.
      throw new TurnkeeperError(
        'TIME_OVERFLOW',
        `game_turn (a signed 32-bit counter) would overflow past ${S32_MAX}: prevent_turn_overflow() keeps it below game_turn_limit only after the increment`,
        { counter: 'game_turn', value: this.time },
      );
    }
    if (isTickTurn(this.time)) {
      this.ctx.emit('processWorld', { gameTurn: this.time });
      const p = this.player;
      if (p) this.playerTimers(p);
    }
    this.ctx.emit('gameTurnEnd', { gameTurn: this.time });
    this.time = rollBackGameTurn(this.time + 1, this.ctx.options.nightStart);
    this.phase = 'start';
  }

  /**
   * `process_world_aux_timeout()` (`src/dungeon.c`): fast, then slow (with free-action saves that
   * may take up to 5 off in one tick), then mini-slowness recovery, then the spurt and
   * `tim_quick_walk`, each through its setter (kept within 0..10000).
   */
  private playerTimers(p: PlayerState): void {
    if (p.haste !== 0) p.haste = countDown(p.haste, PLAYER_TIMER_MAX);
    if (p.slow !== 0) {
      let vah = 0;
      do {
        p.slow = countDown(p.slow, PLAYER_TIMER_MAX);
        vah++;
      } while (p.slow !== 0 && this.freeActionSave(p) && vah < 5);
    }
    if (p.minislow !== 0 && (!p.noAir || p.breathless)) {
      let regen = Math.max(0, cdiv(p.regen, 100));
      if (regen === 0 && this.ctx.random.below(3, SITES.miniSlowRegen) === 0) regen++;
      p.miniEnergy = toU16(p.miniEnergy + cdiv(regen * (p.minislow * 2 + 2), 3));
      if (p.miniEnergy >= 100) {
        p.miniEnergy -= 100;
        p.minislow = incMinislow(p.minislow, -1);
      }
    } else p.miniEnergy = 0;
    if (p.spurt !== 0) p.spurt = countDown(p.spurt, PLAYER_TIMER_MAX);
    if (p.quickWalkTimer !== 0) p.quickWalkTimer = countDown(p.quickWalkTimer, PLAYER_TIMER_MAX);
  }

  /** `free_act_save_p(dun_level * 2)` (`src/effects.c`). */
  private freeActionSave(p: PlayerState): boolean {
    if (p.berserker) return true;
    if (p.freeAction >= 3) return true;
    const ml = p.dungeonLevel * 2;
    if (ml < 42 && p.freeAction === 2) return true;
    for (let i = 0; i < p.freeAction; i++) {
      if (this.ctx.random.below(100 + cdiv(ml, 2), SITES.freeActionSave) < p.savingThrow) return true;
    }
    return false;
  }

  // --- charging -----------------------------------------------------------------------------

  /** `ENERGY_NEED()` (`src/defines.h`): 100 with no draw while `predictable_energy_hack` is set. */
  private draw(): number {
    return this.predictable ? 100 : energyNeed(this.ctx.random, this.hack, this.ctx.version);
  }

  /**
   * `process_player()`'s cleanup (`src/dungeon.c`): a command with `energy_use` 0 is free; any
   * other counts a player turn, spends a free turn (while one is left after it, the command costs
   * 0, its draw still made), is charged exactly under time stop or above 400, else
   * `trunc(u × ENERGY_NEED() / 100)` in 16 bits; time stop ends once `energy_need` is above −1000
   * (which then becomes one `ENERGY_NEED()`); and `predictable_energy_hack` is cleared.
   */
  private chargePlayer(p: PlayerState, action: PlayerAction): void {
    if (p.playerTurns >= S32_MAX) {
      throw new TurnkeeperError('TIME_OVERFLOW', `player_turn (a signed 32-bit counter) would overflow past ${S32_MAX}: process_player() counts it up before every command`, {
        counter: 'player_turn',
        value: p.playerTurns,
      });
    }
    const nominal = this.nominalCost(p, action);
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
        clip = this.draw();
        cost = toS16(Math.trunc((u * clip) / 100));
      }
      p.energyNeed = toS16(p.energyNeed + cost);
      if (p.timeStopped && p.energyNeed > TIME_STOP_END) {
        p.timeStopped = false;
        p.energyNeed = toS16(this.draw());
      }
      this.predictable = false;
    }
    p.last?.actions.push({ energyUse: nominal, clip, cost, needAfter: p.energyNeed });
  }

  /** The command's `energy_use`, and what the command itself changes (Change Skin, crits). */
  private nominalCost(p: PlayerState, action: PlayerAction): number {
    switch (action.kind) {
      case 'act':
        return action.energyUse ?? 100;
      case 'move':
        return playerWalkEnergy(p, action, action.base ?? 100, this.mountOf(p));
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
        return SHAPECHANGE_ENERGY;
    }
  }

  /** Terrain extras (`src/melee2.c` `process_monster()`), drawn when the monster moves; then MFLAG2_HURT is cleared. */
  private chargeMonster(m: MonsterState, action: MonsterAction): void {
    if (action.kind === 'move') {
      for (const extra of monsterTerrainExtras(action.terrain ?? 'plain', m, action.web ?? false)) {
        const draw = this.draw();
        const added = extra.add(draw);
        m.energyNeed = toS16(m.energyNeed + added);
        m.last?.extra.push({ terrain: extra.terrain, draw, added });
      }
    }
    m.hurt = false;
  }

  // --- actors ------------------------------------------------------------------------------

  private addPlayer(id: ActorId, spec: SpecOf<Kinds, 'player'>): void {
    if (spec.mount !== null) this.checkMount(spec.mount, 'spec');
    // `kind` is dropped by the ordering (it is not a state field).
    const { speed, weight, weightLimit, ...rest } = spec;
    this.player = orderedPlayerState({
      id,
      base: speed,
      ...rest,
      weight: weight ?? null,
      weightLimit: weightLimit ?? null,
      playerTurns: 0,
      critsSpentTurn: null,
      last: null,
    });
  }

  /** The mount must be a monster of the loop: a cross-reference only the engine can check. */
  private checkMount(mount: ActorId, where: 'spec' | 'patch'): void {
    if (this.byId.has(mount)) return;
    const issue = [{ field: 'mount', value: mount, allowed: 'the id of a monster in the loop (the one ridden), or null' }];
    if (where === 'spec') throw new InvalidSpecError('frogcomposband player spec', issue);
    throw new InvalidPatchError('frogcomposband player patch', issue);
  }

  /** `place_monster_one()` (`src/monster2.c`): the speed roll, then the starting energy. */
  private addMonster(id: ActorId, spec: SpecOf<Kinds, 'monster'>): void {
    this.checkIndex(spec.index);
    const random = this.ctx.random;
    let mspeed = spec.speed;
    if (mspeed === undefined || spec.energyNeed === undefined) {
      this.ctx.emit('monsterPlaced', { actor: id, gameTurn: this.time });
      // A hook handler may have added actors meanwhile: the id and the slot must still be free.
      if (this.kindOf(id) !== undefined) {
        throw new InvalidSpecError('frogcomposband monster spec', [{ field: 'id', value: id, allowed: 'an id no monsterPlaced handler took meanwhile' }]);
      }
      this.checkIndex(spec.index);
    }
    const index = spec.index ?? this.freeIndex();
    mspeed ??= rollMonsterSpeed(random, spec.race as number, { unique: spec.unique, veryNiceSummon: spec.bloodCurseSummon });
    let need = spec.energyNeed;
    if (need === undefined) {
      // place_monster_one(): energy_need_hack = SPEED_TO_ENERGY(mspeed), then ENERGY_NEED() first (gcc's order).
      this.hack = speedToEnergy(toInternal(mspeed));
      const draw = this.draw();
      if (this.ctx.options.nightmare) need = toS16(draw - random.below(100, SITES.startingEnergyNightmare) * 2);
      else {
        need = toS16(draw - random.below(100, SITES.startingEnergy));
        if (spec.summoned) need = Math.max(25, need);
        if (spec.bloodCurseSummon) {
          // very_nice_summon_hack: a fixed start from the player's, and predictable costs from now on.
          const p = this.player;
          const pNeed = p?.energyNeed ?? 0;
          const pspeed = p ? this.playerSpeedNow(p).internal : toInternal(0);
          need = Math.min(184, Math.max(88, pNeed + cdiv(toInternal(mspeed) * 8, 7) + 123 - Math.min(144, pspeed)));
          this.predictable = true;
        }
      }
    }
    const m: MonsterState = {
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
      born: index < this.hackMIdx,
      last: null,
    };
    this.byId.set(id, m);
    let at = 0;
    while (at < this.monsters.length && (this.monsters[at] as MonsterState).index > index) at++;
    this.monsters.splice(at, 0, m);
  }

  /** A new monster's slot: above every other while m_list has room, else the highest free one. */
  private freeIndex(): number {
    const top = (this.monsters[0]?.index ?? 0) + 1;
    if (top < MAX_M_IDX) return top;
    const taken = new Set(this.monsters.map((m) => m.index));
    let i = MAX_M_IDX - 1;
    while (taken.has(i)) i--;
    return i;
  }

  /** An explicit monster index must be a free slot: a cross-reference only the engine can check. */
  private checkIndex(index: number | undefined): void {
    if (index !== undefined && this.monsters.some((m) => m.index === index)) {
      throw new InvalidSpecError('frogcomposband monster spec', [
        { field: 'index', value: index, allowed: `a free slot in the monster list (${String(index)} is taken)` },
      ]);
    }
  }

  /** The mount as `calc_bonuses()` reads it, when the player rides. */
  private mountOf(p: PlayerState): Mount | undefined {
    const m = p.mount === null ? undefined : this.byId.get(p.mount);
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

  private playerSpeedNow(p: PlayerState): { raw: number; internal: number; energy: number } {
    return playerSpeedOf(p.base, p, this.mountOf(p));
  }

  private monsterSpeedOf(m: MonsterState): { raw: number; energy: number } {
    return monsterSpeed({
      mspeed: m.mspeed,
      nightmare: this.ctx.options.nightmare,
      fast: m.fast !== 0,
      binarySlow: m.slow !== 0,
      minislow: m.minislow,
      filibuster: this.player?.filibuster ?? false,
    });
  }

  /** Adopts a saved state the core has already validated against `frogcomposbandState`. */
  private load(s: SavedState): void {
    this.time = s.time;
    this.phase = s.phase;
    this.cursor = s.cursor ?? Number.POSITIVE_INFINITY;
    this.hack = s.hack;
    this.hackMIdx = s.hackMIdx;
    this.predictable = s.predictable;
    this.current = s.current;
    this.player = s.player;
    this.monsters = s.monsters;
    for (const m of this.monsters) this.byId.set(m.id, m);
  }
}
