import { frogcomposbandMonster } from './monster.js';
import { frogcomposbandPlayer } from './player.js';

/**
 * FrogComposband's actor kinds: `player` (`p_ptr`, one per loop, first in every game turn) and
 * `monster` (`m_list`, from the highest index down, at most once per game turn), each with its
 * spec, patch, actions and inspect view. The core validates specs, patches and actions against
 * them (a player field on a monster, a monster faster than +145 or an unknown action field is a
 * typed error before the engine sees it).
 *
 * @example
 * ```ts
 * import { frogcomposbandActors } from '@turnkeeper/frogcomposband';
 * Object.keys(frogcomposbandActors.player.actions); // ['act', 'move', 'shoot', 'melee', 'shapechange']
 * Object.keys(frogcomposbandActors.monster.actions); // ['act', 'move']
 * ```
 */
export const frogcomposbandActors = {
  player: frogcomposbandPlayer,
  monster: frogcomposbandMonster,
} as const;
