import { InvalidArgumentError } from '@turnkeeper/core';
import { DEFAULT_ENERGY_USAGE, type EnergyUsage } from '../tables/energy-usage.js';
import { attackDelayVar, weaponMinDelay, weaponMinDelaySkill10, type AttackModifiers, type PlayerWeapon } from './player-attack.js';
import { effectiveMovementSpeed } from './player-move.js';
import type { PlayerSpeedStatus } from './player-speed.js';

/**
 * C's `printf("%.<digits>f", x)` as glibc prints it: the exact binary value of `x` rounded to
 * `digits` decimals, an exact tie going to the even digit (JavaScript's `toFixed` rounds such
 * ties up: `(1.25).toFixed(1)` is `'1.3'` where crawl prints `1.2`).
 */
function printfFixed(x: number, digits: number): string {
  if (!Number.isFinite(x)) return String(x);
  const negative = x < 0 || Object.is(x, -0);
  let v = Math.abs(x);
  // v = mantissa × 2^exp exactly, as BigInts.
  let exp = 0;
  while (!Number.isInteger(v)) {
    v *= 2;
    exp--;
  }
  const mantissa = BigInt(v);
  const scale = 10n ** BigInt(digits);
  const num = mantissa * scale;
  const den = 1n << BigInt(-exp);
  let q = num / den;
  const r = num % den;
  if (2n * r > den || (2n * r === den && q % 2n === 1n)) q += 1n;
  const text = q.toString().padStart(digits + 1, '0');
  const body = digits > 0 ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return negative && q !== 0n ? `-${body}` : body;
}

/**
 * What the monster description's speed line depends on besides the speed and the energies
 * (mon-info.cc `monster_info::speed_description`).
 *
 * @example
 * ```ts
 * import type { SpeedDescriptionOptions } from '@turnkeeper/dcss';
 * const priest: SpeedDescriptionOptions = { priest: true }; // its spell energy shows as "pray"
 * ```
 */
export interface SpeedDescriptionOptions {
  /** `monster_info::is_priest()`: the spell energy is shown as "pray" instead of "magic". */
  readonly priest?: boolean;
  /** `M_STATIONARY`: no "normally travels faster/slower than you". */
  readonly stationary?: boolean;
  /** A sixfirhy or jiangshi: "(but often pauses)" instead of the travel comparison. */
  readonly oftenPauses?: boolean;
}

/**
 * The speed line of a monster's description, as the game prints it (mon-info.cc
 * `monster_info::speed_description`): "Speed: 10·speed %", then each action energy that is not 10
 * as `⌊speed · 100 / energy⌋ %` (integer division: the game truncates, so an ogre's attack energy
 * 15 shows as 66%, not 67%), the swim energy only when it differs from the move energy, the spell
 * energy as "pray" for priests; then "(but often pauses)" for a sixfirhy or jiangshi, or whether it
 * normally travels faster or slower than the player (`move · 10 / speed` truncated against the
 * player's `player_movement_speed(false, false)`, itself at least 6; never for a stationary
 * monster). The empty string when the game prints no line: speed 0, or a normal speed, normal
 * energies and the player's travel speed. Uses the monster's base speed, as the game does (haste
 * and slow do not show here). An energy of 0 is refused, as the game asserts (`ASSERT(energy)`).
 *
 * @example
 * ```ts
 * import { monsterSpeedDescription } from '@turnkeeper/dcss';
 * monsterSpeedDescription(10, { move: 10, swim: 10, attack: 15, missile: 10, spell: 10 }); // 'Speed: 100% (attack: 66%)' (an ogre)
 * monsterSpeedDescription(12); // 'Speed: 120% (normally travels faster than you)'
 * ```
 */
export function monsterSpeedDescription(
  speed: number,
  energy: EnergyUsage = DEFAULT_ENERGY_USAGE,
  playerMovementSpeed = 10,
  options: SpeedDescriptionOptions = {},
): string {
  if (speed === 0) return '';
  const unusualEnergy = (['move', 'swim', 'attack', 'missile', 'spell'] as const).some((k) => energy[k] !== DEFAULT_ENERGY_USAGE[k]);
  const travelDelay = Math.trunc((energy.move * 10) / speed);
  const travelDiff = options.stationary ? 0 : travelDelay - effectiveMovementSpeed(playerMovementSpeed);
  if (speed === 10 && !unusualEnergy && travelDiff === 0) return '';
  const unusual: string[] = [];
  const add = (value: number, name: string): void => {
    if (value === 10) return;
    if (value === 0) throw new InvalidArgumentError(`energy.${name}`, value, 'not 0: mon-info.cc _add_energy_desc asserts a non-zero energy');
    unusual.push(`${name}: ${Math.trunc((speed * 100) / value)}%`);
  };
  add(energy.attack, 'attack');
  add(energy.missile, 'shoot');
  add(energy.move, 'travel');
  if (energy.swim !== energy.move) add(energy.swim, 'swim');
  add(energy.spell, options.priest ? 'pray' : 'magic');
  let line = `Speed: ${speed * 10}%`;
  if (unusual.length > 0) line += ` (${unusual.join(', ')})`;
  if (options.oftenPauses) line += ' (but often pauses)';
  else if (travelDiff !== 0) line += ` (normally travels ${travelDiff > 0 ? 'slower' : 'faster'} than you)`;
  return line;
}

/**
 * How the HUD shows the length of the player's last action, after the game clock: `(x.y)` in
 * turns of 10 aut (output.cc `update_turn_count`: `(elapsed_time − elapsed_time_at_last_input) / 10.0`
 * printed with `%.1f`).
 *
 * @example
 * ```ts
 * import { actionTimeDisplay } from '@turnkeeper/dcss';
 * actionTimeDisplay(7); // '(0.7)'
 * ```
 */
export function actionTimeDisplay(aut: number): string {
  return `(${printfFixed(aut / 10, 1)})`;
}

/**
 * The HUD's turn counter (output.cc `update_turn_count`): with the `show_game_time` option the
 * game clock, `you.elapsed_time / 10.0` with one decimal, else `you.num_turns`; then, on the
 * normal layout, the time since the last input as {@link actionTimeDisplay} shows it.
 *
 * @example
 * ```ts
 * import { turnCountDisplay } from '@turnkeeper/dcss';
 * turnCountDisplay({ elapsedTime: 1234, numTurns: 120, sinceLastInput: 7, showGameTime: true }); // '123.4 (0.7)'
 * turnCountDisplay({ elapsedTime: 1234, numTurns: 120, sinceLastInput: 7 }); // '120 (0.7)'
 * ```
 */
export function turnCountDisplay(hud: {
  readonly elapsedTime: number;
  readonly numTurns: number;
  readonly sinceLastInput: number;
  readonly showGameTime?: boolean;
  readonly smallLayout?: boolean;
}): string {
  const count = hud.showGameTime ? printfFixed(hud.elapsedTime / 10, 1) : String(hud.numTurns);
  return hud.smallLayout ? count : `${count} ${actionTimeDisplay(hud.sinceLastInput)}`;
}

/**
 * The status light the player's speed shows (status.cc `_describe_speed` and duration-data.h):
 * `Fast+Slow`, `Slow` (also for a stat at zero), `Fast` (haste only), then `Berserk` and `Petr`
 * (petrifying) as their own lights; '' when none is lit.
 *
 * @example
 * ```ts
 * import { NORMAL_PLAYER, playerSpeedLights } from '@turnkeeper/dcss';
 * playerSpeedLights({ ...NORMAL_PLAYER, hasted: true, slowed: true }); // 'Fast+Slow'
 * ```
 */
export function playerSpeedLights(status: PlayerSpeedStatus): string {
  const slow = status.slowed || status.statZero === true;
  const lights: string[] = [];
  if (slow && status.hasted) lights.push('Fast+Slow');
  else if (slow) lights.push('Slow');
  else if (status.hasted) lights.push('Fast');
  if (status.berserk) lights.push('Berserk');
  if (status.petrifying) lights.push('Petr');
  return lights.join(' ');
}

/**
 * The timing lines of a weapon's description (describe.cc `_append_weapon_stats`):
 * "Base attack delay: x.y" (the base delay / 10), "This weapon's minimum attack delay (x.y) is
 * reached at skill level n." (fight.cc `weapon_min_delay` with the brand applied without
 * rounding at random — speed ×2/3 and heavy ×3/2 truncated, then at least 3 — and
 * `weapon_min_delay_skill`), and, for the player's own view, "Current attack delay: x.y." (the
 * mean of `attack_delay_with`'s `random_var` for the `player_speed()` value `ps` it was built
 * with — the game rolls it while building the description — as a `float`, then / 10 printed with
 * `%.1f`: describe.cc `_desc_attack_delay`).
 *
 * @example
 * ```ts
 * import { weaponDelayDescription } from '@turnkeeper/dcss';
 * const longSword = { type: 'weapon', baseDelay: 14, brand: 'none', skill10: 75 } as const;
 * weaponDelayDescription(longSword, { shieldPenalty20: 0, finesse: false }, false, 10);
 * // { base: 'Base attack delay: 1.4', minimum: "This weapon's minimum attack delay (0.7) is reached at skill level 14.", current: 'Current attack delay: 1.0.' }
 * ```
 */
export function weaponDelayDescription(
  weapon: Extract<PlayerWeapon, { type: 'weapon' }>,
  mods: AttackModifiers,
  hasted: boolean,
  ps: number,
): { readonly base: string; readonly minimum: string; readonly current: string } {
  let min = weapon.minDelay ?? weaponMinDelay(weapon.baseDelay, weapon.shortBlade, weapon.crossbow, weapon.woodcuttersAxe);
  if (!weapon.woodcuttersAxe) {
    // weapon_min_delay(item, true): weapon_adjust_delay(…, false) before the floor of 3.
    if (weapon.brand === 'speed') min = Math.trunc((min * 2) / 3);
    else if (weapon.brand === 'heavy') min = Math.trunc((min * 3) / 2);
    min = Math.max(min, 3);
  }
  const skill = Math.trunc(weaponMinDelaySkill10(weapon) / 10);
  const delay = attackDelayVar(weapon, mods, hasted, ps);
  // random_var::expected(): a double summed from the smallest value up, then stored in a float.
  let expected = 0;
  for (let v = delay.min; v <= delay.max; v++) expected += (v * delay.weight(v)) / delay.total;
  const current = Math.fround(Math.fround(expected) / 10);
  return {
    base: `Base attack delay: ${printfFixed(weapon.baseDelay / 10, 1)}`,
    minimum: `This weapon's minimum attack delay (${printfFixed(min / 10, 1)}) is reached at skill level ${skill}.`,
    current: `Current attack delay: ${printfFixed(current, 1)}.`,
  };
}
