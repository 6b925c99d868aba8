/**
 * `@turnkeeper/nethack/analysis`: the NetHack ruleset's analysis (`nethackAnalysis`: rate,
 * actions per turn, between, speed tables, versions, and the monster catalog by name), the
 * monster tables of every version as one table with its per-version differences, and the exact
 * analysis extras (actions per turn, free moves, multi-turn commands). Apart from the runtime
 * entry, so that a game that only runs a loop bundles none of it.
 *
 * @module
 */

// The analysis (its `ruleset` is `nethack`)
export { nethackAnalysis, type NethackAnalysis, type NethackCatalogEntry } from './analysis.js';

// The monster catalog
export { monstersOf, findMonsterSpeed, monsterSpeed } from '../tables/catalog.js';
export type { MonsterEntry } from '../tables/monster-entry.js';
export { MONSTER_ROWS, MONSTER_TABLES, type MonsterRow, type MonsterRowDifferences, type MonsterTable } from '../tables/monsters.js';

// Analysis extras (the shared questions are answered by `nethackAnalysis`)
export { monsterActionsPerTurn, heroActionsPerTurn, type ActionsPerTurn } from './actions-per-turn.js';
export { freeMoves, type FreeMoves, type FreeMovesHero } from './free-moves.js';
export { occupationTurns, helplessSlots, MULTI_TURN_LIMIT } from './multi-turn.js';
export { monsterSpeedTable, heroSpeedTable } from './speed-table.js';
