import { PLAYER_ACTION_CATALOG, catalogFixedCost, catalogPouchCost } from '../rules/action-catalog.js';

/**
 * One action the help text lists, next to what the code charges.
 *
 * @example
 * ```ts
 * const r: HelpActionRow = { label: 'drop', help: 50, code: 50, pouch: null, match: true };
 * ```
 */
export interface HelpActionRow {
  readonly label: string;
  readonly help: number;
  /** The code's fixed cost; null when it depends on the actor (speed, blows, skill). */
  readonly code: number | null;
  /** The code's belt-pouch cost, when the pouch rule applies (the help says 10). */
  readonly pouch: number | null;
  readonly match: boolean;
}

/**
 * The help text's "Cost of Various Actions" regenerated from the code: every listed action with
 * a fixed cost, next to the cost the ruleset charges (`lib/help/speed.txt` against `cmd1.c`–`cmd6.c`: they
 * all match; speed changes only walking and running).
 *
 * @example
 * ```ts
 * import { helpActionTable } from '@turnkeeper/cthangband/analysis';
 * helpActionTable().every((r) => r.match); // true
 * ```
 */
export function helpActionTable(): HelpActionRow[] {
  return PLAYER_ACTION_CATALOG.filter((e) => e.help !== null && catalogFixedCost(e) !== null).map((e) => {
    const code = catalogFixedCost(e);
    return { label: e.label, help: e.help as number, code, pouch: catalogPouchCost(e), match: code === e.help };
  });
}
