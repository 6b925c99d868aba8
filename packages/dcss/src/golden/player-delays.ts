import type { GoldenAdapter, GoldenComparison } from '@turnkeeper/core/conformance';
import { meleeTimeDistribution } from '../rules/player-attack.js';
import { moveTimeDistribution } from '../rules/player-move.js';
import { playerSpeedDistribution, type PlayerSpeedStatus } from '../rules/player-speed.js';
import { JsonReader, schemaOf } from './golden-json.js';

/**
 * Schema id of `player_delays.json` (spec §12.5).
 *
 * @example
 * ```ts
 * import { PLAYER_DELAYS_SCHEMA } from '@turnkeeper/dcss';
 * PLAYER_DELAYS_SCHEMA; // 'dcss.player_delays/1'
 * ```
 */
export const PLAYER_DELAYS_SCHEMA = 'dcss.player_delays/1';

const STATUSES = ['normal', 'hasted', 'slowed', 'berserk', 'hasted_slowed', 'petrifying', 'hasted_petrifying', 'finesse', 'hasted_finesse'] as const;

/**
 * The speed status (and Finesse) a `status` of `player_delays.json` names.
 *
 * @example
 * ```ts
 * import { playerStatusOf } from '@turnkeeper/dcss';
 * playerStatusOf('hasted_finesse'); // { hasted: true, …, finesse: true }
 * ```
 */
export function playerStatusOf(status: (typeof STATUSES)[number]): PlayerSpeedStatus & { readonly finesse: boolean } {
  const parts = new Set(status.split('_'));
  return {
    hasted: parts.has('hasted'),
    slowed: parts.has('slowed'),
    berserk: parts.has('berserk'),
    petrifying: parts.has('petrifying'),
    finesse: parts.has('finesse'),
  };
}

/**
 * Reproduces `player_delays.json`: waits ({@link playerSpeedDistribution}), steps in trunk and in
 * 0.34 ({@link moveTimeDistribution}) and melee attacks ({@link meleeTimeDistribution}).
 *
 * @example
 * ```ts
 * import { replayPlayerDelays } from '@turnkeeper/dcss';
 * replayPlayerDelays(data);
 * ```
 */
export function replayPlayerDelays(data: unknown): GoldenComparison[] {
  const file = new JsonReader(data, 'player_delays');
  const wait = file.array('wait');
  const move = (key: string, rounding: 'single' | 'two-stage'): GoldenComparison => {
    const rows = file.array(key);
    return {
      label: key,
      expected: rows.map((r) => r.value),
      actual: rows.map((r) => {
        const status = r.oneOf('status', STATUSES);
        const mv = r.number('movement_speed');
        return { status, movement_speed: mv, time_taken: moveTimeDistribution(playerStatusOf(status), mv, rounding).toRecord() };
      }),
    };
  };
  const melee = file.array('melee');
  return [
    {
      label: 'wait',
      expected: wait.map((r) => r.value),
      actual: wait.map((r) => {
        const status = r.oneOf('status', STATUSES);
        return { status, time_taken: playerSpeedDistribution(playerStatusOf(status)).toRecord() };
      }),
    },
    move('move', 'single'),
    move('move_0_34', 'two-stage'),
    {
      label: 'melee',
      expected: melee.map((r) => r.value),
      actual: melee.map((r) => {
        const weapon = r.string('weapon');
        const status = r.oneOf('status', STATUSES);
        const brand = r.oneOf('brand', ['none', 'speed', 'heavy'] as const);
        const skill10 = r.number('skill10');
        const shield = r.number('shield_penalty20');
        const baseDelay = r.number('base_delay');
        const minDelay = r.number('min_delay');
        const s = playerStatusOf(status);
        const attack =
          weapon === 'unarmed' ? ({ type: 'unarmed', skill10 } as const) : ({ type: 'weapon', baseDelay, minDelay, brand, skill10 } as const);
        return {
          weapon,
          base_delay: baseDelay,
          min_delay: minDelay,
          brand,
          skill10,
          status,
          shield_penalty20: shield,
          time_taken: meleeTimeDistribution(attack, { shieldPenalty20: shield, finesse: s.finesse }, s).toRecord(),
        };
      }),
    },
  ];
}

/**
 * The golden adapter for `dcss.player_delays/1`.
 *
 * @example
 * ```ts
 * import { playerDelaysAdapter } from '@turnkeeper/dcss';
 * playerDelaysAdapter.name; // 'dcss.player_delays/1'
 * ```
 */
export const playerDelaysAdapter: GoldenAdapter = {
  name: PLAYER_DELAYS_SCHEMA,
  matches: (data) => schemaOf(data) === PLAYER_DELAYS_SCHEMA,
  replay: (data) => replayPlayerDelays(data),
};
