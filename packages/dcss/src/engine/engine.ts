import {
  InvalidActionError,
  InvalidPatchError,
  InvalidSpecError,
  TurnOrderError,
  LimitError,
  type ActorId,
  type Engine,
  type EngineRunHost,
  type EngineContext,
  type PatchOutput,
  type SpecOutput,
  type ViewOutput,
} from '@turnkeeper/core';
import { divRandRound } from '../random/div-rand-round.js';
import { DCSS_DRAW_SITES } from '../random/draw-sites.js';
import { attackCost, energyCost, moveCost, type MonsterCostStatus, type WeaponBrand } from '../rules/monster-costs.js';
import { checkedS32, toS8 } from '@turnkeeper/core/cint';
import { calcSpeed } from '../rules/monster-speed.js';
import { meleeTime } from '../rules/player-attack.js';
import { moveTime, stairsTime } from '../rules/player-move.js';
import { playerSpeed } from '../rules/player-speed.js';
import { stunnedTime } from '../rules/player-turn.js';
import type { DcssMonsterAction, DcssMonsterSpec, DcssPlayerAction, DcssTypes } from '../schema/types.js';
import {
  BASELINE_DELAY,
  ELAPSED_TIME_LIMIT,
  ENERGY_THRESHOLD,
  INFINITE_DURATION,
  INT_MAX,
  INT_MIN,
  MAX_QUEUE_POPS,
  MOVE_DELAY_SCALE,
  SPEED_NEVER_ACTS,
} from '../tables/constants.js';
import { dcssVersionRules, type DcssVersionRules } from '../versions.js';
import { copyMonsterSpec, type Monster } from './monster-record.js';
import { MonsterTable } from './monster-table.js';
import { copyPlayerSpec, playerRecord, respecPlayer, type PlayerRecord } from './player-record.js';
import { MonsterQueue } from './monster-queue.js';
import { SPEED_ENCHANTMENTS, monsterSpecIssues, playerSpecIssues, type SpeedEnchantment } from './spec-checks.js';
import type { DcssPhase, DcssSavedState } from './state.js';

type Kinds = DcssTypes['kinds'];

/** Why the game stopped: a counter went past what crawl handles (`TIME_OVERFLOW`). */
interface Ended {
  readonly counter: string;
  readonly message: string;
}

/**
 * The DCSS time loop's engine, crawl's world loop (main.cc `_input` and `world_reacts`, mon-act.cc
 * `handle_monsters`): the player acts, then the world reacts to the whole `time_taken` at once —
 * every monster gains energy in env.mons index order (`_pre_monster_move`), then monsters act one
 * action at a time from a libstdc++ priority queue keyed on remaining energy until none has 80.
 * `time` is the game's `you.elapsed_time` in aut: the player's action and the monsters' reactions
 * to it happen at the time the action started; the clock then advances by `time_taken`. Made by
 * the ruleset's `engine` factory; the core has validated every spec, patch and action it receives.
 */
export class DcssEngine implements Engine<DcssTypes> {
  time = 0;
  private turn = 0;
  /**
   * The world reacts to the player's action (the saved state's phase `'monsters'`): a boolean, not
   * the phase's string, since every step reads it (a string from a snapshot need not be interned,
   * and then `===` compares characters).
   */
  private reacting = false;
  /** The `_prep_input` player_speed() roll of the pending player turn. */
  private prepared: number | null = null;
  private timeTaken = 0;
  private pops = 0;
  private player: PlayerRecord | undefined;
  /** `env.mons`: the monsters by index, each id's index, the free ones. */
  private readonly monsters = new MonsterTable();
  /** `monsters.slots`, the same array, read on every step. */
  private readonly slots = this.monsters.slots;
  private queue = new MonsterQueue();
  /** `crawl_state.potential_pursuers`, by slot. */
  private readonly pursuers = new Set<number>();
  /**
   * The kind of the actor the last `next()` returned, read by the loop as a property (no call per
   * turn).
   */
  dueKind: 'player' | 'monster' = 'player';
  /**
   * The monster `next()` last handed out and its slot, while it is present: the core charges it by
   * id at every step, and this spares a Map lookup per monster action.
   */
  private dueId: ActorId | undefined = undefined;
  private dueSlot = -1;
  /** Some monster may still be just summoned: `clear_monster_flags` has something to clear. */
  private anySummoned = false;
  /** Set once the game would have ended or crashed: every later call throws the same. */
  private ended: Ended | null = null;
  private readonly ctx: EngineContext<DcssTypes>;
  private readonly rules: DcssVersionRules;
  /** The version's rules a monster's step reads, as plain fields (no lookup through `rules` per step). */
  private readonly randomStepEnergy: boolean;
  private readonly pursuit: boolean;

  /** Per actor kind: what the player's or a monster's action costs. */
  readonly charge = {
    player: (_id: ActorId, action: DcssPlayerAction): void => {
      this.chargePlayer(action);
    },
    monster: (id: ActorId, action: DcssMonsterAction): void => {
      this.chargeMonster(id === this.dueId ? this.dueSlot : this.monsters.slotOf(id), action);
    },
  };

  constructor(ctx: EngineContext<DcssTypes>, saved?: DcssSavedState) {
    this.ctx = ctx;
    this.rules = dcssVersionRules(ctx.version);
    this.randomStepEnergy = this.rules.randomStepEnergy;
    this.pursuit = this.rules.pursuit;
    if (saved !== undefined) this.load(saved);
  }

  kindOf(id: ActorId): 'player' | 'monster' | undefined {
    return this.player?.id === id ? 'player' : this.monsters.has(id) ? 'monster' : undefined;
  }

  /** The player first, then monsters in index (`env.mons`) order. */
  ids(): ActorId[] {
    const ids = this.monsters.ids();
    if (this.player) ids.unshift(this.player.id);
    return ids;
  }

  add(id: ActorId, spec: SpecOutput<Kinds>): void {
    if (spec.kind === 'player') {
      const issues = playerSpecIssues(spec, this.ctx.version);
      if (issues.length > 0) throw new InvalidSpecError('dcss player spec', issues);
      this.player = playerRecord(id, copyPlayerSpec(spec), this.rules);
      return;
    }
    const issues = monsterSpecIssues(spec);
    if (issues.length > 0) throw new InvalidSpecError('dcss monster spec', issues);
    const speed = calcSpeed(this.ctx.random, spec.speed, spec); // calc_speed at creation (mon-util.cc define_monster)
    // A new monster takes the lowest free env.mons index (mon-place.cc `get_free_monster`).
    this.monsters.insert(this.monster(id, copyMonsterSpec(spec), speed, spec.energy, spec.justSummoned, spec.enchCountdown));
    if (spec.justSummoned) this.anySummoned = true;
  }

  remove(id: ActorId): void {
    if (this.player?.id === id) {
      this.player = undefined;
      if (!this.reacting) this.prepared = null;
      return;
    }
    const slot = this.monsters.remove(id);
    if (id === this.dueId) this.dueId = undefined;
    if (this.pursuers.size !== 0) this.pursuers.delete(slot);
  }

  update(id: ActorId, patch: PatchOutput<Kinds>): void {
    if (patch.kind === 'player') {
      const player = this.player as PlayerRecord;
      const next = patched(player.spec, patch);
      const issues = playerSpecIssues(next, this.ctx.version);
      if (issues.length > 0) throw new InvalidPatchError('dcss player patch', issues);
      respecPlayer(player, next, this.rules);
      return;
    }
    const slot = this.monsters.slotOf(id);
    const m = this.slots[slot] as Monster;
    const old = m.spec;
    // `energy`, `enchCountdown` and `justSummoned` change the monster's state, not its spec (they are its start values).
    const { energyUsage, ...flat } = patch;
    let next = patched(old, flat, ['energy', 'enchCountdown', 'justSummoned']);
    // An enchantment that ends, or starts without a duration, has no countdown.
    for (const e of SPEED_ENCHANTMENTS) {
      if (flat[e.duration] === undefined && next[e.flag] !== old[e.flag]) next = { ...next, [e.duration]: null };
    }
    // A nested change merges: the entries it names replace those values, the others stay; a swim
    // cost that followed the move cost (util/mon-gen.py parse_energy: {move: n} sets swim) follows it.
    if (energyUsage) {
      const merged = patched(old.energyUsage, energyUsage);
      if (energyUsage.move !== undefined && energyUsage.swim === undefined && old.energyUsage.swim === old.energyUsage.move) merged.swim = energyUsage.move;
      next = { ...next, energyUsage: merged };
    }
    const issues = monsterSpecIssues(next);
    if (issues.length > 0) throw new InvalidPatchError('dcss monster patch', issues);
    // calc_speed runs when the base speed changes and when haste, slow or berserk is added or
    // removed, a frenzy added or a freeze removed (mon-ench.cc add_enchantment_effect /
    // remove_enchantment_effect; a frenzy's end does not call it). Re-stating an enchantment the
    // monster has does nothing.
    const reroll =
      next.speed !== old.speed ||
      next.hasted !== old.hasted ||
      next.slowed !== old.slowed ||
      next.berserk !== old.berserk ||
      (next.frenzied && !old.frenzied) ||
      (old.frozen && !next.frozen);
    const speed = reroll ? calcSpeed(this.ctx.random, next.speed, next) : m.speed;
    this.respec(m, next);
    m.speed = speed;
    if (patch.justSummoned !== undefined) {
      m.justSummoned = patch.justSummoned;
      if (patch.justSummoned) this.anySummoned = true;
    }
    if (patch.enchCountdown !== undefined) m.enchCountdown = patch.enchCountdown;
    if (patch.energy !== undefined) {
      m.energy = patch.energy;
      // Effects that give energy mid-turn queue the monster again (mon-act.cc `queue_monster_for_action`).
      if (this.reacting && patch.energy >= ENERGY_THRESHOLD) this.queue.push(slot, patch.energy);
    }
  }

  next(): ActorId | undefined {
    this.checkEnded();
    if (this.reacting) {
      const due = this.nextMonster();
      if (due !== undefined) return due;
      this.endWorldTurn();
    }
    for (;;) {
      const player = this.player;
      if (!player) {
        throw new TurnOrderError('NO_ACTORS', 'next(): no player: in DCSS time only passes when the player acts; add an actor with kind "player"');
      }
      this.dueKind = 'player';
      if (this.prepared !== null) return player.id;
      // main.cc `_input`: clear the potential pursuers, then `_prep_input` rolls player_speed().
      if (this.pursuers.size !== 0) this.pursuers.clear();
      // The roll tabulated over its one draw when the spec was set (the same draw, at its site).
      const prep = player.prep;
      this.prepared =
        prep === undefined ? playerSpeed(this.ctx.random, player.status) : (prep.values[prep.n === 0 ? 0 : this.ctx.random.below(prep.n, prep.site)] as number);
      if (this.ctx.heard.playerTurn === true) this.ctx.emit('playerTurn', { turn: this.nextTurn(), speed: this.prepared });
      // A handler may have removed the player (or put another in): then prepare again.
      if (this.player === player) return player.id;
    }
  }

  /**
   * `loop.run`'s fast path (core's `Engine.runSteps`): `next()` and the charge, `steps` times, with
   * the loop's part of each turn in `host.turn`. The chooser runs inside `host.turn` and may add,
   * remove or update monsters; the charge then reads the engine afresh, as after `next()`. A move
   * naming a pursuer not present is refused by the charge before anything changes or is drawn,
   * exactly as through `act()`.
   */
  runSteps(steps: number, host: EngineRunHost<DcssTypes>): number {
    for (let i = 0; i < steps; i++) {
      // A monster's turn straight from the queue while the world reacts; otherwise next() ends the
      // world turn and prepares the player's.
      const id = this.reacting && this.ended === null ? this.nextMonster() : undefined;
      if (id === undefined) {
        const player = this.next() as ActorId;
        this.chargePlayer(host.turn(player, 'player', false));
        continue;
      }
      const action = host.turn(id, 'monster', false);
      // The chooser may have changed the monsters: host.turn checked that the due one is still
      // here, and its slot is read afresh (it may have been removed and added back elsewhere).
      this.chargeMonster(id === this.dueId ? this.dueSlot : this.monsters.slotOf(id), action);
    }
    return steps;
  }

  inspect(id: ActorId): ViewOutput<Kinds> {
    if (this.player?.id === id) {
      return { kind: 'player', turn: this.turn, timeTaken: this.timeTaken, speed: this.prepared };
    }
    const slot = this.monsters.slotOf(id);
    const m = this.slots[slot] as Monster;
    const enchantments: Partial<Record<SpeedEnchantment['name'], number | null>> = {};
    for (const e of SPEED_ENCHANTMENTS) if (m.spec[e.flag]) enchantments[e.name] = m.spec[e.duration];
    return {
      kind: 'monster',
      index: slot,
      energy: m.energy,
      speed: m.speed,
      justSummoned: m.justSummoned,
      pursuer: this.pursuers.has(slot),
      enchCountdown: m.enchCountdown,
      enchantments,
    };
  }

  save(): DcssSavedState {
    const monsters: DcssSavedState['monsters'] = [];
    this.slots.forEach((m, slot) => {
      if (m) {
        monsters.push({
          slot,
          id: m.id,
          spec: copyMonsterSpec(m.spec),
          speed: m.speed,
          energy: m.energy,
          justSummoned: m.justSummoned,
          enchCountdown: m.enchCountdown,
        });
      }
    });
    return {
      time: this.time,
      turn: this.turn,
      phase: (this.reacting ? 'monsters' : 'player') satisfies DcssPhase,
      prepared: this.prepared,
      timeTaken: this.timeTaken,
      pops: this.pops,
      player: this.player ? { id: this.player.id, spec: copyPlayerSpec(this.player.spec) } : null,
      monsters,
      queue: this.queue.entries(),
      pursuers: [...this.pursuers],
      ended: this.ended ? { ...this.ended } : null,
    };
  }

  /** A monster's record, its move and swim costs worked out from its spec. */
  private monster(id: ActorId, spec: DcssMonsterSpec, speed: number, energy: number, justSummoned: boolean, enchCountdown: number): Monster {
    const m: Monster = { id, spec, speed, energy, justSummoned, enchCountdown, moveCost: 0, swimCost: 0, enchanted: false };
    this.respec(m, spec);
    return m;
  }

  /** Gives the monster a new spec, and the move and swim costs that follow from it (monster.cc `action_energy`, `energy_cost`). */
  private respec(m: Monster, spec: DcssMonsterSpec): void {
    m.spec = spec;
    m.moveCost = moveCost(spec.energyUsage.move, spec, this.rules.frozenMove);
    m.swimCost = moveCost(spec.energyUsage.swim, spec, this.rules.frozenMove);
    m.enchanted = spec.berserk || spec.hasted || spec.slowed || spec.frenzied || spec.frozen;
  }

  /** `you.num_turns` after this player action: it stops at INT_MAX (main.cc world_reacts: `if (you.num_turns < INT_MAX)`). */
  private nextTurn(): number {
    return Math.min(this.turn + 1, INT_MAX);
  }

  /** Once the game would have ended (or crashed), every call fails the same way. */
  private checkEnded(): void {
    if (this.ended !== null) throw new LimitError('TIME_OVERFLOW', this.ended.message, { counter: this.ended.counter });
  }

  /** The game stops here: remember why, then throw. */
  private end(counter: string, message: string): never {
    this.ended = { counter, message };
    throw new LimitError('TIME_OVERFLOW', message, { counter });
  }

  /**
   * Pops the queue until a monster may act (mon-act.cc `handle_monsters`). The common entry (the
   * monster's current energy, a speed that acts, no one listening to `monsterAction`) is handled
   * here, small enough for V8 to inline into `runSteps` with the queue's pop; the others in
   * {@link otherEntry}.
   */
  private nextMonster(): ActorId | undefined {
    const queue = this.queue;
    const slots = this.slots;
    for (;;) {
      if (queue.size === 0) return undefined;
      // `if (tries++ > 32767) die(…)`: 32768 pops go ahead; the next one kills the game.
      if (this.pops >= MAX_QUEUE_POPS) this.tooManyPops();
      const slot = queue.pop();
      this.pops++;
      const m = slots[slot];
      // `=== undefined`, not `!m`: an object's truthiness costs V8 a check of its map.
      if (m === undefined || m.energy < ENERGY_THRESHOLD) continue;
      if (queue.poppedKey === m.energy && m.speed < SPEED_NEVER_ACTS && this.ctx.heard.monsterAction !== true) {
        this.dueId = m.id;
        this.dueSlot = slot;
        this.dueKind = 'monster';
        return m.id;
      }
      if (this.otherEntry(m, slot)) return m.id;
    }
  }

  /**
   * A popped entry of monster `m` in `slot` (with ≥ 80 energy) that {@link nextMonster} does not
   * hand out at once: stale (queued again with its current energy), of a monster too fast to act,
   * or one whose `monsterAction` is heard. Returns whether the monster acts now.
   */
  private otherEntry(m: Monster, slot: number): boolean {
    if (this.queue.poppedKey === m.energy) {
      if (m.speed >= SPEED_NEVER_ACTS) {
        // mon-act.cc handle_monster_move: such a monster only burns its non-move energy.
        m.energy -= Math.min(m.spec.energyUsage.move, m.spec.energyUsage.swim);
        if (this.pursuers.size !== 0) this.pursuers.delete(slot);
      } else {
        this.ctx.emit('monsterAction', { actor: m.id, energy: m.energy });
        // A handler may have removed it: then it does not act (the next entry is popped).
        if (this.slots[slot] !== m) return false;
        this.dueId = m.id;
        this.dueSlot = slot;
        this.dueKind = 'monster';
        return true;
      }
    }
    if (m.energy >= ENERGY_THRESHOLD) this.queue.push(slot, m.energy);
    return false;
  }

  /** The queue popped once too often in this world turn: crawl dies there. */
  private tooManyPops(): never {
    this.end(
      'handle_monsters tries',
      `handle_monsters: more than ${MAX_QUEUE_POPS} queue pops in one world turn: crawl dies with "infinite handle_monsters() loop" (mon-act.cc); a monster with this much energy and cheap actions, or an action that costs no energy, acts that often`,
    );
  }

  private chargePlayer(action: DcssPlayerAction): void {
    this.checkEnded();
    // An unknown pursuer is refused before anything is drawn or changed (the turn stays pending).
    const pursuerSlots =
      action.kind === 'move' && action.pursuers !== undefined && action.pursuers.length !== 0 ? this.pursuerSlots(action.pursuers) : undefined;
    const player = this.player as PlayerRecord;
    // What player_speed() sees: the spec, with daze and vexation counting as helplessness up to 0.33.
    const spec = player.status;
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
        const steps = action.steps ?? 1;
        // Trunk's one step: div_rand_round(player_speed(60) × movement speed, 36000), the product
        // worked out when the spec was (moveTime's draw, at its site; player_speed(60) draws nothing).
        const num = player.moveNum;
        if (steps === 1 && num !== undefined) t = divRandRound(random, num, BASELINE_DELAY * MOVE_DELAY_SCALE * MOVE_DELAY_SCALE, DCSS_DRAW_SITES.moveTime);
        else t = moveTime(random, spec, spec.movementSpeed, steps, this.rules.movementRounding, prepared, spec.movementSpeed60);
        // movement.cc `_mark_potential_pursuers` (0.31+): the set lives until this world turn ends.
        if (this.rules.pursuit && pursuerSlots !== undefined) for (const s of pursuerSlots) this.pursuers.add(s);
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
      case 'stunned':
        // main.cc _input: 0.34+ a vexed attack or _stun_delay; up to 0.33 the _prep_input roll stands.
        t = this.rules.stunnedTurn === 'stun-delay' ? stunnedTime(random, action, spec.attack, spec, spec) : prepared;
        break;
    }
    this.prepared = null;
    this.timeTaken = t;
    if (this.ctx.heard.worldReacts === true) this.ctx.emit('worldReacts', { turn: this.nextTurn(), timeTaken: t });
    this.reacting = true;
    this.pops = 0;
    this.energyPhase(t);
  }

  /** The monsters a step makes potential pursuers: a cross-reference only the engine can check. */
  private pursuerSlots(ids: readonly ActorId[]): number[] {
    return ids.map((id, i) => {
      const slot = this.monsters.slotOf(id);
      if (slot < 0) {
        throw new InvalidActionError('dcss player action "move"', [{ field: `pursuers.${i}`, value: id, allowed: 'the id of a monster present in the loop' }]);
      }
      return slot;
    });
  }

  /**
   * The first phase of `handle_monsters`: every monster's `_pre_monster_move` in index order, up to
   * the highest index present when it starts (act-iter.cc `monster_iterator` fixes its end then).
   */
  private energyPhase(timeTaken: number): void {
    const ctx = this.ctx;
    const random = ctx.random;
    const slots = this.slots;
    const queue = this.queue;
    const atLeastOne = this.rules.gainAtLeastOne;
    // The payload is built only for a listener; asked again after anything that ran a handler,
    // since a handler may register (or drop) one.
    let hear = ctx.heard.monsterEnergy === true;
    const end = slots.length;
    for (let slot = 0; slot < end; slot++) {
      const m = slots[slot];
      if (m === undefined) continue;
      if (m.justSummoned) {
        // Just placed (MF_JUST_SUMMONED): the flag goes, and with it this turn's gain and enchantment ticks.
        m.justSummoned = false;
        if (hear) {
          ctx.emit('monsterEnergy', { actor: m.id, gain: 0, energy: m.energy, justSummoned: true, enchantmentTicks: 0 });
          hear = ctx.heard.monsterEnergy === true;
        }
      } else {
        // _monster_add_energy: div_rand_round(speed × time_taken, 10), written out here (both are
        // ≥ 0 ints, so the quotient truncates exactly as random.cc's does) and drawn at the same site.
        // `num` is an int32 ≥ 0 here: `| 0` makes the quotient an integer division (no float
        // division, no float remainder), exact.
        let gain = 0;
        const speed = m.speed;
        if (speed > 0) {
          const num = speed * timeTaken;
          if (num > INT_MAX) checkedS32(num, `_monster_add_energy: ${String(m.id)}'s speed × time_taken`);
          gain = (num / 10) | 0;
          const r = num - gain * 10;
          if (r !== 0 && random.below(10, DCSS_DRAW_SITES.monsterGain) < r) gain++;
          if (atLeastOne && gain < 1) gain = 1; // ≤ 0.32
        }
        const energy = m.energy + gain;
        if (energy > INT_MAX)
          this.end('speed_increment', `_monster_add_energy: ${String(m.id)}'s speed_increment ${m.energy} + ${gain} overflows the game's int`);
        m.energy = energy;
        // mon-act.cc _pre_monster_move: `ench_countdown -= time_taken` in an int8_t, then one
        // apply_enchantments per +10 while it is negative (a long action can wrap past −128).
        const left = m.enchCountdown - timeTaken;
        if (left < INT_MIN) checkedS32(left, `_pre_monster_move: ${String(m.id)}'s ench_countdown − time_taken`);
        let countdown = toS8(left);
        let ticks = 0;
        while (countdown < 0) {
          countdown = toS8(countdown + 10);
          ticks++;
        }
        m.enchCountdown = countdown;
        if (hear) {
          ctx.emit('monsterEnergy', { actor: m.id, gain, energy: m.energy, justSummoned: false, enchantmentTicks: ticks });
          hear = ctx.heard.monsterEnergy === true;
        }
        if (ticks > 0 && m.enchanted) {
          for (let i = 0; i < ticks && slots[slot] === m; i++) this.applyEnchantments(m);
          hear = ctx.heard.monsterEnergy === true;
        }
      }
      if (slots[slot] === m && m.energy >= ENERGY_THRESHOLD) queue.push(slot, m.energy);
    }
  }

  /**
   * One `monster::apply_enchantments` (mon-ench.cc) for the speed enchantments, in `enchant_type`
   * order, each only if it was there when the pass began: 10 aut off a counted duration
   * (`decay_enchantment`, `lose_ench_duration`; INFINITE_DURATION and more never decay); at the
   * end, `remove_enchantment_effect`.
   */
  private applyEnchantments(m: Monster): void {
    // Which were there when the pass began, one bit each in SPEED_ENCHANTMENTS order (no array per tick).
    let present = 0;
    for (let i = 0; i < SPEED_ENCHANTMENTS.length; i++) if (m.spec[(SPEED_ENCHANTMENTS[i] as SpeedEnchantment).flag]) present |= 1 << i;
    for (let i = 0; i < SPEED_ENCHANTMENTS.length; i++) {
      if ((present & (1 << i)) === 0) continue;
      const e = SPEED_ENCHANTMENTS[i] as SpeedEnchantment;
      if (!m.spec[e.flag]) continue;
      const d = m.spec[e.duration];
      if (d === null || d >= INFINITE_DURATION) continue;
      if (d > BASELINE_DELAY) this.respec(m, { ...m.spec, [e.duration]: d - BASELINE_DELAY });
      else this.endEnchantment(m, e);
    }
  }

  /** mon-ench.cc `remove_enchantment_effect` for a speed enchantment that ran out. */
  private endEnchantment(m: Monster, e: SpeedEnchantment): void {
    this.respec(m, { ...m.spec, [e.flag]: false, [e.duration]: null });
    // Haste, slow, berserk and frozen recompute the speed; a frenzy's end does not.
    if (e.name !== 'frenzied') m.speed = calcSpeed(this.ctx.random, m.spec.speed, m.spec);
    if (e.name === 'berserk' || e.name === 'frenzied') {
      // Fatigue and slow for random_range(70, 130) aut; a new slow recomputes the speed
      // (add_enchantment_effect), an existing one only lasts longer (mon_enchant::operator+=).
      const fatigue = 70 + this.ctx.random.below(61, DCSS_DRAW_SITES.fatigueDuration);
      if (!m.spec.slowed) {
        this.respec(m, { ...m.spec, slowed: true, slowDuration: fatigue });
        m.speed = calcSpeed(this.ctx.random, m.spec.speed, m.spec);
      } else if (m.spec.slowDuration !== null) {
        this.respec(m, { ...m.spec, slowDuration: Math.min(m.spec.slowDuration + fatigue, INFINITE_DURATION) });
      }
    }
    if (this.ctx.heard.enchantmentEnds === true) this.ctx.emit('enchantmentEnds', { actor: m.id, enchantment: e.name, speed: m.speed });
  }

  /**
   * Charges monster `slot`'s action. The common step (no swim, no ≤ 0.28 random part, no pursuer
   * to check) is charged here, small enough for V8 to inline into the step loops, exactly as
   * {@link chargeMonsterAction} charges it: monster::lose_energy(EUT_MOVE), then queued again if it
   * can still act.
   */
  private chargeMonster(slot: number, action: DcssMonsterAction): void {
    if (action.kind === 'move' && action.swim !== true && !this.randomStepEnergy && this.pursuers.size === 0 && this.ended === null) {
      const m = this.slots[slot] as Monster;
      const energy = m.energy - m.moveCost;
      m.energy = energy;
      if (energy >= ENERGY_THRESHOLD) this.queue.push(slot, energy);
      return;
    }
    this.chargeMonsterAction(slot, action);
  }

  private chargeMonsterAction(slot: number, action: DcssMonsterAction): void {
    this.checkEnded();
    const m = this.slots[slot] as Monster;
    const random = this.ctx.random;
    const spec = m.spec;
    const status: MonsterCostStatus = spec;
    switch (action.kind) {
      case 'move': {
        let cost = action.swim === true ? m.swimCost : m.moveCost;
        // ≤ 0.28 monster::lose_energy: random2(3) − 1 on every step, but not for allies following the player.
        if (this.randomStepEnergy && !spec.followsPlayer) cost += random.below(3, DCSS_DRAW_SITES.randomStepEnergy) - 1;
        m.energy -= cost;
        if (this.pursuit && this.pursuers.size !== 0 && this.pursuers.has(slot)) this.pursue(m, slot, action.reach ?? false, action.pursuing ?? true);
        break;
      }
      case 'melee':
        m.energy -= attackCost(random, spec.energyUsage.attack, brandOf(spec.weapon), 'melee');
        break;
      case 'missile':
        m.energy -= attackCost(random, spec.energyUsage.missile, action.thrown ? 'none' : brandOf(spec.launcher), 'missile');
        break;
      case 'spell':
        m.energy -= energyCost(spec.energyUsage.spell, status, false, this.rules.frozenMove, action.halved ? 2 : 1);
        break;
      case 'special':
      case 'item':
        m.energy -= energyCost(10, status, false, this.rules.frozenMove);
        break;
      case 'pickup':
        if (m.energy > 25 && m.speed < m.energy) m.energy -= m.speed; // monster.cc monster::lose_pickup_energy
        break;
      case 'wait':
        m.energy -= Math.min(spec.energyUsage.move, spec.energyUsage.swim); // non_move_energy (mon-act.cc handle_monster_move)
        break;
      case 'fixed':
        m.energy -= action.energy;
        break;
    }
    // A hook of the pursuit may have removed the monster: then nothing more is its.
    if (this.slots[slot] !== m) return;
    if (this.pursuers.size !== 0) this.pursuers.delete(slot); // `_post_monster_move`: pursuit only on the first action
    if (m.energy >= ENERGY_THRESHOLD) this.queue.push(slot, m.energy);
  }

  /** After a pursuer's first step (mon-act.cc `_maybe_launch_opportunity_attack`, `_maybe_randomize_energy`). */
  private pursue(m: Monster, slot: number, reach: boolean, pursuing: boolean): void {
    const random = this.ctx.random;
    // one_chance_in(3) is drawn before the other conditions (which `reach` stands for) are checked.
    if (random.below(3, DCSS_DRAW_SITES.opportunityChance) === 0 && reach) {
      this.pursuers.delete(slot);
      if (this.ctx.heard.opportunityAttack === true) this.ctx.emit('opportunityAttack', { actor: m.id });
      const before = m.energy;
      m.energy -= attackCost(random, m.spec.energyUsage.attack, brandOf(m.spec.weapon), 'melee');
      const refunded = m.energy + 10;
      if (refunded > INT_MAX) this.end('speed_increment', `_maybe_launch_opportunity_attack: ${String(m.id)}'s speed_increment + 10 overflows the game's int`);
      m.energy = Math.min(refunded, before - random.below(2, DCSS_DRAW_SITES.opportunityRefund));
    }
    if (this.pursuers.has(slot) && pursuing) {
      const delta = random.below(3, DCSS_DRAW_SITES.pursuitEnergy) - 1;
      if (m.energy + delta > INT_MAX) this.end('speed_increment', `_maybe_randomize_energy: ${String(m.id)}'s speed_increment + 1 overflows the game's int`);
      m.energy += delta;
      if (this.ctx.heard.pursuitEnergy === true) this.ctx.emit('pursuitEnergy', { actor: m.id, delta });
    }
  }

  /**
   * The rest of `world_reacts` after `handle_monsters` (main.cc): `elapsed_time += time_taken` —
   * the world ends once it reaches 2,000,000,000 — then `clear_monster_flags`, and
   * `num_turns` counts the action unless it is already INT_MAX.
   */
  private endWorldTurn(): void {
    const time = this.time + this.timeTaken;
    if (time > INT_MAX) {
      this.end('you.elapsed_time', `world_reacts: you.elapsed_time ${this.time} + time_taken ${this.timeTaken} overflows the game's int`);
    }
    if (time >= ELAPSED_TIME_LIMIT) {
      this.time = time;
      this.end(
        'you.elapsed_time',
        `world_reacts: you.elapsed_time reached ${time} aut (≥ ${ELAPSED_TIME_LIMIT}): "Outside, the world ends." crawl ends the game here (main.cc)`,
      );
    }
    this.time = time;
    this.turn = this.nextTurn();
    this.reacting = false;
    if (this.ctx.heard.turnEnd === true) this.ctx.emit('turnEnd', { turn: this.turn, time: this.time });
    if (this.anySummoned) {
      for (const m of this.slots) if (m) m.justSummoned = false; // clear_monster_flags
      this.anySummoned = false;
    }
  }

  private load(s: DcssSavedState): void {
    this.time = s.time;
    this.turn = s.turn;
    this.reacting = s.phase === 'monsters';
    this.prepared = s.prepared;
    this.timeTaken = s.timeTaken;
    this.pops = s.pops;
    // A copy: what the engine keeps shares nothing with the state it was given (nor, through it,
    // with another loop restored from the same snapshot).
    this.player = s.player ? playerRecord(s.player.id, copyPlayerSpec(s.player.spec), this.rules) : undefined;
    for (const m of s.monsters) {
      this.monsters.insert(this.monster(m.id, copyMonsterSpec(m.spec), m.speed, m.energy, m.justSummoned, m.enchCountdown), m.slot);
      if (m.justSummoned) this.anySummoned = true;
    }
    this.monsters.freeGaps();
    this.queue = MonsterQueue.from(s.queue);
    for (const p of s.pursuers) this.pursuers.add(p);
    this.ended = s.ended;
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
