import { cthangband } from '@turnkeeper/cthangband';

const loop = cthangband.create({ seed: 42 });
loop.add('player', { type: 'player', speed: 10, numBlow: 3, naturalAttacks: 1 });
loop.add('orc', { type: 'monster', speed: 0, numBlows: 2, energy: 990 });
loop.add('jackal', { type: 'monster', speed: 0, sleep: 10, hitDice: [1, 4], asleep: true });

const first = loop.next(); // { actor: 'player', time: 1 }: 1050 + 10 >= 1000
loop.act(first.actor, { kind: 'walk' }); // a step costs 50 at +10
const second = loop.next(); // the player again on tick 1: 1010 is still >= 1000
loop.act(second.actor, { kind: 'melee' }); // one blow: 100/3 = 33, +10 if randint(3) == 1
const third = loop.next(); // the orc: 990 + 10, charged its move cost (100) up front
loop.act(third.actor, { kind: 'melee_player' }); // refunded, charged 100/2 = 50 instead

import { fileURLToPath } from 'node:url';
import { untestedReadmeBlocks } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import {
  ZRand,
  actionsPerRound,
  blowCost,
  doubleMoveOdds,
  gameTime,
  meanStepsPerRound,
  moveCost,
  spellEnergy,
  waitSequence,
} from '@turnkeeper/cthangband';

describe('README examples', () => {
  it('quick start', () => {
    expect(first).toEqual({ actor: 'player', time: 1 });
    expect(second).toEqual({ actor: 'player', time: 1 });
    expect(third).toEqual({ actor: 'orc', time: 1 });
    expect(loop.inspect('orc')).toMatchObject({ energy: 1000 - 100 + 100 - 50 });
  });

  it('hooks', () => {
    const game = cthangband.create({ seed: 1 });
    game.add('player', { type: 'player' });
    game.on('processWorld', ({ turn }, ctx) => {
      // once a round (turn % 10 == 0): timed effects, regeneration, random monster generation…
      if (ctx.random.below(20) === 0) game.add(`wanderer@${turn}`, { type: 'monster', speed: 0, hitDice: [2, 6] });
    });
    game.on('afterPlayer', ({ tick }) => {
      // between process_player() and process_monsters(): a monster summoned here acts this tick
      if (tick === 5) game.add('summoned', { type: 'monster', speed: 10, energy: 995 });
    });
    for (let i = 0; i < 500; i++) {
      const turn = game.next();
      game.act(turn.actor, turn.actor === 'player' ? { kind: 'rest' } : { kind: 'move' });
    }
    expect(game.ids().filter((id) => String(id).startsWith('wanderer')).length).toBeGreaterThan(0);
    expect(game.has('summoned')).toBe(true);
  });

  it('random generator', () => {
    const rng = ZRand.complex(42); // Rand_state_init(42): the game's default "complex" generator
    const first100 = rng.below(100); // rand_int(100)
    const replay = cthangband.create({ random: ZRand.complex(42) }); // a seed reproduces the game's stream
    const snapshot = replay.snapshot(); // the generator's state is saved with the loop
    expect(first100).toBe(51); // rng_zrand.json, seed 42, first value
    expect(snapshot.random.kind).toBe('cthangband-zrand');
  });

  it('tables and rules', () => {
    const step = moveCost(10); // 50: "Fast (+10)" steps twice a round
    const blow = blowCost(3); // 33: 100/3 with integer division
    const spell = spellEnergy(20, 12); // 37: 8 above the minimum
    const hard = spellEnergy(10, 40); // 300: the code caps what the help text calls 1000
    const clock = gameTime(62500); // { clock: '9:00 PM', is_night: true, day: 1, … }
    expect([step, blow, spell, hard]).toEqual([50, 33, 37, 300]);
    expect(clock).toMatchObject({ clock: '9:00 PM', is_night: true, day: 1 });
  });

  it('analysis', () => {
    const help = waitSequence({ cost: 25, startEnergy: 990, ticks: 10 }); // the help text's example
    const waits = help.map((row) => row.wait); // [25, 15, 5, 20, 10, 25, 15, 5, 20, 10]
    const blows = actionsPerRound({ type: 'player', numBlow: 3 }, { kind: 'melee', naturalAttacks: 0 }); // 100/33
    const slowRaces = meanStepsPerRound(-20); // ≈ 0.574 steps a round, not 0.3: the spread bug
    const odds = doubleMoveOdds({
      player: { speed: 0 },
      playerAction: { kind: 'walk' },
      monster: { speed: 5, unique: true }, // start energy still rolled: 900..999
      monsterAction: { kind: 'move' },
    });
    expect(waits).toEqual([25, 15, 5, 20, 10, 25, 15, 5, 20, 10]);
    expect(blows.toString()).toBe('100/33');
    expect(slowRaces.toNumber().toFixed(3)).toBe('0.574');
    // +5 costs 67 a step: 100/67 steps per player step, so a double move 33 times in 67
    expect(odds.atLeastTwo.toString()).toBe('33/67');
  });

  it('every ts block of the README is one of these examples', () => {
    const readme = fileURLToPath(new URL('../README.md', import.meta.url));
    expect(untestedReadmeBlocks(readme, [fileURLToPath(import.meta.url)])).toEqual([]);
  });
});
