import type { GoldenAdapter, GoldenComparison } from '@turnkeeper/core/conformance';
import { attackCostDistribution, moveCost, NO_COST_STATUS, type MonsterCostStatus } from '../rules/monster-costs.js';
import { JsonReader, schemaOf } from './golden-json.js';

/**
 * Schema id of `monster_action_costs.json` (spec §12.4).
 *
 * @example
 * ```ts
 * import { MONSTER_ACTION_COSTS_SCHEMA } from '@turnkeeper/dcss';
 * MONSTER_ACTION_COSTS_SCHEMA; // 'dcss.monster_action_costs/1'
 * ```
 */
export const MONSTER_ACTION_COSTS_SCHEMA = 'dcss.monster_action_costs/1';

const MODIFIERS = ['none', 'swift', 'ponderous', 'floundering', 'petrifying', 'frozen', 'swift_frozen', 'petrifying_frozen'] as const;

/**
 * The cost status a `moves[].modifier` of the file names (`swift_frozen`: both).
 *
 * @example
 * ```ts
 * import { costStatusOf } from '@turnkeeper/dcss';
 * costStatusOf('petrifying_frozen').frozen; // true
 * ```
 */
export function costStatusOf(modifier: (typeof MODIFIERS)[number]): MonsterCostStatus {
  const parts = new Set(modifier.split('_'));
  return {
    ...NO_COST_STATUS,
    swift: parts.has('swift'),
    ponderous: parts.has('ponderous'),
    floundering: parts.has('floundering'),
    petrifying: parts.has('petrifying'),
    frozen: parts.has('frozen'),
  };
}

/**
 * Reproduces `monster_action_costs.json` with {@link attackCostDistribution} and {@link moveCost}.
 *
 * @example
 * ```ts
 * import { replayMonsterActionCosts } from '@turnkeeper/dcss';
 * replayMonsterActionCosts(data);
 * ```
 */
export function replayMonsterActionCosts(data: unknown): GoldenComparison[] {
  const file = new JsonReader(data, 'monster_action_costs');
  const attacks = file.array('attacks');
  const moves = file.array('moves');
  return [
    {
      label: 'attacks',
      expected: attacks.map((a) => a.value),
      actual: attacks.map((a) => {
        const energy = a.number('energy');
        const brand = a.oneOf('weapon_brand', ['none', 'speed', 'heavy'] as const);
        return { action: a.oneOf('action', ['melee', 'missile'] as const), energy, weapon_brand: brand, cost: attackCostDistribution(energy, brand).toRecord() };
      }),
    },
    {
      label: 'moves',
      expected: moves.map((m) => m.value),
      actual: moves.map((m) => {
        const energy = m.number('move_energy');
        const modifier = m.oneOf('modifier', MODIFIERS);
        return { move_energy: energy, modifier, cost: moveCost(energy, costStatusOf(modifier)) };
      }),
    },
  ];
}

/**
 * The golden adapter for `dcss.monster_action_costs/1`.
 *
 * @example
 * ```ts
 * import { monsterActionCostsAdapter } from '@turnkeeper/dcss';
 * monsterActionCostsAdapter.name; // 'dcss.monster_action_costs/1'
 * ```
 */
export const monsterActionCostsAdapter: GoldenAdapter = {
  name: MONSTER_ACTION_COSTS_SCHEMA,
  matches: (data) => schemaOf(data) === MONSTER_ACTION_COSTS_SCHEMA,
  replay: (data) => replayMonsterActionCosts(data),
};
