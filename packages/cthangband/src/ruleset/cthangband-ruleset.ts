import { defineRuleset, type EngineContext } from '@turnkeeper/core';
import { zrandKind } from '../random/zrand.js';
import { MONSTER_ACTION_KINDS, PLAYER_ACTION_KINDS, type CthangbandAction } from './actions.js';
import { CthangbandEngine } from './engine.js';
import { HOOK_DOCS, type CthangbandHooks } from './hooks.js';
import { actionsPerTick } from './rate.js';
import { cthangbandOptions, cthangbandPatch, cthangbandSpec, type CthangbandOptions } from './schema.js';

/**
 * The Cthangband 4.1.0 ruleset: ticks (the help text's "turns") of which a round is 10 and a
 * day 100 000; everyone gains 10 energy a tick and acts at 1000; the player acts repeatedly
 * within a tick while energy lasts, each monster at most once per tick in descending list order;
 * speed changes only what a step costs; monsters pay their move cost up front and are refunded
 * for melee and spells; non-unique monsters' speed is rolled at placement with 4.1.0's spread bug.
 * Time is the game turn; energy is % of a round.
 *
 * @example
 * ```ts
 * import { cthangband } from '@turnkeeper/cthangband';
 * const loop = cthangband.create({ seed: 1 });
 * loop.add('player', { type: 'player', speed: 10 });
 * loop.add('orc', { type: 'monster', speed: 0, energy: 990 });
 * const turn = loop.next(); // { actor: 'player', time: 1 } — 1050 + 10 ≥ 1000
 * loop.act(turn.actor, { kind: 'walk' });
 * ```
 */
export const cthangband = defineRuleset({
  id: 'cthangband',
  title: 'Cthangband 4.1.0',
  description:
    'Cthangband 4.1.0 (C): 10 energy per tick for everyone, act at 1000; speed only changes the cost of a step (extract_energy); fixed costs for everything else; spells by skill margin; monsters charged their move cost up front and refunded for melee and spells.',
  versions: ['4.1.0'],
  units: {
    time: {
      name: 'tick',
      plural: 'ticks',
      description: "one game turn (the help text's \"Turn\", 0.864 s); 10 ticks are a round, 100 000 a day",
    },
    energy: {
      name: 'energy',
      plural: 'energy',
      description: '% of a round: everyone gains 10 a tick and acts at 1000; a cost of 100 takes one round',
    },
    others: [
      { name: 'round', plural: 'rounds', description: '10 ticks (8.64 s); per-round work runs when turn % 10 == 0' },
      { name: 'day', plural: 'days', description: '100 000 ticks; dawn at turn % 100000 == 0' },
    ],
  },
  actorSpec: cthangbandSpec,
  actorPatch: cthangbandPatch,
  options: cthangbandOptions,
  actionKinds: [...PLAYER_ACTION_KINDS, ...MONSTER_ACTION_KINDS] as [CthangbandAction['kind'], ...CthangbandAction['kind'][]],
  hooks: HOOK_DOCS,
  docs: 'https://github.com/turnkeeper/turnkeeper/tree/main/packages/cthangband#readme',
  sources: [
    'shared/spec/cthangband.md',
    'BackupTheBerlios/scthangband@51b453c3ff2ff3414f4bd8b5297f2219f1141798 cthangband/src (dungeon.c, melee2.c, melee1.c, monster2.c, tables.c, xtra1.c, cmd1-6.c, z-rand.c)',
  ],
  randomKinds: [zrandKind],
  rate: (spec, action: CthangbandAction) => actionsPerTick(spec, action).toNumber(),
  createEngine: (ctx: EngineContext<CthangbandOptions, CthangbandHooks>, saved) => new CthangbandEngine(ctx, saved),
});

declare module '@turnkeeper/core' {
  interface RulesetRegister {
    cthangband: typeof cthangband;
  }
}
