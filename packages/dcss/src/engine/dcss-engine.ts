import {
  InvalidSpecError,
  SnapshotError,
  TurnOrderError,
  TurnkeeperError,
  parseSpec,
  type ActorId,
  type Engine,
  type EngineContext,
  type JsonObject,
  type JsonValue,
} from '@turnkeeper/core';
import { dcssAction, type DcssAction } from '../actions.js';
import { divRandRound } from '../random/div-rand-round.js';
import { attackCost, energyCost, moveCost, type MonsterCostStatus, type WeaponBrand } from '../rules/monster-costs.js';
import { calcSpeed } from '../rules/monster-speed.js';
import { meleeTime } from '../rules/player-attack.js';
import { moveTime, stairsTime } from '../rules/player-move.js';
import { playerSpeed } from '../rules/player-speed.js';
import type { DcssActor, DcssActorPatch, MonsterSpec, PlayerSpec } from '../schema.js';
import { versionFeatures, type DcssVersion, type VersionFeatures } from '../versions.js';
import type { DcssHooks } from './hooks.js';
import { MonsterQueue } from './monster-queue.js';

/**
 * ENERGY_THRESHOLD (monster.cc:5413 `has_action_energy`): a monster acts while it has ≥ 80.
 *
 * @example
 * ```ts
 * import { ENERGY_THRESHOLD } from '@turnkeeper/dcss';
 * loop.inspect('orc').energy >= ENERGY_THRESHOLD; // the orc can act
 * ```
 */
export const ENERGY_THRESHOLD = 80;
/**
 * handle_monsters gives up (crawl dies) after this many queue pops in one world turn (mon-act.cc:2848).
 *
 * @example
 * ```ts
 * import { MAX_QUEUE_POPS } from '@turnkeeper/dcss';
 * MAX_QUEUE_POPS; // 32767
 * ```
 */
export const MAX_QUEUE_POPS = 32767;
/**
 * Effective speeds from here on burn non-move energy instead of acting (mon-act.cc:2334).
 *
 * @example
 * ```ts
 * import { SPEED_NEVER_ACTS } from '@turnkeeper/dcss';
 * SPEED_NEVER_ACTS; // 100
 * ```
 */
export const SPEED_NEVER_ACTS = 100;

interface Monster {
  readonly id: ActorId;
  spec: MonsterSpec;
  /** `monster::speed`, the effective speed after calc_speed. */
  speed: number;
  /** `speed_increment`. */
  energy: number;
  justSummoned: boolean;
}

interface SavedDcss {
  time: number;
  turn: number;
  phase: 'player' | 'monsters';
  prepared: number | null;
  timeTaken: number;
  pops: number;
  player: { id: ActorId; spec: PlayerSpec } | null;
  monsters: { slot: number; id: ActorId; spec: MonsterSpec; speed: number; energy: number; justSummoned: boolean }[];
  queue: [number, number][];
  pursuers: number[];
}

type Ctx = EngineContext<unknown, DcssHooks>;

const MONSTER_ONLY = ['speed', 'energy', 'justSummoned', 'energyUsage', 'weapon', 'launcher', 'swift', 'ponderous', 'floundering', 'frozen', 'followsPlayer'] as const;
const PLAYER_ONLY = ['movementSpeed', 'attack', 'shieldPenalty20', 'finesse'] as const;

/**
 * The DCSS time loop's engine (spec §2, §4, §5, §6): the player acts, then the world reacts to the
 * whole `time_taken` at once — every monster gains energy in index order, then monsters act one
 * action at a time from a libstdc++ priority queue keyed on remaining energy until none has 80.
 * `time` is the game's `you.elapsed_time` in aut: the player's action and the monsters' reactions
 * to it happen at the time the action started; the clock then advances by `time_taken`.
 * Made by the ruleset's `createEngine`; use `dcss.create()` rather than constructing it.
 *
 * @example
 * ```ts
 * import { dcss } from '@turnkeeper/dcss';
 * const loop = dcss.create(); // wraps a DcssEngine in core's TimeLoop
 * ```
 */
export class DcssEngine implements Engine<DcssActor, DcssActorPatch, DcssAction> {
  time = 0;
  private turn = 0;
  private phase: 'player' | 'monsters' = 'player';
  private prepared: number | null = null;
  private timeTaken = 0;
  private pops = 0;
  private player: { id: ActorId; spec: PlayerSpec } | undefined;
  private readonly slots: (Monster | undefined)[] = [];
  private readonly slotOf = new Map<ActorId, number>();
  private queue = new MonsterQueue();
  private readonly pursuers = new Set<number>();
  private readonly ctx: Ctx;
  private readonly features: VersionFeatures;

  constructor(ctx: Ctx, saved?: JsonValue) {
    this.ctx = ctx;
    this.features = versionFeatures(ctx.version as DcssVersion);
    if (saved !== undefined) this.load(saved);
  }

  has(id: ActorId): boolean {
    return this.player?.id === id || this.slotOf.has(id);
  }

  /** The player first, then monsters in index (`env.mons`) order. */
  ids(): ActorId[] {
    const out: ActorId[] = this.player ? [this.player.id] : [];
    for (const m of this.slots) if (m) out.push(m.id);
    return out;
  }

  add(id: ActorId, spec: DcssActor): void {
    if (spec.kind === 'player') {
      if (this.player) {
        throw new InvalidSpecError('dcss actor spec', [
          { field: 'kind', value: 'player', allowed: `one player per loop; ${String(this.player.id)} is the player already` },
        ]);
      }
      this.player = { id, spec };
      return;
    }
    // A new monster takes the lowest free env.mons index (mon-place.cc `_get_free_monster_index`).
    let slot = 0;
    while (slot < this.slots.length && this.slots[slot] !== undefined) slot++;
    const speed = calcSpeed(this.ctx.random, spec.speed, spec); // calc_speed at creation (spec §4.5)
    this.slots[slot] = { id, spec, speed, energy: spec.energy, justSummoned: spec.justSummoned };
    this.slotOf.set(id, slot);
  }

  remove(id: ActorId): void {
    if (this.player?.id === id) {
      this.player = undefined;
      if (this.phase === 'player') this.prepared = null;
      return;
    }
    const slot = this.slotOf.get(id) as number;
    this.slots[slot] = undefined;
    this.slotOf.delete(id);
    this.pursuers.delete(slot);
    while (this.slots.length > 0 && this.slots[this.slots.length - 1] === undefined) this.slots.pop();
  }

  update(id: ActorId, patch: DcssActorPatch): void {
    const keys = Object.keys(patch) as (keyof DcssActorPatch)[];
    if (this.player?.id === id) {
      const bad = keys.find((k) => (MONSTER_ONLY as readonly string[]).includes(k));
      if (bad) throw new InvalidSpecError('dcss actor patch', [{ field: bad, value: patch[bad], allowed: 'a monster field; the player has no such field' }]);
      const p = patch as Partial<PlayerSpec>;
      this.player.spec = { ...this.player.spec, ...p };
      return;
    }
    const m = this.slots[this.slotOf.get(id) as number] as Monster;
    const bad = keys.find((k) => (PLAYER_ONLY as readonly string[]).includes(k));
    if (bad) throw new InvalidSpecError('dcss actor patch', [{ field: bad, value: patch[bad], allowed: 'a player field; monsters have no such field' }]);
    const { energy, justSummoned, ...rest } = patch as Partial<MonsterSpec>;
    m.spec = { ...m.spec, ...rest };
    if (rest.speed !== undefined || rest.hasted !== undefined || rest.slowed !== undefined || rest.berserk !== undefined) {
      m.speed = calcSpeed(this.ctx.random, m.spec.speed, m.spec); // a new roll when the enchantment changes
    }
    if (justSummoned !== undefined) m.justSummoned = justSummoned;
    if (energy !== undefined) {
      m.energy = energy;
      // Effects that give energy mid-turn queue the monster again (mon-act.cc `queue_monster_for_action`).
      if (this.phase === 'monsters' && energy >= ENERGY_THRESHOLD) this.queue.push(this.slotOf.get(id) as number, energy);
    }
  }

  next(): ActorId | undefined {
    if (this.phase === 'monsters') {
      const due = this.nextMonster();
      if (due !== undefined) return due;
      this.endWorldTurn();
    }
    const player = this.player;
    if (!player) {
      throw new TurnOrderError(
        'NO_ACTORS',
        'next(): no player: in DCSS time only passes when the player acts; add an actor with kind "player"',
      );
    }
    if (this.prepared === null) {
      // main.cc `_input`: clear the potential pursuers, then `_prep_input` rolls player_speed().
      this.pursuers.clear();
      this.prepared = playerSpeed(this.ctx.random, player.spec);
      this.ctx.emit('playerTurn', { turn: this.turn + 1, speed: this.prepared });
    }
    return player.id;
  }

  charge(id: ActorId, action: DcssAction): void {
    const a = parseSpec(dcssAction, action, 'dcss action');
    if (this.player?.id === id) this.chargePlayer(this.player.spec, a);
    else this.chargeMonster(this.slotOf.get(id) as number, a);
  }

  inspect(id: ActorId): JsonObject {
    if (this.player?.id === id) {
      return { kind: 'player', turn: this.turn, timeTaken: this.timeTaken, speed: this.prepared };
    }
    const slot = this.slotOf.get(id) as number;
    const m = this.slots[slot] as Monster;
    return { kind: 'monster', index: slot, energy: m.energy, speed: m.speed, justSummoned: m.justSummoned, pursuer: this.pursuers.has(slot) };
  }

  save(): JsonValue {
    const monsters: SavedDcss['monsters'] = [];
    this.slots.forEach((m, slot) => {
      if (m) monsters.push({ slot, id: m.id, spec: m.spec, speed: m.speed, energy: m.energy, justSummoned: m.justSummoned });
    });
    const saved: SavedDcss = {
      time: this.time,
      turn: this.turn,
      phase: this.phase,
      prepared: this.prepared,
      timeTaken: this.timeTaken,
      pops: this.pops,
      player: this.player ? { id: this.player.id, spec: this.player.spec } : null,
      monsters,
      queue: this.queue.entries(),
      pursuers: [...this.pursuers],
    };
    return JSON.parse(JSON.stringify(saved)) as JsonValue;
  }

  /** Pops the queue until a monster may act (mon-act.cc `handle_monsters`, spec §4.3). */
  private nextMonster(): ActorId | undefined {
    for (;;) {
      const entry = this.queue.pop();
      if (!entry) return undefined;
      if (++this.pops > MAX_QUEUE_POPS) {
        throw new TurnkeeperError(
          'TIME_OVERFLOW',
          `handle_monsters: more than ${MAX_QUEUE_POPS} monster turns in one world turn (crawl dies here); an action that costs no energy repeats forever`,
          { pops: this.pops },
        );
      }
      const m = this.slots[entry.slot];
      if (!m || m.energy < ENERGY_THRESHOLD) continue;
      if (entry.key === m.energy) {
        if (m.speed >= SPEED_NEVER_ACTS) {
          // mon-act.cc:2334: such a monster only burns its non-move energy.
          m.energy -= Math.min(m.spec.energyUsage.move, m.spec.energyUsage.swim);
          this.pursuers.delete(entry.slot);
        } else {
          this.ctx.emit('monsterAction', { actor: m.id, energy: m.energy });
          return m.id;
        }
      }
      if (m.energy >= ENERGY_THRESHOLD) this.queue.push(entry.slot, m.energy);
    }
  }

  private chargePlayer(spec: PlayerSpec, action: DcssAction): void {
    const prepared = this.prepared ?? playerSpeed(this.ctx.random, spec);
    const random = this.ctx.random;
    let t: number;
    switch (action.kind) {
      case 'spell':
        t = action.sandblast ? Math.trunc((prepared * 3) / 2) : prepared; // spl-cast.cc:359 (spec §5.4)
        break;
      case 'wait':
      case 'special':
      case 'item':
      case 'pickup':
        t = prepared; // these keep the time_taken _prep_input set (spec §2, §5.1)
        break;
      case 'move': {
        const slots = this.pursuerSlots(action.pursuers ?? []);
        t = moveTime(random, spec, spec.movementSpeed, action.steps ?? 1, this.features.movementRounding);
        // movement.cc `_mark_potential_pursuers` (0.31+): the set lives until this world turn ends.
        if (this.features.pursuit) for (const s of slots) this.pursuers.add(s);
        break;
      }
      case 'melee':
        t = meleeTime(random, spec.attack, spec, spec);
        break;
      case 'fixed':
        if (action.aut === undefined) throw badAction('aut', undefined, 'for the player, a fixed action needs aut (its exact length)');
        t = action.aut;
        break;
      case 'stairs':
        t = stairsTime(random, prepared); // files.cc:2341
        break;
      case 'equip':
        t = Math.trunc(prepared / 2); // item-use.cc:1638: one quick equip
        break;
      case 'missile':
        throw badAction('kind', action.kind, 'for the player: wait, move, melee, spell, special, item, pickup, fixed, stairs or equip');
    }
    this.prepared = null;
    this.timeTaken = t;
    this.ctx.emit('worldReacts', { turn: this.turn + 1, timeTaken: t });
    this.energyPhase(t);
    this.phase = 'monsters';
    this.pops = 0;
  }

  private pursuerSlots(ids: readonly ActorId[]): number[] {
    return ids.map((id, i) => {
      const slot = this.slotOf.get(id);
      if (slot === undefined) throw badAction(`pursuers.${i}`, id, 'the id of a monster present in the loop');
      return slot;
    });
  }

  /** The first phase of `handle_monsters`: every monster's `_pre_monster_move` in index order. */
  private energyPhase(timeTaken: number): void {
    for (let slot = 0; slot < this.slots.length; slot++) {
      const m = this.slots[slot];
      if (!m) continue;
      if (m.justSummoned) {
        m.justSummoned = false; // just placed: no gain this turn (spec §4.1)
        this.ctx.emit('monsterEnergy', { actor: m.id, gain: 0, energy: m.energy, justSummoned: true });
      } else {
        let gain = 0;
        if (m.speed > 0) {
          gain = divRandRound(this.ctx.random, m.speed * timeTaken, 10); // _monster_add_energy (spec §4.2)
          if (this.features.gainAtLeastOne) gain = Math.max(1, gain); // ≤ 0.32 (spec §9)
        }
        m.energy += gain;
        this.ctx.emit('monsterEnergy', { actor: m.id, gain, energy: m.energy, justSummoned: false });
      }
      if (this.slots[slot] === m && m.energy >= ENERGY_THRESHOLD) this.queue.push(slot, m.energy);
    }
  }

  private chargeMonster(slot: number, action: DcssAction): void {
    const m = this.slots[slot] as Monster;
    const random = this.ctx.random;
    const usage = m.spec.energyUsage;
    const status: MonsterCostStatus = m.spec;
    switch (action.kind) {
      case 'move': {
        let cost = moveCost(action.swim ? usage.swim : usage.move, status, this.features.frozenMove);
        // ≤ 0.27 lose_energy: random2(3) − 1 on every step, but not for allies following the player.
        if (this.features.randomStepEnergy && !m.spec.followsPlayer) cost += random.below(3) - 1;
        m.energy -= cost;
        if (this.features.pursuit && this.pursuers.has(slot)) this.pursue(m, slot, action.reach ?? false, action.pursuing ?? true);
        break;
      }
      case 'melee':
        m.energy -= attackCost(random, usage.attack, brandOf(m.spec.weapon));
        break;
      case 'missile':
        m.energy -= attackCost(random, usage.missile, action.thrown ? 'none' : brandOf(m.spec.launcher));
        break;
      case 'spell':
        m.energy -= energyCost(usage.spell, status, false, this.features.frozenMove, action.halved ? 2 : 1);
        break;
      case 'special':
      case 'item':
        m.energy -= energyCost(10, status, false, this.features.frozenMove);
        break;
      case 'pickup':
        if (m.energy > 25 && m.speed < m.energy) m.energy -= m.speed; // monster.cc `lose_pickup_energy`
        break;
      case 'wait':
        m.energy -= Math.min(usage.move, usage.swim); // non_move_energy (mon-act.cc:2008)
        break;
      case 'fixed':
        if (action.energy === undefined) throw badAction('energy', undefined, 'for a monster, a fixed action needs energy (its exact cost)');
        m.energy -= action.energy;
        break;
      case 'stairs':
      case 'equip':
        throw badAction('kind', action.kind, 'for a monster: wait, move, melee, missile, spell, special, item, pickup or fixed');
    }
    this.pursuers.delete(slot); // `_post_monster_move`: pursuit only on the first action
    if (this.slots[slot] === m && m.energy >= ENERGY_THRESHOLD) this.queue.push(slot, m.energy);
  }

  /** After a pursuer's first step (mon-act.cc `_maybe_launch_opportunity_attack`, `_maybe_randomize_energy`; spec §6). */
  private pursue(m: Monster, slot: number, reach: boolean, pursuing: boolean): void {
    const random = this.ctx.random;
    if (random.below(3) === 0 && reach) {
      this.pursuers.delete(slot);
      this.ctx.emit('opportunityAttack', { actor: m.id });
      const before = m.energy;
      m.energy -= attackCost(random, m.spec.energyUsage.attack, brandOf(m.spec.weapon));
      m.energy = Math.min(m.energy + 10, before - random.below(2));
    }
    if (this.pursuers.has(slot) && pursuing) {
      const delta = random.below(3) - 1;
      m.energy += delta;
      this.ctx.emit('pursuitEnergy', { actor: m.id, delta });
    }
  }

  /** The rest of `world_reacts` after `handle_monsters` (spec §2). */
  private endWorldTurn(): void {
    this.time += this.timeTaken;
    this.turn++;
    this.phase = 'player';
    this.ctx.emit('turnEnd', { turn: this.turn, time: this.time });
    for (const m of this.slots) if (m) m.justSummoned = false; // clear_monster_flags
  }

  private load(saved: JsonValue): void {
    const s = saved as Partial<SavedDcss> | null;
    if (
      !s ||
      typeof s.time !== 'number' ||
      typeof s.turn !== 'number' ||
      (s.phase !== 'player' && s.phase !== 'monsters') ||
      !Array.isArray(s.monsters) ||
      !Array.isArray(s.queue) ||
      !Array.isArray(s.pursuers)
    ) {
      throw new SnapshotError('restore(): the dcss engine state is malformed (needs time, turn, phase, monsters[], queue[], pursuers[])');
    }
    this.time = s.time;
    this.turn = s.turn;
    this.phase = s.phase;
    this.prepared = s.prepared ?? null;
    this.timeTaken = s.timeTaken ?? 0;
    this.pops = s.pops ?? 0;
    this.player = s.player ?? undefined;
    for (const m of s.monsters) {
      this.slots[m.slot] = { id: m.id, spec: m.spec, speed: m.speed, energy: m.energy, justSummoned: m.justSummoned };
      this.slotOf.set(m.id, m.slot);
    }
    this.queue = MonsterQueue.from(s.queue);
    for (const p of s.pursuers) this.pursuers.add(p);
  }
}

function brandOf(b: WeaponBrand | null): WeaponBrand {
  return b ?? 'none';
}

function badAction(field: string, value: unknown, allowed: string): InvalidSpecError {
  return new InvalidSpecError('dcss action', [{ field, value, allowed }]);
}
