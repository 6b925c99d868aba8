import { parseSpec } from '@turnkeeper/core';
import type { CthangbandGoldenAdapter as GoldenAdapter, GoldenCheck as GoldenComparison } from './golden-types.js';
import { z } from 'zod';
import * as C from '../constants.js';
import { ZRand } from '../random/zrand.js';
import {
  MONSTER_ACTION_CATALOG,
  PLAYER_ACTION_CATALOG,
  catalogFixedCost,
  catalogPouchCost,
  monsterCatalogCharge,
} from '../rules/action-catalog.js';
import { blowCost, monsterAttackCost, shotCost } from '../rules/player-costs.js';
import { spellCostRow, spellEnergyDependsOnlyOnDifference } from '../rules/spell-energy.js';
import { helpMoveCheck, speedTable, tableMatchesAngbandInversion } from '../tables/speed-table.js';
import { gameTime } from '../time/game-clock.js';

const hasSchema = (name: string) => (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { schema?: unknown }).schema === name;

const int = z.number().int();
const anyArray = z.array(z.unknown());

/**
 * `speed_table.json` (`cthangband.speed_table.v1`): all 200 rows, the derivation check and the
 * help-text check, recomputed from `extract_energy` and the placement rule.
 *
 * @example
 * ```ts
 * import { speedTableAdapter } from '@turnkeeper/cthangband';
 * speedTableAdapter.name; // 'cthangband.speed_table.v1'
 * ```
 */
export const speedTableAdapter: GoldenAdapter = {
  name: 'cthangband.speed_table.v1',
  matches: hasSchema('cthangband.speed_table.v1'),
  replay(data, file) {
    const f = parseSpec(
      z.object({ entries: anyArray, derivation_check_all_200_equal: z.boolean(), help_text_check: anyArray }),
      data,
      `golden file ${file}`,
    );
    return [
      { label: 'entries', expected: f.entries, actual: speedTable() },
      { label: 'derivation_check_all_200_equal', expected: f.derivation_check_all_200_equal, actual: tableMatchesAngbandInversion() },
      { label: 'help_text_check', expected: f.help_text_check, actual: helpMoveCheck() },
    ];
  },
};

/**
 * `spell_cost.json` (`cthangband.spell_cost.v1`): each row's cost and help value recomputed from
 * its skill and minimum, and the "depends only on the difference" check over 0..255.
 *
 * @example
 * ```ts
 * import { spellCostAdapter } from '@turnkeeper/cthangband';
 * spellCostAdapter.name; // 'cthangband.spell_cost.v1'
 * ```
 */
export const spellCostAdapter: GoldenAdapter = {
  name: 'cthangband.spell_cost.v1',
  matches: hasSchema('cthangband.spell_cost.v1'),
  replay(data, file) {
    const f = parseSpec(
      z.object({
        depends_only_on_difference: z.boolean(),
        entries: z.array(z.looseObject({ skill: int.min(0), min: int.min(0) })),
      }),
      data,
      `golden file ${file}`,
    );
    return [
      { label: 'depends_only_on_difference', expected: f.depends_only_on_difference, actual: spellEnergyDependsOnlyOnDifference(255) },
      { label: 'entries', expected: f.entries, actual: f.entries.map((r) => spellCostRow(r.skill, r.min)) },
    ];
  },
};

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
 *
 * @example
 * ```ts
 * import { actionCostsAdapter } from '@turnkeeper/cthangband';
 * actionCostsAdapter.name; // 'cthangband.action_costs.v1'
 * ```
 */
export const actionCostsAdapter: GoldenAdapter = {
  name: 'cthangband.action_costs.v1',
  matches: hasSchema('cthangband.action_costs.v1'),
  replay(data, file): GoldenComparison[] {
    const row = z.looseObject({ cost: z.string(), where: z.string() });
    const f = parseSpec(
      z.object({
        player_actions: z.array(row.extend({ help_pct: int })),
        player_blow_cost: z.array(z.object({ num_blow: int, cost: int, exact_100_over_n: z.number() })),
        player_shot_cost: z.array(z.object({ num_fire: int, cost: int })),
        monster_attack_cost: z.array(z.object({ num_blows: int, cost: int })),
        monster_actions: z.array(row),
      }),
      data,
      `golden file ${file}`,
    );
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
  },
};

/**
 * `time_units.json` (`cthangband.time_units.v1`): the constants, and each listed turn's round,
 * process_world flag, day/night, clock and day counter.
 *
 * @example
 * ```ts
 * import { timeUnitsAdapter } from '@turnkeeper/cthangband';
 * timeUnitsAdapter.name; // 'cthangband.time_units.v1'
 * ```
 */
export const timeUnitsAdapter: GoldenAdapter = {
  name: 'cthangband.time_units.v1',
  matches: hasSchema('cthangband.time_units.v1'),
  replay(data, file) {
    const f = parseSpec(
      z.object({ constants: z.record(z.string(), z.unknown()), entries: z.array(z.looseObject({ turn: int.min(0) })) }),
      data,
      `golden file ${file}`,
    );
    const constants = {
      TOWN_DAWN: C.TOWN_DAWN,
      ticks_per_round: C.TICKS_PER_ROUND,
      ticks_per_day: C.TICKS_PER_DAY,
      rounds_per_day: C.TICKS_PER_DAY / C.TICKS_PER_ROUND,
      seconds_per_tick: C.SECONDS_PER_TICK,
      seconds_per_round: Number((C.SECONDS_PER_TICK * C.TICKS_PER_ROUND).toFixed(6)),
      energy_gain_per_tick: C.ENERGY_PER_TICK,
      act_threshold: C.ACT_THRESHOLD,
      new_game_turn: C.NEW_GAME_TURN,
      new_game_turn_undead: C.NEW_GAME_TURN_UNDEAD,
    };
    return [
      { label: 'constants', expected: f.constants, actual: constants },
      { label: 'entries', expected: f.entries, actual: f.entries.map((r) => gameTime(r.turn)) },
    ];
  },
};

/**
 * `rng_zrand.json` (`cthangband.rng.v1`): for each complex seed, the table's first words and
 * place after `Rand_state_init`, then the listed draws as one stream; for each quick seed, the
 * LCRNG's draws.
 *
 * @example
 * ```ts
 * import { rngAdapter } from '@turnkeeper/cthangband';
 * rngAdapter.name; // 'cthangband.rng.v1'
 * ```
 */
export const rngAdapter: GoldenAdapter = {
  name: 'cthangband.rng.v1',
  matches: hasSchema('cthangband.rng.v1'),
  replay(data, file) {
    const seq = z.object({ m: int.min(0), values: z.array(int) });
    const f = parseSpec(
      z.object({
        complex: z.array(
          z.looseObject({
            seed: int.min(0),
            state_after_init_first4: z.array(int),
            Rand_place_after_init: int,
            sequences: z.array(seq),
          }),
        ),
        quick_lcrng: z.array(z.looseObject({ Rand_value: int.min(0), m: int.min(0), values: z.array(int) })),
      }),
      data,
      `golden file ${file}`,
    );
    const complex = f.complex.map((c) => {
      const r = ZRand.complex(c.seed);
      return {
        seed: c.seed,
        state_after_init_first4: r.table().slice(0, c.state_after_init_first4.length),
        Rand_place_after_init: r.place,
        sequences: c.sequences.map((s) => ({ m: s.m, values: s.values.map(() => r.below(s.m)) })),
      };
    });
    const quick = f.quick_lcrng.map((q) => {
      const r = ZRand.quickLcrng(q.Rand_value);
      return { Rand_value: q.Rand_value, m: q.m, values: q.values.map(() => r.below(q.m)) };
    });
    return [
      {
        label: 'complex',
        expected: f.complex.map((c) => ({
          seed: c.seed,
          state_after_init_first4: c.state_after_init_first4,
          Rand_place_after_init: c.Rand_place_after_init,
          sequences: c.sequences,
        })),
        actual: complex,
      },
      { label: 'quick_lcrng', expected: f.quick_lcrng.map((q) => ({ Rand_value: q.Rand_value, m: q.m, values: q.values })), actual: quick },
    ];
  },
};
