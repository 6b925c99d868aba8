import { z } from 'zod';
import { ENCUMBRANCE_NAMES } from '../encumbrance.js';
import { HERO_SPEED_STATES, MONSTER_SPEED_STATES } from '../speed.js';

const id = z.union([z.string().min(1), z.number().int()]);
const int = z.number().int();

const hero = z.strictObject({
  id,
  base: int,
  speed: z.enum(HERO_SPEED_STATES),
  encumbrance: z.number().int().min(0).max(ENCUMBRANCE_NAMES.length - 1),
  riding: id.nullable(),
  galloping: z.boolean(),
  moved: z.boolean(),
  movement: int,
  multi: int,
  demigod: z.boolean(),
  belowCastle: z.boolean(),
});

const monster = z.strictObject({ id, base: int, mspeed: z.enum(MONSTER_SPEED_STATES), movement: int });

/**
 * The JSON the NetHack engine saves (`engine.save()`) and restores: the turn, where the main loop
 * is (phase, pass cursor, "somebody can move", who acted in the pass), the encumbrance read at the
 * start of the current "hero can't move" pass, the hero and the monsters (oldest first).
 *
 * @example
 * ```ts
 * savedEngineState.parse(loop.snapshot().engine);
 * ```
 */
export const savedEngineState = z.strictObject({
  format: z.literal('nethack-engine/1'),
  time: int.min(1),
  phase: z.enum(['hero', 'timePassed', 'pass', 'heroDue', 'monsterDue']),
  cursor: int.min(-1),
  canMove: z.boolean(),
  acted: z.array(id),
  wtcap: z.number().int().min(0).max(ENCUMBRANCE_NAMES.length - 1),
  current: id.nullable(),
  hero: hero.nullable(),
  monsters: z.array(monster),
});

/**
 * The parsed saved state.
 *
 * @example
 * ```ts
 * type Phase = SavedEngineState['phase'];
 * ```
 */
export type SavedEngineState = z.output<typeof savedEngineState>;
