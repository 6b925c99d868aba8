import {
  InvalidSpecError,
  SnapshotError,
  TurnkeeperError,
  UnknownActionError,
  parseSpec,
  type ActorId,
  type Engine,
  type EngineContext,
  type JsonObject,
  type JsonValue,
} from '@turnkeeper/core';
import { ACT_THRESHOLD, ENERGY_PER_TICK, MAX_M_IDX, NORMAL_SPEED_INDEX, TICKS_PER_ROUND } from '../constants.js';
import { placeMonster } from '../rules/monster-placement.js';
import { playerActionCost } from '../rules/player-action-cost.js';
import { monsterAttackCost } from '../rules/player-costs.js';
import { EXTRACT_ENERGY } from '../tables/energy-table.js';
import { MONSTER_ACTION_KINDS, PLAYER_ACTION_KINDS, monsterAction, playerAction, type CthangbandAction } from './actions.js';
import { PHASE, type MonsterState, type PlayerState, type SavedEngine } from './engine-state.js';
import type { CthangbandHooks } from './hooks.js';
import type { CthangbandOptions, CthangbandPatch, CthangbandSpec } from './schema.js';

const PLAYER_SLOT = 0;
const NONE = -1;

function cost(speed: number): number {
  return EXTRACT_ENERGY[speed + NORMAL_SPEED_INDEX] as number;
}

/**
 * The Cthangband 4.1.0 engine: `dungeon()`'s main loop, one game turn (tick) at a time (spec §2,
 * §6, §6.1). Each tick: compact the monster list if it has many holes; `process_player()` (+10,
 * then a turn while energy ≥ 1000, so the player may act several times); the `afterPlayer` hook;
 * `process_monsters()` from `m_max − 1` down to 1 with the bound fixed at its start (BORN
 * monsters skipped once; +10; at ≥ 1000 the move cost is charged up front and the monster gets
 * its one turn of the tick); `process_world()` every 10 ticks; `turnEnd`.
 *
 * Gains are the same for everyone, so stepping tick by tick over a few hundred slots is cheap;
 * the list order (descending index, holes, m_pop reuse and compaction) is kept exactly because it
 * decides who acts first within a tick.
 *
 * @example
 * ```ts
 * // Made by the ruleset; use it through the loop:
 * import { cthangband } from '@turnkeeper/cthangband';
 * const loop = cthangband.create({ seed: 7 });
 * loop.add('player', { type: 'player' });
 * loop.next(); // the engine's next(): the player, on tick 1
 * ```
 */
export class CthangbandEngine {
  private startTurn: number;
  private tick = 0;
  private phase: number = PHASE.between;
  private cursor = 0;
  private mMax = 1;
  private mCnt = 0;
  private hackMIdx = 0;
  private current = NONE;
  private player: PlayerState | null = null;
  private readonly slots: (MonsterState | null)[] = [null];
  private readonly slotOf = new Map<ActorId, number>();
  private readonly ctx: EngineContext<CthangbandOptions, CthangbandHooks>;

  constructor(ctx: EngineContext<CthangbandOptions, CthangbandHooks>, saved?: JsonValue) {
    this.ctx = ctx;
    this.startTurn = ctx.options.startTurn;
    if (saved !== undefined) this.load(saved);
  }

  /** The game turn (`turn`): `startTurn` on the first tick; `startTurn − 1` before it. */
  get time(): number {
    return this.startTurn + this.tick - 1;
  }

  has(id: ActorId): boolean {
    return this.slotOf.has(id);
  }

  /** The player first, then monsters by descending index: the order `dungeon()` processes them. */
  ids(): ActorId[] {
    const out: ActorId[] = [];
    if (this.player) out.push(this.player.id);
    for (let i = this.mMax - 1; i >= 1; i--) {
      const m = this.slots[i];
      if (m) out.push(m.id);
    }
    return out;
  }

  add(id: ActorId, spec: CthangbandSpec): void {
    if (spec.type === 'player') {
      if (this.player) {
        throw new InvalidSpecError('cthangband actor spec', [
          { field: 'type', value: 'player', allowed: `only one player per loop (the game has one p_ptr; "${String(this.player.id)}" is it)` },
        ]);
      }
      this.player = {
        id,
        speed: spec.speed,
        numBlow: spec.numBlow,
        numFire: spec.numFire,
        naturalAttacks: spec.naturalAttacks,
        energy: spec.energy,
        ledger: null,
        last: null,
      };
      this.slotOf.set(id, PLAYER_SLOT);
      return;
    }
    // monster2.c place_monster_one(): m_pop() first, then the placement rolls.
    const index = this.pop();
    let speed: number;
    let energy: number;
    let csleep = 0;
    let maxhp = 0;
    if (spec.energy !== undefined) {
      speed = spec.mspeed ?? spec.speed;
      energy = spec.energy;
    } else {
      const placed = placeMonster(spec, this.ctx.random, { asleep: spec.asleep });
      ({ speed, energy, csleep, maxhp } = placed);
    }
    this.slots[index] = {
      id,
      raceSpeed: spec.speed,
      speed,
      numBlows: spec.numBlows,
      unique: spec.unique,
      csleep,
      maxhp,
      energy,
      // MFLAG_BORN: only when the new slot is below the monster being processed (m_pop reuse).
      born: spec.born || index < this.hackMIdx,
      ledger: null,
      last: null,
    };
    this.slotOf.set(id, index);
    this.mCnt++;
  }

  remove(id: ActorId): void {
    const slot = this.slotOf.get(id) as number;
    this.slotOf.delete(id);
    if (slot === PLAYER_SLOT) this.player = null;
    else {
      // delete_monster_idx(): the slot becomes a hole; m_max is unchanged.
      this.slots[slot] = null;
      this.mCnt--;
    }
    if (this.current === slot) this.current = NONE;
  }

  update(id: ActorId, patch: CthangbandPatch): void {
    const slot = this.slotOf.get(id) as number;
    if (slot === PLAYER_SLOT) {
      const p = this.player as PlayerState;
      if (patch.numBlows !== undefined) this.wrongField('numBlows', patch.numBlows, 'monsters only; the player has numBlow');
      if (patch.speed !== undefined) p.speed = patch.speed;
      if (patch.numBlow !== undefined) p.numBlow = patch.numBlow;
      if (patch.numFire !== undefined) p.numFire = patch.numFire;
      if (patch.naturalAttacks !== undefined) p.naturalAttacks = patch.naturalAttacks;
      if (patch.energy !== undefined) p.energy = patch.energy;
      return;
    }
    const m = this.slots[slot] as MonsterState;
    if (patch.numBlow !== undefined) this.wrongField('numBlow', patch.numBlow, 'the player only; monsters have numBlows');
    if (patch.numFire !== undefined) this.wrongField('numFire', patch.numFire, 'the player only');
    if (patch.naturalAttacks !== undefined) this.wrongField('naturalAttacks', patch.naturalAttacks, 'the player only');
    if (patch.speed !== undefined) m.speed = patch.speed; // a permanent mspeed edit (spec §6)
    if (patch.numBlows !== undefined) m.numBlows = patch.numBlows;
    if (patch.energy !== undefined) m.energy = patch.energy;
  }

  next(): ActorId | undefined {
    for (;;) {
      switch (this.phase) {
        case PHASE.between: {
          if (!this.player && this.mCnt === 0) return undefined;
          this.tick++;
          this.compact();
          this.phase = PHASE.player;
          break;
        }
        case PHASE.player: {
          const p = this.player;
          if (p) {
            if (p.ledger?.tick !== this.tick) {
              // dungeon.c process_player(): +10 whatever the speed.
              const e0 = p.energy;
              p.energy += ENERGY_PER_TICK;
              p.ledger = { tick: this.tick, e0, gain: ENERGY_PER_TICK, e1: p.energy };
            }
            // The player loops while energy >= 1000: one turn per pass.
            if (p.energy >= ACT_THRESHOLD) {
              this.current = PLAYER_SLOT;
              return p.id;
            }
          }
          this.phase = PHASE.afterPlayer;
          break;
        }
        case PHASE.afterPlayer: {
          this.phase = PHASE.monsters;
          this.ctx.emit('afterPlayer', { turn: this.time, tick: this.tick });
          // melee2.c process_monsters(): the bound is m_max when the loop starts.
          this.cursor = this.mMax - 1;
          break;
        }
        case PHASE.monsters: {
          const id = this.nextMonster();
          if (id !== undefined) return id;
          this.hackMIdx = 0;
          this.phase = PHASE.world;
          break;
        }
        default: {
          this.phase = PHASE.between;
          const turn = this.time;
          if (turn % TICKS_PER_ROUND === 0) {
            this.ctx.emit('processWorld', { turn, tick: this.tick, round: Math.floor(turn / TICKS_PER_ROUND), regenMonsters: turn % 100 === 0 });
          }
          this.ctx.emit('turnEnd', { turn, tick: this.tick });
        }
      }
    }
  }

  charge(id: ActorId, action: CthangbandAction): void {
    const slot = this.current;
    // A rejected action leaves the turn pending (the loop keeps it too), so it can be retried.
    if (slot === PLAYER_SLOT) this.chargePlayer(action);
    else this.chargeMonster(slot, action, id);
    this.current = NONE;
  }

  inspect(id: ActorId): JsonObject {
    const slot = this.slotOf.get(id) as number;
    if (slot === PLAYER_SLOT) {
      const p = this.player as PlayerState;
      return {
        type: 'player',
        speed: p.speed,
        moveCost: cost(p.speed),
        numBlow: p.numBlow,
        numFire: p.numFire,
        naturalAttacks: p.naturalAttacks,
        energy: p.energy,
        wait: ACT_THRESHOLD - p.energy,
        ledger: p.ledger ? { ...p.ledger } : null,
        last: p.last ? { ...p.last } : null,
      };
    }
    const m = this.slots[slot] as MonsterState;
    return {
      type: 'monster',
      index: slot,
      raceSpeed: m.raceSpeed,
      speed: m.speed,
      moveCost: cost(m.speed),
      numBlows: m.numBlows,
      attackCost: monsterAttackCost(m.numBlows),
      unique: m.unique,
      csleep: m.csleep,
      maxhp: m.maxhp,
      energy: m.energy,
      wait: ACT_THRESHOLD - m.energy,
      born: m.born,
      ledger: m.ledger ? { ...m.ledger } : null,
      last: m.last ? { ...m.last } : null,
    };
  }

  save(): JsonValue {
    const saved: SavedEngine = {
      format: 'cthangband-engine/1',
      startTurn: this.startTurn,
      tick: this.tick,
      phase: this.phase,
      cursor: this.cursor,
      mMax: this.mMax,
      hackMIdx: this.hackMIdx,
      current: this.current,
      player: this.player,
      monsters: this.slots.slice(1, this.mMax),
    };
    return JSON.parse(JSON.stringify(saved)) as JsonValue;
  }

  /** The next monster of this tick's `process_monsters()` pass that gets a turn, or undefined. */
  private nextMonster(): ActorId | undefined {
    const tick = this.tick;
    while (this.cursor >= 1) {
      const i = this.cursor--;
      const m = this.slots[i];
      if (!m) continue; // a dead slot
      const e0 = m.energy;
      if (m.born) {
        // MFLAG_BORN: cleared, and the monster is skipped without energy this tick.
        m.born = false;
        m.ledger = { tick, e0, gain: 0, e1: e0, bornSkip: true };
        continue;
      }
      m.energy += ENERGY_PER_TICK;
      m.ledger = { tick, e0, gain: ENERGY_PER_TICK, e1: m.energy, bornSkip: false };
      // At most one turn per tick; below 1000 it waits.
      if (m.energy < ACT_THRESHOLD) continue;
      // The move cost is charged before the game knows what the monster will do (spec §6 step 5).
      const charged = cost(m.speed);
      m.energy -= charged;
      m.last = { tick, chargedMove: charged, afterCharge: m.energy, kind: null, refund: null, attackCost: null, energyAfter: null };
      this.current = i;
      return m.id;
    }
    return undefined;
  }

  private chargePlayer(action: CthangbandAction): void {
    const p = this.player as PlayerState;
    if (!(PLAYER_ACTION_KINDS as readonly string[]).includes(action.kind)) {
      throw new UnknownActionError('cthangband (player)', action.kind, PLAYER_ACTION_KINDS);
    }
    const parsed = parseSpec(playerAction, action, `cthangband player action "${action.kind}"`);
    const energyBefore = p.energy;
    const charge = playerActionCost(parsed, p, this.ctx.random, () => {
      this.ctx.emit('playerBlow', { turn: this.time, numBlow: p.numBlow });
    });
    // Direct debits (Dimension Door, Psychic Drain) happen during the command; energy_use after it.
    p.energy -= charge.directDebit;
    p.energy -= charge.energyUse;
    p.last = {
      kind: parsed.kind,
      energyBefore,
      energyUse: charge.energyUse,
      directDebit: charge.directDebit,
      naturalAttacks: charge.naturalAttacks ?? null,
      energyAfter: p.energy,
    };
  }

  private chargeMonster(slot: number, action: CthangbandAction, id: ActorId): void {
    if (!(MONSTER_ACTION_KINDS as readonly string[]).includes(action.kind)) {
      throw new UnknownActionError(`cthangband (monster ${String(id)})`, action.kind, MONSTER_ACTION_KINDS);
    }
    const parsed = parseSpec(monsterAction, action, `cthangband monster action "${action.kind}"`);
    const m = this.slots[slot] as MonsterState;
    const last = m.last as NonNullable<MonsterState['last']>;
    last.kind = parsed.kind;
    let refunds = false;
    switch (parsed.kind) {
      case 'melee_player':
        // melee1.c make_attack_normal(): NEVER_BLOW races and pets return before the refund.
        refunds = !parsed.noRefund;
        break;
      case 'spell_at_player':
      case 'spell_at_monster':
        // The refund reads extract_energy[mspeed] after the spell: a haste-self is refunded the new cost.
        if (parsed.speedAfter !== undefined) m.speed = parsed.speedAfter;
        refunds = true;
        break;
      default:
        break;
    }
    if (refunds) {
      const refund = cost(m.speed);
      const attack = monsterAttackCost(m.numBlows);
      m.energy += refund - attack;
      last.refund = refund;
      last.attackCost = attack;
    }
    last.energyAfter = m.energy;
    // process_monsters() sets hack_m_idx only for monsters that reach process_monster().
    if (parsed.kind !== 'out_of_range' && parsed.kind !== 'cannot_sense') this.hackMIdx = slot;
  }

  /** monster2.c m_pop(): the next index, or a hole once m_max has reached MAX_M_IDX. */
  private pop(): number {
    if (this.mMax < MAX_M_IDX) return this.mMax++;
    for (let i = 1; i < this.mMax; i++) if (!this.slots[i]) return i;
    throw new TurnkeeperError('INVALID_ARGUMENT', `Too many monsters: the monster list holds ${MAX_M_IDX - 1} (MAX_M_IDX ${MAX_M_IDX}); remove one first`, {
      max: MAX_M_IDX - 1,
    });
  }

  /** dungeon.c dungeon(): the list housekeeping at the top of every game turn. */
  private compact(): void {
    if (this.mCnt + 32 > MAX_M_IDX) {
      this.ctx.emit('compactMonsters', { turn: this.time, count: this.mCnt, needed: 64 });
    }
    if (this.mCnt + 32 >= this.mMax) return;
    // compact_monsters(0): excise holes backwards, moving the last monster into each hole.
    for (let i = this.mMax - 1; i >= 1; i--) {
      if (this.slots[i]) continue;
      const last = this.mMax - 1;
      if (last !== i) {
        const moved = this.slots[last] as MonsterState | null;
        this.slots[i] = moved;
        if (moved) this.slotOf.set(moved.id, i);
        this.slots[last] = null;
      }
      this.mMax--;
    }
    this.slots.length = this.mMax;
  }

  private wrongField(field: string, value: unknown, allowed: string): never {
    throw new InvalidSpecError('cthangband actor patch', [{ field, value, allowed }]);
  }

  private load(saved: JsonValue): void {
    const s = saved as Partial<SavedEngine> | null;
    if (s?.format !== 'cthangband-engine/1' || !Array.isArray(s.monsters) || typeof s.tick !== 'number') {
      throw new SnapshotError('restore(): the cthangband engine state is malformed (expected format "cthangband-engine/1")');
    }
    this.startTurn = s.startTurn ?? this.startTurn;
    this.tick = s.tick;
    this.phase = s.phase ?? PHASE.between;
    this.cursor = s.cursor ?? 0;
    this.mMax = s.mMax ?? 1;
    this.hackMIdx = s.hackMIdx ?? 0;
    this.current = s.current ?? NONE;
    this.player = s.player ?? null;
    if (this.player) this.slotOf.set(this.player.id, PLAYER_SLOT);
    this.slots.length = 1;
    s.monsters.forEach((m, k) => {
      this.slots[k + 1] = m;
      if (m) {
        this.slotOf.set(m.id, k + 1);
        this.mCnt++;
      }
    });
  }
}

/**
 * The engine type as the core sees it.
 *
 * @example
 * ```ts
 * import type { CthangbandEngineType } from '@turnkeeper/cthangband';
 * ```
 */
export type CthangbandEngineType = Engine<CthangbandSpec, CthangbandPatch, CthangbandAction>;
