import { Fraction, exactly } from '@turnkeeper/core';
import type { SpeedTable } from '@turnkeeper/core/analysis';
import { multiplierText } from '../rules/display.js';
import { playerSpeed, monsterSpeed } from '../rules/speed-modifiers.js';
import type { FrogcomposbandOptions } from '../schema/options.js';
import type { FrogcomposbandVersion } from '../versions.js';

/** The lowest raw speed the table shows: below it every speed gains 1 (`lib/help/speedsys.txt`). */
const LOWEST = -50;
/** The highest raw speed of each kind: the player's clamp (+99), the cap of a rolled monster speed (+89; faster ones, up to the byte's +145, gain 49 as from +70). */
const HIGHEST = { player: 99, monster: 89 } as const;

/** `+10 (2.0x)`: the raw speed as the character sheet writes it, and the effective speed (energy / 10). */
function display(raw: number, energy: number): string {
  return `${raw >= 0 ? '+' : ''}${raw} (${multiplierText(energy)})`;
}

/**
 * The game's speed table for a kind: every raw speed from −50 (all slower speeds gain 1 as well)
 * to the kind's highest (+99 for the player, +89 for a monster), the energy a spec of that speed
 * gains per game turn (`SPEED_TO_ENERGY()`, `extract_energy[]` in `src/tables.c`; a monster gains
 * 5 more speed in Ironman Nightmare), the long-run actions per game turn of its default action
 * (a nominal 100, whose randomized cost averages exactly 100 in every version, so E/100), and the
 * game's display of that speed: the raw speed and the effective speed `E/10` with one decimal
 * (`prt_speed()` in `src/xtra1.c`, `lib/help/speedsys.txt`).
 */
export function speedTable(kind: 'player' | 'monster', version: FrogcomposbandVersion, options: FrogcomposbandOptions): SpeedTable {
  const rows = [];
  for (let raw = LOWEST; raw <= HIGHEST[kind]; raw++) {
    const s = kind === 'player' ? playerSpeed({ base: raw }) : monsterSpeed({ mspeed: raw, nightmare: options.nightmare });
    rows.push({
      speed: raw,
      spec: { speed: raw },
      gain: exactly(Fraction.of(s.energy)),
      actionsPerTurn: exactly(Fraction.of(s.energy, 100)),
      display: display(s.raw, s.energy),
    });
  }
  return {
    kind,
    version,
    field: 'speed',
    gainUnit: 'energy per game turn',
    displayName: 'raw speed and effective speed (energy per game turn / 10), as the sidebar, probing and lib/help/speedsys.txt show them',
    normal: 0,
    rows,
  };
}
