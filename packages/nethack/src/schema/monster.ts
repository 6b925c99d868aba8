import { actorKind } from '@turnkeeper/core';
import { z } from 'zod';
import { MONSTER_SPEED_STATES } from '../rules/speed.js';
import { baseSpeed, flag, monsterName, movement, mspeed, speedAdjustment, unknownFields } from './fields.js';

const speedOrSources = {
  error: 'give mspeed (a shorthand: permspeed with no speed boots) or permspeed / speedBoots, not both',
  path: ['mspeed'],
};
const oneSpeedInput = (s: { mspeed?: unknown; permspeed?: unknown; speedBoots?: unknown; adjustSpeed?: unknown }): boolean =>
  s.mspeed === undefined || (s.permspeed === undefined && s.speedBoots === undefined && s.adjustSpeed === undefined);

const spec = z
  .strictObject(
    {
      base: baseSpeed.optional().describe('the monster type’s base speed (mmove), 0–127'),
      name: monsterName.optional().describe('a monster of the version’s catalog, by name'),
      mspeed: mspeed.optional().describe('shorthand: permspeed, with no speed boots'),
      permspeed: mspeed.optional().describe('permspeed, the intrinsic speed state: normal, slow (MSLOW) or fast (MFAST)'),
      speedBoots: flag.optional().describe('wears an item with the FAST property (speed boots): mspeed is MFAST'),
      movement: movement.default(0).describe('movement points (makemon() zeroes a new monster)'),
    },
    { error: unknownFields('monster') },
  )
  .refine((s) => (s.base === undefined) !== (s.name === undefined), {
    error: 'give exactly one of base (a speed 0–127) or name (a monster of the catalog)',
    path: ['base'],
  })
  .refine(oneSpeedInput, speedOrSources);

const patch = z
  .strictObject(
    {
      base: baseSpeed.optional().describe('a new base speed (a change of form: slower forms prorate unused points from 3.6.1)'),
      name: monsterName.optional().describe('change into this monster (newcham(), grow_up())'),
      movement: movement.optional().describe('set the pool (retaliation, eating, mhurtle()…)'),
      mspeed: mspeed.optional().describe('shorthand: permspeed, and the speed boots taken off'),
      permspeed: mspeed.optional().describe('set permspeed'),
      speedBoots: flag.optional().describe('put on (true) or take off (false) speed boots'),
      adjustSpeed: speedAdjustment.optional().describe('mon_adjust_speed(mon, adjust): 1 wand or potion of speed, −1 slow monster…'),
      growUp: flag.optional().describe('the change of form is grow_up(), which 3.6.1 did not prorate'),
    },
    { error: unknownFields('monster') },
  )
  .refine(oneSpeedInput, speedOrSources);

const action = z.strictObject({}, { error: unknownFields('monster') });

const view = z.strictObject({
  movement: z.number().int().describe('mtmp->movement'),
  base: z.number().int().min(0).max(127),
  mspeed: z.enum(MONSTER_SPEED_STATES).describe('what mcalcmove() reads: MFAST with speed boots, else permspeed'),
  permspeed: z.enum(MONSTER_SPEED_STATES),
  speedBoots: z.boolean(),
  adjusted: z.number().int().min(0).describe('S′: the base speed after slow or fast'),
  steed: z.boolean().describe('the hero rides it'),
});

/**
 * The monster kind: base speed (`base`, 0–127) or catalog `name` (exactly one of the two), its
 * speed state's two sources (`permspeed` and `speedBoots`, `src/worn.c` mon_adjust_speed(); or
 * the shorthand `mspeed`), and movement points (default 0: makemon() zeroes a new monster).
 * Monsters are kept in the game's list order, newest first (makemon() links new monsters at the
 * head of `fmon`).
 *
 * Actions: `move` and `act`, no details. movemon() (`src/mon.c`) deducts a monster's 12 points
 * before it acts, so nothing a monster does changes what it costs; the two names only say what
 * happened. A monster has no free action and no nomul().
 *
 * @example
 * ```ts
 * import { nethack } from '@turnkeeper/nethack';
 * const loop = nethack.create({ version: '3.7' });
 * loop.add('shk', { kind: 'monster', name: 'shopkeeper', mspeed: 'fast' });
 * loop.add('newt', { kind: 'monster', base: 6, permspeed: 'slow', speedBoots: true });
 * ```
 */
export const nethackMonster = actorKind({
  description: 'a monster: gains its speed in movement points per turn (randomised per version) and acts once per 12',
  spec,
  patch,
  actions: { move: action, act: action },
  defaultAction: 'move',
  view,
});
