/**
 * The labels of the draws this ruleset makes, `'<function>:<expression>'` after the game's code:
 * both are made by `place_new_monster_one()` (`src/mon-make.c`) when the ruleset places a monster
 * itself — the speed spread of a non-unique (only when its half-width is above 0), then the
 * starting energy. Traces record them, and the golden replays compare them with the draws the game
 * made.
 *
 * @example
 * ```ts
 * import { DRAW_SITES, angband } from 'turnkeeper-angband';
 * const loop = angband.create({ seed: 1, trace: true });
 * loop.add('orc', { kind: 'monster', speed: 0 });
 * loop.trace?.events.filter((e) => e.type === 'random').map((e) => e.site); // [DRAW_SITES.speedSpread, DRAW_SITES.startEnergy]
 * ```
 */
export const DRAW_SITES = /* @__PURE__ */ Object.freeze({
  speedSpread: 'place_new_monster_one:rand_spread(0,i)',
  startEnergy: 'place_new_monster_one:randint0(50)',
} as const);

/**
 * One of {@link DRAW_SITES}.
 *
 * @example
 * ```ts
 * import type { DrawSite } from 'turnkeeper-angband';
 * const site: DrawSite = 'place_new_monster_one:randint0(50)';
 * ```
 */
export type DrawSite = (typeof DRAW_SITES)[keyof typeof DRAW_SITES];
