import { defineGoldenAdapter, cases, type GoldenAdapter, type GoldenComparison } from '@turnkeeper/core/golden';
import { z } from 'zod';
import { speedText } from '../../src/rules/display.js';
import { incMinislow, monsterSpeed, overburdenPenalty, playerSpeed, slowPenalty, weightLimit } from '../../src/rules/speed-modifiers.js';
import { GAME_TURNS_PER_DAY, TOWN_DAWN, TURNS_PER_TICK } from '../../src/rules/time.js';

const TAG = 'frogcomposband.speed_modifiers.v1';
const int = z.number().int();
const rows = <S extends z.ZodType>(row: S) => z.looseObject({ rows: cases(row) });

const file = z.looseObject({
  schema: z.literal(TAG),
  slow_penalty: z.looseObject({
    rows: cases(z.looseObject({ binary_slow: z.boolean(), minislow: int })),
    inc_minislow_examples: cases(z.looseObject({ minislow: int, delta: int })),
  }),
  weight_limit: rows(z.looseObject({ str_ind: int.min(0).max(37) })),
  overburden: rows(z.looseObject({ limit: int.min(1), weight: int.min(0) })),
  player_speed_composition: rows(
    z.looseObject({
      base: int,
      hasted: z.boolean(),
      tim_spurt: z.boolean(),
      binary_slow: z.boolean(),
      minislow: int,
      filibuster: z.boolean(),
      bloated: z.boolean(),
      weight: int,
      weight_limit: int,
      searching: z.boolean(),
      lightspeed: z.boolean(),
    }),
  ),
  monster_speed_composition: rows(
    z.looseObject({ mspeed: int, nightmare: z.boolean(), fast: z.boolean(), binary_slow: z.boolean(), minislow: int, filibuster: z.boolean() }),
  ),
  display: rows(z.looseObject({ raw: int })),
  time: z.looseObject({}),
});

/** The row without the fields the rules compute. */
const inputsOf = (row: Record<string, unknown>, computed: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !computed.includes(k)));

/** The golden's input names that are not the camel case of the rules' option names. */
const RENAMED: Readonly<Record<string, string>> = { tim_spurt: 'spurt' };
const camel = (name: string): string => RENAMED[name] ?? name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** A speed composition's results under the golden's names. */
const RESULT_OF = { result_raw: 'raw', result_internal: 'internal', energy: 'energy' } as const;
type Result = keyof typeof RESULT_OF;

/**
 * A composition table recomputed: each row's inputs, renamed to the rule's options, given to the
 * rule; the row's inputs kept and its computed fields replaced by the rule's.
 */
function composed(
  rows: readonly Record<string, unknown>[],
  computed: readonly Result[],
  // Each rule takes its own options object, built here from the row's names.
  rule: (options: never) => Partial<Record<(typeof RESULT_OF)[Result], number>>,
): Record<string, unknown>[] {
  return rows.map((r) => {
    const inputs = inputsOf(r, computed);
    const s = rule(Object.fromEntries(Object.entries(inputs).map(([k, v]) => [camel(k), v])) as never);
    return { ...inputs, ...Object.fromEntries(computed.map((k) => [k, s[RESULT_OF[k]]])) };
  });
}

/**
 * `speed_modifiers.json`: slow penalty, mini-slow steps, weight limit, overburden, the player's
 * and monsters' speed composition, the sidebar text and the time constants.
 */
export const speedModifiersAdapter: GoldenAdapter = defineGoldenAdapter(TAG, file, (d): GoldenComparison[] => {
  return [
    {
      label: 'slow_penalty.rows',
      expected: d.slow_penalty.rows,
      actual: d.slow_penalty.rows.map((r) => ({ binary_slow: r.binary_slow, minislow: r.minislow, penalty: slowPenalty(r.binary_slow, r.minislow) })),
    },
    {
      label: 'slow_penalty.inc_minislow_examples',
      expected: d.slow_penalty.inc_minislow_examples,
      actual: d.slow_penalty.inc_minislow_examples.map((r) => ({ minislow: r.minislow, delta: r.delta, result: incMinislow(r.minislow, r.delta) })),
    },
    {
      label: 'weight_limit.rows',
      expected: d.weight_limit.rows,
      actual: d.weight_limit.rows.map((r) => ({
        str_ind: r.str_ind,
        limit: weightLimit(r.str_ind),
        limit_berserker: weightLimit(r.str_ind, { berserker: true }),
      })),
    },
    {
      label: 'overburden.rows',
      expected: d.overburden.rows,
      actual: d.overburden.rows.map((r) => ({ limit: r.limit, weight: r.weight, penalty: overburdenPenalty(r.weight, r.limit) })),
    },
    {
      label: 'player_speed_composition.rows',
      expected: d.player_speed_composition.rows,
      actual: composed(d.player_speed_composition.rows, ['result_raw', 'result_internal', 'energy'], playerSpeed),
    },
    {
      label: 'monster_speed_composition.rows',
      expected: d.monster_speed_composition.rows,
      actual: composed(d.monster_speed_composition.rows, ['result_raw', 'energy'], monsterSpeed),
    },
    {
      label: 'display.rows',
      expected: d.display.rows,
      actual: d.display.rows.map((r) => ({ raw: r.raw, raw_text: speedText(r.raw), effective_text: speedText(r.raw, { effective: true }) })),
    },
    {
      label: 'time',
      expected: inputsOf(d.time, ['note']),
      actual: { TURNS_PER_TICK, TOWN_DAWN, game_turns_per_day: GAME_TURNS_PER_DAY },
    },
  ];
});
