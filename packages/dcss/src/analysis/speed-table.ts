// The speed tables of the analysis interface (`dcssAnalysis.speedTable(kind)`): how fast each
// monster speed and each player status is, in the game's own display.
import { exactly, Fraction } from '@turnkeeper/core';
import type { SpeedTable } from '@turnkeeper/core/analysis';
import { actionTimeDisplay, monsterSpeedDescription, playerSpeedLights } from '../rules/speed-display.js';
import { dcss } from '../ruleset.js';
import type { DcssPlayerSpec, DcssTypes } from '../schema/types.js';
import { BASELINE_DELAY } from '../tables/constants.js';
import { MONSTER_TABLE_SPEEDS, PLAYER_TABLE_STATUSES } from '../tables/speed-table.js';
import { dcssVersionRules } from '../versions.js';
import { playerDelayLaw } from './action-laws.js';

const TURN = Fraction.of(BASELINE_DELAY);

/**
 * The monster speed table: each base speed, its energy per 10-aut turn and the speed line of the
 * monster description (mon-info.cc monster_info::speed_description).
 *
 * @example
 * ```ts
 * monsterSpeedTable('0.34').rows.find((r) => r.speed === 10)?.actionsPerTurn; // exactly 1
 * ```
 */
export function monsterSpeedTable(version: DcssTypes['version']): SpeedTable {
  return {
    kind: 'monster',
    version,
    field: 'speed',
    gainUnit: 'energy per 10-aut turn (speed × time_taken / 10)',
    displayName: "the monster description's speed line (mon-info.cc monster_info::speed_description), normal energy use, player movement speed 10",
    normal: 10,
    rows: MONSTER_TABLE_SPEEDS.map((speed) => ({
      speed,
      spec: { speed },
      gain: exactly(Fraction.of(speed)),
      actionsPerTurn: exactly(Fraction.of(speed, 10)),
      display: monsterSpeedDescription(speed) || 'Speed: 100% (the game shows no speed line: normal)',
    })),
  };
}

/**
 * The player's speed table: each speed status (hasted, slowed, berserk, petrifying), the mean
 * length of a wait, the actions per 10-aut turn of moving, and the status lights and action
 * length the HUD shows (status.cc _describe_speed, output.cc update_turn_count).
 *
 * @example
 * ```ts
 * playerSpeedTable('0.34').rows[0]?.speed; // 'normal'
 * ```
 */
export function playerSpeedTable(version: DcssTypes['version']): SpeedTable {
  const rules = dcssVersionRules(version);
  return {
    kind: 'player',
    version,
    field: 'hasted, slowed, berserk, petrifying',
    gainUnit: 'aut one wait takes (player_speed(), mean): the energy a speed-10 monster gains meanwhile',
    displayName:
      "the status lights (status.cc _describe_speed: Fast, Slow, Fast+Slow; Berserk, Petr) and the HUD's length of the last action after the Time count (output.cc update_turn_count), for each possible wait",
    normal: 'normal',
    rows: PLAYER_TABLE_STATUSES.map(({ name, status }) => {
      const spec = dcss.parseSpec({ kind: 'player', ...status }) as DcssPlayerSpec;
      const wait = playerDelayLaw(spec, { kind: 'wait' }, rules);
      const move = playerDelayLaw(spec, { kind: 'move' }, rules);
      return {
        speed: name,
        spec: { ...status },
        gain: exactly(wait.mean()),
        actionsPerTurn: exactly(TURN.div(move.mean())),
        display: [playerSpeedLights(spec), wait.support().map(actionTimeDisplay).join(' or ')].filter((x) => x !== '').join(' '),
      };
    }),
  };
}
