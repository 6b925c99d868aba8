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

/**
 * What the character sheet's speed shows: the player's state, as `_build_general2()` reads it.
 *
 * @example
 * ```ts
 * import type { SheetSpeedInputs } from '@turnkeeper/frogcomposband';
 * const s: SheetSpeedInputs = { speed: 15, hasted: true };
 * ```
 */
export interface SheetSpeedInputs {
  /** The raw speed now (`p_ptr->pspeed − 110`), every modifier included. */
  readonly speed: number;
  /** Search mode (`ACTION_SEARCH`): its −10 is added back for the display. */
  readonly searching?: boolean;
  /** `IS_FAST()`: the haste timer, a speed or berserk song, the wild-talent power. */
  readonly hasted?: boolean;
  /** `player_slow()`: the slow penalty, 0–12 (`slowPenalty()`). */
  readonly slowPenalty?: number;
  /** `IS_LIGHT_SPEED()`: light speed's timer or wild talent. */
  readonly lightspeed?: boolean;
  /** When riding: the mount's haste and slow penalty instead of the player's. */
  readonly mount?: { readonly hasted?: boolean; readonly slowPenalty?: number };
}

/**
 * The character sheet's speed (`_build_general2()`, `src/py_info.c`; `src/py_display.c` up to
 * 7.0.nougat): always the raw speed, never the `effective_speed` option's multiplier, which only
 * the sidebar, probing and monster recall use. The temporary part is split off: with haste,
 * slowness or light speed it reads `"%+d%+d"` of (permanent, temporary) — `+5+10` for a hasted
 * +15 — where temporary is +10 while hasted minus the slow penalty, or exactly +99 under light
 * speed (so `+0+99`); riding, the mount's haste and slowness instead. Search mode's −10 is added
 * back first. The game prints it right-aligned in 9 columns (`%9.9s`).
 *
 * @example
 * ```ts
 * import { sheetSpeedText } from '@turnkeeper/frogcomposband';
 * sheetSpeedText({ speed: 15, hasted: true }); // '+5+10'
 * sheetSpeedText({ speed: 26 }); // '+26'
 * sheetSpeedText({ speed: -10, searching: true }); // '+0'
 * sheetSpeedText({ speed: 99, lightspeed: true, hasted: true }); // '+0+99'
 * ```
 */
export function sheetSpeedText(inputs: SheetSpeedInputs): string {
  const speed = inputs.speed + (inputs.searching === true ? 10 : 0);
  let temporary = 0;
  if (inputs.mount) {
    if (inputs.mount.hasted === true) temporary += 10;
    temporary -= inputs.mount.slowPenalty ?? 0;
  } else {
    if (inputs.hasted === true) temporary += 10;
    temporary -= inputs.slowPenalty ?? 0;
    if (inputs.lightspeed === true) temporary = 99;
  }
  const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
  return (temporary !== 0 ? `${signed(speed - temporary)}${signed(temporary)}` : signed(speed)).slice(0, 9);
}
