/**
 * `@turnkeeper/dcss/analysis`: DCSS's answers to the analysis interface (`dcssAnalysis`: rate,
 * actions per turn, between, speed tables, versions, and the monster catalog by name), the exact
 * extras behind them, and the monster data of every covered version. Apart from the runtime entry
 * (`@turnkeeper/dcss`), so that a game that only runs a loop bundles none of it.
 *
 * @module
 */
export { dcssAnalysis } from './analysis.js';
export { gainDistribution, type PlayerDelay } from './monster-turn.js';
export { longRunActions, longRunClosedForm, monsterActionsPerPlayerAction, type ActionsPerTurn } from './actions-per-turn.js';
export { dcssCatalog } from './catalog.js';
export { monstersOf, findMonster, monsterSource, type DcssMonsterEntry, type DcssLegacyEnergy } from '../tables/monster-catalog.js';
export type { DcssMonsterSource } from '../tables/monster-row.js';
