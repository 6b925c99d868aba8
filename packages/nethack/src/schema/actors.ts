import { nethackMonster } from './monster.js';
import { nethackPlayer } from './player.js';

/**
 * NetHack's actor kinds: `player` (the hero; the game's word is its label) and `monster`, each with
 * its spec, patch, actions and inspect view (see {@link nethackPlayer} and {@link nethackMonster}).
 *
 * @example
 * ```ts
 * import { nethackActors } from '@turnkeeper/nethack';
 * Object.keys(nethackActors.player.actions); // ['move', 'act', 'free']
 * Object.keys(nethackActors.monster.actions); // ['move', 'act']
 * ```
 */
export const nethackActors = { player: nethackPlayer, monster: nethackMonster } as const;
