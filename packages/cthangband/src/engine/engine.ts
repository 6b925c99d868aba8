import type { ActorId, Engine, EngineContext, PatchOutput, SpecOutput, ViewOutput } from '@turnkeeper/core';
import type { z } from 'zod';
import { placeMonster } from '../rules/monster-placement.js';
import { playerActionCost } from '../rules/player-action-cost.js';
import { monsterAttackCost } from '../rules/player-costs.js';
import type { CthangbandMonsterAction, CthangbandPlayerAction, CthangbandTypes } from '../schema/types.js';
import { ACT_THRESHOLD, ENERGY_PER_TICK, MAX_M_IDX, NORMAL_SPEED_INDEX, TICKS_PER_ROUND } from '../tables/constants.js';
import { EXTRACT_ENERGY } from '../tables/energy-table.js';
import { PHASE, type MonsterState, type PlayerState, type SavedEngine, type cthangbandState } from './state.js';

type Kinds = CthangbandTypes['kinds'];

const PLAYER_SLOT = 0;
const NONE = -1;

function cost(speed: number): number {
  return EXTRACT_ENERGY[speed + NORMAL_SPEED_INDEX] as number;
}

/**
 * The Cthangband 4.1.0 engine: `dungeon.c` `dungeon()`'s main loop, one game turn (tick) at a
 * time. Each tick: compact the monster list if it has many holes; `process_player()` (+10, then
 * a turn while energy ≥ 1000, so the player may act several times); the `afterPlayer` hook;
 * `melee2.c` `process_monsters()` from `m_max − 1` down to 1 with the bound fixed at its start
 * (BORN monsters skipped once; +10; at ≥ 1000 the move cost is charged up front and the monster
 * gets its one turn of the tick); `process_world()` every 10 ticks; `turnEnd`.
 *
 * Gains are the same for everyone, so stepping tick by tick over a few hundred slots is cheap;
 * the list order (descending index, holes, `m_pop()` reuse and compaction) is kept exactly
 * because it decides who acts first within a tick. Internal: use it through `cthangband.create()`.
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
  private readonly ctx: EngineContext<CthangbandTypes>;

  /** Per actor kind: charges the due actor's action (the core has validated it for the kind). */
  readonly charge = {
    player: (_id: ActorId, action: CthangbandPlayerAction): void => {
      this.chargePlayer(action);
      this.current = NONE;
    },
    monster: (id: ActorId, action: CthangbandMonsterAction): void => {
      // `current` caches the slot next() returned; after a restore mid-turn it comes from the state.
      const slot = this.current > 0 && this.slots[this.current]?.id === id ? this.current : (this.slotOf.get(id) as number);
      this.chargeMonster(slot, action);
      this.current = NONE;
    },
  };

  constructor(ctx: EngineContext<CthangbandTypes>, saved?: z.output<typeof cthangbandState>) {
    this.ctx = ctx;
    this.startTurn = ctx.options.startTurn;
    if (saved !== undefined) this.load(saved);
  }

  /** The game turn (`turn`): `startTurn` on the first tick; `startTurn − 1` before it. */
  get time(): number {
    return this.startTurn + this.tick - 1;
  }

  kindOf(id: ActorId): 'player' | 'monster' | undefined {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return undefined;
    return slot === PLAYER_SLOT ? 'player' : 'monster';
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

  add(id: ActorId, spec: SpecOutput<Kinds>): void {
    if (spec.kind === 'player') {
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
    // monster2.c place_monster_one(): m_pop() first, then the placement rolls. The monster kind's
    // `max` (MAX_M_IDX − 1) is checked by the core, so m_pop() always finds a slot.
    const index = this.pop();
    let speed: number;
    let energy: number;
    let csleep = 0;
    let maxhp = 0;
    if (spec.energy !== undefined) {
      speed = spec.mspeed ?? spec.speed;
      energy = spec.energy;
    } else {
      ({ speed, energy, csleep, maxhp } = placeMonster(spec, this.ctx.random, { asleep: spec.asleep }));
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
      // monster2.c delete_monster_idx(): the slot becomes a hole; m_max is unchanged.
      this.slots[slot] = null;
      this.mCnt--;
    }
    if (this.current === slot) this.current = NONE;
  }

  update(id: ActorId, patch: PatchOutput<Kinds>): void {
    const slot = this.slotOf.get(id) as number;
    if (patch.kind === 'player') {
      const p = this.player as PlayerState;
      if (patch.speed !== undefined) p.speed = patch.speed;
      if (patch.numBlow !== undefined) p.numBlow = patch.numBlow;
      if (patch.numFire !== undefined) p.numFire = patch.numFire;
      if (patch.naturalAttacks !== undefined) p.naturalAttacks = patch.naturalAttacks;
      if (patch.energy !== undefined) p.energy = patch.energy;
      return;
    }
    const m = this.slots[slot] as MonsterState;
    if (patch.speed !== undefined) m.speed = patch.speed; // a permanent mspeed edit, as haste and slow are in 4.1.0
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

  inspect(id: ActorId): ViewOutput<Kinds> {
    const slot = this.slotOf.get(id) as number;
    if (slot === PLAYER_SLOT) {
      const p = this.player as PlayerState;
      return {
        kind: 'player',
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
      kind: 'monster',
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

  save(): z.input<typeof cthangbandState> {
    const saved: SavedEngine = {
      format: 'cthangband-engine/1',
      startTurn: this.startTurn,
      tick: this.tick,
      phase: this.phase as SavedEngine['phase'],
      cursor: this.cursor,
      mMax: this.mMax,
      hackMIdx: this.hackMIdx,
      current: this.current,
      player: this.player,
      monsters: this.slots.slice(1, this.mMax),
    };
    // A deep copy: the snapshot must not share the live state.
    return structuredClone(saved);
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
      // The move cost is charged before the game knows what the monster will do (process_monsters()).
      const charged = cost(m.speed);
      m.energy -= charged;
      m.last = { tick, chargedMove: charged, afterCharge: m.energy, kind: null, refund: null, attackCost: null, energyAfter: null };
      this.current = i;
      return m.id;
    }
    return undefined;
  }

  private chargePlayer(action: CthangbandPlayerAction): void {
    const p = this.player as PlayerState;
    const energyBefore = p.energy;
    const charge = playerActionCost(action, p, this.ctx.random, () => {
      this.ctx.emit('playerBlow', { turn: this.time, numBlow: p.numBlow });
    });
    // Direct debits (Dimension Door, Psychic Drain) happen during the command; energy_use after it.
    p.energy -= charge.directDebit;
    p.energy -= charge.energyUse;
    p.last = {
      kind: action.kind,
      energyBefore,
      energyUse: charge.energyUse,
      directDebit: charge.directDebit,
      naturalAttacks: charge.naturalAttacks ?? null,
      energyAfter: p.energy,
    };
  }

  private chargeMonster(slot: number, action: CthangbandMonsterAction): void {
    const m = this.slots[slot] as MonsterState;
    const last = m.last as NonNullable<MonsterState['last']>;
    last.kind = action.kind;
    let refunds = false;
    switch (action.kind) {
      case 'melee_player':
        // melee1.c make_attack_normal(): NEVER_BLOW races and pets return before the refund.
        refunds = action.noRefund !== true;
        break;
      case 'spell_at_player':
      case 'spell_at_monster':
        // The refund reads extract_energy[mspeed] after the spell: a haste-self is refunded the new cost.
        if (action.speedAfter !== undefined) m.speed = action.speedAfter;
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
    if (action.kind !== 'out_of_range' && action.kind !== 'cannot_sense') this.hackMIdx = slot;
  }

  /** monster2.c m_pop(): the next index, or the first hole once m_max has reached MAX_M_IDX. */
  private pop(): number {
    if (this.mMax < MAX_M_IDX) return this.mMax++;
    let i = 1;
    while (this.slots[i]) i++;
    return i;
  }

  /** dungeon.c dungeon(): the list housekeeping at the top of every game turn. */
  private compact(): void {
    if (this.mCnt + 32 > MAX_M_IDX) {
      this.ctx.emit('compactMonsters', { turn: this.time, count: this.mCnt, needed: 64 });
    }
    if (this.mCnt + 32 >= this.mMax) return;
    // monster2.c compact_monsters(0): excise holes backwards, moving the last monster into each hole.
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

  /** Rebuilds the engine from a saved state the core has validated against `cthangbandState`. */
  private load(s: SavedEngine): void {
    const copy = structuredClone(s);
    this.startTurn = copy.startTurn;
    this.tick = copy.tick;
    this.phase = copy.phase;
    this.cursor = copy.cursor;
    this.mMax = copy.mMax;
    this.hackMIdx = copy.hackMIdx;
    this.current = copy.current;
    this.player = copy.player;
    if (this.player) this.slotOf.set(this.player.id, PLAYER_SLOT);
    this.slots.length = 1;
    copy.monsters.forEach((m, k) => {
      this.slots[k + 1] = m;
      if (m) {
        this.slotOf.set(m.id, k + 1);
        this.mCnt++;
      }
    });
  }
}
