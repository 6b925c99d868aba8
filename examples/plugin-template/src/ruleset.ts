import { defineRuleset } from '@turnkeeper/core';
import { ticktockAnalysis } from './analysis.js';
import { TicktockEngine } from './engine.js';
import { creature, ticktockOptions, ticktockState } from './schema.js';

/**
 * Tick-Tock, a made-up game and the smallest ruleset to start from: one actor kind, `creature`,
 * which acts every `delay` ticks.
 *
 * @example
 * ```ts
 * import { ticktock } from 'turnkeeper-plugin-template';
 * const loop = ticktock.create();
 * loop.add('snail', { kind: 'creature', delay: 4 }).add('hare', { kind: 'creature', delay: 1 });
 * loop.next(); // { actor: 'snail', time: 0, … }
 * ```
 */
export const ticktock = defineRuleset({
  id: 'ticktock',
  title: 'Tick-Tock',
  description: 'A made-up game: every creature acts every `delay` ticks.',
  versions: ['1'],
  units: { time: { name: 'tick', plural: 'ticks', description: 'one tick of the game clock' } },
  docs: 'https://github.com/turnkeeper/turnkeeper/tree/main/examples/plugin-template#readme',
  sources: ['Tick-Tock has no sources: write here the files and functions of your game that each rule comes from'],
  options: ticktockOptions,
  actors: { creature },
  hooks: {},
  state: ticktockState,
  createEngine: (_ctx, saved) => new TicktockEngine(saved),
  analysis: ticktockAnalysis,
});

declare module '@turnkeeper/core' {
  interface RulesetRegister {
    ticktock: typeof ticktock;
  }
}
