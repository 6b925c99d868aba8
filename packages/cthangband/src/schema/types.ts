import type { ActionOf, SpecOf, TypesOf } from '@turnkeeper/core';
import type { cthangbandState } from '../engine/state.js';
import type { cthangbandHooks } from '../hooks.js';
import type { CthangbandVersion } from '../versions.js';
import type { cthangbandActors } from './actors.js';
import type { cthangbandOptions } from './options.js';

/**
 * Every type of the Cthangband ruleset in one bag (actor kinds, versions, options, hooks, saved
 * state): what the engine, its context and the analysis are typed with.
 *
 * @example
 * ```ts
 * import type { Engine } from '@turnkeeper/core';
 * import type { CthangbandTypes } from '@turnkeeper/cthangband';
 * type E = Engine<CthangbandTypes>;
 * ```
 */
export type CthangbandTypes = TypesOf<typeof cthangbandActors, CthangbandVersion, typeof cthangbandOptions, typeof cthangbandHooks, typeof cthangbandState>;

/**
 * A validated player spec, defaults filled in.
 *
 * @example
 * ```ts
 * import type { CthangbandPlayerSpec } from '@turnkeeper/cthangband';
 * // defaults filled in, as parseSpec returns it
 * const p: CthangbandPlayerSpec = { kind: 'player', speed: 10, numBlow: 3, numFire: 2, naturalAttacks: 0, energy: 1050, fast: 0, slow: 0, paralyzed: 0, stun: 0, stunRecovery: 1 };
 * ```
 */
export type CthangbandPlayerSpec = SpecOf<CthangbandTypes['kinds'], 'player'>;

/**
 * A validated monster spec, defaults filled in.
 *
 * @example
 * ```ts
 * import { cthangband, type CthangbandMonsterSpec } from '@turnkeeper/cthangband';
 * const m = cthangband.parseSpec({ kind: 'monster', speed: 0, energy: 990 }) as CthangbandMonsterSpec;
 * ```
 */
export type CthangbandMonsterSpec = SpecOf<CthangbandTypes['kinds'], 'monster'>;

/**
 * A player action as the engine receives it.
 *
 * @example
 * ```ts
 * import type { CthangbandPlayerAction } from '@turnkeeper/cthangband';
 * const a: CthangbandPlayerAction = { kind: 'dimension_door', skill: 25, min: 20 };
 * ```
 */
export type CthangbandPlayerAction = ActionOf<CthangbandTypes['kinds'], 'player'>;

/**
 * A monster action as the engine receives it.
 *
 * @example
 * ```ts
 * import type { CthangbandMonsterAction } from '@turnkeeper/cthangband';
 * const a: CthangbandMonsterAction = { kind: 'late_spell' };
 * ```
 */
export type CthangbandMonsterAction = ActionOf<CthangbandTypes['kinds'], 'monster'>;
