import { actorKind } from '@turnkeeper/core';
import { z } from 'zod';
import { BOW_ENERGY, type Bow } from '../rules/action-costs.js';
import { S16_MAX, energyNeedField, flag, int, minislowField, terrainField, timer } from './fields.js';

const speed = int('speed', -99, 99, 'the raw base speed (+0 normal) from equipment, race and class, before timed effects');
const haste = timer('haste', 'the haste timer in ticks of 10 game turns (+10 while > 0)');
const slow = timer('slow', 'the binary slow timer in ticks (penalty 10 + minislow/4 while > 0)');
const spurt = timer('spurt', 'the timed spurt in ticks (+3 while > 0 and not hasted)');
const filibuster = flag('filibustering: −12 to the player and every monster');
const bloated = flag('bloated: −10');
const searching = flag('search mode: −10');
const lightspeed = flag('light speed: speed forced to +99');
const weight = int('weight', 0, 1_000_000, 'the carried weight in tenths of a pound');
const weightLimit = int('weightLimit', 1, 1_000_000, 'the weight limit in tenths of a pound (adj_str_wgt × 50, src/xtra1.c weight_limit())');
const levitation = flag('levitation: no extra cost for trees, snow and slush');
const treeExempt = flag('Ranger, Scout, Ent, Centaur, Wood-elf or a WILD_WOOD mount: trees cost ×1');
const snowExempt = flag('High-elf or Tomte: snow and slush cost nothing extra');

const BOWS = Object.keys(BOW_ENERGY) as [Bow, ...Bow[]];

/** One action of the player in a game turn, as the inspect view records it. */
const playerActionRecord = z.strictObject({
  energyUse: z.number().int().describe('the nominal cost (energy_use)'),
  clip: z.number().int().nullable().describe('the ENERGY_NEED() draw, or null when none was made (free, over 400, time-stop)'),
  cost: z.number().int().describe('what was added to energy_need'),
  needAfter: z.number().int().describe('energy_need after the charge'),
});

/**
 * What happened to the player in the last game turn it was processed: speed used, gain,
 * `energy_need` after the gain, and every action with its draw and charge.
 */
export const playerTurnRecord = z.strictObject({
  gameTurn: z.number().int(),
  speed: z.number().int().describe('the raw speed used this game turn'),
  gain: z.number().int().describe('the energy gained (SPEED_TO_ENERGY)'),
  needAfterGain: z.number().int(),
  actions: z.array(playerActionRecord),
});

/**
 * The player (`p_ptr` in the game): one per loop, first in every game turn. Its spec is the state
 * `calc_bonuses()` reads (`src/xtra1.c`): `speed` (raw base speed, −99..+99), `energyNeed`,
 * timers (`haste`, `slow`, `spurt`, in ticks of 10 game turns), `minislow`, conditions
 * (`filibuster`, `bloated`, `searching`, `lightspeed`), `weight`/`weightLimit` (overburden) and
 * what waives terrain costs (`levitation`, `treeExempt`, `snowExempt`). Actions:
 * - `act`: a command of nominal cost `energyUse` (default 100; 0 is free and the player acts
 *   again; above 400, or with `timeStop`, charged exactly; else `trunc(u × ENERGY_NEED() / 100)`);
 * - `move`: a step onto `terrain` (`web: true` for a web), nominal cost from `base` (default 100)
 *   as `move_player()` (`src/cmd1.c`) prices it;
 * - `shoot`: `bow_energy / shots` (`src/cmd2.c` `do_cmd_fire_aux2()`), `shots` in hundredths.
 *
 * @example
 * ```ts
 * import { frogcomposband } from '@turnkeeper/frogcomposband';
 * const loop = frogcomposband.create();
 * loop.add('hero', { kind: 'player', speed: 5, haste: 6 });
 * loop.next();
 * loop.act('hero', { kind: 'shoot', bow: 'longBow', shots: 160 }); // 10000 / 160 = 62, randomized
 * ```
 */
export const frogcomposbandPlayer = actorKind({
  label: 'player',
  description: 'the player character (p_ptr): gains energy and acts first in every game turn, as often as its energy_need stays at 0 or below',
  max: 1,
  spec: z.strictObject({
    speed: speed.default(0),
    energyNeed: energyNeedField.default(0),
    haste: haste.default(0),
    slow: slow.default(0),
    spurt: spurt.default(0),
    minislow: minislowField.default(0),
    filibuster: filibuster.default(false),
    bloated: bloated.default(false),
    searching: searching.default(false),
    lightspeed: lightspeed.default(false),
    weight: weight.optional(),
    weightLimit: weightLimit.optional(),
    levitation: levitation.default(false),
    treeExempt: treeExempt.default(false),
    snowExempt: snowExempt.default(false),
  }),
  patch: z.strictObject({
    speed: speed.optional(),
    energyNeed: energyNeedField.optional(),
    haste: haste.optional(),
    slow: slow.optional(),
    spurt: spurt.optional(),
    minislow: minislowField.optional(),
    filibuster: filibuster.optional(),
    bloated: bloated.optional(),
    searching: searching.optional(),
    lightspeed: lightspeed.optional(),
    weight: weight.optional(),
    weightLimit: weightLimit.optional(),
    levitation: levitation.optional(),
    treeExempt: treeExempt.optional(),
    snowExempt: snowExempt.optional(),
  }),
  actions: {
    act: z.strictObject({
      energyUse: int('energyUse', 0, S16_MAX, "the command's nominal cost (100 normal, 0 free)").optional(),
      timeStop: z.boolean({ error: 'timeStop must be true or false ("The World": costs are charged exactly)' }).optional(),
    }),
    move: z.strictObject({
      terrain: terrainField.optional(),
      web: z.boolean({ error: 'web must be true or false (a web on the square)' }).optional(),
      base: int('base', 0, S16_MAX, 'the nominal walking cost before terrain (100)').optional(),
    }),
    shoot: z.strictObject({
      bow: z.enum(BOWS, { error: `bow must be one of ${BOWS.join(', ')}` }),
      shots: int('shots', 1, 10_000, 'shots per turn in hundredths (1.6 shots = 160)'),
    }),
  },
  defaultAction: 'act',
  view: z.strictObject({
    speed: z.number().int().describe('the raw speed now (calc_bonuses), timed effects included'),
    energy: z.number().int().describe('energy per game turn at that speed'),
    energyNeed: z.number().int(),
    haste: z.number().int(),
    slow: z.number().int(),
    spurt: z.number().int(),
    minislow: z.number().int(),
    playerTurns: z.number().int().min(0).describe("player_turn: actions that cost energy"),
    last: playerTurnRecord.nullable(),
  }),
});
