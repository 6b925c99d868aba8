import { Law, type JsonObject } from '@turnkeeper/core';
import { defineAnalysis, type CatalogEntry } from '@turnkeeper/core/analysis';
import { angband } from '../ruleset.js';
import { MONSTER_RACES } from '../tables/monsters.js';
import { ANGBAND_VERSIONS, ANGBAND_VERSION_CHANGES, angbandVersionRules } from '../versions.js';
import { betweenLaw } from './orbits.js';
import { actionsPerStandardTurn, ratePerGameTurn } from './rates.js';
import { speedTableOf } from './speed-table.js';

/**
 * The Angband ruleset's answers to the shared analysis questions, all exact:
 *
 * - `rate`: energy per game turn over energy per action (a monster still to be placed: mixed over
 *   its speed spread);
 * - `actionsPerTurn`: actions per standard turn (10 game turns), ⌊m⌋ or ⌈m⌉ with m its mean;
 * - `between`: the law along the periodic orbit of the real engine, mixed over every way the game
 *   could place an unplaced monster (two unplaced monsters: the core's Monte Carlo);
 * - `speedTable`: −30 to +70 in the game's words; `versions`; `catalog`: a few named races, which
 *   every question also takes by name (`{ name: 'cave spider' }`).
 *
 * It lives apart from the ruleset (`turnkeeper-angband/analysis`), so that a game that only runs
 * loops does not bundle it; `angbandAnalysis.ruleset` is {@link angband}.
 *
 * @example
 * ```ts
 * import { angbandAnalysis } from 'turnkeeper-angband/analysis';
 * const law = angbandAnalysis.between({ a: { spec: { kind: 'player' } }, b: { spec: { kind: 'monster', speed: 10, variation: 0 } } });
 * law.p(2).fraction?.toString(); // '1/1': a +10 monster always moves twice between two of your moves
 * ```
 */
export const angbandAnalysis = /* @__PURE__ */ defineAnalysis(angband, {
  rate: (actor, ctx) => ratePerGameTurn(actor, ctx.version),

  actionsPerTurn(actor, ctx) {
    const law = actionsPerStandardTurn(actor, ctx.version);
    return law ? Law.ofDistribution(law, 'exact: the actions of 10 consecutive game turns, a Beatty sequence') : undefined;
  },

  between(a, b, ctx) {
    const law = betweenLaw(a, b, ctx.version);
    return law ? Law.ofDistribution(law, "exact: the real engine's periodic orbit, mixed over the game's placements") : undefined;
  },

  speedTable: (kind, ctx) => speedTableOf(kind, ctx.version),

  versions: ANGBAND_VERSIONS.map((id) => ({ id, rules: angbandVersionRules(id), changes: ANGBAND_VERSION_CHANGES[id] })),

  // Each entry's spec is one `loop.add()` takes as it is: a race, placed by the ruleset.
  catalog: () =>
    MONSTER_RACES.map((race): CatalogEntry => {
      const spec: JsonObject = race.unique ? { kind: 'monster', speed: race.speed, unique: true } : { kind: 'monster', speed: race.speed };
      return { name: race.name, kind: 'monster', spec, speed: race.speed };
    }),
});
