import { actorKind } from '@turnkeeper/core';
import { z } from 'zod';
import { speedSpread } from '../rules/monster-speed.js';
import { MAX_MONSTERS } from '../tables/constants.js';

const raceSpeed = z
  .number()
  .int({ error: 'speed must be an integer (the race speed, displayed: 0 is normal)' })
  .min(-90, { error: 'speed must be from -90 to +70: slower or faster races would leave extract_energy once hasted, slowed or spread' })
  .max(70, { error: 'speed must be from -90 to +70: slower or faster races would leave extract_energy once hasted, slowed or spread' })
  .describe('the race speed, displayed (race->speed − 110); Angband 4.2 races range from −20 to +30');
const variation = z
  .number()
  .int({ error: 'variation must be an integer' })
  .min(-4, { error: 'variation must be from -4 to 4' })
  .max(4, { error: 'variation must be from -4 to 4' })
  .describe("the individual's speed spread, rolled at placement (rand_spread(0, turn_energy(speed) / 10))");
const energy = z
  .number()
  .int({ error: 'energy must be an integer' })
  .min(0, { error: 'energy must be from 0 to 200 (a byte in the game; placement gives 0 to 49)' })
  .max(200, { error: 'energy must be from 0 to 200 (a byte in the game; placement gives 0 to 49)' })
  .describe('mon->energy: the monster acts in a game turn when it has ≥ 100 before gaining');
const fast = z.boolean().describe('hasted (MON_TMD_FAST): +10 speed');
const slow = z
  .number()
  .int({ error: 'slow must be an integer' })
  .min(0, { error: 'slow must be a level from 0 to 5' })
  .max(5, { error: 'slow must be a level from 0 to 5' })
  .describe('slowness level (monster_effect_level(mon, MON_TMD_SLOW)), 0 when not slowed');

/**
 * A monster (one slot of the level's monster list): its race `speed` (displayed), whether it is
 * `unique`, `fast` and how `slow`. Give `variation` and `energy` for a monster already placed;
 * leave them out and the ruleset places it as `place_new_monster_one()` (`src/mon-make.c`) does,
 * drawing the speed spread (non-uniques) and the start energy `randint0(50)`. At most 992 per loop.
 *
 * Its one action, `act`, whatever it does: a monster pays `move_energy` when its turn comes, before
 * the game knows what it will do (`process_monsters()`, `src/mon-move.c`).
 *
 * @example
 * ```ts
 * import { angband } from 'turnkeeper-angband';
 * const loop = angband.create({ seed: 1 });
 * loop.add('spider', { kind: 'monster', speed: 10 }); // placed: spread ±2 and energy 0–49 rolled
 * loop.add('Grip', { kind: 'monster', speed: 10, unique: true, energy: 46 }); // placed as given
 * ```
 */
export const angbandMonster = actorKind({
  label: 'monster',
  description: 'a monster: at most one action per game turn; acts when it has ≥ 100 energy before gaining turn_energy(speed), in descending list order',
  max: MAX_MONSTERS,
  spec: z
    .strictObject({
      speed: raceSpeed,
      unique: z.boolean().default(false).describe('uniques keep the race speed: no spread'),
      variation: variation.optional(),
      energy: energy.optional(),
      fast: fast.default(false),
      slow: slow.default(0),
    })
    .superRefine((m, ctx) => {
      if (m.variation === undefined) return;
      // place_new_monster_one() spreads a non-unique by at most turn_energy(speed) / 10.
      const width = m.unique ? 0 : speedSpread(m.speed);
      if (Math.abs(m.variation) > width) {
        ctx.addIssue({
          code: 'custom',
          path: ['variation'],
          message: m.unique
            ? 'variation must be 0 for a unique: uniques keep the race speed'
            : `variation must be from -${width} to ${width} for race speed ${m.speed} (rand_spread(0, turn_energy(speed) / 10))`,
        });
      }
    }),
  patch: z.strictObject({
    speed: raceSpeed.optional().describe('a new race speed (a shapechange): the spread is kept'),
    variation: variation.optional(),
    energy: energy.optional(),
    fast: fast.optional(),
    slow: slow.optional(),
  }),
  actions: {
    act: z.strictObject({}),
  },
  defaultAction: 'act',
  view: z.strictObject({
    index: z.number().describe('its slot in the monster list (higher goes first)'),
    energy: z.number().describe('energy now'),
    raceSpeed: z.number(),
    variation: z.number(),
    speed: z.number().describe('the speed it gains energy at: race + spread + haste − slowness'),
    gain: z.number().describe('energy gained when processed: turn_energy(speed)'),
    fast: z.boolean(),
    slow: z.number(),
    handled: z.boolean().describe('already processed this game turn (MFLAG_HANDLED)'),
  }),
});
