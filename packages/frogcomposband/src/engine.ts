import {
  InvalidSpecError,
  SnapshotError,
  parseSpec,
  type ActorId,
  type Engine,
  type EngineContext,
  type JsonObject,
  type JsonValue,
} from '@turnkeeper/core';
import { archeryEnergy } from './action-costs.js';
import { isRandomizedCost, monsterTerrainExtras, playerCharge } from './cost-distribution.js';
import { energyNeed } from './energy-need.js';
import { toS16, type MonsterState, type Phase, type PlayerState, type SavedEngine, type TurnRecord } from './engine-state.js';
import type { FrogHooks } from './hooks.js';
import { rollMonsterSpeed } from './monster-speed.js';
import { frogAction, type FrogAction, type FrogOptions, type FrogPatch, type FrogSpec, type MonsterSpec, type PlayerSpec } from './schema.js';
import { incMinislow, monsterSpeed } from './speed-modifiers.js';
import { playerSpeedOf, playerWalkEnergy } from './player-conditions.js';
import { isTickTurn } from './time.js';

const PLAYER_ONLY = ['haste', 'spurt', 'filibuster', 'bloated', 'searching', 'lightspeed', 'weight', 'weightLimit', 'levitation', 'treeExempt', 'snowExempt'] as const;
const MONSTER_ONLY = ['aware', 'fast', 'regenerate', 'canFly', 'passWall', 'wildWood', 'wildSnow', 'spider'] as const;

/**
 * FrogComposband's time loop (`dungeon.c:5422ff dungeon()`), one game turn at a time: the player's
 * gain and whole action loop (`process_player`), then every monster from the highest index down
 * (`process_monsters`), then the world (`process_world`), then `game_turn++` (spec §1, §3).
 *
 * `next()` walks that loop until someone may act: the player while its `energy_need <= 0`, as
 * many times as that lasts; each monster at most once per game turn, its base `ENERGY_NEED()`
 * drawn *before* it is returned (the game draws it before the monster's AI runs). `charge()`
 * then charges the player's command (drawn after the command, as in the game's cleanup) or the
 * monster's terrain extras. Gains are processed per game turn, exactly as the game does, because
 * the random draws must interleave in the game's order.
 *
 * Made by the ruleset; use `frogcomposband.create()` rather than this class.
 *
 * @example
 * ```ts
 * import { frogcomposband } from '@turnkeeper/frogcomposband';
 * const loop = frogcomposband.create(); // wraps a FrogEngine in the core's TimeLoop
 * ```
 */
export class FrogEngine implements Engine<FrogSpec, FrogPatch, FrogAction> {
  time: number;
  private phase: Phase = 'start';
  /** Index of the monster last processed in this pass (`+Infinity` before the first). */
  private cursor = Number.POSITIVE_INFINITY;
  /** The global `energy_need_hack`: the clamp index every `ENERGY_NEED()` uses (spec §4 quirks). */
  private hack = 10;
  private current: ActorId | null = null;
  private player: PlayerState | null = null;
  /** Monsters sorted by index, descending: the processing order. */
  private monsters: MonsterState[] = [];
  private readonly byId = new Map<ActorId, MonsterState>();
  /** How many monsters are aware: with no player and none aware, nobody can ever act. */
  private awareCount = 0;
  private readonly ctx: EngineContext<FrogOptions, FrogHooks>;

  constructor(ctx: EngineContext<FrogOptions, FrogHooks>, saved?: JsonValue) {
    this.ctx = ctx;
    this.time = ctx.options.startTurn;
    if (saved !== undefined) this.load(saved);
  }

  has(id: ActorId): boolean {
    return this.player?.id === id || this.byId.has(id);
  }

  ids(): ActorId[] {
    const out: ActorId[] = this.player ? [this.player.id] : [];
    for (const m of this.monsters) out.push(m.id);
    return out;
  }

  add(id: ActorId, spec: FrogSpec): void {
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

  update(id: ActorId, patch: FrogPatch): void {
    if (this.player?.id === id) {
      const p = this.player;
      rejectFields(patch, MONSTER_ONLY, 'the player', 'monsters only');
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
    rejectFields(patch, PLAYER_ONLY, `monster ${String(id)}`, 'the player only');
    if (patch.speed !== undefined) {
      if (patch.speed > 89) throw new InvalidSpecError('frogcomposband actor patch', [{ field: 'speed', value: patch.speed, allowed: 'a monster speed from -99 to 89 (internal 199 cap)' }]);
      m.mspeed = patch.speed;
    }
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
    if (!this.player && this.awareCount === 0) return undefined;
    for (;;) {
      switch (this.phase) {
        case 'start':
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

  charge(id: ActorId, action: FrogAction): void {
    // The core checked the kind; the fields are checked here, naming the bad one.
    const checked = parseSpec(frogAction, action, `frogcomposband "${action.kind}" action`);
    this.current = null;
    if (this.player?.id === id) this.chargePlayer(this.player, checked);
    else this.chargeMonster(this.byId.get(id) as MonsterState, checked);
  }

  inspect(id: ActorId): JsonObject {
    const p = this.player;
    if (p?.id === id) {
      const s = this.playerSpeedOf(p);
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
        last: p.last as unknown as JsonValue,
      };
    }
    const m = this.byId.get(id) as MonsterState;
    const s = this.monsterSpeedOf(m);
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
      last: m.last as unknown as JsonValue,
    };
  }

  save(): JsonValue {
    const saved: SavedEngine = {
      format: 'frogcomposband.engine/1',
      time: this.time,
      phase: this.phase,
      cursor: Number.isFinite(this.cursor) ? this.cursor : null,
      hack: this.hack,
      current: this.current,
      player: this.player,
      monsters: this.monsters,
    };
    return JSON.parse(JSON.stringify(saved)) as JsonValue;
  }

  // --- game turn phases -------------------------------------------------------------------

  /** `process_player` steps 1-3 (spec §3): gain, and if due set `energy_need_hack`. */
  private startTurn(): void {
    const p = this.player;
    this.cursor = Number.POSITIVE_INFINITY;
    this.phase = 'monsters';
    if (!p) return;
    const s = this.playerSpeedOf(p);
    p.energyNeed = toS16(p.energyNeed - s.energy);
    p.last = { gameTurn: this.time, aware: true, speed: s.raw, gain: s.energy, needAfterGain: p.energyNeed, actions: [], clip: null, extra: [] };
    if (p.energyNeed <= 0) {
      // dungeon.c:4563: the player's clamp index is fixed before the command runs.
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

  /** `process_monsters` for one monster (`melee2.c:3908`, spec §3); true when it acts now. */
  private processMonster(m: MonsterState): boolean {
    if (m.born) {
      m.born = false; // melee2.c:3944: fresh monsters are skipped once
      return false;
    }
    if (isTickTurn(this.time)) this.monsterTimers(m);
    if (!m.aware) {
      m.last = { gameTurn: this.time, aware: false, speed: 0, gain: 0, needAfterGain: m.energyNeed, actions: [], clip: null, extra: [] };
      return false;
    }
    const s = this.monsterSpeedOf(m);
    m.energyNeed = toS16(m.energyNeed - s.energy);
    const last: TurnRecord = { gameTurn: this.time, aware: true, speed: s.raw, gain: s.energy, needAfterGain: m.energyNeed, actions: [], clip: null, extra: [] };
    m.last = last;
    if (m.energyNeed > 0) return false;
    // melee2.c:4062-4065: one base ENERGY_NEED(), before the monster's action runs.
    this.hack = s.energy;
    const c = energyNeed(this.ctx.random, this.hack, this.ctx.version);
    last.clip = c;
    m.energyNeed = toS16(m.energyNeed + c);
    return true;
  }

  /** `process_mon_mtimed` on tick turns (spec §7 timers): FAST, SLOW, then the mini-slow roll. */
  private monsterTimers(m: MonsterState): void {
    if (m.fast > 0) m.fast--;
    if (m.slow > 0) m.slow--;
    this.ctx.emit('monsterTimers', { actor: m.id, gameTurn: this.time });
    if (m.minislow > 0 && this.ctx.random.below(m.regenerate ? 50 : 100) < m.minislow) {
      m.minislow = incMinislow(m.minislow, -1); // melee2.c:4493
    }
  }

  /** `process_world` on tick turns, then `game_turn++` (spec §1). */
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

  /** `dungeon.c:5099-5127` (spec §3 step 4): free, exact, or `trunc(u × ENERGY_NEED() / 100)`. */
  private chargePlayer(p: PlayerState, action: FrogAction): void {
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

  private nominalCost(p: PlayerState, action: FrogAction): number {
    switch (action.kind) {
      case 'act':
        return checkCost('energyUse', action.energyUse ?? 100);
      case 'move':
        return checkCost(
          'energyUse',
          playerWalkEnergy(p, action, checkCost('base', action.base ?? 100)),
        );
      case 'shoot':
        return archeryEnergy(action.bow, action.shots);
    }
  }

  /** Terrain extras (`melee2.c:3516-3540`, spec §3 step 7), drawn when the monster moves. */
  private chargeMonster(m: MonsterState, action: FrogAction): void {
    if (action.kind !== 'move') return;
    const extras = monsterTerrainExtras(action.terrain ?? 'plain', m, action.web ?? false);
    for (const extra of extras) {
      const draw = energyNeed(this.ctx.random, this.hack, this.ctx.version);
      const added = extra.add(draw);
      m.energyNeed = toS16(m.energyNeed + added);
      m.last?.extra.push({ terrain: extra.terrain, draw, added });
    }
  }

  // --- actors ------------------------------------------------------------------------------

  private addPlayer(id: ActorId, spec: PlayerSpec): void {
    if (this.player) {
      throw new InvalidSpecError('frogcomposband actor spec', [
        { field: 'kind', value: 'player', allowed: `"monster": the loop already has a player (${String(this.player.id)})` },
      ]);
    }
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

  /** `place_monster_one` (`monster2.c:3729-3746`, spec §5, §6): speed roll, then starting energy. */
  private addMonster(id: ActorId, spec: MonsterSpec): void {
    const top = this.monsters[0]?.index ?? 0;
    const index = spec.index ?? top + 1;
    if (spec.index !== undefined && this.monsters.some((m) => m.index === index)) {
      throw new InvalidSpecError('frogcomposband actor spec', [
        { field: 'index', value: index, allowed: `a free slot in the monster list (${String(index)} is taken)` },
      ]);
    }
    const random = this.ctx.random;
    let mspeed = spec.speed;
    if (mspeed === undefined || spec.energyNeed === undefined) this.ctx.emit('monsterPlaced', { actor: id, gameTurn: this.time });
    mspeed ??= rollMonsterSpeed(random, spec.race as number, { unique: spec.unique });
    let need = spec.energyNeed;
    if (need === undefined) {
      // monster2.c:3729: energy_need_hack = SPEED_TO_ENERGY(mspeed), then ENERGY_NEED() first (gcc order).
      this.hack = monsterSpeed({ mspeed }).energy;
      const draw = energyNeed(random, this.hack, this.ctx.version);
      if (this.ctx.options.nightmare) need = draw - random.below(100) * 2;
      else {
        need = draw - random.below(100);
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
      // monster2.c:3758: created below the monster being processed → skipped this pass.
      born: this.phase === 'monsters' && index < this.cursor,
      last: null,
    };
    this.byId.set(id, m);
    if (m.aware) this.awareCount++;
    let at = 0;
    while (at < this.monsters.length && (this.monsters[at] as MonsterState).index > index) at++;
    this.monsters.splice(at, 0, m);
  }

  private playerSpeedOf(p: PlayerState): { raw: number; energy: number } {
    return playerSpeedOf(p.base, p);
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

  private load(saved: JsonValue): void {
    const s = saved as unknown as Partial<SavedEngine> | null;
    if (
      !s ||
      s.format !== 'frogcomposband.engine/1' ||
      typeof s.time !== 'number' ||
      typeof s.hack !== 'number' ||
      !Array.isArray(s.monsters) ||
      !['start', 'player', 'monsters', 'world'].includes(s.phase as string)
    ) {
      throw new SnapshotError('restore(): the frogcomposband engine state is malformed (expected format "frogcomposband.engine/1")');
    }
    this.time = s.time;
    this.phase = s.phase as Phase;
    this.cursor = s.cursor ?? Number.POSITIVE_INFINITY;
    this.hack = s.hack;
    this.current = s.current ?? null;
    this.player = s.player ?? null;
    this.monsters = s.monsters;
    for (const m of this.monsters) {
      this.byId.set(m.id, m);
      if (m.aware) this.awareCount++;
    }
  }
}

function checkCost(field: string, value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > 32767) {
    throw new InvalidSpecError('frogcomposband action', [{ field, value, allowed: 'an integer nominal cost from 0 to 32767' }]);
  }
  return value;
}

function rejectFields(patch: FrogPatch, fields: readonly (keyof FrogPatch)[], who: string, allowed: string): void {
  for (const f of fields) {
    if (patch[f] !== undefined) {
      throw new InvalidSpecError(`frogcomposband patch of ${who}`, [{ field: f, value: patch[f], allowed: `not for ${who}: ${f} applies to ${allowed}` }]);
    }
  }
}
