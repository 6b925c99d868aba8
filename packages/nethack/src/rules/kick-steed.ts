import { frac, InvalidArgumentError, type Fraction, type RandomSource } from '@turnkeeper/core';
import { NETHACK_DRAW_SITES } from '../random/draw-sites.js';
import { nethackVersionRules, type NethackVersion } from '../versions.js';

/**
 * `MAXULEV` (`include/global.h`, every version): the highest experience level, so `rnd(MAXULEV /
 * 2 + 5)` in kick_steed() is `rnd(20)`.
 */
const MAXULEV = 30;
const RESIST_DIE = MAXULEV / 2 + 5;

/**
 * How long one successful kick makes the steed gallop: kick_steed() (`src/steed.c`, identical in
 * 3.4.3, 3.6.0–3.6.7 and 3.7) adds `rn1(20, 30)` = 30 + `rn2(20)` turns to `u.ugallop` (`+=`: kicks
 * add up). nh_timeout() (`src/timeout.c`) takes one off every turn, and the steed gallops only on
 * the turns the hero runs, rushes, travels or makes a counted move (`context.mv`, see mcalcmove()).
 *
 * @example
 * ```ts
 * import { KICK_GALLOP_TURNS } from '@turnkeeper/nethack';
 * KICK_GALLOP_TURNS; // { min: 30, max: 49, draw: 'rn1(20, 30)' }
 * ```
 */
export const KICK_GALLOP_TURNS = { min: 30, max: 49, draw: 'rn1(20, 30)' } as const;

/**
 * What kick_steed() reads: the hero's experience level (`u.ulevel`), the steed's tameness
 * (`mtame`) and state (`msleeping`, `mcanmove`, `mfrozen`), and `u.ugallop`.
 *
 * @example
 * ```ts
 * import type { KickSteedInput } from '@turnkeeper/nethack';
 * const pony: KickSteedInput = { ulevel: 5, tameness: 10, gallop: 0 };
 * ```
 */
export interface KickSteedInput {
  /** `u.ulevel`, 1 … 30. */
  readonly ulevel: number;
  /** The steed's `mtame` before the kick, 0 … 127 (a `schar`; pets reach at most 20). */
  readonly tameness: number;
  /** `u.ugallop` before the kick (turns of gallop left), 0 … 2³¹ − 1. */
  readonly gallop: number;
  /** The steed's `msleeping` (default false). */
  readonly sleeping?: boolean;
  /** The steed's `mcanmove` (default true; false while paralysed). */
  readonly canMove?: boolean;
  /** The steed's `mfrozen`, turns of paralysis left, 0 … 127 (default 0). */
  readonly frozen?: number;
}

/**
 * What a kick did, with the state it leaves. `gallops`: `u.ugallop` grew by `added` (30 … 49).
 * `thrown`: the steed resisted (or its tameness ran out) and dismount_steed(DISMOUNT_THROWN)
 * threw the rider, which sets `u.ugallop` to 0. A sleeping or paralysed steed does not gallop:
 * it `stirs` (still helpless), is `roused` (can move again) or `does not respond`.
 *
 * @example
 * ```ts
 * import type { KickSteedOutcome } from '@turnkeeper/nethack';
 * const o: KickSteedOutcome = { result: 'gallops', added: 38, gallop: 38, tameness: 9 };
 * ```
 */
export type KickSteedOutcome =
  | { readonly result: 'gallops'; readonly added: number; readonly gallop: number; readonly tameness: number }
  | { readonly result: 'thrown'; readonly gallop: 0; readonly tameness: number }
  | {
      readonly result: 'roused' | 'stirs' | 'does not respond';
      readonly gallop: number;
      readonly tameness: number;
      readonly sleeping: boolean;
      readonly canMove: boolean;
      readonly frozen: number;
    };

function checkInt(field: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) throw new InvalidArgumentError(field, value, `an integer from ${min} to ${max}`);
}

/**
 * kick_steed() (`src/steed.c`, the same logic in every version this package covers), drawing from
 * `random` in the game's order — the hero kicks the steed (`src/dokick.c` dokick(), "Kick your
 * steed?") or hits it with a bullwhip (`src/apply.c` use_whip(), on `!rn2(proficient + 2)`):
 *
 * 1. A sleeping or paralysed steed (3.7 `helpless()`): if it can move or is frozen, `rn2(2)`; on 0
 *    a sleeper wakes, a paralysis of more than 2 turns loses 2, a shorter one ends. No gallop.
 * 2. Otherwise the steed loses one point of tameness; at 0, or when `u.ulevel + mtame <
 *    rnd(MAXULEV / 2 + 5)` (`rnd(20)`, drawn only when tameness is left), it throws the rider.
 * 3. Otherwise "<steed> gallops!": `u.ugallop += rn1(20, 30)`.
 *
 * The caller applies the outcome: `loop.update(hero, { gallop: o.gallop })` when it gallops,
 * `{ riding: null }` when the rider is thrown (which also clears the gallop).
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { kickSteed } from '@turnkeeper/nethack';
 * // rnd(20) = 1 (no resistance), then rn2(20) = 8: 38 turns of gallop.
 * kickSteed('3.6.7', { ulevel: 5, tameness: 10, gallop: 0 }, scripted([0, 8]));
 * // { result: 'gallops', added: 38, gallop: 38, tameness: 9 }
 * ```
 */
export function kickSteed(version: NethackVersion, steed: KickSteedInput, random: RandomSource): KickSteedOutcome {
  nethackVersionRules(version); // an unknown version is an error, as everywhere
  checkInt('kickSteed ulevel', steed.ulevel, 1, MAXULEV);
  checkInt('kickSteed tameness', steed.tameness, 0, 127);
  checkInt('kickSteed gallop', steed.gallop, 0, 2 ** 31 - 1);
  const frozen = steed.frozen ?? 0;
  checkInt('kickSteed frozen', frozen, 0, 127);
  let sleeping = steed.sleeping === true;
  let canMove = steed.canMove !== false;
  const tameness = steed.tameness;
  if (sleeping || !canMove) {
    if ((canMove || frozen > 0) && random.below(2, NETHACK_DRAW_SITES.kickSteedRouse) === 0) {
      let left = frozen;
      if (canMove) sleeping = false;
      else if (frozen > 2) left = frozen - 2;
      else {
        left = 0;
        canMove = true;
      }
      return { result: sleeping || !canMove ? 'stirs' : 'roused', gallop: steed.gallop, tameness, sleeping, canMove, frozen: left };
    }
    return { result: 'does not respond', gallop: steed.gallop, tameness, sleeping, canMove, frozen };
  }
  const tame = tameness > 0 ? tameness - 1 : 0;
  // `!mtame || ulevel + mtame < rnd(20)`: the roll is drawn only when tameness is left.
  if (tame === 0 || steed.ulevel + tame < random.below(RESIST_DIE, NETHACK_DRAW_SITES.kickSteedResist) + 1) {
    return { result: 'thrown', gallop: 0, tameness: tame };
  }
  const added = random.below(20, NETHACK_DRAW_SITES.kickSteedGallop) + KICK_GALLOP_TURNS.min;
  return { result: 'gallops', added, gallop: steed.gallop + added, tameness: tame };
}

/**
 * The chance that kicking an awake steed makes it gallop rather than throw the rider, exactly:
 * with t = tameness − 1 after the kick, 0 when t = 0, else P(rnd(20) ≤ u.ulevel + t) =
 * min(20, u.ulevel + t) / 20 (kick_steed(), `src/steed.c`, every version).
 *
 * @example
 * ```ts
 * import { kickGallopChance } from '@turnkeeper/nethack';
 * kickGallopChance(1, 5).toString(); // '1/4' (rnd(20) ≤ 1 + 4)
 * kickGallopChance(14, 10).toString(); // '1/1' (14 + 9 ≥ 20)
 * kickGallopChance(30, 1).toString(); // '0/1' (tameness runs out: thrown)
 * ```
 */
export function kickGallopChance(ulevel: number, tameness: number): Fraction {
  checkInt('kickGallopChance ulevel', ulevel, 1, MAXULEV);
  checkInt('kickGallopChance tameness', tameness, 0, 127);
  const tame = tameness > 0 ? tameness - 1 : 0;
  if (tame === 0) return frac(0);
  return frac(Math.min(RESIST_DIE, ulevel + tame), RESIST_DIE);
}
