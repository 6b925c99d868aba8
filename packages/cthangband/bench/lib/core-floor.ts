// The core's own cost per step, for scale: `loop.run` over an engine that does nothing (two actor
// kinds and plain actions, as in Cthangband: the core validates each action, asks the engine for
// the due actor's kind, whether the turn is forced, and charges it). No ruleset can step faster
// than this through the loop, so it bounds the ratio to the minimal loop from above.
import { actorKind, defineRuleset, hook, type ActorId, type Engine, type TypesOf, type ViewOutput } from '@turnkeeper/core';
import { z } from 'zod';

const view = z.strictObject({});
const kind = (description: string, action: string) =>
  actorKind({ description, spec: z.strictObject({}), patch: z.strictObject({}), actions: { [action]: z.strictObject({}) }, defaultAction: action, view });

const actors = { player: kind('the player', 'walk'), monster: kind('a monster', 'move') };
const hooks = { tick: hook('never emitted: the engine does nothing at all', z.strictObject({})) };
const options = z.strictObject({});
const state = z.strictObject({});
type NoTypes = TypesOf<typeof actors, '1', typeof options, typeof hooks, typeof state>;

/** Hands out the player (0) and seven monsters (1..7) in turn, a tick every eight turns; charges nothing. */
class NoEngine implements Engine<NoTypes> {
  time = 0;
  private k = 0;
  readonly charge = {
    player: (): void => undefined,
    monster: (): void => undefined,
  };
  kindOf(id: ActorId): 'player' | 'monster' {
    return id === 0 ? 'player' : 'monster';
  }
  ids(): ActorId[] {
    return [0, 1, 2, 3, 4, 5, 6, 7];
  }
  add(): void {
    // Nothing to hold.
  }
  remove(): void {
    // Nothing to hold.
  }
  update(): void {
    // Nothing to hold.
  }
  next(): ActorId {
    this.k = (this.k + 1) & 7;
    if (this.k === 0) this.time++;
    return this.k;
  }
  forced(): boolean {
    return false;
  }
  inspect(id: ActorId): ViewOutput<NoTypes['kinds']> {
    return { kind: this.kindOf(id) };
  }
  save(): Record<string, never> {
    return {};
  }
}

/** The no-op ruleset. */
export const noRuleset = defineRuleset({
  id: 'no-op',
  title: 'No-op',
  description: 'a ruleset whose engine does nothing, to measure the core loop alone',
  versions: ['1'] as const,
  units: { time: { name: 'tick', plural: 'ticks', description: 'a tick' } },
  docs: 'https://example.org/no-op',
  sources: ['none'],
  options,
  actors,
  hooks,
  state,
  createEngine: () => new NoEngine(),
  analysis: { rate: () => 1, speedTable: () => undefined, versions: [{ id: '1', rules: {}, changes: [] }] },
});

const WALK = { kind: 'walk' } as const;
const MOVE = { kind: 'move' } as const;

/** The no-op loop's `choose`, as the scenario's. */
export function noAction(turn: { readonly kind: 'player' | 'monster' }): typeof WALK | typeof MOVE {
  return turn.kind === 'player' ? WALK : MOVE;
}
