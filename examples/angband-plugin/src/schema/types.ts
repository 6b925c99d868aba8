import type { ActionOf, SpecOf, TypesOf } from '@turnkeeper/core';
import type { angbandState } from '../engine/state.js';
import type { angbandHooks } from '../hooks.js';
import type { AngbandVersion } from '../versions.js';
import type { angbandActors } from './actors.js';
import type { angbandOptions } from './options.js';

/**
 * Every type of the Angband ruleset in one bag (actor kinds, versions, options, hooks, saved
 * state): what the engine and the analysis are typed with.
 *
 * @example
 * ```ts
 * import type { Engine } from '@turnkeeper/core';
 * import type { AngbandTypes } from 'turnkeeper-angband';
 * type E = Engine<AngbandTypes>;
 * ```
 */
export type AngbandTypes = TypesOf<typeof angbandActors, AngbandVersion, typeof angbandOptions, typeof angbandHooks, typeof angbandState>;

/**
 * A validated player spec, defaults filled in.
 *
 * @example
 * ```ts
 * import type { AngbandPlayerSpec } from 'turnkeeper-angband';
 * const p: AngbandPlayerSpec = { kind: 'player', speed: 10, energy: 100, moves: 0, blows: 100, shots: 10 };
 * ```
 */
export type AngbandPlayerSpec = SpecOf<AngbandTypes['kinds'], 'player'>;

/**
 * A validated monster spec, defaults filled in.
 *
 * @example
 * ```ts
 * import type { AngbandMonsterSpec } from 'turnkeeper-angband';
 * const m: AngbandMonsterSpec = { kind: 'monster', speed: 10, unique: false, fast: false, slow: 0 };
 * ```
 */
export type AngbandMonsterSpec = SpecOf<AngbandTypes['kinds'], 'monster'>;

/**
 * A player action as the engine receives it.
 *
 * @example
 * ```ts
 * import type { AngbandPlayerAction } from 'turnkeeper-angband';
 * const a: AngbandPlayerAction = { kind: 'act', energy: 50 };
 * ```
 */
export type AngbandPlayerAction = ActionOf<AngbandTypes['kinds'], 'player'>;

/**
 * A monster action as the engine receives it.
 *
 * @example
 * ```ts
 * import type { AngbandMonsterAction } from 'turnkeeper-angband';
 * const a: AngbandMonsterAction = { kind: 'act' };
 * ```
 */
export type AngbandMonsterAction = ActionOf<AngbandTypes['kinds'], 'monster'>;
