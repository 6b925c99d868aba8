import { actorKind } from '@turnkeeper/core';
import { z } from 'zod';
import { FASTEST_PLAYER_MOVE_SPEED, MAX_FIXED_COST } from '../tables/constants.js';
import { actorIdSchema, brandSchema, flag, int } from './fields.js';

/**
 * What the player attacks with (player-act.cc `player::attack_delay_with`): `unarmed` (Unarmed
 * Combat skill × 10), a melee `weapon` (base delay, optional min delay, short blade, crossbow,
 * brand, skill × 10) or a `thrown` weapon (its damage, Throwing skill × 10). See `PlayerWeapon`.
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
      minDelay: int('attack.minDelay', 1, 100, 'the min delay (default: fight.cc weapon_min_delay for the base delay)').optional(),
      shortBlade: z.boolean().default(false).describe('a short blade: min delay at most 5'),
      crossbow: z.boolean().default(false).describe('a crossbow: min delay at least 10'),
      brand: brandSchema.default('none').describe('speed ×2/3, heavy ×3/2'),
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

const status = {
  hasted: flag('DUR_HASTE: actions ×2/3 (player_speed() 6 or 7 aut)'),
  slowed: flag('DUR_SLOW: actions ×3/2'),
  berserk: flag('DUR_BERSERK: actions ×2/3, like haste (the two do not stack)'),
  petrifying: flag('DUR_PETRIFYING or statue form: actions ×3/2, truncated'),
};
const movementSpeed = int(
  'movementSpeed',
  FASTEST_PLAYER_MOVE_SPEED,
  100,
  `player_movement_speed in aut (10 normal; never below ${FASTEST_PLAYER_MOVE_SPEED})`,
);
const shieldPenalty20 = int('shieldPenalty20', 0, 10_000, 'adjusted shield penalty at scale 20 (player.cc adjusted_shield_penalty(20))');
const finesse = flag('DUR_FINESSE: attacks take half as long');

/**
 * DCSS's player (`you`): the statuses that change `player_speed()`, the movement speed, and what
 * they attack with. One per loop. Actions: `wait` (and `special`, `item`, `pickup`: they keep the
 * `player_speed()` time `_prep_input` set), `move` (`steps`, `pursuers`: the monsters the step
 * makes potential pursuers), `melee` (the attack delay), `spell` (`sandblast`: ×3/2), `fixed`
 * (`aut`: exactly that long), `stairs` (×3/2 on arrival), `equip` (one quick equip: half).
 *
 * @example
 * ```ts
 * import { dcss } from '@turnkeeper/dcss';
 * const loop = dcss.create();
 * loop.add('you', { kind: 'player', hasted: true, attack: { type: 'weapon', baseDelay: 14, skill10: 75 } });
 * ```
 */
export const dcssPlayer = actorKind({
  label: 'player',
  description: "the player character (you): acts, then the world reacts to the whole action's time_taken in aut",
  max: 1,
  spec: z.strictObject({
    hasted: status.hasted.default(false),
    slowed: status.slowed.default(false),
    berserk: status.berserk.default(false),
    petrifying: status.petrifying.default(false),
    movementSpeed: movementSpeed.default(10),
    attack: playerAttackSchema.default({ type: 'unarmed', skill10: 0 }),
    shieldPenalty20: shieldPenalty20.default(0),
    finesse: finesse.default(false),
  }),
  patch: z.strictObject({
    hasted: status.hasted.optional(),
    slowed: status.slowed.optional(),
    berserk: status.berserk.optional(),
    petrifying: status.petrifying.optional(),
    movementSpeed: movementSpeed.optional(),
    attack: playerAttackSchema.optional(),
    shieldPenalty20: shieldPenalty20.optional(),
    finesse: finesse.optional(),
  }),
  actions: {
    wait: z.strictObject({}).describe('player_speed() (main.cc _prep_input)'),
    move: z
      .strictObject({
        steps: int('steps', 1, 100, 'steps of a multi-step move (rampage and the like)').optional(),
        pursuers: z
          .array(actorIdSchema)
          .optional()
          .describe('monsters that become potential pursuers (movement.cc _mark_potential_pursuers: in sight, will be farther, see you, target you)'),
      })
      .describe('a step: movement.cc move_player_action, rounded per version'),
    melee: z.strictObject({}).describe('the attack delay: player-act.cc attack_delay_with, rolled in fight.cc player_fight'),
    spell: z
      .strictObject({ sandblast: z.boolean().optional().describe('Sandblast takes ×3/2, truncated (spl-cast.cc _apply_post_zap_effect)') })
      .describe('player_speed()'),
    special: z.strictObject({}).describe('player_speed()'),
    item: z.strictObject({}).describe('player_speed()'),
    pickup: z.strictObject({}).describe('player_speed()'),
    fixed: z.strictObject({ aut: int('aut', 0, MAX_FIXED_COST, 'the action takes exactly this many aut') }).describe('an action of known length'),
    stairs: z.strictObject({}).describe('files.cc load_level: div_rand_round(time_taken × 3, 2) on arrival'),
    equip: z.strictObject({}).describe('item-use.cc do_equipment_change: one quick equip takes half of player_speed()'),
  },
  defaultAction: 'move',
  view: z.strictObject({
    turn: z.number().int().min(0).describe('player actions so far (you.num_turns)'),
    timeTaken: z.number().int().min(0).describe("the last action's time_taken in aut"),
    speed: z.number().int().min(0).nullable().describe("this turn's player_speed() roll (main.cc _prep_input), or null before next()"),
  }),
});
