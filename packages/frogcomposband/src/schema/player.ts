import { actorKind } from '@turnkeeper/core';
import * as v from 'valibot';
import { MAX_HANDS, type Bow } from '../rules/action-costs.js';
import { MAX_QUICK_SPELLING, PLAYER_CLASSES, type DeviceKind } from '../rules/class-costs.js';
import { PLAYER_TIMER_MAX } from '../rules/player-turn.js';
import { U8_MAX, S16_MAX, S16_MIN, S32_MAX, S32_MIN, U16_MAX } from '@turnkeeper/core/cint';
import { RIDING_EXP_MASTER } from '../rules/speed-modifiers.js';
import { PLAYER_BASE_MAX, PLAYER_BASE_MIN, PLAYER_MAX_LEVEL, WEIGHT_LIMIT_MAX, WEIGHT_LIMIT_MIN } from '../rules/speed.js';
import { actorIdField, energyNeedField, flag, int, minislowField, patchOf, terrainField, timer } from './fields.js';

const speed = int(
  'speed',
  PLAYER_BASE_MIN,
  PLAYER_BASE_MAX,
  'the raw base speed before timed effects (+0 normal): p_ptr->pspeed − 110, an s16b; calc_bonuses() clamps the total to −99..+99',
);
const haste = timer('haste', 'the fast timer in ticks (+10 while > 0; set_fast() stores at most 10000)');
const slow = timer('slow', 'the binary slow timer in ticks (penalty 10 + minislow/4 while > 0; set_slow() stores at most 10000)');
const spurt = timer('spurt', 'the tim_spurt timer in ticks (+3 while > 0 and not hasted)');
const sustainedHaste = flag('IS_FAST() without the timer: Song of Speed, a berserk song, WILD_SPEED');
const lightspeed = timer('lightspeed', 'the lightspeed timer, counted down per acting game turn (+99 while > 0, not when riding)');
const sustainedLightspeed = flag('IS_LIGHT_SPEED() without the timer: the WILD_LIGHT_SPEED talent');
const filibuster = flag('filibustering: −12 to the player and every monster');
const bloated = flag('bloated: −10');
const mode = v.picklist(['none', 'search', 'quickWalk', 'stalk'], 'one of none, search, quickWalk, stalk (p_ptr->action)');
const level = int('level', 1, PLAYER_MAX_LEVEL, 'the character level p_ptr->lev (PY_MAX_LEVEL 50)');
const weight = int('weight', 0, S32_MAX, 'the carried weight in tenths of a pound (py_total_weight(), an int)');
const weightLimit = int(
  'weightLimit',
  WEIGHT_LIMIT_MIN,
  WEIGHT_LIMIT_MAX,
  'the weight limit in tenths of a pound (weight_limit(): adj_str_wgt × 50, ×3/2 for a Berserker)',
);
const levitation = flag('levitation: no extra cost for trees, snow and slush');
const treeExempt = flag('Ranger, Scout, Ent, Centaur or Wood-elf: trees cost ×1');
const snowExempt = flag('High-elf or Tomte: snow and slush cost nothing extra');
const fleetOfFoot = flag('p_ptr->quick_walk (Fleet of Foot, the Mystic fast toggle): walking ×60%');
const quickWalkTimer = timer('quickWalkTimer', 'tim_quick_walk in ticks: walking ×60% while > 0');
const ninjaLawyer = flag('a Ninja-Lawyer: Quick Walk costs (60 − lev/2)% instead of (45 − lev/2)%');
const shadowStance = flag("a Weaponmaster's Shadow Stance: walking ×(45 − lev/2)%");
const limp = flag('the LIMP mutation: walking +1/9');
const craven = flag('the Craven personality: walking ×21/25');
const golem = flag('a Golem: walking ×2');
const bearForm = flag('a Beorning in bear form: +level/7 speed, frenzy melee');
const berserker = flag('a Berserker: frenzy melee, always saves against slow (free_act_save_p())');
const fantasticFrenzy = flag('the Fantastic Frenzy mutation: frenzy melee');
const mount = v.nullable(actorIdField);
const ridingSkill = int('ridingSkill', 0, RIDING_EXP_MASTER, 'skills_riding_current(): 0..8000 (RIDING_EXP_MASTER)');
const timeStopped = flag('world_player ("The World"): costs exact until a command leaves energy_need above −1000');
const freeTurns = timer('freeTurns', 'free_turns (Double Move sets 3): a command after which it stays above 0 costs 0');
const regen = int('regen', S32_MIN, S32_MAX, 'p_ptr->regen (100 normal): mini-slowness recovers regen/100 × (2·minislow + 2)/3 per tick');
const miniEnergy = int('miniEnergy', 0, U16_MAX, 'mini_energy, a u16b: every 100 removes one level of mini-slowness');
const noAir = flag('no_air: the living do not recover from mini-slowness');
const breathless = flag('nonliving race or Vayu: recovers from mini-slowness without air');
const freeAction = int('freeAction', 0, S16_MAX, 'p_ptr->free_act: saves against slow (3+ always)');
const savingThrow = int('savingThrow', S16_MIN, S16_MAX, 'p_ptr->skills.sav, the saving throw');
const dungeonLevel = int('dungeonLevel', 0, S16_MAX, 'dun_level: free action saves roll randint0(100 + dun_level)');

const playerClass = v.picklist(PLAYER_CLASSES, `one of ${PLAYER_CLASSES.join(', ')} (classes whose spells cost differently; any other is 'other')`);
const quickSpelling = int('quickSpelling', 0, MAX_QUICK_SPELLING, 'Yeqrezh Quick Spelling gifts, one per 10 levels (src/yeqrezh.c _talent_count())');
const noSpells = int(
  'noSpells',
  0,
  PLAYER_TIMER_MAX,
  'tim_no_spells: no spells while > 0; counted down per acting game turn (set_tim_no_spells() stores at most 10000)',
);
const noDevice = int(
  'noDevice',
  0,
  PLAYER_TIMER_MAX,
  'tim_no_device: no devices while > 0; counted down per acting game turn (set_tim_no_device() stores at most 10000)',
);
const arrived = flag('p_ptr->nice: just arrived, the first acting game turn counts no timer down (7.1.salmiak; cleared by acting)');

const BOWS = ['sling', 'shortBow', 'longBow', 'lightCrossbow', 'heavyCrossbow'] as const satisfies readonly Bow[];
const TOGGLES = ['stalk', 'quickWalk'] as const;
const DEVICES = ['rod', 'wand', 'staff', 'potion', 'scroll'] as const satisfies readonly DeviceKind[];

/** Any integer (views and records: what the engine writes). */
const integer = v.pipe(v.number(), v.integer());

/** One action of the player in a game turn, as the inspect view records it. */
const playerActionRecord = v.strictObject({
  energyUse: v.pipe(integer, v.description('the nominal cost (energy_use)')),
  clip: v.pipe(v.nullable(integer), v.description('the ENERGY_NEED() draw, or null (free, over 400, time stop)')),
  cost: v.pipe(integer, v.description('what was added to energy_need')),
  needAfter: v.pipe(integer, v.description('energy_need after the charge')),
});

/**
 * What happened to the player in the last game turn it was processed: speed used, gain,
 * `energy_need` after the gain, and every action with its draw and charge.
 */
export const playerTurnRecord = v.strictObject({
  gameTurn: integer,
  speed: v.pipe(integer, v.description('the raw speed used this game turn')),
  gain: v.pipe(integer, v.description('the energy gained (SPEED_TO_ENERGY)')),
  needAfterGain: integer,
  actions: v.array(playerActionRecord),
});

/** The player's spec fields with their defaults; its patch has the same fields, none defaulted. */
const playerFields = {
  speed: v.optional(speed, 0),
  energyNeed: v.optional(energyNeedField, 0),
  haste: v.optional(haste, 0),
  slow: v.optional(slow, 0),
  spurt: v.optional(spurt, 0),
  sustainedHaste: v.optional(sustainedHaste, false),
  lightspeed: v.optional(lightspeed, 0),
  sustainedLightspeed: v.optional(sustainedLightspeed, false),
  minislow: v.optional(minislowField, 0),
  miniEnergy: v.optional(miniEnergy, 0),
  regen: v.optional(regen, 100),
  noAir: v.optional(noAir, false),
  breathless: v.optional(breathless, false),
  freeAction: v.optional(freeAction, 0),
  savingThrow: v.optional(savingThrow, 0),
  dungeonLevel: v.optional(dungeonLevel, 0),
  filibuster: v.optional(filibuster, false),
  bloated: v.optional(bloated, false),
  mode: v.optional(mode, 'none'),
  level: v.optional(level, 1),
  weight: v.optional(weight),
  weightLimit: v.optional(weightLimit),
  levitation: v.optional(levitation, false),
  treeExempt: v.optional(treeExempt, false),
  snowExempt: v.optional(snowExempt, false),
  fleetOfFoot: v.optional(fleetOfFoot, false),
  quickWalkTimer: v.optional(quickWalkTimer, 0),
  ninjaLawyer: v.optional(ninjaLawyer, false),
  shadowStance: v.optional(shadowStance, false),
  limp: v.optional(limp, false),
  craven: v.optional(craven, false),
  golem: v.optional(golem, false),
  bearForm: v.optional(bearForm, false),
  berserker: v.optional(berserker, false),
  fantasticFrenzy: v.optional(fantasticFrenzy, false),
  mount: v.optional(mount, null),
  ridingSkill: v.optional(ridingSkill, 0),
  timeStopped: v.optional(timeStopped, false),
  freeTurns: v.optional(freeTurns, 0),
  class: v.optional(playerClass, 'other'),
  quickSpelling: v.optional(quickSpelling, 0),
  noSpells: v.optional(noSpells, 0),
  noDevice: v.optional(noDevice, 0),
  arrived: v.optional(arrived, false),
};

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
 * - per acting game turn: `noSpells`, `noDevice` (and `lightspeed`), skipped once after
 *   `arrived` (7.1); spells: `class`, `quickSpelling`;
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
 * - `shapechange`: a Beorning's Change Skin, 200, toggling `bearForm`;
 * - `cast`: a spell of `spellLevel` (`src/cmd5.c` `do_cmd_cast()`, `src/spells.c`
 *   `do_cmd_spell()`), priced by `class` and `quickSpelling`, free while `noSpells` runs;
 * - `device`: a rod, wand, staff, potion or scroll (`src/cmd6.c`);
 * - `toggle`: Stalk or Quick Walk, free (`set_action()`);
 * - `innRest`: resting at the inn (`src/bldg.c` `inn_comm()`): the clock moves to the next 6:00
 *   or 18:00 with no energy handed out, timed effects end, then the building's 100 is charged.
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
  description: 'the player character (p_ptr): first in every game turn, acting while its energy_need is 0 or below',
  max: 1,
  spec: v.strictObject(playerFields),
  patch: patchOf(playerFields),
  actions: {
    act: v.strictObject({
      energyUse: v.optional(int('energyUse', S16_MIN, S16_MAX, "the command's nominal cost, the s16b energy_use (100 normal, 0 free, negative after a wrap)")),
      timeStop: v.optional(flag('this command alone is charged exactly, as under world_player')),
    }),
    move: v.strictObject({
      terrain: v.optional(terrainField),
      web: v.optional(flag('a web on the square')),
      base: v.optional(int('base', S16_MIN, S16_MAX, 'energy_use before the walking modifiers (100; 13200 on the wilderness map), an s16b')),
    }),
    shoot: v.strictObject({
      bow: v.picklist(BOWS, `one of ${BOWS.join(', ')} (the launcher: bow_energy())`),
      shots: int('shots', 1, 10_000, 'shots per turn in hundredths (1.6 shots = 160; NUM_SHOTS, never 0)'),
    }),
    melee: v.strictObject({
      weapons: v.optional(int('weapons', 1, MAX_HANDS, 'the weapons attacked with (p_ptr->weapon_ct; MAX_HANDS 6)')),
      kill: v.optional(
        v.pipe(
          v.strictObject({
            hand: int('hand', 0, MAX_HANDS - 1, 'the hand (0-based) whose blow killed: the rounds finished before'),
            blow: int('blow', 1, 1000, 'the killing blow, 1-based, of that hand'),
            blows: int('blows', 1, 1000, "that hand's blows this round (_get_num_blow())"),
          }),
          v.forward(
            v.partialCheck([['blow'], ['blows']], (k) => k.blow <= k.blows, "at most blows (the killing blow is one of the round's)"),
            ['blow'],
          ),
        ),
      ),
      heavyCrit: v.optional(flag('a critical hit with the Human Strength mutation')),
    }),
    shapechange: v.strictObject({}),
    cast: v.strictObject({
      spellLevel: int('spellLevel', 1, PLAYER_MAX_LEVEL, "the spell's level (a Yellow-Mage's cost falls with the levels above it; do_cmd_cast(), src/cmd5.c)"),
    }),
    device: v.pipe(
      v.strictObject({
        device: v.picklist(DEVICES, `one of ${DEVICES.join(', ')} (the device used)`),
        itemLevel: int('itemLevel', 0, U8_MAX, "the device's power, or a potion's or scroll's level"),
        speciality: v.optional(flag("a Devicemaster's speciality, not by Desperation: cheaper by min(50, 2 × level − itemLevel)")),
        mutation: v.optional(flag('Potion Chugger (potions) or Speed Reader (scrolls): 50 instead of 100')),
        speedPval: v.optional(int('speedPval', -128, 127, "a rod's, wand's or staff's speed pval (OF_SPEED), a signed byte")),
      }),
      v.forward(
        v.partialCheck(
          [['device'], ['mutation']],
          (d) => d.mutation !== true || d.device === 'potion' || d.device === 'scroll',
          'false or absent for a rod, wand or staff (the mutations speed up potions and scrolls only)',
        ),
        ['mutation'],
      ),
      v.forward(
        v.partialCheck(
          [['device'], ['speedPval']],
          (d) => d.speedPval === undefined || (d.device !== 'potion' && d.device !== 'scroll'),
          'absent for a potion or scroll (only rods, wands and staves carry the speed flag)',
        ),
        ['speedPval'],
      ),
    ),
    toggle: v.strictObject({
      mode: v.picklist(TOGGLES, `one of ${TOGGLES.join(', ')} (Stalk or Quick Walk, toggled for free)`),
    }),
    innRest: v.strictObject({
      poisoned: v.optional(flag('poisoned: the inn refuses ("You need a healer, not a room."); the building command is charged')),
      cut: v.optional(flag('cut: the inn refuses, as when poisoned')),
    }),
  },
  defaultAction: 'act',
  view: v.strictObject({
    speed: v.pipe(integer, v.description('the raw speed now (calc_bonuses), timed effects included')),
    energy: v.pipe(integer, v.description('energy per game turn at that speed')),
    energyNeed: integer,
    haste: integer,
    slow: integer,
    spurt: integer,
    lightspeed: integer,
    minislow: integer,
    miniEnergy: integer,
    quickWalkTimer: integer,
    freeTurns: integer,
    noSpells: integer,
    noDevice: integer,
    arrived: v.boolean(),
    timeStopped: v.boolean(),
    bearForm: v.boolean(),
    mode,
    mount: v.pipe(v.nullable(actorIdField), v.description('the monster ridden (p_ptr->riding), or null')),
    playerTurns: v.pipe(integer, v.minValue(0), v.description('player_turn: actions that cost energy')),
    last: v.nullable(playerTurnRecord),
  }),
});
