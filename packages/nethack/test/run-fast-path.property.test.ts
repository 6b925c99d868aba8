import type { ActorId } from '@turnkeeper/core';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { nethack, NETHACK_VERSIONS, type NethackVersion } from '../src/index.js';

// `loop.run(n, choose)` goes through the engine's runSteps(): the NetHack engine hands out the
// turns in a tight loop and the chooser runs inside the loop's host. These properties hold it to
// `loop.step(choose)` repeated with the same scripted chooser: the same turns (actor, kind, time,
// forced), the same hooks in the same order, the same error at the same step, the same final
// snapshot. The scripts mix what a game does on a turn: the hero's actions of each kind (counted,
// running, occupied, helpless, kicking the steed), monster actions, actions refused, choosers
// that throw, add, remove or update actors, or act and ask for the next turn themselves.

const runs = Number(process.env.FAST_CHECK_RUNS ?? 150);
let cases = 0;
afterAll(() => {
  console.log(`run-fast-path.property: ${cases} fast-check cases`);
});

/** What the chooser does on one turn (the same script drives both paths). */
type Move =
  | { readonly do: 'return'; readonly action: object; readonly fresh: boolean }
  | { readonly do: 'throw' }
  | { readonly do: 'add'; readonly base: number }
  | { readonly do: 'remove'; readonly which: number }
  | { readonly do: 'update-monster'; readonly which: number; readonly base: number }
  | { readonly do: 'update-hero'; readonly helpless: number }
  | { readonly do: 'act-inside' }
  | { readonly do: 'next-inside' };

interface Scenario {
  readonly version: NethackVersion;
  readonly seed: number;
  readonly monsters: readonly number[];
  readonly hero: boolean;
  readonly rides: boolean;
  readonly listen: boolean;
  readonly spawnRoll: boolean;
  readonly script: readonly Move[];
}

const MOVE = Object.freeze({ kind: 'move' } as const);
const actionArb = fc.constantFrom<object>(
  MOVE,
  { kind: 'act' },
  { kind: 'free' },
  { kind: 'move', count: 3 },
  { kind: 'move', run: true },
  { kind: 'act', occupation: 2 },
  { kind: 'act', helpless: 2 },
  { kind: 'move', stop: true },
  { kind: 'kick' },
  { kind: 'dance' }, // no such action: refused by validation
  { kind: 'move', count: 0 }, // out of range: refused by validation
);
const moveArb: fc.Arbitrary<Move> = fc.oneof(
  { weight: 12, arbitrary: fc.record({ do: fc.constant('return' as const), action: actionArb, fresh: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ do: 'throw' as const }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('add' as const), base: fc.integer({ min: 0, max: 30 }) }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('remove' as const), which: fc.nat(8) }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('update-monster' as const), which: fc.nat(8), base: fc.integer({ min: 0, max: 30 }) }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('update-hero' as const), helpless: fc.integer({ min: 0, max: 3 }) }) },
  { weight: 1, arbitrary: fc.constant({ do: 'act-inside' as const }) },
  { weight: 1, arbitrary: fc.constant({ do: 'next-inside' as const }) },
);
const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  version: fc.constantFrom(...NETHACK_VERSIONS),
  seed: fc.nat(),
  monsters: fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 6 }),
  hero: fc.boolean(),
  rides: fc.boolean(),
  listen: fc.boolean(),
  spawnRoll: fc.boolean(),
  script: fc.array(moveArb, { minLength: 1, maxLength: 60 }),
});

type Loop = ReturnType<typeof nethack.create>;
/** What a chooser returns: any object (some are refused, which is the point). */
type ActionInput = Parameters<Loop['act']>[1];

function build(s: Scenario, log: string[]): Loop {
  const loop = nethack.create({ version: s.version, seed: s.seed, options: { spawnRoll: s.spawnRoll } });
  s.monsters.forEach((base, i) => loop.add(`m${i}`, { kind: 'monster', base, tameness: 10 }));
  if (s.hero) loop.add('you', { kind: 'player', intrinsicFast: true, riding: s.rides && s.monsters.length > 0 ? 'm0' : null });
  if (s.listen) {
    for (const hook of ['passEnd', 'monsterAllocation', 'heroAllocation', 'spawnRoll', 'housekeeping', 'kick', 'unmul'] as const) {
      loop.on(hook, (payload) => log.push(`${hook} ${JSON.stringify(payload)}`));
    }
  }
  return loop;
}

/** The scripted chooser: the k-th turn does `script[k % length]`; every turn handed out is logged. */
function chooser(s: Scenario, loop: Loop, log: string[]): (turn: { actor: ActorId; kind: string; time: number; forced?: true }) => ActionInput {
  let k = 0;
  let added = 0;
  const monsterAt = (which: number): ActorId | undefined => loop.ids().filter((id) => id !== 'you')[which];
  return (turn) => {
    log.push(`turn ${String(turn.actor)} ${turn.kind} ${turn.time}${turn.forced ? ' forced' : ''}`);
    const move = s.script[k++ % s.script.length] as Move;
    switch (move.do) {
      case 'return':
        return (move.fresh ? { ...move.action } : move.action) as ActionInput;
      case 'throw':
        throw new Error(`chooser threw at turn ${k}`);
      case 'add':
        loop.add(`n${added++}`, { kind: 'monster', base: move.base });
        return MOVE;
      case 'remove': {
        const id = monsterAt(move.which);
        if (id !== undefined) loop.remove(id);
        return MOVE;
      }
      case 'update-monster': {
        const id = monsterAt(move.which);
        if (id !== undefined) loop.update(id, { base: move.base });
        return MOVE;
      }
      case 'update-hero':
        if (loop.ids().includes('you')) loop.update('you', { helpless: move.helpless });
        return MOVE;
      case 'act-inside':
        loop.act(turn.actor, MOVE);
        return MOVE;
      case 'next-inside':
        loop.next();
        return MOVE;
    }
  };
}

/** What one path leaves: the log (turns and hooks), the error and where it came, the final snapshot (or why there is none). */
function outcome(s: Scenario, steps: number, path: 'run' | 'step'): { log: string[]; error: string | null; snapshot: string } {
  const log: string[] = [];
  const loop = build(s, log);
  const choose = chooser(s, loop, log);
  let error: string | null = null;
  try {
    if (path === 'run') loop.run(steps, choose);
    else for (let i = 0; i < steps; i++) loop.step(choose);
  } catch (e) {
    // The loop names the call refused (run() or next()): the rest of the message must agree.
    const message = (e as Error).message.replace(/\b(run|next)\(\)/g, 'run() or next()');
    error = `${(e as Error).constructor.name}: ${message} (after ${log.filter((l) => l.startsWith('turn ')).length} turns)`;
  }
  let snapshot: string;
  try {
    snapshot = JSON.stringify(loop.snapshot());
  } catch (e) {
    snapshot = `no snapshot: ${(e as Error).message}`;
  }
  return { log, error, snapshot };
}

describe('loop.run through runSteps ≡ loop.step repeated', () => {
  it('the same turns, hooks, errors and final state, for scripted choosers', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 80 }), (s, steps) => {
        cases++;
        expect(outcome(s, steps, 'run')).toEqual(outcome(s, steps, 'step'));
      }),
      { numRuns: runs },
    );
  });

  it('a long run of reused frozen actions hands out the same turns as step, at every version', () => {
    for (const version of NETHACK_VERSIONS) {
      const s: Scenario = {
        version,
        seed: 7,
        monsters: [0, 3, 9, 12, 15, 18, 24, 30],
        hero: true,
        rides: false,
        listen: false,
        spawnRoll: true,
        script: [{ do: 'return', action: MOVE, fresh: false }],
      };
      const run = outcome(s, 3_000, 'run');
      expect(run.error).toBeNull();
      expect(run).toEqual(outcome(s, 3_000, 'step'));
    }
  });
});
