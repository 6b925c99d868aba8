import { InvalidArgumentError } from '@turnkeeper/core';
import { helpSpellCost } from '../tables/help-text.js';

const U16 = 0x1_0000;

function checkU16(value: number, field: string): void {
  if (!Number.isInteger(value) || value < 0 || value >= U16) {
    throw new InvalidArgumentError(field, value, 'an integer from 0 to 65535 (spell_energy takes u16b arguments)');
  }
}

/**
 * `spell_energy(skill, min)` (`xtra1.c`): the energy a hermetic spell, shamanic favour,
 * mindcraft power or racial power costs. With d = skill − min: d ≤ 0 gives `100 + d²` capped at
 * **300** (the cap the help text omits); d ≥ 1 gives `floor(300 / d)` clamped to 10..100. Both
 * arguments are u16b, and the result is stored in a u16b before the cap, so a square beyond
 * 65 435 wraps (only reachable with min − skill ≥ 256).
 *
 * @example
 * ```ts
 * import { spellEnergy } from '@turnkeeper/cthangband';
 * spellEnergy(20, 12); // 37
 * spellEnergy(10, 13); // 109
 * spellEnergy(10, 40); // 300 (the help text would say 1000)
 * ```
 */
export function spellEnergy(skill: number, min: number): number {
  checkU16(skill, 'spellEnergy(skill)');
  checkU16(min, 'spellEnergy(min)');
  if (min >= skill) {
    const en = (100 + (min - skill) * (min - skill)) % U16;
    return en > 300 ? 300 : en;
  }
  const en = Math.floor(300 / (skill - min));
  return Math.min(100, Math.max(10, en));
}

/**
 * Checks that `spell_energy` (`xtra1.c`) depends only on skill − min, over every pair of skill
 * and min from 0 to `limit` (255 by default, as `spell_cost.json` records).
 *
 * @example
 * ```ts
 * import { spellEnergyDependsOnlyOnDifference } from '@turnkeeper/cthangband';
 * spellEnergyDependsOnlyOnDifference(); // true
 * ```
 */
export function spellEnergyDependsOnlyOnDifference(limit = 255): boolean {
  const byDiff = new Map<number, number>();
  for (let skill = 0; skill <= limit; skill++) {
    for (let min = 0; min <= limit; min++) {
      const cost = spellEnergy(skill, min);
      const seen = byDiff.get(skill - min);
      if (seen === undefined) byDiff.set(skill - min, cost);
      else if (seen !== cost) return false;
    }
  }
  return true;
}

/**
 * One row of the spell-cost table: the code's cost next to the help text's.
 *
 * @example
 * ```ts
 * const row: SpellCostRow = { diff: -15, skill: 50, min: 65, cost: 300, help_pct: 325, match: false };
 * ```
 */
export interface SpellCostRow {
  readonly diff: number;
  readonly skill: number;
  readonly min: number;
  readonly cost: number;
  readonly help_pct: number;
  readonly match: boolean;
}

/**
 * The spell-cost row for one skill and minimum (`xtra1.c` `spell_energy()` next to
 * `lib/help/speed.txt`).
 *
 * @example
 * ```ts
 * import { spellCostRow } from '@turnkeeper/cthangband';
 * spellCostRow(50, 65); // { diff: -15, skill: 50, min: 65, cost: 300, help_pct: 325, match: false }
 * ```
 */
export function spellCostRow(skill: number, min: number): SpellCostRow {
  const cost = spellEnergy(skill, min);
  const help = helpSpellCost(skill - min);
  return { diff: skill - min, skill, min, cost, help_pct: help, match: cost === help };
}

/**
 * The help text's spell table regenerated from the code for d = `from`..`to`, with skill 50 and
 * the minimum moved (d < 0) or skill 50 + d over a minimum of 50 (d ≥ 0).
 *
 * @example
 * ```ts
 * import { spellCostTable } from '@turnkeeper/cthangband';
 * spellCostTable(-16, -14).map((r) => [r.cost, r.help_pct]); // [[300, 356], [300, 325], [296, 296]]
 * ```
 */
export function spellCostTable(from = -40, to = 60): SpellCostRow[] {
  const rows: SpellCostRow[] = [];
  for (let d = from; d <= to; d++) rows.push(spellCostRow(50 + Math.max(d, 0), 50 + Math.max(-d, 0)));
  return rows;
}
