import { z } from 'zod';
import { BOW_ENERGY, type Bow } from './action-costs.js';
import { MAX_MINISLOW } from './speed-modifiers.js';

/**
 * `energy_need` is a signed 16-bit counter in the game (`types.h:722`, `types.h:1255`, spec
 * §3).
 *
 * @example
 * ```ts
 * import { S16_MIN } from '@turnkeeper/frogcomposband';
 * S16_MIN; // -32768
 * ```
 */
export const S16_MIN = -32768;
/**
 * Upper end of `energy_need`.
 *
 * @example
 * ```ts
 * import { S16_MAX } from '@turnkeeper/frogcomposband';
 * S16_MAX; // 32767
 * ```
 */
export const S16_MAX = 32767;

const int = (field: string, min: number, max: number, what: string) =>
  z
    .number({ error: `${field} must be ${what}: an integer from ${min} to ${max}` })
    .int({ error: `${field} must be ${what}: an integer from ${min} to ${max}` })
    .min(min, { error: `${field} must be ${what}: an integer from ${min} to ${max}` })
    .max(max, { error: `${field} must be ${what}: an integer from ${min} to ${max}` });

const flag = (what: string) => z.boolean({ error: `must be true or false (${what})` });
const timer = (field: string, what: string) => int(field, 0, 32767, what);
const energyNeed = int('energyNeed', S16_MIN, S16_MAX, "the energy still missing before the next action (the game's signed 16-bit energy_need)");
const minislow = int('minislow', 0, MAX_MINISLOW, 'the mini-slowness level');

const playerFields = {
  speed: int('speed', -99, 99, 'the raw base speed (+0 normal) from equipment, race and class, before timed effects'),
  energyNeed,
  haste: timer('haste', 'the haste timer in ticks of 10 game turns (+10 while > 0)'),
  slow: timer('slow', 'the binary slow timer in ticks (penalty 10 + minislow/4 while > 0)'),
  spurt: timer('spurt', 'the timed spurt in ticks (+3 while > 0 and not hasted)'),
  minislow,
  filibuster: flag('filibustering: −12 to the player and every monster'),
  bloated: flag('bloated: −10'),
  searching: flag('search mode: −10'),
  lightspeed: flag('light speed: speed forced to +99'),
  weight: int('weight', 0, 1_000_000, 'the carried weight in tenths of a pound'),
  weightLimit: int('weightLimit', 1, 1_000_000, 'the weight limit in tenths of a pound (see weightLimit())'),
  levitation: flag('levitation: no extra cost for trees, snow and slush'),
  treeExempt: flag('Ranger, Scout, Ent, Centaur, Wood-elf or a WILD_WOOD mount: trees cost ×1'),
  snowExempt: flag('High-elf or Tomte: snow and slush cost nothing extra'),
};

const monsterFields = {
  speed: int('speed', -99, 89, "the monster's individual raw speed (mspeed, after get_mspeed; capped at +89)"),
  race: int('race', -99, 89, 'the race speed, rolled into an individual speed by get_mspeed'),
  unique: flag('a unique (or a monster made in the arena) keeps its race speed'),
  energyNeed,
  summoned: flag('summoned: a rolled starting energy_need is raised to at least 25'),
  index: int('index', 1, 1_000_000, 'the slot in the monster list; monsters are processed from the highest index down'),
  aware: flag('in range and noticing the player; an unaware monster gains no energy'),
  fast: timer('fast', 'the FAST timer in ticks (+10 while > 0)'),
  slow: timer('slow', 'the SLOW timer in ticks (penalty 10 + minislow/4 while > 0)'),
  minislow,
  regenerate: flag('REGENERATE: mini-slowness recovery rolls randint0(50) instead of randint0(100)'),
  canFly: flag('CAN_FLY: no tree, snow or slush costs'),
  passWall: flag('PASS_WALL: no tree, snow or slush costs'),
  wildWood: flag('WILD_WOOD: no tree cost'),
  wildSnow: flag('WILD_SNOW: no snow or slush cost'),
  spider: flag("a spider ('S'): no web cost"),
};

/**
 * The player's spec: `kind: 'player'` and the state `calc_bonuses` reads (spec §7). At most one
 * player per loop; it acts first in every game turn.
 *
 * @example
 * ```ts
 * import { playerSpec } from '@turnkeeper/frogcomposband';
 * playerSpec.parse({ kind: 'player', speed: 5, haste: 6 });
 * ```
 */
export const playerSpec = z.strictObject({
  kind: z.literal('player'),
  speed: playerFields.speed.default(0),
  energyNeed: energyNeed.default(0),
  haste: playerFields.haste.default(0),
  slow: playerFields.slow.default(0),
  spurt: playerFields.spurt.default(0),
  minislow: minislow.default(0),
  filibuster: playerFields.filibuster.default(false),
  bloated: playerFields.bloated.default(false),
  searching: playerFields.searching.default(false),
  lightspeed: playerFields.lightspeed.default(false),
  weight: playerFields.weight.optional(),
  weightLimit: playerFields.weightLimit.optional(),
  levitation: playerFields.levitation.default(false),
  treeExempt: playerFields.treeExempt.default(false),
  snowExempt: playerFields.snowExempt.default(false),
});

/**
 * A monster's spec (spec §3, §5, §6, §7). Give `speed` (the individual speed) or `race` (rolled
 * by `get_mspeed`, two draws); omit `energyNeed` to roll the starting energy as
 * `place_monster_one` does.
 *
 * @example
 * ```ts
 * import { monsterSpec } from '@turnkeeper/frogcomposband';
 * monsterSpec.parse({ kind: 'monster', race: 10, fast: 8 });
 * ```
 */
export const monsterSpec = z
  .strictObject({
    kind: z.literal('monster'),
    speed: monsterFields.speed.optional(),
    race: monsterFields.race.optional(),
    unique: monsterFields.unique.default(false),
    energyNeed: energyNeed.optional(),
    summoned: monsterFields.summoned.default(false),
    index: monsterFields.index.optional(),
    aware: monsterFields.aware.default(true),
    fast: monsterFields.fast.default(0),
    slow: monsterFields.slow.default(0),
    minislow: minislow.default(0),
    regenerate: monsterFields.regenerate.default(false),
    canFly: monsterFields.canFly.default(false),
    passWall: monsterFields.passWall.default(false),
    wildWood: monsterFields.wildWood.default(false),
    wildSnow: monsterFields.wildSnow.default(false),
    spider: monsterFields.spider.default(false),
  })
  .refine((m) => m.speed !== undefined || m.race !== undefined, {
    path: ['speed'],
    error: 'a monster needs speed (its individual raw speed) or race (a race speed that get_mspeed rolls)',
  });

/**
 * Any actor: the player or a monster, told apart by `kind`.
 *
 * @example
 * ```ts
 * import { frogSpec } from '@turnkeeper/frogcomposband';
 * frogSpec.parse({ kind: 'monster', speed: 10, energyNeed: 50 });
 * ```
 */
export const frogSpec = z.discriminatedUnion('kind', [playerSpec, monsterSpec], {
  error: 'kind must be "player" or "monster"',
});

/**
 * A change to an actor, applied at once. Player-only fields (haste, spurt, …) on a monster, or
 * monster-only fields (fast, aware, …) on the player, are rejected by the engine.
 *
 * @example
 * ```ts
 * loop.update('hero', { haste: 20 }); // quaffed a Potion of Speed
 * loop.update(3, { aware: true }); // the monster noticed the player
 * ```
 */
export const frogPatch = z.strictObject({
  speed: int('speed', -99, 99, 'a raw speed (player base −99..99, monster mspeed −99..89)').optional(),
  energyNeed: energyNeed.optional(),
  haste: playerFields.haste.optional(),
  slow: playerFields.slow.optional(),
  spurt: playerFields.spurt.optional(),
  minislow: minislow.optional(),
  filibuster: playerFields.filibuster.optional(),
  bloated: playerFields.bloated.optional(),
  searching: playerFields.searching.optional(),
  lightspeed: playerFields.lightspeed.optional(),
  weight: playerFields.weight.optional(),
  weightLimit: playerFields.weightLimit.optional(),
  levitation: playerFields.levitation.optional(),
  treeExempt: playerFields.treeExempt.optional(),
  snowExempt: playerFields.snowExempt.optional(),
  aware: monsterFields.aware.optional(),
  fast: monsterFields.fast.optional(),
  regenerate: monsterFields.regenerate.optional(),
  canFly: monsterFields.canFly.optional(),
  passWall: monsterFields.passWall.optional(),
  wildWood: monsterFields.wildWood.optional(),
  wildSnow: monsterFields.wildSnow.optional(),
  spider: monsterFields.spider.optional(),
});

const TERRAINS = ['plain', 'tree', 'snow', 'slush', 'web'] as const;

/**
 * The actions a turn reports (spec §3, §8):
 * - `act`: the player's command of nominal cost `energyUse` (default 100; 0 is free; above 400 or
 *   with `timeStop` it is charged exactly); a monster's action (always a nominal 100).
 * - `move`: walking onto `terrain` (`web: true` for a web on it): the player's nominal cost
 *   follows §8; a monster pays its terrain extras (§3 step 7).
 * - `shoot`: the player fires `shots` (hundredths) from `bow`: `bow_energy / shots`.
 *
 * @example
 * ```ts
 * loop.act('hero', { kind: 'act', energyUse: 200 });
 * loop.act(4, { kind: 'move', terrain: 'tree' });
 * loop.act('hero', { kind: 'shoot', bow: 'longBow', shots: 160 });
 * ```
 */
export const frogAction = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('act'),
    energyUse: int('energyUse', 0, S16_MAX, "the command's nominal cost (100 normal, 0 free)").optional(),
    timeStop: z.boolean().optional(),
  }),
  z.strictObject({
    kind: z.literal('move'),
    terrain: z.enum(TERRAINS, { error: `terrain must be one of ${TERRAINS.join(', ')}` }).optional(),
    web: z.boolean().optional(),
    base: int('base', 0, S16_MAX, 'the nominal walking cost before terrain (100)').optional(),
  }),
  z.strictObject({
    kind: z.literal('shoot'),
    bow: z.enum(Object.keys(BOW_ENERGY) as [Bow, ...Bow[]], { error: `bow must be one of ${Object.keys(BOW_ENERGY).join(', ')}` }),
    shots: int('shots', 1, 10_000, 'shots per turn in hundredths (1.6 shots = 160)'),
  }),
]);

/**
 * Ruleset options besides the version: Ironman Nightmare (monsters +5 and readier starting
 * energy) and the game turn the loop starts at (1 for a new game).
 *
 * @example
 * ```ts
 * frogcomposband.create({ options: { nightmare: true, startTurn: 5 } });
 * ```
 */
export const frogOptions = z.strictObject({
  nightmare: z.boolean({ error: 'nightmare must be true or false (Ironman Nightmare)' }).default(false),
  startTurn: int('startTurn', 0, 2_000_000_000, 'the game turn the loop starts at (1 in a new game)').default(1),
});

/**
 * Parsed player spec.
 *
 * @example
 * ```ts
 * const p: PlayerSpec = playerSpec.parse({ kind: 'player' });
 * ```
 */
export type PlayerSpec = z.output<typeof playerSpec>;
/**
 * Parsed monster spec.
 *
 * @example
 * ```ts
 * const m: MonsterSpec = monsterSpec.parse({ kind: 'monster', speed: 0 });
 * ```
 */
export type MonsterSpec = z.output<typeof monsterSpec>;
/**
 * Parsed actor spec.
 *
 * @example
 * ```ts
 * const s: FrogSpec = frogSpec.parse({ kind: 'player' });
 * ```
 */
export type FrogSpec = z.output<typeof frogSpec>;
/**
 * Parsed actor patch.
 *
 * @example
 * ```ts
 * const p: FrogPatch = { haste: 10 };
 * ```
 */
export type FrogPatch = z.output<typeof frogPatch>;
/**
 * An action.
 *
 * @example
 * ```ts
 * const a: FrogAction = { kind: 'move', terrain: 'snow' };
 * ```
 */
export type FrogAction = z.output<typeof frogAction>;
/**
 * Parsed ruleset options.
 *
 * @example
 * ```ts
 * const o: FrogOptions = { nightmare: false, startTurn: 1 };
 * ```
 */
export type FrogOptions = z.output<typeof frogOptions>;
