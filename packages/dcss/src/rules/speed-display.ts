import { DEFAULT_ENERGY_USAGE, type EnergyUsage } from '../tables/energy-usage.js';

/**
 * The speed line of a monster's description, as the game prints it (mon-info.cc
 * `monster_info::speed_description`): "Speed: 10·speed %", then each action energy that is not 10
 * as `⌊speed · 100 / energy⌋ %` (integer division, as the game truncates), then whether it
 * normally travels faster or slower than the player (`move · 10 / speed` truncated against the
 * player's movement speed). The empty string when the game prints no line: speed 0, or a normal
 * speed, normal energies and the player's travel speed. Uses the monster's base speed, as the
 * game does (haste and slow do not show here). Stationary monsters and the sixfirhy/jiangshi
 * "(but often pauses)" are not covered.
 *
 * @example
 * ```ts
 * import { monsterSpeedDescription } from '@turnkeeper/dcss';
 * monsterSpeedDescription(10, { move: 10, swim: 10, attack: 15, missile: 10, spell: 10 }); // 'Speed: 100% (attack: 66%)' (an ogre)
 * monsterSpeedDescription(12); // 'Speed: 120% (normally travels faster than you)'
 * ```
 */
export function monsterSpeedDescription(speed: number, energy: EnergyUsage = DEFAULT_ENERGY_USAGE, playerMovementSpeed = 10): string {
  if (speed === 0) return '';
  const unusualEnergy = (['move', 'swim', 'attack', 'missile', 'spell'] as const).some((k) => energy[k] !== DEFAULT_ENERGY_USAGE[k]);
  const travelDiff = Math.trunc((energy.move * 10) / speed) - playerMovementSpeed;
  if (speed === 10 && !unusualEnergy && travelDiff === 0) return '';
  const percent = (value: number): number => Math.trunc((speed * 100) / value);
  const unusual: string[] = [];
  if (energy.attack !== 10) unusual.push(`attack: ${percent(energy.attack)}%`);
  if (energy.missile !== 10) unusual.push(`shoot: ${percent(energy.missile)}%`);
  if (energy.move !== 10) unusual.push(`travel: ${percent(energy.move)}%`);
  if (energy.swim !== energy.move && energy.swim !== 10) unusual.push(`swim: ${percent(energy.swim)}%`);
  if (energy.spell !== 10) unusual.push(`magic: ${percent(energy.spell)}%`);
  let line = `Speed: ${speed * 10}%`;
  if (unusual.length > 0) line += ` (${unusual.join(', ')})`;
  if (travelDiff !== 0) line += ` (normally travels ${travelDiff > 0 ? 'slower' : 'faster'} than you)`;
  return line;
}

/**
 * How the HUD shows the length of the player's last action, after the game clock: `(x.y)` in
 * turns of 10 aut (output.cc `update_turn_count`: `(elapsed_time − elapsed_time_at_last_input) / 10`
 * printed with one decimal).
 *
 * @example
 * ```ts
 * import { actionTimeDisplay } from '@turnkeeper/dcss';
 * actionTimeDisplay(7); // '(0.7)'
 * ```
 */
export function actionTimeDisplay(aut: number): string {
  return `(${(aut / 10).toFixed(1)})`;
}
