/**
 * `turnkeeper-angband/analysis`: the Angband ruleset's answers to the analysis questions every
 * Turnkeeper ruleset answers (`angbandAnalysis`, what the `turnkeeper` CLI and the docs ask), its
 * speed tables in the game's own words and its catalog of named races. Apart from the runtime
 * entry, so that a game that only runs loops does not bundle them.
 *
 * @module
 */
export { angbandAnalysis } from './analysis.js';
export { speedTableRow, speedTableOf } from './speed-table.js';
export { MONSTER_RACES, type MonsterRace } from '../tables/monsters.js';
