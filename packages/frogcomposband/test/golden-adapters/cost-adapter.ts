import { Distribution, Fraction, recording, scripted, type RandomCall } from '@turnkeeper/core';
import { defineGoldenAdapter, cases, type GoldenAdapter, type GoldenComparison } from '@turnkeeper/core/golden';
import { z } from 'zod';
import {
  DRAW_DENOMINATOR,
  energyNeedDistribution,
  monsterMoveCostDistribution,
  playerActionCostDistribution,
  randnorCounts,
} from '../../src/rules/cost-distribution.js';
import { clipBounds, energyNeed } from '../../src/rules/energy-need.js';
import { energyOfRaw } from '../../src/rules/speed.js';
import { RANDNOR_TABLE } from '../../src/tables/randnor-table.js';
import { numeratorOf, numeratorPairs, variance } from './numerators.js';

const TAG = 'frogcomposband.energy_cost_distribution.v1';
const TOLERANCE = { tolerance: 1e-9 };
const int = z.number().int();
const rawSpeed = int.min(-99).max(99);

const file = z.looseObject({
  schema: z.literal(TAG),
  randnor_table: cases(int),
  rng_calls_per_draw: cases(z.string()),
  randnor_100_18_unclamped: z.looseObject({}),
  clip_min_by_energy: cases(int),
  by_clip_min: cases(z.looseObject({})),
  by_sample_speed: cases(z.looseObject({ raw_speed: rawSpeed })),
  player_action_costs: z.looseObject({
    rows: cases(z.looseObject({ raw_speed: rawSpeed, energy_use: int.min(0).max(32767) })),
    deterministic_examples: cases(z.looseObject({ energy_use: int.min(0).max(32767) })),
  }),
  monster_move_costs: z.looseObject({
    rows: cases(z.looseObject({ raw_speed: rawSpeed, terrain: z.enum(['plain', 'tree', 'snow', 'slush', 'web']) })),
  }),
});

function bounds(energy: number): { min: number; max: number } {
  const b = clipBounds(energy);
  if (!b) throw new Error('unreachable: the current version always clamps');
  return b;
}

const two16 = BigInt(DRAW_DENOMINATOR);

/** The names of the draws one `ENERGY_NEED()` makes, read off a recorded draw. */
function drawCallNames(): string[] {
  const calls: RandomCall[] = [];
  energyNeed(recording(scripted([1, 2]), calls), 10);
  return calls.map((c) => `randint0(${c.n})`);
}

/**
 * `energy_cost_distribution.json`: the randnor table and the draws per cost, the unclamped law,
 * the clamp by energy, the law for every distinct clamp and sample speed, the player's charges
 * for sample nominal costs and the monsters' moves onto special terrain — all computed from the
 * rules by exact enumeration.
 */
export const energyCostDistributionAdapter: GoldenAdapter = defineGoldenAdapter(TAG, file, (d): GoldenComparison[] => {
  const unclamped = Distribution.from(randnorCounts().map(([v, n]) => [v, Fraction.of(n, DRAW_DENOMINATOR)] as const));
  const energies = Array.from({ length: 50 }, (_, e) => e);
  const mins = [...new Set(energies.map((e) => bounds(e).min))];
  return [
    { label: 'randnor_table', expected: d.randnor_table, actual: [...RANDNOR_TABLE] },
    { label: 'rng_calls_per_draw', expected: d.rng_calls_per_draw, actual: drawCallNames() },
    {
      label: 'randnor_100_18_unclamped',
      expected: d.randnor_100_18_unclamped,
      actual: {
        denominator: DRAW_DENOMINATOR,
        mean: unclamped.mean().toNumber(),
        variance: variance(unclamped).toNumber(),
        dist: numeratorPairs(unclamped, DRAW_DENOMINATOR),
      },
      options: TOLERANCE,
    },
    { label: 'clip_min_by_energy', expected: d.clip_min_by_energy, actual: energies.map((e) => bounds(e).min) },
    {
      label: 'by_clip_min',
      expected: d.by_clip_min,
      actual: mins.map((min) => {
        const group = energies.filter((e) => bounds(e).min === min);
        const dist = energyNeedDistribution(group[0] as number);
        const mean = dist.mean();
        return {
          clip_min: min,
          clip_max: 200 - min,
          energies: group,
          denominator: DRAW_DENOMINATOR,
          mean_numerator: numeratorOf(mean, two16),
          mean: mean.toNumber(),
          variance: variance(dist).toNumber(),
          p_at_min: numeratorOf(dist.p(min), two16),
          p_at_max: numeratorOf(dist.p(200 - min), two16),
          dist: numeratorPairs(dist, DRAW_DENOMINATOR),
        };
      }),
      options: TOLERANCE,
    },
    {
      label: 'by_sample_speed',
      expected: d.by_sample_speed,
      actual: d.by_sample_speed.map((r) => {
        const e = energyOfRaw(r.raw_speed);
        const dist = energyNeedDistribution(e);
        return {
          raw_speed: r.raw_speed,
          energy: e,
          clip_min: bounds(e).min,
          clip_max: bounds(e).max,
          denominator: DRAW_DENOMINATOR,
          mean: dist.mean().toNumber(),
          stddev: Math.sqrt(variance(dist).toNumber()),
          dist: numeratorPairs(dist, DRAW_DENOMINATOR),
        };
      }),
      options: TOLERANCE,
    },
    {
      label: 'player_action_costs.rows',
      expected: d.player_action_costs.rows,
      actual: d.player_action_costs.rows.map((r) => {
        const e = energyOfRaw(r.raw_speed);
        const dist = playerActionCostDistribution(r.energy_use, e);
        return {
          raw_speed: r.raw_speed,
          energy: e,
          energy_use: r.energy_use,
          denominator: DRAW_DENOMINATOR,
          mean: dist.mean().toNumber(),
          dist: numeratorPairs(dist, DRAW_DENOMINATOR),
        };
      }),
      options: TOLERANCE,
    },
    {
      label: 'player_action_costs.deterministic_examples',
      expected: d.player_action_costs.deterministic_examples,
      actual: d.player_action_costs.deterministic_examples.map((r) => {
        const dist = playerActionCostDistribution(r.energy_use, 10);
        return { energy_use: r.energy_use, cost: dist.support().length === 1 ? dist.support()[0] : null };
      }),
    },
    {
      label: 'monster_move_costs.rows',
      expected: d.monster_move_costs.rows,
      actual: d.monster_move_costs.rows.map((r) => {
        const e = energyOfRaw(r.raw_speed);
        const dist = monsterMoveCostDistribution(r.terrain, e);
        const den = two16 * two16;
        return {
          raw_speed: r.raw_speed,
          energy: e,
          terrain: r.terrain,
          denominator: Number(den),
          mean: dist.mean().toNumber(),
          dist: numeratorPairs(dist, den),
        };
      }),
      options: TOLERANCE,
    },
  ];
});
