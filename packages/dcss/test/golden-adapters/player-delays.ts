import { cases, defineGoldenAdapter, type GoldenComparison } from '@turnkeeper/core/conformance';
import { z } from 'zod';
import { meleeTimeDistribution } from '../../src/rules/player-attack.js';
import { moveTimeDistribution, type MovementRounding } from '../../src/rules/player-move.js';
import { playerSpeedDistribution, type PlayerSpeedStatus } from '../../src/rules/player-speed.js';
import { count, flagsOf, header, integer, law } from './common.js';

const SCHEMA = 'dcss.player_delays/1';
const STATUSES = ['normal', 'hasted', 'slowed', 'berserk', 'hasted_slowed', 'petrifying', 'hasted_petrifying', 'finesse', 'hasted_finesse'] as const;
const status = z.enum(STATUSES);
const brand = z.enum(['none', 'speed', 'heavy']);
// player_movement_speed is an int (the game raises it to 6).
const move = cases(z.strictObject({ status, movement_speed: integer, time_taken: law }));

const file = z.object({
  ...header(SCHEMA),
  wait: cases(z.strictObject({ status, time_taken: law })),
  move,
  move_0_34: move,
  melee: cases(
    z.strictObject({
      weapon: z.string(),
      base_delay: count,
      min_delay: count,
      brand,
      skill10: count,
      status,
      shield_penalty20: count,
      time_taken: law,
    }),
  ),
});

/** The speed status (and Finesse) a `status` of the file names. */
function statusOf(name: (typeof STATUSES)[number]): PlayerSpeedStatus & { readonly finesse: boolean } {
  const has = flagsOf(name);
  return { hasted: has('hasted'), slowed: has('slowed'), berserk: has('berserk'), petrifying: has('petrifying'), finesse: has('finesse') };
}

/**
 * `player_delays.json`: waits (`playerSpeedDistribution`), steps in trunk and in 0.34
 * (`moveTimeDistribution`, single and two-stage rounding) and melee attacks (`meleeTimeDistribution`).
 */
export const playerDelaysAdapter = defineGoldenAdapter(SCHEMA, file, (f) => {
  const moves = (label: string, rows: z.output<typeof move>, rounding: MovementRounding): GoldenComparison => ({
    label,
    expected: rows,
    actual: rows.map((r) => ({
      status: r.status,
      movement_speed: r.movement_speed,
      time_taken: moveTimeDistribution(statusOf(r.status), r.movement_speed, rounding).toRecord(),
    })),
  });
  return [
    {
      label: 'wait',
      expected: f.wait,
      actual: f.wait.map((r) => ({ status: r.status, time_taken: playerSpeedDistribution(statusOf(r.status)).toRecord() })),
    },
    moves('move', f.move, 'single'),
    moves('move_0_34', f.move_0_34, 'two-stage'),
    {
      label: 'melee',
      expected: f.melee,
      actual: f.melee.map((r) => {
        const s = statusOf(r.status);
        const attack =
          r.weapon === 'unarmed'
            ? ({ type: 'unarmed', skill10: r.skill10 } as const)
            : ({
                type: 'weapon',
                baseDelay: r.base_delay,
                minDelay: r.min_delay,
                // The unrandart whose delay is its base delay (player-act.cc attack_delay_with).
                woodcuttersAxe: /woodcutter'?s axe/i.test(r.weapon),
                brand: r.brand,
                skill10: r.skill10,
              } as const);
        return {
          weapon: r.weapon,
          base_delay: r.base_delay,
          min_delay: r.min_delay,
          brand: r.brand,
          skill10: r.skill10,
          status: r.status,
          shield_penalty20: r.shield_penalty20,
          time_taken: meleeTimeDistribution(attack, { shieldPenalty20: r.shield_penalty20, finesse: s.finesse }, s).toRecord(),
        };
      }),
    },
  ];
});
