import type { Terrain } from './cost-distribution.js';

/**
 * A normal action's nominal cost, `energy_use = 100` (`src/dungeon.c` `process_player()`).
 *
 * @internal
 */
export const STANDARD_ACTION = 100;

/**
 * What changes the player's nominal walking cost on special terrain (`src/cmd1.c` `move_player()` and
 * `_snow_adjust_energy()`).
 *
 * @example
 * ```ts
 * const o: WalkOptions = { terrain: 'snow', weight: 1400, weightLimit: 1000 };
 * ```
 */
export interface WalkOptions {
  /** Nominal cost before terrain (100; Quick Walk, Stalk etc. change it first). */
  readonly base?: number;
  readonly terrain?: Terrain;
  readonly levitation?: boolean;
  /** Trees cost nothing extra: Ranger, Scout, Ent, Centaur, Wood-elf, or a WILD_WOOD mount. */
  readonly treeExempt?: boolean;
  /** Snow and slush cost nothing extra: High-elf, Tomte, or a mount that flies, passes walls or is WILD_SNOW. */
  readonly snowExempt?: boolean;
  /** Riding: snow uses L = 40 and ignores the rider's burden. */
  readonly riding?: boolean;
  /** Carried weight and weight limit (tenths of a pound): overburdened walkers sink into snow. */
  readonly weight?: number;
  readonly weightLimit?: number;
  /** A Spider monster-race player's level: webs cost ×(90 − level)% instead of ×2. */
  readonly spiderLevel?: number;
}

/**
 * `_snow_adjust_energy`: snow adds `min(120, u) × L / 100` with L = 33, raised by the burden
 * above the limit (`L += min(200, weight×100/limit) − 100`), 40 when riding; slush uses L/3.
 *
 * @internal
 */
export function snowAdjusted(energyUse: number, snow: boolean, options: Pick<WalkOptions, 'riding' | 'weight' | 'weightLimit'> = {}): number {
  let l = 33;
  if (options.riding) l = 40;
  else if (options.weight !== undefined && options.weightLimit !== undefined && options.weight > options.weightLimit) {
    l += Math.min(200, Math.trunc((options.weight * 100) / options.weightLimit)) - 100;
  }
  if (!snow) l = Math.trunc(l / 3);
  return energyUse + Math.trunc((Math.min(120, energyUse) * l) / 100);
}

/**
 * The player's nominal walking cost onto `terrain` (`src/cmd1.c` `move_player()`): trees ×2, snow 133 and slush 111
 * at +0 (more when overburdened), webs ×2, unless exempt.
 *
 * @example
 * ```ts
 * import { walkEnergy } from '@turnkeeper/frogcomposband';
 * walkEnergy({ terrain: 'tree' }); // 200
 * walkEnergy({ terrain: 'tree', treeExempt: true }); // 100
 * walkEnergy({ terrain: 'snow' }); // 133
 * ```
 */
export function walkEnergy(options: WalkOptions = {}): number {
  let u = options.base ?? STANDARD_ACTION;
  switch (options.terrain ?? 'plain') {
    case 'tree':
      if (!options.treeExempt && !options.levitation) u *= 2;
      break;
    case 'snow':
    case 'slush':
      if (!options.levitation && !options.snowExempt) u = snowAdjusted(u, options.terrain === 'snow', options);
      break;
    case 'web':
      u = options.spiderLevel !== undefined ? Math.trunc((u * (90 - options.spiderLevel)) / 100) : u * 2;
      break;
    case 'plain':
      break;
  }
  return u;
}

/**
 * Launchers and their `bow_energy` in hundredths of an action (`src/xtra2.c` `bow_energy()`).
 *
 * @example
 * ```ts
 * import { BOW_ENERGY } from '@turnkeeper/frogcomposband';
 * BOW_ENERGY.longBow; // 10000
 * ```
 */
export const BOW_ENERGY = Object.freeze({
  sling: 7150,
  shortBow: 8888,
  longBow: 10000,
  lightCrossbow: 12000,
  heavyCrossbow: 13333,
});

/**
 * A launcher named in {@link BOW_ENERGY}.
 *
 * @example
 * ```ts
 * import type { Bow } from '@turnkeeper/frogcomposband';
 * const b: Bow = 'sling';
 * ```
 */
export type Bow = keyof typeof BOW_ENERGY;

/**
 * Archery's nominal cost (`src/cmd2.c` `do_cmd_fire_aux2()`): `bow_energy / NUM_SHOTS`, both in hundredths,
 * in integer division; `shots` is in hundredths (1.6 shots = 160).
 *
 * @example
 * ```ts
 * import { archeryEnergy } from '@turnkeeper/frogcomposband';
 * archeryEnergy('longBow', 160); // 62
 * ```
 */
export function archeryEnergy(bow: Bow, shots: number): number {
  if (!Number.isInteger(shots) || shots < 1) throw new RangeError(`archeryEnergy(shots): ${shots} is not a number of shots in hundredths (≥ 1)`);
  return Math.trunc(BOW_ENERGY[bow] / shots);
}

/**
 * Energy added directly, without randomness, by fear (`src/fear.c` `fear_recover_p()`).
 *
 * @internal
 */
export const FEAR_ENERGY = Object.freeze({ scaredStiff: 100, shudder: 60, tremble: 30 });
