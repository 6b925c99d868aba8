import { actorKind } from '@turnkeeper/core';
import * as v from 'valibot';
import {
  INFINITE_DURATION,
  INT_MAX,
  INT_MIN,
  MAX_ACTION_ENERGY,
  MAX_ENERGY,
  MAX_FIXED_COST,
  MAX_MONSTER_SPEED,
  MAX_MONSTERS,
  NEW_MONSTER_ENERGY,
} from '../tables/constants.js';
import { DEFAULT_ENERGY_USAGE } from '../tables/energy-usage.js';
import { BRANDS, flag, int } from './fields.js';

const actionEnergy = int(0, MAX_ACTION_ENERGY, 'energy one action of this type costs; 10 is normal: a uint8_t in mon-util.h mon_energy_usage');

/** A monster enchantment's duration in aut (mon_enchant::duration, an int); from INFINITE_DURATION on it never decays; null: not counted down. */
const duration = (ench: string) =>
  v.nullable(
    int(
      1,
      INT_MAX,
      `${ench}'s duration in aut, 10 lost per apply_enchantments tick (mon-ench.cc decay_enchantment); ${INFINITE_DURATION} or more never decays; null: it lasts until you update it`,
      `an integer from 1 to ${INT_MAX}, or null (${ench}'s duration in aut; null: it lasts until you update it)`,
    ),
  );

/** The fields of a monster's `mon_energy_usage`; `swim` defaults to `move`, as util/mon-gen.py `parse_energy` does for `energy: {move: n}`. */
const energyUsage = v.pipe(
  v.strictObject({
    move: v.optional(actionEnergy, 10),
    swim: v.optional(actionEnergy),
    attack: v.optional(actionEnergy, 10),
    missile: v.optional(actionEnergy, 10),
    spell: v.optional(actionEnergy, 10),
  }),
  // Built in the shape's order, so that a spec saved and parsed again serialises the same.
  v.transform((u) => ({ move: u.move, swim: u.swim ?? u.move, attack: u.attack, missile: u.missile, spell: u.spell })),
  v.description('mon_energy_usage (mon-util.h): energy per move, swim, attack, missile, spell; 10 each by default'),
);

/**
 * A change to `mon_energy_usage`: the entries given replace those values, the others stay as they
 * are (a patch never resets an entry it does not name).
 */
const energyUsagePatch = v.pipe(
  v.strictObject({
    move: v.optional(actionEnergy),
    swim: v.optional(actionEnergy),
    attack: v.optional(actionEnergy),
    missile: v.optional(actionEnergy),
    spell: v.optional(actionEnergy),
  }),
  v.description('changes to mon_energy_usage: the entries given replace those values, the others stay'),
);

const brand = (what: string) => v.pipe(v.nullable(v.picklist(BRANDS, `"none", "speed", "heavy" or null (${what})`)), v.description(what));

const fields = {
  speed: int(
    0,
    MAX_MONSTER_SPEED,
    'the base speed (mon-util.cc mons_base_speed, an int; 10 is normal; an effective speed of 0 never gains energy, and one of 100 or more burns its energy without acting, mon-act.cc handle_monster_move)',
  ),
  hasted: flag('ENCH_HASTE: speed ×3/2, rolled once (monster.cc calc_speed)'),
  slowed: flag('ENCH_SLOW: speed ×2/3, rolled once'),
  berserk: flag('ENCH_BERSERK: speed ×3/2 (does not stack with haste)'),
  frenzied: flag('ENCH_FRENZIED: speed ×3/2 like berserk (monster.cc berserk_or_frenzied)'),
  hasteDuration: duration('ENCH_HASTE'),
  slowDuration: duration('ENCH_SLOW'),
  berserkDuration: duration('ENCH_BERSERK'),
  frenziedDuration: duration('ENCH_FRENZIED'),
  frozenDuration: duration('ENCH_FROZEN'),
  energy: int(INT_MIN, MAX_ENERGY, 'speed_increment; the monster acts while it is ≥ 80'),
  enchCountdown: int(-128, 127, 'ench_countdown, an int8_t, 0 for a new monster: aut until its enchantments next tick (mon-act.cc _pre_monster_move)'),
  justSummoned: flag('MF_JUST_SUMMONED: no energy gain in the next world turn'),
  weapon: brand('wielded weapon brand, or null for no weapon'),
  launcher: brand('launcher brand, or null for none'),
  swift: flag('ENCH_SWIFT: moves cost 3 less'),
  rolling: flag('ENCH_ROLLING: moves cost 5 less (monster.cc action_energy)'),
  ponderous: flag('wearing ponderousness: moves cost 1 more'),
  floundering: flag('floundering or liquefying: moves cost 6 more'),
  petrifying: flag('ENCH_PETRIFYING: energy costs ×3/2'),
  frozen: flag('ENCH_FROZEN: moves ×2 (0.32+) or +4'),
  followsPlayer: flag('an ally following the player: exempt from the ≤ 0.27 random step cost'),
};

/**
 * A DCSS monster: its base speed and speed enchantments (effective speed rolled by
 * `monster::calc_speed` when it is added and whenever they change), their durations (counted
 * down 10 aut per tick of its `ench_countdown`; null: until you update them), its energy
 * (`speed_increment`, 70 for a new monster), `mon_energy_usage`, weapon and launcher brands and the
 * states that change what a move costs. A monster starts, like every monster the game places, as
 * "just summoned" (no gain in the next world turn); set `justSummoned: false` for monsters that
 * were already on the level. Actions: `wait` (non-move energy), `move` (`swim`; `reach` and
 * `pursuing` for pursuit), `melee`, `missile` (`thrown`), `spell` (`halved`), `special`, `item`,
 * `pickup`, `fixed` (`energy`: exactly that cost).
 *
 * @example
 * ```ts
 * import { dcss } from '@turnkeeper/dcss';
 * const loop = dcss.create();
 * loop.add('ogre', { kind: 'monster', speed: 10, energyUsage: { attack: 15 }, weapon: 'heavy' });
 * ```
 */
export const dcssMonster = actorKind({
  label: 'monster',
  max: MAX_MONSTERS,
  description: 'a monster: gains speed × time_taken / 10 energy per player action, acts while it has ≥ 80, pays per action',
  spec: v.strictObject({
    speed: fields.speed,
    hasted: v.optional(fields.hasted, false),
    slowed: v.optional(fields.slowed, false),
    berserk: v.optional(fields.berserk, false),
    frenzied: v.optional(fields.frenzied, false),
    hasteDuration: v.optional(fields.hasteDuration, null),
    slowDuration: v.optional(fields.slowDuration, null),
    berserkDuration: v.optional(fields.berserkDuration, null),
    frenziedDuration: v.optional(fields.frenziedDuration, null),
    energy: v.optional(fields.energy, NEW_MONSTER_ENERGY),
    enchCountdown: v.optional(fields.enchCountdown, 0),
    justSummoned: v.optional(fields.justSummoned, true),
    energyUsage: v.optional(energyUsage, () => ({ ...DEFAULT_ENERGY_USAGE })),
    weapon: v.optional(fields.weapon, null),
    launcher: v.optional(fields.launcher, null),
    swift: v.optional(fields.swift, false),
    rolling: v.optional(fields.rolling, false),
    ponderous: v.optional(fields.ponderous, false),
    floundering: v.optional(fields.floundering, false),
    petrifying: v.optional(fields.petrifying, false),
    frozen: v.optional(fields.frozen, false),
    frozenDuration: v.optional(fields.frozenDuration, null),
    followsPlayer: v.optional(fields.followsPlayer, false),
  }),
  patch: v.strictObject({
    speed: v.optional(fields.speed),
    hasted: v.optional(fields.hasted),
    slowed: v.optional(fields.slowed),
    berserk: v.optional(fields.berserk),
    frenzied: v.optional(fields.frenzied),
    hasteDuration: v.optional(fields.hasteDuration),
    slowDuration: v.optional(fields.slowDuration),
    berserkDuration: v.optional(fields.berserkDuration),
    frenziedDuration: v.optional(fields.frenziedDuration),
    energy: v.optional(fields.energy),
    enchCountdown: v.optional(fields.enchCountdown),
    justSummoned: v.optional(fields.justSummoned),
    energyUsage: v.optional(energyUsagePatch),
    weapon: v.optional(fields.weapon),
    launcher: v.optional(fields.launcher),
    swift: v.optional(fields.swift),
    rolling: v.optional(fields.rolling),
    ponderous: v.optional(fields.ponderous),
    floundering: v.optional(fields.floundering),
    petrifying: v.optional(fields.petrifying),
    frozen: v.optional(fields.frozen),
    frozenDuration: v.optional(fields.frozenDuration),
    followsPlayer: v.optional(fields.followsPlayer),
  }),
  actions: {
    wait: v.pipe(v.strictObject({}), v.description('idle: non_move_energy = min(class move, class swim) (mon-act.cc handle_monster_move)')),
    move: v.pipe(
      v.strictObject({
        swim: v.optional(v.pipe(v.boolean(), v.description('the step is a swim (EUT_SWIM)'))),
        reach: v.optional(v.pipe(v.boolean(), v.description("after this step every condition of an opportunity attack holds but the game's one_chance_in(3)"))),
        pursuing: v.optional(
          v.pipe(v.boolean(), v.description('the conditions of the pursuit energy change hold (hostile, sees you, not farther); default true')),
        ),
      }),
      v.description('lose_energy(EUT_MOVE or EUT_SWIM), then pursuit (mon-act.cc _do_move_monster)'),
    ),
    melee: v.pipe(v.strictObject({}), v.description('fight.cc mons_fight: div_rand_round(attack × weapon delay, 10)')),
    missile: v.pipe(
      v.strictObject({ thrown: v.optional(v.pipe(v.boolean(), v.description('a thrown missile: delay 10 whatever the launcher'))) }),
      v.description('throw.cc mons_throw: div_rand_round(missile × launcher delay, 10)'),
    ),
    spell: v.pipe(
      v.strictObject({ halved: v.optional(v.pipe(v.boolean(), v.description('a spell that costs half (energy_cost div 2)'))) }),
      v.description('lose_energy(EUT_SPELL)'),
    ),
    special: v.pipe(v.strictObject({}), v.description('EUT_SPECIAL: 10')),
    item: v.pipe(v.strictObject({}), v.description('EUT_ITEM: 10')),
    pickup: v.pipe(v.strictObject({}), v.description('monster.cc lose_pickup_energy: − speed if energy > 25 and speed < energy')),
    fixed: v.pipe(
      v.strictObject({ energy: int(0, MAX_FIXED_COST, 'the action costs exactly this much energy') }),
      v.description('an action of known cost (stagger, weapon swap…)'),
    ),
  },
  defaultAction: 'move',
  view: v.strictObject({
    index: v.pipe(v.number(), v.integer(), v.minValue(0), v.description('its env.mons index: the order monsters gain energy in')),
    energy: v.pipe(v.number(), v.integer(), v.description('speed_increment')),
    speed: v.pipe(v.number(), v.integer(), v.minValue(0), v.description('the effective speed calc_speed rolled')),
    justSummoned: v.pipe(v.boolean(), v.description('MF_JUST_SUMMONED: gains nothing in the next world turn')),
    pursuer: v.pipe(v.boolean(), v.description('a potential pursuer of the current player action')),
    enchCountdown: v.pipe(v.number(), v.integer(), v.minValue(-128), v.maxValue(127), v.description('ench_countdown: aut until its enchantments next tick')),
    enchantments: v.pipe(
      v.strictObject({
        haste: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
        slow: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
        berserk: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
        frenzied: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
        frozen: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
      }),
      v.description('the enchantments it has whose end recomputes its speed, each with its duration left in aut (null: not counted down)'),
    ),
  }),
});
