/**
 * `@turnkeeper/cthangband`: the exact speed and energy system of Cthangband 4.1.0 as a Turnkeeper
 * ruleset, its random generator, its tables and rules as pure functions, and exact analysis.
 *
 * @module
 */
export * from './constants.js';
export * from './tables/energy-table.js';
export * from './tables/help-text.js';
export * from './tables/speed-table.js';
export * from './rules/spell-energy.js';
export * from './rules/player-costs.js';
export * from './rules/player-action-cost.js';
export * from './rules/monster-placement.js';
export * from './random/draw-sites.js';
export * from './random/zrand.js';
export * from './ruleset/actions.js';
export * from './ruleset/schema.js';
export * from './ruleset/hooks.js';
export * from './ruleset/engine-state.js';
export * from './ruleset/engine.js';
export * from './ruleset/rate.js';
export * from './ruleset/cthangband-ruleset.js';
export * from './time/game-clock.js';
export * from './rules/action-catalog.js';
export * from './golden/golden-types.js';
export * from './golden/vector-adapters.js';
export * from './golden/trace-schema.js';
export * from './golden/trace-vocabulary.js';
export * from './golden/summon-inference.js';
export * from './golden/trace-replay.js';
export * from './golden/adapters.js';
export * from './analysis/help-example.js';
export * from './analysis/monster-speed.js';
export * from './analysis/double-move.js';
export * from './analysis/rates.js';
export * from './analysis/help-tables.js';
