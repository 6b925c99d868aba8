import {
  InvalidArgumentError,
  InvalidSpecError,
  SnapshotError,
  TurnkeeperError,
  type ActorId,
  type Engine,
  type EngineContext,
  type JsonObject,
  type JsonValue,
  type SpecIssue,
} from '@turnkeeper/core';
import { findMonsterSpeed } from '../catalog/catalog.js';
import type { Encumbrance } from '../encumbrance.js';
import { heroMoveamt } from '../hero-allocation.js';
import type { NethackHooks } from '../hooks.js';
import { mcalcmove } from '../monster-allocation.js';
import { prorateHero, prorateMonster } from '../proration.js';
import type { NethackAction, NethackPatch, NethackSpec } from '../schema.js';
import { adjustedSpeed, NORMAL_SPEED } from '../speed.js';
import { rulesOf, type VersionRules } from '../versions.js';
import type { HeroState, MonsterState } from './actor-state.js';
import { savedEngineState, type SavedEngineState } from './saved-state.js';

/**
 * Where the main loop (moveloop(), 3.7 moveloop_core()) stands:
 * - `hero`: the hero acts next (game start, `context.move == 0` after a free action, or the
 *   "hero can't move" loop has ended);
 * - `timePassed`: the hero's action took time; its 12 points are deducted lazily, at the top of
 *   the next main-loop pass (spec §1 item 1), then the monsters move;
 * - `pass`: inside a movemon() pass, at `cursor`;
 * - `heroDue` / `monsterDue`: an actor was handed out and its action is awaited.
 */
type Phase = SavedEngineState['phase'];

const SPEC = 'nethack actor spec';
const PATCH = 'nethack actor patch';

/**
 * The NetHack time engine: the main loop of moveloop() and movemon() as a state machine that
 * hands out one actor per `next()` (spec §1, §12). Monsters are kept in the game's list order
 * (newest first, as makemon() links them at the head of `fmon`); a pass walks that list once and
 * gives one action to every monster with at least 12 points, deducting the 12 before it acts.
 * Turn boundaries allocate movement in the spec's §5 order and emit {@link NethackHooks}.
 *
 * @example
 * ```ts
 * import { nethack } from '@turnkeeper/nethack';
 * const loop = nethack.create({ version: '3.6.0' }); // builds a NethackEngine inside
 * ```
 */
export class NethackEngine implements Engine<NethackSpec, NethackPatch, NethackAction> {
  /** `moves`: the game turn, from 1. */
  time = 1;
  private readonly ctx: EngineContext<object, NethackHooks>;
  private readonly rules: VersionRules;
  private phase: Phase = 'hero';
  private hero: HeroState | null = null;
  /** The monster list, oldest first: index `length - 1` is the head of `fmon`. */
  private readonly mons: MonsterState[] = [];
  private readonly byId = new Map<ActorId, MonsterState>();
  /** Next index a pass examines (passes walk from the head, i.e. downwards). */
  private cursor = -1;
  /** movemon()'s `somebody_can_move` for the current pass. */
  private canMove = false;
  private acted: ActorId[] = [];
  /** encumber_msg() as read at the start of the current "hero can't move" pass. */
  private wtcap: Encumbrance = 0;
  private current: ActorId | null = null;

  constructor(ctx: EngineContext<object, NethackHooks>, saved?: JsonValue) {
    this.ctx = ctx;
    this.rules = rulesOf(ctx.version);
    if (saved !== undefined) this.load(saved);
  }

  has(id: ActorId): boolean {
    return this.hero?.id === id || this.byId.has(id);
  }

  /** The hero first, then the monsters in list order (newest first). */
  ids(): ActorId[] {
    const out: ActorId[] = this.hero ? [this.hero.id] : [];
    for (let i = this.mons.length - 1; i >= 0; i--) out.push((this.mons[i] as MonsterState).id);
    return out;
  }

  add(id: ActorId, spec: NethackSpec): void {
    if (spec.kind === 'monster') {
      const base = spec.name === undefined ? (spec.base ?? 0) : this.speedOf(spec.name, 'name', SPEC);
      const m: MonsterState = { id, base, mspeed: spec.mspeed, movement: spec.movement };
      // makemon(): a new monster goes to the head of the list, so it moves first in later passes
      // and is not visited by a pass already under way (spec §1 "Monster order").
      this.mons.push(m);
      this.byId.set(id, m);
      return;
    }
    if (this.hero) {
      throw new InvalidSpecError(SPEC, [{ field: 'kind', value: 'hero', allowed: `at most one hero per loop; ${JSON.stringify(this.hero.id)} is the hero` }]);
    }
    const base = spec.form === undefined ? (spec.base ?? NORMAL_SPEED) : this.speedOf(spec.form, 'form', SPEC);
    if (spec.riding !== null) this.checkSteed(spec.riding, SPEC);
    this.hero = {
      id,
      base,
      speed: spec.speed,
      encumbrance: spec.encumbrance,
      riding: spec.riding,
      galloping: spec.galloping,
      moved: spec.moved,
      movement: spec.movement,
      multi: 0 - spec.helpless, // not -x: -0 would not survive a JSON round trip
      demigod: spec.demigod,
      belowCastle: spec.belowCastle,
    };
  }

  remove(id: ActorId): void {
    if (this.hero?.id === id) {
      this.hero = null;
      // The hero's slot (pending, or owed a deduction) goes with it: the monsters move next.
      if (this.phase === 'heroDue' || this.phase === 'hero' || this.phase === 'timePassed') this.beginOuter();
      if (this.current === id) this.current = null;
      return;
    }
    const m = this.byId.get(id) as MonsterState;
    const j = this.mons.indexOf(m);
    this.mons.splice(j, 1);
    this.byId.delete(id);
    if (j <= this.cursor) this.cursor--;
    if (this.hero?.riding === id) this.hero.riding = null; // the steed is gone: dismounted
    if (this.current === id) {
      this.current = null;
      this.phase = 'pass'; // the rest of the pass goes on (movemon() fetched nmon first)
    }
  }

  update(id: ActorId, patch: NethackPatch): void {
    if (this.hero?.id === id) this.updateHero(this.hero, patch);
    else this.updateMonster(this.byId.get(id) as MonsterState, patch);
  }

  next(): ActorId | undefined {
    for (;;) {
      switch (this.phase) {
        case 'hero':
          if (this.hero) {
            this.phase = 'heroDue';
            this.current = this.hero.id;
            return this.hero.id;
          }
          this.beginOuter();
          break;
        case 'timePassed':
          if (this.hero) this.hero.movement -= NORMAL_SPEED;
          this.beginOuter();
          break;
        case 'pass': {
          const m = this.nextInPass();
          if (m) {
            this.phase = 'monsterDue';
            this.current = m.id;
            return m.id;
          }
          if (!this.afterPass()) return undefined;
          break;
        }
        default:
          throw new TurnkeeperError('TURN_PENDING', `nethack engine: next() while ${String(this.current)} has not acted`);
      }
    }
  }

  charge(_id: ActorId, action: NethackAction): void {
    const helpless = action.helpless;
    if (helpless !== undefined && (!Number.isSafeInteger(helpless) || helpless < 1 || helpless > 32767)) {
      throw new InvalidSpecError('nethack action', [
        { field: 'helpless', value: helpless, allowed: 'an integer from 1 to 32767: turns of helplessness, as in nomul(-helpless)' },
      ]);
    }
    if (this.phase === 'monsterDue') {
      if (action.kind === 'free' || helpless !== undefined) {
        throw new InvalidArgumentError(
          `nethack action of monster ${JSON.stringify(this.current)}`,
          action,
          '{ kind: "move" } or { kind: "act" }: movemon() deducts 12 points before every monster action, and nomul() is the hero’s',
        );
      }
      this.phase = 'pass';
      this.current = null;
      return;
    }
    const hero = this.hero as HeroState;
    // moveloop(): `u.umoved = FALSE` before each command; a helpless slot still takes time.
    if (hero.multi < 0) {
      hero.moved = false;
      this.phase = 'timePassed';
    } else if (action.kind === 'free') {
      hero.moved = false;
      this.phase = 'hero'; // context.move == 0: no deduction, no monster pass
    } else {
      hero.moved = action.kind === 'move';
      this.phase = 'timePassed';
    }
    if (helpless !== undefined) nomul(hero, -helpless);
    this.current = null;
  }

  inspect(id: ActorId): JsonObject {
    const hero = this.hero;
    if (hero?.id === id) {
      return {
        kind: 'hero',
        movement: hero.movement,
        base: hero.base,
        speed: hero.speed,
        encumbrance: hero.encumbrance,
        riding: hero.riding,
        galloping: hero.galloping,
        moved: hero.moved,
        multi: hero.multi,
        helpless: hero.multi < 0,
      };
    }
    const m = this.byId.get(id) as MonsterState;
    return {
      kind: 'monster',
      movement: m.movement,
      base: m.base,
      mspeed: m.mspeed,
      adjusted: adjustedSpeed(m.base, m.mspeed),
      steed: hero?.riding === id,
    };
  }

  save(): JsonValue {
    const saved: SavedEngineState = {
      format: 'nethack-engine/1',
      time: this.time,
      phase: this.phase,
      cursor: this.cursor,
      canMove: this.canMove,
      acted: [...this.acted],
      wtcap: this.wtcap,
      current: this.current,
      hero: this.hero ? { ...this.hero } : null,
      monsters: this.mons.map((m) => ({ ...m })),
    };
    return saved;
  }

  // ---- the main loop ----

  /** One iteration of the "hero can't move this turn" loop: read encumbrance, start a pass. */
  private beginOuter(): void {
    this.wtcap = this.hero?.encumbrance ?? 0;
    this.startPass();
  }

  private startPass(): void {
    this.phase = 'pass';
    this.cursor = this.mons.length - 1;
    this.canMove = false;
    this.acted = [];
  }

  /** movemon(): the next monster of this pass with at least 12 points, which spends 12 at once. */
  private nextInPass(): MonsterState | undefined {
    while (this.cursor >= 0) {
      const m = this.mons[this.cursor--] as MonsterState;
      if (m.movement < NORMAL_SPEED) continue;
      m.movement -= NORMAL_SPEED; // spent even if the monster then does nothing (spec §1)
      if (m.movement >= NORMAL_SPEED) this.canMove = true;
      this.acted.push(m.id);
      return m;
    }
    return undefined;
  }

  /**
   * After a pass: the hero's turn if it has enough points (`>= 12`; `> 12` in 3.4.3, bug H2588),
   * another pass if somebody can move, else a new turn when the hero is out of points too.
   * Returns false when nobody can ever act again.
   */
  private afterPass(): boolean {
    this.ctx.emit('passEnd', { turn: this.time, acted: this.acted, somebodyCanMove: this.canMove });
    const hero = this.hero;
    if (hero && (this.rules.strictHeroTest ? hero.movement > NORMAL_SPEED : hero.movement >= NORMAL_SPEED)) {
      this.phase = 'hero';
      return true;
    }
    if (this.canMove) {
      this.startPass();
      return true;
    }
    if (!hero || hero.movement < NORMAL_SPEED) {
      this.newTurn();
      if (!this.anyoneCanAct()) {
        this.beginOuter();
        return false;
      }
    }
    if (this.hero && this.hero.movement >= NORMAL_SPEED) this.phase = 'hero';
    else this.beginOuter();
    return true;
  }

  /** The turn boundary, in the order of spec §5 and §12 item 5. */
  private newTurn(): void {
    const turn = this.time + 1;
    const version = this.ctx.version;
    const random = this.ctx.random;
    this.ctx.emit('distress', { turn });
    for (const m of [...this.mons].reverse()) {
      if (this.byId.get(m.id) !== m) continue; // removed by a hook handler
      const gain = mcalcmove(version, this.moveInput(m), random);
      m.movement += gain;
      this.ctx.emit('monsterAllocation', { turn, actor: m.id, gain, movement: m.movement });
    }
    const spawnHero = this.hero;
    this.ctx.emit('spawnRoll', { turn, n: spawnHero?.demigod ? 25 : spawnHero?.belowCastle ? 50 : 70 });
    const hero = this.hero;
    if (hero) {
      const steed = hero.riding !== null && hero.moved ? this.byId.get(hero.riding) : undefined;
      const gain = heroMoveamt(
        version,
        { base: hero.base, speed: hero.speed, encumbrance: this.wtcap },
        random,
        steed ? this.moveInput(steed) : undefined,
      );
      hero.movement = Math.max(0, hero.movement + gain);
      this.ctx.emit('heroAllocation', { turn, actor: hero.id, gain, movement: hero.movement, steed: steed ? steed.id : null });
    }
    this.time = turn;
    this.ctx.emit('housekeeping', { turn, multi: this.hero?.multi ?? 0 });
    // "when immobile, count is in turns" (spec §4): the countdown ends the once-per-turn block.
    const last = this.hero;
    if (last && last.multi < 0) {
      last.multi++;
      if (last.multi === 0) this.ctx.emit('unmul', { turn });
    }
  }

  private moveInput(m: MonsterState): { base: number; mspeed: MonsterState['mspeed']; steed: boolean; galloping: boolean } {
    const steed = this.hero?.riding === m.id;
    return { base: m.base, mspeed: m.mspeed, steed, galloping: steed && (this.hero as HeroState).galloping };
  }

  /** False when no actor has points to act and none can ever gain any. */
  private anyoneCanAct(): boolean {
    for (const m of this.mons) if (m.movement >= NORMAL_SPEED || adjustedSpeed(m.base, m.mspeed) > 0) return true;
    const hero = this.hero;
    if (!hero) return false;
    if (hero.movement >= NORMAL_SPEED) return true;
    // Until the hero acts again, u.umoved stays as it is: a rider who last moved gains only
    // what mcalcmove(steed) gives.
    const steed = hero.riding === null || !hero.moved ? undefined : this.byId.get(hero.riding);
    if (steed) return adjustedSpeed(steed.base, steed.mspeed) > 0;
    return hero.base > 0 || hero.speed !== 'normal';
  }

  // ---- changes ----

  private updateHero(hero: HeroState, patch: NethackPatch): void {
    this.rejectFields(patch, ['name', 'mspeed', 'growUp'], 'only monsters have it (use form to polymorph the hero)');
    let base = hero.base;
    if (patch.form !== undefined) base = this.speedOf(patch.form, 'form', PATCH);
    if (patch.base !== undefined) base = patch.base;
    if (patch.riding !== undefined && patch.riding !== null) this.checkSteed(patch.riding, PATCH);
    if (base !== hero.base) {
      hero.movement = prorateHero(this.ctx.version, hero.movement, hero.base, base);
      hero.base = base;
    }
    if (patch.movement !== undefined) hero.movement = patch.movement;
    if (patch.speed !== undefined) hero.speed = patch.speed;
    if (patch.encumbrance !== undefined) hero.encumbrance = patch.encumbrance;
    if (patch.riding !== undefined) hero.riding = patch.riding;
    if (patch.galloping !== undefined) hero.galloping = patch.galloping;
    if (patch.moved !== undefined) hero.moved = patch.moved;
    if (patch.demigod !== undefined) hero.demigod = patch.demigod;
    if (patch.belowCastle !== undefined) hero.belowCastle = patch.belowCastle;
    if (patch.multi !== undefined) hero.multi = patch.multi;
    if (patch.helpless !== undefined) nomul(hero, -patch.helpless);
  }

  private updateMonster(m: MonsterState, patch: NethackPatch): void {
    this.rejectFields(
      patch,
      ['form', 'speed', 'encumbrance', 'riding', 'galloping', 'moved', 'helpless', 'multi', 'demigod', 'belowCastle'],
      'only the hero has it',
    );
    let base = m.base;
    if (patch.name !== undefined) base = this.speedOf(patch.name, 'name', PATCH);
    if (patch.base !== undefined) base = patch.base;
    if (base !== m.base) {
      m.movement = prorateMonster(this.ctx.version, m.movement, m.base, base, patch.growUp === true);
      m.base = base;
    }
    if (patch.movement !== undefined) m.movement = patch.movement;
    if (patch.mspeed !== undefined) m.mspeed = patch.mspeed;
  }

  private rejectFields(patch: NethackPatch, fields: readonly (keyof NethackPatch)[], why: string): void {
    const issues: SpecIssue[] = [];
    for (const f of fields) if (patch[f] !== undefined) issues.push({ field: f, value: patch[f], allowed: `not allowed here: ${why}` });
    if (issues.length) throw new InvalidSpecError(PATCH, issues);
  }

  private speedOf(name: string, field: string, what: string): number {
    const speed = findMonsterSpeed(this.ctx.version, name);
    if (speed === undefined) {
      throw new InvalidSpecError(what, [{ field, value: name, allowed: `a monster of NetHack ${this.ctx.version} (see monstersOf('${this.ctx.version}'))` }]);
    }
    return speed;
  }

  private checkSteed(steed: ActorId, what: string): void {
    if (!this.byId.has(steed)) {
      throw new InvalidSpecError(what, [
        { field: 'riding', value: steed, allowed: 'the id of a monster already in the loop (add the steed first), or null' },
      ]);
    }
  }

  private load(saved: JsonValue): void {
    const parsed = savedEngineState.safeParse(saved);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new SnapshotError(
        `restore(): the nethack engine state is malformed at ${issue?.path.join('.') ?? '(root)'}: ${issue?.message ?? 'invalid'}`,
      );
    }
    const s = parsed.data;
    this.time = s.time;
    this.phase = s.phase;
    this.cursor = s.cursor;
    this.canMove = s.canMove;
    this.acted = [...s.acted];
    this.wtcap = s.wtcap as Encumbrance;
    this.current = s.current;
    this.hero = s.hero ? { ...s.hero, encumbrance: s.hero.encumbrance as Encumbrance } : null;
    for (const m of s.monsters) {
      const copy = { ...m };
      this.mons.push(copy);
      this.byId.set(copy.id, copy);
    }
  }
}

/**
 * nomul(n) for n < 0 (`src/hack.c`, spec §4): ignored when a longer helplessness is running
 * (`multi < n`); otherwise `multi = n`, and running stops, which clears `context.mv` and with it
 * the steed's gallop bonus.
 */
function nomul(hero: HeroState, n: number): void {
  if (hero.multi < n) return;
  hero.multi = n;
  hero.galloping = false;
}
