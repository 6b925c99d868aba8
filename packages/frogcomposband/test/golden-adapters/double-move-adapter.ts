import type { Law } from '@turnkeeper/core';
import { defineGoldenAdapter, cases, type GoldenAdapter, type GoldenComparison } from '@turnkeeper/core/golden';
import { z } from 'zod';
import { energyOfRaw } from '../../src/rules/speed.js';
import { frogcomposbandAnalysis } from '../../src/analysis/index.js';

const TAG = 'frogcomposband.double_move.v1';
const speed = z.number().int().min(-99).max(89);

const file = z.looseObject({
  schema: z.literal(TAG),
  grid: cases(z.looseObject({ player_speed: speed, monster_speed: speed })),
  monte_carlo_check: z.looseObject({
    rows: cases(z.looseObject({ player_speed: speed, monster_speed: speed, mc: cases(z.number()), exact: cases(z.number()), max_abs_diff: z.number() })),
  }),
});

/** The file states its probabilities to 10 decimals (`grid`) and 6 (`monte_carlo_check`). */
const round = (x: number, digits: number): number => Math.round(x * 10 ** digits) / 10 ** digits;

/** P(K = 0..5) then P(K ≥ 6) of a law capped at 6, as the file lists them. */
const numbers = (law: Law): number[] => law.outcomes().map((o) => o.p.value);

/** The two laws of one cell through the public analysis: monster moves between player moves, and the reverse. */
function cell(playerSpeed: number, monsterSpeed: number): [Law, Law] {
  const player = { spec: { kind: 'player', speed: playerSpeed } } as const;
  const monster = { spec: { kind: 'monster', speed: monsterSpeed } } as const;
  return [frogcomposbandAnalysis.between({ a: player, b: monster }), frogcomposbandAnalysis.between({ a: monster, b: player })];
}

/**
 * `double_move.json`: every grid cell recomputed by `frogcomposbandAnalysis.between` (A = the
 * player, B = the monster, and the reverse) and compared at the file's precision (10 decimals; a
 * last-digit rounding tie is allowed). The Monte Carlo rows are checked against the analysis:
 * their `exact` column to 6 decimals, and their `mc` column by recomputing `max_abs_diff` against
 * our exact values.
 */
export const doubleMoveAdapter: GoldenAdapter = defineGoldenAdapter(TAG, file, (d): GoldenComparison[] => {
  const r10 = (x: number): number => round(x, 10);
  const grid = d.grid.map((r) => {
    const [mbp, pbm] = cell(r.player_speed, r.monster_speed);
    return {
      player_speed: r.player_speed,
      player_energy: energyOfRaw(r.player_speed),
      monster_speed: r.monster_speed,
      monster_energy: energyOfRaw(r.monster_speed),
      monster_between_player: numbers(mbp).map(r10),
      p_double_move: r10(mbp.atLeast(2).value),
      p_triple_move: r10(mbp.atLeast(3).value),
      mean_K: r10(mbp.mean.value),
      player_between_monster: numbers(pbm).map(r10),
      p_player_double_move: r10(pbm.atLeast(2).value),
    };
  });
  const mc = d.monte_carlo_check.rows;
  const exact = mc.map((r) => numbers(cell(r.player_speed, r.monster_speed)[0]));
  return [
    { label: 'grid', expected: d.grid, actual: grid, options: { tolerance: 1.01e-10 } },
    {
      label: 'monte_carlo_check.exact',
      expected: mc.map((r) => ({ player_speed: r.player_speed, monster_speed: r.monster_speed, exact: r.exact })),
      actual: mc.map((r, i) => ({ player_speed: r.player_speed, monster_speed: r.monster_speed, exact: (exact[i] ?? []).map((x) => round(x, 6)) })),
      options: { tolerance: 1.01e-6 },
    },
    {
      label: 'monte_carlo_check.max_abs_diff (the mc column against our exact values)',
      expected: mc.map((r) => r.max_abs_diff),
      actual: mc.map((r, i) => round(Math.max(...r.mc.map((x, k) => Math.abs(x - (exact[i]?.[k] ?? Number.NaN)))), 6)),
      options: { tolerance: 2.01e-6 },
    },
  ];
});
