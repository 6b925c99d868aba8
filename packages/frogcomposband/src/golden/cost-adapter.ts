import { Distribution, Fraction, recording, scripted, type RandomCall } from '@turnkeeper/core';
import type { GoldenAdapter, GoldenComparison } from '@turnkeeper/core/conformance';
import {
  DRAW_DENOMINATOR,
  energyNeedDistribution,
  monsterMoveCostDistribution,
  playerActionCostDistribution,
  randnorCounts,
  type Terrain,
} from '../cost-distribution.js';
import { clipBounds, energyNeed } from '../energy-need.js';
import { energyOfRaw } from '../speed.js';
import { RANDNOR_TABLE } from '../tables/randnor-table.js';
import { numeratorOf, numeratorPairs, variance } from './numerators.js';
import { goldenField, goldenRows, rowNumber } from './rows.js';
import { hasSchema } from './schema-tag.js';

const TOLERANCE = { tolerance: 1e-9 };
const field = goldenField;
const rows = goldenRows;
const num = rowNumber;

function bounds(energy: number): { min: number; max: number } {
  const b = clipBounds(energy);
  if (!b) throw new Error('unreachable: the current version always clamps');
  return b;
}

const two16 = BigInt(DRAW_DENOMINATOR);

/**
 * `energy_cost_distribution.json`: the randnor table and the draws per cost, the unclamped law,
 * the clamp by energy, the law for every distinct clamp and sample speed, the player's charges
 * for sample nominal costs and the monsters' moves onto special terrain — all computed from the
 * rules by exact enumeration.
 *
 * @example
 * ```ts
 * import { energyCostDistributionAdapter } from '@turnkeeper/frogcomposband';
 * energyCostDistributionAdapter.name; // 'frogcomposband.energy_cost_distribution.v1'
 * ```
 */
export const energyCostDistributionAdapter: GoldenAdapter = {
  name: 'frogcomposband.energy_cost_distribution.v1',
  matches: (data) => hasSchema(data, 'frogcomposband.energy_cost_distribution.v1'),
  replay: (data): GoldenComparison[] => {
    const unclamped = Distribution.from(randnorCounts().map(([v, n]) => [v, Fraction.of(n, DRAW_DENOMINATOR)] as const));
    const energies = Array.from({ length: 50 }, (_, e) => e);
    const mins = [...new Set(energies.map((e) => bounds(e).min))];
    return [
      { label: 'randnor_table', expected: field(data, 'randnor_table'), actual: [...RANDNOR_TABLE] },
      { label: 'rng_calls_per_draw', expected: field(data, 'rng_calls_per_draw'), actual: drawCallNames() },
      {
        label: 'randnor_100_18_unclamped',
        expected: field(data, 'randnor_100_18_unclamped'),
        actual: {
          denominator: DRAW_DENOMINATOR,
          mean: unclamped.mean().toNumber(),
          variance: variance(unclamped).toNumber(),
          dist: numeratorPairs(unclamped, DRAW_DENOMINATOR),
        },
        options: TOLERANCE,
      },
      { label: 'clip_min_by_energy', expected: field(data, 'clip_min_by_energy'), actual: energies.map((e) => bounds(e).min) },
      {
        label: 'by_clip_min',
        expected: field(data, 'by_clip_min'),
        actual: mins.map((min) => {
          const group = energies.filter((e) => bounds(e).min === min);
          const d = energyNeedDistribution(group[0] as number);
          const mean = d.mean();
          return {
            clip_min: min,
            clip_max: 200 - min,
            energies: group,
            denominator: DRAW_DENOMINATOR,
            mean_numerator: numeratorOf(mean, two16),
            mean: mean.toNumber(),
            variance: variance(d).toNumber(),
            p_at_min: numeratorOf(d.p(min), two16),
            p_at_max: numeratorOf(d.p(200 - min), two16),
            dist: numeratorPairs(d, DRAW_DENOMINATOR),
          };
        }),
        options: TOLERANCE,
      },
      {
        label: 'by_sample_speed',
        expected: field(data, 'by_sample_speed'),
        actual: rows(data, 'by_sample_speed').map((r) => {
          const raw = num(r, 'raw_speed');
          const e = energyOfRaw(raw);
          const d = energyNeedDistribution(e);
          return {
            raw_speed: raw,
            energy: e,
            clip_min: bounds(e).min,
            clip_max: bounds(e).max,
            denominator: DRAW_DENOMINATOR,
            mean: d.mean().toNumber(),
            stddev: Math.sqrt(variance(d).toNumber()),
            dist: numeratorPairs(d, DRAW_DENOMINATOR),
          };
        }),
        options: TOLERANCE,
      },
      {
        label: 'player_action_costs.rows',
        expected: field(data, 'player_action_costs', 'rows'),
        actual: rows(data, 'player_action_costs', 'rows').map((r) => {
          const raw = num(r, 'raw_speed');
          const u = num(r, 'energy_use');
          const e = energyOfRaw(raw);
          const d = playerActionCostDistribution(u, e);
          return { raw_speed: raw, energy: e, energy_use: u, denominator: DRAW_DENOMINATOR, mean: d.mean().toNumber(), dist: numeratorPairs(d, DRAW_DENOMINATOR) };
        }),
        options: TOLERANCE,
      },
      {
        label: 'player_action_costs.deterministic_examples',
        expected: field(data, 'player_action_costs', 'deterministic_examples'),
        actual: rows(data, 'player_action_costs', 'deterministic_examples').map((r) => {
          const u = num(r, 'energy_use');
          const d = playerActionCostDistribution(u, 10);
          return { energy_use: u, cost: d.support().length === 1 ? d.support()[0] : null };
        }),
      },
      {
        label: 'monster_move_costs.rows',
        expected: field(data, 'monster_move_costs', 'rows'),
        actual: rows(data, 'monster_move_costs', 'rows').map((r) => {
          const raw = num(r, 'raw_speed');
          const terrain = r.terrain as Terrain;
          const e = energyOfRaw(raw);
          const d = monsterMoveCostDistribution(terrain, e);
          const den = two16 * two16;
          return { raw_speed: raw, energy: e, terrain, denominator: Number(den), mean: d.mean().toNumber(), dist: numeratorPairs(d, den) };
        }),
        options: TOLERANCE,
      },
    ];
  },
};

/**
 * The names of the draws one `ENERGY_NEED()` makes, read off a recorded draw.
 *
 * @example
 * ```ts
 * import { drawCallNames } from '@turnkeeper/frogcomposband';
 * drawCallNames(); // ['randint0(32768)', 'randint0(100)']
 * ```
 */
export function drawCallNames(): string[] {
  const calls: RandomCall[] = [];
  energyNeed(recording(scripted([1, 2]), calls), 10);
  return calls.map((c) => `randint0(${c.n})`);
}
