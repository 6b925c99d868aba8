import type { ActionOf, ActorId, Engine, EngineContext, PatchOutput, SpecOutput, ViewOutput } from '@turnkeeper/core';
import { ANGBAND_DRAW_SITES } from '../random/draw-sites.js';
import { monsterSpeed, speedSpread } from '../rules/monster-speed.js';
import { playerActionEnergy } from '../rules/player-energy.js';
import type { AngbandTypes } from '../schema/types.js';
import { ALLOC_MONSTER_CHANCE, GAME_TURNS_PER_STANDARD_TURN, LEVEL_MONSTER_MAX, START_ENERGY_RANGE } from '../tables/constants.js';
import { MOVE_ENERGY, turnEnergy } from '../tables/energy-table.js';
import type { AngbandPhase, AngbandSavedState } from './state.js';

type Kinds = AngbandTypes['kinds'];

/**
 * What the engine reads of its context: the version, the options, the random source, `emit` and
 * `heard` (a payload is built only when someone listens).
 *
 * @example
 * ```ts
 * import type { AngbandEngineContext } from './engine.js';
 * // What angband.create() hands the engine: the core's EngineContext has all of these.
 * const describe = (ctx: AngbandEngineContext): string => `${ctx.version}, listening to processWorld: ${String(ctx.heard.processWorld === true)}`;
 * ```
 */
export type AngbandEngineContext = Pick<EngineContext<AngbandTypes>, 'version' | 'options' | 'random' | 'emit' | 'heard'>;

interface PlayerSlot {
  id: ActorId;
  speed: number;
  energy: number;
  moves: number;
  blows: number;
  shots: number;
}

interface MonsterSlot {
  id: ActorId;
  raceSpeed: number;
  variation: number;
  unique: boolean;
  energy: number;
  fast: boolean;
  slow: number;
  /** `MFLAG_HANDLED`: processed this game turn. */
  handled: boolean;
  /** `turn_energy()` of its speed under the loop's version, kept up to date so a pass computes nothing. */
  gain: number;
}

/**
 * The Angband engine: `run_game_loop()` (`src/game-world.c`) and `process_monsters()`
 * (`src/mon-move.c`) as a state machine that stops wherever the game would hand a turn to an
 * actor. One game turn:
 *
 * 1. While the player has at least `move_energy` (100): a pass of `process_monsters(energy + 1)`
 *    — every monster not yet handled this turn whose energy exceeds the player's, from the top of
 *    the list down — then the player acts. After a free command (0 energy) the player acts again
 *    at once, with no pass between.
 * 2. `process_monsters(0)`: every monster not yet handled, from the top of the list down.
 * 3. All monsters are unmarked (`reset_monsters()`); every 10 game turns `process_world()` (the
 *    `processWorld` hook, after the list is compacted when it has 32 holes or more); the player
 *    gains `turn_energy(speed)`; `turn++`.
 *
 * A monster reached in a pass is marked handled, decides whether it is moving (energy ≥ 100)
 * *before* it gains `turn_energy(speed)`, and if moving pays 100 and takes its turn — so a monster
 * acts at most once per game turn, and its turn is paid before the game knows what it does.
 *
 * @example
 * ```ts
 * import { angband } from '../ruleset.js';
 * const loop = angband.create({ seed: 1 }); // an AngbandEngine runs behind the loop
 * loop.add('you', { kind: 'player', speed: 0 });
 * ```
 */
export class AngbandEngine implements Engine<AngbandTypes> {
  private turn: number;
  private phase: AngbandPhase = 'start';
  /** The next list index the current pass reaches (0: the pass is over). */
  private cursor = 0;
  /** The pass's `minimum_energy`. */
  private threshold = 0;
  private pending: ActorId | null = null;
  /** The kind of the actor the last `next()` returned, read by the loop. */
  dueKind: 'player' | 'monster' | undefined = undefined;
  private player: PlayerSlot | null = null;
  /** The monster list, `cave->monsters`: index 0 unused, `length` is `cave->mon_max`. */
  private slots: (MonsterSlot | null)[] = [null];
  private readonly indexOf = new Map<ActorId, number>();
  private count = 0;
  private readonly ctx: AngbandEngineContext;

  /** Charges the pending actor. A monster has already paid: the game charges it before its turn. */
  readonly charge = {
    player: (_id: ActorId, action: ActionOf<Kinds, 'player'>): void => {
      const p = this.player;
      this.pending = null;
      if (!p) return;
      const use = playerActionEnergy(p, action, this.ctx.version);
      p.energy -= use;
      // process_player() keeps asking for commands while they use no energy: no pass between.
      this.phase = use === 0 ? 'player' : 'start';
    },
    monster: (): void => {
      this.pending = null;
    },
  };

  constructor(ctx: AngbandEngineContext, saved?: AngbandSavedState) {
    this.ctx = ctx;
    this.turn = ctx.options.startTurn;
    if (saved) this.load(saved);
  }

  get time(): number {
    return this.turn;
  }

  kindOf(id: ActorId): 'player' | 'monster' | undefined {
    if (this.player?.id === id) return 'player';
    return this.indexOf.has(id) ? 'monster' : undefined;
  }

  ids(): ActorId[] {
    const out: ActorId[] = this.player ? [this.player.id] : [];
    for (const m of this.slots) if (m) out.push(m.id);
    return out;
  }

  // #region add
  add(id: ActorId, spec: SpecOutput<Kinds>): void {
    if (spec.kind === 'player') {
      this.player = { id, speed: spec.speed, energy: spec.energy, moves: spec.moves, blows: spec.blows, shots: spec.shots };
      return;
    }
    const m: MonsterSlot = {
      id,
      raceSpeed: spec.speed,
      variation: spec.variation ?? 0,
      unique: spec.unique,
      energy: spec.energy ?? 0,
      fast: spec.fast,
      slow: spec.slow,
      handled: false,
      gain: 0,
    };
    m.gain = this.gainOf(m);
    const index = this.allocate();
    this.slots[index] = m;
    this.indexOf.set(id, index);
    this.count++;
    const rollSpread = spec.variation === undefined && !spec.unique;
    const rollEnergy = spec.energy === undefined;
    if (!rollSpread && !rollEnergy) return;
    // place_new_monster_one(): sleep and hit points first (the game's, in this hook), then speed and energy.
    if (this.ctx.heard.monsterPlaced === true) {
      this.ctx.emit('monsterPlaced', { turn: this.turn, actor: id, raceSpeed: spec.speed, unique: spec.unique });
      if (this.slots[index] !== m) return; // a handler removed it
    }
    if (rollSpread) {
      const i = speedSpread(spec.speed);
      if (i > 0) m.variation = this.ctx.random.below(2 * i + 1, ANGBAND_DRAW_SITES.speedSpread) - i;
      m.gain = this.gainOf(m);
    }
    if (rollEnergy) m.energy = this.ctx.random.below(START_ENERGY_RANGE, ANGBAND_DRAW_SITES.startEnergy);
  }
  // #endregion add

  remove(id: ActorId): void {
    if (this.pending === id) this.pending = null;
    if (this.player?.id === id) {
      this.player = null;
      return;
    }
    const index = this.indexOf.get(id);
    if (index === undefined) return;
    this.slots[index] = null;
    this.indexOf.delete(id);
    this.count--;
  }

  update(id: ActorId, patch: PatchOutput<Kinds>): void {
    if (patch.kind === 'player') {
      const p = this.player;
      if (!p) return;
      if (patch.speed !== undefined) p.speed = patch.speed;
      if (patch.energy !== undefined) p.energy = patch.energy;
      if (patch.moves !== undefined) p.moves = patch.moves;
      if (patch.blows !== undefined) p.blows = patch.blows;
      if (patch.shots !== undefined) p.shots = patch.shots;
      return;
    }
    const m = this.monsterOf(id);
    // A shapechange keeps the spread: mspeed += new race speed − old (src/mon-util.c).
    if (patch.speed !== undefined) m.raceSpeed = patch.speed;
    if (patch.variation !== undefined) m.variation = patch.variation;
    if (patch.energy !== undefined) m.energy = patch.energy;
    if (patch.fast !== undefined) m.fast = patch.fast;
    if (patch.slow !== undefined) m.slow = patch.slow;
    m.gain = this.gainOf(m);
  }

  // #region next
  next(): ActorId | undefined {
    for (;;) {
      if (this.phase === 'start') {
        if (!this.player && this.count === 0) return undefined;
        const p = this.player;
        // while (player->energy >= move_energy) { process_monsters(player->energy + 1); process_player(); }
        if (p && p.energy >= MOVE_ENERGY) this.startPass('passA', p.energy + 1);
        else this.startPass('passB', 0);
      }
      if (this.phase === 'player') {
        if (this.player) {
          this.pending = this.player.id;
          this.dueKind = 'player';
          return this.player.id;
        }
        this.phase = 'start';
        continue;
      }
      const monster = this.pass();
      if (monster !== undefined) {
        this.dueKind = 'monster';
        return monster;
      }
      if (this.phase === 'passA') {
        this.phase = 'player';
        continue;
      }
      this.endTurn();
      this.phase = 'start';
    }
  }
  // #endregion next

  inspect(id: ActorId): ViewOutput<Kinds> {
    const p = this.player;
    if (p?.id === id) {
      return { kind: 'player', speed: p.speed, energy: p.energy, gain: turnEnergy(p.speed), moves: p.moves, blows: p.blows, shots: p.shots };
    }
    const index = this.indexOf.get(id) ?? 0;
    const m = this.monsterOf(id);
    return {
      kind: 'monster',
      index,
      energy: m.energy,
      raceSpeed: m.raceSpeed,
      variation: m.variation,
      speed: this.speedOf(m),
      gain: m.gain,
      fast: m.fast,
      slow: m.slow,
      handled: m.handled,
    };
  }

  save(): AngbandSavedState {
    const monsters: AngbandSavedState['monsters'] = [];
    this.slots.forEach((m, index) => {
      if (m) {
        const { id, raceSpeed, variation, unique, energy, fast, slow, handled } = m;
        monsters.push({ index, id, raceSpeed, variation, unique, energy, fast, slow, handled });
      }
    });
    return {
      turn: this.turn,
      phase: this.phase,
      cursor: this.cursor,
      threshold: this.threshold,
      pending: this.pending,
      monsterMax: this.slots.length,
      player: this.player ? { ...this.player } : null,
      monsters,
    };
  }

  // #region passes
  private startPass(phase: 'passA' | 'passB', threshold: number): void {
    this.phase = phase;
    this.threshold = threshold;
    // for (i = cave_monster_max(cave) - 1; i >= 1; i--): the bound is read once.
    this.cursor = this.slots.length - 1;
  }

  /** Continues the current `process_monsters()` pass; returns the next monster that acts. */
  private pass(): ActorId | undefined {
    while (this.cursor >= 1) {
      const m = this.slots[this.cursor];
      this.cursor--;
      if (!m || m.handled || m.energy < this.threshold) continue;
      const moving = m.energy >= MOVE_ENERGY;
      m.handled = true;
      m.energy += m.gain;
      if (!moving) continue;
      m.energy -= MOVE_ENERGY;
      this.pending = m.id;
      return m.id;
    }
    return undefined;
  }

  /** The end of `run_game_loop()`'s game turn: reset, `process_world()` every 10, player energy, `turn++`. */
  private endTurn(): void {
    for (const m of this.slots) if (m) m.handled = false;
    if (this.turn % GAME_TURNS_PER_STANDARD_TURN === 0) {
      this.compact();
      if (this.ctx.heard.processWorld === true) this.ctx.emit('processWorld', { turn: this.turn, monsterChance: ALLOC_MONSTER_CHANCE });
    }
    if (this.player) this.player.energy += turnEnergy(this.player.speed);
    this.turn++;
  }
  // #endregion passes

  /** `process_world()`'s `compact_monsters(c, 0)` when the list has 32 holes or more: the last monster fills each hole. */
  private compact(): void {
    if (this.count + 32 >= this.slots.length) return;
    for (let i = this.slots.length - 1; i >= 1; i--) {
      if (this.slots[i]) continue;
      const last = this.slots.length - 1;
      const moved = this.slots[last] ?? null;
      if (last !== i && moved) {
        this.slots[i] = moved;
        this.indexOf.set(moved.id, i);
      }
      this.slots.length = last;
    }
  }

  /** `mon_pop()` (`src/mon-make.c`): the next slot at the end of the list, else the first hole. */
  private allocate(): number {
    if (this.slots.length < LEVEL_MONSTER_MAX) {
      this.slots.push(null);
      return this.slots.length - 1;
    }
    const hole = this.slots.indexOf(null, 1);
    if (hole < 0) throw new RangeError('the monster list is full');
    return hole;
  }

  private monsterOf(id: ActorId): MonsterSlot {
    const m = this.slots[this.indexOf.get(id) ?? 0];
    if (!m) throw new RangeError(`no monster ${String(id)}`);
    return m;
  }

  /** The speed a monster gains energy at: race + spread + haste − the version's slow penalty. */
  private speedOf(m: MonsterSlot): number {
    return monsterSpeed({ speed: m.raceSpeed, variation: m.variation, fast: m.fast, slow: m.slow }, this.ctx.version);
  }

  private gainOf(m: MonsterSlot): number {
    return turnEnergy(this.speedOf(m));
  }

  private load(s: AngbandSavedState): void {
    this.turn = s.turn;
    this.phase = s.phase;
    this.cursor = s.cursor;
    this.threshold = s.threshold;
    this.pending = s.pending;
    this.player = s.player ? { ...s.player } : null;
    this.slots = Array.from({ length: s.monsterMax }, () => null);
    for (const { index, ...m } of s.monsters) {
      const slot: MonsterSlot = { ...m, gain: 0 };
      slot.gain = this.gainOf(slot);
      this.slots[index] = slot;
      this.indexOf.set(m.id, index);
      this.count++;
    }
  }
}
