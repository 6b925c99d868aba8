import { InvalidActionError, TurnkeeperError, type ActorId, type Engine, type EngineContext, type PatchOutput, type SpecOutput, type ViewOutput } from '@turnkeeper/core';
import type { z } from 'zod';
import { placeMonster } from '../rules/monster-placement.js';
import { playerActionCost } from '../rules/player-action-cost.js';
import { clampBlows, clampTimed, toS16 } from '../rules/storage.js';
import { countDownTimedEffects, currentSpeed, isForcedPass } from '../rules/timed-effects.js';
import type { CthangbandMonsterAction, CthangbandPlayerAction, CthangbandTypes } from '../schema/types.js';
import { ACT_THRESHOLD, ENERGY_PER_TICK, MAX_M_IDX, MAX_SPEED, MIN_SPEED, NORMAL_SPEED_INDEX, TICKS_PER_ROUND, TURN_MAX } from '../tables/constants.js';
import { EXTRACT_ENERGY } from '../tables/energy-table.js';
import { PHASE, type MonsterState, type PlayerState, type SavedEngine, type cthangbandState } from './state.js';

type Kinds = CthangbandTypes['kinds'];

const PLAYER_SLOT = 0;
const NONE = -1;
const TABLE = `${MIN_SPEED}..+${MAX_SPEED} (extract_energy has 200 entries, tables.c)`;

/** `extract_energy[speed + 110]`, or undefined outside the table (an out-of-bounds read in 4.1.0). */
function cost(speed: number): number | undefined {
  return speed >= MIN_SPEED && speed <= MAX_SPEED ? EXTRACT_ENERGY[speed + NORMAL_SPEED_INDEX] : undefined;
}

/** 100 / num_blows (melee1.c make_attack_normal(), melee2.c process_monster()); undefined for 0. */
function attackCost(numBlows: number): number | undefined {
  return numBlows === 0 ? undefined : Math.floor(100 / numBlows);
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
  /** The game's `turn` during the current tick (`startTurn − 1` before the first). */
  private turn: number;
  /** Whether the next tick adds one to `turn`: false after a level change (`dungeon()` broke out before `turn++`). */
  private advance = true;
  private tick = 0;
  private phase: number = PHASE.between;
  /** The player's passes in this tick: `process_player()` reads `new_level_flag` after each one. */
  private playerPasses = 0;
  private newLevelFlag = false;
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
    this.turn = this.startTurn - 1;
    if (saved !== undefined) this.load(saved);
  }

  /** The game turn (`turn`) of the current tick: `startTurn` on the first; `startTurn − 1` before it. */
  get time(): number {
    return this.turn;
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
      };
      this.slotOf.set(id, PLAYER_SLOT);
      return;
    }
    // Placing during a monster's open turn is placing from inside its process_monster(), which
    // runs with hack_m_idx set to it (melee2.c process_monsters()).
    const hack = this.phase === PHASE.monsters && this.current > 0 ? this.current : this.hackMIdx;
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
    const index = this.pop();
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
      born: spec.born || index < hack,
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
      if (patch.newLevelFlag !== undefined) this.newLevelFlag = patch.newLevelFlag;
      return;
    }
    const m = this.slots[slot] as MonsterState;
    if (patch.speed !== undefined) m.speed = patch.speed; // a permanent mspeed edit, as haste and slow are in 4.1.0
    if (patch.numBlows !== undefined) m.numBlows = patch.numBlows;
    if (patch.energy !== undefined) m.energy = patch.energy;
  }

  /**
   * The player's pass is forced while paralysed or knocked out (stun ≥ 100): dungeon.c
   * process_player() reads no command and charges 100 energy; monsters' turns never are.
   */
  forced(id: ActorId): boolean {
    return this.player !== null && id === this.player.id && isForcedPass(this.player);
  }

  next(): ActorId | undefined {
    for (;;) {
      switch (this.phase) {
        case PHASE.between: {
          if (!this.player && this.mCnt === 0) return undefined;
          if (this.advance) {
            // dungeon.c dungeon(): turn++ at the end of the previous tick. turn is an s32b: past
            // 2^31 − 1 that is signed overflow, undefined in C.
            if (this.turn >= TURN_MAX) {
              throw new TurnkeeperError(
                'TIME_OVERFLOW',
                `turn: the game's s32b turn counter is at ${TURN_MAX}; dungeon.c dungeon()'s turn++ would overflow it (undefined behaviour in 4.1.0)`,
                { counter: 'turn', value: this.turn, allowed: `at most ${TURN_MAX}` },
              );
            }
            this.turn++;
          }
          this.advance = true;
          this.tick++;
          this.playerPasses = 0;
          this.compact();
          this.phase = PHASE.player;
          break;
        }
        case PHASE.player: {
          const p = this.player;
          if (p) {
            if (p.ledger?.tick !== this.tick) {
              // dungeon.c process_player(): +10 whatever the speed, stored in the s16b.
              const e0 = p.energy;
              p.energy = toS16(p.energy + ENERGY_PER_TICK);
              p.ledger = { tick: this.tick, e0, gain: ENERGY_PER_TICK, e1: p.energy };
            }
            // The player loops while energy >= 1000, reading new_level_flag after each pass.
            if (p.energy >= ACT_THRESHOLD && !(this.playerPasses > 0 && this.newLevelFlag)) {
              this.current = PLAYER_SLOT;
              return p.id;
            }
          }
          this.phase = PHASE.afterPlayer;
          break;
        }
        case PHASE.afterPlayer: {
          this.phase = PHASE.monsters;
          this.ctx.emit('afterPlayer', { turn: this.turn, tick: this.tick });
          // dungeon(): "notice death or departure" after process_player().
          if (this.newLevelFlag) {
            this.changeLevel();
            break;
          }
          // melee2.c process_monsters(): the bound is m_max when the loop starts.
          this.cursor = this.mMax - 1;
          break;
        }
        case PHASE.monsters: {
          const id = this.nextMonster();
          if (id !== undefined) return id;
          this.hackMIdx = 0;
          if (this.newLevelFlag) {
            this.changeLevel();
            break;
          }
          this.phase = PHASE.world;
          break;
        }
        default: {
          this.phase = PHASE.between;
          const turn = this.turn;
          if (turn % TICKS_PER_ROUND === 0) {
            // process_world(): the timed effects lose their round's worth, whatever the speed.
            const p = this.player;
            if (p) Object.assign(p, countDownTimedEffects(p));
            this.ctx.emit('processWorld', { turn, tick: this.tick, round: Math.floor(turn / TICKS_PER_ROUND), regenMonsters: turn % 100 === 0 });
          }
          if (this.newLevelFlag) {
            // Word of recall, say: dungeon() breaks out after process_world(), before turn++.
            this.changeLevel();
            break;
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
        wait: ACT_THRESHOLD - p.energy,
        fast: p.fast,
        slow: p.slow,
        paralyzed: p.paralyzed,
        stun: p.stun,
        stunRecovery: p.stunRecovery,
        forcedPass: isForcedPass(p),
        newLevelFlag: this.newLevelFlag,
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
      moveCost: cost(m.speed) ?? null,
      numBlows: m.numBlows,
      attackCost: attackCost(m.numBlows) ?? null,
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
      format: 'cthangband-engine/2',
      startTurn: this.startTurn,
      turn: this.turn,
      advance: this.advance,
      tick: this.tick,
      phase: this.phase as SavedEngine['phase'],
      playerPasses: this.playerPasses,
      newLevelFlag: this.newLevelFlag,
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
      // process_monsters() breaks out after the process_monster() that set new_level_flag.
      if (this.newLevelFlag) {
        this.cursor = 0;
        break;
      }
      const i = this.cursor;
      const m = this.slots[i];
      if (!m) {
        this.cursor--; // a dead slot
        continue;
      }
      const e0 = m.energy;
      if (m.born) {
        // MFLAG_BORN: cleared, and the monster is skipped without energy this tick.
        this.cursor--;
        m.born = false;
        m.ledger = { tick, e0, gain: 0, e1: e0, bornSkip: true };
        continue;
      }
      const e1 = toS16(e0 + ENERGY_PER_TICK);
      // At most one turn per tick; below 1000 it waits.
      if (e1 < ACT_THRESHOLD) {
        this.cursor--;
        m.energy = e1;
        m.ledger = { tick, e0, gain: ENERGY_PER_TICK, e1, bornSkip: false };
        continue;
      }
      // The move cost is charged before the game knows what the monster will do (process_monsters()).
      const charged = cost(m.speed);
      if (charged === undefined) {
        // Nothing changed yet: the loop stops here, and stops here again until the speed is mended.
        throw new TurnkeeperError(
          'TIME_OVERFLOW',
          `monster ${String(m.id)} (slot ${i}) at speed ${m.speed} takes a turn: melee2.c process_monsters() charges extract_energy[${m.speed + NORMAL_SPEED_INDEX}], outside the table, so its energy (m_ptr->energy) would take an undefined value; allowed speeds: ${TABLE}`,
          { counter: 'm_ptr->energy', actor: m.id, field: 'speed', value: m.speed, allowed: TABLE },
        );
      }
      this.cursor--;
      m.ledger = { tick, e0, gain: ENERGY_PER_TICK, e1, bornSkip: false };
      m.energy = toS16(e1 - charged);
      m.last = { tick, chargedMove: charged, afterCharge: m.energy, kind: null, refund: null, attackCost: null, energyAfter: null };
      this.current = i;
      return m.id;
    }
    return undefined;
  }

  private chargePlayer(action: CthangbandPlayerAction): void {
    const p = this.player as PlayerState;
    const energyBefore = p.energy;
    let kind: string = action.kind;
    let forced = false;
    let charge: { energyUse: number; directDebit: number; naturalAttacks?: number };
    if (isForcedPass(p)) {
      // dungeon.c process_player(): paralysed or knocked out, no command is read: energy_use = 100.
      kind = 'paralyzed';
      forced = true;
      charge = { energyUse: 100, directDebit: 0 };
    } else {
      const speed = currentSpeed(p.speed, p);
      const steps = (action.kind === 'walk' && !(action.knownObstacle && !action.impaired)) || action.kind === 'run';
      if (steps && cost(speed) === undefined) {
        throw new InvalidActionError(`cthangband player action "${action.kind}"`, [
          {
            field: 'speed',
            value: speed,
            allowed: `${TABLE} to ${action.kind}: cmd2.c do_cmd_walk() and cmd1.c run_step() charge extract_energy[pspeed], which is undefined outside the table`,
          },
        ]);
      }
      const stats = { speed, numBlow: p.numBlow, numFire: p.numFire, naturalAttacks: p.naturalAttacks };
      charge = playerActionCost(action, stats, this.ctx.random, () => {
        this.ctx.emit('playerBlow', { turn: this.turn, numBlow: p.numBlow });
      });
      // cmd2.c do_cmd_go_up() / do_cmd_go_down(): free, and new_level_flag = TRUE.
      if (action.kind === 'stairs') this.newLevelFlag = true;
    }
    // Direct debits (Dimension Door, Psychic Drain) happen during the command; energy_use after it.
    p.energy = toS16(p.energy - charge.directDebit);
    p.energy = toS16(p.energy - charge.energyUse);
    this.playerPasses++;
    p.last = {
      kind,
      forced,
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
    let refunds = false;
    let speedAfter = m.speed;
    switch (action.kind) {
      case 'melee_player':
        // melee1.c make_attack_normal(): NEVER_BLOW races and pets return before the refund.
        refunds = action.noRefund !== true;
        break;
      case 'spell_at_player':
      case 'spell_at_monster':
        // The refund reads extract_energy[mspeed] after the spell: a haste-self is refunded the new cost.
        speedAfter = action.speedAfter ?? m.speed;
        refunds = true;
        break;
      default:
        break;
    }
    if (refunds) {
      const refund = cost(speedAfter);
      const attack = attackCost(m.numBlows);
      const what = `cthangband monster action "${action.kind}" of ${String(m.id)}`;
      if (refund === undefined) {
        throw new InvalidActionError(what, [
          { field: 'speedAfter', value: speedAfter, allowed: `${TABLE}: the refund reads extract_energy[mspeed] after the spell` },
        ]);
      }
      if (attack === undefined) {
        throw new InvalidActionError(what, [
          { field: 'numBlows', value: m.numBlows, allowed: '1..255: the refund charges 100 / num_blows, a division by zero at 0 (melee1.c make_attack_normal())' },
        ]);
      }
      m.speed = speedAfter;
      // Two statements in the game, each stored in the s16b.
      m.energy = toS16(toS16(m.energy + refund) - attack);
      last.refund = refund;
      last.attackCost = attack;
    }
    last.kind = action.kind;
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

  /** dungeon.c dungeon(): the list housekeeping at the top of every pass of its main loop. */
  private compact(): void {
    if (this.mCnt + 32 > MAX_M_IDX) {
      // monster2.c compact_monsters(64): the game deletes monsters (the hook's handler does), then
      // always excises the holes.
      this.ctx.emit('compactMonsters', { turn: this.turn, tick: this.tick, count: this.mCnt, needed: 64 });
      this.exciseHoles();
    }
    // compact_monsters(0): only when the list has many holes.
    if (this.mCnt + 32 < this.mMax) this.exciseHoles();
  }

  /** monster2.c compact_monsters(): excise holes backwards, moving the last monster into each one. */
  private exciseHoles(): void {
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

  /**
   * The level changes (`dungeon.c` `play_game()`): `dungeon()` has broken out of its loop, so this
   * tick has no more phases and no `turn++`. `remove_non_pets()` removes the old level's monsters
   * (the `leaveLevel` hook's handler does; pets may stay) and closes the holes, then
   * `generate_cave()` places the new level's (the `newLevel` hook); the next `dungeon()` clears
   * `new_level_flag`. The player keeps its energy.
   */
  private changeLevel(): void {
    this.phase = PHASE.between;
    this.cursor = 0;
    this.hackMIdx = 0;
    this.current = NONE;
    this.advance = false;
    this.ctx.emit('leaveLevel', { turn: this.turn, tick: this.tick, monsters: this.mCnt });
    this.exciseHoles();
    this.ctx.emit('newLevel', { turn: this.turn, tick: this.tick });
    this.newLevelFlag = false;
  }

  /** Rebuilds the engine from a saved state the core has validated against `cthangbandState`. */
  private load(s: SavedEngine): void {
    const copy = structuredClone(s);
    this.startTurn = copy.startTurn;
    this.turn = copy.turn;
    this.advance = copy.advance;
    this.tick = copy.tick;
    this.phase = copy.phase;
    this.playerPasses = copy.playerPasses;
    this.newLevelFlag = copy.newLevelFlag;
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
