import { actorKind } from '@turnkeeper/core';
import { z } from 'zod';
import { PLAYER_START_ENERGY, S16_MAX } from '../tables/constants.js';
import { FIXED_PLAYER_COSTS, type FixedPlayerActionKind } from '../tables/fixed-costs.js';
import { blowsField, energyField, naturalAttacksField, noDetails, playerSpeedField, skillField, skillValueField, stunRecoveryField, timedField } from './fields.js';

const none = noDetails;
const item = z.strictObject({
  from: z
    .enum(['pack', 'pouch', 'floor'], { error: 'from must be "pack", "pouch" or "floor"' })
    .optional()
    .describe('where the item is used from: a belt pouch (slots 36..41) costs 10, the pack or the floor 100'),
});

/** One schema per fixed-cost action (no details): `throw`, `rest`, `drop`, `stairs`… */
const fixedActions = Object.fromEntries(Object.keys(FIXED_PLAYER_COSTS).map((k) => [k, none])) as Record<FixedPlayerActionKind, typeof none>;

/*
 * The player's actions and the details each takes (`cmd1.c`–`cmd6.c`, `dungeon.c`
 * `process_player()`). Movement (`walk`, `run`) costs `extract_energy[pspeed]`; `melee` one blow
 * (`100/num_blow`, plus 10 per natural attack); `fire` one shot; items used `from: 'pouch'`
 * cost 10; spells and powers cost `spell_energy(skill, min)`; `dimension_door` and
 * `psychic_drain` also debit energy directly; `const_cost` charges a given cost (the help text's
 * examples); every key of `FIXED_PLAYER_COSTS` is an action of its own.
 */
const playerActions = {
  walk: z.strictObject({
    knownObstacle: z
      .boolean()
      .optional()
      .describe('bumped a remembered wall, rubble or unpushable pet: free unless impaired (cmd1.c move_player())'),
    impaired: z.boolean().optional().describe('confused, stunned or hallucinating: a known-obstacle bump then costs the walk cost'),
  }),
  run: none,
  melee: z.strictObject({
    naturalAttacks: naturalAttacksField
      .optional()
      .describe('how many natural attacks fired after this blow; omit to roll randint(num_blow) == 1 as py_attack() does'),
    noExtra: z.boolean().optional().describe('the blow teleported the monster away (a chaos effect): no natural-attack roll'),
  }),
  fire: none,
  quaff: item,
  read: item,
  aim_wand: item,
  cantrip: item,
  destroy: z.strictObject({ artifact: z.boolean().optional().describe('an artifact that resists destruction: free (cmd3.c do_cmd_destroy())') }),
  spell: z.strictObject({ skill: skillField('skill').describe('spell_skill(): the combined school skills'), min: skillField('min') }),
  favour: z.strictObject({ shamanSkill: skillValueField('shamanSkill').describe('the SHAMAN skill; cmd5.c do_cmd_invoke() uses max(1, skill/2)'), min: skillField('min') }),
  mindcraft: z.strictObject({
    mindcraftingSkill: skillValueField('mindcraftingSkill').describe('the MINDCRAFTING skill; cmd5.c do_cmd_mindcraft() uses skill/2'),
    min: skillField('min'),
  }),
  racial: z.strictObject({
    racialSkill: skillValueField('racialSkill').describe('the RACIAL skill; cmd2.c racial_aux() uses skill/2, held in a char'),
    min: skillField('min'),
    aborted: z.boolean().optional().describe('confused, or declined at the prompt: free (cmd2.c racial_aux())'),
  }),
  dimension_door: z.strictObject({
    skill: skillField('skill'),
    min: skillField('min'),
    landed: z.boolean().optional().describe('false: the landing failed and 100 more energy is debited'),
  }),
  psychic_drain: z.strictObject({
    skill: skillField('skill'),
    min: skillField('min'),
    fired: z.boolean().optional().describe('false: the ball was not fired, so no randint(150) debit'),
  }),
  const_cost: z.strictObject({
    cost: z
      .number({ error: `cost must be an integer from 0 to ${S16_MAX}` })
      .int({ error: 'cost must be an integer' })
      .min(0, { error: 'cost must be ≥ 0 (no command sets a negative energy_use)' })
      .max(S16_MAX, { error: `cost must be ≤ ${S16_MAX} (energy_use is an s16b)` })
      .describe('energy_use, an s16b that no command sets below 0 (dungeon.c process_player())'),
  }),
  ...fixedActions,
};

type Timed = ReturnType<typeof timedField>;

/** The four timed effects the timing reads, each through `wrap` (a default or `.optional()`). */
function timedEffects<T extends z.ZodType>(wrap: (field: Timed) => T) {
  return {
    fast: wrap(timedField('fast', 'Timed -- Fast (p_ptr->fast): +10 to pspeed while > 0; counted down once a round (dungeon.c process_world())')),
    slow: wrap(timedField('slow', 'Timed -- Slow (p_ptr->slow): −10 to pspeed while > 0; counted down once a round')),
    paralyzed: wrap(
      timedField('paralyzed', 'Timed -- Paralysis (p_ptr->paralyzed): every pass is forced and costs 100 while > 0; counted down once a round'),
    ),
    stun: wrap(
      timedField('stun', 'p_ptr->stun: knocked out at ≥ 100 (every pass forced, cost 100); lowered by stunRecovery once a round'),
    ),
  };
}

const ledger = z.strictObject({
  tick: z.number().int().describe('the tick this record is of (1 = the first)'),
  e0: z.number().int().describe('energy at the start of the tick'),
  gain: z.number().int().describe('energy gained this tick (10)'),
  e1: z.number().int().describe('energy after the gain'),
});

/**
 * The player (`p_ptr`): displayed `speed` (pspeed − 110, any `s16b`: `calc_bonuses()` never
 * clamps it), blows and shots per round (any `s16b`, clamped to 1..10 as `calc_bonuses()` does),
 * natural-attack mutations, energy (default 1050, a new character's: `birth.c`
 * `player_birth_aux()`), and the timed effects the timing reads: `fast` (+10 speed), `slow`
 * (−10), `paralyzed` and `stun` (≥ 100 knocks out: every pass is forced and costs 100), each
 * forced into 0..10000 as `xtra2.c` `set_*()` does and counted down once a round by
 * `dungeon.c` `process_world()`; `stunRecovery` is `adj_con_fix[con] + 1`. One per loop.
 * Actions: `walk` (the default) and `run` cost `extract_energy[pspeed]`; `melee` one blow
 * (`100/num_blow`, plus 10 per natural attack); `fire` one shot; `quaff`, `read`, `aim_wand`
 * and `cantrip` cost 10 `from: 'pouch'`; `spell`, `favour`, `mindcraft` and `racial` cost
 * `spell_energy(skill, min)`; `dimension_door` and `psychic_drain` also debit energy directly;
 * `const_cost` charges a given cost; and every key of `FIXED_PLAYER_COSTS` (`rest`, `drop`,
 * `stairs`…) is an action of its own. `stairs` also sets `new_level_flag` (`cmd2.c`
 * `do_cmd_go_up()`); the patch field `newLevelFlag` sets it for the other ways off a level.
 *
 * @example
 * ```ts
 * import { cthangband } from '@turnkeeper/cthangband';
 * const loop = cthangband.create();
 * loop.add('player', { kind: 'player', speed: 10, numBlow: 3, fast: 20 }); // +20 for 20 rounds, then +10
 * loop.next();
 * loop.act('player', { kind: 'spell', skill: 20, min: 12 }); // spell_energy(20, 12) = 37
 * ```
 */
export const cthangbandPlayer = actorKind({
  label: 'player',
  description: 'the player character (p_ptr): gains 10 energy a tick and acts, first in the tick and repeatedly, while energy ≥ 1000',
  max: 1,
  spec: z.strictObject({
    speed: playerSpeedField('speed').default(0),
    numBlow: blowsField('numBlow', 'blows per round (p_ptr->num_blow)').default(1),
    numFire: blowsField('numFire', 'shots per round (p_ptr->num_fire)').default(1),
    naturalAttacks: naturalAttacksField.default(0),
    energy: energyField.default(PLAYER_START_ENERGY),
    ...timedEffects((f) => f.default(0)),
    stunRecovery: stunRecoveryField.default(1),
  }),
  patch: z.strictObject({
    speed: playerSpeedField('speed').optional(),
    numBlow: blowsField('numBlow', 'blows per round (p_ptr->num_blow)').optional(),
    numFire: blowsField('numFire', 'shots per round (p_ptr->num_fire)').optional(),
    naturalAttacks: naturalAttacksField.optional(),
    energy: energyField.optional(),
    ...timedEffects((f) => f.optional()),
    stunRecovery: stunRecoveryField.optional(),
    newLevelFlag: z
      .boolean({ error: 'newLevelFlag must be true or false' })
      .optional()
      .describe(
        'new_level_flag: the player is leaving the level (stairs set it themselves; a trap door, teleport level, recall or a monster spell set it here); read at the check points of dungeon.c dungeon()',
      ),
  }),
  actions: playerActions,
  defaultAction: 'walk',
  view: z.strictObject({
    speed: z.number().int().describe('the speed given (pspeed − 110 without the timed haste and slow)'),
    currentSpeed: z.number().int().describe('pspeed − 110 as calc_bonuses() leaves it: speed, +10 while fast, −10 while slow'),
    moveCost: z.number().int().nullable().describe('extract_energy[pspeed]: what a step costs; null outside the table (walking is undefined there)'),
    numBlow: z.number().int().describe('blows per round, clamped to 1..10'),
    numFire: z.number().int().describe('shots per round, clamped to 1..10'),
    naturalAttacks: z.number().int(),
    energy: z.number().int(),
    wait: z.number().int().describe("1000 − energy: the help text's wait, negative when energy is banked"),
    fast: z.number().int(),
    slow: z.number().int(),
    paralyzed: z.number().int(),
    stun: z.number().int(),
    stunRecovery: z.number().int(),
    forcedPass: z.boolean().describe('paralyzed, or stun ≥ 100: every pass is forced and costs 100 (dungeon.c process_player())'),
    newLevelFlag: z.boolean().describe('new_level_flag: the tick ends at the next check point and the level changes'),
    ledger: ledger.nullable().describe('the last tick the player was processed in'),
    last: z
      .strictObject({
        kind: z.string(),
        forced: z.boolean().describe('a forced pass: the player was paralysed or knocked out, so the command was not read'),
        energyBefore: z.number().int(),
        energyUse: z.number().int().describe('energy_use, subtracted after the command'),
        directDebit: z.number().int().describe('taken from p_ptr->energy during the command (Dimension Door, Psychic Drain)'),
        naturalAttacks: z.number().int().nullable(),
        energyAfter: z.number().int(),
      })
      .nullable()
      .describe("the player's last action"),
  }),
});
