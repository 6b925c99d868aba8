import { Fraction, exactly } from '@turnkeeper/core';
import type { SpeedRow, SpeedTable } from '@turnkeeper/core/analysis';
import { monsterSpeedDisplay, playerSpeedDisplay } from '../rules/speed-display.js';
import { GAME_TURNS_PER_STANDARD_TURN } from '../tables/constants.js';
import { MOVE_ENERGY, turnEnergy } from '../tables/energy-table.js';

/** The speeds the tables list: −30 (a crawl) to +70 (where the energy table tops out at 49). */
const SPEEDS = Array.from({ length: 101 }, (_, i) => i - 30);

/**
 * One row of an Angband speed table: a displayed speed, the spec fields that give it, the energy
 * gained per game turn, the actions per standard turn (10 game turns) of a standard action, and the
 * game's own display — the status bar's for the player, monster recall's for a monster.
 *
 * @example
 * ```ts
 * import { speedTableRow } from 'turnkeeper-angband/analysis';
 * speedTableRow('player', 10).display; // 'Fast (+10), 2.0x'
 * speedTableRow('monster', 10).actionsPerTurn.value; // 2
 * ```
 */
export function speedTableRow(kind: 'player' | 'monster', speed: number): SpeedRow {
  const gain = turnEnergy(speed);
  return {
    speed,
    // A placed individual exactly at the race speed, so the row is one monster, not a race's mix.
    spec: kind === 'player' ? { speed } : { speed, variation: 0 },
    gain: exactly(Fraction.of(gain)),
    actionsPerTurn: exactly(Fraction.of(gain * GAME_TURNS_PER_STANDARD_TURN, MOVE_ENERGY)),
    display: kind === 'player' ? playerSpeedDisplay(speed) : monsterSpeedDisplay(speed),
  };
}

/**
 * The speed table of the player or of monsters, −30 to +70: what `angbandAnalysis.speedTable()`
 * answers.
 *
 * @example
 * ```ts
 * import { speedTableOf } from 'turnkeeper-angband/analysis';
 * const t = speedTableOf('player', '4.2');
 * t.rows.find((r) => r.speed === 20)?.gain.value; // 30
 * ```
 */
export function speedTableOf(kind: 'player' | 'monster', version: string): SpeedTable {
  return {
    kind,
    version,
    field: 'speed',
    gainUnit: 'energy per game turn (turn_energy)',
    displayName: kind === 'player' ? "the status bar's speed, with the effective multiplier" : "monster recall's speed",
    normal: 0,
    rows: SPEEDS.map((speed) => speedTableRow(kind, speed)),
  };
}
