import { defineRuleset, type SpecIssue } from '@turnkeeper/core';
import { TicktockEngine } from './engine.js';
import { creature, ticktockOptions, ticktockState } from './schema.js';

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
    versions: ['1'],
    units: { time: { name: 'tick', plural: 'ticks', description: 'one tick of the game clock' } },
    docs: 'https://github.com/turnkeeper/turnkeeper/tree/main/examples/plugin-template#readme',
    sources: ['Tick-Tock has no sources: write here the files and functions of your game that each rule comes from'],
  },
  kinds: { creature },
  hooks: {},
  options: ticktockOptions,
  state: { schema: ticktockState, check: checkTicktockState },
  engine: (_ctx, saved) => new TicktockEngine(saved),
});

/** What the state's schema cannot say: every id once, and no creature due before the time. */
function checkTicktockState(s: { readonly time: number; readonly creatures: readonly { readonly id: string | number; readonly due: number }[] }): SpecIssue | undefined {
  const ids = new Set<string | number>();
  for (const [i, c] of s.creatures.entries()) {
    if (ids.has(c.id)) return { field: `creatures.${i}.id`, value: c.id, allowed: 'an id no other creature has' };
    if (c.due < s.time) return { field: `creatures.${i}.due`, value: c.due, allowed: `a tick from the time on (${s.time})` };
    ids.add(c.id);
  }
  return undefined;
}

declare module '@turnkeeper/core' {
  interface RulesetRegister {
    ticktock: typeof ticktock;
  }
}
