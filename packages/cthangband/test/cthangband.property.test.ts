import { scripted, restore } from '@turnkeeper/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZRand, cthangband, cthangbandActors, moveCost, monsterSpeedSpread, placeMonster, spellEnergy, type CthangbandMonsterAction } from '../src/index.js';

type Loop = ReturnType<typeof cthangband.create>;
const energyOf = (loop: Loop, id: string) => loop.inspect(id).energy;
const MONSTER_ACTIONS = Object.keys(cthangbandActors.monster.actions) as CthangbandMonsterAction['kind'][];

const monster = fc.record({
  speed: fc.integer({ min: -40, max: 87 }),
  numBlows: fc.integer({ min: 1, max: 10 }),
  energy: fc.integer({ min: 900, max: 999 }),
});

describe('invariants over many seeds (fast-check)', () => {
  it('monsters act at most once per tick and never hold 1000 energy between ticks (melee2.c process_monsters())', () => {
    fc.assert(
      fc.property(
        fc.array(monster, { minLength: 1, maxLength: 6 }),
        fc.array(fc.constantFrom(...MONSTER_ACTIONS), { minLength: 1, maxLength: 9 }),
        (ms, outcomes) => {
          const loop = cthangband.create({ random: scripted([]) });
          ms.forEach((m, i) => loop.add(`m${i}`, { kind: 'monster', ...m }));
          const lastTurn = new Map<string | number, number>();
          let bad = 0;
          loop.on('turnEnd', () => {
            for (const id of loop.ids()) if (energyOf(loop, String(id)) >= 1000) bad++;
          });
          for (let step = 0; step < 300; step++) {
            const t = loop.next();
            expect(lastTurn.get(t.actor)).not.toBe(t.time);
            lastTurn.set(t.actor, t.time);
            loop.act(t.actor, { kind: outcomes[step % outcomes.length] ?? 'move' });
          }
          expect(bad).toBe(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('conserves player energy: start + 10 a tick − what the actions cost (dungeon.c process_player())', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 12 }), (start, costs) => {
        const loop = cthangband.create({ random: scripted([]) });
        loop.add('p', { kind: 'player', energy: start });
        let spent = 0;
        let ticks = 0;
        loop.on('turnEnd', ({ tick }) => {
          ticks = tick;
        });
        for (let i = 0; i < 200; i++) {
          const t = loop.next();
          expect(energyOf(loop, 'p')).toBeGreaterThanOrEqual(1000); // the player acts only at >= 1000
          const cost = costs[i % costs.length] ?? 0;
          loop.act(t.actor, { kind: 'const_cost', cost: cost === 0 && i % 7 === 6 ? 1 : cost });
          spent += cost === 0 && i % 7 === 6 ? 1 : cost;
          // energy now = start + 10 per tick begun − spent
          expect(energyOf(loop, 'p')).toBe(start + 10 * (ticks + 1) - spent);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('restores a snapshot taken at any step and continues identically', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 200 }), (seed, cut) => {
        const make = () => {
          const loop = cthangband.create({ seed, generator: 'game', trace: true });
          loop.add('player', { kind: 'player', numBlow: 3, naturalAttacks: 2 });
          loop.add('jackal', { kind: 'monster', speed: 0, sleep: 10, hitDice: [1, 4], asleep: true });
          loop.add('bat', { kind: 'monster', speed: 20, hitDice: [3, 8] });
          return loop;
        };
        const step = (loop: Loop, i: number) => {
          const t = loop.next();
          loop.act(t.actor, t.actor === 'player' ? (i % 2 ? { kind: 'melee' } : { kind: 'walk' }) : i % 3 ? { kind: 'move' } : { kind: 'melee_player' });
        };
        const a = make();
        for (let i = 0; i < cut; i++) step(a, i);
        const b = restore(cthangband, JSON.parse(JSON.stringify(a.snapshot())) as ReturnType<Loop['snapshot']>);
        for (let i = cut; i < cut + 100; i++) {
          step(a, i);
          step(b, i);
        }
        expect(b.trace?.events).toEqual(a.trace?.events);
      }),
      { numRuns: 30 },
    );
  });

  it('spell_energy depends only on skill − min and stays within 10..300 (xtra1.c spell_energy())', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: -255, max: 255 }), (skill, min, shift) => {
        const cost = spellEnergy(skill, min);
        expect(cost).toBeGreaterThanOrEqual(10);
        expect(cost).toBeLessThanOrEqual(300);
        if (skill + shift >= 0 && min + shift >= 0 && skill + shift <= 255 && min + shift <= 255) {
          expect(spellEnergy(skill + shift, min + shift)).toBe(cost);
        }
      }),
    );
  });

  it('draws rand_int(m) in [0, m) and a restored generator continues identically (z-rand.c Rand_div())', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.array(fc.integer({ min: 0, max: 100000 }), { minLength: 1, maxLength: 40 }), (seed, bounds) => {
        const r = ZRand.complex(seed);
        for (const m of bounds) {
          const v = r.below(m);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThan(Math.max(m, 1));
        }
        const copy = ZRand.restore(JSON.parse(JSON.stringify(r.save())) as ReturnType<ZRand['save']>);
        expect(bounds.map((m) => copy.below(m))).toEqual(bounds.map((m) => r.below(m)));
      }),
    );
  });

  it('places non-uniques within ±extract_energy/10 of the race speed, with energy 900..999 (monster2.c place_monster_one())', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 87 }), fc.integer({ min: 0, max: 0xffffffff }), (speed, seed) => {
        const race = { speed, numBlows: 1, unique: false, forceMaxhp: false, sleep: 5, hitDice: [2, 6] as const };
        const p = placeMonster(race, ZRand.complex(seed), { asleep: true });
        const spread = monsterSpeedSpread(speed + 110);
        expect(Math.abs(p.speed - speed)).toBeLessThanOrEqual(spread);
        expect(p.energy).toBeGreaterThanOrEqual(900);
        expect(p.energy).toBeLessThanOrEqual(999);
        expect(p.csleep).toBeGreaterThanOrEqual(11);
        expect(p.csleep).toBeLessThanOrEqual(60);
        expect(moveCost(p.speed)).toBeGreaterThan(0);
      }),
    );
  });
});
