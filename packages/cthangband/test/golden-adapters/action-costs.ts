import type { GoldenAdapter } from '@turnkeeper/core/golden';
import { defineGoldenAdapter, cases } from '@turnkeeper/core/golden';
import { z } from 'zod';
import {
  MONSTER_ACTION_CATALOG,
  PLAYER_ACTION_CATALOG,
  blowCost,
  catalogFixedCost,
  catalogPouchCost,
  monsterAttackCost,
  monsterCatalogCharge,
  shotCost,
} from '../../src/index.js';

const SCHEMA = 'cthangband.action_costs.v1';
const int = z.number().int();
const row = z.looseObject({ cost: z.string(), where: z.string() });

const file = z.looseObject({
  schema: z.literal(SCHEMA),
  player_actions: cases(row.extend({ help_pct: int })),
  player_blow_cost: cases(z.object({ num_blow: int, cost: int, exact_100_over_n: z.number() })),
  player_shot_cost: cases(z.object({ num_fire: int, cost: int })),
  monster_attack_cost: cases(z.object({ num_blows: int, cost: int })),
  monster_actions: cases(row),
});

/** The leading fixed number of a cost expression ("100; 10 if …" → 100), or null ("100/num_blow"). */
function leadingCost(expression: string): number | null {
  const m = /^(\d+)(?:$|[ ;,(])/.exec(expression);
  return m ? Number(m[1]) : null;
}

/** The belt-pouch cost a cost expression names ("…; 10 from pouch"), or null. */
function pouchCost(expression: string): number | null {
  const m = /;\s*(\d+) (?:if|from)\b[^;]*pouch/.exec(expression);
  return m ? Number(m[1]) : null;
}

/**
 * `action_costs.json` (`cthangband.action_costs.v1`): the blow, shot and monster attack costs
 * recomputed for each listed count; for every listed action, its source function, help value,
 * fixed cost and pouch cost against the package's catalog (costs computed by the ruleset's own
 * cost function), in order; and whether each monster action keeps the move cost or charges the
 * attack cost.
 */
export const actionCostsAdapter: GoldenAdapter = defineGoldenAdapter(SCHEMA, file, (f) => {
  return [
    {
      label: 'player_blow_cost',
      expected: f.player_blow_cost,
      actual: f.player_blow_cost.map(({ num_blow }) => ({
        num_blow,
        cost: blowCost(num_blow),
        exact_100_over_n: Number((100 / num_blow).toFixed(4)),
      })),
    },
    { label: 'player_shot_cost', expected: f.player_shot_cost, actual: f.player_shot_cost.map(({ num_fire }) => ({ num_fire, cost: shotCost(num_fire) })) },
    {
      label: 'monster_attack_cost',
      expected: f.monster_attack_cost,
      actual: f.monster_attack_cost.map(({ num_blows }) => ({ num_blows, cost: monsterAttackCost(num_blows) })),
    },
    {
      label: 'player_actions',
      expected: f.player_actions.map((r) => ({ where: r.where, help_pct: r.help_pct, fixed: leadingCost(r.cost), pouch: pouchCost(r.cost) })),
      actual: PLAYER_ACTION_CATALOG.map((c) => ({
        where: c.where,
        help_pct: c.help ?? -1,
        fixed: catalogFixedCost(c),
        pouch: catalogPouchCost(c),
      })),
    },
    {
      label: 'monster_actions',
      expected: f.monster_actions.map((r) => ({ where: r.where, charge: r.cost.startsWith('100/num_blows') ? 'attack' : 'move' })),
      actual: MONSTER_ACTION_CATALOG.map((c) => ({ where: c.where, charge: monsterCatalogCharge(c) })),
    },
  ];
});
