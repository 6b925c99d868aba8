// The DCSS benchmark target handed to the kit (@turnkeeper/scripts/bench): the scenario (a monster
// count), the ruleset's loop over it, the minimal loop and the engine alone; and the analysis
// questions whose latency the suite measures.
import { countTarget, type BenchTarget } from '@turnkeeper/scripts/bench';
import { dcssAnalysis, gainDistribution, longRunActions, longRunClosedForm, monsterActionsPerPlayerAction } from '../../src/analysis/index.js';
import { engineAlone } from './engine-alone.js';
import { MinimalLoop } from './minimal-loop.js';
import { chooseMove, scenarioLoop, type DcssLoop } from './scenario.js';

/** After the same turns: every monster's energy and the random source's state agree too. */
function sameState(loop: DcssLoop, minimal: MinimalLoop, steps: number): void {
  const energies = minimal.energies();
  const n = energies.length;
  energies.forEach((e, k) => {
    const view = loop.inspect(k + 1);
    const energy = view.kind === 'monster' ? view.energy : undefined;
    if (energy !== e)
      throw new Error(`dcss ${n} monsters: after ${steps} steps monster ${k + 1} has energy ${String(energy)} in the loop, ${e} in the minimal loop`);
  });
  const a = JSON.stringify(loop.snapshot().random);
  const b = JSON.stringify(minimal.random.save());
  if (a !== b) throw new Error(`dcss ${n} monsters: after ${steps} steps the random sources differ (${a} vs ${b})`);
}

/** The target: one hasted player and `n` monsters of the speed table, everyone moving. */
export const dcssTarget: BenchTarget<number, DcssLoop, MinimalLoop> = countTarget('dcss', {
  loop: scenarioLoop,
  choose: chooseMove,
  minimal: (n) => new MinimalLoop(n),
  engine: engineAlone,
  afterSameTurns: sameState,
});

/**
 * Every analysis question (`dcssAnalysis`) and analysis extra, for typical inputs. `longRunActions`
 * caches its answers: it is asked a different speed each time, so every call is computed.
 */
export function latencyQueries(): Record<string, () => unknown> {
  const a = dcssAnalysis;
  const hasted = { spec: { kind: 'player', hasted: true } } as const;
  const player = { spec: { kind: 'player' } } as const;
  const orc = { spec: { kind: 'monster', speed: 13 } } as const;
  const fast = { spec: { kind: 'monster', speed: 15 } } as const;
  // Each its own run of speeds (and delay), so that no call finds another's answer in the cache.
  const speeds = (): (() => number) => {
    let s = 3;
    return () => (s = s >= 40 ? 3 : s + 1);
  };
  const runSpeed = speeds();
  const perActionSpeed = speeds();
  return {
    'rate (player)': () => a.rate({ actor: hasted }),
    'rate (monster)': () => a.rate({ actor: orc }),
    'actionsPerTurn (player)': () => a.actionsPerTurn({ actor: hasted }),
    'actionsPerTurn (monster)': () => a.actionsPerTurn({ actor: orc }),
    'between (player, monster)': () => a.between({ a: hasted, b: orc }),
    'between (monster, player)': () => a.between({ a: fast, b: player }),
    'between (monster, monster): Monte Carlo': () => a.between({ a: orc, b: fast }),
    'speedTable (player)': () => a.speedTable({ kind: 'player' }),
    'speedTable (monster)': () => a.speedTable({ kind: 'monster' }),
    versions: () => a.versions(),
    gainDistribution: () => gainDistribution(13, 7),
    longRunActions: () => longRunActions(runSpeed(), 7, 10),
    longRunClosedForm: () => longRunClosedForm(12, 10, 10),
    monsterActionsPerPlayerAction: () =>
      monsterActionsPerPlayerAction({ baseSpeed: perActionSpeed(), status: { hasted: true, slowed: false, berserk: false }, delay: 6, cost: 10 }),
  };
}
