import { actorKind } from '@turnkeeper/core';
import { z } from 'zod';
import { FASTEST_PLAYER_MOVE_SPEED, INT_MAX, INT_MIN, MAX_FIXED_COST, MAX_SKILL_LEVEL, MIN_ATTACK_DELAY } from '../tables/constants.js';
import { actorIdSchema, brandSchema, flag, int } from './fields.js';

const skill10 = (what: string): z.ZodNumber =>
  int('attack.skill10', 0, INT_MAX, `${what}, before player.cc player::skill clamps it at ${MAX_SKILL_LEVEL * 10} (an int ≥ 0)`);

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
    z.strictObject({ type: z.literal('unarmed'), skill10: skill10('Unarmed Combat skill × 10 (or XL × 10 for forms that use it)').default(0) }),
    z.strictObject({
      type: z.literal('weapon'),
      baseDelay: int('attack.baseDelay', 0, INT_MAX, "the weapon's base delay in aut (item-prop.cc weapon_def::speed, an int; property(weapon, PWPN_SPEED))"),
      minDelay: int(
        'attack.minDelay',
        0,
        INT_MAX,
        `the min delay (default: fight.cc weapon_min_delay for the base delay); raised to ${MIN_ATTACK_DELAY} as the game's own is`,
      ).optional(),
      shortBlade: z.boolean().default(false).describe('a short blade: min delay at most 5'),
      crossbow: z.boolean().default(false).describe('a crossbow (hand cannon, arbalest, triple crossbow): min delay at least 10'),
      woodcuttersAxe: z
        .boolean()
        .default(false)
        .describe("the Woodcutter's Axe: its delay is its base delay, whatever the skill, shield, Finesse or speed (player-act.cc attack_delay_with)"),
      brand: brandSchema.default('none').describe('speed ×2/3, heavy ×3/2'),
      skill10: skill10('weapon skill × 10'),
    }),
    z.strictObject({
      type: z.literal('thrown'),
      damage: int('attack.damage', 0, INT_MAX, "the projectile's damage (property(item, PWPN_DAMAGE), an int)"),
      skill10: skill10('Throwing skill × 10'),
    }),
  ],
  { error: 'attack.type must be "unarmed", "weapon" or "thrown"' },
);

const status = {
  hasted: flag('DUR_HASTE: actions ×2/3 (player_speed() 6 or 7 aut)'),
  slowed: flag('DUR_SLOW: actions ×3/2'),
  berserk: flag('DUR_BERSERK: actions ×2/3, like haste (the two do not stack)'),
  petrifying: flag('DUR_PETRIFYING: actions ×3/2, truncated'),
  statue: flag('statue form (you.form == transformation::statue): actions ×3/2, truncated, like petrifying (they do not stack)'),
  statZero: flag('a stat at zero (have_stat_zero()): actions ×3/2, like DUR_SLOW (they do not stack)'),
  noHaste: flag("Cheibriados's passive_t::no_haste: berserk does not speed you up (haste still does)"),
  helpless: flag('you.helpless() (asleep, paralysed or petrified): player_speed() is 10 aut and draws nothing'),
  dazedOrVexed: flag('DUR_DAZED or DUR_VEXED without being helpless: up to 0.33 player_speed() is then 10 aut too (you.cannot_act())'),
};
const movementSpeed = int(
  'movementSpeed',
  INT_MIN,
  INT_MAX,
  `player_movement_speed() in aut before its floor (an int; 10 normal): player.cc raises it to ${FASTEST_PLAYER_MOVE_SPEED}`,
);
const movementSpeed60 = int(
  'movementSpeed60',
  INT_MIN,
  INT_MAX,
  `trunk's player_movement_speed(…, 60) (an int at scale 60: 450 is a 7.5-aut swift step) before its floor of ${FASTEST_PLAYER_MOVE_SPEED * 60}; null: movementSpeed × 60`,
).nullable();
const shieldPenalty20 = int('shieldPenalty20', 0, INT_MAX, 'adjusted shield penalty at scale 20 (player.cc adjusted_shield_penalty(20), an int ≥ 0)');
const finesse = flag('DUR_FINESSE: attacks take half as long (not with berserk: the game asserts it)');

/**
 * DCSS's player (`you`): the statuses that change `player_speed()`, the movement speed, and what
 * they attack with. One per loop. Actions: `wait` (and `special`, `item`, `pickup`: they keep the
 * `player_speed()` time `_prep_input` set), `move` (`steps`, `pursuers`: the monsters the step
 * makes potential pursuers), `melee` (the attack delay), `spell` (`sandblast`: ×3/2), `fixed`
 * (`aut`: exactly that long), `stairs` (×3/2 on arrival), `equip` (one quick equip: half),
 * `stunned` (a turn it cannot act: `stun`, `vexed`). Every number is the game's `int` range
 * (or its `uint8_t`, `int8_t`…), clamped where the game clamps it: see docs/time-system.md's
 * domain table.
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
    statue: status.statue.default(false),
    statZero: status.statZero.default(false),
    noHaste: status.noHaste.default(false),
    helpless: status.helpless.default(false),
    dazedOrVexed: status.dazedOrVexed.default(false),
    movementSpeed: movementSpeed.default(10),
    movementSpeed60: movementSpeed60.default(null),
    attack: playerAttackSchema.default({ type: 'unarmed', skill10: 0 }),
    shieldPenalty20: shieldPenalty20.default(0),
    finesse: finesse.default(false),
  }),
  patch: z.strictObject({
    hasted: status.hasted.optional(),
    slowed: status.slowed.optional(),
    berserk: status.berserk.optional(),
    petrifying: status.petrifying.optional(),
    statue: status.statue.optional(),
    statZero: status.statZero.optional(),
    noHaste: status.noHaste.optional(),
    helpless: status.helpless.optional(),
    dazedOrVexed: status.dazedOrVexed.optional(),
    movementSpeed: movementSpeed.optional(),
    movementSpeed60: movementSpeed60.optional(),
    attack: playerAttackSchema.optional(),
    shieldPenalty20: shieldPenalty20.optional(),
    finesse: finesse.optional(),
  }),
  actions: {
    wait: z.strictObject({}).describe('player_speed() (main.cc _prep_input)'),
    move: z
      .strictObject({
        steps: int('steps', 1, INT_MAX, 'steps of a multi-step move (movement.cc move_player_action num_steps, an int: rampage and the like)').optional(),
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
    fixed: z
      .strictObject({ aut: int('aut', 0, MAX_FIXED_COST, 'the action takes exactly this many aut (you.time_taken: an int, never negative)') })
      .describe('an action of known length'),
    stunned: z
      .strictObject({
        stun: int('stun', 0, INT_MAX, 'the longest of DUR_PARALYSIS, DUR_SLEEP, DUR_DAZED and DUR_PETRIFIED in aut').default(0),
        vexed: int('vexed', 0, INT_MAX, 'DUR_VEXED in aut: a vexed player attacks when it lasts at least one attack delay').default(0),
      })
      .describe('a turn the player cannot act (main.cc _input: 0.34+ a vexed attack, or _stun_delay: min(longest stun, 10); up to 0.33 the _prep_input player_speed())'),
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
