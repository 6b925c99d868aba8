import type { ActionOf, SpecOf, TypesOf } from '@turnkeeper/core';
import type { nethackState } from '../engine/state.js';
import type { nethackHooks } from '../hooks.js';
import type { NethackVersion } from '../versions.js';
import type { nethackActors } from './actors.js';
import type { nethackOptions } from './options.js';

/**
 * Every type of the NetHack ruleset in one bag (actor kinds, versions, options, hooks, saved
 * state), as `Engine`, `EngineContext` and the analysis take it.
 *
 * @example
 * ```ts
 * import type { Engine } from '@turnkeeper/core';
 * import type { NethackTypes } from '@turnkeeper/nethack';
 * type E = Engine<NethackTypes>;
 * ```
 */
export type NethackTypes = TypesOf<typeof nethackActors, NethackVersion, typeof nethackOptions, typeof nethackHooks, typeof nethackState>;

/**
 * A parsed hero spec (defaults filled in, encumbrance as its level 0–5), tagged `kind: 'player'`.
 * The speed shorthand and the three speed sources are left as given (the engine and the analysis
 * derive the speed property from them).
 *
 * @example
 * ```ts
 * import type { NethackPlayerSpec } from '@turnkeeper/nethack';
 * type Speed = NethackPlayerSpec['speed']; // 'normal' | 'Fast' | 'Very_fast' | undefined (the shorthand)
 * ```
 */
export type NethackPlayerSpec = SpecOf<NethackTypes['kinds'], 'player'>;

/**
 * A parsed monster spec, tagged `kind: 'monster'`.
 *
 * @example
 * ```ts
 * import type { NethackMonsterSpec } from '@turnkeeper/nethack';
 * // defaults filled in, as parseSpec returns it
 * const s: NethackMonsterSpec = { kind: 'monster', base: 12, mspeed: 'normal', movement: 0, tameness: 0, sleeping: false, canMove: true, frozen: 0 };
 * ```
 */
export type NethackMonsterSpec = SpecOf<NethackTypes['kinds'], 'monster'>;

/**
 * An action of the hero: `move`, `act` or `free`, each with an optional `helpless` (nomul(−n)) and
 * `stop` (nomul(0)); `move` and `act` with a `count` and `run`; `act` with an `occupation`.
 *
 * @example
 * ```ts
 * import type { NethackPlayerAction } from '@turnkeeper/nethack';
 * const faint: NethackPlayerAction = { kind: 'act', helpless: 3 };
 * ```
 */
export type NethackPlayerAction = ActionOf<NethackTypes['kinds'], 'player'>;

/**
 * An action of a monster: `move` or `act`.
 *
 * @example
 * ```ts
 * import type { NethackMonsterAction } from '@turnkeeper/nethack';
 * const bite: NethackMonsterAction = { kind: 'act' };
 * ```
 */
export type NethackMonsterAction = ActionOf<NethackTypes['kinds'], 'monster'>;
