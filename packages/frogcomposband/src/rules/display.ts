import { energyOfRaw } from './speed.js';

/**
 * The effective-speed text of an energy per game turn: `"%d.%dx"` of (E/10, E%10)
 * (`src/xtra1.c` `prt_speed()`; also probing and monster recall).
 *
 * @internal
 */
export function multiplierText(energy: number): string {
  return `${Math.trunc(energy / 10)}.${energy % 10}x`;
}

/**
 * The effective speed of a raw speed as the game displays it (`3.6x` at +26, `4.9x` from +70).
 *
 * @example
 * ```ts
 * import { effectiveSpeed } from '@turnkeeper/frogcomposband';
 * effectiveSpeed(26); // '3.6x'
 * effectiveSpeed(-10); // '0.5x'
 * ```
 */
export function effectiveSpeed(raw: number): string {
  return multiplierText(energyOfRaw(raw));
}

/**
 * The sidebar's speed text (`src/xtra1.c` `prt_speed()`): `Fast (+N)` / `Slow (-N)`, or with the
 * `effective_speed` option `Fast (3.6x)` / `Slow (0.5x)`; nothing at exactly +0.
 *
 * @example
 * ```ts
 * import { speedText } from '@turnkeeper/frogcomposband';
 * speedText(26); // 'Fast (+26)'
 * speedText(26, { effective: true }); // 'Fast (3.6x)'
 * speedText(0); // ''
 * ```
 */
export function speedText(raw: number, options: { readonly effective?: boolean } = {}): string {
  if (raw === 0) return '';
  const word = raw > 0 ? 'Fast' : 'Slow';
  const amount = options.effective ? effectiveSpeed(raw) : raw > 0 ? `+${raw}` : `${raw}`;
  return `${word} (${amount})`;
}
