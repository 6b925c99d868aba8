/**
 * A monster class's `mon_energy_usage` (mon-util.h): the energy one move, swim, melee attack,
 * missile and spell costs. Monster data (`dat/mons/*.yaml`, read by util/mon-gen.py
 * `parse_energy`) overrides single fields; `energy: {move: n}` sets both walking and swimming.
 *
 * @example
 * ```ts
 * import type { EnergyUsage } from '@turnkeeper/dcss';
 * const ogre: EnergyUsage = { move: 10, swim: 10, attack: 15, missile: 10, spell: 10 }; // dat/mons/ogre.yaml: energy {attack: 15}
 * ```
 */
export interface EnergyUsage {
  readonly move: number;
  readonly swim: number;
  readonly attack: number;
  readonly missile: number;
  readonly spell: number;
}

/**
 * `DEFAULT_ENERGY` (mon-util.h): 10 for every action type.
 *
 * @example
 * ```ts
 * import { DEFAULT_ENERGY_USAGE, NO_COST_STATUS, moveCost } from '@turnkeeper/dcss';
 * moveCost(DEFAULT_ENERGY_USAGE.move, NO_COST_STATUS); // 10
 * ```
 */
export const DEFAULT_ENERGY_USAGE: EnergyUsage = { move: 10, swim: 10, attack: 10, missile: 10, spell: 10 };
