import type { ActorId } from '@turnkeeper/core';
import type { Encumbrance } from '../rules/encumbrance.js';
import type { MonsterSpeedState } from '../rules/speed.js';

/** The engine's record of the hero (`youmonst` / `u` in the game). */
export interface HeroState {
  id: ActorId;
  /** `youmonst.data->mmove`: 12, or the polymorph form's speed. */
  base: number;
  /** `HFast & INTRINSIC`: permanent intrinsic speed. */
  intrinsicFast: boolean;
  /** `HFast & TIMEOUT`: turns of timed speed left, counted down by nh_timeout(). */
  timedFast: number;
  /** `EFast`: worn speed boots. */
  extrinsicFast: boolean;
  encumbrance: Encumbrance;
  /** `u.usteed`: the id of the monster ridden. */
  riding: ActorId | null;
  /** `u.ugallop`: turns the steed still gallops, counted down by nh_timeout(). */
  gallop: number;
  /** `context.mv`: the current command is a run, rush, travel or counted move. */
  running: boolean;
  /** `u.umoved`: the last hero action moved. */
  moved: boolean;
  /** `youmonst.movement` (3.7: `u.umovement`), a `short`. */
  movement: number;
  /** `multi`: negative while helpless (turns left), positive while a count runs. */
  multi: number;
  /** The actions of the current occupation still to come (0: none). */
  occupation: number;
  /** `u.uevent.udemigod`: the spawn roll is rn2(25). */
  demigod: boolean;
  /** Deeper than the castle: the spawn roll is rn2(50). */
  belowCastle: boolean;
  /** `u.ulevel`, 1 … 30: what kick_steed() reads. */
  level: number;
}

/** One monster as the saved state holds it (`struct monst`'s timing fields); the engine keeps them in typed arrays (`MonsterList`). */
export interface MonsterState {
  id: ActorId;
  /** `mtmp->data->mmove`. */
  base: number;
  /** `mtmp->permspeed`. */
  permspeed: MonsterSpeedState;
  /** Wears an item with the FAST property: `mspeed` is MFAST (mon_adjust_speed()). */
  speedBoots: boolean;
  /** `mtmp->movement`, a `short`. */
  movement: number;
  /** `mtmp->mtame`, 0 … 127. */
  tameness: number;
  /** `mtmp->msleeping`. */
  sleeping: boolean;
  /** `mtmp->mcanmove` (false while paralysed). */
  canMove: boolean;
  /** `mtmp->mfrozen`, turns of paralysis left, 0 … 127. */
  frozen: number;
}
