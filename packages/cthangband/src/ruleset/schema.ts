import { z } from 'zod';
import { MAX_SPEED, MIN_SPEED, NEW_GAME_TURN, PLAYER_START_ENERGY } from '../constants.js';
import { PLACEABLE_SPEEDS } from '../rules/monster-placement.js';

const speed = (field: string) =>
  z
    .number({ error: `${field} must be an integer from ${MIN_SPEED} to +${MAX_SPEED} (displayed speed, 0 = normal)` })
    .int({ error: `${field} must be an integer` })
    .min(MIN_SPEED, { error: `${field} must be ≥ ${MIN_SPEED} (extract_energy has no index below 0)` })
    .max(MAX_SPEED, { error: `${field} must be ≤ +${MAX_SPEED} (extract_energy has no index above 199)` });

const count = (field: string, what: string) =>
  z
    .number({ error: `${field} must be an integer from 1 to 10` })
    .int({ error: `${field} must be an integer` })
    .min(1, { error: `${field} must be 1..10 (${what})` })
    .max(10, { error: `${field} must be 1..10 (${what})` });

// Energy is a signed 16-bit value in the game (p_ptr->energy, m_ptr->energy).
const energy = z
  .number({ error: 'energy must be an integer from -32768 to 32767' })
  .int({ error: 'energy must be an integer' })
  .min(-32768, { error: 'energy must be ≥ -32768 (a signed 16-bit value)' })
  .max(32767, { error: 'energy must be ≤ 32767 (a signed 16-bit value)' });

const naturalAttacks = z
  .number()
  .int()
  .min(0, { error: 'naturalAttacks must be 0..5 (natural-attack mutations: horns, beak, scorpion tail, trunk, tentacles)' })
  .max(5, { error: 'naturalAttacks must be 0..5 (natural-attack mutations: horns, beak, scorpion tail, trunk, tentacles)' });

/**
 * The player (`p_ptr`): displayed `speed` (pspeed − 110), blows and shots per round, the number
 * of natural-attack mutations, and energy (default 1050, a new character's, spec §2).
 *
 * @example
 * ```ts
 * import { playerSpec } from '@turnkeeper/cthangband';
 * playerSpec.parse({ type: 'player', speed: 10, numBlow: 3 });
 * // { type: 'player', speed: 10, numBlow: 3, numFire: 1, naturalAttacks: 0, energy: 1050 }
 * ```
 */
export const playerSpec = z.strictObject({
  type: z.literal('player'),
  speed: speed('speed').default(0),
  numBlow: count('numBlow', 'blows per round; calc_bonuses() clamps to 1..10').default(1),
  numFire: count('numFire', 'shots per round; calc_bonuses() clamps to 1..10').default(1),
  naturalAttacks: naturalAttacks.default(0),
  energy: energy.default(PLAYER_START_ENERGY),
});

const hitDice = z.tuple(
  [
    z.number().int().min(0, { error: 'hitDice[0] (hdice) must be 0..255' }).max(255, { error: 'hitDice[0] (hdice) must be 0..255' }),
    z.number().int().min(0, { error: 'hitDice[1] (hside) must be 0..255' }).max(255, { error: 'hitDice[1] (hside) must be 0..255' }),
  ],
  { error: 'hitDice must be [hdice, hside]' },
);

/**
 * A monster. `speed` is the race speed (displayed) and `numBlows` the race's attack speed
 * (melee and spells cost 100/numBlows). Give `energy` (and optionally its own `mspeed` and
 * `born`) for a monster already placed; leave `energy` out and the ruleset places it as
 * `place_monster_one()` does, drawing sleep, hit points, the 4.1.0 speed spread and the start
 * energy 900..999 in that order (spec §7.1).
 *
 * @example
 * ```ts
 * loop.add('jackal', { type: 'monster', speed: 0, sleep: 10, hitDice: [1, 4], asleep: true }); // rolled
 * loop.add('orc', { type: 'monster', speed: 0, numBlows: 2, energy: 950 });                      // as given
 * ```
 */
export const monsterSpec = z
  .strictObject({
    type: z.literal('monster'),
    speed: speed('speed'),
    numBlows: count('numBlows', "the race's attack speed, r_info I: 2nd field; 4.1.0 uses 1..8 and 10").default(1),
    unique: z.boolean().default(false),
    forceMaxhp: z.boolean().default(false),
    sleep: z.number().int().min(0, { error: 'sleep must be 0..255' }).max(255, { error: 'sleep must be 0..255' }).default(0),
    hitDice: hitDice.default([0, 0]),
    /** Placed asleep (place_monster_one's slp): csleep is rolled when sleep > 0. */
    asleep: z.boolean().default(false),
    /** Already placed: the monster's own speed (default: the race speed). */
    mspeed: speed('mspeed').optional(),
    /** Already placed: its energy. Omit to roll the placement. */
    energy: energy.optional(),
    /** Already placed and flagged MFLAG_BORN: skipped (no energy) the next time it is reached. */
    born: z.boolean().default(false),
  })
  .superRefine((m, ctx) => {
    if (m.energy === undefined) {
      if (m.mspeed !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['mspeed'], message: 'mspeed is only allowed with energy (a monster already placed); without energy the speed is rolled' });
      }
      if (m.born) ctx.addIssue({ code: 'custom', path: ['born'], message: 'born is only allowed with energy (a monster already placed)' });
      if (!m.unique && (m.speed < PLACEABLE_SPEEDS.min || m.speed > PLACEABLE_SPEEDS.max)) {
        ctx.addIssue({
          code: 'custom',
          path: ['speed'],
          message: `a non-unique monster placed by the ruleset needs speed ${PLACEABLE_SPEEDS.min}..+${PLACEABLE_SPEEDS.max}: the 4.1.0 spread roll would leave the speed table (give mspeed and energy to place it yourself)`,
        });
      }
    }
  });

/**
 * An actor: the player or a monster.
 *
 * @example
 * ```ts
 * import { cthangbandSpec } from '@turnkeeper/cthangband';
 * cthangbandSpec.parse({ type: 'monster', speed: 10, energy: 990 }).type; // 'monster'
 * ```
 */
export const cthangbandSpec = z.discriminatedUnion('type', [playerSpec, monsterSpec], {
  error: 'type must be "player" or "monster"',
});

/**
 * Parsed actor spec.
 *
 * @example
 * ```ts
 * import type { CthangbandSpec } from '@turnkeeper/cthangband';
 * const s: CthangbandSpec = { type: 'player', speed: 0, numBlow: 1, numFire: 1, naturalAttacks: 0, energy: 1050 };
 * ```
 */
export type CthangbandSpec = z.output<typeof cthangbandSpec>;
/**
 * Parsed player spec.
 *
 * @example
 * ```ts
 * import type { PlayerSpec } from '@turnkeeper/cthangband';
 * const p: PlayerSpec = { type: 'player', speed: 10, numBlow: 3, numFire: 2, naturalAttacks: 0, energy: 1050 };
 * ```
 */
export type PlayerSpec = z.output<typeof playerSpec>;
/**
 * Parsed monster spec.
 *
 * @example
 * ```ts
 * import { monsterSpec, type MonsterSpec } from '@turnkeeper/cthangband';
 * const m: MonsterSpec = monsterSpec.parse({ type: 'monster', speed: 0, energy: 990 });
 * ```
 */
export type MonsterSpec = z.output<typeof monsterSpec>;

/**
 * A change to an actor, effective at once. Monster speed edits are permanent in 4.1.0 (haste,
 * slow: spec §6); `speed` on a monster sets its own speed (mspeed), on the player pspeed.
 *
 * @example
 * ```ts
 * loop.update('orc', { speed: 10 });    // hasted: mspeed + 10
 * loop.update('player', { numBlow: 4 }); // a new weapon
 * ```
 */
export const cthangbandPatch = z.strictObject({
  speed: speed('speed').optional(),
  numBlow: count('numBlow', 'player only').optional(),
  numFire: count('numFire', 'player only').optional(),
  naturalAttacks: naturalAttacks.optional(),
  numBlows: count('numBlows', 'monster only').optional(),
  energy: energy.optional(),
});

/**
 * Parsed patch.
 *
 * @example
 * ```ts
 * import type { CthangbandPatch } from '@turnkeeper/cthangband';
 * const p: CthangbandPatch = { speed: -10 };
 * ```
 */
export type CthangbandPatch = z.output<typeof cthangbandPatch>;

/**
 * Ruleset options: `startTurn`, the game turn of tick 1 (1 for a new game; 50001 for the undead
 * races, who start at dusk, spec §1).
 *
 * @example
 * ```ts
 * cthangband.create({ options: { startTurn: 50001 } });
 * ```
 */
export const cthangbandOptions = z.strictObject({
  startTurn: z
    .number()
    .int()
    .min(1, { error: 'startTurn must be an integer ≥ 1 (a new game starts at turn 1)' })
    .max(2_000_000_000, { error: 'startTurn must be ≤ 2000000000 (turn is a signed 32-bit counter)' })
    .default(NEW_GAME_TURN),
});

/**
 * Parsed options.
 *
 * @example
 * ```ts
 * import type { CthangbandOptions } from '@turnkeeper/cthangband';
 * const o: CthangbandOptions = { startTurn: 1 };
 * ```
 */
export type CthangbandOptions = z.output<typeof cthangbandOptions>;
