// The NetHack benchmark target handed to the kit (@turnkeeper/scripts/bench): the scenario of a
// version, the ruleset's loop over it, the minimal loop and the engine alone; and the analysis
// questions whose latency the suite measures.
import type { BenchTarget } from '@turnkeeper/scripts/bench';
import { heroAllocationLaw, monsterAllocationLaw, ridingAllocationLaw, simulateTurn, type NethackVersion } from '../../src/index.js';
import { freeMoves, heroActionsPerTurn, helplessSlots, monsterActionsPerTurn, nethackAnalysis, occupationTurns } from '../../src/analysis/index.js';
import { engineAlone } from './engine-alone.js';
import { MinimalLoop } from './minimal-loop.js';
import { MOVE, rulesetLoop, scenario, type Scenario } from './scenario.js';

/** The target of one version: one Fast hero and `n` monsters of the version's table, everyone moving. */
export function nethackTarget(version: NethackVersion): BenchTarget<Scenario, ReturnType<typeof rulesetLoop>, MinimalLoop> {
  return {
    label: `nethack ${version}`,
    scenario: (n) => scenario(version, n),
    loop: (s) => rulesetLoop(s),
    choose: () => MOVE,
    minimal: (s) => new MinimalLoop(s),
    engine: engineAlone,
  };
}

/** Every analysis question `nethackAnalysis` answers and each exported extra, on typical inputs: a Fast hero, a soldier ant (18), a rider on a warhorse. */
export function latencyQueries(version: NethackVersion): Record<string, () => unknown> {
  const hero = { spec: { kind: 'player', speed: 'Fast' } } as const;
  const ant = { spec: { kind: 'monster', base: 18 } } as const;
  const a = nethackAnalysis;
  const heroInput = { base: 12, speed: 'Fast', encumbrance: 0 } as const;
  const antInput = { base: 18, mspeed: 'normal' } as const;
  const warhorse = { base: 24, mspeed: 'normal' } as const;
  return {
    rate: () => a.rate({ actor: ant, version }),
    'rate (hero)': () => a.rate({ actor: hero, version }),
    actionsPerTurn: () => a.actionsPerTurn({ actor: ant, version }),
    'actionsPerTurn (hero)': () => a.actionsPerTurn({ actor: hero, version }),
    between: () => a.between({ a: hero, b: ant, version }),
    'between (monster, hero)': () => a.between({ a: ant, b: hero, version }),
    'speedTable (monster)': () => a.speedTable({ kind: 'monster', version }),
    'speedTable (player)': () => a.speedTable({ kind: 'player', version }),
    versions: () => a.versions(),
    catalog: () => a.catalog(version),
    monsterActionsPerTurn: () => monsterActionsPerTurn(version, antInput),
    heroActionsPerTurn: () => heroActionsPerTurn(version, heroInput),
    freeMoves: () => freeMoves(version, heroInput, antInput),
    'freeMoves (riding)': () => freeMoves(version, { ...heroInput, steed: warhorse }, antInput),
    occupationTurns: () => occupationTurns(version, heroInput, 10),
    helplessSlots: () => helplessSlots(version, heroInput, 10),
    monsterAllocationLaw: () => monsterAllocationLaw(version, antInput),
    heroAllocationLaw: () => heroAllocationLaw(version, heroInput),
    ridingAllocationLaw: () => ridingAllocationLaw(version, warhorse, 0),
    simulateTurn: () => simulateTurn(version, 12, [18, 12, 6]),
  };
}
