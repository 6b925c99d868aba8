import { actorKind } from '@turnkeeper/core';
import * as v from 'valibot';
import { speedSpread } from '../rules/monster-speed.js';
import { MAX_MONSTERS } from '../tables/constants.js';
import { intField } from './int.js';

const raceSpeed = intField(
  -90,
  70,
  'an integer from -90 to +70 (the race speed, displayed: slower or faster races would leave extract_energy once hasted, slowed or spread)',
  'the race speed, displayed (race->speed − 110); Angband 4.2 races range from −20 to +30',
);
const variation = intField(-4, 4, 'an integer from -4 to 4', "the individual's speed spread, rolled at placement (rand_spread(0, turn_energy(speed) / 10))");
const energy = intField(
  0,
  200,
  'an integer from 0 to 200 (a byte in the game; placement gives 0 to 49)',
  'mon->energy: the monster acts in a game turn when it has ≥ 100 before gaining',
);
const fast = v.pipe(v.boolean(), v.description('hasted (MON_TMD_FAST): +10 speed'));
const slow = intField(0, 5, 'an integer from 0 to 5 (a slowness level)', 'slowness level (monster_effect_level(mon, MON_TMD_SLOW)), 0 when not slowed');

/** The spread `place_new_monster_one()` can roll: at most turn_energy(race speed) / 10, none for a unique. */
function spreadAllowed(m: { readonly speed: number; readonly unique: boolean }): string {
  if (m.unique) return 'an integer from 0 to 0 for a unique (uniques keep the race speed)';
  const width = speedSpread(m.speed);
  return `an integer from -${width} to ${width} for race speed ${m.speed} (rand_spread(0, turn_energy(speed) / 10))`;
}

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
export const angbandMonster = /* @__PURE__ */ actorKind({
  label: 'monster',
  description: 'a monster: at most one action per game turn; acts when it has ≥ 100 energy before gaining turn_energy(speed), in descending list order',
  max: MAX_MONSTERS,
  spec: v.pipe(
    v.strictObject({
      speed: raceSpeed,
      unique: v.optional(v.pipe(v.boolean(), v.description('uniques keep the race speed: no spread')), false),
      variation: v.optional(variation),
      energy: v.optional(energy),
      fast: v.optional(fast, false),
      slow: v.optional(slow, 0),
    }),
    // place_new_monster_one() spreads a non-unique by at most turn_energy(speed) / 10.
    v.forward(
      v.check(
        (m) => m.variation === undefined || Math.abs(m.variation) <= (m.unique ? 0 : speedSpread(m.speed)),
        (issue) => spreadAllowed(issue.input),
      ),
      ['variation'],
    ),
  ),
  patch: v.strictObject({
    speed: v.optional(v.pipe(raceSpeed, v.description('a new race speed (a shapechange): the spread is kept'))),
    variation: v.optional(variation),
    energy: v.optional(energy),
    fast: v.optional(fast),
    slow: v.optional(slow),
  }),
  actions: {
    act: v.strictObject({}),
  },
  defaultAction: 'act',
  view: v.strictObject({
    index: v.pipe(v.number(), v.description('its slot in the monster list (higher goes first)')),
    energy: v.pipe(v.number(), v.description('energy now')),
    raceSpeed: v.number(),
    variation: v.number(),
    speed: v.pipe(v.number(), v.description('the speed it gains energy at: race + spread + haste − slowness')),
    gain: v.pipe(v.number(), v.description('energy gained when processed: turn_energy(speed)')),
    fast: v.boolean(),
    slow: v.number(),
    handled: v.pipe(v.boolean(), v.description('already processed this game turn (MFLAG_HANDLED)')),
  }),
});
