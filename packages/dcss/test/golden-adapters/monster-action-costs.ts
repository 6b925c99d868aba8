import { cases, defineGoldenAdapter } from '@turnkeeper/core/conformance';
import { z } from 'zod';
import { attackCostDistribution, moveCost, NO_COST_STATUS, type MonsterCostStatus } from '../../src/rules/monster-costs.js';
import { count, flagsOf, header, law } from './common.js';

const SCHEMA = 'dcss.monster_action_costs/1';
const MODIFIERS = ['none', 'swift', 'ponderous', 'floundering', 'petrifying', 'frozen', 'swift_frozen', 'petrifying_frozen'] as const;
const brand = z.enum(['none', 'speed', 'heavy']);

const file = z.object({
  ...header(SCHEMA),
  attacks: cases(z.strictObject({ action: z.enum(['melee', 'missile']), energy: count, weapon_brand: brand, cost: law })),
  moves: cases(z.strictObject({ move_energy: count, modifier: z.enum(MODIFIERS), cost: count })),
});

/** The cost status a `moves[].modifier` names (`swift_frozen`: both). */
function costStatusOf(modifier: (typeof MODIFIERS)[number]): MonsterCostStatus {
  const has = flagsOf(modifier);
  return {
    ...NO_COST_STATUS,
    swift: has('swift'),
    ponderous: has('ponderous'),
    floundering: has('floundering'),
    petrifying: has('petrifying'),
    frozen: has('frozen'),
  };
}

/** `monster_action_costs.json`: attack and missile cost laws, and move costs under each modifier. */
export const monsterActionCostsAdapter = defineGoldenAdapter(SCHEMA, file, ({ attacks, moves }) => [
  {
    label: 'attacks',
    expected: attacks,
    actual: attacks.map((a) => ({
      action: a.action,
      energy: a.energy,
      weapon_brand: a.weapon_brand,
      cost: attackCostDistribution(a.energy, a.weapon_brand).toRecord(),
    })),
  },
  {
    label: 'moves',
    expected: moves,
    actual: moves.map((m) => ({ move_energy: m.move_energy, modifier: m.modifier, cost: moveCost(m.move_energy, costStatusOf(m.modifier)) })),
  },
]);
