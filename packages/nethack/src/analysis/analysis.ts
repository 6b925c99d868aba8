import { Distribution, Fraction, InvalidArgumentError, Law, NoAnswerError } from '@turnkeeper/core';
import { defineAnalysis, type AnalysisOf, type CatalogEntry } from '@turnkeeper/core/analysis';
import { heroAllocationLaw, monsterAllocationLaw, ridingAllocationLaw } from '../rules/allocation-laws.js';
import type { HeroMoveInput } from '../rules/hero-allocation.js';
import type { MonsterMoveInput } from '../rules/monster-allocation.js';
import { heroSpeedState, monsterSpeedState, NORMAL_SPEED } from '../rules/speed.js';
import { nethack } from '../ruleset.js';
import type { NethackMonsterSpec, NethackPlayerAction, NethackPlayerSpec } from '../schema/types.js';
import { monstersOf } from '../tables/catalog.js';
import { NETHACK_VERSIONS, nethackVersionRules, type NethackVersion } from '../versions.js';
import { actionsPerTurnOfGain, monsterActionsPerTurn } from './actions-per-turn.js';
import { freeMovesOfGains, heroMovesOfGains } from './free-moves.js';
import { helplessRate } from './multi-turn.js';
import { heroSpeedTable, monsterSpeedTable } from './speed-table.js';

/** What mcalcmove() reads of a monster spec. */
function monsterInput(spec: NethackMonsterSpec): MonsterMoveInput {
  return { base: spec.base, mspeed: monsterSpeedState(spec.mspeed ?? spec.permspeed ?? 'normal', spec.speedBoots ?? false) };
}

/** What the hero's allocation reads of a player spec: the base and the speed property of its sources. */
function heroInput(spec: NethackPlayerSpec): HeroMoveInput {
  const base = spec.base;
  const speed =
    spec.speed ?? heroSpeedState({ intrinsicFast: spec.intrinsicFast ?? false, timedFast: spec.timedFast ?? 0, extrinsicFast: spec.extrinsicFast ?? false });
  return { base, speed, encumbrance: spec.encumbrance };
}

/** A hero action that repeats its command (a count or an occupation): each step is an ordinary action. */
function repeats(action: NethackPlayerAction): boolean {
  return (action.kind === 'move' || action.kind === 'act') && (action.count !== undefined || (action.kind === 'act' && action.occupation !== undefined));
}

/**
 * The per-turn gain of a hero always taking `action`: a rider whose actions move gains what the
 * steed's mcalcmove() gives (moveloop(), 3.7 u_calc_moveamt(): "your speed doesn't augment
 * steed's speed"), galloping when `u.ugallop` is set and the action runs (`context.mv`); any
 * other hero gains its own speed.
 */
function heroGain(version: NethackVersion, spec: NethackPlayerSpec, action: NethackPlayerAction, question: string): Distribution {
  if (spec.riding !== null && action.kind === 'move') {
    if (spec.steed === undefined) {
      throw new NoAnswerError(
        question,
        `a hero riding ${JSON.stringify(spec.riding)} who moves gains what the steed's mcalcmove() gives: give the spec's steed ({ base, mspeed }), or the action "act"`,
      );
    }
    const described = spec.steed;
    const galloping = spec.gallop > 0 && action.run === true;
    return ridingAllocationLaw(version, { base: described.base, mspeed: described.mspeed, galloping }, spec.encumbrance).distribution;
  }
  return heroAllocationLaw(version, heroInput(spec)).distribution;
}

/** The gain of a hero whose every action makes it helpless: a rider's allocation then depends on the burned slots. */
function helplessGain(version: NethackVersion, spec: NethackPlayerSpec, action: NethackPlayerAction, question: string): Distribution {
  if (spec.riding !== null && action.kind === 'move') {
    throw new NoAnswerError(
      question,
      'a rider whose every move makes it helpless gains from the steed or from its own speed depending on whether a burned slot cleared u.umoved: not derived',
    );
  }
  return heroGain(version, spec, action, question);
}

/** actionsPerTurn / between for a hero always made helpless: at most one action a turn, at the long-run rate. */
function helplessLaw(rate: Fraction | number): Law {
  const method = 'exact: the renewal chain of the carries left by each acting turn (nomul(−n) burns the slots of n turns)';
  if (typeof rate === 'number') return Law.ofNumbers([1 - rate, rate], `${method}, in floating point`);
  return Law.ofDistribution(
    Distribution.from([
      [0, Fraction.ONE.sub(rate)],
      [1, rate],
    ]),
    method,
  );
}

/** A simulation repeats the action, and a count or occupation cannot be restarted while it runs. */
function noRepeatSimulation(): never {
  throw new NoAnswerError(
    'between',
    'no exact law here, and a simulation cannot repeat a command that carries its own count or occupation: ask with its single action',
  );
}

const LEFTOVER_WALK = "exact: the leftover walk mod 12 (uniform on the leftovers reachable from 0) and the exact law of each turn's allocation";
const JOINT_WALK =
  'exact: the joint leftover walk (hero, monster) mod 12, uniform on its reachable set; every turn played as moveloop() / movemon() do, gaps followed across turns';

/**
 * What each version changed, in plain words, with the original file and function (and the commit
 * of NetHack/NetHack where it was made).
 */
const CHANGES: Readonly<Record<NethackVersion, readonly string[]>> = {
  '3.4.3': [
    'The baseline (Vanilla-NetHack/NetHack-3.4.3 @ ad815fc): a monster gains exactly its adjusted speed S′ every turn (src/mon.c mcalcmove()), so a speed-15 monster acts 1, 1, 1, 2 times per turn on a fixed cycle.',
    'The hero gains its base speed (12), Fast +6 when rn2(3) != 0, Very_fast +6 and +6 more when rn2(3) == 0, then loses a share to encumbrance (src/allmain.c moveloop()).',
    'After a monster pass the hero gets the turn back only with more than 12 points (src/allmain.c moveloop()): bug H2588, a 24-point hero against a fast monster goes hero, monster, monster, hero.',
    'rn2() is random() % n in the Linux build (src/rnd.c RND(), include/unixconf.h Rand()).',
  ],
  '3.6.0': [
    'A monster other than the steed gains max(1, S′ + rn2(5) − rn2(3)), mean S′ + 1 (src/mon.c mcalcmove(), commit b90d87ec3 "addtional monster movement tweak"); S′ = 0 draws nothing.',
    'The hero gets the turn back with 12 points or more (src/allmain.c moveloop(), commit 8c4e32485 "fix #H2588 - turn order alternation bug").',
    'mon_adjust_speed() gains a case −4: green slime takes a monster’s intrinsic speed away (src/worn.c); in 3.4.3 an adjustment of −4 changes nothing.',
  ],
  '3.6.1': [
    'A monster’s gain is rounded at random to a multiple of 12 with one rn2(12), always drawn, keeping the mean at S′ (src/mon.c mcalcmove(), commit 11625c077): every turn is independent of the last.',
    'Fast gives +12 when rn2(3) == 0 and Very_fast +12 when rn2(3) != 0 (src/allmain.c moveloop(), commit 11625c077): whole free actions instead of half moves.',
    'Changing into a slower form prorates unused movement to ⌊pool·new/old⌋ (src/mondata.c set_mon_data(), commit 489445da0); the hero’s pool twice (set_mon_data() and src/polyself.c set_uasmon()); grow_up() (src/makemon.c) skips it.',
    'Vlad the Impaler’s speed goes from 18 to 26 (src/monst.c).',
  ],
  '3.6.2': [
    'A polymorphing hero’s pool is prorated once, and set_mon_data() prorates for every caller, grow_up() included (src/mondata.c, src/polyself.c, commit 48ea35726).',
    'rn2() draws from the bundled ISAAC64 by default (include/config.h USE_ISAAC64, src/rnd.c, commit f9433b2a8); the speed code is unchanged.',
  ],
  '3.6.3': ['No change to the speed code (src/mon.c mcalcmove(), src/allmain.c moveloop()).'],
  '3.6.4': ['No change to the speed code (src/mon.c mcalcmove(), src/allmain.c moveloop()).'],
  '3.6.5': ['No change to the speed code (src/mon.c mcalcmove(), src/allmain.c moveloop()).'],
  '3.6.6': ['No change to the speed code (src/mon.c mcalcmove(), src/allmain.c moveloop()).'],
  '3.6.7': ['No change to the speed code (src/mon.c mcalcmove(), src/allmain.c moveloop()).'],
  '3.7': [
    'The same rules, moved: the turn runs in moveloop_core() and the hero’s allocation in u_calc_moveamt() (src/allmain.c); mcalcmove(mon, m_moving) skips the rounding only for worm growth (src/mon.c, commit 4505a8dc4).',
    'The hero’s pending points live in u.umovement and are saved with the game (include/you.h, src/allmain.c, commit 42356daec); before, a restored game gave the hero 12.',
    'Monster data (include/monsters.h): shopkeeper 18 → 16 ("so that a hasted shopkeeper doesn’t always get 2 moves per turn"), piranha 12 → 18, the quest leaders 12 → 15.',
    'The game ends when moves reaches 1,000,000,000 (src/allmain.c moveloop_core(), commit 2a10b3003 "kill extremely long running games": "The dungeon capitulates."); before, moves, a long, was incremented unchecked.',
    'A non-cursed potion of speed also grants intrinsic speed (src/potion.c peffect_speed(): HFast |= FROMOUTSIDE), besides its timed speed.',
  ],
};

/**
 * An entry of NetHack's catalog: a monster's name (3.7's other names are entries too), the monster
 * spec it stands for (its base speed in that version) and that speed, typed so that
 * `loop.add(id, nethackAnalysis.lookup(name).spec)` and `{ ...entry.spec, mspeed: 'fast' }` check.
 *
 * @example
 * ```ts
 * import { nethackAnalysis, type NethackCatalogEntry } from '@turnkeeper/nethack/analysis';
 * const ant: NethackCatalogEntry = nethackAnalysis.lookup('soldier ant'); // { name, kind: 'monster', spec: { kind: 'monster', base: 18 }, speed: 18 }
 * ```
 */
export interface NethackCatalogEntry extends CatalogEntry {
  readonly kind: 'monster';
  readonly spec: { readonly kind: 'monster'; readonly base: number };
  readonly speed: number;
}

/**
 * The type of {@link nethackAnalysis}: core's analysis of the `nethack` ruleset, with its catalog
 * entries typed as monster specs.
 *
 * @example
 * ```ts
 * import type { NethackAnalysis } from '@turnkeeper/nethack/analysis';
 * const base = (a: NethackAnalysis, name: string): number => a.lookup(name).spec.base;
 * ```
 */
export type NethackAnalysis = Omit<AnalysisOf<typeof nethack>, 'catalog' | 'lookup'> & {
  catalog(version?: NethackVersion): readonly NethackCatalogEntry[];
  lookup(name: string, version?: NethackVersion): NethackCatalogEntry;
};

const catalogs = new Map<NethackVersion, readonly NethackCatalogEntry[]>();

/**
 * The catalog of a version: every monster type once (the were creatures' two forms share a name
 * and a speed), in the game's order, each followed by the other names 3.7 gives it (the game's
 * name_to_mon() knows them all), each entry's spec a monster spec with the type's base speed.
 */
function catalogOf(version: NethackVersion): readonly NethackCatalogEntry[] {
  let catalog = catalogs.get(version);
  if (catalog !== undefined) return catalog;
  const seen = new Set<string>();
  const out: NethackCatalogEntry[] = [];
  for (const [name, speed, aliases] of monstersOf(version)) {
    for (const n of [name, ...(aliases ?? [])]) {
      if (seen.has(n)) continue;
      seen.add(n);
      out.push(Object.freeze({ name: n, kind: 'monster', spec: Object.freeze({ kind: 'monster', base: speed }), speed }));
    }
  }
  catalog = Object.freeze(out);
  catalogs.set(version, catalog);
  return catalog;
}

/**
 * NetHack's answers to the analysis interface, all exact:
 *
 * - `rate`: the mean allocation over 12 actions per turn (a free action: Infinity). A rider whose
 *   actions move gains what its steed's mcalcmove() gives (the spec's `steed` says how fast it is;
 *   it gallops when `gallop` > 0 and the move is a `run`); any other hero its own speed. A hero
 *   whose every action calls nomul(−n) (`helpless: n`) acts at its first slot n turns later: the
 *   renewal chain of the carries gives its rate.
 * - `actionsPerTurn`: the long-run law of the leftover walk mod 12 ({@link monsterActionsPerTurn},
 *   {@link heroActionsPerTurn}); at most one action a turn for a hero made helpless each time.
 * - `between`: A = player, B = monster by `freeMovesOfGains` (`freeMoves`); the reverse by
 *   the same joint-leftover method, or a Monte Carlo where that law has infinite support; other
 *   pairs by Monte Carlo. A hero made helpless by each action has no answer (a simulation would
 *   count its burned slots as actions).
 * - `speedTable`: the hero (normal, Fast, Very_fast) and the monsters (base 0–36), in the
 *   version's terms; `catalog`: the version's monsters.
 *
 * The analysis reads timers as they stand: a timed speed or a gallop is taken to last.
 *
 * @example
 * ```ts
 * import { nethackAnalysis } from '@turnkeeper/nethack/analysis';
 * nethackAnalysis.between({ a: { spec: { kind: 'player', speed: 'Fast' } }, b: { spec: { kind: 'monster', name: 'soldier ant' } } }).atLeast(2).fraction?.toString(); // '1/4'
 * nethackAnalysis.lookup('soldier ant', '3.6.7').spec; // { kind: 'monster', base: 18 }
 * ```
 */
// Core types catalog entries loosely (JSON); every entry here is a NethackCatalogEntry (catalogOf),
// and lookup() returns one of them, so the narrower type is what the object is.
export const nethackAnalysis = /* @__PURE__ */ defineAnalysis(nethack, {
  rate(actor, ctx) {
    if (actor.kind === 'player') {
      const { spec, action } = actor;
      if (action.helpless !== undefined) return helplessRate(helplessGain(ctx.version, spec, action, 'rate'), action.helpless, ctx.work);
      if (action.kind === 'free') return Infinity;
      return heroGain(ctx.version, spec, action, 'rate').mean().div(Fraction.of(NORMAL_SPEED));
    }
    return monsterAllocationLaw(ctx.version, monsterInput(actor.spec)).mean.div(Fraction.of(NORMAL_SPEED));
  },

  actionsPerTurn(actor, ctx) {
    if (actor.kind === 'player') {
      const { spec, action } = actor;
      if (action.helpless !== undefined) return helplessLaw(helplessRate(helplessGain(ctx.version, spec, action, 'actionsPerTurn'), action.helpless, ctx.work));
      if (action.kind === 'free') {
        throw new NoAnswerError('actionsPerTurn', 'a free action takes no time: the hero would act for ever within one turn');
      }
      return Law.ofDistribution(actionsPerTurnOfGain(heroGain(ctx.version, spec, action, 'actionsPerTurn')).longRun, LEFTOVER_WALK);
    }
    return Law.ofDistribution(monsterActionsPerTurn(ctx.version, monsterInput(actor.spec)).longRun, LEFTOVER_WALK);
  },

  between(a, b, ctx) {
    const version = ctx.version;
    // An A that gains no movement (a monster of speed 0: src/mon.c mcalcmove() gives it nothing)
    // acts only on what it has banked, then never: rate(A) is 0 and there is no long-run gap to count.
    if (a.kind === 'monster' && monsterAllocationLaw(version, monsterInput(a.spec)).mean.compare(Fraction.ZERO) === 0) {
      throw new NoAnswerError('between', 'A gains no movement (speed 0): it acts only on the movement it has banked, then never again, so its rate is 0');
    }
    if (a.kind === 'player' && b.kind === 'monster') {
      // No exact gap law is derived for a hero made helpless by every action: core's Monte Carlo
      // answers, skipping the burned slots (forced turns) as the game runs no command in them.
      if (a.action.helpless !== undefined) return undefined;
      if (a.action.kind === 'free') {
        return Law.ofDistribution(Distribution.point(0), 'exact: a free action takes no time, so no monster pass comes between two of them');
      }
      const hero = heroGain(version, a.spec, a.action, 'between');
      const monster = monsterAllocationLaw(version, monsterInput(b.spec)).distribution;
      try {
        return Law.ofDistribution(freeMovesOfGains(version, hero, monster).gapDistribution, JOINT_WALK);
      } catch (e) {
        // A hero who may gain nothing in a turn: the gap law has infinite support.
        if (e instanceof InvalidArgumentError && !repeats(a.action)) return undefined;
        if (e instanceof InvalidArgumentError) return noRepeatSimulation();
        throw e;
      }
    }
    if (a.kind === 'monster' && b.kind === 'player') {
      if (b.action.helpless !== undefined) return undefined; // Monte Carlo, as above
      if (b.action.kind === 'free') {
        throw new NoAnswerError('between', 'a hero who takes only free actions acts for ever within one turn, so A never acts again');
      }
      const hero = heroGain(version, b.spec, b.action, 'between');
      const monster = monsterAllocationLaw(version, monsterInput(a.spec)).distribution;
      const law = heroMovesOfGains(version, hero, monster);
      if (law === undefined && repeats(b.action)) return noRepeatSimulation();
      return law === undefined ? undefined : Law.ofDistribution(law, JOINT_WALK);
    }
    return undefined;
  },

  speedTable: (kind, ctx) => (kind === 'player' ? heroSpeedTable(ctx.version) : monsterSpeedTable(ctx.version)),

  versions: NETHACK_VERSIONS.map((id) => ({ id, rules: nethackVersionRules(id), changes: CHANGES[id] })),

  catalog: (ctx) => catalogOf(ctx.version),
}) as NethackAnalysis;
