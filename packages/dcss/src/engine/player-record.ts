import type { ActorId, RandomSource } from '@turnkeeper/core';
import { movementSpeedAt60 } from '../rules/player-move.js';
import { playerSpeed } from '../rules/player-speed.js';
import { playerSpeedStatusFor } from '../rules/player-turn.js';
import type { DcssPlayerSpec } from '../schema/types.js';
import { INT_MAX, INT_MIN, MOVE_DELAY_SCALE } from '../tables/constants.js';
import type { DcssVersionRules } from '../versions.js';

/**
 * A fresh copy of a player spec: every field is a primitive but `attack`, copied too. The engine
 * keeps only copies, and saves copies, so that a snapshot, the spec it was given and every loop
 * restored from one snapshot share nothing.
 *
 * @example
 * ```ts
 * import { copyPlayerSpec } from './player-record.js';
 * const copy = copyPlayerSpec(spec); // equal to spec, sharing nothing with it
 * ```
 */
export function copyPlayerSpec(s: DcssPlayerSpec): DcssPlayerSpec {
  return { ...s, attack: { ...s.attack } };
}

/**
 * The player as the engine keeps it: its spec, and what every turn would otherwise work out from it
 * again. Updated in place when the spec changes (a turn in progress holds on to the record).
 */
export interface PlayerRecord {
  readonly id: ActorId;
  spec: DcssPlayerSpec;
  /** What `player_speed()` sees (`playerSpeedStatusFor`): the spec, or a helpless copy of it. */
  status: DcssPlayerSpec;
  /**
   * Trunk's one-step `move_player_action` numerator, player_speed(60) × the movement speed at scale
   * 60, when `player_speed(60)` draws nothing (600 × 3/2 and 600 × 2/3 are whole, so it never does)
   * and the products fit the game's int; otherwise `undefined`, and the turn works it all out.
   */
  moveNum: number | undefined;
  /**
   * `_prep_input`'s `player_speed()` as a table over its one draw (it makes at most one at scale 1:
   * 10 × 3/2 is whole, and so is 15 × 2/3), or `undefined` when it makes more.
   */
  prep: OneDraw | undefined;
}

/**
 * A result of at most one draw, tabulated: `values[random.below(n, site)]`, or `values[0]` with no
 * draw when `n` is 0.
 */
interface OneDraw {
  readonly n: number;
  readonly site: string | undefined;
  readonly values: Int32Array;
}

/** The most values a {@link OneDraw} tabulates. */
const MAX_TABLE = 64;

/**
 * The engine's record of a player spec (a copy of it is kept).
 *
 * @example
 * ```ts
 * import { playerRecord } from './player-record.js';
 * const record = playerRecord('you', spec, dcssVersionRules('trunk'));
 * ```
 */
export function playerRecord(id: ActorId, spec: DcssPlayerSpec, rules: DcssVersionRules): PlayerRecord {
  const record: PlayerRecord = { id, spec, status: spec, moveNum: undefined, prep: undefined };
  respecPlayer(record, spec, rules);
  return record;
}

/**
 * Gives the record a new spec (not copied), and what follows from it.
 *
 * @example
 * ```ts
 * import { playerRecord, respecPlayer } from './player-record.js';
 * respecPlayer(record, { ...record.spec, hasted: true }, rules);
 * ```
 */
export function respecPlayer(record: PlayerRecord, spec: DcssPlayerSpec, rules: DcssVersionRules): void {
  record.spec = spec;
  record.status = playerSpeedStatusFor(spec, rules.helplessSpeed);
  record.moveNum = rules.movementRounding === 'single' ? singleMoveNumerator(record.status, spec) : undefined;
  const status = record.status;
  record.prep = oneDrawTable((random) => playerSpeed(random, status));
}

/**
 * `f`'s results over its one draw, found by running it once per value that draw can take: exact as
 * long as `f` makes that same draw (bound and site) first and no other, which is checked.
 * `undefined` when it makes more than one draw, or one of more than {@link MAX_TABLE} values.
 */
function oneDrawTable(f: (random: RandomSource) => number): OneDraw | undefined {
  let first: { n: number; site: string | undefined } | undefined;
  let draws = 0;
  const fixed = f({
    below: (n, site) => {
      draws++;
      first ??= { n, site };
      return 0;
    },
  });
  if (draws === 0) return (fixed | 0) === fixed ? { n: 0, site: undefined, values: Int32Array.of(fixed) } : undefined;
  if (draws > 1 || first === undefined || first.n > MAX_TABLE || !(first.n >= 2)) return undefined;
  const { n, site } = first;
  const values = new Int32Array(n);
  for (let v = 0; v < n; v++) {
    // What the run drew, in an object: the closure's writes are not seen by the type checker's narrowing.
    const seen = { count: 0, same: true };
    const value = f({
      below: (m, s) => {
        seen.count++;
        seen.same &&= m === n && s === site;
        return v;
      },
    });
    if (!seen.same || seen.count !== 1 || (value | 0) !== value) return undefined;
    values[v] = value;
  }
  return { n, site, values };
}

/** player_speed(60) × movement speed at 60 (player-move.ts `moveTime`, rounding 'single'), or `undefined`. */
function singleMoveNumerator(status: DcssPlayerSpec, spec: DcssPlayerSpec): number | undefined {
  const seen = { draws: 0 };
  const probe: RandomSource = {
    below: () => {
      seen.draws++;
      return 0;
    },
  };
  const ps = playerSpeed(probe, status, MOVE_DELAY_SCALE);
  if (seen.draws !== 0) return undefined;
  // movementSpeedAt60 checks `movementSpeed × 60` when there is no scale-60 speed: out of range, the turn throws it.
  if (spec.movementSpeed60 === null && !fitsInt(spec.movementSpeed * MOVE_DELAY_SCALE)) return undefined;
  const num = ps * movementSpeedAt60(spec.movementSpeed, spec.movementSpeed60);
  return fitsInt(num) ? num : undefined;
}

function fitsInt(v: number): boolean {
  return v >= INT_MIN && v <= INT_MAX;
}
