import { defineGoldenAdapter, cases, type GoldenAdapter } from '@turnkeeper/core/golden';
import { z } from 'zod';
import { HERO_SPEED_STATES, MONSTER_SPEED_STATES, NORMAL_SPEED } from '../../src/index.js';
import { freeMoves } from '../../src/analysis/index.js';
import { approxRecord, fracString, lawRecord, perVersion, versionKeysComparison } from './golden-format.js';

const freeCase = z.looseObject({
  version: z.string(),
  hero_speed_state: z.enum(HERO_SPEED_STATES),
  mspeed: z.enum(MONSTER_SPEED_STATES),
  base: z.number().int().min(0),
});
const file = z.looseObject({
  schema: z.literal('nethack-speed/free-moves/1'),
  versions: z.record(z.string(), z.unknown()),
  cases: cases(freeCase),
});

/**
 * `free_moves.json`: the long-run law of a monster's actions between two hero actions. The file's
 * hero is unpolymorphed (base 12) and unencumbered (its description says so).
 */
export const freeMovesAdapter: GoldenAdapter = defineGoldenAdapter('nethack-speed/free-moves/1', file, (f, path) => {
  return [
    versionKeysComparison(f.versions),
    ...perVersion(path, f.cases, (v, c) => {
      const r = freeMoves(v, { base: NORMAL_SPEED, speed: c.hero_speed_state, encumbrance: 0 }, { base: c.base, mspeed: c.mspeed });
      return {
        version: c.version,
        hero_speed_state: c.hero_speed_state,
        mspeed: c.mspeed,
        base: c.base,
        gap_dist: lawRecord(r.gapDistribution),
        gap_dist_approx: approxRecord(r.gapDistribution),
        p_gap_at_least_2: fracString(r.pGapAtLeast2),
        p_gap_0: fracString(r.pGap0),
        mean_gap: fracString(r.meanGap),
        hero_actions_per_turn: fracString(r.heroActionsPerTurn),
        monster_actions_per_turn: fracString(r.monsterActionsPerTurn),
        joint_states: r.jointStates,
      };
    }),
  ];
});
