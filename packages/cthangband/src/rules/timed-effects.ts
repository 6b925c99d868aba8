import { KNOCKED_OUT_STUN, NORMAL_SPEED_INDEX } from '../tables/constants.js';
import { toS16 } from '@turnkeeper/core/cint';
import { clampTimed } from './storage.js';

/**
 * The player's timed effects that the timing reads (`p_ptr->fast`, `slow`, `paralyzed`, `stun`,
 * all `s16b` kept in 0..10000 by `xtra2.c` `set_*()`), and the stun lost each round
 * (`adj_con_fix[con] + 1`).
 *
 * @example
 * ```ts
 * const t: TimedEffects = { fast: 20, slow: 0, paralyzed: 0, stun: 0, stunRecovery: 1 };
 * ```
 */
export interface TimedEffects {
  readonly fast: number;
  readonly slow: number;
  readonly paralyzed: number;
  readonly stun: number;
  readonly stunRecovery: number;
}

/**
 * The timed effects after one round (`dungeon.c` `process_world()`, which runs when
 * `turn % 10 == 0`): paralysis, haste and slow lose 1, stun loses `stunRecovery`
 * (`adj_con_fix[con] + 1`), each stored through `set_*()`, which keeps it in 0..10000. The
 * countdown is per round whatever the player's speed, and it goes on while the player is
 * paralysed or knocked out.
 *
 * @example
 * ```ts
 * import { countDownTimedEffects } from '@turnkeeper/cthangband';
 * countDownTimedEffects({ fast: 1, slow: 0, paralyzed: 3, stun: 104, stunRecovery: 5 });
 * // { fast: 0, slow: 0, paralyzed: 2, stun: 99, stunRecovery: 5 }: the knock-out ends this round
 * ```
 */
export function countDownTimedEffects(t: TimedEffects): TimedEffects {
  const out = { fast: t.fast, slow: t.slow, paralyzed: t.paralyzed, stun: t.stun, stunRecovery: t.stunRecovery };
  countDownInPlace(out);
  return out;
}

/**
 * {@link countDownTimedEffects} on a record the caller owns, rewritten in place: the engine's
 * once-a-round countdown, which allocates nothing.
 *
 * @example
 * ```ts
 * const t = { fast: 1, slow: 0, paralyzed: 3, stun: 104, stunRecovery: 5 };
 * countDownInPlace(t); // t is now { fast: 0, slow: 0, paralyzed: 2, stun: 99, stunRecovery: 5 }
 * ```
 */
export function countDownInPlace(t: { fast: number; slow: number; paralyzed: number; stun: number; readonly stunRecovery: number }): void {
  // Each set_*() call stores through the 0..10000 clamp; a value at 0 is left alone.
  if (t.fast) t.fast = clampTimed(t.fast - 1);
  if (t.slow) t.slow = clampTimed(t.slow - 1);
  if (t.paralyzed) t.paralyzed = clampTimed(t.paralyzed - 1);
  if (t.stun) t.stun = clampTimed(t.stun - t.stunRecovery);
}

/**
 * Whether the player's passes are forced: paralysed, or stunned to 100 or more ("Knocked out").
 * `dungeon.c` `process_player()` then reads no command and charges 100 per pass.
 *
 * @example
 * ```ts
 * import { isForcedPass } from '@turnkeeper/cthangband';
 * isForcedPass({ paralyzed: 0, stun: 100 }); // true
 * isForcedPass({ paralyzed: 0, stun: 99 });  // false
 * ```
 */
export function isForcedPass(t: Pick<TimedEffects, 'paralyzed' | 'stun'>): boolean {
  return t.paralyzed !== 0 || t.stun >= KNOCKED_OUT_STUN;
}

/**
 * The displayed speed `calc_bonuses()` (`xtra1.c`) gives for a base speed and the timed haste and
 * slow: +10 while `fast`, −10 while `slow` (both can hold at once), stored in the `s16b`
 * `pspeed`.
 *
 * @example
 * ```ts
 * import { currentSpeed } from '@turnkeeper/cthangband';
 * currentSpeed(5, { fast: 12, slow: 0 }); // 15
 * currentSpeed(5, { fast: 12, slow: 3 }); // 5
 * ```
 */
export function currentSpeed(speed: number, t: Pick<TimedEffects, 'fast' | 'slow'>): number {
  // toS16() wraps in bit operations (the same for every safe integer): read on every player turn.
  return toS16(speed + NORMAL_SPEED_INDEX + (t.fast > 0 ? 10 : 0) - (t.slow > 0 ? 10 : 0)) - NORMAL_SPEED_INDEX;
}
