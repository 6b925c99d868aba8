import {
  InvalidActionError,
  InvalidSpecError,
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
import { archeryEnergy } from '../rules/action-costs.js';
import { isRandomizedCost, monsterTerrainExtras, playerCharge } from '../rules/cost-distribution.js';
import { energyNeed } from '../rules/energy-need.js';
import { rollMonsterSpeed } from '../rules/monster-speed.js';
import { playerSpeedOf, playerWalkEnergy } from '../rules/player-conditions.js';
import { incMinislow, monsterSpeed } from '../rules/speed-modifiers.js';
import { isTickTurn } from '../rules/time.js';
import type { FrogcomposbandTypes } from '../schema/types.js';
import { toS16, type MonsterState, type Phase, type PlayerState, type SavedState } from './state.js';

type Kinds = FrogcomposbandTypes['kinds'];
type PlayerAction = ActionOf<Kinds, 'player'>;
type MonsterAction = ActionOf<Kinds, 'monster'>;

/** `energy_need_hack`'s initial value (`src/variable.c`); every draw sets it first. */
const INITIAL_HACK = 40;

/** The largest nominal cost the game's 16-bit `energy_use` holds. */
const MAX_ENERGY_USE = 32767;

/**
 * FrogComposband's time loop (`src/dungeon.c` `dungeon()`), one game turn at a time: the player's
 * gain and whole action loop (`process_player()`), then every monster from the highest index down
 * (`src/melee2.c` `process_monsters()`), then the world (`process_world()`), then `game_turn++`.
 *
 * `next()` walks that loop until someone may act: the player while its `energy_need <= 0`, as
 * many times as that lasts; each monster at most once per game turn, its base `ENERGY_NEED()`
 * drawn *before* it is returned (the game draws it before the monster's AI runs). The charge
 * handlers then charge the player's command (drawn after the command, as in the game's cleanup)
 * or the monster's terrain extras. Gains are processed per game turn, exactly as the game does,
 * because the random draws must interleave in the game's order.
 *
 * What reaches the engine is already validated by the core (kinds, specs, patches, actions, one
 * player); the engine checks only what needs the loop's state: a monster index already taken,
 * and a walking cost that would overflow the game's 16-bit `energy_use`.
 */
export class FrogEngine implements Engine<FrogcomposbandTypes> {
  time: number;
  private phase: Phase = 'start';
  /** Index of the monster last processed in this pass (`+Infinity` before the first). */
  private cursor = Number.POSITIVE_INFINITY;
  /** The global `energy_need_hack`: the clamp index every `ENERGY_NEED()` uses. */
  private hack = INITIAL_HACK;
  private current: ActorId | null = null;
  private player: PlayerState | null = null;
  /** Monsters sorted by index, descending: the processing order. */
  private monsters: MonsterState[] = [];
  private readonly byId = new Map<ActorId, MonsterState>();
  /** How many monsters are aware: with no player and none aware, nobody can ever act. */
  private awareCount = 0;
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
        if (m.aware) this.awareCount--;
      }
    }
    if (this.current === id) this.current = null;
  }

  update(id: ActorId, patch: PatchOutput<Kinds>): void {
    if (patch.kind === 'player') {
      const p = this.player as PlayerState;
      if (patch.speed !== undefined) p.base = patch.speed;
      if (patch.energyNeed !== undefined) p.energyNeed = patch.energyNeed;
      if (patch.haste !== undefined) p.haste = patch.haste;
      if (patch.slow !== undefined) p.slow = patch.slow;
      if (patch.spurt !== undefined) p.spurt = patch.spurt;
      if (patch.minislow !== undefined) p.minislow = patch.minislow;
      if (patch.filibuster !== undefined) p.filibuster = patch.filibuster;
      if (patch.bloated !== undefined) p.bloated = patch.bloated;
      if (patch.searching !== undefined) p.searching = patch.searching;
      if (patch.lightspeed !== undefined) p.lightspeed = patch.lightspeed;
      if (patch.weight !== undefined) p.weight = patch.weight;
      if (patch.weightLimit !== undefined) p.weightLimit = patch.weightLimit;
      if (patch.levitation !== undefined) p.levitation = patch.levitation;
      if (patch.treeExempt !== undefined) p.treeExempt = patch.treeExempt;
      if (patch.snowExempt !== undefined) p.snowExempt = patch.snowExempt;
      return;
    }
    const m = this.byId.get(id) as MonsterState;
    if (patch.speed !== undefined) m.mspeed = patch.speed;
    if (patch.energyNeed !== undefined) m.energyNeed = patch.energyNeed;
    if (patch.aware !== undefined && patch.aware !== m.aware) {
      m.aware = patch.aware;
      this.awareCount += m.aware ? 1 : -1;
    }
    if (patch.fast !== undefined) m.fast = patch.fast;
    if (patch.slow !== undefined) m.slow = patch.slow;
    if (patch.minislow !== undefined) m.minislow = patch.minislow;
    if (patch.regenerate !== undefined) m.regenerate = patch.regenerate;
    if (patch.canFly !== undefined) m.canFly = patch.canFly;
    if (patch.passWall !== undefined) m.passWall = patch.passWall;
    if (patch.wildWood !== undefined) m.wildWood = patch.wildWood;
    if (patch.wildSnow !== undefined) m.wildSnow = patch.wildSnow;
    if (patch.spider !== undefined) m.spider = patch.spider;
  }

  next(): ActorId | undefined {
    for (;;) {
      switch (this.phase) {
        case 'start':
          // Checked at every turn start: a hook handler may remove actors while the loop runs.
          if (!this.player && this.awareCount === 0) return undefined;
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
      const s = playerSpeedOf(p.base, p);
      const last = p.last;
      return {
        kind: 'player',
        speed: s.raw,
        energy: s.energy,
        energyNeed: p.energyNeed,
        haste: p.haste,
        slow: p.slow,
        spurt: p.spurt,
        minislow: p.minislow,
        playerTurns: p.playerTurns,
        last: last && { ...last, actions: last.actions.map((a) => ({ ...a })) },
      };
    }
    const m = this.byId.get(id) as MonsterState;
    const s = this.monsterSpeedOf(m);
    const last = m.last;
    return {
      kind: 'monster',
      index: m.index,
      mspeed: m.mspeed,
      speed: s.raw,
      energy: s.energy,
      energyNeed: m.energyNeed,
      aware: m.aware,
      fast: m.fast,
      slow: m.slow,
      minislow: m.minislow,
      last: last && { ...last, extra: last.extra.map((e) => ({ ...e })) },
    };
  }

  save(): SavedState {
    const saved: SavedState = {
      format: 'frogcomposband.engine/1',
      time: this.time,
      phase: this.phase,
      cursor: Number.isFinite(this.cursor) ? this.cursor : null,
      hack: this.hack,
      current: this.current,
      player: this.player,
      monsters: this.monsters,
    };
    return JSON.parse(JSON.stringify(saved)) as SavedState;
  }

  // --- game turn phases -------------------------------------------------------------------

  /** `process_player()` (`src/dungeon.c`): the gain, and if due, `energy_need_hack` set. */
  private startTurn(): void {
    const p = this.player;
    this.cursor = Number.POSITIVE_INFINITY;
    this.phase = 'monsters';
    if (!p) return;
    const s = playerSpeedOf(p.base, p);
    p.energyNeed = toS16(p.energyNeed - s.energy);
    p.last = { gameTurn: this.time, speed: s.raw, gain: s.energy, needAfterGain: p.energyNeed, actions: [] };
    if (p.energyNeed <= 0) {
      // process_player(): the player's clamp index is fixed before the command runs.
      this.hack = s.energy;
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
      m.born = false; // MFLAG_BORN: a monster placed below the one being processed waits a pass
      return false;
    }
    if (isTickTurn(this.time) && !this.monsterTimers(m)) return false;
    if (!m.aware) {
      m.last = { gameTurn: this.time, aware: false, speed: 0, gain: 0, needAfterGain: m.energyNeed, clip: null, extra: [] };
      return false;
    }
    const s = this.monsterSpeedOf(m);
    m.energyNeed = toS16(m.energyNeed - s.energy);
    m.last = { gameTurn: this.time, aware: true, speed: s.raw, gain: s.energy, needAfterGain: m.energyNeed, clip: null, extra: [] };
    if (m.energyNeed > 0) return false;
    // process_monsters(): energy_need_hack set, then one base ENERGY_NEED(), before the monster's action runs.
    this.hack = s.energy;
    const c = energyNeed(this.ctx.random, this.hack, this.ctx.version);
    m.last.clip = c;
    m.energyNeed = toS16(m.energyNeed + c);
    return true;
  }

  /**
   * `process_mon_mtimed()` (`src/melee2.c`) on tick turns: FAST, SLOW, the hook, the mini-slow
   * roll. False when a hook handler removed the monster (it then does nothing more this turn).
   */
  private monsterTimers(m: MonsterState): boolean {
    if (m.fast > 0) m.fast--;
    if (m.slow > 0) m.slow--;
    this.ctx.emit('monsterTimers', { actor: m.id, gameTurn: this.time });
    if (this.byId.get(m.id) !== m) return false;
    if (m.minislow > 0 && this.ctx.random.below(m.regenerate ? 50 : 100, SITES.minislowRecovery) < m.minislow) {
      m.minislow = incMinislow(m.minislow, -1);
    }
    return true;
  }

  /** `process_world()` on tick turns, then `game_turn++` (`src/dungeon.c` `dungeon()`). */
  private endTurn(): void {
    if (isTickTurn(this.time)) {
      this.ctx.emit('processWorld', { gameTurn: this.time });
      const p = this.player;
      if (p) {
        if (p.haste > 0) p.haste--;
        if (p.slow > 0) p.slow--;
        if (p.spurt > 0) p.spurt--;
      }
    }
    this.ctx.emit('gameTurnEnd', { gameTurn: this.time });
    this.time++;
    this.phase = 'start';
  }

  // --- charging -----------------------------------------------------------------------------

  /** `process_player()` (`src/dungeon.c`): free, exact, or `trunc(u × ENERGY_NEED() / 100)`. */
  private chargePlayer(p: PlayerState, action: PlayerAction): void {
    const u = this.nominalCost(p, action);
    const timeStop = action.kind === 'act' && action.timeStop === true;
    let clip: number | null = null;
    let cost = 0;
    if (u > 0) {
      if (isRandomizedCost(u, timeStop)) {
        clip = energyNeed(this.ctx.random, this.hack, this.ctx.version);
        cost = playerCharge(u, clip);
      } else cost = u;
    }
    p.energyNeed = toS16(p.energyNeed + cost);
    if (u > 0) p.playerTurns++;
    p.last?.actions.push({ energyUse: u, clip, cost, needAfter: p.energyNeed });
  }

  private nominalCost(p: PlayerState, action: PlayerAction): number {
    switch (action.kind) {
      case 'act':
        return action.energyUse ?? 100;
      case 'move': {
        const u = playerWalkEnergy(p, action, action.base ?? 100);
        if (u > MAX_ENERGY_USE) {
          throw new InvalidActionError('frogcomposband player action "move"', [
            { field: 'base', value: action.base, allowed: `a walking cost whose terrain-adjusted value (${u} here) fits the game's 16-bit energy_use (at most ${MAX_ENERGY_USE})` },
          ]);
        }
        return u;
      }
      case 'shoot':
        return archeryEnergy(action.bow, action.shots);
    }
  }

  /** Terrain extras (`src/melee2.c` `process_monster()`), drawn when the monster moves. */
  private chargeMonster(m: MonsterState, action: MonsterAction): void {
    if (action.kind !== 'move') return;
    for (const extra of monsterTerrainExtras(action.terrain ?? 'plain', m, action.web ?? false)) {
      const draw = energyNeed(this.ctx.random, this.hack, this.ctx.version);
      const added = extra.add(draw);
      m.energyNeed = toS16(m.energyNeed + added);
      m.last?.extra.push({ terrain: extra.terrain, draw, added });
    }
  }

  // --- actors ------------------------------------------------------------------------------

  private addPlayer(id: ActorId, spec: SpecOf<Kinds, 'player'>): void {
    this.player = {
      id,
      base: spec.speed,
      energyNeed: spec.energyNeed,
      haste: spec.haste,
      slow: spec.slow,
      spurt: spec.spurt,
      minislow: spec.minislow,
      filibuster: spec.filibuster,
      bloated: spec.bloated,
      searching: spec.searching,
      lightspeed: spec.lightspeed,
      weight: spec.weight ?? null,
      weightLimit: spec.weightLimit ?? null,
      levitation: spec.levitation,
      treeExempt: spec.treeExempt,
      snowExempt: spec.snowExempt,
      playerTurns: 0,
      last: null,
    };
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
    const index = spec.index ?? (this.monsters[0]?.index ?? 0) + 1;
    mspeed ??= rollMonsterSpeed(random, spec.race as number, { unique: spec.unique });
    let need = spec.energyNeed;
    if (need === undefined) {
      // place_monster_one(): energy_need_hack = SPEED_TO_ENERGY(mspeed), then ENERGY_NEED() first (gcc's order).
      this.hack = monsterSpeed({ mspeed }).energy;
      const draw = energyNeed(random, this.hack, this.ctx.version);
      if (this.ctx.options.nightmare) need = draw - random.below(100, SITES.startingEnergyNightmare) * 2;
      else {
        need = draw - random.below(100, SITES.startingEnergy);
        if (spec.summoned) need = Math.max(25, need);
      }
    }
    const m: MonsterState = {
      id,
      index,
      mspeed,
      energyNeed: toS16(need),
      aware: spec.aware,
      fast: spec.fast,
      slow: spec.slow,
      minislow: spec.minislow,
      regenerate: spec.regenerate,
      canFly: spec.canFly,
      passWall: spec.passWall,
      wildWood: spec.wildWood,
      wildSnow: spec.wildSnow,
      spider: spec.spider,
      // place_monster_one(): placed below the monster being processed → MFLAG_BORN, skipped this pass.
      born: this.phase === 'monsters' && index < this.cursor,
      last: null,
    };
    this.byId.set(id, m);
    if (m.aware) this.awareCount++;
    let at = 0;
    while (at < this.monsters.length && (this.monsters[at] as MonsterState).index > index) at++;
    this.monsters.splice(at, 0, m);
  }

  /** An explicit monster index must be a free slot: a cross-reference only the engine can check. */
  private checkIndex(index: number | undefined): void {
    if (index !== undefined && this.monsters.some((m) => m.index === index)) {
      throw new InvalidSpecError('frogcomposband monster spec', [
        { field: 'index', value: index, allowed: `a free slot in the monster list (${String(index)} is taken)` },
      ]);
    }
  }

  private monsterSpeedOf(m: MonsterState): { raw: number; energy: number } {
    return monsterSpeed({
      mspeed: m.mspeed,
      nightmare: this.ctx.options.nightmare,
      fast: m.fast > 0,
      binarySlow: m.slow > 0,
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
    this.current = s.current;
    this.player = s.player;
    this.monsters = s.monsters;
    for (const m of this.monsters) {
      this.byId.set(m.id, m);
      if (m.aware) this.awareCount++;
    }
  }
}
