/**
 * What the 4.1.0 help file `lib/help/speed.txt` says, as data, so the package can put the help
 * text next to what the code does. These are the help's numbers, not the game's.
 *
 * @module
 */

/**
 * The help text's 13 movement rows: displayed speed → cost in % of a round (`speed.txt`,
 * "Cost of Various Actions"). −50 means "−50 or slower", +70 "+70 or faster".
 *
 * @example
 * ```ts
 * import { HELP_MOVE_COST } from '@turnkeeper/cthangband';
 * HELP_MOVE_COST.find((r) => r.speed === 10)?.pct; // 50
 * ```
 */
export const HELP_MOVE_COST: readonly { readonly speed: number; readonly pct: number }[] = /* @__PURE__ */ Object.freeze([
  { speed: -50, pct: 1000 },
  { speed: -40, pct: 500 },
  { speed: -30, pct: 500 },
  { speed: -20, pct: 333 },
  { speed: -10, pct: 200 },
  { speed: 0, pct: 100 },
  { speed: 10, pct: 50 },
  { speed: 20, pct: 33 },
  { speed: 30, pct: 26 },
  { speed: 40, pct: 24 },
  { speed: 50, pct: 22 },
  { speed: 60, pct: 21 },
  { speed: 70, pct: 20 },
]);

/**
 * The help text's "Cost of Various Actions" (`speed.txt`): the cost it gives each action, in % of
 * a round, under the action catalog's label (`PLAYER_ACTION_CATALOG`). The actions it does not
 * list are absent. These are the help's numbers; `helpActionTable()` sets them beside the code's.
 *
 * @example
 * ```ts
 * import { HELP_ACTION_COST } from '@turnkeeper/cthangband';
 * HELP_ACTION_COST.drop; // 50
 * HELP_ACTION_COST['take off']; // 100
 * ```
 */
export const HELP_ACTION_COST: Readonly<Record<string, number>> = /* @__PURE__ */ Object.freeze({
  'natural attack': 10,
  throw: 100,
  open: 100,
  close: 100,
  disarm: 100,
  tunnel: 100,
  spike: 100,
  'hold / pick up': 100,
  rest: 100,
  search: 100,
  wield: 100,
  'take off': 100,
  drop: 50,
  destroy: 100,
  refill: 50,
  eat: 100,
  quaff: 100,
  read: 100,
  'aim wand': 100,
  'use staff': 100,
  'zap rod': 100,
  cantrip: 100,
  activate: 10,
});

/**
 * The help text's spell table for actual − min ≥ 1, as ranges (`speed.txt`: "(Actual-Min) = 1 to 3
 * … 100%", "28 or more … 10%").
 */
const HELP_SPELL_RANGES: readonly (readonly [from: number, to: number, pct: number])[] = [
  [1, 3, 100],
  [4, 4, 75],
  [5, 5, 60],
  [6, 6, 50],
  [7, 7, 42],
  [8, 8, 37],
  [9, 9, 33],
  [10, 10, 30],
  [11, 11, 27],
  [12, 12, 25],
  [13, 13, 23],
  [14, 14, 21],
  [15, 15, 20],
  [16, 16, 18],
  [17, 17, 17],
  [18, 18, 16],
  [19, 20, 15],
  [21, 21, 14],
  [22, 23, 13],
  [24, 25, 12],
  [26, 27, 11],
  [28, Infinity, 10],
];

/**
 * The cost the help text gives a spell, favour, mindcraft power or racial power whose skill is
 * `diff` above its minimum: `100 + (min − actual)²` when min ≥ actual (no cap: the code caps at
 * 300, `xtra1.c` `spell_energy()`), else the help's table.
 *
 * @example
 * ```ts
 * import { helpSpellCost } from '@turnkeeper/cthangband';
 * helpSpellCost(-15); // 325 (the code says 300)
 * helpSpellCost(4);   // 75
 * ```
 */
export function helpSpellCost(diff: number): number {
  if (!Number.isInteger(diff)) throw new RangeError(`helpSpellCost(diff): diff must be an integer, got ${diff}`);
  if (diff <= 0) return 100 + diff * diff;
  const row = HELP_SPELL_RANGES.find(([from, to]) => diff >= from && diff <= to);
  return row ? row[2] : 10;
}

/**
 * The help text's wait sequence for its 25 % example: the outstanding wait (in %) after each of
 * turns 1..10 ("Turn 1 - player performs action and then has a 'wait' of 25%" …), and the turns
 * on which the player acts.
 *
 * @example
 * ```ts
 * import { HELP_25PCT_EXAMPLE } from '@turnkeeper/cthangband';
 * HELP_25PCT_EXAMPLE.actsOnTurns; // [1, 4, 6, 9]
 * ```
 */
export const HELP_25PCT_EXAMPLE = /* @__PURE__ */ Object.freeze({
  cost: 25,
  waits: /* @__PURE__ */ Object.freeze([25, 15, 5, 20, 10, 25, 15, 5, 20, 10]),
  actsOnTurns: /* @__PURE__ */ Object.freeze([1, 4, 6, 9]),
});
