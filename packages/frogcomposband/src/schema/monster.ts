import { actorKind } from '@turnkeeper/core';
import * as v from 'valibot';
import { U8_MAX } from '@turnkeeper/core/cint';
import { MAX_M_IDX, MONSTER_BYTE_MAX_INTERNAL, MONSTER_MIN_INTERNAL, toRaw } from '../rules/speed.js';
import { energyNeedField, flag, int, minislowField, patchOf, terrainField, timer } from './fields.js';

const RAW_MIN = toRaw(MONSTER_MIN_INTERNAL);
const RAW_MAX = toRaw(MONSTER_BYTE_MAX_INTERNAL);
const speed = int('speed', RAW_MIN, RAW_MAX, 'the individual raw speed: byte mspeed − 110 (get_mspeed, coffee-break, GF_TIME)');
const race = int('race', RAW_MIN, RAW_MAX, "the race's raw speed (byte r_ptr->speed − 110), rolled by get_mspeed (capped at +89)");
const level = int('level', 0, U8_MAX, "the race level (byte r_ptr->level): a rider's weight limit is 1500 + 25 × level");
const hurt = flag('MFLAG2_HURT: gains energy even unaware, until it acts');
const bloodCurseSummon = flag('placed by an Amberite blood curse (very_nice_summon_hack): fixed start, costs 100 until the player acts');
const nonliving = flag('not monster_living(): recovers from mini-slowness without air');
const unique = flag('a unique (or arena monster) keeps its race speed');
const summoned = flag('summoned: a rolled starting energy_need is at least 25');
const index = int('index', 1, MAX_M_IDX - 1, 'the m_list slot (max_m_idx 1024, 0 unused), processed highest first');
const aware = flag('noticing the player within AAF_LIMIT; neither aware nor hurt, it gains no energy');
const fast = timer('fast', 'the FAST timer in ticks (+10 while > 0; set_monster_fast() stores at most 200)');
const slow = timer('slow', 'the SLOW timer in ticks (penalty 10 + minislow/4 while > 0; set_monster_slow() stores at most 200)');
const regenerate = flag('REGENERATE: mini-slowness recovery rolls randint0(50), not randint0(100)');
const canFly = flag('CAN_FLY: no tree, snow or slush costs');
const passWall = flag('PASS_WALL: no tree, snow or slush costs');
const wildWood = flag('WILD_WOOD: no tree cost');
const wildSnow = flag('WILD_SNOW: no snow or slush cost');
const spider = flag("a spider ('S'): no web cost");

/** Any integer (views and records: what the engine writes). */
const integer = v.pipe(v.number(), v.integer());

/** A terrain extra charged to a monster: which rule, the draw and what it added. */
const extraRecord = v.strictObject({
  terrain: v.picklist(['tree', 'snow', 'slush', 'web']),
  draw: v.pipe(integer, v.description('the ENERGY_NEED() draw')),
  added: v.pipe(integer, v.description('added to energy_need (the draw, 2/5 or 1/9 of it)')),
});

/**
 * What happened to a monster in the last game turn it was processed: `aware: false` when it was
 * skipped (no gain); else the speed used, the gain, `energy_need` after the gain, its base
 * `ENERGY_NEED()` draw (`clip`, `null` when it did not act) and its terrain extras.
 */
export const monsterTurnRecord = v.strictObject({
  gameTurn: integer,
  aware: v.boolean(),
  speed: integer,
  gain: integer,
  needAfterGain: integer,
  clip: v.nullable(integer),
  extra: v.array(extraRecord),
});

/** A monster's spec fields with their defaults; its patch has the same fields, none defaulted, but those of its placement. */
const monsterFields = {
  speed: v.optional(speed),
  race: v.optional(race),
  unique: v.optional(unique, false),
  energyNeed: v.optional(energyNeedField),
  summoned: v.optional(summoned, false),
  index: v.optional(index),
  aware: v.optional(aware, true),
  fast: v.optional(fast, 0),
  slow: v.optional(slow, 0),
  minislow: v.optional(minislowField, 0),
  regenerate: v.optional(regenerate, false),
  level: v.optional(level, 0),
  hurt: v.optional(hurt, false),
  bloodCurseSummon: v.optional(bloodCurseSummon, false),
  nonliving: v.optional(nonliving, false),
  canFly: v.optional(canFly, false),
  passWall: v.optional(passWall, false),
  wildWood: v.optional(wildWood, false),
  wildSnow: v.optional(wildSnow, false),
  spider: v.optional(spider, false),
};

/**
 * A monster (`monster_type` in `m_list`): processed after the player, from the highest list index
 * down, at most once per game turn, and only while it is aware of the player. Its spec: `speed`
 * (the individual speed) or `race` (rolled by `get_mspeed()`, `src/monster2.c`) and `unique`;
 * `energyNeed` (omit it to roll the starting energy as `place_monster_one()` does, raised to 25
 * when `summoned`, fixed for a `bloodCurseSummon`); `index` (its slot; default: above every other);
 * `aware` and `hurt` (either makes it gain energy; `hurt` clears when it acts); timers `fast`,
 * `slow` and `minislow` (`regenerate` speeds its recovery, `nonliving` lets it recover without
 * air); `level` (a rider's weight limit); and the race flags that waive terrain costs. The
 * monster the player rides (the player's `mount`) gains at the rider's speed.
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
  max: MAX_M_IDX - 1,
  description: 'a monster (m_list): after the player, highest index first, at most once per game turn, while aware',
  spec: v.pipe(
    v.strictObject(monsterFields),
    // The issue is reported on `speed`, the field to give.
    v.forward(
      v.partialCheck(
        [['speed'], ['race']],
        (m) => m.speed !== undefined || m.race !== undefined,
        'a monster needs speed (its individual raw speed) or race (a race speed that get_mspeed rolls)',
      ),
      ['speed'],
    ),
  ),
  patch: patchOf(monsterFields, ['race', 'unique', 'summoned', 'index', 'bloodCurseSummon']),
  actions: {
    act: v.strictObject({}),
    move: v.strictObject({
      terrain: v.optional(terrainField),
      web: v.optional(flag('a web on the square')),
    }),
  },
  defaultAction: 'act',
  view: v.strictObject({
    index: v.pipe(integer, v.description('the slot in the monster list')),
    mspeed: v.pipe(integer, v.description('the individual speed (get_mspeed), before timed effects')),
    speed: v.pipe(integer, v.description('the raw speed now: mspeed, Nightmare, FAST, slow, filibuster')),
    energy: v.pipe(integer, v.description('energy per game turn at that speed')),
    energyNeed: integer,
    aware: v.boolean(),
    hurt: v.boolean(),
    ridden: v.pipe(v.boolean(), v.description("the player rides it: it gains at the rider's speed")),
    born: v.pipe(v.boolean(), v.description('MFLAG_BORN: placed below the monster acting, skips its next visit')),
    fast: integer,
    slow: integer,
    minislow: integer,
    last: v.nullable(monsterTurnRecord),
  }),
});
