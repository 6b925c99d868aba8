// loop.run(n, choose) goes through the engine's runSteps (the monster pass handed out in a tight
// loop, the chooser inside host.turn); loop.step(choose) n times goes through next() and act().
// Driven by the same scripted chooser — valid actions of both kinds (melee with its natural-attack
// rolls, spells, stairs), forced passes of a paralysed player, choosers that throw, return a bad
// action, add, remove or patch actors, change the level, or call act() or next() inside, a walk the
// engine refuses (the player's speed beyond extract_energy's table) — the two must see the same
// turns, stop with the same error at the same turn, and leave the same snapshot.
import { restore, type ActorId } from '@turnkeeper/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cthangband } from '../src/index.js';

type Loop = ReturnType<typeof cthangband.create>;
type Turn = ReturnType<Loop['next']>;

const PLAYER_ACTIONS = [
  Object.freeze({ kind: 'walk' }),
  Object.freeze({ kind: 'run' }),
  Object.freeze({ kind: 'melee' }),
  Object.freeze({ kind: 'const_cost', cost: 30 }),
  Object.freeze({ kind: 'spell', skill: 20, min: 12 }),
  Object.freeze({ kind: 'stairs' }),
] as const;
const MONSTER_ACTIONS = [
  Object.freeze({ kind: 'move' }),
  Object.freeze({ kind: 'melee_player' }),
  Object.freeze({ kind: 'melee_player', noRefund: true }),
  Object.freeze({ kind: 'spell_at_player', speedAfter: 10 }),
  Object.freeze({ kind: 'late_spell' }),
  Object.freeze({ kind: 'asleep' }),
  Object.freeze({ kind: 'cannot_sense' }),
] as const;

/** What the chooser does on one call (the script is read in call order, the same on both paths; valid actions after it). */
type Move =
  | { readonly m: 'act'; readonly pick: number; readonly fresh: boolean }
  | { readonly m: 'throw' }
  | { readonly m: 'bad'; readonly pick: number }
  | { readonly m: 'add'; readonly speed: number; readonly energy: number | null }
  | { readonly m: 'remove'; readonly pick: number }
  | { readonly m: 'energy'; readonly pick: number; readonly energy: number }
  | { readonly m: 'paralyze'; readonly turns: number }
  | { readonly m: 'level' }
  | { readonly m: 'actInside'; readonly pick: number }
  | { readonly m: 'nextInside' };

const moveArb: fc.Arbitrary<Move> = fc.oneof(
  { weight: 40, arbitrary: fc.record({ m: fc.constant('act' as const), pick: fc.nat(), fresh: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ m: 'throw' as const }) },
  { weight: 1, arbitrary: fc.record({ m: fc.constant('bad' as const), pick: fc.nat(2) }) },
  {
    weight: 2,
    arbitrary: fc.record({ m: fc.constant('add' as const), speed: fc.integer({ min: -20, max: 30 }), energy: fc.option(fc.integer({ min: 900, max: 1100 })) }),
  },
  { weight: 2, arbitrary: fc.record({ m: fc.constant('remove' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ m: fc.constant('energy' as const), pick: fc.nat(), energy: fc.integer({ min: -2000, max: 2000 }) }) },
  { weight: 1, arbitrary: fc.record({ m: fc.constant('paralyze' as const), turns: fc.constantFrom(0, 1, 3) }) },
  { weight: 1, arbitrary: fc.constant({ m: 'level' as const }) },
  { weight: 1, arbitrary: fc.record({ m: fc.constant('actInside' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ m: 'nextInside' as const }) },
);

interface Setup {
  readonly seed: number;
  /** Mostly inside extract_energy's table (−110..+89); beyond it, the engine refuses a walk or a run (a typed refusal, the turn kept pending). */
  readonly playerSpeed: number;
  readonly monsters: readonly { readonly speed: number; readonly energy: number | null }[];
  readonly heard: boolean;
}

const setupArb: fc.Arbitrary<Setup> = fc.record({
  seed: fc.nat(),
  playerSpeed: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: -10, max: 20 }) }, { weight: 1, arbitrary: fc.integer({ min: 80, max: 100 }) }),
  monsters: fc.array(fc.record({ speed: fc.integer({ min: -20, max: 30 }), energy: fc.option(fc.integer({ min: 900, max: 1100 })) }), { maxLength: 12 }),
  heard: fc.boolean(),
});

function actionFor(turn: Turn, pick: number, fresh: boolean): object {
  const list: readonly object[] = turn.kind === 'player' ? PLAYER_ACTIONS : MONSTER_ACTIONS;
  const action = list[pick % list.length] as object;
  // A fresh copy is validated again; the frozen one is recognised by identity.
  return fresh ? { ...action } : action;
}

function monsterSpec(speed: number, energy: number | null): Parameters<Loop['add']>[1] {
  return energy === null ? { kind: 'monster', speed, hitDice: [2, 4], sleep: 3, asleep: true } : { kind: 'monster', speed, energy };
}

/** One path's record: the turns the chooser saw, the hooks heard, and how it ended. */
interface PathRecord {
  readonly log: string[];
  ended: string;
  snapshot: string;
}

/** A loop for the setup, a chooser reading `script` in call order, and the record it writes. */
function drive(setup: Setup, script: readonly Move[], steps: number, path: 'run' | 'step'): PathRecord {
  const loop = cthangband.create({ seed: setup.seed });
  const record: PathRecord = { log: [], ended: 'ok', snapshot: '' };
  let nextId = 0;
  if (setup.heard) {
    for (const hook of ['afterPlayer', 'turnEnd', 'processWorld', 'leaveLevel', 'newLevel', 'playerBlow'] as const) {
      loop.on(hook, (payload) => record.log.push(`${hook} ${JSON.stringify(payload)}`));
    }
    // A game spawns from its hooks: a monster on each new level.
    loop.on('newLevel', () => loop.add(`spawn${nextId++}`, { kind: 'monster', speed: 0, energy: 995 }));
  }
  loop.add('player', { kind: 'player', speed: setup.playerSpeed, numBlow: 2, naturalAttacks: 1 });
  setup.monsters.forEach((m, k) => loop.add(`m${k}`, monsterSpec(m.speed, m.energy)));
  let calls = 0;
  const monsters = (): ActorId[] => loop.ids().filter((id) => id !== 'player');
  const choose = (turn: Turn): object => {
    // After the script, valid actions: most runs go on well past the script's last move.
    const move = script[calls] ?? ({ m: 'act', pick: calls, fresh: false } as const);
    calls++;
    record.log.push(`turn ${String(turn.actor)} ${turn.kind} ${turn.time} ${String(turn.forced)}`);
    const valid = actionFor(turn, calls, false);
    switch (move.m) {
      case 'act':
        return actionFor(turn, move.pick, move.fresh);
      case 'throw':
        throw new Error(`chooser failed on call ${calls}`);
      case 'bad':
        return move.pick === 0 ? { kind: 'teleport' } : move.pick === 1 ? { kind: 'const_cost', cost: -1 } : { ...valid, extra: 1 };
      case 'add':
        if (monsters().length < 40) loop.add(`a${nextId++}`, monsterSpec(move.speed, move.energy));
        return valid;
      case 'remove': {
        const ids = monsters();
        if (ids.length > 0) loop.remove(ids[move.pick % ids.length] as ActorId);
        return valid;
      }
      case 'energy': {
        const ids = monsters();
        if (ids.length > 0) loop.update(ids[move.pick % ids.length] as ActorId, { energy: move.energy });
        return valid;
      }
      case 'paralyze':
        loop.update('player', { paralyzed: move.turns });
        return valid;
      case 'level':
        loop.update('player', { newLevelFlag: true });
        return valid;
      case 'actInside':
        loop.act(turn.actor, actionFor(turn, move.pick, false) as never);
        return valid;
      case 'nextInside':
        loop.next();
        return valid;
    }
  };
  try {
    if (path === 'run') loop.run(steps, choose as never);
    else for (let i = 0; i < steps; i++) loop.step(choose as never);
  } catch (error) {
    const e = error as { name?: string; code?: string; message?: string };
    record.ended = `${String(e.name)} ${String(e.code)} ${String(e.message)} after ${calls} calls`;
  }
  try {
    record.snapshot = JSON.stringify(loop.snapshot());
    // The snapshot restores, and the restored loop goes on: a state a step could not reach would not.
    restore(cthangband, JSON.parse(record.snapshot) as never);
  } catch (error) {
    record.snapshot = `no snapshot: ${String((error as { code?: string }).code)}`;
  }
  return record;
}

describe('loop.run through the engine fast path is loop.step repeated (dungeon.c dungeon(), melee2.c process_monsters())', () => {
  it('sees the same turns and hooks, ends with the same error at the same call, and leaves the same snapshot', () => {
    let runs = 0;
    let errors = 0;
    let refused = 0;
    fc.assert(
      fc.property(setupArb, fc.array(moveArb, { minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 150 }), (setup, script, steps) => {
        runs++;
        const run = drive(setup, script, steps, 'run');
        const step = drive(setup, script, steps, 'step');
        expect(run.log).toEqual(step.log);
        expect(run.ended).toBe(step.ended);
        expect(run.snapshot).toBe(step.snapshot);
        if (run.ended !== 'ok') errors++;
        if (run.ended.includes('do_cmd_walk')) refused++;
      }),
      { numRuns: 100 },
    );
    console.log(`run ≡ step repeated: ${runs} random scripts, ${errors} of them ended by an error (${refused} by the engine's refusal of a walk), identical`);
    expect(errors).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });

  it('hands out the same turns through run as through step with only valid frozen actions, many monsters', () => {
    let runs = 0;
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 100, max: 511 }), (seed, n) => {
        runs++;
        const setup: Setup = { seed, playerSpeed: 0, monsters: Array.from({ length: n }, (_, k) => ({ speed: (k * 7) % 30, energy: null })), heard: false };
        const script: Move[] = [];
        const run = drive(setup, script, 3000, 'run');
        const step = drive(setup, script, 3000, 'step');
        expect(run.log).toEqual(step.log);
        expect(run.ended).toBe('ok');
        expect(run.snapshot).toBe(step.snapshot);
      }),
      { numRuns: 3 },
    );
    console.log(`run ≡ step repeated near the full list: ${runs} runs of 3000 turns, identical`);
  });
});
