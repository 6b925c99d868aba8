import { actorKind } from '@turnkeeper/core';
import { z } from 'zod';
import { MAX_SPEED, MIN_SPEED } from '../tables/energy-table.js';

const speed = z
  .number()
  .int({ error: 'speed must be an integer (displayed speed: 0 is normal, +10 is "Fast (+10)")' })
  .min(MIN_SPEED, { error: `speed must be at least ${MIN_SPEED}: calc_bonuses() clamps the speed index at 0` })
  .max(MAX_SPEED, { error: `speed must be at most +${MAX_SPEED}: calc_bonuses() clamps the speed index at 199` })
  .describe("the player's speed as displayed (state.speed − 110): everything included (items, haste, slowness, burden)");
const energy = z
  .number()
  .int({ error: 'energy must be an integer' })
  .min(-10000, { error: 'energy must be at least -10000' })
  .max(10000, { error: 'energy must be at most 10000' })
  .describe('player->energy: the player acts while it is ≥ 100');
const moves = z
  .number()
  .int({ error: 'moves must be an integer' })
  .min(-5, { error: 'moves must be from -5 to 5' })
  .max(5, { error: 'moves must be from -5 to 5' })
  .describe('extra moves (state.num_moves, the MOVES modifier): a step costs energy_per_move()');
const blows = z
  .number()
  .int({ error: 'blows must be an integer (hundredths of a blow)' })
  .min(100, { error: 'blows must be at least 100 (one blow)' })
  .max(1000, { error: 'blows must be at most 1000' })
  .describe('blows per turn in hundredths (state.num_blows): 350 is 3.5 blows');
const shots = z
  .number()
  .int({ error: 'shots must be an integer (tenths of a shot)' })
  .min(10, { error: 'shots must be at least 10 (one shot)' })
  .max(100, { error: 'shots must be at most 100' })
  .describe('shots per turn in tenths (state.num_shots): 15 is 1.5 shots');

/**
 * The player (`player`, one per loop): its displayed `speed` (state.speed − 110, everything
 * included), `energy` (default 100: `on_new_level()` gives at least `move_energy` on arrival), and
 * the stats that price its actions — extra `moves`, `blows` in hundredths, `shots` in tenths.
 *
 * Actions (`energy_use`, taken by `process_player_cleanup()` in `src/game-world.c`): `move`
 * (`energy_per_move()`), `attack` (blows of `100 × move_energy / blows`, as many as fit in one
 * `move_energy`; `slainAt`: the blow that killed the target), `shoot` (`move_energy × 10 / shots`),
 * `act` (any other command, with its `energy`: 100 for most, 50 for some item commands, 0 for a
 * free command).
 *
 * @example
 * ```ts
 * import { angband } from 'turnkeeper-angband';
 * const loop = angband.create();
 * loop.add('you', { kind: 'player', speed: 10, blows: 350 });
 * const turn = loop.next();
 * loop.act(turn.actor, { kind: 'attack' }); // three blows of 28 energy: 84
 * ```
 */
export const angbandPlayer = actorKind({
  label: 'player',
  description: 'the player character: gains turn_energy(speed) each game turn and acts while its energy is ≥ 100, after any monster with more energy',
  max: 1,
  spec: z.strictObject({
    speed: speed.default(0),
    energy: energy.default(100),
    moves: moves.default(0),
    blows: blows.default(100),
    shots: shots.default(10),
  }),
  patch: z.strictObject({
    speed: speed.optional(),
    energy: energy.optional(),
    moves: moves.optional(),
    blows: blows.optional(),
    shots: shots.optional(),
  }),
  actions: {
    move: z.strictObject({}),
    attack: z.strictObject({
      slainAt: z
        .number()
        .int({ error: 'slainAt must be an integer' })
        .min(1, { error: 'slainAt must be from 1 to 10' })
        .max(10, { error: 'slainAt must be from 1 to 10' })
        .optional()
        .describe('the blow that killed the target: py_attack() stops there'),
    }),
    shoot: z.strictObject({}),
    act: z.strictObject({
      energy: z
        .number()
        .int({ error: 'energy must be an integer' })
        .min(0, { error: 'energy must be from 0 (a free command) to 1000' })
        .max(1000, { error: 'energy must be from 0 (a free command) to 1000' })
        .default(100)
        .describe('the energy the command uses (energy_use): 100 for most, 0 for a free command'),
    }),
  },
  defaultAction: 'move',
  view: z.strictObject({
    speed: z.number(),
    energy: z.number().describe('energy now'),
    gain: z.number().describe('energy gained each game turn: turn_energy(speed)'),
    moves: z.number(),
    blows: z.number(),
    shots: z.number(),
  }),
});
