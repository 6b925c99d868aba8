import { dcssMonster } from './monster.js';
import { dcssPlayer } from './player.js';

/**
 * DCSS's actor kinds: the `player` (one per loop) and `monster`s, each with its spec, patch,
 * actions and inspect view. The core validates every spec, patch and action against them before
 * the engine sees it, so a monster cannot `stairs` and the player cannot fire a `missile`.
 *
 * @example
 * ```ts
 * import { dcssActors } from '@turnkeeper/dcss';
 * Object.keys(dcssActors.monster.actions); // ['wait', 'move', 'melee', 'missile', 'spell', …]
 * ```
 */
export const dcssActors = { player: dcssPlayer, monster: dcssMonster } as const;
