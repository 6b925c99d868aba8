import { defineRuleset, parseSpec, type EngineContext, type JsonValue } from '@turnkeeper/core';
import { FrogEngine } from './engine.js';
import { frogRngKind } from './game-rng.js';
import { FROG_HOOK_DOCS, type FrogHooks } from './hooks.js';
import { actorRate } from './rates.js';
import { frogAction, frogOptions, frogPatch, frogSpec, type FrogAction, type FrogOptions } from './schema.js';
import { VERSIONS } from './versions.js';

/**
 * The FrogComposband ruleset: the exact speed and energy system of FrogComposband 7.1 (and the
 * two earlier eras of its cost randomizer, as versions). Time is counted in game turns; each
 * actor gains energy per game turn from its speed, acts when its `energy_need` reaches 0, and
 * pays a randomized cost. Draw through `FrogRng` to reproduce the game's own random stream.
 *
 * @example
 * ```ts
 * import { frogcomposband } from '@turnkeeper/frogcomposband';
 * const loop = frogcomposband.create({ seed: 1 });
 * loop.add('hero', { kind: 'player', speed: 10 });
 * loop.add('orc', { kind: 'monster', race: 0 });
 * const turn = loop.next();
 * loop.act(turn.actor, { kind: 'act' });
 * ```
 */
export const frogcomposband = defineRuleset({
  id: 'frogcomposband',
  title: 'FrogComposband',
  description:
    'FrogComposband 7.1: energy per game turn from a fixed speed table, energy_need counted down to 0, randomized action costs clamped by speed, the player first and monsters from the highest index down.',
  versions: VERSIONS,
  units: {
    time: { name: 'game turn', plural: 'game turns', description: 'one pass of the main loop: player, monsters, world; 100,000 make a day' },
    energy: { name: 'energy', plural: 'energy', description: 'gained per game turn by speed (10 at +0, 49 at most); a nominal action costs 100' },
    others: [
      { name: 'tick', plural: 'ticks', description: '10 game turns: timed effects count down once per tick' },
      { name: 'day', plural: 'days', description: '100,000 game turns' },
      { name: 'player turn', plural: 'player turns', description: 'one action of the player that costs energy; not a fixed length of time' },
    ],
  },
  actorSpec: frogSpec,
  actorPatch: frogPatch,
  options: frogOptions,
  actionKinds: ['act', 'move', 'shoot'],
  hooks: FROG_HOOK_DOCS,
  docs: 'https://github.com/turnkeeper/turnkeeper/tree/main/packages/frogcomposband#readme',
  sources: [
    'shared/spec/frogcomposband.md',
    'github.com/sulkasormi/frogcomposband @ 80805f2661afb09134f99976e497d92b27903970 (v7.1.salmiak-27)',
  ],
  randomKinds: [frogRngKind],
  rate(spec, action: FrogAction, version, options) {
    return actorRate(spec, parseSpec(frogAction, action, 'frogcomposband action'), version, options).toNumber();
  },
  createEngine: (ctx: EngineContext<FrogOptions, FrogHooks>, saved?: JsonValue) => new FrogEngine(ctx, saved),
});

declare module '@turnkeeper/core' {
  interface RulesetRegister {
    frogcomposband: typeof frogcomposband;
  }
}
