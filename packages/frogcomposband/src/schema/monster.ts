import { actorKind } from '@turnkeeper/core';
import { z } from 'zod';
import { energyNeedField, flag, int, minislowField, terrainField, timer } from './fields.js';

const speed = int('speed', -99, 89, "the monster's individual raw speed (mspeed, after get_mspeed; capped at +89)");
const race = int('race', -99, 89, 'the race speed, rolled into an individual speed by get_mspeed');
const unique = flag('a unique (or a monster made in the arena) keeps its race speed');
const summoned = flag('summoned: a rolled starting energy_need is raised to at least 25');
const index = int('index', 1, 1_000_000, 'the slot in the monster list; monsters are processed from the highest index down');
const aware = flag('in range and noticing the player; an unaware monster gains no energy');
const fast = timer('fast', 'the FAST timer in ticks (+10 while > 0)');
const slow = timer('slow', 'the SLOW timer in ticks (penalty 10 + minislow/4 while > 0)');
const regenerate = flag('REGENERATE: mini-slowness recovery rolls randint0(50) instead of randint0(100)');
const canFly = flag('CAN_FLY: no tree, snow or slush costs');
const passWall = flag('PASS_WALL: no tree, snow or slush costs');
const wildWood = flag('WILD_WOOD: no tree cost');
const wildSnow = flag('WILD_SNOW: no snow or slush cost');
const spider = flag("a spider ('S'): no web cost");

/** A terrain extra charged to a monster: which rule, the draw and what it added. */
const extraRecord = z.strictObject({
  terrain: z.enum(['tree', 'snow', 'slush', 'web']),
  draw: z.number().int().describe('the ENERGY_NEED() draw'),
  added: z.number().int().describe('what was added to energy_need (the draw, 2/5 of it, or 1/9 of it)'),
});

/**
 * What happened to a monster in the last game turn it was processed: `aware: false` when it was
 * skipped (no gain); else the speed used, the gain, `energy_need` after the gain, its base
 * `ENERGY_NEED()` draw (`clip`, `null` when it did not act) and its terrain extras.
 */
export const monsterTurnRecord = z.strictObject({
  gameTurn: z.number().int(),
  aware: z.boolean(),
  speed: z.number().int(),
  gain: z.number().int(),
  needAfterGain: z.number().int(),
  clip: z.number().int().nullable(),
  extra: z.array(extraRecord),
});

/**
 * A monster (`monster_type` in `m_list`): processed after the player, from the highest list index
 * down, at most once per game turn, and only while it is aware of the player. Its spec: `speed`
 * (the individual speed) or `race` (rolled by `get_mspeed()`, `src/monster2.c`) and `unique`;
 * `energyNeed` (omit it to roll the starting energy as `place_monster_one()` does, raised to 25
 * when `summoned`); `index` (its slot; default: above every other); `aware`; timers `fast`, `slow`
 * and `minislow` (`regenerate` speeds its recovery); and the race flags that waive terrain costs.
 * Actions (`src/melee2.c`): `act`, any action (its nominal-100 `ENERGY_NEED()` was drawn before
 * the turn was handed out); `move` onto `terrain` (`web: true` for a web), which adds the terrain
 * extras of `process_monster()`.
 *
 * @example
 * ```ts
 * import { frogcomposband } from '@turnkeeper/frogcomposband';
 * const loop = frogcomposband.create({ seed: 3 });
 * loop.add('orc', { kind: 'monster', race: 0 }); // speed and starting energy rolled
 * loop.add('ent', { kind: 'monster', speed: -10, energyNeed: 0, canFly: false });
 * const turn = loop.next();
 * loop.act(turn.actor, { kind: 'move', terrain: 'tree' }); // a full ENERGY_NEED() more
 * ```
 */
export const frogcomposbandMonster = actorKind({
  label: 'monster',
  description: 'a monster (m_list): after the player, from the highest index down, at most once per game turn, only while aware of the player',
  spec: z
    .strictObject({
      speed: speed.optional(),
      race: race.optional(),
      unique: unique.default(false),
      energyNeed: energyNeedField.optional(),
      summoned: summoned.default(false),
      index: index.optional(),
      aware: aware.default(true),
      fast: fast.default(0),
      slow: slow.default(0),
      minislow: minislowField.default(0),
      regenerate: regenerate.default(false),
      canFly: canFly.default(false),
      passWall: passWall.default(false),
      wildWood: wildWood.default(false),
      wildSnow: wildSnow.default(false),
      spider: spider.default(false),
    })
    .refine((m) => m.speed !== undefined || m.race !== undefined, {
      path: ['speed'],
      error: 'a monster needs speed (its individual raw speed) or race (a race speed that get_mspeed rolls)',
    }),
  patch: z.strictObject({
    speed: speed.optional(),
    energyNeed: energyNeedField.optional(),
    aware: aware.optional(),
    fast: fast.optional(),
    slow: slow.optional(),
    minislow: minislowField.optional(),
    regenerate: regenerate.optional(),
    canFly: canFly.optional(),
    passWall: passWall.optional(),
    wildWood: wildWood.optional(),
    wildSnow: wildSnow.optional(),
    spider: spider.optional(),
  }),
  actions: {
    act: z.strictObject({}),
    move: z.strictObject({
      terrain: terrainField.optional(),
      web: z.boolean({ error: 'web must be true or false (a web on the square)' }).optional(),
    }),
  },
  defaultAction: 'act',
  view: z.strictObject({
    index: z.number().int().describe('the slot in the monster list'),
    mspeed: z.number().int().describe('the individual speed (get_mspeed), before timed effects'),
    speed: z.number().int().describe('the raw speed now: mspeed, Nightmare, FAST, slow, filibuster'),
    energy: z.number().int().describe('energy per game turn at that speed'),
    energyNeed: z.number().int(),
    aware: z.boolean(),
    fast: z.number().int(),
    slow: z.number().int(),
    minislow: z.number().int(),
    last: monsterTurnRecord.nullable(),
  }),
});
