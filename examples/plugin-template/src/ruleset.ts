import { defineRuleset } from '@turnkeeper/core';
import { TicktockEngine } from './engine/engine.js';
import { checkTicktockState, ticktockState } from './engine/state.js';
import { ticktockHooks } from './hooks.js';
import { ticktockActors } from './schema/actors.js';
import { ticktockOptions } from './schema/options.js';
import { TICKTOCK_DEFAULT_VERSION, TICKTOCK_VERSIONS } from './versions.js';

/**
 * Tick-Tock, a made-up game and the smallest ruleset to start from: one actor kind, `creature`,
 * which acts every `delay` ticks. Its analysis is `ticktockAnalysis`, from
 * `turnkeeper-plugin-template/analysis`.
 *
 * @example
 * ```ts
 * import { ticktock } from 'turnkeeper-plugin-template';
 * const loop = ticktock.create();
 * loop.add('snail', { kind: 'creature', delay: 4 }).add('hare', { kind: 'creature', delay: 1 });
 * loop.next(); // { actor: 'snail', kind: 'creature', time: 0 }
 * ```
 */
export const ticktock = /* @__PURE__ */ defineRuleset({
  meta: {
    id: 'ticktock',
    title: 'Tick-Tock',
    description: 'A made-up game: every creature acts every `delay` ticks.',
    versions: TICKTOCK_VERSIONS,
    defaultVersion: TICKTOCK_DEFAULT_VERSION,
    units: { time: { name: 'tick', plural: 'ticks', description: 'one tick of the game clock' } },
    docs: 'https://github.com/turnkeeper/turnkeeper/tree/main/examples/plugin-template#readme',
    sources: ['Tick-Tock has no sources: write here the files and functions of your game that each rule comes from'],
  },
  kinds: ticktockActors,
  hooks: ticktockHooks,
  options: ticktockOptions,
  state: { schema: ticktockState, check: checkTicktockState },
  engine: (_ctx, saved) => new TicktockEngine(saved),
});

declare module '@turnkeeper/core' {
  interface RulesetRegister {
    ticktock: typeof ticktock;
  }
}
