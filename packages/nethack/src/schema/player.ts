import { actorKind } from '@turnkeeper/core';
import * as v from 'valibot';
import { ENCUMBRANCE_NAMES } from '../rules/encumbrance.js';
import { HERO_SPEED_STATES } from '../rules/speed.js';
import {
  actorId,
  baseSpeed,
  count,
  encumbrance,
  flag,
  gallopTurns,
  helplessTurns,
  heroSpeed,
  level,
  MAX_BASE_SPEED,
  MAX_LEVEL,
  movement,
  mspeed,
  multi,
  nomulTurns,
  occupationActions,
  occupationLeft,
  patchFieldsOf,
  timedFast,
  timeoutIncrement,
  unknownFields,
  viewInt,
  viewRange,
} from './fields.js';
import { kindInput, shorthandOrSources } from './kind-input.js';

/**
 * What the analysis reads of the steed a spec rides (the engine reads the monster `riding` names
 * in the loop, and checks that it matches).
 */
const steed = v.strictObject(
  {
    base: v.pipe(baseSpeed, v.description('the steed’s base speed (mmove)')),
    mspeed: v.optional(v.pipe(mspeed, v.description('the steed’s mspeed')), 'normal'),
  },
  'an object { base, mspeed? }: the speed of the monster ridden',
);

const SOURCES = ['intrinsicFast', 'timedFast', 'extrinsicFast'] as const;
const SPEED_OR_SOURCES = 'give speed (a shorthand: Fast = intrinsic, Very_fast = speed boots) or intrinsicFast / timedFast / extrinsicFast, not both';

const spec = kindInput(
  'player',
  {
    base: v.optional(v.pipe(baseSpeed, v.description('youmonst.data->mmove: 12 for every role; a polymorph form’s speed')), 12),
    speed: v.optional(v.pipe(heroSpeed, v.description('shorthand for the speed sources: Fast = intrinsic speed, Very_fast = speed boots'))),
    intrinsicFast: v.optional(v.pipe(flag, v.description('HFast & INTRINSIC: role or race level, wand (3.7: potion) of speed'))),
    timedFast: v.optional(v.pipe(timedFast, v.description('HFast & TIMEOUT: turns of timed speed left (potion, spell of haste self)'))),
    extrinsicFast: v.optional(v.pipe(flag, v.description('EFast: worn speed boots'))),
    encumbrance: v.optional(v.pipe(encumbrance, v.description('encumbrance level 0–5 (Unencumbered … Overloaded) or its name')), 0),
    riding: v.optional(v.pipe(v.nullable(actorId), v.description('u.usteed: the id of the monster ridden (already in the loop)')), null),
    steed: v.optional(v.pipe(steed, v.description('the steed’s speed, for the analysis (the engine checks it against the monster ridden)'))),
    gallop: v.optional(v.pipe(gallopTurns, v.description('u.ugallop: turns the steed still gallops (it gallops only while running)')), 0),
    running: v.optional(v.pipe(flag, v.description('context.mv: the current command is a run, rush, travel or counted move')), false),
    moved: v.optional(v.pipe(flag, v.description('u.umoved: the last action moved the hero')), false),
    movement: v.optional(v.pipe(movement, v.description('movement points (a new game starts the hero with 12)')), 12),
    helpless: v.optional(v.pipe(helplessTurns, v.description('turns of helplessness to come (multi = -helpless)')), 0),
    demigod: v.optional(v.pipe(flag, v.description('u.uevent.udemigod: the random-generation roll is rn2(25)')), false),
    belowCastle: v.optional(v.pipe(flag, v.description('deeper than the castle: the random-generation roll is rn2(50)')), false),
    level: v.optional(v.pipe(level, v.description('u.ulevel, 1–30: what kicking the steed reads (a new game starts at 1)')), 1),
  },
  [
    shorthandOrSources('speed', SOURCES, SPEED_OR_SOURCES),
    { key: 'steed', holds: (s) => s.steed === undefined || s.riding !== null, message: 'steed describes the monster ridden: give riding (its id) too' },
    {
      key: 'gallop',
      holds: (s) => s.gallop === 0 || s.riding !== null,
      message: 'u.ugallop is set only while riding (kick_steed(); dismount_steed() clears it): give riding too, or 0',
    },
  ],
);

const patch = kindInput(
  'player',
  {
    // The fields a patch sets as a spec does (their descriptions are the spec's).
    ...patchFieldsOf(spec.pipe[0].entries, [
      'movement',
      'speed',
      'intrinsicFast',
      'timedFast',
      'extrinsicFast',
      'encumbrance',
      'running',
      'moved',
      'demigod',
      'belowCastle',
      'level',
    ]),
    // The fields whose change does more than set a value, and those only a patch has.
    base: v.optional(v.pipe(baseSpeed, v.description('a new base speed, as when polymorphing (slower forms prorate unused points from 3.6.1)'))),
    addTimedFast: v.optional(v.pipe(timeoutIncrement, v.description('incr_itimeout(&HFast, n): add turns of timed speed, clamped to 0…16777215'))),
    riding: v.optional(v.pipe(v.nullable(actorId), v.description('mount a monster of the loop, or null to dismount (dismounting ends the gallop)'))),
    gallop: v.optional(v.pipe(gallopTurns, v.description('set u.ugallop (kick_steed() adds rn1(20, 30))'))),
    helpless: v.optional(v.pipe(helplessTurns, v.description('nomul(-helpless): ignored while a longer helplessness runs; 0 stops a command'))),
    multi: v.optional(v.pipe(multi, v.description('set multi directly (0 wakes the hero or ends a count)'))),
    occupation: v.optional(v.pipe(occupationLeft, v.description('set the actions of the occupation still to come'))),
  },
  [shorthandOrSources('speed', SOURCES, SPEED_OR_SOURCES)],
);

const nomul = v.optional(v.pipe(nomulTurns, v.description('call nomul(-helpless) after the action (a floating eye, fainting…)')));
const stop = v.optional(v.pipe(flag, v.description('the command stops after this action (stop_occupation(), nomul(0)): count, run and occupation end')));
const countField = v.optional(v.pipe(count, v.description('a count prefix: the command runs count times in all (multi = count − 1 after this one)')));
const run = v.optional(v.pipe(flag, v.description('the command is a run, rush or travel: context.mv is set while it lasts')));
const move = v.strictObject({ helpless: nomul, stop, count: countField, run }, unknownFields('player'));
const act = v.strictObject(
  {
    helpless: nomul,
    stop,
    count: countField,
    run,
    occupation: v.optional(v.pipe(occupationActions, v.description('an occupation (eating, digging…) of this many actions, this one included'))),
  },
  unknownFields('player'),
);
const free = v.strictObject({ helpless: nomul, stop }, unknownFields('player'));
const kick = v.strictObject({ helpless: nomul, stop }, unknownFields('player'));

const view = v.strictObject({
  movement: v.pipe(viewInt, v.description('youmonst.movement (3.7 u.umovement)')),
  base: viewRange(0, MAX_BASE_SPEED),
  speed: v.pipe(v.picklist(HERO_SPEED_STATES), v.description('the speed property the allocation reads (include/youprop.h)')),
  intrinsicFast: v.boolean(),
  timedFast: v.pipe(viewInt, v.minValue(0)),
  extrinsicFast: v.boolean(),
  encumbrance: viewRange(0, ENCUMBRANCE_NAMES.length - 1),
  riding: v.nullable(v.union([v.string(), v.number()])),
  gallop: v.pipe(viewInt, v.minValue(0), v.description('u.ugallop')),
  running: v.pipe(v.boolean(), v.description('context.mv')),
  galloping: v.pipe(v.boolean(), v.description('what mcalcmove() reads: riding, u.ugallop > 0 and context.mv')),
  moved: v.boolean(),
  multi: v.pipe(viewInt, v.description('negative while helpless (turns left), positive while a count runs (repetitions left)')),
  helpless: v.pipe(v.boolean(), v.description('multi < 0: the slots handed out now burn 12 points and nothing happens')),
  occupation: v.pipe(viewInt, v.minValue(0), v.description('actions of the occupation still to come')),
  level: v.pipe(viewRange(1, MAX_LEVEL), v.description('u.ulevel')),
});

/**
 * The player kind, NetHack's hero (label `'hero'`; at most one per loop).
 *
 * Spec: base speed (default 12, every unpolymorphed role; a polymorph form's speed, which
 * `nethackAnalysis.lookup(name).spec.base` gives); the speed sources kept apart as the game keeps
 * them (`intrinsicFast`, `timedFast` turns, `extrinsicFast` boots; or the shorthand `speed`:
 * `Fast` intrinsic, `Very_fast` boots; `include/youprop.h`); encumbrance (0–5 or its name); the
 * steed ridden (`riding`, a monster id; `steed`, its speed, for the analysis); `gallop`
 * (`u.ugallop`, turns) and `running` (`context.mv`), the two things a galloping steed needs;
 * whether the last action moved (`u.umoved`); movement points (default 12, as at the start of a
 * game); turns of helplessness still to come (`multi = -helpless`); the two flags that set the
 * random-generation roll's argument (`demigod` → 25, else `belowCastle` → 50, else 70;
 * `src/allmain.c` moveloop()); and the experience level (`u.ulevel`, 1–30), which kicking the
 * steed reads.
 *
 * Actions: `move` (took time and moved: sets `u.umoved`, so a rider's next allocation comes from
 * the steed), `act` (took time without moving), `free` (took no time, as when `context.move` is 0:
 * the hero acts again at once, with no monster pass), `kick` (kicks the steed ridden: dokick()'s
 * "Kick your steed?", which runs kick_steed() and takes time). Each may carry `helpless: n`
 * (nomul(−n) after it, `src/hack.c`) and `stop` (nomul(0), stop_occupation()); `move` and `act`
 * a `count` (the command repeats, `multi`) and `run` (`context.mv`); `act` an `occupation` of n
 * actions.
 *
 * @example
 * ```ts
 * import { nethack } from '@turnkeeper/nethack';
 * const loop = nethack.create();
 * loop.add('you', { kind: 'player', intrinsicFast: true, extrinsicFast: true, encumbrance: 'Burdened' });
 * loop.act(loop.next().actor, { kind: 'act', helpless: 3 });
 * ```
 */
export const nethackPlayer = actorKind({
  label: 'hero',
  description: 'the hero (you): gains 12 movement points per turn, more when Fast or Very_fast, less when encumbered',
  max: 1,
  spec,
  patch,
  actions: { move, act, free, kick },
  defaultAction: 'move',
  view,
});
