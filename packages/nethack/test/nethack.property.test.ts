import { Fraction, type ActorId, restore } from '@turnkeeper/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  heroAllocationLaw,
  monsterAllocationLaw,
  nethack,
  NETHACK_VERSIONS,
  nethackVersionRules,
  NORMAL_SPEED,
  simulateTurn,
  type Encumbrance,
  type HeroSpeedState,
  type MonsterSpeedState,
  type NethackVersion,
  type TurnStep,
} from '../src/index.js';
import { freeMoves } from '../src/analysis/index.js';

const runs = Number(process.env.FAST_CHECK_RUNS ?? 150);

interface MonsterArb {
  base: number;
  mspeed: MonsterSpeedState;
  movement: number;
}
interface HeroArb {
  base: number;
  speed: HeroSpeedState;
  encumbrance: Encumbrance;
  rides: boolean;
  galloping: boolean;
}
interface Scenario {
  version: NethackVersion;
  hero: HeroArb | null;
  monsters: MonsterArb[];
  seed: number;
  move: boolean;
}

const monsterArb = fc.record({
  base: fc.integer({ min: 0, max: 36 }),
  mspeed: fc.constantFrom<MonsterSpeedState>('normal', 'slow', 'fast'),
  movement: fc.integer({ min: 0, max: 30 }),
});
const heroArb = fc.record({
  base: fc.integer({ min: 1, max: 36 }),
  speed: fc.constantFrom<HeroSpeedState>('normal', 'Fast', 'Very_fast'),
  encumbrance: fc.constantFrom<Encumbrance>(0, 1, 2, 3, 4, 5),
  rides: fc.boolean(),
  galloping: fc.boolean(),
});
const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    version: fc.constantFrom(...NETHACK_VERSIONS),
    hero: fc.option(heroArb, { nil: null }),
    monsters: fc.array(monsterArb, { maxLength: 6 }),
    seed: fc.nat(),
    move: fc.boolean(),
  })
  // Somebody can always act: a hero, or a monster with some speed; a rider's steed is not sessile
  // (a hero who rides a sessile steed after moving never gains a point: NO_ACTORS, tested apart).
  .filter((s) => (s.hero !== null || s.monsters.some((m) => m.base > 0)) && !(s.hero?.rides === true && s.monsters[0]?.base === 0));

const monsterId = (i: number): string => `m${i}`;

function build(s: Scenario, version: NethackVersion = s.version): ReturnType<typeof nethack.create> {
  const loop = nethack.create({ version, seed: s.seed });
  s.monsters.forEach((m, i) => loop.add(monsterId(i), { kind: 'monster', base: m.base, mspeed: m.mspeed, movement: m.movement }));
  if (s.hero) {
    const riding = s.hero.rides && s.monsters.length > 0 ? monsterId(0) : null;
    // A galloping steed: u.ugallop outlasts the scenario, and every hero command runs (context.mv).
    const gallop = s.hero.galloping && riding !== null ? 100_000 : 0;
    loop.add('you', { kind: 'player', base: s.hero.base, speed: s.hero.speed, encumbrance: s.hero.encumbrance, riding, gallop, running: s.hero.galloping });
  }
  return loop;
}

interface TurnLog {
  turn: number;
  heroStart: number | null;
  monsterStarts: number[];
  steps: TurnStep[];
}

/** Runs `turns` whole turns, logging each turn's starting points and steps, and counting actions. */
function record(loop: ReturnType<typeof nethack.create>, turns: number, move: boolean, run = false): { log: TurnLog[]; actions: Map<ActorId, number> } {
  const monsterIds = loop.ids().filter((id) => id !== 'you');
  const position = (id: ActorId): number => monsterIds.indexOf(id);
  const movement = (id: ActorId): number => (loop.inspect(id) as { movement: number }).movement;
  const log: TurnLog[] = [];
  const actions = new Map<ActorId, number>();
  const start = (turn: number): TurnLog => ({
    turn,
    heroStart: loop.has('you') ? movement('you') : null,
    monsterStarts: monsterIds.map(movement),
    steps: [],
  });
  let current = start(1);
  log.push(current);
  const state = { done: false };
  const done = (): boolean => state.done; // set by the housekeeping hook, inside next()
  loop.on('housekeeping', (p) => {
    if (p.turn > turns) state.done = true;
    else {
      current = start(p.turn);
      log.push(current);
    }
  });
  loop.on('passEnd', (p) => {
    if (!done()) current.steps.push(p.acted.map(position));
  });
  for (let i = 0; i < 100_000 && !done(); i++) {
    const t = loop.next();
    if (done()) break;
    actions.set(t.actor, (actions.get(t.actor) ?? 0) + 1);
    if (t.actor === 'you') current.steps.push('H');
    loop.act(t.actor, t.actor === 'you' ? { kind: move ? 'move' : 'act', run } : { kind: 'act' });
  }
  return { log, actions };
}

describe('properties over random scenarios', () => {
  it('every turn the engine plays matches the pure turn model (simulateTurn) from the same starting points', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { log } = record(build(s), 25, s.move);
        for (const t of log) {
          const expected = simulateTurn(s.version, t.heroStart, t.monsterStarts).steps;
          // Turn 1 starts with the hero acting whatever its points (context.move is 0 at game start).
          if (t.turn > 1) expect(t.steps, `turn ${t.turn}`).toEqual(expected);
        }
      }),
      { numRuns: runs },
    );
  });

  it('conserves points: 12 × actions = initial points + gains − points left, for every actor', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const loop = build(s);
        const initial = new Map(loop.ids().map((id) => [id, (loop.inspect(id) as { movement: number }).movement]));
        const gained = new Map<ActorId, number>();
        loop.on('monsterAllocation', (p) => gained.set(p.actor, (gained.get(p.actor) ?? 0) + p.gain));
        loop.on('heroAllocation', (p) => gained.set(p.actor, (gained.get(p.actor) ?? 0) + p.gain));
        const { actions } = record(loop, 20, s.move);
        // A monster handed out by next() has already spent its 12 (movemon() deducts before the
        // action); the hero's 12 are deducted lazily, after its action.
        const due = loop.pending;
        if (due !== undefined && due !== 'you') actions.set(due, (actions.get(due) ?? 0) + 1);
        for (const id of loop.ids()) {
          const left = (loop.inspect(id) as { movement: number }).movement;
          expect(NORMAL_SPEED * (actions.get(id) ?? 0), String(id)).toBe((initial.get(id) ?? 0) + (gained.get(id) ?? 0) - left);
        }
      }),
      { numRuns: runs },
    );
  });

  it('every allocation is a value its exact law allows; nobody has 12 points when a turn ends', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const loop = build(s);
        const supports = new Map<ActorId, number[]>();
        s.monsters.forEach((m, i) => {
          const steed = s.hero?.rides === true && i === 0;
          supports.set(monsterId(i), monsterAllocationLaw(s.version, { ...m, steed, galloping: steed && s.hero?.galloping }).distribution.support());
        });
        loop.on('monsterAllocation', (p) => {
          expect(supports.get(p.actor)).toContain(p.gain);
        });
        loop.on('heroAllocation', (p) => {
          if (p.steed === null && s.hero) {
            expect(heroAllocationLaw(s.version, s.hero).distribution.support()).toContain(p.gain);
          }
        });
        loop.on('distress', () => {
          for (const id of loop.ids()) expect((loop.inspect(id) as { movement: number }).movement).toBeLessThan(NORMAL_SPEED);
        });
        record(loop, 15, s.move, s.hero?.galloping === true);
      }),
      { numRuns: runs },
    );
  });

  it('3.6.1+ monsters that start on a multiple of 12 keep their pools on multiples of 12 (mcalcmove() rounds)', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        fc.pre(nethackVersionRules(s.version).family === '3.6.1+');
        const monsters = s.monsters.map((m) => ({ ...m, movement: 0 }));
        const loop = build({ ...s, monsters });
        loop.on('distress', () => {
          for (const id of loop.ids()) if (id !== 'you') expect((loop.inspect(id) as { movement: number }).movement % NORMAL_SPEED).toBe(0);
        });
        record(loop, 15, s.move);
      }),
      { numRuns: runs },
    );
  });

  it('3.6.1 … 3.6.7 and 3.7 play every scenario identically (no form changes): same speed code', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        fc.pre(nethackVersionRules(s.version).family === '3.6.1+');
        const trace = (version: NethackVersion): unknown => {
          const loop = build(s, version);
          const out: string[] = [];
          for (let i = 0; i < 200; i++) {
            const t = loop.next();
            out.push(`${String(t.actor)}@${t.time}`);
            loop.act(t.actor, { kind: 'act' });
          }
          return out;
        };
        const reference = trace('3.6.1');
        for (const v of ['3.6.4', '3.6.7', '3.7'] as const) expect(trace(v)).toEqual(reference);
      }),
      { numRuns: Math.ceil(runs / 3) },
    );
  });

  it('a snapshot taken at any step, pending or not, continues identically', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 300 }), fc.boolean(), (s, at, pending) => {
        const a = build(s);
        const step = (loop: typeof a, i: number): string => {
          const t = loop.next();
          loop.act(t.actor, t.actor === 'you' && i % 5 === 0 ? { kind: 'free' } : { kind: 'move' });
          return `${String(t.actor)}@${t.time}`;
        };
        for (let i = 0; i < at; i++) step(a, i);
        if (pending) a.next();
        const b = restore(nethack, JSON.parse(JSON.stringify(a.snapshot())) as ReturnType<typeof a.snapshot>);
        if (pending) {
          const who = a.pending as ActorId;
          expect(b.pending).toBe(who);
          a.act(who, { kind: 'act' });
          b.act(who, { kind: 'act' });
        }
        for (let i = at; i < at + 100; i++) expect(step(b, i)).toBe(step(a, i));
      }),
      { numRuns: runs },
    );
  });

  it('free moves: the mean gap is monster actions per turn over hero actions per turn, each the mean gain over 12', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NETHACK_VERSIONS), heroArb, monsterArb, fc.boolean(), (version, hero, monster, riding) => {
        const steed = riding ? { base: 24, mspeed: 'normal' as const, galloping: hero.galloping } : undefined;
        fc.pre(steed !== undefined || hero.encumbrance !== 4 || hero.base > 0);
        const f = freeMoves(version, { ...hero, steed }, monster);
        const heroMean = steed ? f.heroActionsPerTurn : heroAllocationLaw(version, hero).mean.div(Fraction.of(NORMAL_SPEED));
        expect(f.heroActionsPerTurn.toString()).toBe(heroMean.toString());
        const monsterMean = monsterAllocationLaw(version, monster).mean.div(Fraction.of(NORMAL_SPEED));
        expect(f.monsterActionsPerTurn.toString()).toBe(monsterMean.toString());
        expect(f.meanGap.toString()).toBe(f.monsterActionsPerTurn.div(f.heroActionsPerTurn).toString());
        expect(f.gapDistribution.total().toString()).toBe('1/1');
      }),
      { numRuns: runs },
    );
  });
});
