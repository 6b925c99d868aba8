import { NORMAL_SPEED_INDEX } from './constants.js';
import { monsterSpeedSpread } from '../rules/monster-placement.js';
import { ANGBAND_EXTRACT_ENERGY, EXTRACT_ENERGY, speedLabel } from './energy-table.js';
import { HELP_MOVE_COST } from './help-text.js';

/**
 * One row of the speed table: everything speed changes in 4.1.0, at one internal index.
 *
 * @example
 * ```ts
 * import { speedTableRow } from '@turnkeeper/cthangband';
 * const row: SpeedTableRow = speedTableRow(120);
 * ```
 */
export interface SpeedTableRow {
  /** Internal index (`pspeed` / `mspeed`), 110 = normal. */
  readonly index: number;
  /** Displayed speed, index − 110. */
  readonly speed: number;
  readonly label: string;
  /** `extract_energy[index]`: energy one step costs. */
  readonly move_cost: number;
  /** 100 / move_cost, rounded to 6 decimals: steps per round in the long run. */
  readonly moves_per_round: number;
  /** The pre-inversion Angband value at this index. */
  readonly angband_energy_per_tick: number;
  /** `floor(1000 / angband + 0.5)`: the derivation the `tables.c` comment states. */
  readonly derived_round_1000_over_angband: number;
  /** ±spread of a non-unique monster of this race speed (`move_cost / 10`, `monster2.c` `place_monster_one()`). */
  readonly monster_spread: number;
  readonly monster_mspeed_min: number;
  readonly monster_mspeed_max: number;
  /** Move cost at the extreme rolls; `null` when outside the table (undefined behaviour). */
  readonly monster_move_cost_at_min: number | null;
  readonly monster_move_cost_at_max: number | null;
}

function round6(x: number): number {
  return Number(x.toFixed(6));
}

function costAt(index: number): number | null {
  return index >= 0 && index < EXTRACT_ENERGY.length ? (EXTRACT_ENERGY[index] as number) : null;
}

/**
 * The speed-table row at one internal index (0..199), computed from `extract_energy` and the
 * placement rule (`tables.c` `extract_energy[]`, `monster2.c` `place_monster_one()`).
 *
 * @example
 * ```ts
 * import { speedTableRow } from '@turnkeeper/cthangband';
 * speedTableRow(110).monster_mspeed_min; // 100: the 4.1.0 spread bug gives normal races ±10
 * ```
 */
export function speedTableRow(index: number): SpeedTableRow {
  const moveCost = costAt(index);
  if (moveCost === null || !Number.isInteger(index)) {
    throw new RangeError(`speedTableRow(index): index must be an integer from 0 to 199, got ${index}`);
  }
  const angband = ANGBAND_EXTRACT_ENERGY[index] as number;
  const spread = monsterSpeedSpread(index);
  return {
    index,
    speed: index - NORMAL_SPEED_INDEX,
    label: speedLabel(index - NORMAL_SPEED_INDEX),
    move_cost: moveCost,
    moves_per_round: round6(100 / moveCost),
    angband_energy_per_tick: angband,
    derived_round_1000_over_angband: Math.floor(1000 / angband + 0.5),
    monster_spread: spread,
    monster_mspeed_min: index - spread,
    monster_mspeed_max: index + spread,
    monster_move_cost_at_min: costAt(index - spread),
    monster_move_cost_at_max: costAt(index + spread),
  };
}

/**
 * All 200 rows of the speed table, one per internal index (`tables.c` `extract_energy[200]`),
 * with the monster spread of each: the full data behind `cthangbandAnalysis.speedTable()`,
 * which answers the shared question (speed → cost of a step, in the game's display).
 *
 * @example
 * ```ts
 * import { speedTableRows } from '@turnkeeper/cthangband';
 * speedTableRows().length; // 200
 * speedTableRows()[120]?.move_cost; // 50
 * ```
 */
export function speedTableRows(): SpeedTableRow[] {
  return EXTRACT_ENERGY.map((_, index) => speedTableRow(index));
}

/**
 * True when every entry of `extract_energy` equals `round(1000 / old Angband value)`: the
 * comment's claim above `extract_energy` in `tables.c`, checked on all 200 entries.
 *
 * @example
 * ```ts
 * import { tableMatchesAngbandInversion } from '@turnkeeper/cthangband';
 * tableMatchesAngbandInversion(); // true
 * ```
 */
export function tableMatchesAngbandInversion(): boolean {
  return EXTRACT_ENERGY.every((cost, i) => cost === Math.floor(1000 / (ANGBAND_EXTRACT_ENERGY[i] as number) + 0.5));
}

/**
 * One help-text movement row next to what the code charges.
 *
 * @example
 * ```ts
 * const row: HelpMoveCheck = { speed: 10, help_pct: 50, code_move_cost: 50, match: true };
 * ```
 */
export interface HelpMoveCheck {
  readonly speed: number;
  readonly help_pct: number;
  readonly code_move_cost: number;
  readonly match: boolean;
}

/**
 * The help text's 13 movement rows regenerated from the code: each help value next to
 * `extract_energy` at that speed (all 13 match `tables.c`).
 *
 * @example
 * ```ts
 * import { helpMoveCheck } from '@turnkeeper/cthangband';
 * helpMoveCheck().every((r) => r.match); // true
 * ```
 */
export function helpMoveCheck(): HelpMoveCheck[] {
  return HELP_MOVE_COST.map(({ speed, pct }) => {
    const code = EXTRACT_ENERGY[speed + NORMAL_SPEED_INDEX] as number;
    return { speed, help_pct: pct, code_move_cost: code, match: code === pct };
  });
}
