import { actorKind } from '@turnkeeper/core';
import * as v from 'valibot';
import { MONSTER_SPEED_STATES } from '../rules/speed.js';
import {
  baseSpeed,
  flag,
  frozen,
  MAX_BASE_SPEED,
  movement,
  mspeed,
  patchFieldsOf,
  SCHAR_MAX,
  speedAdjustment,
  tameness,
  unknownFields,
  viewInt,
  viewRange,
} from './fields.js';
import { kindInput, shorthandOrSources } from './kind-input.js';

const SPEED_OR_SOURCES = 'give mspeed (a shorthand: permspeed with no speed boots) or permspeed / speedBoots, not both';
// The sources a spec gives; a patch may also adjust the speed (mon_adjust_speed()).
const SPEED_SOURCES = ['permspeed', 'speedBoots'] as const;
const PATCH_SPEED_SOURCES = [...SPEED_SOURCES, 'adjustSpeed'] as const;

// 3.7 sanity_check_single_mon() (src/mon.c): "code that sets mfrozen needs to also clear mcanmove";
// a frozen monster able to move is impossible() there.
const FROZEN_CAN_MOVE = 'a paralysed monster (canMove: false) while frozen counts down: mfrozen is set only with mcanmove cleared';
const frozenOnlyParalysed = {
  key: 'frozen',
  holds: (s: { frozen?: number | undefined; canMove?: boolean | undefined }): boolean => !(s.frozen !== undefined && s.frozen > 0 && s.canMove === true),
  message: FROZEN_CAN_MOVE,
} as const;

const spec = kindInput(
  'monster',
  {
    base: v.pipe(baseSpeed, v.description('the monster type’s base speed (mmove), 0–127; nethackAnalysis.lookup(name).spec has a catalog monster’s')),
    mspeed: v.optional(v.pipe(mspeed, v.description('shorthand: permspeed, with no speed boots'))),
    permspeed: v.optional(v.pipe(mspeed, v.description('permspeed, the intrinsic speed state: normal, slow (MSLOW) or fast (MFAST)'))),
    speedBoots: v.optional(v.pipe(flag, v.description('wears an item with the FAST property (speed boots): mspeed is MFAST'))),
    movement: v.optional(v.pipe(movement, v.description('movement points (makemon() zeroes a new monster)')), 0),
    tameness: v.optional(v.pipe(tameness, v.description('mtame: what kicking a steed reads and lowers (kick_steed())')), 0),
    sleeping: v.optional(v.pipe(flag, v.description('msleeping: asleep until woken; a sleeping steed does not gallop when kicked')), false),
    canMove: v.optional(v.pipe(flag, v.description('mcanmove: false while paralysed (frozen counts the paralysis down)')), true),
    frozen: v.optional(v.pipe(frozen, v.description('mfrozen: turns of paralysis left, counted down at each turn boundary (mcalcdistress())')), 0),
  },
  [shorthandOrSources('mspeed', SPEED_SOURCES, SPEED_OR_SOURCES), frozenOnlyParalysed],
);

const patch = kindInput(
  'monster',
  {
    // The fields a patch sets as a spec does (their descriptions are the spec's).
    ...patchFieldsOf(spec.pipe[0].entries, ['permspeed', 'speedBoots', 'tameness', 'sleeping', 'canMove', 'frozen']),
    // The fields whose change does more than set a value, and those only a patch has.
    base: v.optional(v.pipe(baseSpeed, v.description('a new base speed (a change of form: slower forms prorate unused points from 3.6.1)'))),
    movement: v.optional(v.pipe(movement, v.description('set the pool (retaliation, eating, mhurtle()…)'))),
    mspeed: v.optional(v.pipe(mspeed, v.description('shorthand: permspeed, and the speed boots taken off'))),
    adjustSpeed: v.optional(v.pipe(speedAdjustment, v.description('mon_adjust_speed(mon, adjust): 1 wand or potion of speed, −1 slow monster…'))),
    growUp: v.optional(v.pipe(flag, v.description('the change of form is grow_up(), which 3.6.1 did not prorate'))),
  },
  [shorthandOrSources('mspeed', PATCH_SPEED_SOURCES, SPEED_OR_SOURCES), frozenOnlyParalysed],
);

const action = v.strictObject({}, unknownFields('monster'));

const view = v.strictObject({
  movement: v.pipe(viewInt, v.description('mtmp->movement')),
  base: viewRange(0, MAX_BASE_SPEED),
  mspeed: v.pipe(v.picklist(MONSTER_SPEED_STATES), v.description('what mcalcmove() reads: MFAST with speed boots, else permspeed')),
  permspeed: v.picklist(MONSTER_SPEED_STATES),
  speedBoots: v.boolean(),
  adjusted: v.pipe(viewInt, v.minValue(0), v.description('S′: the base speed after slow or fast')),
  steed: v.pipe(v.boolean(), v.description('the hero rides it')),
  tameness: v.pipe(viewRange(0, SCHAR_MAX), v.description('mtame')),
  sleeping: v.pipe(v.boolean(), v.description('msleeping')),
  canMove: v.pipe(v.boolean(), v.description('mcanmove')),
  frozen: v.pipe(viewRange(0, SCHAR_MAX), v.description('mfrozen')),
});

/**
 * The monster kind: base speed (`base`, 0–127, required; a catalog monster's is
 * `nethackAnalysis.lookup(name).spec`, from `@turnkeeper/nethack/analysis`), its speed state's two
 * sources (`permspeed` and `speedBoots`, `src/worn.c` mon_adjust_speed(); or the shorthand
 * `mspeed`), movement points (default 0: makemon() zeroes a new monster), and what kicking it as
 * a steed reads (`src/steed.c` kick_steed()): `tameness` (`mtame`, default 0), `sleeping`
 * (`msleeping`), `canMove` (`mcanmove`) and `frozen` (`mfrozen`, counted down at each turn
 * boundary, as mcalcdistress() does). Monsters are kept in the game's list order, newest first
 * (makemon() links new monsters at the head of `fmon`).
 *
 * Actions: `move` and `act`, no details. movemon() (`src/mon.c`) deducts a monster's 12 points
 * before it acts, so nothing a monster does changes what it costs; the two names only say what
 * happened. A monster has no free action and no nomul().
 *
 * @example
 * ```ts
 * import { nethack } from '@turnkeeper/nethack';
 * const loop = nethack.create({ version: '3.7' });
 * loop.add('shk', { kind: 'monster', base: 16, mspeed: 'fast' }); // a shopkeeper (16 in 3.7)
 * loop.add('newt', { kind: 'monster', base: 6, permspeed: 'slow', speedBoots: true });
 * loop.add('pony', { kind: 'monster', base: 16, tameness: 10 });
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
