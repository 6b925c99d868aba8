import type { GoldenAdapter, GoldenComparison } from '@turnkeeper/core/conformance';
import { doubleMove } from '../analysis/double-move.js';
import { goldenRows, rowNumber } from './rows.js';
import { hasSchema } from './schema-tag.js';

const num = rowNumber;
const rows = goldenRows;

/** The file states its probabilities to 10 decimals (`grid`) and 6 (`monte_carlo_check`). */
const round = (x: number, digits: number): number => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * `double_move.json`: every grid cell recomputed by {@link doubleMove} and compared at the file's
 * precision (10 decimals; a last-digit rounding tie is allowed). The Monte Carlo rows are checked
 * against the analysis: their `exact` column to 6 decimals, and their `mc` column by recomputing
 * `max_abs_diff` against our exact values.
 *
 * @example
 * ```ts
 * import { doubleMoveAdapter } from '@turnkeeper/frogcomposband';
 * doubleMoveAdapter.name; // 'frogcomposband.double_move.v1'
 * ```
 */
export const doubleMoveAdapter: GoldenAdapter = {
  name: 'frogcomposband.double_move.v1',
  matches: (data) => hasSchema(data, 'frogcomposband.double_move.v1'),
  replay: (data): GoldenComparison[] => {
    const r10 = (x: number): number => round(x, 10);
    const grid = rows(data, 'grid').map((r) => {
      const o = doubleMove(num(r, 'player_speed'), num(r, 'monster_speed'));
      return {
        player_speed: o.playerSpeed,
        player_energy: o.playerEnergy,
        monster_speed: o.monsterSpeed,
        monster_energy: o.monsterEnergy,
        monster_between_player: o.monsterBetweenPlayer.map(r10),
        p_double_move: r10(o.pDoubleMove),
        p_triple_move: r10(o.pTripleMove),
        mean_K: r10(o.meanK),
        player_between_monster: o.playerBetweenMonster.map(r10),
        p_player_double_move: r10(o.pPlayerDoubleMove),
      };
    });
    const mc = rows(data, 'monte_carlo_check', 'rows');
    const exact = mc.map((r) => doubleMove(num(r, 'player_speed'), num(r, 'monster_speed')).monsterBetweenPlayer);
    return [
      { label: 'grid', expected: rows(data, 'grid'), actual: grid, options: { tolerance: 1.01e-10 } },
      {
        label: 'monte_carlo_check.exact',
        expected: mc.map((r) => ({ player_speed: r.player_speed, monster_speed: r.monster_speed, exact: r.exact })),
        actual: mc.map((r, i) => ({ player_speed: r.player_speed, monster_speed: r.monster_speed, exact: (exact[i] ?? []).map((x) => round(x, 6)) })),
        options: { tolerance: 1.01e-6 },
      },
      {
        label: 'monte_carlo_check.max_abs_diff (the mc column against our exact values)',
        expected: mc.map((r) => r.max_abs_diff),
        actual: mc.map((r, i) => {
          const sim = r.mc as number[];
          return round(Math.max(...sim.map((x, k) => Math.abs(x - (exact[i]?.[k] ?? Number.NaN)))), 6);
        }),
        options: { tolerance: 2.01e-6 },
      },
    ];
  },
};
