import type { AnalysisConfig } from '@turnkeeper/core';
import type { CthangbandTypes } from '../schema/types.js';
import { CTHANGBAND_VERSIONS, CTHANGBAND_VERSION_CHANGES, cthangbandVersionRules } from '../versions.js';
import { exactBetween } from './between.js';
import { exactActionsPerTurn } from './per-turn.js';
import { actorRate } from './rate.js';
import { monsterSpeedTable, playerSpeedTable } from './speed-tables.js';

/**
 * The Cthangband ruleset's answers to the shared analysis questions (`cthangband.analysis`): exact
 * rates (`10 / cost` per tick), exact laws of actions per tick, exact double-move laws between
 * the player and a monster (either way round) or two monsters where every cost is fixed, the
 * player's and the monsters' speed tables, and the version's rules as data.
 *
 * @example
 * ```ts
 * import { cthangband } from '@turnkeeper/cthangband';
 * cthangband.analysis.rate({ actor: { spec: { kind: 'player', speed: 10 } } }).perTime.fraction?.toString(); // '1/5'
 * ```
 */
export const cthangbandAnalysis: AnalysisConfig<CthangbandTypes> = {
  rate: (actor) => actorRate(actor),
  actionsPerTurn: (actor) => exactActionsPerTurn(actor),
  between: (a, b) => exactBetween(a, b),
  speedTable: (kind, ctx) => (kind === 'player' ? playerSpeedTable(ctx.version) : monsterSpeedTable(ctx.version)),
  versions: CTHANGBAND_VERSIONS.map((id) => ({ id, rules: cthangbandVersionRules(id), changes: CTHANGBAND_VERSION_CHANGES[id] })),
};
