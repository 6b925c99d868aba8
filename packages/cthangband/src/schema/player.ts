import { actorKind } from '@turnkeeper/core';
import * as v from 'valibot';
import { PLAYER_START_ENERGY, S16_MAX } from '../tables/constants.js';
import { FIXED_PLAYER_COSTS, type FixedPlayerActionKind } from '../tables/fixed-costs.js';
import {
  blowsField,
  energyField,
  flag,
  intField,
  naturalAttacksField,
  noDetails,
  playerSpeedField,
  skillField,
  skillValueField,
  specAndPatch,
  stunRecoveryField,
  timedField,
} from './fields.js';

const none = noDetails;
const item = v.strictObject({
  from: v.optional(
    v.pipe(
      v.picklist(['pack', 'pouch', 'floor'], '"pack", "pouch" or "floor"'),
      v.description('where the item is used from: a belt pouch (slots 36..41) costs 10, the pack or the floor 100'),
    ),
  ),
});
const skill = (what: string) => v.pipe(skillField, v.description(what));

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
  walk: v.strictObject({
    knownObstacle: flag('bumped a remembered wall, rubble or unpushable pet: free unless impaired (cmd1.c move_player())'),
    impaired: flag('confused, stunned or hallucinating: a known-obstacle bump then costs the walk cost'),
  }),
  run: none,
  melee: v.strictObject({
    naturalAttacks: v.optional(
      v.pipe(naturalAttacksField, v.description('how many natural attacks fired after this blow; omit to roll randint(num_blow) == 1 as py_attack() does')),
    ),
    noExtra: flag('the blow teleported the monster away (a chaos effect): no natural-attack roll'),
  }),
  fire: none,
  quaff: item,
  read: item,
  aim_wand: item,
  cantrip: item,
  destroy: v.strictObject({ artifact: flag('an artifact that resists destruction: free (cmd3.c do_cmd_destroy())') }),
  spell: v.strictObject({ skill: skill('spell_skill(): the combined school skills'), min: skillField }),
  favour: v.strictObject({
    shamanSkill: v.pipe(skillValueField, v.description('the SHAMAN skill; cmd5.c do_cmd_invoke() uses max(1, skill/2)')),
    min: skillField,
  }),
  mindcraft: v.strictObject({
    mindcraftingSkill: v.pipe(skillValueField, v.description('the MINDCRAFTING skill; cmd5.c do_cmd_mindcraft() uses skill/2')),
    min: skillField,
  }),
  racial: v.strictObject({
    racialSkill: v.pipe(skillValueField, v.description('the RACIAL skill; cmd2.c racial_aux() uses skill/2, held in a char')),
    min: skillField,
    aborted: flag('confused, or declined at the prompt: free (cmd2.c racial_aux())'),
  }),
  dimension_door: v.strictObject({
    skill: skillField,
    min: skillField,
    landed: flag('false: the landing failed and 100 more energy is debited'),
  }),
  psychic_drain: v.strictObject({
    skill: skillField,
    min: skillField,
    fired: flag('false: the ball was not fired, so no randint(150) debit'),
  }),
  const_cost: v.strictObject({
    cost: v.pipe(
      intField(0, S16_MAX, 'energy_use is an s16b that no command sets below 0'),
      v.description('energy_use, an s16b that no command sets below 0 (dungeon.c process_player())'),
    ),
  }),
  ...fixedActions,
};

const timed = {
  fast: timedField('fast', 'Timed -- Fast (p_ptr->fast): +10 to pspeed while > 0; counted down once a round (dungeon.c process_world())'),
  slow: timedField('slow', 'Timed -- Slow (p_ptr->slow): −10 to pspeed while > 0; counted down once a round'),
  paralyzed: timedField('paralyzed', 'Timed -- Paralysis (p_ptr->paralyzed): every pass is forced and costs 100 while > 0; counted down once a round'),
  stun: timedField('stun', 'p_ptr->stun: knocked out at ≥ 100 (every pass forced, cost 100); lowered by stunRecovery once a round'),
};

const int = v.pipe(v.number(), v.integer());
const described = (what: string) => v.pipe(int, v.description(what));

const ledger = v.strictObject({
  tick: described('the tick this record is of (1 = the first)'),
  e0: described('energy at the start of the tick'),
  gain: described('energy gained this tick (10)'),
  e1: described('energy after the gain'),
});

/** The player's spec fields, each with its default (energy: a new character's), and the same fields optional in a patch. */
const playerFields = specAndPatch(
  {
    speed: playerSpeedField(),
    numBlow: blowsField('blows per round (p_ptr->num_blow)'),
    numFire: blowsField('shots per round (p_ptr->num_fire)'),
    naturalAttacks: naturalAttacksField,
    energy: energyField,
    fast: timed.fast,
    slow: timed.slow,
    paralyzed: timed.paralyzed,
    stun: timed.stun,
    stunRecovery: stunRecoveryField,
  },
  { speed: 0, numBlow: 1, numFire: 1, naturalAttacks: 0, energy: PLAYER_START_ENERGY, fast: 0, slow: 0, paralyzed: 0, stun: 0, stunRecovery: 1 },
);

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
  spec: v.strictObject(playerFields.spec),
  patch: v.strictObject({
    ...playerFields.patch,
    newLevelFlag: flag(
      'new_level_flag: the player is leaving the level (stairs set it themselves; a trap door, teleport level, recall or a monster spell set it here); read at the check points of dungeon.c dungeon()',
    ),
  }),
  actions: playerActions,
  defaultAction: 'walk',
  view: v.strictObject({
    speed: described('the speed given (pspeed − 110 without the timed haste and slow)'),
    currentSpeed: described('pspeed − 110 as calc_bonuses() leaves it: speed, +10 while fast, −10 while slow'),
    moveCost: v.pipe(v.nullable(int), v.description('extract_energy[pspeed]: what a step costs; null outside the table (walking is undefined there)')),
    numBlow: described('blows per round, clamped to 1..10'),
    numFire: described('shots per round, clamped to 1..10'),
    naturalAttacks: int,
    energy: int,
    wait: described("1000 − energy: the help text's wait, negative when energy is banked"),
    fast: int,
    slow: int,
    paralyzed: int,
    stun: int,
    stunRecovery: int,
    forcedPass: v.pipe(v.boolean(), v.description('paralyzed, or stun ≥ 100: every pass is forced and costs 100 (dungeon.c process_player())')),
    newLevelFlag: v.pipe(v.boolean(), v.description('new_level_flag: the tick ends at the next check point and the level changes')),
    ledger: v.pipe(v.nullable(ledger), v.description('the last tick the player was processed in')),
    last: v.pipe(
      v.nullable(
        v.strictObject({
          kind: v.string(),
          forced: v.pipe(v.boolean(), v.description('a forced pass: the player was paralysed or knocked out, so the command was not read')),
          energyBefore: int,
          energyUse: described('energy_use, subtracted after the command'),
          directDebit: described('taken from p_ptr->energy during the command (Dimension Door, Psychic Drain)'),
          naturalAttacks: v.nullable(int),
          energyAfter: int,
        }),
      ),
      v.description("the player's last action"),
    ),
  }),
});
