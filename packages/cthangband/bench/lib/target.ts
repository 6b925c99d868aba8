// The Cthangband benchmark target handed to the kit (@turnkeeper/scripts/bench): the scenario (a
// monster count), the ruleset's loop over it, the minimal loop and the engine alone; and the
// analysis questions whose latency the suite measures.
import { countTarget, type BenchTarget } from '@turnkeeper/scripts/bench';
import { helpMoveCheck, spellCostTable, speedTableRows } from '../../src/index.js';
import {
  actionsPerRound,
  cthangbandAnalysis,
  helpActionTable,
  meanStepsPerRound,
  monsterSpeedDistribution,
  monsterSpeedPhrase,
  waitSequence,
} from '../../src/analysis/index.js';
import { engineAlone } from './engine-alone.js';
import { MinimalLoop } from './minimal-loop.js';
import { defaultAction, scenarioLoop } from './scenario.js';

/** The target: one player (walking) and `n` monsters placed with the game's own rolls, moving. */
export const cthangbandTarget: BenchTarget<number, ReturnType<typeof scenarioLoop>, MinimalLoop> = countTarget('cthangband', {
  loop: scenarioLoop,
  choose: defaultAction,
  minimal: (n) => new MinimalLoop(n),
  engine: engineAlone,
});

const walker = { spec: { kind: 'player' as const }, action: { kind: 'walk' as const } };

/**
 * Every analysis question the ruleset advertises, with typical inputs: the shared interface (rate,
 * actionsPerTurn, between — the double-move odds, for a monster already placed, a unique and a
 * non-unique still to be placed — speedTable, versions) and the package's exported extras.
 */
export function latencyQueries(): Record<string, () => unknown> {
  const a = cthangbandAnalysis;
  return {
    'rate (player)': () => a.rate({ actor: walker }),
    'rate (non-unique monster)': () => a.rate({ actor: { spec: { kind: 'monster', speed: 0 } } }),
    'actionsPerTurn (player)': () => a.actionsPerTurn({ actor: { spec: { kind: 'player' }, action: { kind: 'const_cost', cost: 4 } } }),
    'actionsPerTurn (monster)': () => a.actionsPerTurn({ actor: { spec: { kind: 'monster', speed: 0 } } }),
    'between (placed monster, +5)': () => a.between({ a: walker, b: { spec: { kind: 'monster', speed: 5, energy: 950 } } }),
    'between (unique, +10)': () => a.between({ a: walker, b: { spec: { kind: 'monster', speed: 10, unique: true } } }),
    'between (non-unique, 0): doubleMoveOdds': () => a.between({ a: walker, b: { spec: { kind: 'monster', speed: 0 } } }),
    'between (non-unique, +10)': () => a.between({ a: walker, b: { spec: { kind: 'monster', speed: 10 } } }),
    'between (non-unique, -10)': () => a.between({ a: walker, b: { spec: { kind: 'monster', speed: -10 } } }),
    'between (a catalog race by name: jackal)': () => a.between({ a: walker, b: { spec: { name: 'jackal' } } }),
    'between (reverse: player between monster turns)': () => a.between({ a: { spec: { kind: 'monster', speed: 0 } }, b: walker }),
    'speedTable (player)': () => a.speedTable(),
    'speedTable (monster)': () => a.speedTable({ kind: 'monster' }),
    versions: () => a.versions(),
    'lookup (a catalog race)': () => a.lookup('cave spider'),
    actionsPerRound: () => actionsPerRound({ kind: 'player', numBlow: 3 }, { kind: 'melee', naturalAttacks: 0 }),
    monsterSpeedDistribution: () => monsterSpeedDistribution(0),
    meanStepsPerRound: () => meanStepsPerRound(-20),
    monsterSpeedPhrase: () => monsterSpeedPhrase(15),
    waitSequence: () => waitSequence({ cost: 25, startEnergy: 990, ticks: 10 }),
    helpActionTable: () => helpActionTable(),
    helpMoveCheck: () => helpMoveCheck(),
    spellCostTable: () => spellCostTable(-40, 60),
    speedTableRows: () => speedTableRows(),
  };
}
