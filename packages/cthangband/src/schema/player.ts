import { actorKind } from '@turnkeeper/core';
import { z } from 'zod';
import { PLAYER_START_ENERGY } from '../tables/constants.js';
import { FIXED_PLAYER_COSTS, type FixedPlayerActionKind } from '../tables/fixed-costs.js';
import { countField, energyField, naturalAttacksField, noDetails, skillField, speedField } from './fields.js';

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
  favour: z.strictObject({ shamanSkill: skillField('shamanSkill').describe('the SHAMAN skill; cmd5.c do_cmd_invoke() uses max(1, skill/2)'), min: skillField('min') }),
  mindcraft: z.strictObject({
    mindcraftingSkill: skillField('mindcraftingSkill').describe('the MINDCRAFTING skill; cmd5.c do_cmd_mindcraft() uses skill/2'),
    min: skillField('min'),
  }),
  racial: z.strictObject({
    racialSkill: skillField('racialSkill'),
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
      .number({ error: 'cost must be an integer from 0 to 30000' })
      .int({ error: 'cost must be an integer' })
      .min(0, { error: 'cost must be ≥ 0' })
      .max(30000, { error: 'cost must be ≤ 30000 (energy is a signed 16-bit value)' }),
  }),
  ...fixedActions,
};

const ledger = z.strictObject({
  tick: z.number().int().describe('the tick this record is of (1 = the first)'),
  e0: z.number().int().describe('energy at the start of the tick'),
  gain: z.number().int().describe('energy gained this tick (10)'),
  e1: z.number().int().describe('energy after the gain'),
});

/**
 * The player (`p_ptr`): displayed `speed` (pspeed − 110), blows and shots per round, natural-attack
 * mutations and energy (default 1050, a new character's: `birth.c` `player_birth_aux()`). One
 * per loop. Actions: `walk` (the default) and `run` cost `extract_energy[pspeed]`; `melee` one blow
 * (`100/num_blow`, plus 10 per natural attack); `fire` one shot; `quaff`, `read`, `aim_wand`
 * and `cantrip` cost 10 `from: 'pouch'`; `spell`, `favour`, `mindcraft` and `racial` cost
 * `spell_energy(skill, min)`; `dimension_door` and `psychic_drain` also debit energy directly;
 * `const_cost` charges a given cost; and every key of `FIXED_PLAYER_COSTS` (`rest`, `drop`,
 * `stairs`…) is an action of its own.
 *
 * @example
 * ```ts
 * import { cthangband } from '@turnkeeper/cthangband';
 * const loop = cthangband.create();
 * loop.add('player', { kind: 'player', speed: 10, numBlow: 3 }); // numFire 1, naturalAttacks 0, energy 1050
 * loop.next();
 * loop.act('player', { kind: 'spell', skill: 20, min: 12 }); // spell_energy(20, 12) = 37
 * ```
 */
export const cthangbandPlayer = actorKind({
  label: 'player',
  description: 'the player character (p_ptr): gains 10 energy a tick and acts, first in the tick and repeatedly, while energy ≥ 1000',
  max: 1,
  spec: z.strictObject({
    speed: speedField('speed').default(0),
    numBlow: countField('numBlow', 'blows per round; calc_bonuses() clamps to 1..10').default(1),
    numFire: countField('numFire', 'shots per round; calc_bonuses() clamps to 1..10').default(1),
    naturalAttacks: naturalAttacksField.default(0),
    energy: energyField.default(PLAYER_START_ENERGY),
  }),
  patch: z.strictObject({
    speed: speedField('speed').optional(),
    numBlow: countField('numBlow', 'blows per round').optional(),
    numFire: countField('numFire', 'shots per round').optional(),
    naturalAttacks: naturalAttacksField.optional(),
    energy: energyField.optional(),
  }),
  actions: playerActions,
  defaultAction: 'walk',
  view: z.strictObject({
    speed: z.number().int(),
    moveCost: z.number().int().describe('extract_energy[pspeed]: what a step costs'),
    numBlow: z.number().int(),
    numFire: z.number().int(),
    naturalAttacks: z.number().int(),
    energy: z.number().int(),
    wait: z.number().int().describe("1000 − energy: the help text's wait, negative when energy is banked"),
    ledger: ledger.nullable().describe('the last tick the player was processed in'),
    last: z
      .strictObject({
        kind: z.string(),
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
