import { z } from 'zod';

/**
 * Highest base speed accepted; effective speeds of 100+ take crawl's "burn energy, never act" path.
 *
 * @example
 * ```ts
 * import { MAX_MONSTER_SPEED } from '@turnkeeper/dcss';
 * dcss.create().add('x', { kind: 'monster', speed: MAX_MONSTER_SPEED + 1 }); // InvalidSpecError naming speed
 * ```
 */
export const MAX_MONSTER_SPEED = 200;
/**
 * Bound on energies given in specs and patches (`speed_increment` is a C++ int; games stay near 80).
 *
 * @example
 * ```ts
 * import { MAX_ENERGY } from '@turnkeeper/dcss';
 * MAX_ENERGY; // 1000000
 * ```
 */
export const MAX_ENERGY = 1_000_000;
/**
 * Bound on a per-action energy class value.
 *
 * @example
 * ```ts
 * import { MAX_ACTION_ENERGY } from '@turnkeeper/dcss';
 * MAX_ACTION_ENERGY; // 1000
 * ```
 */
export const MAX_ACTION_ENERGY = 1000;

const int = (field: string, min: number, max: number, what: string) =>
  z
    .number({ error: `${field} must be a number: ${what}` })
    .int({ error: `${field} must be an integer from ${min} to ${max}: ${what}` })
    .min(min, { error: `${field} must be an integer from ${min} to ${max}: ${what}` })
    .max(max, { error: `${field} must be an integer from ${min} to ${max}: ${what}` });

const flag = (what: string) => z.boolean({ error: `must be true or false: ${what}` }).describe(what);

const actionEnergy = (field: string) => int(field, 1, MAX_ACTION_ENERGY, 'energy one action of this type costs (10 is normal)');

const brand = z
  .enum(['none', 'speed', 'heavy'], { error: 'must be "none", "speed" or "heavy" (or null for no weapon)' })
  .nullable();

/** The fields of a monster's `mon_energy_usage`; `swim` defaults to `move` as in crawl's monster data. */
const energyUsage = z
  .strictObject({
    move: actionEnergy('energyUsage.move').default(10),
    swim: actionEnergy('energyUsage.swim').optional(),
    attack: actionEnergy('energyUsage.attack').default(10),
    missile: actionEnergy('energyUsage.missile').default(10),
    spell: actionEnergy('energyUsage.spell').default(10),
  })
  .transform((u) => ({ ...u, swim: u.swim ?? u.move }));

const monsterFields = {
  speed: int('speed', 0, MAX_MONSTER_SPEED, 'the base speed (10 is normal; 0 never gains energy)'),
  hasted: flag('ENCH_HASTE: speed ×3/2, rolled once'),
  slowed: flag('ENCH_SLOW: speed ×2/3, rolled once'),
  berserk: flag('berserk or frenzied: speed ×3/2 (does not stack with haste)'),
  energy: int('energy', -MAX_ENERGY, MAX_ENERGY, 'speed_increment; the monster acts while it is ≥ 80'),
  justSummoned: flag('MF_JUST_SUMMONED: no energy gain in the next world turn'),
  weapon: brand.describe('wielded weapon brand, or null for no weapon'),
  launcher: brand.describe('launcher brand, or null for none'),
  swift: flag('ENCH_SWIFT: moves cost 3 less'),
  ponderous: flag('wearing ponderousness: moves cost 1 more'),
  floundering: flag('floundering or liquefying: moves cost 6 more'),
  petrifying: flag('ENCH_PETRIFYING: energy costs ×3/2'),
  frozen: flag('ENCH_FROZEN: moves ×2 (0.32+) or +4'),
  followsPlayer: flag('an ally following the player: exempt from the ≤ 0.27 random step cost'),
};

const speedStatus = {
  hasted: flag('haste: actions ×2/3 (6 or 7 aut)'),
  slowed: flag('slow: actions ×3/2'),
  berserk: flag('berserk: actions ×2/3, like haste'),
  petrifying: flag('petrifying or statue form: actions ×3/2, truncated'),
};

/**
 * What the player attacks with (spec §5.3). See `PlayerWeapon` for the meaning of each field.
 *
 * @example
 * ```ts
 * import { playerAttackSchema } from '@turnkeeper/dcss';
 * playerAttackSchema.parse({ type: 'weapon', baseDelay: 14, skill10: 75 }); // brand defaults to 'none'
 * ```
 */
export const playerAttackSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('unarmed'), skill10: int('attack.skill10', 0, 270, 'Unarmed Combat skill × 10').default(0) }),
    z.strictObject({
      type: z.literal('weapon'),
      baseDelay: int('attack.baseDelay', 1, 100, "the weapon's base delay in aut"),
      minDelay: int('attack.minDelay', 1, 100, 'the min delay (default: the game rule for the base delay)').optional(),
      shortBlade: z.boolean().default(false),
      crossbow: z.boolean().default(false),
      brand: z.enum(['none', 'speed', 'heavy'], { error: 'attack.brand must be "none", "speed" or "heavy"' }).default('none'),
      skill10: int('attack.skill10', 0, 270, 'weapon skill × 10'),
    }),
    z.strictObject({
      type: z.literal('thrown'),
      damage: int('attack.damage', 0, 100, "the projectile's damage"),
      skill10: int('attack.skill10', 0, 270, 'Throwing skill × 10'),
    }),
  ],
  { error: 'attack.type must be "unarmed", "weapon" or "thrown"' },
);

const playerSpec = z.strictObject({
  kind: z.literal('player'),
  hasted: speedStatus.hasted.default(false),
  slowed: speedStatus.slowed.default(false),
  berserk: speedStatus.berserk.default(false),
  petrifying: speedStatus.petrifying.default(false),
  movementSpeed: int('movementSpeed', 6, 100, 'player_movement_speed in aut (10 normal; never below 6)').default(10),
  attack: playerAttackSchema.default({ type: 'unarmed', skill10: 0 }),
  shieldPenalty20: int('shieldPenalty20', 0, 10_000, 'adjusted shield penalty at scale 20').default(0),
  finesse: flag('Finesse: attacks take half as long').default(false),
});

const monsterSpec = z.strictObject({
  kind: z.literal('monster'),
  speed: monsterFields.speed,
  hasted: monsterFields.hasted.default(false),
  slowed: monsterFields.slowed.default(false),
  berserk: monsterFields.berserk.default(false),
  energy: monsterFields.energy.default(70),
  justSummoned: monsterFields.justSummoned.default(true),
  energyUsage: energyUsage.default({ move: 10, swim: 10, attack: 10, missile: 10, spell: 10 }),
  weapon: monsterFields.weapon.default(null),
  launcher: monsterFields.launcher.default(null),
  swift: monsterFields.swift.default(false),
  ponderous: monsterFields.ponderous.default(false),
  floundering: monsterFields.floundering.default(false),
  petrifying: monsterFields.petrifying.default(false),
  frozen: monsterFields.frozen.default(false),
  followsPlayer: monsterFields.followsPlayer.default(false),
});

/**
 * A DCSS actor: the player (`kind: 'player'`) or a monster (`kind: 'monster'`). Monsters start with
 * 70 energy and, like every monster the game places, as "just summoned" (no gain in the next world
 * turn); set `justSummoned: false` for monsters that were already on the level.
 *
 * @example
 * ```ts
 * import { dcssActorSpec } from '@turnkeeper/dcss';
 * dcssActorSpec.parse({ kind: 'monster', speed: 10, energyUsage: { attack: 15 } }); // an ogre
 * dcssActorSpec.parse({ kind: 'player', hasted: true });
 * ```
 */
export const dcssActorSpec = z.discriminatedUnion('kind', [playerSpec, monsterSpec], {
  error: 'kind must be "player" or "monster"',
});

/**
 * A change to an actor, applied at once: any of the spec's fields but `kind`. A change to a
 * monster's speed, haste, slow or berserk runs `calc_speed` again (a new roll), as the game does
 * when an enchantment is added or removed. `energyUsage` replaces the whole table (entries not
 * given are 10, `swim` follows `move`).
 *
 * @example
 * ```ts
 * loop.update('orc', { hasted: true });   // re-rolls its speed
 * loop.update('hero', { slowed: true });
 * ```
 */
export const dcssActorPatch = z.strictObject({
  speed: monsterFields.speed.optional(),
  hasted: flag('haste').optional(),
  slowed: flag('slow').optional(),
  berserk: flag('berserk').optional(),
  petrifying: flag('petrifying').optional(),
  energy: monsterFields.energy.optional(),
  justSummoned: monsterFields.justSummoned.optional(),
  energyUsage: energyUsage.optional(),
  weapon: monsterFields.weapon.optional(),
  launcher: monsterFields.launcher.optional(),
  swift: monsterFields.swift.optional(),
  ponderous: monsterFields.ponderous.optional(),
  floundering: monsterFields.floundering.optional(),
  frozen: monsterFields.frozen.optional(),
  followsPlayer: monsterFields.followsPlayer.optional(),
  movementSpeed: int('movementSpeed', 6, 100, 'player_movement_speed in aut').optional(),
  attack: playerAttackSchema.optional(),
  shieldPenalty20: int('shieldPenalty20', 0, 10_000, 'adjusted shield penalty at scale 20').optional(),
  finesse: flag('Finesse').optional(),
});

/**
 * The player as the engine holds it (defaults filled in).
 *
 * @example
 * ```ts
 * import type { PlayerSpec } from '@turnkeeper/dcss';
 * type Move = PlayerSpec['movementSpeed']; // number
 * ```
 */
export type PlayerSpec = z.output<typeof playerSpec>;

/**
 * A monster as the engine holds it (defaults filled in).
 *
 * @example
 * ```ts
 * import type { MonsterSpec } from '@turnkeeper/dcss';
 * type Speed = MonsterSpec['speed'];
 * ```
 */
export type MonsterSpec = z.output<typeof monsterSpec>;

/**
 * Any parsed actor.
 *
 * @example
 * ```ts
 * import type { DcssActor } from '@turnkeeper/dcss';
 * const isPlayer = (a: DcssActor) => a.kind === 'player';
 * ```
 */
export type DcssActor = z.output<typeof dcssActorSpec>;

/**
 * Any actor spec as a caller writes it.
 *
 * @example
 * ```ts
 * import type { DcssActorInput } from '@turnkeeper/dcss';
 * const ogre: DcssActorInput = { kind: 'monster', speed: 10, energyUsage: { attack: 15 } };
 * ```
 */
export type DcssActorInput = z.input<typeof dcssActorSpec>;

/**
 * A parsed actor patch.
 *
 * @example
 * ```ts
 * import type { DcssActorPatch } from '@turnkeeper/dcss';
 * const p: DcssActorPatch = { slowed: true };
 * ```
 */
export type DcssActorPatch = z.output<typeof dcssActorPatch>;
