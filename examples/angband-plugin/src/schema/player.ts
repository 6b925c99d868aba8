import { actorKind } from '@turnkeeper/core';
import * as v from 'valibot';
import { MAX_SPEED, MIN_SPEED } from '../tables/energy-table.js';
import { intField } from './int.js';

const speed = intField(
  MIN_SPEED,
  MAX_SPEED,
  `an integer from ${MIN_SPEED} to +${MAX_SPEED} (the displayed speed: calc_bonuses() clamps the speed index to 0–199)`,
  "the player's speed as displayed (state.speed − 110): everything included (items, haste, slowness, burden)",
);
const energy = intField(-10000, 10000, 'an integer from -10000 to 10000', 'player->energy: the player acts while it is ≥ 100');
const moves = intField(-5, 5, 'an integer from -5 to 5', 'extra moves (state.num_moves, the MOVES modifier): a step costs energy_per_move()');
const blows = intField(
  100,
  1000,
  'an integer from 100 (one blow) to 1000, in hundredths of a blow',
  'blows per turn in hundredths (state.num_blows): 350 is 3.5 blows',
);
const shots = intField(10, 100, 'an integer from 10 (one shot) to 100, in tenths of a shot', 'shots per turn in tenths (state.num_shots): 15 is 1.5 shots');

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
export const angbandPlayer = /* @__PURE__ */ actorKind({
  label: 'player',
  description: 'the player character: gains turn_energy(speed) each game turn and acts while its energy is ≥ 100, after any monster with more energy',
  max: 1,
  spec: v.strictObject({
    speed: v.optional(speed, 0),
    energy: v.optional(energy, 100),
    moves: v.optional(moves, 0),
    blows: v.optional(blows, 100),
    shots: v.optional(shots, 10),
  }),
  patch: v.strictObject({
    speed: v.optional(speed),
    energy: v.optional(energy),
    moves: v.optional(moves),
    blows: v.optional(blows),
    shots: v.optional(shots),
  }),
  actions: {
    move: v.strictObject({}),
    attack: v.strictObject({
      slainAt: v.optional(intField(1, 10, 'an integer from 1 to 10', 'the blow that killed the target: py_attack() stops there')),
    }),
    shoot: v.strictObject({}),
    act: v.strictObject({
      energy: v.optional(
        intField(0, 1000, 'an integer from 0 (a free command) to 1000', 'the energy the command uses (energy_use): 100 for most, 0 for a free command'),
        100,
      ),
    }),
  },
  defaultAction: 'move',
  view: v.strictObject({
    speed: v.number(),
    energy: v.pipe(v.number(), v.description('energy now')),
    gain: v.pipe(v.number(), v.description('energy gained each game turn: turn_energy(speed)')),
    moves: v.number(),
    blows: v.number(),
    shots: v.number(),
  }),
});
