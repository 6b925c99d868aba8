import type { ActionOf, SpecOf, TypesOf } from '@turnkeeper/core';
import type { dcssState } from '../engine/state.js';
import type { dcssHooks } from '../hooks.js';
import type { DcssVersion } from '../versions.js';
import type { dcssActors } from './actors.js';
import type { dcssOptions } from './options.js';

/**
 * Every type of the DCSS ruleset in one bag (actor kinds, versions, options, hooks, saved state),
 * for `Engine<DcssTypes>`, `AnalysisConfig<DcssTypes>` and the like.
 *
 * @example
 * ```ts
 * import type { AnalysisConfig } from '@turnkeeper/core/analysis';
 * import type { DcssTypes } from '@turnkeeper/dcss';
 * type Config = AnalysisConfig<DcssTypes>;
 * ```
 */
export type DcssTypes = TypesOf<typeof dcssActors, DcssVersion, typeof dcssOptions, typeof dcssHooks, typeof dcssState>;

/**
 * The player's spec as the engine holds it: validated, defaults filled in, tagged `kind: 'player'`.
 *
 * @example
 * ```ts
 * import { dcss, type DcssPlayerSpec } from '@turnkeeper/dcss';
 * const you: DcssPlayerSpec = dcss.parseSpec({ kind: 'player' }) as DcssPlayerSpec; // movementSpeed 10, unarmed…
 * ```
 */
export type DcssPlayerSpec = SpecOf<typeof dcssActors, 'player'>;

/**
 * A monster's spec as the engine holds it: validated, defaults filled in (energy 70, just
 * summoned, energy usage 10s), tagged `kind: 'monster'`.
 *
 * @example
 * ```ts
 * import type { DcssMonsterSpec } from '@turnkeeper/dcss';
 * const speed = (m: DcssMonsterSpec): number => m.speed;
 * ```
 */
export type DcssMonsterSpec = SpecOf<typeof dcssActors, 'monster'>;

/**
 * An action of the player, validated: `wait`, `move`, `melee`, `spell`, `special`, `item`,
 * `pickup`, `fixed`, `stairs` or `equip`.
 *
 * @example
 * ```ts
 * import type { DcssPlayerAction } from '@turnkeeper/dcss';
 * const step: DcssPlayerAction = { kind: 'move', pursuers: ['orc'] };
 * ```
 */
export type DcssPlayerAction = ActionOf<typeof dcssActors, 'player'>;

/**
 * An action of a monster, validated: `wait`, `move`, `melee`, `missile`, `spell`, `special`,
 * `item`, `pickup` or `fixed`.
 *
 * @example
 * ```ts
 * import type { DcssMonsterAction } from '@turnkeeper/dcss';
 * const step: DcssMonsterAction = { kind: 'move', reach: true };
 * ```
 */
export type DcssMonsterAction = ActionOf<typeof dcssActors, 'monster'>;
