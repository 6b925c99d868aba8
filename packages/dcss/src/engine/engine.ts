import { InvalidActionError, TurnOrderError, TurnkeeperError, type ActorId, type Engine, type EngineContext, type PatchOutput, type SpecOutput, type ViewOutput } from '@turnkeeper/core';
import { divRandRound } from '../random/div-rand-round.js';
import { DCSS_SITES } from '../random/sites.js';
import { attackCost, energyCost, moveCost, type MonsterCostStatus, type WeaponBrand } from '../rules/monster-costs.js';
import { calcSpeed } from '../rules/monster-speed.js';
import { meleeTime } from '../rules/player-attack.js';
import { moveTime, stairsTime } from '../rules/player-move.js';
import { playerSpeed } from '../rules/player-speed.js';
import type { DcssMonsterAction, DcssMonsterSpec, DcssPlayerAction, DcssPlayerSpec, DcssTypes } from '../schema/types.js';
import { ENERGY_THRESHOLD, MAX_QUEUE_POPS, SPEED_NEVER_ACTS } from '../tables/constants.js';
import { dcssVersionRules, type DcssVersionRules } from '../versions.js';
import { MonsterQueue } from './monster-queue.js';
import type { DcssState } from './state.js';

type Kinds = DcssTypes['kinds'];

interface Monster {
  readonly id: ActorId;
  spec: DcssMonsterSpec;
  /** `monster::speed`, the effective speed `calc_speed` rolled. */
  speed: number;
  /** `speed_increment`. */
  energy: number;
  justSummoned: boolean;
}

/**
 * The DCSS time loop's engine, crawl's world loop (main.cc `_input` and `world_reacts`, mon-act.cc
 * `handle_monsters`): the player acts, then the world reacts to the whole `time_taken` at once —
 * every monster gains energy in env.mons index order (`_pre_monster_move`), then monsters act one
 * action at a time from a libstdc++ priority queue keyed on remaining energy until none has 80.
 * `time` is the game's `you.elapsed_time` in aut: the player's action and the monsters' reactions
 * to it happen at the time the action started; the clock then advances by `time_taken`. Made by
 * the ruleset's `createEngine`; the core has validated every spec, patch and action it receives.
 */
export class DcssEngine implements Engine<DcssTypes> {
  time = 0;
  private turn = 0;
  private phase: 'player' | 'monsters' = 'player';
  /** The `_prep_input` player_speed() roll of the pending player turn. */
  private prepared: number | null = null;
  private timeTaken = 0;
  private pops = 0;
  private player: { readonly id: ActorId; spec: DcssPlayerSpec } | undefined;
  private readonly slots: (Monster | undefined)[] = [];
  private readonly slotOf = new Map<ActorId, number>();
  private queue = new MonsterQueue();
  /** `crawl_state.potential_pursuers`, by slot. */
  private readonly pursuers = new Set<number>();
  private readonly ctx: EngineContext<DcssTypes>;
  private readonly rules: DcssVersionRules;

  /** Per actor kind: what the player's or a monster's action costs. */
  readonly charge = {
    player: (_id: ActorId, action: DcssPlayerAction): void => {
      this.chargePlayer(action);
    },
    monster: (id: ActorId, action: DcssMonsterAction): void => {
      this.chargeMonster(this.slotOf.get(id) as number, action);
    },
  };

  constructor(ctx: EngineContext<DcssTypes>, saved?: DcssState) {
    this.ctx = ctx;
    this.rules = dcssVersionRules(ctx.version);
    if (saved !== undefined) this.load(saved);
  }

  kindOf(id: ActorId): 'player' | 'monster' | undefined {
    if (this.player?.id === id) return 'player';
    return this.slotOf.has(id) ? 'monster' : undefined;
  }

  /** The player first, then monsters in index (`env.mons`) order. */
  ids(): ActorId[] {
    const out: ActorId[] = this.player ? [this.player.id] : [];
    for (const m of this.slots) if (m) out.push(m.id);
    return out;
  }

  add(id: ActorId, spec: SpecOutput<Kinds>): void {
    if (spec.kind === 'player') {
      this.player = { id, spec };
      return;
    }
    // A new monster takes the lowest free env.mons index (mon-place.cc `get_free_monster`).
    let slot = 0;
    while (slot < this.slots.length && this.slots[slot] !== undefined) slot++;
    const speed = calcSpeed(this.ctx.random, spec.speed, spec); // calc_speed at creation (mon-util.cc define_monster)
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

  update(id: ActorId, patch: PatchOutput<Kinds>): void {
    if (patch.kind === 'player') {
      const player = this.player as { spec: DcssPlayerSpec };
      player.spec = patched(player.spec, patch);
      return;
    }
    const slot = this.slotOf.get(id) as number;
    const m = this.slots[slot] as Monster;
    // `energy` and `justSummoned` change the monster's state, not its spec (they are its start values).
    const { energyUsage, ...flat } = patch;
    m.spec = patched(m.spec, flat, ['energy', 'justSummoned']);
    // A nested change merges: the entries it names replace those values, the others stay; a swim
    // cost that followed the move cost (util/mon-gen.py parse_energy: {move: n} sets swim) follows it.
    if (energyUsage) {
      const old = m.spec.energyUsage;
      const merged = patched(old, energyUsage);
      if (energyUsage.move !== undefined && energyUsage.swim === undefined && old.swim === old.move) merged.swim = energyUsage.move;
      m.spec = { ...m.spec, energyUsage: merged };
    }
    if (patch.speed !== undefined || patch.hasted !== undefined || patch.slowed !== undefined || patch.berserk !== undefined) {
      m.speed = calcSpeed(this.ctx.random, m.spec.speed, m.spec); // a new roll when the enchantment changes
    }
    if (patch.justSummoned !== undefined) m.justSummoned = patch.justSummoned;
    if (patch.energy !== undefined) {
      m.energy = patch.energy;
      // Effects that give energy mid-turn queue the monster again (mon-act.cc `queue_monster_for_action`).
      if (this.phase === 'monsters' && patch.energy >= ENERGY_THRESHOLD) this.queue.push(slot, patch.energy);
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
      throw new TurnOrderError('NO_ACTORS', 'next(): no player: in DCSS time only passes when the player acts; add an actor with kind "player"');
    }
    if (this.prepared === null) {
      // main.cc `_input`: clear the potential pursuers, then `_prep_input` rolls player_speed().
      this.pursuers.clear();
      this.prepared = playerSpeed(this.ctx.random, player.spec);
      this.ctx.emit('playerTurn', { turn: this.turn + 1, speed: this.prepared });
    }
    return player.id;
  }

  inspect(id: ActorId): ViewOutput<Kinds> {
    if (this.player?.id === id) {
      return { kind: 'player', turn: this.turn, timeTaken: this.timeTaken, speed: this.prepared };
    }
    const slot = this.slotOf.get(id) as number;
    const m = this.slots[slot] as Monster;
    return { kind: 'monster', index: slot, energy: m.energy, speed: m.speed, justSummoned: m.justSummoned, pursuer: this.pursuers.has(slot) };
  }

  save(): DcssState {
    const monsters: DcssState['monsters'] = [];
    this.slots.forEach((m, slot) => {
      if (m) monsters.push({ slot, id: m.id, spec: structuredClone(m.spec), speed: m.speed, energy: m.energy, justSummoned: m.justSummoned });
    });
    return {
      time: this.time,
      turn: this.turn,
      phase: this.phase,
      prepared: this.prepared,
      timeTaken: this.timeTaken,
      pops: this.pops,
      player: this.player ? { id: this.player.id, spec: structuredClone(this.player.spec) } : null,
      monsters,
      queue: this.queue.entries(),
      pursuers: [...this.pursuers],
    };
  }

  /** Pops the queue until a monster may act (mon-act.cc `handle_monsters`). */
  private nextMonster(): ActorId | undefined {
    for (;;) {
      if (this.queue.size === 0) return undefined;
      // Checked before popping, so the state stays as it was (and valid): every later next() fails
      // the same way, as crawl does, which stops the game here (mon-act.cc handle_monsters).
      if (this.pops >= MAX_QUEUE_POPS) {
        throw new TurnkeeperError(
          'TIME_OVERFLOW',
          `handle_monsters: more than ${MAX_QUEUE_POPS} monster turns in one world turn (crawl stops the game here); a monster with this much energy and cheap actions, or an action that costs no energy, acts that often`,
          { pops: this.pops },
        );
      }
      const entry = this.queue.pop();
      if (!entry) return undefined;
      this.pops++;
      const m = this.slots[entry.slot];
      if (!m || m.energy < ENERGY_THRESHOLD) continue;
      if (entry.key === m.energy) {
        if (m.speed >= SPEED_NEVER_ACTS) {
          // mon-act.cc handle_monster_move: such a monster only burns its non-move energy.
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

  private chargePlayer(action: DcssPlayerAction): void {
    const spec = (this.player as { spec: DcssPlayerSpec }).spec;
    const random = this.ctx.random;
    // A turn restored from a snapshot taken before next() rolled has no roll yet: roll it now.
    const prepared = this.prepared ?? playerSpeed(random, spec);
    let t: number;
    switch (action.kind) {
      case 'spell':
        t = action.sandblast ? Math.trunc((prepared * 3) / 2) : prepared; // spl-cast.cc _apply_post_zap_effect
        break;
      case 'wait':
      case 'special':
      case 'item':
      case 'pickup':
        t = prepared; // these keep the time_taken _prep_input set (main.cc)
        break;
      case 'move': {
        const slots = this.pursuerSlots(action.pursuers ?? []);
        t = moveTime(random, spec, spec.movementSpeed, action.steps ?? 1, this.rules.movementRounding, prepared);
        // movement.cc `_mark_potential_pursuers` (0.31+): the set lives until this world turn ends.
        if (this.rules.pursuit) for (const s of slots) this.pursuers.add(s);
        break;
      }
      case 'melee':
        t = meleeTime(random, spec.attack, spec, spec);
        break;
      case 'fixed':
        t = action.aut;
        break;
      case 'stairs':
        t = stairsTime(random, prepared); // files.cc load_level
        break;
      case 'equip':
        t = Math.trunc(prepared / 2); // item-use.cc do_equipment_change: one quick equip
        break;
    }
    this.prepared = null;
    this.timeTaken = t;
    this.ctx.emit('worldReacts', { turn: this.turn + 1, timeTaken: t });
    this.energyPhase(t);
    this.phase = 'monsters';
    this.pops = 0;
  }

  /** The monsters a step makes potential pursuers: a cross-reference only the engine can check. */
  private pursuerSlots(ids: readonly ActorId[]): number[] {
    return ids.map((id, i) => {
      const slot = this.slotOf.get(id);
      if (slot === undefined) {
        throw new InvalidActionError('dcss player action "move"', [{ field: `pursuers.${i}`, value: id, allowed: 'the id of a monster present in the loop' }]);
      }
      return slot;
    });
  }

  /** The first phase of `handle_monsters`: every monster's `_pre_monster_move` in index order. */
  private energyPhase(timeTaken: number): void {
    for (let slot = 0; slot < this.slots.length; slot++) {
      const m = this.slots[slot];
      if (!m) continue;
      if (m.justSummoned) {
        m.justSummoned = false; // just placed (MF_JUST_SUMMONED): no gain this turn
        this.ctx.emit('monsterEnergy', { actor: m.id, gain: 0, energy: m.energy, justSummoned: true });
      } else {
        let gain = 0;
        if (m.speed > 0) {
          gain = divRandRound(this.ctx.random, m.speed * timeTaken, 10, DCSS_SITES.monsterGain); // _monster_add_energy
          if (this.rules.gainAtLeastOne) gain = Math.max(1, gain); // ≤ 0.32
        }
        m.energy += gain;
        this.ctx.emit('monsterEnergy', { actor: m.id, gain, energy: m.energy, justSummoned: false });
      }
      if (this.slots[slot] === m && m.energy >= ENERGY_THRESHOLD) this.queue.push(slot, m.energy);
    }
  }

  private chargeMonster(slot: number, action: DcssMonsterAction): void {
    const m = this.slots[slot] as Monster;
    const random = this.ctx.random;
    const usage = m.spec.energyUsage;
    const status: MonsterCostStatus = m.spec;
    switch (action.kind) {
      case 'move': {
        let cost = moveCost(action.swim ? usage.swim : usage.move, status, this.rules.frozenMove);
        // ≤ 0.28 monster::lose_energy: random2(3) − 1 on every step, but not for allies following the player.
        if (this.rules.randomStepEnergy && !m.spec.followsPlayer) cost += random.below(3, DCSS_SITES.randomStepEnergy) - 1;
        m.energy -= cost;
        if (this.rules.pursuit && this.pursuers.has(slot)) this.pursue(m, slot, action.reach ?? false, action.pursuing ?? true);
        break;
      }
      case 'melee':
        m.energy -= attackCost(random, usage.attack, brandOf(m.spec.weapon), 'melee');
        break;
      case 'missile':
        m.energy -= attackCost(random, usage.missile, action.thrown ? 'none' : brandOf(m.spec.launcher), 'missile');
        break;
      case 'spell':
        m.energy -= energyCost(usage.spell, status, false, this.rules.frozenMove, action.halved ? 2 : 1);
        break;
      case 'special':
      case 'item':
        m.energy -= energyCost(10, status, false, this.rules.frozenMove);
        break;
      case 'pickup':
        if (m.energy > 25 && m.speed < m.energy) m.energy -= m.speed; // monster.cc monster::lose_pickup_energy
        break;
      case 'wait':
        m.energy -= Math.min(usage.move, usage.swim); // non_move_energy (mon-act.cc handle_monster_move)
        break;
      case 'fixed':
        m.energy -= action.energy;
        break;
    }
    this.pursuers.delete(slot); // `_post_monster_move`: pursuit only on the first action
    if (this.slots[slot] === m && m.energy >= ENERGY_THRESHOLD) this.queue.push(slot, m.energy);
  }

  /** After a pursuer's first step (mon-act.cc `_maybe_launch_opportunity_attack`, `_maybe_randomize_energy`). */
  private pursue(m: Monster, slot: number, reach: boolean, pursuing: boolean): void {
    const random = this.ctx.random;
    // one_chance_in(3) is drawn before the other conditions (which `reach` stands for) are checked.
    if (random.below(3, DCSS_SITES.opportunityChance) === 0 && reach) {
      this.pursuers.delete(slot);
      this.ctx.emit('opportunityAttack', { actor: m.id });
      const before = m.energy;
      m.energy -= attackCost(random, m.spec.energyUsage.attack, brandOf(m.spec.weapon), 'melee');
      m.energy = Math.min(m.energy + 10, before - random.below(2, DCSS_SITES.opportunityRefund));
    }
    if (this.pursuers.has(slot) && pursuing) {
      const delta = random.below(3, DCSS_SITES.pursuitEnergy) - 1;
      m.energy += delta;
      this.ctx.emit('pursuitEnergy', { actor: m.id, delta });
    }
  }

  /** The rest of `world_reacts` after `handle_monsters` (main.cc). */
  private endWorldTurn(): void {
    this.time += this.timeTaken;
    this.turn++;
    this.phase = 'player';
    this.ctx.emit('turnEnd', { turn: this.turn, time: this.time });
    for (const m of this.slots) if (m) m.justSummoned = false; // clear_monster_flags
  }

  private load(s: DcssState): void {
    this.time = s.time;
    this.turn = s.turn;
    this.phase = s.phase;
    this.prepared = s.prepared;
    this.timeTaken = s.timeTaken;
    this.pops = s.pops;
    this.player = s.player ?? undefined;
    for (const m of s.monsters) {
      this.slots[m.slot] = { id: m.id, spec: m.spec, speed: m.speed, energy: m.energy, justSummoned: m.justSummoned };
      this.slotOf.set(m.id, m.slot);
    }
    this.queue = MonsterQueue.from(s.queue);
    for (const p of s.pursuers) this.pursuers.add(p);
  }
}

/**
 * The spec with the fields the patch gives, in the spec's key order (the order the spec schema
 * outputs, so that a snapshot serialises the same after a restore); `keep` fields stay as they are.
 */
function patched<S extends object>(spec: S, patch: { readonly [K in keyof S]?: S[K] }, keep: readonly (keyof S)[] = []): S {
  const out = { ...spec };
  for (const key of Object.keys(spec) as (keyof S)[]) {
    const value = patch[key];
    if (value !== undefined && !keep.includes(key)) out[key] = value;
  }
  return out;
}

function brandOf(b: WeaponBrand | null): WeaponBrand {
  return b ?? 'none';
}
