import { z } from 'zod';

const skill = (name: string) =>
  z
    .number({ error: `${name} must be an integer from 0 to 65535` })
    .int({ error: `${name} must be an integer` })
    .min(0, { error: `${name} must be ≥ 0` })
    .max(65535, { error: `${name} must be ≤ 65535 (spell_energy takes u16b)` });

const plain = <K extends string>(kind: K) => z.strictObject({ kind: z.literal(kind) });
const item = <K extends string>(kind: K) =>
  z.strictObject({
    kind: z.literal(kind),
    from: z.enum(['pack', 'pouch', 'floor'], { error: 'from must be "pack", "pouch" or "floor"' }).optional(),
  });

/**
 * Player actions whose cost is a fixed number, whatever the speed (spec §4): 100 for most, 50 for
 * drop and refill, 10 for activate, 5 for a cast blocked by an anti-magic shell, 0 for stairs,
 * shops and free commands (looking, inventory, a refused prompt).
 *
 * @example
 * ```ts
 * import { FIXED_PLAYER_COSTS } from '@turnkeeper/cthangband';
 * FIXED_PLAYER_COSTS.drop; // 50
 * FIXED_PLAYER_COSTS.stairs; // 0
 * ```
 */
export const FIXED_PLAYER_COSTS = Object.freeze({
  throw: 100, // cmd2.c do_cmd_throw()
  open: 100, // cmd2.c do_cmd_open_aux()
  close: 100, // cmd2.c do_cmd_close_aux()
  disarm: 100, // cmd2.c do_cmd_disarm_aux(); also easy_disarm on a visible trap (cmd1.c move_player())
  tunnel: 100, // cmd2.c do_cmd_tunnel_aux()
  bash: 100, // cmd2.c do_cmd_bash_aux()
  alter: 100, // cmd2.c do_cmd_alter()
  spike: 100, // cmd2.c do_cmd_spike()
  hold: 100, // cmd2.c do_cmd_stay() (stay still / pick up)
  rest: 100, // dungeon.c process_player(): per rest step
  paralyzed: 100, // dungeon.c process_player(): paralysed or stun >= 100, per forced pass
  search: 100, // cmd2.c do_cmd_search()
  wield: 100, // cmd3.c do_cmd_wield()
  takeoff: 100, // cmd3.c do_cmd_takeoff()
  study: 100, // cmd5.c do_cmd_study()
  eat: 100, // cmd6.c do_cmd_eat_food()
  use_staff: 100, // cmd6.c do_cmd_use_staff(): no pouch rule
  zap_rod: 100, // cmd6.c do_cmd_zap_rod(): no pouch rule
  drop: 50, // cmd3.c do_cmd_drop()
  refill: 50, // cmd3.c do_cmd_refill_lamp() / do_cmd_refill_torch()
  activate: 10, // cmd6.c do_cmd_activate()
  antimagic_blocked: 5, // dungeon.c process_command(): "Still use a bit"
  stairs: 0, // cmd2.c do_cmd_go_up() / do_cmd_go_down(): free in 4.1.0
  store: 0, // store.c
  free_command: 0, // a command that sets no energy_use (look, inventory, a refused prompt)
} as const);

/**
 * Kinds of {@link FIXED_PLAYER_COSTS}.
 *
 * @example
 * ```ts
 * import type { FixedPlayerActionKind } from '@turnkeeper/cthangband';
 * const k: FixedPlayerActionKind = 'rest';
 * ```
 */
export type FixedPlayerActionKind = keyof typeof FIXED_PLAYER_COSTS;

const fixedKinds = Object.keys(FIXED_PLAYER_COSTS) as [FixedPlayerActionKind, ...FixedPlayerActionKind[]];

/**
 * The player's actions (spec §4). Movement (`walk`, `run`) costs `extract_energy[pspeed]`;
 * `melee` one blow (`100/num_blow`, plus 10 per natural attack); `fire` one shot; items used
 * with `from: 'pouch'` cost 10; spells and powers cost `spell_energy(skill, min)`; see each
 * variant. `const_cost` charges an arbitrary cost (the help text's examples).
 *
 * @example
 * ```ts
 * loop.act('player', { kind: 'walk' });
 * loop.act('player', { kind: 'melee' }); // rolls randint(num_blow) for natural attacks
 * loop.act('player', { kind: 'quaff', from: 'pouch' }); // 10
 * loop.act('player', { kind: 'spell', skill: 20, min: 12 }); // 37
 * ```
 */
export const playerAction = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('walk'),
    /** Bumped a known (remembered) wall, rubble or unpushable pet: free unless impaired (cmd1.c move_player()). */
    knownObstacle: z.boolean().optional(),
    /** Confused, stunned or hallucinating: a known-obstacle bump then costs the walk cost. */
    impaired: z.boolean().optional(),
  }),
  plain('run'),
  z.strictObject({
    kind: z.literal('melee'),
    /** How many natural attacks fired after this blow; omit to roll `randint(num_blow) == 1` as the game does. */
    naturalAttacks: z.number().int().min(0).max(5, { error: 'naturalAttacks must be 0..5 (five natural-attack mutations exist)' }).optional(),
    /** The blow teleported the monster away (chaos effect): no natural-attack roll (no_extra). */
    noExtra: z.boolean().optional(),
  }),
  plain('fire'),
  item('quaff'),
  item('read'),
  item('aim_wand'),
  item('cantrip'),
  z.strictObject({ kind: z.literal('destroy'), artifact: z.boolean().optional() }),
  z.strictObject({ kind: z.literal('spell'), skill: skill('skill'), min: skill('min') }),
  z.strictObject({ kind: z.literal('favour'), shamanSkill: skill('shamanSkill'), min: skill('min') }),
  z.strictObject({ kind: z.literal('mindcraft'), mindcraftingSkill: skill('mindcraftingSkill'), min: skill('min') }),
  z.strictObject({ kind: z.literal('racial'), racialSkill: skill('racialSkill'), min: skill('min'), aborted: z.boolean().optional() }),
  z.strictObject({ kind: z.literal('dimension_door'), skill: skill('skill'), min: skill('min'), landed: z.boolean().optional() }),
  z.strictObject({ kind: z.literal('psychic_drain'), skill: skill('skill'), min: skill('min'), fired: z.boolean().optional() }),
  z.strictObject({
    kind: z.literal('const_cost'),
    cost: z.number().int().min(0, { error: 'cost must be ≥ 0' }).max(30000, { error: 'cost must be ≤ 30000 (energy is a signed 16-bit value)' }),
  }),
  z.strictObject({ kind: z.enum(fixedKinds) }),
]);

/**
 * A player action. See {@link playerAction}.
 *
 * @example
 * ```ts
 * import type { PlayerAction } from '@turnkeeper/cthangband';
 * const a: PlayerAction = { kind: 'dimension_door', skill: 25, min: 20 };
 * ```
 */
export type PlayerAction = z.output<typeof playerAction>;

const speedAfter = z
  .number()
  .int()
  .min(-110, { error: 'speedAfter must be ≥ -110' })
  .max(89, { error: 'speedAfter must be ≤ +89' })
  .optional();

/**
 * What a monster did with its turn (spec §6 step 8); its move cost was already charged when the
 * turn began. `melee_player`, `spell_at_player` and `spell_at_monster` refund the move cost and charge
 * `100 / num_blows` instead (`speedAfter`: a haste-self spell's new speed, which the refund
 * reads). Everything else keeps the move cost: `late_spell` (cast after failing to move),
 * `attack_monster`, `asleep`, `out_of_range` (cdis ≥ 100), `cannot_sense`, and `move` (moving,
 * multiplying, fleeing, staying stunned…).
 *
 * @example
 * ```ts
 * loop.act('orc', { kind: 'melee_player' });
 * loop.act('shaman', { kind: 'spell_at_player', speedAfter: 10 }); // hasted itself from 0 to +10
 * ```
 */
export const monsterAction = z.discriminatedUnion('kind', [
  plain('move'),
  z.strictObject({
    kind: z.literal('melee_player'),
    /** NEVER_BLOW race or a pet: make_attack_normal() returns before the refund (melee1.c). */
    noRefund: z.boolean().optional(),
  }),
  z.strictObject({ kind: z.literal('spell_at_player'), speedAfter }),
  z.strictObject({ kind: z.literal('spell_at_monster'), speedAfter }),
  plain('late_spell'),
  plain('attack_monster'),
  plain('asleep'),
  plain('out_of_range'),
  plain('cannot_sense'),
]);

/**
 * A monster's action. See {@link monsterAction}.
 *
 * @example
 * ```ts
 * import type { MonsterAction } from '@turnkeeper/cthangband';
 * const a: MonsterAction = { kind: 'late_spell' };
 * ```
 */
export type MonsterAction = z.output<typeof monsterAction>;

/**
 * Any action of the ruleset.
 *
 * @example
 * ```ts
 * import type { CthangbandAction } from '@turnkeeper/cthangband';
 * const a: CthangbandAction = { kind: 'rest' };
 * ```
 */
export type CthangbandAction = PlayerAction | MonsterAction;

/**
 * Every player action kind, in the order of spec §4.
 *
 * @example
 * ```ts
 * import { PLAYER_ACTION_KINDS } from '@turnkeeper/cthangband';
 * PLAYER_ACTION_KINDS.includes('walk'); // true
 * ```
 */
export const PLAYER_ACTION_KINDS = Object.freeze([
  'walk',
  'run',
  'melee',
  'fire',
  'quaff',
  'read',
  'aim_wand',
  'cantrip',
  'destroy',
  'spell',
  'favour',
  'mindcraft',
  'racial',
  'dimension_door',
  'psychic_drain',
  'const_cost',
  ...fixedKinds,
] as const);

/**
 * Every monster action kind (spec §6).
 *
 * @example
 * ```ts
 * import { MONSTER_ACTION_KINDS } from '@turnkeeper/cthangband';
 * MONSTER_ACTION_KINDS[0]; // 'move'
 * ```
 */
export const MONSTER_ACTION_KINDS = Object.freeze([
  'move',
  'melee_player',
  'spell_at_player',
  'spell_at_monster',
  'late_spell',
  'attack_monster',
  'asleep',
  'out_of_range',
  'cannot_sense',
] as const);
