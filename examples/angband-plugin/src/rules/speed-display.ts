import { EXTRACT_ENERGY, NORMAL_SPEED } from '../tables/energy-table.js';

/**
 * The effective speed multiplier the game prints: `10 * extract_energy[speed] /
 * extract_energy[110]` as `"%d.%dx"` (`src/ui-display.c` `prt_speed_aux()` with the
 * `effective_speed` option, `src/mon-lore.c` `lore_multiplier_speed()`).
 *
 * @example
 * ```ts
 * import { speedMultiplier } from 'turnkeeper-angband';
 * speedMultiplier(10); // '2.0x'
 * speedMultiplier(-10); // '0.5x'
 * speedMultiplier(30); // '3.8x'
 * ```
 */
export function speedMultiplier(speed: number): string {
  const energy = EXTRACT_ENERGY[NORMAL_SPEED + speed] ?? 0;
  const normal = EXTRACT_ENERGY[NORMAL_SPEED] ?? 10;
  const multiplier = Math.trunc((10 * energy) / normal);
  return `${Math.trunc(multiplier / 10)}.${multiplier % 10}x`;
}

/**
 * The player's speed as the status bar shows it (`src/ui-display.c` `prt_speed_aux()`):
 * `Fast (+10)` or `Slow (-10)`, nothing at normal speed (shown here as `Normal`), followed by the
 * effective multiplier.
 *
 * @example
 * ```ts
 * import { playerSpeedDisplay } from 'turnkeeper-angband';
 * playerSpeedDisplay(10); // 'Fast (+10), 2.0x'
 * playerSpeedDisplay(0); // 'Normal, 1.0x'
 * ```
 */
export function playerSpeedDisplay(speed: number): string {
  const type = speed > 0 ? `Fast (+${speed})` : speed < 0 ? `Slow (${speed})` : 'Normal';
  return `${type}, ${speedMultiplier(speed)}`;
}

/**
 * A race's speed in the words of monster recall (`src/mon-lore.c` `lore_describe_speed()`):
 * "normal speed" at +0, "fairly quickly" +1 to +5, "quickly" +6 to +10, "very quickly" +11 to +20,
 * "incredibly quickly" above, "slowly" −1 to −10, "very slowly" −11 to −20, "incredibly slowly"
 * below.
 *
 * @example
 * ```ts
 * import { monsterSpeedWords } from 'turnkeeper-angband';
 * monsterSpeedWords(10); // 'quickly'
 * monsterSpeedWords(20); // 'very quickly'
 * monsterSpeedWords(-10); // 'slowly'
 * ```
 */
export function monsterSpeedWords(speed: number): string {
  const s = NORMAL_SPEED + speed;
  const table: readonly (readonly [number, string])[] = [
    [130, 'incredibly quickly'],
    [120, 'very quickly'],
    [115, 'quickly'],
    [110, 'fairly quickly'],
    [109, 'normal speed'],
    [99, 'slowly'],
    [89, 'very slowly'],
  ];
  for (const [threshold, words] of table) if (s > threshold) return words;
  return 'incredibly slowly';
}

/**
 * A race's speed as monster recall describes it, with its displayed value and multiplier.
 *
 * @example
 * ```ts
 * import { monsterSpeedDisplay } from 'turnkeeper-angband';
 * monsterSpeedDisplay(10); // 'quickly (+10), 2.0x normal speed'
 * monsterSpeedDisplay(0); // 'normal speed (+0), 1.0x normal speed'
 * ```
 */
export function monsterSpeedDisplay(speed: number): string {
  return `${monsterSpeedWords(speed)} (${speed >= 0 ? '+' : ''}${speed}), ${speedMultiplier(speed)} normal speed`;
}
