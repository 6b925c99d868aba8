import { fileURLToPath } from 'node:url';
import { frac, InvalidSpecError } from '@turnkeeper/core';
import { untestedReadmeBlocks } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import {
  actorRate,
  clipBounds,
  doubleMove,
  effectiveSpeed,
  energyNeedDistribution,
  energyOfRaw,
  frogOptions,
  frogSpec,
  monsterSpeedDistribution,
  playerSpeed,
  speedText,
} from '@turnkeeper/frogcomposband';
import { FrogRng, frogcomposband } from '@turnkeeper/frogcomposband';

const loop = frogcomposband.create({ random: FrogRng.seeded(12345) });
loop.add('hero', { kind: 'player', speed: 10 });
loop.add('orc', { kind: 'monster', race: 0 }); // its speed and starting energy are rolled, as in the game
const turn = loop.next(); // { actor: 'hero', time: 1 }: the player goes first in every game turn
loop.act(turn.actor, { kind: 'act' }); // a nominal-100 command; its cost is drawn now

describe('README examples', () => {
  it('quick start', () => {
    expect(turn).toEqual({ actor: 'hero', time: 1 });
    expect(loop.inspect('hero')).toMatchObject({ speed: 10, energy: 20 });
  });

  it('bad input names the field', () => {
    let message = '';
    try {
      loop.add('ghost', { kind: 'monster', speed: 95 });
    } catch (e) {
      message = (e as Error).message; // names "speed", the value 95 and the range −99..89
    }
    expect(message).toMatch(/speed/);
    expect(message).toMatch(/95/);
    expect(message).toMatch(/-99 to 89/);
    expect(() => loop.add('ghost', { kind: 'monster', speed: 95 })).toThrow(InvalidSpecError);
  });

  it('hooks', () => {
    loop.on('monsterTimers', ({ actor }, ctx) => {
      if (actor === 'orc') ctx.random.below(1024); // e.g. a sleeping orc's noise roll
    });
    const ticks: number[] = [];
    loop.on('monsterTimers', (p) => ticks.push(p.gameTurn));
    while (loop.time < 25) {
      const t = loop.next();
      loop.act(t.actor, { kind: 'act' });
    }
    expect(ticks).toEqual([10, 20]);
  });

  it('tables and rules', () => {
    const energy = energyOfRaw(26); // 36 energy per game turn
    const shown = effectiveSpeed(26); // '3.6x'
    const sidebar = speedText(26, { effective: true }); // 'Fast (3.6x)'
    const band = clipBounds(energyOfRaw(0)); // { min: 70, max: 130 }
    const oldBand = clipBounds(energyOfRaw(0), '7.0.cloudberry'); // { min: 67, max: 133 }
    const hasted = playerSpeed({ base: 5, hasted: true, binarySlow: true, minislow: 4 }); // { raw: 4, internal: 114, energy: 14 }
    expect([energy, shown, sidebar]).toEqual([36, '3.6x', 'Fast (3.6x)']);
    expect(band).toEqual({ min: 70, max: 130 });
    expect(oldBand).toEqual({ min: 67, max: 133 });
    expect(hasted).toEqual({ raw: 4, internal: 114, energy: 14 });
  });

  it('exact analysis', () => {
    const cost = energyNeedDistribution(energyOfRaw(0));
    const atMin = cost.p(70).toString(); // '787/16384', that is 3148/65536
    const orcSpeed = monsterSpeedDistribution(0).dist; // −3..+3: ±3 one time in four, else ±1
    const perTurn = actorRate(frogSpec.parse({ kind: 'player', speed: 26 }), { kind: 'act' }, '7.1.salmiak', frogOptions.parse({})); // 9/25
    const odds = doubleMove(0, 10); // the player at +0, a monster at +10
    const twice = odds.pDoubleMove; // ≈ 0.838: the monster often acts twice in a row
    expect(atMin).toBe('787/16384');
    expect(orcSpeed.support()).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect(perTurn).toEqual(frac(9, 25));
    expect(twice).toBeCloseTo(0.838, 3);
  });

  it('the game generator', () => {
    const rng = FrogRng.seeded(12345);
    const first = rng.below(100); // 50, as the game draws it
    expect(first).toBe(50);
  });

  it('shows no example that a test does not run', () => {
    const readme = fileURLToPath(new URL('../README.md', import.meta.url));
    const tests = ['./readme.test.ts', './golden-replay.test.ts'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
    expect(untestedReadmeBlocks(readme, tests)).toEqual([]);
  });
});
