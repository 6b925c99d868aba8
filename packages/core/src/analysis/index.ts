/**
 * `@turnkeeper/core/analysis`: the analysis interface every ruleset answers (rate, actions per
 * turn, between, speed table, versions, catalog), `defineAnalysis` to build one for a ruleset,
 * the `WorkMeter` that bounds each question's work, the generic ruleset's analysis, and
 * simulation. Apart from the runtime, so that a game that only runs a loop does not bundle it.
 * The exact-math helpers (`Fraction`, `Distribution`, `Law`…) are in the main entry.
 *
 * @module
 */
export { defineAnalysis, type AnalysisOf } from './build-analysis.js';
export { WorkMeter, DEFAULT_WORK_LIMIT } from './work-meter.js';
export type {
  ActorQuery,
  QueryBase,
  MonteCarloOptions,
  RateQuery,
  ActionsPerTurnQuery,
  BetweenQuery,
  SpeedTableQuery,
  Rate,
  SpeedRow,
  SpeedTable,
  VersionInfo,
  CatalogEntry,
  NamedSpec,
  RulesetAnalysis,
  AnalysedActor,
  AnalysisContext,
  AnalysisConfig,
} from './interface.js';
export { genericAnalysis } from '../generic/analysis.js';
export { simulate, type SimulateOptions, type SimulationResult } from './simulate.js';
export { defaultDuel, type DefaultDuel, type DuelSide } from './default-duel.js';
