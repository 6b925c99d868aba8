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
const row = z.looseObject({ action: z.string(), cost: z.string(), where: z.string() });

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

/** The words of a name, lower case, punctuation aside ("Psychic Drain (mindcraft)" → psychic, drain, mindcraft). */
function words(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

/**
 * The catalog labels that paraphrase the file's action name instead of repeating its words, with
 * the file's words they stand for (checked like the others: every word must be in the name).
 */
const PARAPHRASES: Readonly<Record<string, string>> = {
  shop: 'store',
  'a command with a monster in the way': 'with monster in the way',
  'spell or breath at the player': 'spell breathe at player',
};

/**
 * Whether a catalog entry names the file's action: every word of its label (or of the file's
 * words it paraphrases) occurs in the action's name. A renamed, reordered or missing action in
 * either list fails the row.
 */
function names(label: string, action: string): boolean {
  const have = new Set(words(action));
  return words(PARAPHRASES[label] ?? label).every((w) => have.has(w));
}

/**
 * `action_costs.json` (`cthangband.action_costs.v1`): the blow, shot and monster attack costs
 * recomputed for each listed count; for every listed action, its name (the catalog's label names
 * it: every word of the label is in it), source function, help value,
 * fixed cost and pouch cost against the package's catalog (costs computed by the ruleset's own
 * cost function), in order; and each monster action's name, source function and whether it
 * keeps the move cost or charges the attack cost.
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
      expected: f.player_actions.map((r) => ({ action: r.action, where: r.where, help_pct: r.help_pct, fixed: leadingCost(r.cost), pouch: pouchCost(r.cost) })),
      actual: PLAYER_ACTION_CATALOG.map((c, i) => ({
        // The file's name where the catalog's label names it (its words in it), else the label itself.
        action: names(c.label, f.player_actions[i]?.action ?? '') ? f.player_actions[i]?.action : c.label,
        where: c.where,
        help_pct: c.help ?? -1,
        fixed: catalogFixedCost(c),
        pouch: catalogPouchCost(c),
      })),
    },
    {
      label: 'monster_actions',
      expected: f.monster_actions.map((r) => ({ action: r.action, where: r.where, charge: r.cost.startsWith('100/num_blows') ? 'attack' : 'move' })),
      actual: MONSTER_ACTION_CATALOG.map((c, i) => ({
        action: names(c.label, f.monster_actions[i]?.action ?? '') ? f.monster_actions[i]?.action : c.label,
        where: c.where,
        charge: monsterCatalogCharge(c),
      })),
    },
  ];
});
