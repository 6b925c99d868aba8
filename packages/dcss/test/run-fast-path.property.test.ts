// `loop.run(n, choose)` goes through the DCSS engine's own `runSteps` (monsters handed out straight
// from the queue while the world reacts). It must be `loop.step(choose)` repeated n times: the same
// turns, hooks, random draws, errors at the same step, and the same state. Core's conformance kit
// checks this for every ruleset with generic choosers; this property drives what only DCSS has:
// pursuit (0.31+: the player's move names pursuers, a pursuer's step may draw an opportunity attack
// and its energy change), every version's rules, enchantments that run out, just-summoned monsters,
// energy given mid-turn (the monster is queued again), hook handlers that draw, and a move naming a
// pursuer that is not there, which the engine refuses with the turn left pending.
import fc from 'fast-check';
import type { ActorId, Turn } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { DCSS_VERSIONS, dcss } from '../src/index.js';

type Loop = ReturnType<typeof dcss.create>;
/** An action as `act` takes it; the chooser also answers with invalid ones, on purpose. */
type Act = Parameters<Loop['act']>[1];

const monsterArb = fc.record({
  speed: fc.integer({ min: 0, max: 40 }),
  energy: fc.integer({ min: 60, max: 100 }),
  justSummoned: fc.boolean(),
  // Durations a few world turns long, so that enchantments run out (and calc_speed re-rolls) mid-run.
  hasteDuration: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
  slowDuration: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
  berserkDuration: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
  move: fc.integer({ min: 5, max: 14 }),
});
type MonsterArb = typeof monsterArb extends fc.Arbitrary<infer M> ? M : never;

function monsterSpec(m: MonsterArb) {
  return {
    kind: 'monster' as const,
    speed: m.speed,
    energy: m.energy,
    justSummoned: m.justSummoned,
    energyUsage: { move: m.move },
    ...(m.hasteDuration === undefined ? {} : { hasted: true, hasteDuration: m.hasteDuration }),
    ...(m.slowDuration === undefined ? {} : { slowed: true, slowDuration: m.slowDuration }),
    ...(m.berserkDuration === undefined ? {} : { berserk: true, berserkDuration: m.berserkDuration }),
  };
}

/** What the chooser does on one turn before it answers (or instead of answering). */
type Move =
  | { readonly c: 'default' }
  | { readonly c: 'player'; readonly action: object }
  | { readonly c: 'monster'; readonly action: object }
  | { readonly c: 'pursue' }
  | { readonly c: 'ghostPursuer' }
  | { readonly c: 'bad' }
  | { readonly c: 'throw' }
  | { readonly c: 'energy'; readonly pick: number; readonly energy: number }
  | { readonly c: 'haste'; readonly pick: number }
  | { readonly c: 'add'; readonly monster: MonsterArb }
  | { readonly c: 'remove'; readonly pick: number }
  | { readonly c: 'actInside' }
  | { readonly c: 'nextInside' };

const moveArb: fc.Arbitrary<Move> = fc.oneof(
  { weight: 12, arbitrary: fc.constant({ c: 'default' } as const) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom<object>({ kind: 'wait' }, { kind: 'move', steps: 2 }, { kind: 'melee' }, { kind: 'stairs' }, { kind: 'fixed', aut: 13 }, { kind: 'equip' })
      .map((action) => ({ c: 'player' as const, action })),
  },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom<object>(
        { kind: 'move', swim: true },
        { kind: 'move', reach: true },
        { kind: 'move', pursuing: false },
        { kind: 'melee' },
        { kind: 'missile', thrown: true },
        { kind: 'spell', halved: true },
        { kind: 'pickup' },
        { kind: 'wait' },
        { kind: 'fixed', energy: 0 },
      )
      .map((action) => ({ c: 'monster' as const, action })),
  },
  { weight: 3, arbitrary: fc.constant({ c: 'pursue' } as const) },
  { weight: 1, arbitrary: fc.constant({ c: 'ghostPursuer' } as const) },
  { weight: 1, arbitrary: fc.constant({ c: 'bad' } as const) },
  { weight: 1, arbitrary: fc.constant({ c: 'throw' } as const) },
  { weight: 2, arbitrary: fc.record({ c: fc.constant('energy' as const), pick: fc.nat(), energy: fc.integer({ min: 70, max: 120 }) }) },
  { weight: 1, arbitrary: fc.record({ c: fc.constant('haste' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ c: fc.constant('add' as const), monster: monsterArb }) },
  { weight: 1, arbitrary: fc.record({ c: fc.constant('remove' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ c: 'actInside' } as const) },
  { weight: 1, arbitrary: fc.constant({ c: 'nextInside' } as const) },
);

/** Random runs (`FAST_CHECK_RUNS`, default 100), so CI and local runs can go deeper. */
const runs = Number(process.env.FAST_CHECK_RUNS ?? 100);

class ChooserThrew extends Error {}

/** `ok`, the chooser's own failure, or a typed error's code (anything else fails the test). */
function outcome(f: () => unknown): string {
  try {
    f();
    return 'ok';
  } catch (e) {
    if (e instanceof ChooserThrew) return 'chooser threw';
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return `${code}: ${(e as Error).message}`;
    throw e;
  }
}

const DEFAULT = { player: Object.freeze({ kind: 'move' }), monster: Object.freeze({ kind: 'move' }) } as const;

/** A chooser playing `script` in turn on `loop`, logging each turn and what came of what it did. */
function chooser(loop: Loop, script: readonly Move[], log: string[], added: { n: number }): (turn: Readonly<Turn>) => Act {
  let i = 0;
  return (turn) => {
    log.push(`turn ${String(turn.actor)} ${turn.kind} t=${turn.time}`);
    const move = script[i++ % script.length] as Move;
    const kind = turn.kind as 'player' | 'monster';
    const monsters = (): ActorId[] => loop.ids().filter((id) => loop.kindOf(id) === 'monster');
    const pick = (n: number): ActorId | undefined => monsters()[n % Math.max(1, monsters().length)];
    switch (move.c) {
      case 'default':
        return DEFAULT[kind];
      case 'player':
        return kind === 'player' ? (move.action as Act) : DEFAULT[kind];
      case 'monster':
        return kind === 'monster' ? (move.action as Act) : DEFAULT[kind];
      case 'pursue':
        return kind === 'player' ? { kind: 'move', pursuers: monsters().slice(0, 3) } : { kind: 'move', reach: true };
      case 'ghostPursuer':
        return { kind: 'move', pursuers: [...monsters().slice(0, 1), 'ghost'] };
      case 'bad':
        return { kind: 'fly' } as unknown as Act;
      case 'throw':
        throw new ChooserThrew('the chooser failed');
      case 'energy': {
        const id = pick(move.pick);
        if (id !== undefined) log.push(`energy ${outcome(() => loop.update(id, { energy: move.energy }))}`);
        return DEFAULT[kind];
      }
      case 'haste': {
        const id = pick(move.pick);
        if (id !== undefined) log.push(`haste ${outcome(() => loop.update(id, { hasted: true, hasteDuration: 25 }))}`);
        return DEFAULT[kind];
      }
      case 'add':
        log.push(`add ${outcome(() => loop.add(`added-${added.n++}`, monsterSpec(move.monster)))}`);
        return DEFAULT[kind];
      case 'remove': {
        const id = pick(move.pick);
        if (id !== undefined) log.push(`remove ${outcome(() => loop.remove(id))}`);
        return DEFAULT[kind];
      }
      case 'actInside':
        log.push(`act inside ${outcome(() => loop.act(turn.actor, DEFAULT[kind]))}`);
        return DEFAULT[kind];
      case 'nextInside':
        log.push(`next inside ${outcome(() => loop.next())}`);
        return DEFAULT[kind];
    }
  };
}

/** Logs every hook; the monster's AI draws one number per action, as a game built on the ruleset would. */
function listen(loop: Loop, log: string[]): void {
  for (const hook of Object.keys(dcss.hooks) as (keyof typeof dcss.hooks)[]) {
    loop.on(hook, (payload: unknown, ctx) => {
      log.push(`hook ${hook} ${JSON.stringify(payload)}${hook === 'monsterAction' ? ` ai ${ctx.random.below(8)}` : ''}`);
    });
  }
}

function failed(loop: Loop): boolean {
  return outcome(() => loop.snapshot()).startsWith('LOOP_FAILED');
}

describe('loop.run through the DCSS engine fast path', () => {
  it('is loop.step repeated: same turns, hooks, draws, errors and snapshots, over every version', () => {
    let cases = 0;
    let steps = 0;
    let stops = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...DCSS_VERSIONS),
        fc.nat(),
        fc.record({ hasted: fc.boolean(), slowed: fc.boolean(), movementSpeed: fc.integer({ min: 6, max: 14 }) }),
        fc.array(monsterArb, { minLength: 1, maxLength: 6 }),
        fc.array(fc.record({ steps: fc.integer({ min: 0, max: 40 }), script: fc.array(moveArb, { minLength: 1, maxLength: 8 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.boolean(),
        (version, seed, player, monsters, chunks, hear) => {
          cases++;
          const make = (): Loop => {
            const loop = dcss.create({ version, seed });
            loop.add('you', { kind: 'player', ...player });
            monsters.forEach((m, i) => loop.add(i, monsterSpec(m)));
            return loop;
          };
          const viaRun = make();
          const viaStep = make();
          const runLog: string[] = [];
          const stepLog: string[] = [];
          // With and without listeners: the engine builds payloads only for a listener.
          if (hear) {
            listen(viaRun, runLog);
            listen(viaStep, stepLog);
          }
          const runAdded = { n: 0 };
          const stepAdded = { n: 0 };
          for (const chunk of chunks) {
            const got = outcome(() => viaRun.run(chunk.steps, chooser(viaRun, chunk.script, runLog, runAdded)));
            const choose = chooser(viaStep, chunk.script, stepLog, stepAdded);
            const want = outcome(() => {
              for (let s = 0; s < chunk.steps; s++) viaStep.step(choose);
            });
            steps += chunk.steps;
            if (want !== 'ok') stops++;
            expect(got).toBe(want);
            expect(runLog).toEqual(stepLog);
            expect(failed(viaRun)).toBe(failed(viaStep));
            if (failed(viaStep)) return;
            expect(JSON.stringify(viaRun.snapshot())).toBe(JSON.stringify(viaStep.snapshot()));
            // A turn the chooser left pending (it threw, or answered badly) is settled alike.
            const pending = viaStep.pending;
            if (pending !== undefined) {
              const action = DEFAULT[viaStep.kindOf(pending) as 'player' | 'monster'];
              expect(outcome(() => viaRun.act(pending, action))).toBe(outcome(() => viaStep.act(pending, action)));
            }
          }
        },
      ),
      { numRuns: runs },
    );
    console.log(`dcss run fast path: ${cases} cases, ${steps} steps asked of run() and of step() repeated, identical; ${stops} stretches stopped by an error`);
    expect(cases).toBe(runs);
  });
});
