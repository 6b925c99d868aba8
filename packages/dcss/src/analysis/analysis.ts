import { Distribution, Fraction, Law, NoAnswerError } from '@turnkeeper/core';
import { defineAnalysis, type AnalysedActor, type WorkMeter } from '@turnkeeper/core/analysis';
import { effectiveSpeedDistribution } from '../rules/monster-speed.js';
import { dcss } from '../ruleset.js';
import type { DcssTypes } from '../schema/types.js';
import { BASELINE_DELAY, ENERGY_THRESHOLD, NEW_MONSTER_ENERGY, SPEED_NEVER_ACTS } from '../tables/constants.js';
import { DCSS_VERSION_CHANGES, DCSS_VERSIONS, dcssVersionRules, type DcssVersionRules } from '../versions.js';
import { monsterCostLaw, playerDelayLaw } from './action-laws.js';
import { dcssCatalog } from './catalog.js';
import { gainDistribution } from './monster-turn.js';
import { monsterSpeedTable, playerSpeedTable } from './speed-table.js';
import { MonsterChain } from './monster-chain.js';
import { playerActionsPerTurn } from './player-turns.js';

type Actor = AnalysedActor<DcssTypes>;
type PlayerActor = Extract<Actor, { kind: 'player' }>;
type MonsterActor = Extract<Actor, { kind: 'monster' }>;

/** How many player actions an exact gap law spells out before it reports the rest as a tail. */
const GAP_CAP = 200;
const TURN = Fraction.of(BASELINE_DELAY);

/** A monster whose effective speed is `s` acts at all (speed 0 never gains; 100+ only burns energy). */
const acts = (s: number): boolean => s > 0 && s < SPEED_NEVER_ACTS;

/** The player's action law, checked: a 0-aut action has no finite number per turn. */
function playerDelay(a: PlayerActor, rules: DcssVersionRules): Distribution {
  const delay = playerDelayLaw(a.spec, a.action, rules);
  if (delay.support().includes(0)) {
    throw new NoAnswerError('actionsPerTurn', `the player's ${a.action.kind} can take 0 aut: it repeats forever without time passing`);
  }
  return delay;
}

/** Actions per aut of the player always taking `a.action`: 1 / E[time_taken]. */
function playerRate(a: PlayerActor, rules: DcssVersionRules): Fraction | number {
  const mean = playerDelayLaw(a.spec, a.action, rules).mean();
  return mean.isZero() ? Infinity : Fraction.ONE.div(mean);
}

/**
 * Actions per aut of a monster always taking `m.action`: it gains speed/10 energy per aut and
 * spends E[cost] per action, so speed / (10 · E[cost]) (energy is conserved: exact), mixed over
 * the effective speed `calc_speed` rolls once.
 */
function monsterRate(m: MonsterActor, rules: DcssVersionRules): Fraction | number {
  let rate = Fraction.ZERO;
  for (const [s, ps] of effectiveSpeedDistribution(m.spec.speed, m.spec).entries()) {
    if (!acts(s)) continue;
    let cost: Fraction;
    if (m.action.kind === 'pickup') {
      // monster.cc lose_pickup_energy takes `speed` while energy > speed; below 80 that always holds when it acts.
      if (s >= ENERGY_THRESHOLD) {
        throw new NoAnswerError('rate', `a monster of speed ${s} pays for a pickup only while its energy exceeds its speed; its rate depends on its energy`);
      }
      cost = Fraction.of(s);
    } else {
      cost = monsterCostLaw(m.spec, m.action, rules, s)(ENERGY_THRESHOLD).mean();
    }
    if (cost.isZero()) return Infinity;
    rate = rate.add(ps.mul(Fraction.of(s)).div(TURN.mul(cost)));
  }
  return rate;
}

/** The chain of a monster against player actions of law `delay`, for each effective speed it may roll. */
function monsterChains(
  m: MonsterActor,
  delay: Distribution,
  rules: DcssVersionRules,
  work: WorkMeter,
): { s: number; p: Fraction; chain: MonsterChain | undefined }[] {
  return effectiveSpeedDistribution(m.spec.speed, m.spec)
    .entries()
    .map(([s, p]) => ({
      s,
      p,
      chain: acts(s)
        ? MonsterChain.of(gainDistribution(s, delay, rules.gainAtLeastOne), monsterCostLaw(m.spec, m.action, rules, s), NEW_MONSTER_ENERGY, work)
        : undefined,
    }));
}

/** The long-run law of a monster's actions per player action of law `delay`, or undefined (Monte Carlo). */
function monsterActionsLaw(m: MonsterActor, delay: Distribution, rules: DcssVersionRules, work: WorkMeter): Distribution | undefined {
  const parts: [Fraction, Distribution][] = [];
  for (const { s, p, chain } of monsterChains(m, delay, rules, work)) {
    if (!acts(s)) parts.push([p, Distribution.point(0)]);
    else if (chain) parts.push([p, chain.actions()]);
    else return undefined;
  }
  return Distribution.mix(parts);
}

/** The long-run law of the player's actions between two actions of a monster, or undefined (Monte Carlo). */
function playerActionsBetween(m: MonsterActor, delay: Distribution, rules: DcssVersionRules, work: WorkMeter): Law | undefined {
  const parts: { p: Fraction; gaps: NonNullable<ReturnType<MonsterChain['gaps']>> }[] = [];
  for (const { s, p, chain } of monsterChains(m, delay, rules, work)) {
    if (!acts(s)) throw new NoAnswerError('between', `A, a monster of effective speed ${s}, never acts`);
    if (!chain) return undefined;
    const gaps = chain.gaps(GAP_CAP);
    if (!gaps) return undefined;
    if (gaps.meanActions.isZero()) throw new NoAnswerError('between', 'A, the monster, never acts');
    parts.push({ p, gaps });
  }
  const method = "exact: Markov chain over the monster's energy at each player action (mon-act.cc handle_monsters), its effective speed mixed";
  if (parts.every((x) => x.gaps.tail.isZero())) {
    return Law.ofDistribution(Distribution.mix(parts.map((x) => [x.p, Distribution.from(x.gaps.p.map((q, k) => [k, q] as const))] as const)), method);
  }
  // Slow monsters may wait arbitrarily long (gains of 0): exact up to GAP_CAP, the rest as a tail.
  const p = Array.from({ length: GAP_CAP + 2 }, (_, k) =>
    parts.reduce((sum, x) => sum + x.p.toNumber() * (k <= GAP_CAP ? (x.gaps.p[k]?.toNumber() ?? 0) : x.gaps.tail.toNumber()), 0),
  );
  const mean = parts.reduce((sum, x) => sum + x.p.toNumber() / x.gaps.meanActions.toNumber(), 0);
  return Law.ofNumbers(p, `${method}; gaps of more than ${GAP_CAP} player actions summed`, { tailFrom: GAP_CAP + 1, mean });
}

/**
 * DCSS's analysis: the questions every Turnkeeper ruleset answers (from
 * `@turnkeeper/dcss/analysis`, apart from the runtime so that a game bundles only the loop), with
 * `dcssAnalysis.ruleset` the ruleset itself:
 * - `rate`: exact actions per aut of an actor always taking one action — the player 1 / E[time];
 *   a monster speed / (10 · E[cost]), mixed over its effective-speed roll.
 * - `actionsPerTurn`: per game turn of 10 aut — the player's actions starting in each 10-aut
 *   window (an exact chain over the action lengths); a monster's actions per 10-aut player action
 *   (a normal-speed player turn), from the exact chain over its energy.
 * - `between(player, monster)`: the monster's actions between two player actions, exactly (the
 *   player's action lengths drawn afresh each time); `between(monster, player)`: the player's
 *   actions between two of the monster's, exactly (with a summed tail for monsters that can gain
 *   nothing in a turn); other pairs are left to the core's Monte Carlo.
 * - `speedTable('monster')`: base speed → energy per 10 aut and the monster description's speed
 *   line; `speedTable('player')`: status → action length, as the HUD shows it.
 * - `versions`: every version's {@link dcssVersionRules} and what changed, with crawl commits.
 * - `catalog(version)` and `lookup(name, version?)`: every monster class of the version's data
 *   with its base speed and energy usage as a spec; every question above takes a spec naming one
 *   (`{ name: 'ogre' }`, other fields overriding it).
 *
 * @example
 * ```ts
 * import { dcss } from '@turnkeeper/dcss';
 * import { dcssAnalysis } from '@turnkeeper/dcss/analysis';
 * dcssAnalysis.between({ a: { spec: { kind: 'player' }, action: { kind: 'wait' } }, b: { spec: { kind: 'monster', speed: 12 } } }).atLeast(2).fraction?.toString(); // '1/5'
 * dcssAnalysis.between({ a: { spec: { kind: 'player' } }, b: { spec: { name: 'ogre' } } }); // an ogre's actions per player move
 * dcss.create().add('ogre', dcssAnalysis.lookup('ogre').spec); // a loop takes a catalog entry's spec
 * ```
 */
export const dcssAnalysis = /* @__PURE__ */ defineAnalysis(dcss, {
  rate(actor, ctx) {
    const rules = dcssVersionRules(ctx.version);
    return actor.kind === 'player' ? playerRate(actor, rules) : monsterRate(actor, rules);
  },

  actionsPerTurn(actor, ctx) {
    const rules = dcssVersionRules(ctx.version);
    if (actor.kind === 'player') {
      const law = playerActionsPerTurn(playerDelay(actor, rules), ctx.work);
      return law && Law.ofDistribution(law, 'exact: Markov chain over where each 10-aut window of you.elapsed_time finds the next player action');
    }
    const law = monsterActionsLaw(actor, Distribution.point(BASELINE_DELAY), rules, ctx.work);
    return law && Law.ofDistribution(law, "exact: Markov chain over the monster's energy, one 10-aut player action per game turn (mon-act.cc handle_monsters)");
  },

  between(a, b, ctx) {
    const rules = dcssVersionRules(ctx.version);
    if (a.kind === 'player' && b.kind === 'monster') {
      // A 0-aut action is fine here: the monster gains nothing from it (0.33+) or at least 1 (≤ 0.32).
      const law = monsterActionsLaw(b, playerDelayLaw(a.spec, a.action, rules), rules, ctx.work);
      return law && Law.ofDistribution(law, "exact: Markov chain over the monster's energy at each player action (mon-act.cc handle_monsters)");
    }
    if (a.kind === 'monster' && b.kind === 'player') return playerActionsBetween(a, playerDelayLaw(b.spec, b.action, rules), rules, ctx.work);
    return undefined;
  },

  speedTable(kind, ctx) {
    return kind === 'monster' ? monsterSpeedTable(ctx.version) : playerSpeedTable(ctx.version);
  },

  versions: DCSS_VERSIONS.map((id) => ({ id, rules: dcssVersionRules(id), changes: DCSS_VERSION_CHANGES[id] })),

  // Time passes only when the player acts (main.cc world_reacts): a Monte Carlo over monsters alone
  // needs a normal-speed player, who waits.
  monteCarloExtras: (actors) => (actors.some((x) => x.kind === 'player') ? [] : [{ id: '__player', spec: { kind: 'player' as const } }]),

  catalog: (ctx) => dcssCatalog(ctx.version),
});
