import { defineGoldenAdapter, cases, type GoldenAdapter } from '@turnkeeper/core/golden';
import { z } from 'zod';
import { HERO_SPEED_STATES, MONSTER_SPEED_STATES, type Encumbrance } from '../../src/index.js';
import { heroActionsPerTurn, monsterActionsPerTurn, type ActionsPerTurn } from '../../src/analysis/index.js';
import { approxRecord, fracString, lawRecord, perVersion, versionKeysComparison } from './golden-format.js';

const monsterCase = z.looseObject({
  actor: z.literal('monster'),
  version: z.string(),
  state: z.enum(MONSTER_SPEED_STATES),
  base: z.number().int().min(0),
});
const heroCase = z.looseObject({
  actor: z.literal('hero'),
  version: z.string(),
  state: z.enum(HERO_SPEED_STATES),
  encumbrance: z.number().int().min(0).max(5),
  base: z.number().int().min(0),
});
const file = z.looseObject({
  schema: z.literal('nethack-speed/actions-per-turn/1'),
  versions: z.record(z.string(), z.unknown()),
  cases: cases(z.discriminatedUnion('actor', [monsterCase, heroCase])),
});

function fields(a: ActionsPerTurn): Record<string, unknown> {
  return {
    leftover_support: [...a.leftoverSupport],
    long_run: lawRecord(a.longRun),
    long_run_approx: approxRecord(a.longRun),
    mean: fracString(a.longRun.mean()),
    p_at_least_2: fracString(a.longRun.atLeast(2)),
    by_leftover: a.byLeftover.map(lawRecord),
  };
}

/** `actions_per_turn.json`: actions per turn by leftover and in the long run, monsters and hero. */
export const actionsPerTurnAdapter: GoldenAdapter = defineGoldenAdapter('nethack-speed/actions-per-turn/1', file, (f, path) => {
  return [
    versionKeysComparison(f.versions),
    ...perVersion(path, f.cases, (v, c) => {
      if (c.actor === 'monster') {
        return { actor: c.actor, version: c.version, state: c.state, base: c.base, ...fields(monsterActionsPerTurn(v, { base: c.base, mspeed: c.state })) };
      }
      const a = heroActionsPerTurn(v, { base: c.base, speed: c.state, encumbrance: c.encumbrance as Encumbrance });
      return { actor: c.actor, version: c.version, state: c.state, encumbrance: c.encumbrance, base: c.base, ...fields(a) };
    }),
  ];
});
