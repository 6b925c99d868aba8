/**
 * `@turnkeeper/frogcomposband/analysis`: the FrogComposband analysis (the shared questions —
 * rate, actions per game turn, between, speed table, versions — and the monster catalog of each
 * version's `lib/edit/r_info.txt`), apart from the runtime so that a game that only runs the loop
 * does not bundle it. `frogcomposbandAnalysis.ruleset` is the ruleset.
 *
 * @module
 */

export { frogcomposbandAnalysis } from './analysis.js';
export { monsterCatalog, type FrogMonsterCatalogEntry } from './catalog.js';
export {
  monstersOf,
  findMonster,
  findMonsterByIndex,
  findMonsterSpeed,
  isKnownMonsterName,
  monsterSource,
  monsterSpecFields,
  type FrogMonsterEntry,
} from '../tables/monster-catalog.js';
export type { FrogMonsterSource } from '../tables/monster-row.js';
