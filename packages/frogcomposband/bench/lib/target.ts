// The FrogComposband benchmark target handed to the kit (@turnkeeper/scripts/bench): the scenario,
// the ruleset's loop over it, the minimal loop and the engine alone; and the analysis questions
// whose latency the suite measures.
import type { Loop } from '@turnkeeper/core';
import type { BenchTarget } from '@turnkeeper/scripts/bench';
import {
  energyNeedDistribution,
  monsterMoveCostDistribution,
  monsterSpeedDistribution,
  playerActionCostDistribution,
  type FrogcomposbandTypes,
} from '../../src/index.js';
import { frogcomposbandAnalysis } from '../../src/analysis/index.js';
import { engineAlone } from './engine-alone.js';
import { MinimalLoop, PLAYER } from './minimal-loop.js';
import { PLAYER_ID, scenario, scenarioLoop, type Scenario } from './scenario.js';

/** m_list's slots (`max_m_idx` − 1, `lib/edit/misc.txt`): the most monsters one loop holds. */
export const MAX_MONSTERS = 1023;

/** One frozen action reused for every turn, as a game would: the loop recognises it by identity. */
export const ACT = Object.freeze({ kind: 'act' } as const);

/**
 * After the same turns: every `energy_need` and the generator's state agree too (the same turns
 * with different draws, or a different energy left over, would not be the same game).
 */
function sameState(loop: Loop<FrogcomposbandTypes>, minimal: MinimalLoop, steps: number): void {
  const needs = minimal.needs();
  const n = needs.monsters.length;
  const needOf = (id: string | number): number => loop.inspect(id).energyNeed;
  if (needOf(PLAYER_ID) !== needs.player) {
    throw new Error(`${n} monsters: after ${steps} steps the player's energy_need is ${needOf(PLAYER_ID)} in the ruleset, ${needs.player} in the minimal loop`);
  }
  needs.monsters.forEach((need, i) => {
    if (needOf(i) !== need)
      throw new Error(`${n} monsters: after ${steps} steps monster ${i}'s energy_need is ${needOf(i)} in the ruleset, ${need} in the minimal loop`);
  });
  const a = JSON.stringify(loop.snapshot().random);
  const b = JSON.stringify(minimal.random.save());
  if (a !== b) throw new Error(`${n} monsters: after ${steps} steps the generators differ (${a} in the ruleset, ${b} in the minimal loop)`);
}

/** The target: the player at +10 and `n` monsters of the game's speed mix, everyone taking the default action. */
export const frogcomposbandTarget: BenchTarget<Scenario, Loop<FrogcomposbandTypes>, MinimalLoop> = {
  label: 'frogcomposband',
  scenario,
  loop: (s) => scenarioLoop(s),
  choose: () => ACT,
  minimal: (s) => new MinimalLoop(s),
  engine: engineAlone,
  sameActor: (actor, minimal) => (minimal === PLAYER ? actor === PLAYER_ID : actor === minimal),
  afterSameTurns: sameState,
};

/** Every analysis question and exported exact law, on typical inputs. */
export function latencyQueries(): Record<string, () => unknown> {
  const a = frogcomposbandAnalysis;
  const hero = { spec: { kind: 'player', speed: 10 } } as const;
  const orc = { spec: { kind: 'monster', speed: 0 } } as const;
  const archer = { spec: { kind: 'player', speed: 5 }, action: { kind: 'shoot', bow: 'longBow', shots: 160 } } as const;
  const rolled = { spec: { kind: 'monster', race: 10 } } as const;
  return {
    rate: () => a.rate({ actor: hero }),
    'rate (rolled speed)': () => a.rate({ actor: rolled }),
    actionsPerTurn: () => a.actionsPerTurn({ actor: hero }),
    between: () => a.between({ a: hero, b: orc }),
    'between (monster, player)': () => a.between({ a: orc, b: hero }),
    'between (archer, rolled)': () => a.between({ a: archer, b: rolled }),
    speedTable: () => a.speedTable(),
    versions: () => a.versions(),
    catalog: () => a.catalog(),
    energyNeedDistribution: () => energyNeedDistribution(20),
    playerActionCostDistribution: () => playerActionCostDistribution(160, 20),
    monsterMoveCostDistribution: () => monsterMoveCostDistribution('tree', 10),
    monsterSpeedDistribution: () => monsterSpeedDistribution(10),
  };
}
