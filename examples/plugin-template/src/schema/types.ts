import type { ActionOf, SpecOf, TypesOf } from '@turnkeeper/core';
import type { ticktockState } from '../engine/state.js';
import type { ticktockHooks } from '../hooks.js';
import type { TicktockVersion } from '../versions.js';
import type { ticktockActors } from './actors.js';
import type { ticktockOptions } from './options.js';

/**
 * The ruleset's types, derived from the schemas: its actor kinds, versions, options, hooks and
 * saved state.
 *
 * @example
 * ```ts
 * type Kinds = TicktockTypes['kinds']; // { creature: typeof creature }
 * ```
 */
export type TicktockTypes = TypesOf<typeof ticktockActors, TicktockVersion, typeof ticktockOptions, typeof ticktockHooks, typeof ticktockState>;

/**
 * A creature's spec as the loop stores it (defaults filled in).
 *
 * @example
 * ```ts
 * import type { TicktockCreatureSpec } from 'turnkeeper-plugin-template';
 * const snail: TicktockCreatureSpec = { kind: 'creature', delay: 4, wait: 0 };
 * ```
 */
export type TicktockCreatureSpec = SpecOf<TicktockTypes['kinds'], 'creature'>;

/**
 * A creature's action.
 *
 * @example
 * ```ts
 * import type { TicktockCreatureAction } from 'turnkeeper-plugin-template';
 * const a: TicktockCreatureAction = { kind: 'act' };
 * ```
 */
export type TicktockCreatureAction = ActionOf<TicktockTypes['kinds'], 'creature'>;
