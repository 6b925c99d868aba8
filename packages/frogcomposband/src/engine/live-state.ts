import type { ActorId } from '@turnkeeper/core';
import { Act, Bit, Word, type MonsterTable } from './monster-table.js';
import { orderedPlayerState, type MonsterState, type MonsterTurnRecord, type PlayerState, type PlayerTurnRecord } from './state.js';

// The engine's live state: the saved state's fields, with each actor's record of its last game
// turn kept so that writing it, once per actor per game turn, allocates nothing (fixed fields,
// table cells and pools of reused entries). `save()` and `inspect()` build the saved shapes afresh.

/** A saved state's number as JSON would write it: −0 becomes 0 (`save()` once went through JSON). */
const num = (n: number): number => n + 0;

/** An id as JSON would write it. */
export const jsonId = (id: ActorId): ActorId => (typeof id === 'number' ? id + 0 : id);

type Extra = MonsterTurnRecord['extra'][number];
type PlayerAction = PlayerTurnRecord['actions'][number];

/** Sets or clears `bit` in a table word. */
const withBit = (word: number, bit: number, on: boolean): number => (on ? word | bit : word & ~bit);

/** {@link LiveMonster}'s race flags and their bits, all in one number (7 fields of 8 bytes each otherwise). */
const RACE_BIT = { regenerate: 1, nonliving: 2, canFly: 4, passWall: 8, wildWood: 16, wildSnow: 32, spider: 64 } as const;
const RACE_FLAGS = Object.keys(RACE_BIT) as (keyof typeof RACE_BIT)[];

/**
 * A record of a monster's last game turn kept in its object, its draw and the count of its extras
 * included. Made afresh each time: only a restore and a change to what a derived record reads
 * make one, never a visit.
 */
interface ExplicitRecord {
  readonly turn: number;
  readonly aware: boolean;
  readonly speed: number;
  readonly gain: number;
  readonly need: number;
  readonly clip: number | null;
  /** How many entries of the extras' pool are its terrain extras (a charge may add some). */
  extras: number;
}

/**
 * A monster of `m_list`: the saved fields and its last game turn's record. What every visit
 * touches lives in the list's {@link MonsterTable} (read and written through accessors here,
 * directly by the engine's monster pass); the rest in the object.
 *
 * Its record of the last visit is derived from the table (see {@link MonsterTable}), and kept in
 * the object only after a restore and whenever something the derivation reads is about to change
 * ({@link freezeRecord}).
 */
export class LiveMonster {
  readonly id: ActorId;
  readonly index: number;
  private readonly t: MonsterTable;
  mspeed: number;
  fast: number;
  slow: number;
  minislow: number;
  level: number;
  /** The race flags' bits (read and written through the accessors below). */
  private flags = 0;
  /** Its record kept in the object (null while derived or absent: memory per monster matters at a million). */
  private explicit: ExplicitRecord | null = null;
  /** Its terrain extras: the first entries of a pool that only grows (null until the first), as many as its record counts. */
  private extras: Extra[] | null = null;

  /** A monster of the list that owns `table`, its hot fields written into its slot's cells. */
  constructor(table: MonsterTable, s: Omit<MonsterState, 'last'>) {
    this.t = table;
    this.id = s.id;
    this.index = s.index;
    table.hot[s.index] = (s.energyNeed << Word.NeedShift) | (s.aware ? Bit.Aware : 0) | (s.hurt ? Bit.Hurt : 0) | (s.born ? Bit.Born : 0);
    table.raw[s.index] = 0;
    table.acted[s.index] = 0;
    this.mspeed = s.mspeed;
    this.fast = s.fast;
    this.slow = s.slow;
    this.minislow = s.minislow;
    this.level = s.level;
    for (const flag of RACE_FLAGS) if (s[flag]) this.flags |= RACE_BIT[flag];
  }

  /** A monster from its saved state (the record included). */
  static from(table: MonsterTable, s: MonsterState): LiveMonster {
    const m = new LiveMonster(table, s);
    const last = s.last;
    if (last) {
      m.explicit = { turn: last.gameTurn, aware: last.aware, speed: last.speed, gain: last.gain, need: last.needAfterGain, clip: last.clip, extras: 0 };
      for (const e of last.extra) m.addExtra(e.terrain, e.draw, e.added);
    }
    return m;
  }

  get energyNeed(): number {
    return (this.t.hot[this.index] as number) >> Word.NeedShift;
  }
  set energyNeed(v: number) {
    const i = this.index;
    this.t.hot[i] = (v << Word.NeedShift) | ((this.t.hot[i] as number) & Word.Low);
  }
  get aware(): boolean {
    return this.has(Bit.Aware);
  }
  set aware(v: boolean) {
    this.set(Bit.Aware, v);
  }
  get hurt(): boolean {
    return this.has(Bit.Hurt);
  }
  set hurt(v: boolean) {
    this.set(Bit.Hurt, v);
  }
  get born(): boolean {
    return this.has(Bit.Born);
  }
  set born(v: boolean) {
    this.set(Bit.Born, v);
  }
  get regenerate(): boolean {
    return (this.flags & RACE_BIT.regenerate) !== 0;
  }
  set regenerate(v: boolean) {
    this.flags = withBit(this.flags, RACE_BIT.regenerate, v);
  }
  get nonliving(): boolean {
    return (this.flags & RACE_BIT.nonliving) !== 0;
  }
  set nonliving(v: boolean) {
    this.flags = withBit(this.flags, RACE_BIT.nonliving, v);
  }
  get canFly(): boolean {
    return (this.flags & RACE_BIT.canFly) !== 0;
  }
  set canFly(v: boolean) {
    this.flags = withBit(this.flags, RACE_BIT.canFly, v);
  }
  get passWall(): boolean {
    return (this.flags & RACE_BIT.passWall) !== 0;
  }
  set passWall(v: boolean) {
    this.flags = withBit(this.flags, RACE_BIT.passWall, v);
  }
  get wildWood(): boolean {
    return (this.flags & RACE_BIT.wildWood) !== 0;
  }
  set wildWood(v: boolean) {
    this.flags = withBit(this.flags, RACE_BIT.wildWood, v);
  }
  get wildSnow(): boolean {
    return (this.flags & RACE_BIT.wildSnow) !== 0;
  }
  set wildSnow(v: boolean) {
    this.flags = withBit(this.flags, RACE_BIT.wildSnow, v);
  }
  get spider(): boolean {
    return (this.flags & RACE_BIT.spider) !== 0;
  }
  set spider(v: boolean) {
    this.flags = withBit(this.flags, RACE_BIT.spider, v);
  }
  /**
   * Marks it as the player's mount (or no longer): the monster pass then sends it down the full
   * path. A derived record reads the bit (whose speed it holds): frozen first.
   */
  set ridden(v: boolean) {
    this.freezeRecord();
    this.set(Bit.Mount, v);
  }

  private has(bit: number): boolean {
    return ((this.t.hot[this.index] as number) & bit) !== 0;
  }

  private set(bit: number, on: boolean): void {
    this.t.hot[this.index] = withBit(this.t.hot[this.index] as number, bit, on);
  }

  /** The energy per game turn its own speed gives (the speed cache). */
  get speedEnergy(): number {
    return ((this.t.hot[this.index] as number) >> Word.EnergyShift) & 0xff;
  }

  /**
   * Sets the speed cache (first freezing a derived record, which reads it) and whether a timer
   * runs: called whenever its speed's inputs or its timers change.
   */
  setSpeed(raw: number, energy: number): void {
    const i = this.index;
    // A timer's countdown mostly leaves the speed as it was: the record then stays derived.
    if (raw !== this.t.raw[i] || energy !== this.speedEnergy) this.freezeRecord();
    this.t.raw[i] = raw;
    const word = ((this.t.hot[i] as number) & ~Word.EnergyBits) | (energy << Word.EnergyShift);
    this.t.hot[i] = withBit(word, Bit.Timers, this.fast !== 0 || this.slow !== 0 || this.minislow !== 0);
  }

  /** Whether it has a record of a last game turn. */
  get hasLast(): boolean {
    return this.explicit !== null || this.has(Bit.Derived);
  }

  /**
   * From this visit on, its record is derived (the engine writes what an action adds to it):
   * `gained` false for a visit that gained nothing ({@link Bit.Idle}).
   */
  recordDerived(gained: boolean): void {
    const i = this.index;
    // Not acted (yet): the monster pass sets Acted when this visit acts.
    this.t.hot[i] = ((this.t.hot[i] as number) & ~(Bit.Idle | Bit.Acted)) | (gained ? Bit.Derived : Bit.Derived | Bit.Idle);
    this.explicit = null;
  }

  /** Adds a terrain extra to the record (which it has: derived, or in the object). */
  addExtra(terrain: Extra['terrain'], draw: number, added: number): void {
    const i = this.index;
    const acted = this.t.acted;
    // A derived record counts its extras in the acted word's low byte: only the action of the
    // visit it records adds to them, at most two (the ground's and the web's).
    const derived = this.has(Bit.Derived);
    const r = this.explicit as ExplicitRecord;
    const n = derived ? (acted[i] as number) & Act.Byte : r.extras;
    const pool = (this.extras ??= []);
    const e = pool[n];
    if (e) {
      e.terrain = terrain;
      e.draw = draw;
      e.added = added;
    } else pool.push({ terrain, draw, added });
    if (derived) acted[i] = (acted[i] as number) + 1;
    else r.extras = n + 1;
  }

  /** Moves a derived record into the object, unchanged: before what it is derived from changes. */
  freezeRecord(): void {
    if (!this.has(Bit.Derived)) return;
    const d = this.derived();
    this.explicit = d;
    this.set(Bit.Derived | Bit.Idle | Bit.Acted, false);
  }

  /** The derived record (see {@link MonsterTable}): a fresh object. */
  private derived(): ExplicitRecord {
    const i = this.index;
    const t = this.t;
    const clock = t.clock;
    const inLatest = clock.visited(i);
    const word = t.hot[i] as number;
    const gained = (word & Bit.Idle) === 0;
    const acted = gained && (word & Bit.Acted) !== 0;
    const a = t.acted[i] as number;
    const mount = (word & Bit.Mount) !== 0;
    return {
      turn: inLatest ? clock.turn : clock.prevTurn,
      aware: gained,
      speed: !gained ? 0 : mount ? t.mountRaw : (t.raw[i] as number),
      gain: !gained ? 0 : mount ? t.mountEnergy : this.speedEnergy,
      need: acted ? a >> Act.NeedShift : this.energyNeed,
      clip: acted ? (a >> Act.ClipShift) & Act.Byte : null,
      extras: acted ? a & Act.Byte : 0,
    };
  }

  /** The record as the saved state and the view hold it: a fresh object, or null. */
  last(): MonsterTurnRecord | null {
    const r = this.has(Bit.Derived) ? this.derived() : this.explicit;
    if (r === null) return null;
    return {
      gameTurn: num(r.turn),
      aware: r.aware,
      speed: num(r.speed),
      gain: num(r.gain),
      needAfterGain: num(r.need),
      clip: r.clip === null ? null : num(r.clip),
      extra: this.extraList(r.extras),
    };
  }

  /** The first `count` extras of the pool, fresh. */
  private extraList(count: number): Extra[] {
    const out: Extra[] = [];
    for (let k = 0; k < count; k++) {
      // A count above 0 means addExtra() made the pool.
      const e = (this.extras as Extra[])[k] as Extra;
      out.push({ terrain: e.terrain, draw: num(e.draw), added: num(e.added) });
    }
    return out;
  }

  /** The saved state: a fresh object, keys in the schema's order. */
  saved(): MonsterState {
    return {
      id: jsonId(this.id),
      index: this.index,
      mspeed: num(this.mspeed),
      energyNeed: num(this.energyNeed),
      aware: this.aware,
      hurt: this.hurt,
      fast: num(this.fast),
      slow: num(this.slow),
      minislow: num(this.minislow),
      regenerate: this.regenerate,
      nonliving: this.nonliving,
      level: num(this.level),
      canFly: this.canFly,
      passWall: this.passWall,
      wildWood: this.wildWood,
      wildSnow: this.wildSnow,
      spider: this.spider,
      born: this.born,
      last: this.last(),
    };
  }
}

/** The player's record of its last game turn, flat, its actions a pool of reused entries. */
export class PlayerRecord {
  has = false;
  gameTurn = 0;
  speed = 0;
  gain = 0;
  needAfterGain = 0;
  private count = 0;
  private readonly actions: PlayerAction[] = [];

  /** Starts the record of a game turn. */
  start(gameTurn: number, speed: number, gain: number, needAfterGain: number): void {
    this.has = true;
    this.gameTurn = gameTurn;
    this.speed = speed;
    this.gain = gain;
    this.needAfterGain = needAfterGain;
    this.count = 0;
  }

  /** Adds an action to the record, when a game turn's record was started. */
  push(energyUse: number, clip: number | null, cost: number, needAfter: number): void {
    if (!this.has) return;
    const a = this.actions[this.count];
    if (a) {
      a.energyUse = energyUse;
      a.clip = clip;
      a.cost = cost;
      a.needAfter = needAfter;
    } else this.actions.push({ energyUse, clip, cost, needAfter });
    this.count++;
  }

  /** Takes over a saved record (or none). */
  load(last: PlayerTurnRecord | null): void {
    this.has = false;
    this.count = 0;
    if (!last) return;
    this.start(last.gameTurn, last.speed, last.gain, last.needAfterGain);
    for (const a of last.actions) this.push(a.energyUse, a.clip, a.cost, a.needAfter);
  }

  /** The record as the saved state and the view hold it: a fresh object, or null. */
  toJSON(): PlayerTurnRecord | null {
    if (!this.has) return null;
    const actions: PlayerAction[] = [];
    for (let i = 0; i < this.count; i++) {
      const a = this.actions[i] as PlayerAction;
      actions.push({ energyUse: num(a.energyUse), clip: a.clip === null ? null : num(a.clip), cost: num(a.cost), needAfter: num(a.needAfter) });
    }
    return { gameTurn: num(this.gameTurn), speed: num(this.speed), gain: num(this.gain), needAfterGain: num(this.needAfterGain), actions };
  }
}

/** The player's live state: the saved fields but its record, which {@link PlayerRecord} keeps. */
export type LivePlayer = Omit<PlayerState, 'last'>;

/**
 * The live player of a spec's or a saved state's fields (the record left out): a fresh object.
 * Written as one literal, every field named: an object given its ~45 fields one by one under
 * computed keys becomes a dictionary in V8, and every read of it in the hot path (`energyNeed`
 * at each turn start and charge) a generic property lookup instead of a load at a fixed offset.
 */
export function livePlayer(s: LivePlayer): LivePlayer {
  return {
    id: s.id,
    base: s.base,
    energyNeed: s.energyNeed,
    haste: s.haste,
    slow: s.slow,
    spurt: s.spurt,
    sustainedHaste: s.sustainedHaste,
    lightspeed: s.lightspeed,
    sustainedLightspeed: s.sustainedLightspeed,
    minislow: s.minislow,
    miniEnergy: s.miniEnergy,
    regen: s.regen,
    noAir: s.noAir,
    breathless: s.breathless,
    freeAction: s.freeAction,
    savingThrow: s.savingThrow,
    dungeonLevel: s.dungeonLevel,
    filibuster: s.filibuster,
    bloated: s.bloated,
    mode: s.mode,
    level: s.level,
    weight: s.weight,
    weightLimit: s.weightLimit,
    levitation: s.levitation,
    treeExempt: s.treeExempt,
    snowExempt: s.snowExempt,
    fleetOfFoot: s.fleetOfFoot,
    quickWalkTimer: s.quickWalkTimer,
    ninjaLawyer: s.ninjaLawyer,
    shadowStance: s.shadowStance,
    limp: s.limp,
    craven: s.craven,
    golem: s.golem,
    bearForm: s.bearForm,
    berserker: s.berserker,
    fantasticFrenzy: s.fantasticFrenzy,
    mount: s.mount,
    ridingSkill: s.ridingSkill,
    timeStopped: s.timeStopped,
    freeTurns: s.freeTurns,
    class: s.class,
    quickSpelling: s.quickSpelling,
    noSpells: s.noSpells,
    noDevice: s.noDevice,
    arrived: s.arrived,
    playerTurns: s.playerTurns,
    critsSpentTurn: s.critsSpentTurn,
  };
}

/** The player's saved state: a fresh object, keys in the schema's order, numbers as JSON writes them. */
export function savedPlayer(p: LivePlayer, record: PlayerRecord): PlayerState {
  const out = orderedPlayerState({ ...p, last: record.toJSON() });
  const o = out as Record<string, unknown>;
  for (const key in o) if (typeof o[key] === 'number') o[key] = num(o[key]);
  return out;
}
