import type { Law } from '@turnkeeper/core';
import {
  defineAnalysis,
  type ActionsPerTurnQuery,
  type AnalysisOf,
  type BetweenQuery,
  type CatalogEntry,
  type Rate,
  type RateQuery,
} from '@turnkeeper/core/analysis';
import { cthangband } from '../ruleset.js';
import type { CthangbandTypes } from '../schema/types.js';
import { CTHANGBAND_VERSIONS, CTHANGBAND_VERSION_CHANGES, cthangbandVersionRules, type CthangbandVersion } from '../versions.js';
import { exactBetween } from './between.js';
import { monsterCatalog } from './catalog.js';
import { exactActionsPerTurn } from './per-turn.js';
import { actorRate } from './rate.js';
import { monsterSpeedTable, playerSpeedTable } from './speed-table.js';

type T = CthangbandTypes;

/**
 * A monster spec of one race of the catalog (`lib/edit/r_info.txt`), as `lookup(name).spec` gives
 * it: the race speed displayed, attack speed, UNIQUE, FORCE_MAXHP, sleep value and hit dice; no
 * energy, so a loop places it with `place_monster_one()`'s rolls. Frozen: every lookup shares it.
 *
 * @example
 * ```ts
 * import { cthangbandAnalysis, type CthangbandRaceSpec } from '@turnkeeper/cthangband/analysis';
 * const jackal: CthangbandRaceSpec = cthangbandAnalysis.lookup('jackal').spec;
 * ```
 */
export type CthangbandRaceSpec = {
  readonly kind: 'monster';
  readonly speed: number;
  readonly numBlows: number;
  readonly unique: boolean;
  readonly forceMaxhp: boolean;
  readonly sleep: number;
  readonly hitDice: [number, number];
};

/**
 * One race of the catalog: its name as `r_info.txt` spells it, its spec, and its race speed
 * displayed (0 = normal).
 *
 * @example
 * ```ts
 * import { cthangbandAnalysis, type CthangbandCatalogEntry } from '@turnkeeper/cthangband/analysis';
 * const spider: CthangbandCatalogEntry = cthangbandAnalysis.lookup('cave spider'); // speed 10
 * ```
 */
export interface CthangbandCatalogEntry extends CatalogEntry {
  readonly kind: 'monster';
  readonly spec: CthangbandRaceSpec;
  readonly speed: number;
}

/**
 * A race of the catalog named in a question (`{ name: 'jackal' }`), any other monster field
 * overriding the race's own (`{ name: 'jackal', unique: true, energy: 950 }`).
 *
 * @example
 * ```ts
 * import type { CthangbandNamedSpec } from '@turnkeeper/cthangband/analysis';
 * const hasted: CthangbandNamedSpec = { name: 'Hill orc', mspeed: 10, energy: 990 };
 * ```
 */
export type CthangbandNamedSpec = { readonly name: string; readonly kind?: 'monster' } & Partial<Omit<Extract<T['specInput'], { kind: 'monster' }>, 'kind'>>;

/**
 * An actor in a question: a spec as `loop.add` takes it, or a race of the catalog by name.
 *
 * @example
 * ```ts
 * import type { CthangbandActorQuery } from '@turnkeeper/cthangband/analysis';
 * const jackal: CthangbandActorQuery = { spec: { name: 'jackal' }, action: { kind: 'melee_player' } };
 * ```
 */
export interface CthangbandActorQuery {
  readonly spec: T['specInput'] | CthangbandNamedSpec;
  readonly action?: T['actionInput'];
}

/**
 * The type of {@link cthangbandAnalysis}: the shared analysis interface, with questions that also
 * take a race by name and a catalog whose entries' specs a loop accepts as they are.
 *
 * @example
 * ```ts
 * import { cthangbandAnalysis, type CthangbandAnalysis } from '@turnkeeper/cthangband/analysis';
 * const analysis: CthangbandAnalysis = cthangbandAnalysis;
 * ```
 */
export type CthangbandAnalysis = Omit<AnalysisOf<typeof cthangband>, 'rate' | 'actionsPerTurn' | 'between' | 'catalog' | 'lookup'> & {
  /** The long-run rate of an actor that always takes the same action. Exact. */
  rate(query: Omit<RateQuery<T>, 'actor'> & { readonly actor: CthangbandActorQuery }): Rate;
  /** The exact law of actions per game turn (a tick). */
  actionsPerTurn(query: Omit<ActionsPerTurnQuery<T>, 'actor'> & { readonly actor: CthangbandActorQuery }): Law;
  /** The law of how many times B acts between two actions of A. */
  between(query: Omit<BetweenQuery<T>, 'a' | 'b'> & { readonly a: CthangbandActorQuery; readonly b: CthangbandActorQuery }): Law;
  /** The 575 monster races of the version, in `r_info.txt` order. */
  catalog(version?: CthangbandVersion): readonly CthangbandCatalogEntry[];
  /** One race by name (case-insensitive; a name the file repeats finds the first); a typed error naming the closest names otherwise. */
  lookup(name: string, version?: CthangbandVersion): CthangbandCatalogEntry;
};

/**
 * The Cthangband ruleset's analysis (`@turnkeeper/cthangband/analysis`), the shared questions
 * answered exactly: rates (`10 / cost` per tick), laws of actions per tick, double-move laws
 * between the player and a monster (either way round) or two monsters where every cost is fixed,
 * the player's and the monsters' speed tables, the version's rules as data, and the monster
 * catalog of 4.1.0 (`lib/edit/r_info.txt`): every question takes a race by name
 * (`{ name: 'jackal' }`), and `lookup(name).spec` is a spec a loop accepts. `ruleset` is
 * {@link cthangband}.
 *
 * @example
 * ```ts
 * import { cthangbandAnalysis } from '@turnkeeper/cthangband/analysis';
 * cthangbandAnalysis.rate({ actor: { spec: { kind: 'player', speed: 10 } } }).perTime.fraction?.toString(); // '1/5'
 * cthangbandAnalysis.between({ a: { spec: { kind: 'player' } }, b: { spec: { name: 'jackal' } } }).atLeast(2).value; // ≈ 0.26
 * ```
 */
export const cthangbandAnalysis = /* @__PURE__ */ defineAnalysis(cthangband, {
  rate: (actor) => actorRate(actor),
  actionsPerTurn: (actor, ctx) => exactActionsPerTurn(actor, ctx.work),
  between: (a, b, ctx) => exactBetween(a, b, ctx.work),
  speedTable: (kind, ctx) => (kind === 'player' ? playerSpeedTable(ctx.version) : monsterSpeedTable(ctx.version)),
  versions: CTHANGBAND_VERSIONS.map((id) => ({ id, rules: cthangbandVersionRules(id), changes: CTHANGBAND_VERSION_CHANGES[id] })),
  catalog: (ctx) => monsterCatalog(ctx.version),
  // The core types a catalog entry's spec as JSON and a question's spec as the ruleset's own specs;
  // these entries are monster specs and the core resolves names in questions: CthangbandAnalysis says so.
}) as CthangbandAnalysis;
