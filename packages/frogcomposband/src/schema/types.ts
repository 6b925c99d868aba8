import type { ActionOf, SpecOf, TypesOf } from '@turnkeeper/core';
import type { frogcomposbandState } from '../engine/state.js';
import type { frogcomposbandHooks } from '../hooks.js';
import type { FrogcomposbandVersion } from '../versions.js';
import type { frogcomposbandActors } from './actors.js';
import type { frogcomposbandOptions } from './options.js';

/**
 * Every type of the FrogComposband ruleset in one bag (see `TypesOf`): its actor kinds, versions,
 * options, hooks and saved state.
 *
 * @example
 * ```ts
 * import type { Engine } from '@turnkeeper/core';
 * import type { FrogcomposbandTypes } from '@turnkeeper/frogcomposband';
 * type FrogcomposbandEngine = Engine<FrogcomposbandTypes>;
 * ```
 */
export type FrogcomposbandTypes = TypesOf<
  typeof frogcomposbandActors,
  FrogcomposbandVersion,
  typeof frogcomposbandOptions,
  typeof frogcomposbandHooks,
  typeof frogcomposbandState
>;

type Kinds = typeof frogcomposbandActors;

/**
 * A parsed player spec: defaults filled in, tagged `kind: 'player'`.
 *
 * @example
 * ```ts
 * import { frogcomposband, type FrogcomposbandPlayerSpec } from '@turnkeeper/frogcomposband';
 * const hero = frogcomposband.parseSpec({ kind: 'player', speed: 10 }) as FrogcomposbandPlayerSpec;
 * hero.haste; // 0
 * ```
 */
export type FrogcomposbandPlayerSpec = SpecOf<Kinds, 'player'>;

/**
 * A parsed monster spec: defaults filled in, tagged `kind: 'monster'`.
 *
 * @example
 * ```ts
 * import { frogcomposband, type FrogcomposbandMonsterSpec } from '@turnkeeper/frogcomposband';
 * const orc = frogcomposband.parseSpec({ kind: 'monster', race: 0 }) as FrogcomposbandMonsterSpec;
 * orc.aware; // true
 * ```
 */
export type FrogcomposbandMonsterSpec = SpecOf<Kinds, 'monster'>;

/**
 * An action of the player: `act`, `move` or `shoot`.
 *
 * @example
 * ```ts
 * import type { FrogcomposbandPlayerAction } from '@turnkeeper/frogcomposband';
 * const a: FrogcomposbandPlayerAction = { kind: 'act', energyUse: 200 };
 * ```
 */
export type FrogcomposbandPlayerAction = ActionOf<Kinds, 'player'>;

/**
 * An action of a monster: `act` or `move`.
 *
 * @example
 * ```ts
 * import type { FrogcomposbandMonsterAction } from '@turnkeeper/frogcomposband';
 * const a: FrogcomposbandMonsterAction = { kind: 'move', terrain: 'snow' };
 * ```
 */
export type FrogcomposbandMonsterAction = ActionOf<Kinds, 'monster'>;
