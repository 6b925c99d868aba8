import { angbandMonster } from './monster.js';
import { angbandPlayer } from './player.js';

/**
 * The two actor kinds of the Angband ruleset, as in every Turnkeeper game ruleset: `player` (one
 * per loop) and `monster` (up to 992). The core validates specs, patches and actions against them
 * before the engine sees anything.
 *
 * @example
 * ```ts
 * import { angbandActors } from 'turnkeeper-angband';
 * Object.keys(angbandActors.player.actions); // ['move', 'attack', 'shoot', 'act']
 * ```
 */
export const angbandActors = { player: angbandPlayer, monster: angbandMonster };
