import { actorKind } from '@turnkeeper/core';
import { z } from 'zod';
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
import { brandSchema, flag, int } from './fields.js';

const actionEnergy = (field: string): z.ZodNumber =>
  int(field, 0, MAX_ACTION_ENERGY, 'energy one action of this type costs (10 is normal; a uint8_t in mon-util.h mon_energy_usage)');

/** A monster enchantment's duration in aut (mon_enchant::duration, an int); from INFINITE_DURATION on it never decays; null: not counted down. */
const duration = (field: string, ench: string): z.ZodNullable<z.ZodNumber> =>
  int(
    field,
    1,
    INT_MAX,
    `${ench}'s duration in aut, 10 lost per apply_enchantments tick (mon-ench.cc decay_enchantment); ${INFINITE_DURATION} or more never decays; null: it lasts until you update it`,
  ).nullable();

/** The fields of a monster's `mon_energy_usage`; `swim` defaults to `move`, as util/mon-gen.py `parse_energy` does for `energy: {move: n}`. */
const energyUsage = z
  .strictObject({
    move: actionEnergy('energyUsage.move').default(10),
    swim: actionEnergy('energyUsage.swim').optional(),
    attack: actionEnergy('energyUsage.attack').default(10),
    missile: actionEnergy('energyUsage.missile').default(10),
    spell: actionEnergy('energyUsage.spell').default(10),
  })
  // Built in the shape's order, so that a spec saved and parsed again serialises the same.
  .transform((u) => ({ move: u.move, swim: u.swim ?? u.move, attack: u.attack, missile: u.missile, spell: u.spell }))
  .describe('mon_energy_usage (mon-util.h): energy per move, swim, attack, missile, spell; 10 each by default');

/**
 * A change to `mon_energy_usage`: the entries given replace those values, the others stay as they
 * are (a patch never resets an entry it does not name).
 */
const energyUsagePatch = z
  .strictObject({
    move: actionEnergy('energyUsage.move').optional(),
    swim: actionEnergy('energyUsage.swim').optional(),
    attack: actionEnergy('energyUsage.attack').optional(),
    missile: actionEnergy('energyUsage.missile').optional(),
    spell: actionEnergy('energyUsage.spell').optional(),
  })
  .describe('changes to mon_energy_usage: the entries given replace those values, the others stay');

const brand = brandSchema.nullable();

const fields = {
  speed: int('speed', 0, MAX_MONSTER_SPEED, 'the base speed (mon-util.cc mons_base_speed, an int; 10 is normal; an effective speed of 0 never gains energy, and one of 100 or more burns its energy without acting, mon-act.cc handle_monster_move)'),
  hasted: flag('ENCH_HASTE: speed ×3/2, rolled once (monster.cc calc_speed)'),
  slowed: flag('ENCH_SLOW: speed ×2/3, rolled once'),
  berserk: flag('ENCH_BERSERK: speed ×3/2 (does not stack with haste)'),
  frenzied: flag('ENCH_FRENZIED: speed ×3/2 like berserk (monster.cc berserk_or_frenzied)'),
  hasteDuration: duration('hasteDuration', 'ENCH_HASTE'),
  slowDuration: duration('slowDuration', 'ENCH_SLOW'),
  berserkDuration: duration('berserkDuration', 'ENCH_BERSERK'),
  frenziedDuration: duration('frenziedDuration', 'ENCH_FRENZIED'),
  frozenDuration: duration('frozenDuration', 'ENCH_FROZEN'),
  energy: int('energy', INT_MIN, MAX_ENERGY, 'speed_increment (an int); the monster acts while it is ≥ 80'),
  enchCountdown: int(
    'enchCountdown',
    -128,
    127,
    'ench_countdown (an int8_t, 0 for a new monster): aut until its enchantments next tick (mon-act.cc _pre_monster_move)',
  ),
  justSummoned: flag('MF_JUST_SUMMONED: no energy gain in the next world turn'),
  weapon: brand.describe('wielded weapon brand, or null for no weapon'),
  launcher: brand.describe('launcher brand, or null for none'),
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
  spec: z.strictObject({
    speed: fields.speed,
    hasted: fields.hasted.default(false),
    slowed: fields.slowed.default(false),
    berserk: fields.berserk.default(false),
    frenzied: fields.frenzied.default(false),
    hasteDuration: fields.hasteDuration.default(null),
    slowDuration: fields.slowDuration.default(null),
    berserkDuration: fields.berserkDuration.default(null),
    frenziedDuration: fields.frenziedDuration.default(null),
    energy: fields.energy.default(NEW_MONSTER_ENERGY),
    enchCountdown: fields.enchCountdown.default(0),
    justSummoned: fields.justSummoned.default(true),
    energyUsage: energyUsage.default({ ...DEFAULT_ENERGY_USAGE }),
    weapon: fields.weapon.default(null),
    launcher: fields.launcher.default(null),
    swift: fields.swift.default(false),
    rolling: fields.rolling.default(false),
    ponderous: fields.ponderous.default(false),
    floundering: fields.floundering.default(false),
    petrifying: fields.petrifying.default(false),
    frozen: fields.frozen.default(false),
    frozenDuration: fields.frozenDuration.default(null),
    followsPlayer: fields.followsPlayer.default(false),
  }),
  patch: z.strictObject({
    speed: fields.speed.optional(),
    hasted: fields.hasted.optional(),
    slowed: fields.slowed.optional(),
    berserk: fields.berserk.optional(),
    frenzied: fields.frenzied.optional(),
    hasteDuration: fields.hasteDuration.optional(),
    slowDuration: fields.slowDuration.optional(),
    berserkDuration: fields.berserkDuration.optional(),
    frenziedDuration: fields.frenziedDuration.optional(),
    energy: fields.energy.optional(),
    enchCountdown: fields.enchCountdown.optional(),
    justSummoned: fields.justSummoned.optional(),
    energyUsage: energyUsagePatch.optional(),
    weapon: fields.weapon.optional(),
    launcher: fields.launcher.optional(),
    swift: fields.swift.optional(),
    rolling: fields.rolling.optional(),
    ponderous: fields.ponderous.optional(),
    floundering: fields.floundering.optional(),
    petrifying: fields.petrifying.optional(),
    frozen: fields.frozen.optional(),
    frozenDuration: fields.frozenDuration.optional(),
    followsPlayer: fields.followsPlayer.optional(),
  }),
  actions: {
    wait: z.strictObject({}).describe('idle: non_move_energy = min(class move, class swim) (mon-act.cc handle_monster_move)'),
    move: z
      .strictObject({
        swim: z.boolean().optional().describe('the step is a swim (EUT_SWIM)'),
        reach: z
          .boolean()
          .optional()
          .describe("after this step every condition of an opportunity attack holds but the game's one_chance_in(3)"),
        pursuing: z
          .boolean()
          .optional()
          .describe('the conditions of the pursuit energy change hold (hostile, sees you, not farther); default true'),
      })
      .describe('lose_energy(EUT_MOVE or EUT_SWIM), then pursuit (mon-act.cc _do_move_monster)'),
    melee: z.strictObject({}).describe('fight.cc mons_fight: div_rand_round(attack × weapon delay, 10)'),
    missile: z
      .strictObject({ thrown: z.boolean().optional().describe('a thrown missile: delay 10 whatever the launcher') })
      .describe('throw.cc mons_throw: div_rand_round(missile × launcher delay, 10)'),
    spell: z.strictObject({ halved: z.boolean().optional().describe('a spell that costs half (energy_cost div 2)') }).describe('lose_energy(EUT_SPELL)'),
    special: z.strictObject({}).describe('EUT_SPECIAL: 10'),
    item: z.strictObject({}).describe('EUT_ITEM: 10'),
    pickup: z.strictObject({}).describe('monster.cc lose_pickup_energy: − speed if energy > 25 and speed < energy'),
    fixed: z
      .strictObject({ energy: int('energy', 0, MAX_FIXED_COST, 'the action costs exactly this much energy') })
      .describe('an action of known cost (stagger, weapon swap…)'),
  },
  defaultAction: 'move',
  view: z.strictObject({
    index: z.number().int().min(0).describe('its env.mons index: the order monsters gain energy in'),
    energy: z.number().int().describe('speed_increment'),
    speed: z.number().int().min(0).describe('the effective speed calc_speed rolled'),
    justSummoned: z.boolean().describe('MF_JUST_SUMMONED: gains nothing in the next world turn'),
    pursuer: z.boolean().describe('a potential pursuer of the current player action'),
    enchCountdown: z.number().int().min(-128).max(127).describe('ench_countdown: aut until its enchantments next tick'),
    enchantments: z
      .strictObject({
        haste: z.number().int().nullable().optional(),
        slow: z.number().int().nullable().optional(),
        berserk: z.number().int().nullable().optional(),
        frenzied: z.number().int().nullable().optional(),
        frozen: z.number().int().nullable().optional(),
      })
      .describe('the enchantments it has whose end recomputes its speed, each with its duration left in aut (null: not counted down)'),
  }),
});
