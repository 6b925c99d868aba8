// The core's own cost per step, for scale: `loop.run` over an engine that does nothing (two actor
// kinds and plain frozen actions, as in Cthangband: the core recognises each action by identity,
// reads the due actor's kind and whether the turn is forced from the engine, and charges it). No
// ruleset can step faster than this through the loop, so it bounds the ratio to the minimal loop
// from above.
//
// The floor runs apart, after every size's ruleset rows: its engine goes through the same core
// code (TimeLoop.run, advance, act), and once that code has seen two engine classes its call
// sites are polymorphic, which slowed the ruleset's loop.run by a quarter when they ran
// interleaved — a cost a game running one ruleset never pays.
import { actorKind, defineRuleset, hook, type ActorId, type Engine, type TypesOf, type ViewOutput } from '@turnkeeper/core';
import { interleaveSteps, type Stats } from '@turnkeeper/scripts/bench';
import * as v from 'valibot';
import { MinimalLoop } from './minimal-loop.js';

const view = v.strictObject({});
const kind = (description: string, action: string) =>
  actorKind({ description, spec: v.strictObject({}), patch: v.strictObject({}), actions: { [action]: v.strictObject({}) }, defaultAction: action, view });

const kinds = { player: kind('the player', 'walk'), monster: kind('a monster', 'move') };
const hooks = { tick: hook('never emitted: the engine does nothing at all', v.strictObject({})) };
const options = v.strictObject({});
const state = v.strictObject({});
type NoTypes = TypesOf<typeof kinds, '1', typeof options, typeof hooks, typeof state>;

/** Hands out the player (0) and seven monsters (1..7) in turn, a tick every eight turns; charges nothing. */
class NoEngine implements Engine<NoTypes> {
  time = 0;
  dueKind: 'player' | 'monster' = 'player';
  dueForced = false;
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
    this.dueKind = this.k === 0 ? 'player' : 'monster';
    return this.k;
  }
  inspect(id: ActorId): ViewOutput<NoTypes['kinds']> {
    return { kind: this.kindOf(id) };
  }
  save(): Record<string, never> {
    return {};
  }
}

/** The no-op ruleset. */
const noRuleset = defineRuleset({
  meta: {
    id: 'no-op',
    title: 'No-op',
    description: 'a ruleset whose engine does nothing, to measure the core loop alone',
    versions: ['1'] as const,
    units: { time: { name: 'tick', plural: 'ticks', description: 'a tick' } },
    docs: 'https://example.org/no-op',
    sources: ['none'],
  },
  kinds,
  hooks,
  options,
  state: { schema: state },
  engine: () => new NoEngine(),
});

const WALK = Object.freeze({ kind: 'walk' } as const);
const MOVE = Object.freeze({ kind: 'move' } as const);

/** The no-op loop's `choose`, as the scenario's. */
function noAction(turn: { readonly kind: 'player' | 'monster' }): typeof WALK | typeof MOVE {
  return turn.kind === 'player' ? WALK : MOVE;
}

/** The core floor at one size: the no-op engine's loop.run against the minimal loop, interleaved. */
export interface FloorRow {
  readonly monsters: number;
  readonly results: Readonly<Record<'coreFloor' | 'minimal', Stats>>;
}

/** The core floor against the minimal loop at `n` monsters; run it after every ruleset throughput row. */
export function floorRow(n: number, rounds: number, minMs: number): FloorRow {
  const minimal = new MinimalLoop(n);
  const floor = noRuleset.create();
  const results = interleaveSteps(
    {
      minimal: (k) => {
        for (let i = 0; i < k; i++) minimal.step();
      },
      coreFloor: (k) => floor.run(k, noAction),
    },
    rounds,
    minMs,
  );
  return { monsters: n, results };
}
