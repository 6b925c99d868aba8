// `loop.run(n, choose)` goes through the engine's own turn loop (`runSteps`); `loop.step(choose)`
// repeated goes through `next()` and the charge. Both must be the same game: the same turns, the
// same draws, the same hooks, the same error at the same turn and the same state after it. The
// scripted choosers below exercise what is particular to FrogComposband: every player command,
// monsters that move onto terrain (extra draws), monsters added mid-pass (MFLAG_BORN), a mount,
// hasted and slowed monsters on tick turns, hook handlers that draw, and choosers that misbehave.
import { frogcomposband, type FrogcomposbandMonsterAction, type FrogcomposbandPlayerAction } from '../src/index.js';
import { scripted } from '@turnkeeper/core';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';

const runs = Number(process.env.FAST_CHECK_RUNS ?? 60);
let cases = 0;

type FrogLoop = ReturnType<typeof frogcomposband.create>;

/** Commands of every player kind, valid for the default player. */
const PLAYER_ACTIONS: readonly FrogcomposbandPlayerAction[] = [
  { kind: 'act' },
  { kind: 'act', energyUse: 500 },
  { kind: 'act', energyUse: 0 },
  { kind: 'act', energyUse: 100, timeStop: true },
  { kind: 'move', terrain: 'tree' },
  { kind: 'move', terrain: 'snow', web: true },
  { kind: 'shoot', bow: 'longBow', shots: 160 },
  { kind: 'melee', weapons: 2, heavyCrit: true },
  { kind: 'shapechange' },
  { kind: 'cast', spellLevel: 3 },
  { kind: 'device', device: 'rod', itemLevel: 10, speedPval: 2 },
  { kind: 'toggle', mode: 'stalk' },
  { kind: 'innRest' },
];
const MONSTER_ACTIONS: readonly FrogcomposbandMonsterAction[] = [
  { kind: 'act' },
  { kind: 'move', terrain: 'slush' },
  { kind: 'move', terrain: 'tree', web: true },
];

/** What a chooser does at one turn besides answering. */
const OPS = [
  'answer',
  'answerFrozen',
  'throw',
  'badAction',
  'add',
  'removeOther',
  'removeSelf',
  'updateMonster',
  'updatePlayer',
  'mount',
  'actInside',
  'nextInside',
  'listen',
] as const;
type Op = (typeof OPS)[number];

const scenarioArb = fc.record({
  seed: fc.integer({ min: 0, max: 0xffff }),
  startTurn: fc.integer({ min: 0, max: 25 }),
  player: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  monsters: fc.array(
    fc.record({
      speed: fc.integer({ min: -10, max: 30 }),
      energyNeed: fc.integer({ min: -50, max: 150 }),
      aware: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      fast: fc.integer({ min: 0, max: 3 }),
      slow: fc.integer({ min: 0, max: 2 }),
      minislow: fc.integer({ min: 0, max: 4 }),
    }),
    { minLength: 1, maxLength: 5 },
  ),
  // Mostly plain answers, so that the misbehaviours land at many different points of a game turn.
  ops: fc.array(fc.oneof({ weight: 12, arbitrary: fc.constant<Op>('answer') }, { weight: 6, arbitrary: fc.constantFrom<Op>(...OPS) }), {
    minLength: 1,
    maxLength: 60,
  }),
  picks: fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 20 }),
  steps: fc.integer({ min: 1, max: 80 }),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

/** Actions recognised by identity when the chooser returns the same frozen object. */
const FROZEN_PLAYER = Object.freeze({ kind: 'act' } as const);
const FROZEN_MONSTER = Object.freeze({ kind: 'act' } as const);

function build(s: Scenario): FrogLoop {
  // A scripted source (values cycled): the same draws for both paths, whatever they ask.
  const values = Array.from({ length: 4096 }, (_, i) => (s.seed * 7919 + i * 104_729) % 65_536);
  const loop = frogcomposband.create({ random: scripted(values, { then: 'zeros' }), options: { startTurn: s.startTurn } });
  if (s.player) loop.add('P', { kind: 'player', speed: 5 });
  s.monsters.forEach((m, i) => loop.add(i + 1, { kind: 'monster', ...m, index: i + 1 }));
  return loop;
}

interface Outcome {
  log: unknown[];
  error: string | null;
  snapshot: string;
}

/**
 * The chooser a scenario scripts, writing what it sees (and what the hooks see) into `log`: the
 * k-th call does `ops[k mod ops.length]`, picking actions and actors with `picks`.
 */
function chooserFor(s: Scenario, loop: FrogLoop, log: unknown[]): (turn: { actor: string | number; kind: string; time: number; forced?: true }) => unknown {
  let k = 0;
  let added = 0;
  const pick = (): number => s.picks[k % s.picks.length] as number;
  return (turn) => {
    const op = s.ops[k % s.ops.length] as Op;
    log.push({ turn: { ...turn }, op, view: loop.inspect(turn.actor) });
    k++;
    const answer = turn.kind === 'player' ? PLAYER_ACTIONS[pick() % PLAYER_ACTIONS.length] : MONSTER_ACTIONS[pick() % MONSTER_ACTIONS.length];
    const others = loop.ids().filter((id) => id !== turn.actor && id !== 'P');
    switch (op) {
      case 'answer':
        return answer;
      case 'answerFrozen':
        return turn.kind === 'player' ? FROZEN_PLAYER : FROZEN_MONSTER;
      case 'throw':
        throw new Error(`chooser refused at call ${k}`);
      case 'badAction':
        return { kind: 'teleport' };
      case 'add':
        // A free slot below the monster acting gets MFLAG_BORN: it waits one visit.
        added++;
        loop.add(`new${added}`, { kind: 'monster', speed: pick() % 20, energyNeed: pick() % 50 });
        return answer;
      case 'removeOther':
        if (others.length > 0) loop.remove(others[pick() % others.length] as string | number);
        return answer;
      case 'removeSelf':
        loop.remove(turn.actor);
        return answer;
      case 'updateMonster':
        if (others.length > 0) loop.update(others[pick() % others.length] as string | number, { speed: pick() % 30, fast: pick() % 3, aware: true });
        return answer;
      case 'updatePlayer':
        if (loop.has('P')) loop.update('P', { haste: pick() % 4, speed: pick() % 15 });
        return answer;
      case 'mount':
        if (loop.has('P') && others.length > 0) loop.update('P', { mount: others[pick() % others.length] as string | number });
        return answer;
      case 'actInside':
        loop.act(turn.actor, answer as never);
        return answer;
      case 'nextInside':
        loop.next();
        return answer;
      case 'listen':
        // A handler registered mid-run that draws: every later hook must come at the same point.
        loop.on('monsterTimers', ({ actor }, ctx) => {
          log.push({ hook: 'monsterTimers', actor, draw: ctx.random.below(7) });
        });
        loop.on('gameTurnEnd', ({ gameTurn }) => {
          log.push({ hook: 'gameTurnEnd', gameTurn });
        });
        return answer;
    }
  };
}

/** The error as a comparable line: its class, code and message. */
function describeError(e: unknown): string {
  if (!(e instanceof Error)) return `non-error ${String(e)}`;
  const code = (e as { code?: unknown }).code;
  // The method named in a refusal is the one the caller used (run, next or step): the rest must match.
  return `${e.constructor.name} ${String(code)}: ${e.message.replace(/\b(run|next|step)\(\)/g, 'the loop')}`;
}

function snapshotOf(loop: FrogLoop): string {
  try {
    return JSON.stringify(loop.snapshot());
  } catch (e) {
    return `snapshot refused: ${describeError(e)}`;
  }
}

function viaRun(s: Scenario): Outcome {
  const loop = build(s);
  const log: unknown[] = [];
  let error: string | null = null;
  try {
    loop.run(s.steps, chooserFor(s, loop, log) as never);
  } catch (e) {
    error = describeError(e);
  }
  return { log, error, snapshot: snapshotOf(loop) };
}

function viaStep(s: Scenario): Outcome {
  const loop = build(s);
  const log: unknown[] = [];
  const choose = chooserFor(s, loop, log);
  let error: string | null = null;
  try {
    // run() refuses an empty loop with NO_ACTORS once no actor can act; next() says the same.
    for (let i = 0; i < s.steps; i++) loop.step(choose as never);
  } catch (e) {
    error = describeError(e);
  }
  return { log, error, snapshot: snapshotOf(loop) };
}

describe('loop.run through runSteps ≡ loop.step repeated (FrogComposband)', () => {
  afterAll(() => {
    console.log(`run-fast-path: ${cases} scripted scenarios compared`);
  });

  it('gives the same turns, hooks, draws, error and final snapshot for any scripted chooser', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        cases++;
        const a = viaRun(s);
        const b = viaStep(s);
        expect(a.error).toBe(b.error);
        expect(a.log).toEqual(b.log);
        expect(a.snapshot).toBe(b.snapshot);
      }),
      { numRuns: runs },
    );
  });

  it('meets the misbehaviours it scripts: each kind of error is reached in some scenario', () => {
    // Without this, a chooser that never reached its misbehaviours would make the comparison trivial.
    const seen = new Set<string>();
    fc.assert(
      fc.property(scenarioArb, (s) => {
        cases++;
        const { error } = viaRun(s);
        if (error !== null) seen.add(error.split(':')[0] as string);
      }),
      { numRuns: runs, seed: 19 },
    );
    // The chooser's own error, a bad action, an act inside the chooser (or the due actor removed
    // there), a next() inside it.
    expect([...seen]).toEqual(
      expect.arrayContaining(['Error undefined', 'UnknownActionError UNKNOWN_ACTION', 'TurnOrderError NO_TURN_PENDING', 'TurnOrderError TURN_PENDING']),
    );
  });
});
