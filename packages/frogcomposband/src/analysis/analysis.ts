import { Distribution, Fraction, Law, NoAnswerError } from '@turnkeeper/core';
import { defineAnalysis } from '@turnkeeper/core/analysis';
import { frogcomposband } from '../ruleset.js';
import { VERSION_CHANGES, frogcomposbandVersionRules } from '../version-rules.js';
import { FROGCOMPOSBAND_VERSIONS } from '../versions.js';
import { BETWEEN_CAP, chainOf, playerMonsterBetween } from './between.js';
import { chargesBelowZero, monsterProcesses, monsterRate, playerProcess, processRate } from './rates.js';
import { monsterCatalog } from './catalog.js';
import { speedTable } from './speed-table.js';

const BETWEEN_METHOD =
  'exact: Markov chains of the two independent energy processes (energy_need at each action and at each game turn; the player first in every game turn), solved in floating point; K ≥ 6 pooled';

const FREE = 'a free action (every charge 0) repeats within one game turn for ever';

/** Bernoulli(r): at most one action per game turn, so P(1) is the long-run rate. */
function atMostOnce(r: Fraction, why: string): Law {
  return Law.ofDistribution(
    Distribution.from([
      [0, Fraction.ONE.sub(r)],
      [1, r],
    ]),
    `exact: ${why}, so P(1 action) is the long-run rate`,
  );
}

/**
 * FrogComposband's analysis (`@turnkeeper/frogcomposband/analysis`): the shared analysis
 * questions, answered for `analysis.ruleset`, the {@link frogcomposband} ruleset.
 *
 * - `rate`: exact, `energy per game turn / mean charge` (a monster whose speed is rolled: the
 *   expectation over `get_mspeed()`; an unaware monster: 0; a free action: `Infinity`), with the
 *   actor's timers and conditions held as its spec gives them.
 * - `actionsPerTurn`: exact. A monster acts at most once per game turn (`process_monsters()`), and
 *   so does a player whose every charge is at least its energy per turn: P(1) is the rate, as a
 *   fraction. Otherwise (cheap actions, or the unclamped 7.0.nougat costs at high speed) the
 *   player's chain, in floating point.
 * - `between`: exact in floating point for the player and a monster in either role (the law of
 *   `double_move.json`, K ≥ 6 pooled, mixed over a rolled monster's speeds), for any actions whose
 *   long-run law does not depend on the start; Monte Carlo otherwise and for two monsters.
 * - `speedTable`: raw speed → energy per game turn with the game's display (`+10 (2.0x)`).
 * - `versions`: the three eras of the cost randomizer, with their rules as data.
 * - `catalog`: every monster race of the version's `lib/edit/r_info.txt`, by name
 *   (`analysis.lookup('hill orc').spec` is a monster spec a loop accepts; every question also takes
 *   `{ name: 'hill orc' }` for a spec, other fields overriding the entry's).
 *
 * @example
 * ```ts
 * import { frogcomposbandAnalysis } from '@turnkeeper/frogcomposband/analysis';
 * const law = frogcomposbandAnalysis.between({ a: { spec: { kind: 'player' } }, b: { spec: { name: 'hill orc' } } });
 * law.atLeast(2).value; // the hill orc's double-move odds on a +0 player
 * const loop = frogcomposbandAnalysis.ruleset.create({ seed: 1 });
 * loop.add('orc', frogcomposbandAnalysis.lookup('hill orc').spec);
 * ```
 */
export const frogcomposbandAnalysis = /* @__PURE__ */ defineAnalysis(frogcomposband, {
  rate(actor, ctx) {
    if (actor.kind === 'player') return processRate(playerProcess(actor.spec, actor.action, ctx.version));
    return monsterRate(monsterProcesses(actor.spec, actor.action, ctx.version, ctx.options));
  },

  actionsPerTurn(actor, ctx) {
    if (actor.kind === 'monster') {
      return atMostOnce(monsterRate(monsterProcesses(actor.spec, actor.action, ctx.version, ctx.options)), 'a monster acts at most once per game turn');
    }
    const p = playerProcess(actor.spec, actor.action, ctx.version);
    // A negative charge: no exact chain, but the real loop runs it (the core's Monte Carlo).
    if (chargesBelowZero(p)) return undefined;
    const rate = processRate(p);
    if (typeof rate === 'number') throw new NoAnswerError('actionsPerTurn', FREE);
    const cheapest = p.cost.support()[0] as number;
    if (cheapest >= p.energy)
      return atMostOnce(rate, 'every charge is at least the energy gained per game turn, so the player acts at most once per game turn');
    const chain = chainOf(p, true, ctx.work);
    if (!chain) return undefined;
    // The turn starts with energy_need ≥ 1, so after the gain it is > −E and each action adds ≥ cheapest.
    const cap = Math.floor((p.energy - 1) / cheapest) + 2;
    const law = Array.from(chain.actionsInWindow(1, cap)[1] as Float64Array);
    while (law.length > 1 && law[law.length - 1] === 0) law.pop();
    return Law.ofNumbers(law, "exact: the Markov chain of the player's energy_need at the start of each game turn, in floating point", {
      mean: rate.toNumber(),
    });
  },

  between(a, b, ctx) {
    if (a.kind === 'player' && b.kind === 'monster') {
      const player = playerProcess(a.spec, a.action, ctx.version);
      if (chargesBelowZero(player)) return undefined;
      if (typeof processRate(player) === 'number') throw new NoAnswerError('between', `A takes ${FREE}`);
      const monster = monsterProcesses(b.spec, b.action, ctx.version, ctx.options, a.spec.filibuster);
      if (monster.length === 0) return Law.ofDistribution(Distribution.point(0), 'exact: B is an unaware monster: it gains no energy and never acts');
      const r = playerMonsterBetween(player, monster, true, ctx.work);
      return r && Law.ofNumbers(r.p, BETWEEN_METHOD, { tailFrom: BETWEEN_CAP, mean: r.mean });
    }
    if (a.kind === 'monster' && b.kind === 'player') {
      const monster = monsterProcesses(a.spec, a.action, ctx.version, ctx.options, b.spec.filibuster);
      if (monster.length === 0) throw new NoAnswerError('between', 'A is an unaware monster: it gains no energy and never acts');
      const player = playerProcess(b.spec, b.action, ctx.version);
      if (chargesBelowZero(player)) return undefined;
      if (typeof processRate(player) === 'number') throw new NoAnswerError('between', `B takes ${FREE}`);
      const r = playerMonsterBetween(player, monster, false, ctx.work);
      return r && Law.ofNumbers(r.p, BETWEEN_METHOD, { tailFrom: BETWEEN_CAP, mean: r.mean });
    }
    return undefined;
  },

  speedTable: (kind, ctx) => speedTable(kind, ctx.version, ctx.options),

  versions: FROGCOMPOSBAND_VERSIONS.map((id) => ({ id, rules: frogcomposbandVersionRules(id), changes: VERSION_CHANGES[id] })),

  catalog: (ctx) => monsterCatalog(ctx.version),
});
