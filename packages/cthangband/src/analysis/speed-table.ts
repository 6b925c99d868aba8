import { Fraction, exactly } from '@turnkeeper/core';
import type { SpeedTable } from '@turnkeeper/core/analysis';
import { PLACEABLE_SPEEDS } from '../rules/monster-placement.js';
import { ENERGY_PER_TICK, MAX_SPEED, MIN_SPEED, NORMAL_SPEED_INDEX } from '../tables/constants.js';
import { moveCost, speedLabel } from '../tables/energy-table.js';
import { meanStepsPerRound } from './monster-speed.js';

const GAIN_UNIT = 'energy per tick: 10 at every speed (speed sets what a step costs, extract_energy[speed + 110], so steps per tick = 10 / cost)';

/**
 * How the monster recall describes a race's speed (`monster1.c` `roff_aux()`): "moves quickly",
 * "very quickly" above +10, "incredibly quickly" above +20; "slowly", "very slowly" below −10,
 * "incredibly slowly" below −20; "at normal speed" at 0.
 *
 * @example
 * ```ts
 * import { monsterSpeedPhrase } from '@turnkeeper/cthangband/analysis';
 * monsterSpeedPhrase(15); // 'moves very quickly'
 * monsterSpeedPhrase(0);  // 'moves at normal speed'
 * ```
 */
export function monsterSpeedPhrase(raceSpeed: number): string {
  const index = raceSpeed + NORMAL_SPEED_INDEX;
  if (index > 110) return `moves ${index > 130 ? 'incredibly ' : index > 120 ? 'very ' : ''}quickly`;
  if (index < 110) return `moves ${index < 90 ? 'incredibly ' : index < 100 ? 'very ' : ''}slowly`;
  return 'moves at normal speed';
}

/**
 * The player's speed table: every displayed speed (−110..+89, `tables.c` `extract_energy[200]`),
 * its steps per tick (`10 / extract_energy[speed + 110]`), and as display the status line's text
 * (`xtra1.c` `prt_speed()`: `Fast (+10)`, `Slow (-10)`; "Normal" where the game prints nothing)
 * with what a step costs in % of a round, as `lib/help/speed.txt` lists it.
 *
 * @example
 * ```ts
 * playerSpeedTable('4.1.0').rows.find((r) => r.speed === 10)?.display; // 'Fast (+10): 50% a step'
 * ```
 */
export function playerSpeedTable(version: string): SpeedTable {
  const rows = [];
  for (let speed = MIN_SPEED; speed <= MAX_SPEED; speed++) {
    rows.push({
      speed,
      spec: { speed },
      gain: exactly(Fraction.of(ENERGY_PER_TICK)),
      actionsPerTurn: exactly(Fraction.of(ENERGY_PER_TICK, moveCost(speed))),
      cost: exactly(moveCost(speed)),
      display: `${speedLabel(speed)}: ${moveCost(speed)}% a step`,
    });
  }
  return {
    kind: 'player',
    version,
    field: 'speed',
    gainUnit: GAIN_UNIT,
    displayName:
      "the status line's speed (xtra1.c prt_speed()) and the cost of a step in % of a round (tables.c extract_energy[], as lib/help/speed.txt lists it)",
    normal: 0,
    rows,
  };
}

/**
 * The monsters' speed table: every race speed whose non-unique speed roll stays inside the table (−40..+87),
 * its mean steps per tick over the 4.1.0 speed roll (`monster2.c` `place_monster_one()`: ±
 * `extract_energy[speed] / 10`) and the monster recall's phrase (`monster1.c` `roff_aux()`).
 *
 * @example
 * ```ts
 * monsterSpeedTable('4.1.0').rows.find((r) => r.speed === -20)?.actionsPerTurn.value; // ≈ 0.0574, not 0.03
 * ```
 */
export function monsterSpeedTable(version: string): SpeedTable {
  const rows = [];
  for (let speed: number = PLACEABLE_SPEEDS.min; speed <= PLACEABLE_SPEEDS.max; speed++) {
    rows.push({
      speed,
      spec: { speed },
      gain: exactly(Fraction.of(ENERGY_PER_TICK)),
      // Steps per round over the speed roll, a tenth of that per tick.
      actionsPerTurn: exactly(meanStepsPerRound(speed).div(Fraction.of(10))),
      display: monsterSpeedPhrase(speed),
    });
  }
  return {
    kind: 'monster',
    version,
    field: 'speed',
    gainUnit: GAIN_UNIT,
    displayName: "the monster recall's speed phrase (monster1.c roff_aux()); steps per tick averaged over the placement speed roll",
    normal: 0,
    rows,
  };
}
