import type { SpecIssue } from '../errors.js';
import { defineRuleset } from '../ruleset/define-ruleset.js';
import { GenericEngine } from './engine.js';
import { genericActor, genericOptions, genericState } from './schema.js';

/**
 * The generic ruleset, for games that want no particular classic's rules: the job rot.js's
 * `Scheduler.Speed` and `Scheduler.Action` do, done right. Integer ticks; each actor gains `speed`
 * energy per tick and acts while its energy is ≥ 0; `act` costs energy (100 by default, 0 for a
 * free action), `wait` sleeps a fixed number of ticks. O(1) `next`/`add`/`remove`/`update` (a
 * calendar queue: a bucket per tick), speed changes effective immediately (also mid-wait), FIFO
 * ties by scheduling order. It has one actor kind, `actor`, so specs may leave `kind` out.
 *
 * @example
 * ```ts
 * import { generic } from '@turnkeeper/core';
 * const loop = generic.create();
 * loop.add('hero', { speed: 100 }).add('bat', { speed: 200 });
 * for (let i = 0; i < 6; i++) loop.step(() => ({ kind: 'act' }));
 * // the hero acts at ticks 0, 1, 2…; the bat twice per tick
 * ```
 */
export const generic = /* @__PURE__ */ defineRuleset({
  meta: {
    id: 'generic',
    title: 'Generic energy scheduler',
    description: 'A game-neutral scheduler: actors gain `speed` energy a tick and act while it is ≥ 0; an action costs energy or a number of ticks.',
    versions: ['1'],
    units: {
      time: { name: 'tick', plural: 'ticks', description: 'one scheduler tick' },
      energy: { name: 'energy', plural: 'energy', description: 'a standard action costs 100' },
    },
    docs: 'https://github.com/turnkeeper/turnkeeper/tree/main/packages/core#the-generic-ruleset',
    sources: ['no game: the energy model of rot.js Scheduler.Speed and Angband'],
  },
  kinds: { actor: genericActor },
  hooks: {},
  options: genericOptions,
  state: { schema: genericState, check: checkGenericState },
  engine: (_ctx, saved) => new GenericEngine(saved),
});

/** Cross-checks a saved generic state: ids unique, sequence numbers distinct and below `nextSeq`. */
function checkGenericState(s: {
  readonly nextSeq: number;
  readonly actors: readonly { readonly id: string | number; readonly seq: number }[];
}): SpecIssue | undefined {
  const ids = new Set<string | number>();
  const seqs = new Set<number>();
  for (const [i, a] of s.actors.entries()) {
    if (ids.has(a.id)) return { field: `actors.${i}.id`, value: a.id, allowed: 'an id no other actor has' };
    if (a.seq >= s.nextSeq) return { field: `actors.${i}.seq`, value: a.seq, allowed: `a sequence number below nextSeq (${s.nextSeq})` };
    if (seqs.has(a.seq)) return { field: `actors.${i}.seq`, value: a.seq, allowed: 'a sequence number no other actor has (ties are ordered by it)' };
    ids.add(a.id);
    seqs.add(a.seq);
  }
  return undefined;
}
