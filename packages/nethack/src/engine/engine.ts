import {
  InvalidActionError,
  InvalidPatchError,
  InvalidSpecError,
  LimitError,
  TurnOrderError,
  type ActionOf,
  type ActorId,
  type Engine,
  type EngineContext,
  type EngineRunHost,
  type PatchOutput,
  type SpecOutput,
  type ViewOutput,
} from '@turnkeeper/core';
import { heroSpeedSite, spawnRollSites } from '../random/draw-sites.js';
import { applyEncumbrance, type Encumbrance } from '../rules/encumbrance.js';
import { heroMoveamtOf } from '../rules/hero-allocation.js';
import { FAMILY_343, familyCode, mcalcmoveOf, monsterGainOf, type FamilyCode, type MonsterGain } from '../rules/monster-allocation.js';
import { prorateHero, prorateMonster } from '../rules/proration.js';
import { kickSteed } from '../rules/kick-steed.js';
import { clampCount, COLNO, incrTimeout, LONG_MAX, toShort } from '../rules/limits.js';
import { adjustedSpeed, heroSpeedSourcesOf, heroSpeedState, monAdjustSpeed, type MonsterSpeedState } from '../rules/speed.js';
import type { NethackTypes } from '../schema/types.js';
import { nethackVersionRules, type NethackVersionRules } from '../versions.js';
import type { HeroState } from './actor-state.js';
import { MonsterList } from './monster-list.js';
import { NETHACK_PHASES, type NethackPhase, type NethackSavedState } from './state.js';

type Kinds = NethackTypes['kinds'];

/**
 * Where the main loop stands, as small integers: indexes into NETHACK_PHASES (state.ts), which
 * names them. A const enum, like {@link Points}: its numbers are written where they are used.
 */
const enum Phase {
  Hero = 0,
  TimePassed = 1,
  Pass = 2,
  HeroDue = 3,
  MonsterDue = 4,
}

/** The last pass number before the stamps start again (the largest Int32Array value). */
const STAMP_MAX = 0x7fffffff;

/** A saved phase's name (NETHACK_PHASES, state.ts) to its number. */
const PHASE_OF: Readonly<Record<NethackPhase, Phase>> = {
  hero: Phase.Hero,
  timePassed: Phase.TimePassed,
  pass: Phase.Pass,
  heroDue: Phase.HeroDue,
  monsterDue: Phase.MonsterDue,
};

/**
 * NORMAL_SPEED (12, `include/permonst.h`), the points one action costs, as a const enum member:
 * bundled, a module-level constant stays a variable that optimized code loads and checks at every
 * use, while an enum member is written into the code as the number itself.
 */
const enum Points {
  Normal = 12,
}
// (Compared with a number, a member is written `Points.Normal as number`: the lint rule against
// comparing enums with plain numbers guards real enums, and this one is a number in disguise.)

const SPEC = 'nethack player spec';
const PATCH = 'nethack player patch';
const MONSTER_PATCH = 'nethack monster patch';
const ACTION = 'nethack player action';
const KICK = 'nethack player action "kick"';

/**
 * The NetHack time engine: the main loop of moveloop() (3.7 moveloop_core(), `src/allmain.c`) and
 * movemon() (`src/mon.c`) as a state machine that hands out one actor per `next()`. Monsters are
 * kept in the game's list order (newest first, as makemon() links them at the head of `fmon`); a
 * pass walks that list once and gives one action to every monster with at least 12 points,
 * deducting the 12 before it acts. Turn boundaries allocate movement in the game's order
 * (mcalcdistress(), each monster's mcalcmove(), the random-generation roll, the hero's allocation,
 * `moves++`, the once-per-turn block, the helplessness countdown) and emit the ruleset's hooks.
 * The core validates every spec, patch and action before they reach it; it checks only what needs
 * the loop's contents (a steed id, a kick with no steed).
 *
 * The hot path allocates nothing: the list is typed arrays by position ({@link MonsterList}),
 * removal leaves a dead slot (O(1)) that passes skip, version rules and draw-site labels are
 * resolved at construction, and a hook's payload is built only when someone listens.
 */
export class NethackEngine implements Engine<NethackTypes> {
  /** `moves`: the game turn, from 1. */
  time = 1;
  private readonly ctx: EngineContext<NethackTypes>;
  private readonly rules: NethackVersionRules;
  /** The version's speed family, resolved once: the turn boundary compares small integers, not version strings. */
  private readonly family: FamilyCode;
  /** The version's hero test after a pass (`> 12` in 3.4.3, bug H2588) and last turn, as plain fields: read every pass and turn. */
  private readonly strictHeroTest: boolean;
  private readonly lastTurn: number;
  /** `options.spawnRoll`, read once: when false and nobody listens, a turn boundary skips the roll's bookkeeping. */
  private readonly drawsSpawnRoll: boolean;
  /** mcalcmove() of every monster but the steed, for this family. */
  private readonly monsterGain: MonsterGain;
  /** The version's site labels for the hero's speed roll (Fast, Very_fast) and the spawn roll (25, 50, 70), resolved once. */
  private readonly fastSite: string;
  private readonly veryFastSite: string;
  /** The spawn roll's labels for 25, 50, 70 (see spawnRollSites()). */
  private readonly spawnSites: readonly [string, string, string];
  private phase = Phase.Hero;
  private hero: HeroState | null = null;
  /** The monster list, oldest first: the last live position is the head of `fmon`. */
  private readonly mons = new MonsterList();
  /** Next position a pass examines (passes walk from the head, i.e. downwards). */
  private cursor = -1;
  /** movemon()'s `somebody_can_move` for the current pass. */
  private canMove = false;
  /**
   * The number of the current (or last) movemon() pass, from 1: a monster handed out in it has
   * this number as its stamp (`MonsterList.stamp`), so who acted in the pass is read from the
   * stamps ({@link actedIds}) instead of being listed at every turn.
   */
  private pass = 1;
  /** Who acted in this pass before the stamps in force: a restored state's list, or what a compaction mid-pass read from the stamps it dropped. */
  private actedBefore: ActorId[] = [];
  /** encumber_msg() as read at the start of the current "hero can't move" pass. */
  private wtcap: Encumbrance = 0;
  /** True while a turn boundary walks the list: positions must not move under it (no compaction). */
  private walking = false;

  /** Per actor kind: charges the action the due actor took. */
  readonly charge = {
    player: (_id: ActorId, action: ActionOf<Kinds, 'player'>): void => {
      this.chargeHero(action);
    },
    monster: (): void => {
      // movemon() spent the monster's 12 when it was handed out; what it did costs nothing more.
      this.phase = Phase.Pass;
    },
  };

  constructor(ctx: EngineContext<NethackTypes>, saved?: NethackSavedState) {
    this.ctx = ctx;
    this.rules = nethackVersionRules(ctx.version);
    this.family = familyCode(this.rules.family);
    this.strictHeroTest = this.rules.strictHeroTest;
    this.lastTurn = this.rules.lastTurn;
    this.drawsSpawnRoll = ctx.options.spawnRoll;
    this.monsterGain = monsterGainOf(this.family);
    this.fastSite = heroSpeedSite(ctx.version, false);
    this.veryFastSite = heroSpeedSite(ctx.version, true);
    this.spawnSites = spawnRollSites(ctx.version);
    if (saved !== undefined) this.load(saved);
  }

  /**
   * The kind of the actor the last `next()` handed out (the loop reads it after every `next()`):
   * derived from the phase, so that handing out a turn writes nothing for it.
   */
  get dueKind(): 'player' | 'monster' {
    return this.phase === Phase.MonsterDue ? 'monster' : 'player';
  }

  /** Whether that turn is forced: the hero's slot while helpless (`multi < 0`). */
  get dueForced(): boolean {
    return this.phase === Phase.HeroDue && (this.hero as HeroState).multi < 0;
  }

  /**
   * The actor whose action is awaited, or null: the hero in its slot; in a pass, the monster just
   * above the cursor (the pass moved the cursor past it; additions go above the pass, a removal
   * of that monster ends the wait, and compaction keeps the two adjacent).
   */
  private current(): ActorId | null {
    if (this.phase === Phase.HeroDue) return (this.hero as HeroState).id;
    return this.phase === Phase.MonsterDue ? (this.mons.ids[this.cursor + 1] as ActorId) : null;
  }

  kindOf(id: ActorId): 'player' | 'monster' | undefined {
    if (this.hero?.id === id) return 'player';
    return this.mons.has(id) ? 'monster' : undefined;
  }

  /** The hero first, then the monsters in list order (newest first). */
  ids(): ActorId[] {
    const out: ActorId[] = this.hero ? [this.hero.id] : [];
    const list = this.mons;
    for (let p = list.length - 1; p >= 0; p--) if (list.alive[p] === 1) out.push(list.ids[p] as ActorId);
    return out;
  }

  add(id: ActorId, spec: SpecOutput<Kinds>): void {
    if (spec.kind === 'monster') {
      // makemon(): a new monster goes to the head of the list, so it moves first in later passes
      // and is not visited by a pass (or a turn boundary) already under way.
      const list = this.mons;
      const p = list.push(id, spec.base, spec.mspeed ?? spec.permspeed ?? 'normal', spec.speedBoots ?? false, spec.movement);
      list.setSteedState(p, spec.tameness, spec.sleeping, spec.canMove, spec.frozen);
      return;
    }
    const base = spec.base;
    const riding = spec.riding;
    if (riding !== null) this.checkSteed(riding, () => new InvalidSpecError(SPEC, [steedIssue(riding)]));
    if (riding !== null && spec.steed !== undefined) this.checkSteedSpeed(riding, spec.steed);
    const sources = spec.speed === undefined ? undefined : heroSpeedSourcesOf(spec.speed);
    this.hero = {
      id,
      base,
      intrinsicFast: sources?.intrinsicFast ?? spec.intrinsicFast ?? false,
      timedFast: sources?.timedFast ?? spec.timedFast ?? 0,
      extrinsicFast: sources?.extrinsicFast ?? spec.extrinsicFast ?? false,
      encumbrance: spec.encumbrance,
      riding,
      gallop: spec.gallop,
      running: spec.running,
      moved: spec.moved,
      movement: spec.movement,
      multi: 0 - spec.helpless, // not -x: -0 would not survive a JSON round trip
      occupation: 0,
      demigod: spec.demigod,
      belowCastle: spec.belowCastle,
      level: spec.level,
    };
  }

  remove(id: ActorId): void {
    if (this.hero?.id === id) {
      this.hero = null;
      // The hero's slot (pending, or owed a deduction) goes with it: the monsters move next.
      if (this.phase === Phase.HeroDue || this.phase === Phase.Hero || this.phase === Phase.TimePassed) this.beginOuter();
      return;
    }
    // The slot dies in place: a pass under way skips it, and its place in the list (the cursor's
    // meaning, "the next monster to examine") is unchanged, as when movemon() fetched nmon first.
    const p = this.mons.positionOf(id);
    this.mons.kill(p);
    if (this.hero?.riding === id) dismount(this.hero); // the steed is gone
    // The monster whose action is awaited: the rest of the pass goes on (movemon() fetched nmon first).
    if (this.phase === Phase.MonsterDue && p === this.cursor + 1) this.phase = Phase.Pass;
    this.compactIfWorthIt();
  }

  update(id: ActorId, patch: PatchOutput<Kinds>): void {
    if (patch.kind === 'player') this.updateHero(this.hero as HeroState, patch);
    else this.updateMonster(this.mons.positionOf(id), patch);
  }

  next(): ActorId | undefined {
    // A pass's next monster, the common turn, in a body small enough for V8 to inline into the
    // loop's `next()`; every other phase, and the end of a pass, in {@link nextInPhase}.
    if (this.phase === Phase.Pass) {
      const id = this.nextInPass();
      if (id !== undefined) return id;
    }
    return this.nextInPhase();
  }

  /**
   * movemon() (`src/mon.c`, every version): the next monster of the pass under way with at least
   * 12 points, which spends the 12 at once (even if it then does nothing: paralysed, asleep…), or
   * undefined at the pass's end. Removed monsters' slots hold less than 12, so the same test skips
   * them. `next()` and {@link nextInPhase} share it; `runSteps` walks a pass itself.
   */
  private nextInPass(): ActorId | undefined {
    const list = this.mons;
    const movement = list.movement;
    const p = lastWithPoints(movement, this.cursor);
    if (p >= 0) return this.handOut(list, movement, p);
    this.cursor = -1;
    return undefined;
  }

  /** The hand-out itself, shared with `runSteps`' own walk of a pass: the monster at `p` (it has at least 12 points) spends the 12. */
  private handOut(list: MonsterList, movement: Int16Array, p: number): ActorId {
    const m = movement[p] as number;
    movement[p] = m - Points.Normal;
    if (m >= 2 * Points.Normal) this.canMove = true;
    this.cursor = p - 1;
    list.stamp[p] = this.pass;
    this.phase = Phase.MonsterDue;
    return list.ids[p] as ActorId;
  }

  /** {@link next} past the common turn: the hero's slot, the time taken, a pass's end, a turn boundary. */
  private nextInPhase(): ActorId | undefined {
    for (;;) {
      switch (this.phase) {
        case Phase.Hero:
          if (this.hero !== null) {
            // The hero's slot is forced while helpless (multi < 0, dueForced): moveloop() reads
            // no command and only clears u.umoved (allmain.c moveloop(), 3.7 moveloop_core()).
            this.phase = Phase.HeroDue;
            return this.hero.id;
          }
          this.beginOuter();
          break;
        case Phase.TimePassed:
          if (this.hero !== null) this.hero.movement = toShort(this.hero.movement - Points.Normal);
          this.beginOuter();
          break;
        case Phase.Pass: {
          const id = this.nextInPass();
          if (id !== undefined) return id;
          if (!this.afterPass()) return undefined;
          break;
        }
        default:
          throw new TurnOrderError('TURN_PENDING', `nethack engine: next() while ${String(this.current())} has not acted`);
      }
    }
  }

  /**
   * `loop.run`'s fast path (see `Engine.runSteps`): `next()` and the charge, `steps` times, with
   * the loop's part of each turn (the chooser, the action's validation) in `host.turn`. A monster
   * pass is walked here, in one tight loop, rather than through `next()` per monster: the same
   * movemon() test and the same writes, made before the turn is handed out, so that the chooser
   * sees the state `next()` would have left. The chooser may add, remove or update actors (a
   * removal can compact the list, an addition grow its arrays): after each turn the walk reads
   * the cursor and the arrays again, and nothing else is cached across the call.
   *
   * @example
   * ```ts
   * import { nethack } from '@turnkeeper/nethack';
   * const loop = nethack.create({ seed: 1 });
   * loop.add('hero', { kind: 'player' });
   * loop.add('newt', { kind: 'monster', base: 6 });
   * const move = Object.freeze({ kind: 'move' } as const);
   * loop.run(100, () => move); // through runSteps: the same turns as 100 next() / act()
   * ```
   */
  runSteps(steps: number, host: EngineRunHost<NethackTypes>): number {
    const list = this.mons;
    let i = 0;
    while (i < steps) {
      const phase = this.phase;
      if (phase === Phase.Pass) {
        // movemon(), as nextInPass() walks it, in a loop of its own: V8's inlining budget for
        // runSteps goes to the pass's end and start, which a call per monster would take.
        let movement = list.movement;
        let p = this.cursor;
        for (;;) {
          p = lastWithPoints(movement, p);
          if (p < 0) break;
          host.turn(this.handOut(list, movement, p), 'monster', false);
          // As the monster charge: movemon() spent the monster's 12 when it was handed out.
          this.phase = Phase.Pass;
          if (++i === steps) return steps;
          // The chooser may have compacted the list (moving the cursor, renumbering the pass) or grown its arrays.
          movement = list.movement;
          p = this.cursor;
        }
        this.cursor = -1;
        if (!this.afterPass()) return i;
      } else if (phase === Phase.Hero && this.hero !== null) {
        // As next() hands out the hero's slot, forced while helpless.
        const hero = this.hero;
        const forced = hero.multi < 0;
        this.phase = Phase.HeroDue;
        this.chargeHero(host.turn(hero.id, 'player', forced));
        i++;
      } else if (phase === Phase.TimePassed) {
        const hero = this.hero;
        if (hero !== null) hero.movement = toShort(hero.movement - Points.Normal);
        this.beginOuter();
      } else {
        // Anything else (a turn pending, the hero's slot with no hero) is next()'s to handle or refuse.
        const id = this.next();
        if (id === undefined) return i;
        if (this.dueKind === 'player') this.chargeHero(host.turn(id, 'player', this.dueForced));
        else {
          host.turn(id, 'monster', false);
          this.phase = Phase.Pass;
        }
        i++;
      }
    }
    return steps;
  }

  inspect(id: ActorId): ViewOutput<Kinds> {
    const hero = this.hero;
    if (hero?.id === id) {
      return {
        kind: 'player',
        movement: hero.movement,
        base: hero.base,
        speed: heroSpeedState(hero),
        intrinsicFast: hero.intrinsicFast,
        timedFast: hero.timedFast,
        extrinsicFast: hero.extrinsicFast,
        encumbrance: hero.encumbrance,
        riding: hero.riding,
        gallop: hero.gallop,
        running: hero.running,
        galloping: isGalloping(hero),
        moved: hero.moved,
        multi: hero.multi,
        helpless: hero.multi < 0,
        occupation: hero.occupation,
        level: hero.level,
      };
    }
    const list = this.mons;
    const p = list.positionOf(id);
    const base = list.base[p] as number;
    const mspeed = list.mspeed(p);
    return {
      kind: 'monster',
      movement: list.movement[p] as number,
      base,
      mspeed,
      permspeed: list.permspeedOf(p),
      speedBoots: list.boots[p] === 1,
      adjusted: adjustedSpeed(base, mspeed),
      steed: hero?.riding === id,
      tameness: list.tameness[p] as number,
      sleeping: list.sleeping[p] === 1,
      canMove: list.canMove[p] === 1,
      frozen: list.frozen[p] as number,
    };
  }

  save(): NethackSavedState {
    const list = this.mons;
    const monsters: NethackSavedState['monsters'] = [];
    // The saved cursor counts live monsters only (the list as the game has it): the place of the
    // next monster to examine, or of the next live one below a removed monster's slot.
    let cursor = -1;
    for (let p = 0; p < list.length; p++) {
      if (list.alive[p] === 1) monsters.push(list.state(p));
      if (p === this.cursor) cursor = monsters.length - 1;
    }
    return {
      format: 'nethack-engine/3',
      time: this.time,
      phase: NETHACK_PHASES[this.phase],
      cursor,
      canMove: this.canMove,
      acted: this.actedIds(),
      wtcap: this.wtcap,
      current: this.current(),
      hero: this.hero ? { ...this.hero } : null,
      monsters,
    };
  }

  // ---- the hero's actions ----

  /**
   * One pass of moveloop() (3.7 moveloop_core()) for the hero, in the game's order: a helpless
   * slot runs nothing but `u.umoved = FALSE`; an occupation's step runs before `u.umoved` is
   * cleared; a counted command repeats (`multi > 0`, counted down, and `context.mv` cleared with
   * the last step of a counted move); else a new command (rhack(): a count sets `multi` and, for a
   * move, `context.mv`; a run sets `context.mv`). Then the action's stop (nomul(0)) and
   * helplessness (nomul(−n)).
   */
  private chargeHero(action: ActionOf<Kinds, 'player'>): void {
    const hero = this.hero as HeroState;
    if (
      action.kind === 'move' &&
      hero.multi === 0 &&
      hero.occupation === 0 &&
      action.count === undefined &&
      action.run !== true &&
      action.stop !== true &&
      action.helpless === undefined
    ) {
      // The common turn, a single step with nothing running (what chargeCommand() does with it,
      // in a few lines that inline into the loop's turn): rhack() moves, `u.umoved` is set,
      // `context.mv` stays clear, and the action takes time.
      hero.moved = true;
      hero.running = false;
      this.phase = Phase.TimePassed;
      return;
    }
    this.chargeCommand(hero, action);
  }

  /** {@link chargeHero} in general: any action, in any state of the hero. */
  private chargeCommand(hero: HeroState, action: ActionOf<Kinds, 'player'>): void {
    // The fields of an action that start a repeated command (a `free` action or a kick has none).
    const repeatable = action.kind === 'move' || action.kind === 'act';
    const count = repeatable ? action.count : undefined;
    const run = repeatable ? action.run : undefined;
    const occupation = action.kind === 'act' ? action.occupation : undefined;
    const timePassed = action.kind !== 'free';
    const kick = action.kind === 'kick';
    if (hero.multi < 0) {
      // Helpless: the slot still takes time; moveloop() clears u.umoved and runs no command, so
      // nothing of the reported action applies (a forced turn: a later paralysis is an update()).
      hero.moved = false;
      this.phase = Phase.TimePassed;
      return;
    } else {
      if (kick) this.checkKick(hero);
      if (hero.occupation > 0 || hero.multi > 0) {
        const what = hero.occupation > 0 ? `an occupation (${hero.occupation} actions to come)` : `a counted command (multi = ${hero.multi})`;
        const field = kick ? 'kind' : count !== undefined ? 'count' : occupation !== undefined ? 'occupation' : run === true ? 'run' : undefined;
        if (field !== undefined) {
          throw new InvalidActionError(ACTION, [
            {
              field,
              value: action[field as keyof typeof action],
              allowed: `nothing while the hero continues ${what}: stop it first (stop: true, or update({ multi: 0, occupation: 0 }))`,
            },
          ]);
        }
      }
      if (hero.occupation > 0) {
        // `if (multi >= 0 && occupation)` comes before `u.umoved = FALSE`: u.umoved is kept.
        hero.occupation--;
      } else if (hero.multi > 0) {
        hero.moved = action.kind === 'move';
        if (hero.running) {
          // "if (multi < COLNO && !--multi) context.mv = 0": a run (multi = max(COLNO, ROWNO)) never counts down.
          if (hero.multi < COLNO && --hero.multi === 0) hero.running = false;
        } else {
          hero.multi--;
        }
      } else {
        hero.moved = action.kind === 'move';
        hero.running = run === true;
        if (count !== undefined) {
          // parse(): multi = count (clamped to LARGEST_INT), then multi-- for this first execution.
          hero.multi = clampCount(count) - 1;
          // rhack(): "if (multi) context.mv = TRUE" for a counted move.
          if (hero.multi > 0 && action.kind === 'move') hero.running = true;
        }
        if (occupation !== undefined) hero.occupation = occupation - 1;
        if (kick) this.kickSteed(hero);
      }
      this.phase = timePassed ? Phase.TimePassed : Phase.Hero; // context.move == 0: no deduction, no monster pass
    }
    if (action.stop === true) {
      // stop_occupation(): the occupation ends, and nomul(0) ends a count or a run.
      hero.occupation = 0;
      nomul(hero, 0);
    }
    if (action.helpless !== undefined) nomul(hero, -action.helpless);
  }

  /** A kick is a new command for the steed ridden: refused, before anything changes, otherwise. */
  private checkKick(hero: HeroState): void {
    if (hero.riding === null) {
      throw new InvalidActionError(KICK, [
        {
          field: 'kind',
          value: 'kick',
          allowed: 'a kick only while riding (dokick() asks "Kick your steed?" only when u.usteed is set; kicking anything else is an act)',
        },
      ]);
    }
  }

  /**
   * dokick()'s "Kick your steed?" (`src/dokick.c`): kick_steed() (`src/steed.c`, {@link kickSteed})
   * with its draws, then its outcome applied to the steed (tameness; a sleeper or paralysed steed
   * roused) and to the hero: `u.ugallop` grows, or dismount_steed(DISMOUNT_THROWN) clears it and
   * the rider is on foot. The command takes time (dokick() returns 1); its 12 points are deducted
   * at the top of the next pass, like any other action's.
   */
  private kickSteed(hero: HeroState): void {
    const list = this.mons;
    const steed = hero.riding as ActorId;
    const p = list.positionOf(steed);
    const outcome = kickSteed(
      this.ctx.version,
      {
        ulevel: hero.level,
        tameness: list.tameness[p] as number,
        gallop: hero.gallop,
        sleeping: list.sleeping[p] === 1,
        canMove: list.canMove[p] === 1,
        frozen: list.frozen[p],
      },
      this.ctx.random,
    );
    list.tameness[p] = outcome.tameness;
    if (outcome.result === 'gallops') {
      if (outcome.gallop > LONG_MAX) {
        throw new LimitError(
          'TIME_OVERFLOW',
          `nethack ${this.ctx.version}: u.ugallop (a long) would pass ${LONG_MAX} after kick_steed() added ${outcome.added}`,
          {
            counter: 'u.ugallop',
            value: hero.gallop,
            limit: LONG_MAX,
          },
        );
      }
      hero.gallop = outcome.gallop;
    } else if (outcome.result === 'thrown') {
      dismount(hero);
    } else {
      list.setSteedState(p, outcome.tameness, outcome.sleeping, outcome.canMove, outcome.frozen);
    }
    if (this.ctx.heard.kick === true) {
      this.ctx.emit('kick', {
        turn: this.time,
        steed,
        result: outcome.result,
        added: outcome.result === 'gallops' ? outcome.added : 0,
        tameness: outcome.tameness,
      });
    }
  }

  // ---- the main loop ----

  /** One iteration of the "hero can't move this turn" loop: read encumbrance, start a pass. */
  private beginOuter(): void {
    this.wtcap = this.hero?.encumbrance ?? 0;
    this.startPass();
  }

  private startPass(): void {
    this.compactIfWorthIt();
    this.phase = Phase.Pass;
    this.cursor = this.mons.length - 1;
    this.canMove = false;
    this.newPassNumber();
    if (this.actedBefore.length !== 0) this.actedBefore = [];
  }

  /** The next pass number; after 2^31 − 2 passes the stamps start again from 0 (no stamp may equal a later pass's number). */
  private newPassNumber(): void {
    if (this.pass === STAMP_MAX) {
      this.mons.stamp.fill(0);
      this.pass = 1;
    } else {
      this.pass++;
    }
  }

  /**
   * Who acted in the current (or last) pass, in the order they were handed out: the list kept from
   * before the stamps in force, then the stamped positions from the head of the list down (a pass
   * walks downwards; monsters added meanwhile sit above it with older stamps). Removed monsters'
   * slots keep their ids and stamps until a compaction, which reads this list first.
   */
  private actedIds(): ActorId[] {
    const out = this.actedBefore.slice();
    const list = this.mons;
    const stamp = list.stamp;
    const pass = this.pass;
    for (let p = list.length - 1; p >= 0; p--) if (stamp[p] === pass) out.push(list.ids[p] as ActorId);
    return out;
  }

  /**
   * After a pass: the hero's turn if it has enough points (`>= 12`; `> 12` in 3.4.3, bug H2588),
   * another pass if somebody can move, else a new turn when the hero is out of points too.
   * Returns false when nobody can ever act again.
   */
  private afterPass(): boolean {
    if (this.ctx.heard.passEnd === true) this.emitPassEnd();
    const hero = this.hero;
    if (hero !== null && (this.strictHeroTest ? hero.movement > (Points.Normal as number) : hero.movement >= (Points.Normal as number))) {
      this.phase = Phase.Hero;
      return true;
    }
    if (this.canMove) {
      this.startPass();
      return true;
    }
    if (hero === null || hero.movement < (Points.Normal as number)) {
      this.newTurn();
      if (!this.anyoneCanAct()) {
        this.beginOuter();
        return false;
      }
    }
    if (this.hero !== null && this.hero.movement >= (Points.Normal as number)) this.phase = Phase.Hero;
    else this.beginOuter();
    return true;
  }

  /** The passEnd hook, out of line: the pass's end is inlined into runSteps(), whose budget is for the common turn. */
  private emitPassEnd(): void {
    this.ctx.emit('passEnd', { turn: this.time, acted: this.actedIds(), somebodyCanMove: this.canMove });
  }

  /**
   * The turn boundary, in the game's order: mcalcdistress(), every monster's mcalcmove() in list
   * order, the random-generation roll, the hero's allocation, `moves++`, the once-per-turn block,
   * and the helplessness countdown at its end. A hook's payload is built only when someone
   * listens (a handler or a trace), so an unobserved boundary allocates nothing.
   */
  private newTurn(): void {
    if (this.time >= this.lastTurn) this.overflow();
    const turn = this.time + 1;
    const ctx = this.ctx;
    if (ctx.heard.distress === true) this.emitDistress(turn);
    // mcalcdistress() (3.7 m_calcdistress()), src/mon.c: "gradually time out temporary problems",
    // `if (mtmp->mfrozen && !--mtmp->mfrozen) mtmp->mcanmove = 1` for every monster.
    if (this.mons.anyFrozen()) this.mons.thaw();
    // Every rare part of the boundary (a listener, a steed, the spawn roll, a timeout) is a call
    // behind a test made here: a call V8 never sees made is not inlined, so the budget it has for
    // this method goes to the common turn's draws (the hero's rn2(3) inlined, its bound folded).
    const riding = this.hero?.riding ?? null;
    if (ctx.heard.monsterAllocation !== true && riding === null) this.allocateQuietly();
    else this.allocateMonsters(turn);
    if (this.drawsSpawnRoll || ctx.heard.spawnRoll === true) this.spawnRoll(turn);
    const hero = this.hero;
    if (hero !== null) this.allocateHero(hero, turn);
    this.time = turn;
    const timed = this.hero;
    if (timed !== null && (timed.gallop > 0 || timed.timedFast > 0)) this.timeouts(timed, turn);
    if (ctx.heard.housekeeping === true) this.emitHousekeeping(turn);
    // "when immobile, count is in turns": the countdown ends the once-per-turn block.
    const last = this.hero;
    if (last !== null && last.multi < 0) this.countDownHelpless(last, turn);
  }

  /** The distress hook, out of line (see {@link newTurn}). */
  private emitDistress(turn: number): void {
    this.ctx.emit('distress', { turn });
  }

  /** The housekeeping hook, out of line (see {@link newTurn}). */
  private emitHousekeeping(turn: number): void {
    this.ctx.emit('housekeeping', { turn, multi: this.hero?.multi ?? 0 });
  }

  /** The helplessness countdown at the end of the once-per-turn block (`multi < 0`: one turn less), and the unmul hook when it ends. */
  private countDownHelpless(hero: HeroState, turn: number): void {
    hero.multi++;
    if (hero.multi === 0 && this.ctx.heard.unmul === true) this.ctx.emit('unmul', { turn });
  }

  /** The turn boundary past the version's last turn: the game ends (3.7) or `moves` overflows. */
  private overflow(): never {
    throw new LimitError(
      'TIME_OVERFLOW',
      this.rules.afterLastTurn === 'the game ends'
        ? `nethack ${this.ctx.version}: moves would reach ${this.rules.lastTurn + 1}, where moveloop_core() (src/allmain.c) ends the game ("The dungeon capitulates.")`
        : `nethack ${this.ctx.version}: moves (a long) would pass ${this.rules.lastTurn}, the largest 32-bit long; moveloop() (src/allmain.c) increments it unchecked, which overflows (undefined behaviour)`,
      { counter: 'moves', value: this.time, limit: this.rules.lastTurn },
    );
  }

  /**
   * The random-generation roll between the monsters' and the hero's allocations: moveloop() (3.7
   * moveloop_core()) draws `rn2(u.uevent.udemigod ? 25 : depth > stronghold ? 50 : 70)`.
   */
  private spawnRoll(turn: number): void {
    const ctx = this.ctx;
    // Called only when drawn or heard (newTurn() tests it): the makemon hook needs a roll of 0, which needs a draw.
    const hero = this.hero;
    const n = hero?.demigod ? 25 : hero?.belowCastle ? 50 : 70;
    const site = this.spawnSites[n >> 5] as string; // 25, 50, 70 >> 5: 0, 1, 2
    const roll = this.drawsSpawnRoll ? ctx.random.below(n, site) : null;
    if (ctx.heard.spawnRoll === true) ctx.emit('spawnRoll', { turn, n, site, roll });
    if (roll === 0 && ctx.heard.makemon === true) ctx.emit('makemon', { turn });
  }

  /**
   * The hero's allocation: `youmonst.movement` (a short) += moveamt, then "if (youmonst.movement <
   * 0) youmonst.movement = 0". Riding after a move, the steed's mcalcmove() once more, the hero's
   * own speed ignored; on foot, the hero's own moveamt.
   */
  private allocateHero(hero: HeroState, turn: number): void {
    const steed = hero.riding !== null && hero.moved ? this.mons.find(hero.riding) : -1;
    const gain = steed >= 0 ? this.riderGain(hero, steed) : this.heroGain(hero);
    hero.movement = Math.max(0, toShort(hero.movement + gain));
    const ctx = this.ctx;
    if (ctx.heard.heroAllocation === true) {
      ctx.emit('heroAllocation', { turn, actor: hero.id, gain, movement: hero.movement, steed: steed >= 0 ? (this.mons.ids[steed] as ActorId) : null });
    }
  }

  /** On foot: the hero's own moveamt, its speed roll labelled with the version's site. */
  private heroGain(hero: HeroState): number {
    const speed = heroSpeedState(hero);
    return heroMoveamtOf(this.family, hero.base, speed, this.wtcap, this.ctx.random, speed === 'Very_fast' ? this.veryFastSite : this.fastSite);
  }

  /** Riding after a move: the steed's mcalcmove() once more (the hero's own speed ignored), then the encumbrance reduction. */
  private riderGain(hero: HeroState, steed: number): number {
    return applyEncumbrance(mcalcmoveOf(this.family, this.mons.adjusted[steed] as number, true, isGalloping(hero), this.ctx.random), this.wtcap);
  }

  /**
   * Every monster's mcalcmove(), from the head of the list (newest first), as movemon()'s caller
   * does at the turn boundary. Monsters added meanwhile (by a hook) go to the head and wait for
   * the next boundary; removed ones are skipped; positions hold still while the walk runs.
   * `newTurn()` calls it when someone listens or the hero rides, {@link allocateQuietly} otherwise.
   */
  private allocateMonsters(turn: number): void {
    const list = this.mons;
    const random = this.ctx.random;
    const family = this.family;
    const gainOf = this.monsterGain;
    // Whether anyone listens cannot change during the walk unless a handler runs, i.e. unless it
    // is already true: asked once, the walk builds no payload when nobody listens.
    const listen = this.ctx.heard.monsterAllocation === true;
    let steed = this.steedPosition();
    let galloping = steed >= 0 && isGalloping(this.hero as HeroState);
    this.walking = true;
    try {
      for (let p = list.length - 1; p >= 0; p--) {
        if (list.alive[p] === 0) continue; // removed by a hook handler
        const adjusted = list.adjusted[p] as number;
        const gain = p === steed ? mcalcmoveOf(family, adjusted, true, galloping, random) : gainOf(adjusted, random);
        const movement = toShort((list.movement[p] as number) + gain); // mtmp->movement is a short
        list.movement[p] = movement;
        if (listen) {
          this.ctx.emit('monsterAllocation', { turn, actor: list.ids[p] as ActorId, gain, movement });
          // A handler may have mounted, dismounted or changed the gallop: read them again.
          steed = this.steedPosition();
          galloping = steed >= 0 && isGalloping(this.hero as HeroState);
        }
      }
    } finally {
      this.walking = false;
    }
  }

  /**
   * {@link allocateMonsters} when nobody listens and the hero rides nothing, the common case: no
   * payload, no steed test, no handler that could change the list or the steed under the walk.
   * The Int16Array store wraps the sum to a C short exactly as toShort() does.
   */
  private allocateQuietly(): void {
    const list = this.mons;
    const movement = list.movement;
    const adjusted = list.adjusted;
    if (this.family === FAMILY_343) {
      // S′ itself, no draw; a removed monster's slot has S′ = 0, so it keeps its movement (below 12).
      for (let p = list.length - 1; p >= 0; p--) movement[p] = (movement[p] as number) + (adjusted[p] as number);
      return;
    }
    const alive = list.alive;
    const gainOf = this.monsterGain;
    const random = this.ctx.random;
    // A caller's own random source is code: positions still must not move under the walk.
    this.walking = true;
    try {
      for (let p = list.length - 1; p >= 0; p--) {
        if (alive[p] === 1) movement[p] = (movement[p] as number) + gainOf(adjusted[p] as number, random);
      }
    } finally {
      this.walking = false;
    }
  }

  /** The position of the monster the hero rides, or −1. */
  private steedPosition(): number {
    const hero = this.hero;
    return hero !== null && hero.riding !== null ? this.mons.find(hero.riding) : -1;
  }

  /** Drops removed monsters' slots once they outnumber the living (not while a boundary walks the list). */
  private compactIfWorthIt(): void {
    if (!this.walking && this.mons.wantsCompaction()) this.compact();
  }

  /** The compaction itself, out of line (rare): the test above stays small enough to inline into every pass's start. */
  private compact(): void {
    // The slots dropped may hold stamps of this pass: the list is read first, and the pass renumbered.
    const acted = this.actedIds();
    this.newPassNumber();
    this.actedBefore = acted;
    this.cursor = this.mons.compact(this.cursor);
  }

  /**
   * nh_timeout() (`src/timeout.c`), early in the once-per-turn block: `u.ugallop` counts down
   * ("stops galloping" at 0), then the `TIMEOUT` part of each intrinsic, `HFast`'s included ("You
   * feel yourself slowing down" at 0).
   */
  private timeouts(hero: HeroState, turn: number): void {
    if (hero.gallop > 0 && --hero.gallop === 0 && this.ctx.heard.timeout === true) this.ctx.emit('timeout', { turn, timer: 'gallop', steed: hero.riding });
    if (hero.timedFast > 0 && --hero.timedFast === 0 && this.ctx.heard.timeout === true) this.ctx.emit('timeout', { turn, timer: 'timedFast', steed: null });
  }

  /** False when no actor has points to act and none can ever gain any. */
  private anyoneCanAct(): boolean {
    const hero = this.hero;
    // A hero with points answers at once (the common case, every turn): no walk of the list.
    if (hero !== null && hero.movement >= (Points.Normal as number)) return true;
    const list = this.mons;
    for (let p = 0; p < list.length; p++) {
      if (list.alive[p] === 1 && ((list.movement[p] as number) >= (Points.Normal as number) || (list.adjusted[p] as number) > 0)) return true;
    }
    if (!hero) return false;
    // Until the hero acts again, u.umoved stays as it is: a rider who last moved gains only
    // what mcalcmove(steed) gives.
    const steed = hero.riding === null || !hero.moved ? -1 : list.find(hero.riding);
    if (steed >= 0) return (list.adjusted[steed] as number) > 0;
    return hero.base > 0 || heroSpeedState(hero) !== 'normal';
  }

  // ---- changes ----

  private updateHero(hero: HeroState, patch: PatchOutput<Kinds> & { kind: 'player' }): void {
    const base = patch.base ?? hero.base;
    const riding = patch.riding;
    if (riding !== undefined && riding !== null) this.checkSteed(riding, () => new InvalidPatchError(PATCH, [steedIssue(riding)]));
    if (patch.gallop !== undefined && patch.gallop > 0 && (riding === undefined ? hero.riding : riding) === null) {
      throw new InvalidPatchError(PATCH, [
        {
          field: 'gallop',
          value: patch.gallop,
          allowed: '0 while the hero rides nothing (u.ugallop is set only while riding: kick_steed(); dismount_steed() clears it)',
        },
      ]);
    }
    if (base !== hero.base) {
      hero.movement = prorateHero(this.ctx.version, hero.movement, hero.base, base);
      hero.base = base;
    }
    if (patch.movement !== undefined) hero.movement = patch.movement;
    if (patch.speed !== undefined) Object.assign(hero, heroSpeedSourcesOf(patch.speed));
    if (patch.intrinsicFast !== undefined) hero.intrinsicFast = patch.intrinsicFast;
    if (patch.timedFast !== undefined) hero.timedFast = patch.timedFast;
    if (patch.addTimedFast !== undefined) hero.timedFast = incrTimeout(hero.timedFast, patch.addTimedFast);
    if (patch.extrinsicFast !== undefined) hero.extrinsicFast = patch.extrinsicFast;
    if (patch.encumbrance !== undefined) hero.encumbrance = patch.encumbrance;
    // dismount_steed() (src/steed.c) sets u.ugallop = 0; mounting another steed dismounts first.
    if (riding !== undefined && riding !== hero.riding) {
      dismount(hero);
      hero.riding = riding;
    }
    if (patch.gallop !== undefined) hero.gallop = patch.gallop;
    if (patch.running !== undefined) hero.running = patch.running;
    if (patch.moved !== undefined) hero.moved = patch.moved;
    if (patch.demigod !== undefined) hero.demigod = patch.demigod;
    if (patch.belowCastle !== undefined) hero.belowCastle = patch.belowCastle;
    if (patch.level !== undefined) hero.level = patch.level;
    if (patch.multi !== undefined) hero.multi = patch.multi;
    if (patch.occupation !== undefined) hero.occupation = patch.occupation;
    if (patch.helpless !== undefined) nomul(hero, -patch.helpless);
    // A pending hero's slot becomes forced (or free again) with its helplessness: dueForced reads multi.
  }

  private updateMonster(p: number, patch: PatchOutput<Kinds> & { kind: 'monster' }): void {
    const list = this.mons;
    const canMove = patch.canMove ?? list.canMove[p] === 1;
    const frozen = patch.frozen ?? list.frozen[p] ?? 0;
    if (frozen > 0 && canMove) {
      // 3.7 sanity_check_single_mon() (src/mon.c): a frozen monster able to move is impossible().
      throw new InvalidPatchError(MONSTER_PATCH, [
        { field: 'frozen', value: frozen, allowed: '0 while the monster can move: mfrozen counts a paralysis down (give canMove: false with it)' },
      ]);
    }
    const old = list.base[p] as number;
    const base = patch.base ?? old;
    if (base !== old) {
      list.movement[p] = prorateMonster(this.ctx.version, list.movement[p] as number, old, base, patch.growUp === true);
      list.setBase(p, base);
    }
    if (patch.movement !== undefined) list.movement[p] = patch.movement;
    if (patch.mspeed !== undefined) {
      list.setPermspeed(p, patch.mspeed);
      list.setBoots(p, false);
    }
    if (patch.permspeed !== undefined) list.setPermspeed(p, patch.permspeed);
    if (patch.speedBoots !== undefined) list.setBoots(p, patch.speedBoots);
    if (patch.adjustSpeed !== undefined) list.setPermspeed(p, monAdjustSpeed(this.ctx.version, list.permspeedOf(p), patch.adjustSpeed));
    list.setSteedState(p, patch.tameness ?? (list.tameness[p] as number), patch.sleeping ?? list.sleeping[p] === 1, canMove, frozen);
  }

  private checkSteed(steed: ActorId, error: () => Error): void {
    if (!this.mons.has(steed)) throw error();
  }

  /** A spec's `steed` (what the analysis reads) must describe the monster ridden. */
  private checkSteedSpeed(riding: ActorId, described: { base: number; mspeed: MonsterSpeedState }): void {
    const list = this.mons;
    const p = list.positionOf(riding);
    const steedBase = list.base[p] as number;
    const steedMspeed = list.mspeed(p);
    if (described.base !== steedBase || described.mspeed !== steedMspeed) {
      throw new InvalidSpecError(SPEC, [
        {
          field: 'steed',
          value: described,
          allowed: `the speed of the monster ridden, ${JSON.stringify(riding)}: base ${steedBase}, mspeed "${steedMspeed}" (or leave steed out)`,
        },
      ]);
    }
  }

  private load(s: NethackSavedState): void {
    this.time = s.time;
    this.phase = PHASE_OF[s.phase];
    this.cursor = s.cursor;
    this.canMove = s.canMove;
    this.actedBefore = s.acted.slice();
    this.wtcap = s.wtcap as Encumbrance;
    this.hero = s.hero ? { ...s.hero, encumbrance: s.hero.encumbrance as Encumbrance } : null;
    if (this.time > this.rules.lastTurn) {
      throw new LimitError(
        'TIME_OVERFLOW',
        `nethack ${this.ctx.version}: a saved turn ${this.time} is past the last turn the game reaches, ${this.rules.lastTurn}`,
        {
          counter: 'moves',
          value: this.time,
          limit: this.rules.lastTurn,
        },
      );
    }
    for (const m of s.monsters)
      this.mons.setSteedState(this.mons.push(m.id, m.base, m.permspeed, m.speedBoots, m.movement), m.tameness, m.sleeping, m.canMove, m.frozen);
  }
}

/**
 * The last position at or below `p` whose monster has at least 12 points (−1 if none): movemon()'s
 * search for the next monster able to move. A function of its own, so that its loop stays a few
 * instructions per monster instead of sharing registers with the whole turn around it.
 */
function lastWithPoints(movement: Int16Array, p: number): number {
  while (p >= 0 && (movement[p] as number) < (Points.Normal as number)) p--;
  return p;
}

function steedIssue(steed: ActorId): { field: string; value: unknown; allowed: string } {
  return { field: 'riding', value: steed, allowed: 'the id of a monster already in the loop (add the steed first), or null' };
}

/**
 * nomul(n) (`src/hack.c`): ignored when a longer helplessness runs (`multi < n`); otherwise `multi
 * = n`, and running stops (`context.mv = 0`; 3.7 end_running()), which takes the gallop bonus away
 * until the next running command. `u.ugallop` itself is untouched: the steed gallops again as soon
 * as the hero runs again.
 */
function nomul(hero: HeroState, n: number): void {
  if (hero.multi < n) return;
  hero.multi = 0 + n; // not n: -0 would not survive a JSON round trip
  hero.running = false;
}

/** dismount_steed() (`src/steed.c`): `u.usteed = 0`, `u.ugallop = 0L`. */
function dismount(hero: HeroState): void {
  hero.riding = null;
  hero.gallop = 0;
}

/** What mcalcmove() tests for the steed: `u.ugallop && context.mv` (the caller checks it is the steed). */
function isGalloping(hero: HeroState): boolean {
  return hero.riding !== null && hero.gallop > 0 && hero.running;
}
