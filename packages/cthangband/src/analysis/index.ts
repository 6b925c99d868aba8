/**
 * `@turnkeeper/cthangband/analysis`: the Cthangband ruleset's analysis (`cthangbandAnalysis`:
 * exact rates, actions per tick, double-move odds and speed tables, the questions every ruleset
 * answers), the monster catalog of 4.1.0 (`lib/edit/r_info.txt`) that every question reads names
 * from, and the analysis extras (actions per round, the monster speed roll's law, the help text's
 * tables regenerated). Apart from `@turnkeeper/cthangband` so that a game that only runs a loop
 * bundles none of it.
 *
 * @module
 */

// The analysis interface
export {
  cthangbandAnalysis,
  type CthangbandAnalysis,
  type CthangbandActorQuery,
  type CthangbandCatalogEntry,
  type CthangbandNamedSpec,
  type CthangbandRaceSpec,
} from './analysis.js';

// The monster catalog (lib/edit/r_info.txt) and its placement draws
export { monsterCatalog } from './catalog.js';
export { monstersOf, findMonster, findMonsterByIndex, monsterSource, monsterSpecFields, type CthangbandMonsterEntry } from '../tables/monster-catalog.js';
export { CTHANGBAND_MONSTER_FLAGS, type CthangbandMonsterRow, type CthangbandMonsterSource } from '../tables/monster-row.js';
export { placementDraws, rollPlacementSpeed, placementSpeedOutcomes, type PlacementDraw, type BelowSource } from '../rules/placement-speed.js';

// Extras beyond the shared questions
export { actionsPerRound } from './rates.js';
export { monsterSpeedDistribution, meanStepsPerRound } from './monster-speed.js';
export { monsterSpeedPhrase } from './speed-table.js';
export { waitSequence, type WaitRow } from './help-example.js';
export { helpActionTable, type HelpActionRow } from './help-tables.js';
