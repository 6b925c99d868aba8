import { actorKind } from '@turnkeeper/core';
import { z } from 'zod';
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
  monsterName,
  movement,
  mspeed,
  multi,
  nomulTurns,
  occupationActions,
  occupationLeft,
  timedFast,
  timeoutIncrement,
  unknownFields,
} from './fields.js';

/**
 * What the analysis reads of the steed a spec rides (the engine reads the monster `riding` names
 * in the loop, and checks that it matches).
 */
const steed = z
  .strictObject({
    base: baseSpeed.optional().describe('the steed’s base speed (mmove)'),
    name: monsterName.optional().describe('the steed, by name (a warhorse…)'),
    mspeed: mspeed.default('normal').describe('the steed’s mspeed'),
  })
  .refine((s) => (s.base === undefined) !== (s.name === undefined), {
    error: 'give exactly one of base (a speed 0–127) or name (a monster of the catalog)',
    path: ['base'],
  });

const SOURCES = ['intrinsicFast', 'timedFast', 'extrinsicFast'] as const;
const speedOrSources = {
  error: 'give speed (a shorthand: Fast = intrinsic, Very_fast = speed boots) or intrinsicFast / timedFast / extrinsicFast, not both',
  path: ['speed'],
};
const oneSpeedInput = (s: { speed?: unknown; intrinsicFast?: unknown; timedFast?: unknown; extrinsicFast?: unknown }): boolean =>
  s.speed === undefined || SOURCES.every((k) => s[k] === undefined);

const spec = z
  .strictObject(
    {
      base: baseSpeed.optional().describe('youmonst.data->mmove: 12 for every role; a polymorph form’s speed'),
      form: monsterName.optional().describe('a polymorph form by name (its speed becomes the base)'),
      speed: heroSpeed.optional().describe('shorthand for the speed sources: Fast = intrinsic speed, Very_fast = speed boots'),
      intrinsicFast: flag.optional().describe('HFast & INTRINSIC: role or race level, wand (3.7: potion) of speed'),
      timedFast: timedFast.optional().describe('HFast & TIMEOUT: turns of timed speed left (potion, spell of haste self)'),
      extrinsicFast: flag.optional().describe('EFast: worn speed boots'),
      encumbrance: encumbrance.default(0).describe('encumbrance level 0–5 (Unencumbered … Overloaded) or its name'),
      riding: actorId.nullable().default(null).describe('u.usteed: the id of the monster ridden (already in the loop)'),
      steed: steed.optional().describe('the steed’s speed, for the analysis (the engine checks it against the monster ridden)'),
      gallop: gallopTurns.default(0).describe('u.ugallop: turns the steed still gallops (it gallops only while running)'),
      running: flag.default(false).describe('context.mv: the current command is a run, rush, travel or counted move'),
      moved: flag.default(false).describe('u.umoved: the last action moved the hero'),
      movement: movement.default(12).describe('movement points (a new game starts the hero with 12)'),
      helpless: helplessTurns.default(0).describe('turns of helplessness to come (multi = -helpless)'),
      demigod: flag.default(false).describe('u.uevent.udemigod: the random-generation roll is rn2(25)'),
      belowCastle: flag.default(false).describe('deeper than the castle: the random-generation roll is rn2(50)'),
    },
    { error: unknownFields('player') },
  )
  .refine((s) => s.base === undefined || s.form === undefined, {
    error: 'give at most one of base (a speed) or form (a polymorph form by name)',
    path: ['base'],
  })
  .refine(oneSpeedInput, speedOrSources)
  .refine((s) => s.steed === undefined || s.riding !== null, {
    error: 'steed describes the monster ridden: give riding (its id) too',
    path: ['steed'],
  })
  .refine((s) => s.gallop === 0 || s.riding !== null, {
    error: 'u.ugallop is set only while riding (kick_steed(); dismount_steed() clears it): give riding too, or 0',
    path: ['gallop'],
  });

const patch = z
  .strictObject(
    {
      base: baseSpeed.optional().describe('a new base speed (a change of form: slower forms prorate unused points from 3.6.1)'),
      form: monsterName.optional().describe('polymorph into this monster (its speed becomes the base)'),
      movement: movement.optional().describe('set the pool'),
      speed: heroSpeed.optional().describe('set all three speed sources from the shorthand'),
      intrinsicFast: flag.optional(),
      timedFast: timedFast.optional().describe('set the timed speed left'),
      addTimedFast: timeoutIncrement.optional().describe('incr_itimeout(&HFast, n): add turns of timed speed, clamped to 0…16777215'),
      extrinsicFast: flag.optional().describe('put on (true) or take off (false) speed boots'),
      encumbrance: encumbrance.optional(),
      riding: actorId.nullable().optional().describe('mount a monster of the loop, or null to dismount (dismounting ends the gallop)'),
      gallop: gallopTurns.optional().describe('set u.ugallop (kick_steed() adds rn1(20, 30))'),
      running: flag.optional().describe('set context.mv'),
      moved: flag.optional(),
      helpless: helplessTurns.optional().describe('nomul(-helpless): ignored while a longer helplessness runs; 0 stops a command'),
      multi: multi.optional().describe('set multi directly (0 wakes the hero or ends a count)'),
      occupation: occupationLeft.optional().describe('set the actions of the occupation still to come'),
      demigod: flag.optional(),
      belowCastle: flag.optional(),
    },
    { error: unknownFields('player') },
  )
  .refine(oneSpeedInput, speedOrSources);

const nomul = nomulTurns.optional().describe('call nomul(-helpless) after the action (a floating eye, fainting…)');
const stop = flag.optional().describe('the command stops after this action (stop_occupation(), nomul(0)): count, run and occupation end');
const countField = count.optional().describe('a count prefix: the command runs count times in all (multi = count − 1 after this one)');
const run = flag.optional().describe('the command is a run, rush or travel: context.mv is set while it lasts');
const move = z.strictObject({ helpless: nomul, stop, count: countField, run }, { error: unknownFields('player') });
const act = z.strictObject(
  { helpless: nomul, stop, count: countField, run, occupation: occupationActions.optional().describe('an occupation (eating, digging…) of this many actions, this one included') },
  { error: unknownFields('player') },
);
const free = z.strictObject({ helpless: nomul, stop }, { error: unknownFields('player') });

const view = z.strictObject({
  movement: z.number().int().describe('youmonst.movement (3.7 u.umovement)'),
  base: z.number().int().min(0).max(127),
  speed: z.enum(HERO_SPEED_STATES).describe('the speed property the allocation reads (include/youprop.h)'),
  intrinsicFast: z.boolean(),
  timedFast: z.number().int().min(0),
  extrinsicFast: z.boolean(),
  encumbrance: z.number().int().min(0).max(ENCUMBRANCE_NAMES.length - 1),
  riding: z.union([z.string(), z.number()]).nullable(),
  gallop: z.number().int().min(0).describe('u.ugallop'),
  running: z.boolean().describe('context.mv'),
  galloping: z.boolean().describe('what mcalcmove() reads: riding, u.ugallop > 0 and context.mv'),
  moved: z.boolean(),
  multi: z.number().int().describe('negative while helpless (turns left), positive while a count runs (repetitions left)'),
  helpless: z.boolean().describe('multi < 0: the slots handed out now burn 12 points and nothing happens'),
  occupation: z.number().int().min(0).describe('actions of the occupation still to come'),
});

/**
 * The player kind, NetHack's hero (label `'hero'`; at most one per loop).
 *
 * Spec: base speed (default 12, every unpolymorphed role) or polymorph `form` by name; the speed
 * sources kept apart as the game keeps them (`intrinsicFast`, `timedFast` turns, `extrinsicFast`
 * boots; or the shorthand `speed`: `Fast` intrinsic, `Very_fast` boots; `include/youprop.h`);
 * encumbrance (0–5 or its name); the steed ridden (`riding`, a monster id; `steed`, its speed, for
 * the analysis); `gallop` (`u.ugallop`, turns) and `running` (`context.mv`), the two things a
 * galloping steed needs; whether the last action moved (`u.umoved`); movement points (default
 * 12, as at the start of a game); turns of helplessness still to come (`multi = -helpless`); and
 * the two flags that set the random-generation roll's argument (`demigod` → 25, else
 * `belowCastle` → 50, else 70; `src/allmain.c` moveloop()).
 *
 * Actions: `move` (took time and moved: sets `u.umoved`, so a rider's next allocation comes from
 * the steed), `act` (took time without moving), `free` (took no time, as when `context.move` is 0:
 * the hero acts again at once, with no monster pass). Each may carry `helpless: n` (nomul(−n)
 * after it, `src/hack.c`) and `stop` (nomul(0), stop_occupation()); `move` and `act` a `count`
 * (the command repeats, `multi`) and `run` (`context.mv`); `act` an `occupation` of n actions.
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
  actions: { move, act, free },
  defaultAction: 'move',
  view,
});
