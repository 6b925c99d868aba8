import { actorKind } from '@turnkeeper/core';
import * as v from 'valibot';
import { FASTEST_PLAYER_MOVE_SPEED, INT_MAX, INT_MIN, MAX_FIXED_COST, MAX_SKILL_LEVEL, MIN_ATTACK_DELAY } from '../tables/constants.js';
import { actorIdSchema, brandSchema, flag, int } from './fields.js';

const skill10 = (what: string) => int(0, INT_MAX, `${what}, before player.cc player::skill clamps it at ${MAX_SKILL_LEVEL * 10}`);

/**
 * What the player attacks with (player-act.cc `player::attack_delay_with`): `unarmed` (Unarmed
 * Combat skill × 10), a melee `weapon` (base delay, optional min delay, short blade, crossbow,
 * brand, skill × 10) or a `thrown` weapon (its damage, Throwing skill × 10). See `PlayerWeapon`.
 *
 * @example
 * ```ts
 * import { playerAttackSchema } from '@turnkeeper/dcss';
 * import * as v from 'valibot';
 * v.parse(playerAttackSchema, { type: 'weapon', baseDelay: 14, skill10: 75 }); // brand defaults to 'none'
 * ```
 */
export const playerAttackSchema = v.variant(
  'type',
  [
    v.strictObject({ type: v.literal('unarmed'), skill10: v.optional(skill10('Unarmed Combat skill × 10 (or XL × 10 for forms that use it)'), 0) }),
    v.strictObject({
      type: v.literal('weapon'),
      baseDelay: int(0, INT_MAX, "the weapon's base delay in aut: item-prop.cc weapon_def::speed, property(weapon, PWPN_SPEED)"),
      minDelay: v.optional(
        int(0, INT_MAX, `the min delay (default: fight.cc weapon_min_delay for the base delay); raised to ${MIN_ATTACK_DELAY} as the game's own is`),
      ),
      shortBlade: v.optional(v.pipe(v.boolean(), v.description('a short blade: min delay at most 5')), false),
      crossbow: v.optional(v.pipe(v.boolean(), v.description('a crossbow (hand cannon, arbalest, triple crossbow): min delay at least 10')), false),
      woodcuttersAxe: v.optional(
        v.pipe(
          v.boolean(),
          v.description("the Woodcutter's Axe: its delay is its base delay, whatever the skill, shield, Finesse or speed (player-act.cc attack_delay_with)"),
        ),
        false,
      ),
      brand: v.optional(v.pipe(brandSchema, v.description('speed ×2/3, heavy ×3/2')), 'none'),
      skill10: skill10('weapon skill × 10'),
    }),
    v.strictObject({
      type: v.literal('thrown'),
      damage: int(0, INT_MAX, "the projectile's damage: property(item, PWPN_DAMAGE)"),
      skill10: skill10('Throwing skill × 10'),
    }),
  ],
  '"unarmed", "weapon" or "thrown"',
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
const movementSpeed = int(INT_MIN, INT_MAX, `player_movement_speed() in aut before its floor (10 normal): player.cc raises it to ${FASTEST_PLAYER_MOVE_SPEED}`);
const movementSpeed60 = v.nullable(
  int(
    INT_MIN,
    INT_MAX,
    `trunk's player_movement_speed(…, 60) at scale 60 (450 is a 7.5-aut swift step) before its floor of ${FASTEST_PLAYER_MOVE_SPEED * 60}; null: movementSpeed × 60`,
  ),
);
const shieldPenalty20 = int(0, INT_MAX, 'adjusted shield penalty at scale 20: player.cc adjusted_shield_penalty(20)');
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
  spec: v.strictObject({
    hasted: v.optional(status.hasted, false),
    slowed: v.optional(status.slowed, false),
    berserk: v.optional(status.berserk, false),
    petrifying: v.optional(status.petrifying, false),
    statue: v.optional(status.statue, false),
    statZero: v.optional(status.statZero, false),
    noHaste: v.optional(status.noHaste, false),
    helpless: v.optional(status.helpless, false),
    dazedOrVexed: v.optional(status.dazedOrVexed, false),
    movementSpeed: v.optional(movementSpeed, 10),
    movementSpeed60: v.optional(movementSpeed60, null),
    attack: v.optional(playerAttackSchema, { type: 'unarmed', skill10: 0 }),
    shieldPenalty20: v.optional(shieldPenalty20, 0),
    finesse: v.optional(finesse, false),
  }),
  patch: v.strictObject({
    hasted: v.optional(status.hasted),
    slowed: v.optional(status.slowed),
    berserk: v.optional(status.berserk),
    petrifying: v.optional(status.petrifying),
    statue: v.optional(status.statue),
    statZero: v.optional(status.statZero),
    noHaste: v.optional(status.noHaste),
    helpless: v.optional(status.helpless),
    dazedOrVexed: v.optional(status.dazedOrVexed),
    movementSpeed: v.optional(movementSpeed),
    movementSpeed60: v.optional(movementSpeed60),
    attack: v.optional(playerAttackSchema),
    shieldPenalty20: v.optional(shieldPenalty20),
    finesse: v.optional(finesse),
  }),
  actions: {
    wait: v.pipe(v.strictObject({}), v.description('player_speed() (main.cc _prep_input)')),
    move: v.pipe(
      v.strictObject({
        steps: v.optional(int(1, INT_MAX, 'steps of a multi-step move: movement.cc move_player_action num_steps, rampage and the like')),
        pursuers: v.optional(
          v.pipe(
            v.array(actorIdSchema),
            v.description('monsters that become potential pursuers (movement.cc _mark_potential_pursuers: in sight, will be farther, see you, target you)'),
          ),
        ),
      }),
      v.description('a step: movement.cc move_player_action, rounded per version'),
    ),
    melee: v.pipe(v.strictObject({}), v.description('the attack delay: player-act.cc attack_delay_with, rolled in fight.cc player_fight')),
    spell: v.pipe(
      v.strictObject({ sandblast: v.optional(v.pipe(v.boolean(), v.description('Sandblast takes ×3/2, truncated (spl-cast.cc _apply_post_zap_effect)'))) }),
      v.description('player_speed()'),
    ),
    special: v.pipe(v.strictObject({}), v.description('player_speed()')),
    item: v.pipe(v.strictObject({}), v.description('player_speed()')),
    pickup: v.pipe(v.strictObject({}), v.description('player_speed()')),
    fixed: v.pipe(
      v.strictObject({ aut: int(0, MAX_FIXED_COST, 'the action takes exactly this many aut: you.time_taken, never negative') }),
      v.description('an action of known length'),
    ),
    stunned: v.pipe(
      v.strictObject({
        stun: v.optional(int(0, INT_MAX, 'the longest of DUR_PARALYSIS, DUR_SLEEP, DUR_DAZED and DUR_PETRIFIED in aut'), 0),
        vexed: v.optional(int(0, INT_MAX, 'DUR_VEXED in aut: a vexed player attacks when it lasts at least one attack delay'), 0),
      }),
      v.description(
        'a turn the player cannot act (main.cc _input: 0.34+ a vexed attack, or _stun_delay: min(longest stun, 10); up to 0.33 the _prep_input player_speed())',
      ),
    ),
    stairs: v.pipe(v.strictObject({}), v.description('files.cc load_level: div_rand_round(time_taken × 3, 2) on arrival')),
    equip: v.pipe(v.strictObject({}), v.description('item-use.cc do_equipment_change: one quick equip takes half of player_speed()')),
  },
  defaultAction: 'move',
  view: v.strictObject({
    turn: v.pipe(v.number(), v.integer(), v.minValue(0), v.description('player actions so far (you.num_turns)')),
    timeTaken: v.pipe(v.number(), v.integer(), v.minValue(0), v.description("the last action's time_taken in aut")),
    speed: v.pipe(
      v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
      v.description("this turn's player_speed() roll (main.cc _prep_input), or null before next()"),
    ),
  }),
});
