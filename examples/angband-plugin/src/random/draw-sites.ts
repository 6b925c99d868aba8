/**
 * The labels of the draws this ruleset makes, `'<function>:<expression>'` after the game's code:
 * both are made by `place_new_monster_one()` (`src/mon-make.c`) when the ruleset places a monster
 * itself — the speed spread of a non-unique (only when its half-width is above 0), then the
 * starting energy. Traces record them, and the golden replays compare them with the draws the game
 * made.
 *
 * @example
 * ```ts
 * import { ANGBAND_DRAW_SITES, angband } from 'turnkeeper-angband';
 * const loop = angband.create({ seed: 1, trace: true });
 * loop.add('orc', { kind: 'monster', speed: 0 });
 * loop.trace?.events.filter((e) => e.type === 'random').map((e) => e.site); // [ANGBAND_DRAW_SITES.speedSpread, ANGBAND_DRAW_SITES.startEnergy]
 * ```
 */
export const ANGBAND_DRAW_SITES = /* @__PURE__ */ Object.freeze({
  speedSpread: 'place_new_monster_one:rand_spread(0,i)',
  startEnergy: 'place_new_monster_one:randint0(50)',
} as const);

/**
 * One of {@link ANGBAND_DRAW_SITES}.
 *
 * @example
 * ```ts
 * import type { AngbandDrawSite } from 'turnkeeper-angband';
 * const site: AngbandDrawSite = 'place_new_monster_one:randint0(50)';
 * ```
 */
export type AngbandDrawSite = (typeof ANGBAND_DRAW_SITES)[keyof typeof ANGBAND_DRAW_SITES];
