import { cthangbandMonster } from './monster.js';
import { cthangbandPlayer } from './player.js';

/**
 * The two actor kinds of the Cthangband ruleset: `player` (`p_ptr`, one per loop) and `monster`
 * (`m_list`, up to 511). Specs, patches and actions are validated against these before the engine
 * sees them.
 *
 * @example
 * ```ts
 * import { cthangbandActors } from '@turnkeeper/cthangband';
 * Object.keys(cthangbandActors.monster.actions); // ['move', 'melee_player', 'spell_at_player', …]
 * ```
 */
export const cthangbandActors = { player: cthangbandPlayer, monster: cthangbandMonster } as const;
