import { actorKind } from '@turnkeeper/core';
import { z } from 'zod';
import { ENCUMBRANCE_NAMES } from '../rules/encumbrance.js';
import { HERO_SPEED_STATES } from '../rules/speed.js';
import {
  actorId,
  baseSpeed,
  encumbrance,
  flag,
  helplessTurns,
  heroSpeed,
  monsterName,
  movement,
  nomulTurns,
  unknownFields,
} from './fields.js';

const spec = z
  .strictObject(
    {
      base: baseSpeed.optional().describe('youmonst.data->mmove: 12 for every role; a polymorph form’s speed'),
      form: monsterName.optional().describe('a polymorph form by name (its speed becomes the base)'),
      speed: heroSpeed.default('normal').describe('the speed property: Fast is intrinsic, Very_fast extrinsic (speed boots) or timed'),
      encumbrance: encumbrance.default(0).describe('encumbrance level 0–5 (Unencumbered … Overloaded) or its name'),
      riding: actorId.nullable().default(null).describe('u.usteed: the id of the monster ridden (already in the loop)'),
      galloping: flag.default(false).describe('u.ugallop > 0 while running (context.mv)'),
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
  });

const patch = z.strictObject(
  {
    base: baseSpeed.optional().describe('a new base speed (a change of form: slower forms prorate unused points from 3.6.1)'),
    form: monsterName.optional().describe('polymorph into this monster (its speed becomes the base)'),
    movement: movement.optional().describe('set the pool'),
    speed: heroSpeed.optional(),
    encumbrance: encumbrance.optional(),
    riding: actorId.nullable().optional().describe('mount a monster of the loop, or null to dismount'),
    galloping: flag.optional(),
    moved: flag.optional(),
    helpless: helplessTurns.optional().describe('nomul(-helpless): ignored while a longer helplessness runs'),
    multi: movement.optional().describe('set multi directly (0 wakes the hero)'),
    demigod: flag.optional(),
    belowCastle: flag.optional(),
  },
  { error: unknownFields('player') },
);

const nomul = nomulTurns.optional().describe('call nomul(-helpless) after the action (a floating eye, fainting…)');
const action = z.strictObject({ helpless: nomul }, { error: unknownFields('player') });

const view = z.strictObject({
  movement: z.number().int().describe('youmonst.movement (3.7 u.umovement)'),
  base: z.number().int().min(0).max(127),
  speed: z.enum(HERO_SPEED_STATES),
  encumbrance: z.number().int().min(0).max(ENCUMBRANCE_NAMES.length - 1),
  riding: z.union([z.string(), z.number()]).nullable(),
  galloping: z.boolean(),
  moved: z.boolean(),
  multi: z.number().int().describe('negative while helpless: turns left'),
  helpless: z.boolean().describe('multi < 0: the slots handed out now burn 12 points and nothing happens'),
});

/**
 * The player kind, NetHack's hero (label `'hero'`; at most one per loop).
 *
 * Spec: base speed (default 12, every unpolymorphed role) or polymorph `form` by name; the speed
 * property (`Fast` intrinsic, `Very_fast` extrinsic or timed, `include/youprop.h`); encumbrance
 * (0–5 or its name); the steed ridden (`riding`, a monster id) and whether it gallops
 * (`u.ugallop > 0` while running); whether the last action moved (`u.umoved`); movement points
 * (default 12, as at the start of a game); turns of helplessness still to come (`multi =
 * -helpless`); and the two flags that set the random-generation roll's argument (`demigod` → 25,
 * else `belowCastle` → 50, else 70; `src/allmain.c` moveloop()).
 *
 * Actions: `move` (took time and moved: sets `u.umoved`, so a rider's next allocation comes from
 * the steed), `act` (took time without moving), `free` (took no time, as when `context.move` is 0:
 * the hero acts again at once, with no monster pass). `helpless: n` on any of them calls nomul(−n)
 * after it (`src/hack.c`).
 *
 * @example
 * ```ts
 * import { nethack } from '@turnkeeper/nethack';
 * const loop = nethack.create();
 * loop.add('you', { kind: 'player', speed: 'Fast', encumbrance: 'Burdened' });
 * loop.act(loop.next().actor, { kind: 'act', helpless: 3 });
 * ```
 */
export const nethackPlayer = actorKind({
  label: 'hero',
  description: 'the hero (you): gains 12 movement points per turn, more when Fast or Very_fast, less when encumbered',
  max: 1,
  spec,
  patch,
  actions: { move: action, act: action, free: action },
  defaultAction: 'move',
  view,
});
