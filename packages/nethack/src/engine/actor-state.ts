import type { ActorId } from '@turnkeeper/core';
import type { Encumbrance } from '../rules/encumbrance.js';
import type { HeroSpeedState, MonsterSpeedState } from '../rules/speed.js';

/** The engine's record of the hero (`youmonst` / `u` in the game). */
export interface HeroState {
  id: ActorId;
  /** `youmonst.data->mmove`: 12, or the polymorph form's speed. */
  base: number;
  speed: HeroSpeedState;
  encumbrance: Encumbrance;
  /** `u.usteed`: the id of the monster ridden. */
  riding: ActorId | null;
  /** `u.ugallop > 0 && context.mv`. */
  galloping: boolean;
  /** `u.umoved`: the last hero action moved. */
  moved: boolean;
  /** `youmonst.movement` (3.7: `u.umovement`). */
  movement: number;
  /** `multi`: negative while helpless (turns left). */
  multi: number;
  /** `u.uevent.udemigod`: the spawn roll is rn2(25). */
  demigod: boolean;
  /** Deeper than the castle: the spawn roll is rn2(50). */
  belowCastle: boolean;
}

/** The engine's record of one monster (`struct monst`). */
export interface MonsterState {
  id: ActorId;
  /** `mtmp->data->mmove`. */
  base: number;
  mspeed: MonsterSpeedState;
  /** `mtmp->movement`. */
  movement: number;
}
