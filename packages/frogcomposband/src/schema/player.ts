import { actorKind } from '@turnkeeper/core';
import { z } from 'zod';
import { BOW_ENERGY, MAX_HANDS, type Bow } from '../rules/action-costs.js';
import { S16_MAX, S16_MIN, S32_MAX, S32_MIN, U16_MAX } from '../rules/c-types.js';
import { RIDING_EXP_MASTER } from '../rules/speed-modifiers.js';
import { PLAYER_BASE_MAX, PLAYER_BASE_MIN, PLAYER_MAX_LEVEL, WEIGHT_LIMIT_MAX, WEIGHT_LIMIT_MIN } from '../rules/speed.js';
import { actorIdField, energyNeedField, flag, int, minislowField, terrainField, timer } from './fields.js';

const speed = int(
  'speed',
  PLAYER_BASE_MIN,
  PLAYER_BASE_MAX,
  "the raw base speed (+0 normal) from equipment, race and class, before timed effects: p_ptr->pspeed − 110, an s16b; calc_bonuses clamps the total to −99..+99",
);
const haste = timer('haste', 'the fast timer in ticks of 10 game turns (+10 while > 0; set_fast() stores at most 10000)');
const slow = timer('slow', 'the binary slow timer in ticks (penalty 10 + minislow/4 while > 0; set_slow() stores at most 10000)');
const spurt = timer('spurt', 'the tim_spurt timer in ticks (+3 while > 0 and not hasted)');
const sustainedHaste = flag('IS_FAST() without the timer: a Song of Speed or a berserk song sung, or the WILD_SPEED talent');
const lightspeed = timer('lightspeed', 'the lightspeed timer, counted down once per game turn in which the player acts (speed forced to +99 while > 0, not when riding)');
const sustainedLightspeed = flag('IS_LIGHT_SPEED() without the timer: the WILD_LIGHT_SPEED talent');
const filibuster = flag('filibustering: −12 to the player and every monster');
const bloated = flag('bloated: −10');
const mode = z.enum(['none', 'search', 'quickWalk', 'stalk'], { error: 'mode must be one of none, search, quickWalk, stalk (p_ptr->action)' });
const level = int('level', 1, PLAYER_MAX_LEVEL, 'the character level p_ptr->lev (PY_MAX_LEVEL 50)');
const weight = int('weight', 0, S32_MAX, 'the carried weight in tenths of a pound (py_total_weight(), an int)');
const weightLimit = int('weightLimit', WEIGHT_LIMIT_MIN, WEIGHT_LIMIT_MAX, 'the weight limit in tenths of a pound (weight_limit(): adj_str_wgt × 50, ×3/2 for a Berserker)');
const levitation = flag('levitation: no extra cost for trees, snow and slush');
const treeExempt = flag('Ranger, Scout, Ent, Centaur or Wood-elf: trees cost ×1');
const snowExempt = flag('High-elf or Tomte: snow and slush cost nothing extra');
const fleetOfFoot = flag('p_ptr->quick_walk from the Fleet of Foot mutation or the Mystic fast toggle: walking ×60%');
const quickWalkTimer = timer('quickWalkTimer', 'tim_quick_walk in ticks: walking ×60% while > 0 (the same p_ptr->quick_walk)');
const ninjaLawyer = flag('a Ninja-Lawyer: Quick Walk costs (60 − lev/2)% instead of (45 − lev/2)%');
const shadowStance = flag("a Weaponmaster's Shadow Stance: walking ×(45 − lev/2)%");
const limp = flag('the LIMP mutation: walking +1/9');
const craven = flag('the Craven personality: walking ×21/25');
const golem = flag('a Golem: walking ×2');
const bearForm = flag('a Beorning in bear form: + level/7 speed, and the frenzy melee rule');
const berserker = flag('a Berserker: the frenzy melee rule, and always saves against slow (free_act_save_p())');
const fantasticFrenzy = flag('the Fantastic Frenzy mutation: the frenzy melee rule');
const mount = actorIdField.nullable();
const ridingSkill = int('ridingSkill', 0, RIDING_EXP_MASTER, 'skills_riding_current(): 0..8000 (RIDING_EXP_MASTER)');
const timeStopped = flag('world_player: time is stopped ("The World"); costs are exact until a command leaves energy_need above −1000');
const freeTurns = timer('freeTurns', "free_turns (a Time Lord's Double Move sets 3): while it stays above 0 after a command, that command costs 0");
const regen = int('regen', S32_MIN, S32_MAX, 'p_ptr->regen (100 normal): mini-slowness recovers regen/100 × (2·minislow + 2)/3 per tick');
const miniEnergy = int('miniEnergy', 0, U16_MAX, 'mini_energy, a u16b: every 100 removes one level of mini-slowness');
const noAir = flag('no_air: no air to breathe; a living player and living monsters do not recover from mini-slowness');
const breathless = flag('a nonliving race or the artifact Vayu: recovers from mini-slowness without air');
const freeAction = int('freeAction', 0, S16_MAX, 'p_ptr->free_act: free action items, saves against slow (3+ always)');
const savingThrow = int('savingThrow', S16_MIN, S16_MAX, 'p_ptr->skills.sav, the saving throw');
const dungeonLevel = int('dungeonLevel', 0, S16_MAX, 'dun_level: free action saves roll randint0(100 + dun_level)');

const BOWS = Object.keys(BOW_ENERGY) as [Bow, ...Bow[]];

/** One action of the player in a game turn, as the inspect view records it. */
const playerActionRecord = z.strictObject({
  energyUse: z.number().int().describe('the nominal cost (energy_use)'),
  clip: z.number().int().nullable().describe('the ENERGY_NEED() draw, or null when none was made (free, over 400, time-stop)'),
  cost: z.number().int().describe('what was added to energy_need'),
  needAfter: z.number().int().describe('energy_need after the charge'),
});

/**
 * What happened to the player in the last game turn it was processed: speed used, gain,
 * `energy_need` after the gain, and every action with its draw and charge.
 */
export const playerTurnRecord = z.strictObject({
  gameTurn: z.number().int(),
  speed: z.number().int().describe('the raw speed used this game turn'),
  gain: z.number().int().describe('the energy gained (SPEED_TO_ENERGY)'),
  needAfterGain: z.number().int(),
  actions: z.array(playerActionRecord),
});

/**
 * The player (`p_ptr` in the game): one per loop, first in every game turn. Its spec is the state
 * the timing reads, each field one game variable with its own life cycle (`docs/time-system.md`
 * lists them with their C types and ranges):
 * - speed (`calc_bonuses()`, `src/xtra1.c`): `speed` (raw base speed before timed effects),
 *   timers `haste`, `slow`, `spurt` (per tick) and `lightspeed` (per player turn), the sources
 *   without a timer (`sustainedHaste`, `sustainedLightspeed`), `minislow` and its recovery
 *   (`miniEnergy`, `regen`, `noAir`, `breathless`), the slow saves (`freeAction`, `savingThrow`,
 *   `dungeonLevel`), `filibuster`, `bloated`, `mode` (search, Quick Walk, Stalk), `bearForm`,
 *   `level`, `weight`/`weightLimit`, and riding (`mount`, a monster of the loop, and `ridingSkill`);
 * - energy: `energyNeed`, `timeStopped` ("The World"), `freeTurns` (Double Move);
 * - walking: `levitation`, `treeExempt`, `snowExempt`, `fleetOfFoot`, `quickWalkTimer`,
 *   `ninjaLawyer`, `shadowStance`, `limp`, `craven`, `golem`; melee: `berserker`.
 *
 * Actions:
 * - `act`: a command of nominal cost `energyUse` (default 100; 0 is free and the player acts
 *   again; above 400, with `timeStop` or while `timeStopped`, charged exactly; else
 *   `trunc(u × ENERGY_NEED() / 100)`);
 * - `move`: a step onto `terrain` (`web: true` for a web), priced by `do_cmd_walk_aux()`
 *   (`src/cmd2.c`) from `base` (default 100) and `move_player()` (`src/cmd1.c`);
 * - `shoot`: `bow_energy / shots` (`src/cmd2.c` `do_cmd_fire_aux2()`), `shots` in hundredths;
 * - `melee`: 100, or with the frenzy rule (Berserker, bear form) the share of the round spent
 *   when the target dies (`py_attack()`, `src/cmd1.c`);
 * - `shapechange`: a Beorning's Change Skin, 200, toggling `bearForm`.
 *
 * @example
 * ```ts
 * import { frogcomposband } from '@turnkeeper/frogcomposband';
 * const loop = frogcomposband.create();
 * loop.add('hero', { kind: 'player', speed: 5, haste: 6 });
 * loop.next();
 * loop.act('hero', { kind: 'shoot', bow: 'longBow', shots: 160 }); // 10000 / 160 = 62, randomized
 * ```
 */
export const frogcomposbandPlayer = actorKind({
  label: 'player',
  description: 'the player character (p_ptr): gains energy and acts first in every game turn, as often as its energy_need stays at 0 or below',
  max: 1,
  spec: z.strictObject({
    speed: speed.default(0),
    energyNeed: energyNeedField.default(0),
    haste: haste.default(0),
    slow: slow.default(0),
    spurt: spurt.default(0),
    sustainedHaste: sustainedHaste.default(false),
    lightspeed: lightspeed.default(0),
    sustainedLightspeed: sustainedLightspeed.default(false),
    minislow: minislowField.default(0),
    miniEnergy: miniEnergy.default(0),
    regen: regen.default(100),
    noAir: noAir.default(false),
    breathless: breathless.default(false),
    freeAction: freeAction.default(0),
    savingThrow: savingThrow.default(0),
    dungeonLevel: dungeonLevel.default(0),
    filibuster: filibuster.default(false),
    bloated: bloated.default(false),
    mode: mode.default('none'),
    level: level.default(1),
    weight: weight.optional(),
    weightLimit: weightLimit.optional(),
    levitation: levitation.default(false),
    treeExempt: treeExempt.default(false),
    snowExempt: snowExempt.default(false),
    fleetOfFoot: fleetOfFoot.default(false),
    quickWalkTimer: quickWalkTimer.default(0),
    ninjaLawyer: ninjaLawyer.default(false),
    shadowStance: shadowStance.default(false),
    limp: limp.default(false),
    craven: craven.default(false),
    golem: golem.default(false),
    bearForm: bearForm.default(false),
    berserker: berserker.default(false),
    fantasticFrenzy: fantasticFrenzy.default(false),
    mount: mount.default(null),
    ridingSkill: ridingSkill.default(0),
    timeStopped: timeStopped.default(false),
    freeTurns: freeTurns.default(0),
  }),
  patch: z.strictObject({
    speed: speed.optional(),
    energyNeed: energyNeedField.optional(),
    haste: haste.optional(),
    slow: slow.optional(),
    spurt: spurt.optional(),
    sustainedHaste: sustainedHaste.optional(),
    lightspeed: lightspeed.optional(),
    sustainedLightspeed: sustainedLightspeed.optional(),
    minislow: minislowField.optional(),
    miniEnergy: miniEnergy.optional(),
    regen: regen.optional(),
    noAir: noAir.optional(),
    breathless: breathless.optional(),
    freeAction: freeAction.optional(),
    savingThrow: savingThrow.optional(),
    dungeonLevel: dungeonLevel.optional(),
    filibuster: filibuster.optional(),
    bloated: bloated.optional(),
    mode: mode.optional(),
    level: level.optional(),
    weight: weight.optional(),
    weightLimit: weightLimit.optional(),
    levitation: levitation.optional(),
    treeExempt: treeExempt.optional(),
    snowExempt: snowExempt.optional(),
    fleetOfFoot: fleetOfFoot.optional(),
    quickWalkTimer: quickWalkTimer.optional(),
    ninjaLawyer: ninjaLawyer.optional(),
    shadowStance: shadowStance.optional(),
    limp: limp.optional(),
    craven: craven.optional(),
    golem: golem.optional(),
    bearForm: bearForm.optional(),
    berserker: berserker.optional(),
    fantasticFrenzy: fantasticFrenzy.optional(),
    mount: mount.optional(),
    ridingSkill: ridingSkill.optional(),
    timeStopped: timeStopped.optional(),
    freeTurns: freeTurns.optional(),
  }),
  actions: {
    act: z.strictObject({
      energyUse: int('energyUse', S16_MIN, S16_MAX, "the command's nominal cost, the game's s16b energy_use (100 normal, 0 free; negative only after a wrap)").optional(),
      timeStop: z.boolean({ error: 'timeStop must be true or false (this command alone is charged exactly, as under world_player)' }).optional(),
    }),
    move: z.strictObject({
      terrain: terrainField.optional(),
      web: z.boolean({ error: 'web must be true or false (a web on the square)' }).optional(),
      base: int('base', S16_MIN, S16_MAX, 'energy_use before the walking modifiers (100; 13200 on the wilderness map), an s16b').optional(),
    }),
    shoot: z.strictObject({
      bow: z.enum(BOWS, { error: `bow must be one of ${BOWS.join(', ')}` }),
      shots: int('shots', 1, 10_000, 'shots per turn in hundredths (1.6 shots = 160; NUM_SHOTS, never 0)'),
    }),
    melee: z
      .strictObject({
        weapons: int('weapons', 1, MAX_HANDS, 'the weapons attacked with (p_ptr->weapon_ct, at least 1 counts; MAX_HANDS 6)').optional(),
        kill: z
          .strictObject({
            hand: int('hand', 0, MAX_HANDS - 1, 'the hand (0-based) whose blow killed: the rounds finished before'),
            blow: int('blow', 1, 1000, 'the killing blow, 1-based, of that hand'),
            blows: int('blows', 1, 1000, "that hand's blows this round (_get_num_blow())"),
          })
          .refine((k) => k.blow <= k.blows, { path: ['blow'], error: 'blow must be at most blows' })
          .optional(),
        heavyCrit: z.boolean({ error: 'heavyCrit must be true or false (a critical hit with the Human Strength mutation)' }).optional(),
      }),
    shapechange: z.strictObject({}),
  },
  defaultAction: 'act',
  view: z.strictObject({
    speed: z.number().int().describe('the raw speed now (calc_bonuses), timed effects included'),
    energy: z.number().int().describe('energy per game turn at that speed'),
    energyNeed: z.number().int(),
    haste: z.number().int(),
    slow: z.number().int(),
    spurt: z.number().int(),
    lightspeed: z.number().int(),
    minislow: z.number().int(),
    miniEnergy: z.number().int(),
    quickWalkTimer: z.number().int(),
    freeTurns: z.number().int(),
    timeStopped: z.boolean(),
    bearForm: z.boolean(),
    mode: mode,
    mount: actorIdField.nullable().describe('the monster ridden (p_ptr->riding), or null'),
    playerTurns: z.number().int().min(0).describe("player_turn: actions that cost energy"),
    last: playerTurnRecord.nullable(),
  }),
});
