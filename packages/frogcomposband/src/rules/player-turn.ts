import { InvalidArgumentError, type RandomSource } from '@turnkeeper/core';
import { FROGCOMPOSBAND_DEFAULT_VERSION, type FrogcomposbandVersion } from '../versions.js';
import { S16_MAX, cDiv } from '@turnkeeper/core/cint';
import { energyOfRaw } from './speed.js';

/**
 * What the game counts by the player's turns rather than by game turns or ticks, and where.
 * `per` says how: `'acting game turn'` — once in each game turn in which the player gets to act
 * (`process_player()`, `src/dungeon.c`, after `energy_need_hack` is set and before the first
 * command, however many commands follow), except the first one after a level change
 * (`p_ptr->nice`) or a load; `'charged action'` — after every command that costs energy, scaled
 * by its nominal `energy_use` (the cleanup of `process_player()`). Everything else timed (haste,
 * slow, stun, cut healing…) counts down per tick (`process_world()`).
 *
 * @example
 * ```ts
 * import { PER_PLAYER_TURN } from '@turnkeeper/frogcomposband';
 * PER_PLAYER_TURN.find((e) => e.what === 'light speed')?.per; // 'acting game turn'
 * ```
 */
export const PER_PLAYER_TURN: readonly {
  readonly what: string;
  readonly variable: string;
  readonly per: 'acting game turn' | 'charged action';
  readonly rule: string;
}[] = [
  { what: 'light speed', variable: 'p_ptr->lightspeed', per: 'acting game turn', rule: 'set_lightspeed(lightspeed − 1)' },
  { what: 'no spells', variable: 'p_ptr->tim_no_spells', per: 'acting game turn', rule: 'set_tim_no_spells(tim_no_spells − 1)' },
  { what: 'no devices', variable: 'p_ptr->tim_no_device', per: 'acting game turn', rule: 'set_tim_no_device(tim_no_device − 1)' },
  {
    what: 'poison',
    variable: 'p_ptr->poisoned',
    per: 'charged action',
    rule: 'max(max(1, mhp/60), poisoned/4) × energy_use / 100 damage out of the pool (poisonDamage())',
  },
  {
    what: 'cuts',
    variable: 'p_ptr->cut',
    per: 'charged action',
    rule: 'the cut table × energy_use / (100 × energy per game turn), rounded up (cutDamage()); the cut heals per tick',
  },
  { what: 'no air', variable: 'p_ptr->no_air', per: 'charged action', rule: '((40 − no_air) × energy_use + 20E − 1) / 10E damage, E the energy per game turn' },
];

/**
 * What the player's timers' setters store at most (`set_fast()`, `set_lightspeed()`,
 * `set_tim_no_spells()` and the like, `src/effects.c`: "Hack -- Force good values").
 *
 * @example
 * ```ts
 * import { PLAYER_TIMER_MAX } from '@turnkeeper/frogcomposband';
 * PLAYER_TIMER_MAX; // 10000
 * ```
 */
export const PLAYER_TIMER_MAX = 10000;

/**
 * The timers {@link PER_PLAYER_TURN} counts down once per acting game turn: each the game's
 * `s16b` (0..32767), which its setter brings within 0..10000 when it stores it.
 *
 * @example
 * ```ts
 * import type { PlayerTurnTimers } from '@turnkeeper/frogcomposband';
 * const t: PlayerTurnTimers = { lightspeed: 3, noSpells: 0, noDevice: 0 };
 * ```
 */
export interface PlayerTurnTimers {
  readonly lightspeed: number;
  readonly noSpells: number;
  readonly noDevice: number;
}

/**
 * When a countdown of {@link countDownPlayerTurn} happens: `arrived` (`p_ptr->nice`, the first
 * acting game turn on a new level), `loaded` (the first after loading a game), and the version
 * (`p_ptr->nice` exists from v7.1.chocolate, commit `d76e4e04`: in the 7.0 versions arriving
 * changes nothing; default: the ruleset's default version).
 *
 * @example
 * ```ts
 * import type { PlayerTurnWhen } from '@turnkeeper/frogcomposband';
 * const w: PlayerTurnWhen = { arrived: true, version: '7.1.salmiak' };
 * ```
 */
export interface PlayerTurnWhen {
  readonly arrived?: boolean;
  readonly loaded?: boolean;
  readonly version?: FrogcomposbandVersion;
}

/** One timer through its setter: one less, within 0..10000. */
function down(v: number): number {
  return v > 0 ? Math.min(PLAYER_TIMER_MAX, v - 1) : 0;
}

function checkTimer(field: string, v: number): void {
  if (!Number.isInteger(v) || v < 0 || v > S16_MAX)
    throw new InvalidArgumentError(`countDownPlayerTurn ${field}`, v, `an integer from 0 to ${S16_MAX} (the game's s16b timer)`);
}

/**
 * The countdown `process_player()` (`src/dungeon.c`) makes once in each game turn in which the
 * player acts: light speed, No Spells and No Devices each lose 1 through their setters ("While
 * many timed effects are processed every 10 game turns, some game mechanics work better if they
 * are indexed to player actions"). A player who acts twice in a game turn counts once; one who
 * waits (energy still needed) not at all; nothing counts after loading a game, nor, from
 * v7.1.chocolate (commit `d76e4e04`, 2019-07-16), in the first acting game turn after arriving on
 * a level (`p_ptr->nice`, set by `change_floor()`; 7.0.nougat and 7.0.cloudberry count then too).
 * The engine counts with it at each acting game turn, writing into the live player (`into`), so
 * nothing is allocated.
 *
 * @example
 * ```ts
 * import { countDownPlayerTurn } from '@turnkeeper/frogcomposband';
 * countDownPlayerTurn({ lightspeed: 3, noSpells: 1, noDevice: 0 }); // { lightspeed: 2, noSpells: 0, noDevice: 0 }
 * countDownPlayerTurn({ lightspeed: 3, noSpells: 1, noDevice: 0 }, { arrived: true }); // unchanged
 * countDownPlayerTurn({ lightspeed: 3, noSpells: 1, noDevice: 0 }, { arrived: true, version: '7.0.nougat' }); // { lightspeed: 2, … }
 * ```
 */
export function countDownPlayerTurn(
  timers: PlayerTurnTimers,
  when: PlayerTurnWhen = {},
  into: { lightspeed: number; noSpells: number; noDevice: number } = { lightspeed: 0, noSpells: 0, noDevice: 0 },
): PlayerTurnTimers {
  const { lightspeed, noSpells, noDevice } = timers;
  checkTimer('lightspeed', lightspeed);
  checkTimer('noSpells', noSpells);
  checkTimer('noDevice', noDevice);
  const skip = when.loaded === true || (when.arrived === true && (when.version ?? FROGCOMPOSBAND_DEFAULT_VERSION) === '7.1.salmiak');
  into.lightspeed = skip ? lightspeed : down(lightspeed);
  into.noSpells = skip ? noSpells : down(noSpells);
  into.noDevice = skip ? noDevice : down(noDevice);
  return into;
}

/** `randint0(100) < energy_use`: the chance of 1 point of poison damage when the scaled amount is 0. */
const POISON_SITE = 'process_player:randint0(100)<energy_use';

/**
 * The poison damage of one command that cost energy (`process_player()`, `src/dungeon.c`):
 * `max(max(1, mhp / 60), poisoned / 4)`, scaled by `energy_use / 100` ("quickwalking ninjas
 * should not be overly poisoned!"); when that leaves less than 1, one `randint0(100) < energy_use`
 * makes it 1; never more than the pool. The pool loses the damage (even while invulnerable,
 * when no hit points are lost). So a faster player empties the pool in fewer game turns, and
 * cheap commands drain it in proportion.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { poisonDamage } from '@turnkeeper/frogcomposband';
 * poisonDamage({ poisoned: 40, maxHp: 300, energyUse: 100 }, scripted([])); // { damage: 10, poisoned: 30 }
 * poisonDamage({ poisoned: 40, maxHp: 300, energyUse: 30 }, scripted([])); // { damage: 3, poisoned: 37 }
 * poisonDamage({ poisoned: 2, maxHp: 30, energyUse: 50 }, scripted([49])); // { damage: 1, poisoned: 1 }: 49 < 50
 * ```
 */
export function poisonDamage(
  state: { readonly poisoned: number; readonly maxHp: number; readonly energyUse: number },
  random: RandomSource,
): { readonly damage: number; readonly poisoned: number } {
  if (!Number.isInteger(state.poisoned) || state.poisoned < 0 || state.poisoned > 10000)
    throw new InvalidArgumentError('poisonDamage poisoned', state.poisoned, 'an integer from 0 to 10000');
  if (!Number.isInteger(state.maxHp) || state.maxHp < 1) throw new InvalidArgumentError('poisonDamage maxHp', state.maxHp, 'a positive integer (p_ptr->mhp)');
  if (!Number.isInteger(state.energyUse) || state.energyUse === 0 || state.energyUse < -32768 || state.energyUse > 32767) {
    throw new InvalidArgumentError('poisonDamage energyUse', state.energyUse, 'a non-zero s16b: a command that cost energy');
  }
  if (state.poisoned === 0) return { damage: 0, poisoned: 0 };
  let amt = Math.max(Math.max(1, cDiv(state.maxHp, 60)), cDiv(state.poisoned, 4));
  amt = cDiv(amt * state.energyUse, 100);
  if (amt < 1 && random.below(100, POISON_SITE) < state.energyUse) amt = 1;
  if (amt > state.poisoned) amt = state.poisoned;
  return { damage: amt, poisoned: state.poisoned - amt };
}

/** `cut_info()`'s table (`src/effects.c`): the cut level and the damage per 10 game turns at that level, interpolated between. */
const CUT_TABLE: readonly (readonly [number, number])[] = [
  [1, 10],
  [10, 30],
  [25, 70],
  [50, 160],
  [100, 320],
  [200, 800],
  [1000, 2000],
];

/** `interpolate()` (`src/rect.c`): linear between the table's points, in C's integer division; the end values outside. */
function interpolate(x: number): number {
  let i = 0;
  while (i < CUT_TABLE.length && x >= (CUT_TABLE[i] as readonly [number, number])[0]) i++;
  if (i === 0) return (CUT_TABLE[0] as readonly [number, number])[1];
  if (i === CUT_TABLE.length) return (CUT_TABLE[CUT_TABLE.length - 1] as readonly [number, number])[1];
  const [x0, y0] = CUT_TABLE[i - 1] as readonly [number, number];
  const [x1, y1] = CUT_TABLE[i] as readonly [number, number];
  return y0 + cDiv((x - x0) * (y1 - y0), x1 - x0);
}

/**
 * The cut damage of one command that cost energy (`cut_info()`, `src/effects.c`, applied by
 * `process_player()`): the table value at this cut, × `energy_use`, ÷ (100 × the energy per game
 * turn at the player's speed), rounded up — so a cut takes about the same per game turn at any
 * speed (a tenth of the table value at +0). On the wilderness map (`wilderness: true`) cuts hurt
 * per tick instead (`process_world_aux_hp_and_sp()`), a tenth of the table value. The cut itself
 * heals per tick, not per command. This is the rule from v7.1.toffee (commit `3e1db6a1`,
 * 2019-02-28) on, so of every 7.1 release; up to v7.0.cloudberry a cut hurt once per tick, by the
 * table's tenth (1, 3, 7, 16, 32, 80, 200), whatever the commands.
 *
 * @example
 * ```ts
 * import { cutDamage } from '@turnkeeper/frogcomposband';
 * cutDamage({ cut: 50, energyUse: 100, speed: 0 }); // 16: 160 × 100 / 1000
 * cutDamage({ cut: 50, energyUse: 100, speed: 10 }); // 8: twice the commands, half each
 * cutDamage({ cut: 0, energyUse: 100, speed: 0 }); // 0
 * ```
 */
export function cutDamage(state: { readonly cut: number; readonly energyUse: number; readonly speed: number; readonly wilderness?: boolean }): number {
  if (!Number.isInteger(state.cut) || state.cut < 0 || state.cut > 10000)
    throw new InvalidArgumentError('cutDamage cut', state.cut, 'an integer from 0 to 10000');
  if (!Number.isInteger(state.energyUse) || state.energyUse < -32768 || state.energyUse > 32767)
    throw new InvalidArgumentError('cutDamage energyUse', state.energyUse, 'an s16b');
  if (!Number.isInteger(state.speed) || state.speed < -99 || state.speed > 99)
    throw new InvalidArgumentError('cutDamage speed', state.speed, 'the raw player speed, −99 to +99');
  if (state.cut === 0) return 0;
  const value = interpolate(state.cut);
  if (state.wilderness === true) return cDiv(value, 10);
  const divisor = 100 * energyOfRaw(state.speed);
  return cDiv(value * state.energyUse + divisor - 1, divisor);
}
