import { LoopFailedError, restore } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { ANGBAND_DRAW_SITES, angband } from 'turnkeeper-angband';

type AngbandLoop = ReturnType<typeof angband.create>;

/** Adds a wandering monster, placed by the ruleset, on each processWorld roll of 0 in 10. */
function wander(loop: AngbandLoop, arrived = 0): void {
  let n = arrived;
  loop.on('processWorld', (p, ctx) => {
    // The game's one_in_(500), made likelier so that wanderers arrive within a short run.
    if (ctx.random.below(p.monsterChance / 50) === 0) loop.add(`wanderer-${++n}`, { kind: 'monster', speed: 5 });
  });
}

/** A player and monsters the ruleset places, drawing their spread and start energy. */
function populate(loop: AngbandLoop): void {
  wander(loop);
  loop.add('you', { kind: 'player', speed: 5, moves: 1 });
  loop.add('spider', { kind: 'monster', speed: 10 });
  loop.add('orc', { kind: 'monster', speed: 0 });
  loop.add('Grip', { kind: 'monster', speed: 10, unique: true });
}

function play(loop: AngbandLoop, steps: number): void {
  loop.run(steps, (turn) => (turn.kind === 'player' ? { kind: 'move' } : { kind: 'act' }));
}

const wanderers = (loop: AngbandLoop): number => loop.ids().filter((id) => String(id).startsWith('wanderer')).length;
const draws = (loop: AngbandLoop): string[] => (loop.trace?.events ?? []).flatMap((e) => (e.type === 'random' ? [`${e.n}:${e.result}:${e.site ?? ''}`] : []));

describe('monsters placed by the ruleset, with draws (src/mon-make.c place_new_monster_one())', () => {
  for (const generator of ['core', 'game'] as const) {
    it(`replays a seed exactly and continues identically from a snapshot (${generator} generator)`, () => {
      const a = angband.create({ seed: 77, generator, trace: true });
      const b = angband.create({ seed: 77, generator, trace: true });
      populate(a);
      populate(b);
      play(a, 400);
      play(b, 400);
      expect(b.trace?.events).toEqual(a.trace?.events);
      const sites = new Set(draws(a).map((d) => d.split(':').slice(2).join(':')));
      expect([...sites].filter((s) => s !== '').sort()).toEqual([ANGBAND_DRAW_SITES.startEnergy, ANGBAND_DRAW_SITES.speedSpread].sort());
      expect(wanderers(a)).toBeGreaterThan(0);

      // Restored mid-run, with its hook handler registered again, it draws and places the same.
      const c = restore(angband, JSON.parse(JSON.stringify(a.snapshot())));
      wander(c, wanderers(a));
      play(a, 400);
      play(c, 400);
      expect(c.trace?.events).toEqual(a.trace?.events);
      expect(JSON.stringify(c.snapshot())).toBe(JSON.stringify(a.snapshot()));
    });
  }

  it('leaves the loop failed when the random source fails during a placement', () => {
    let calls = 0;
    const loop = angband.create({
      random: {
        below: (n: number) => {
          if (++calls === 2) throw new Error('the random source failed');
          return n - 1;
        },
      },
    });
    loop.add('you', { kind: 'player' });
    // The spread is drawn, then the start energy's draw fails: the monster is half placed.
    expect(() => loop.add('spider', { kind: 'monster', speed: 10 })).toThrow('the random source failed');
    expect(() => loop.next()).toThrow(LoopFailedError);
    expect(() => loop.add('late', { kind: 'monster', speed: 0, variation: 0, energy: 0 })).toThrow(LoopFailedError);
  });
});
