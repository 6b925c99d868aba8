import { Fraction, restore } from '@turnkeeper/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clipBounds,
  energyNeedDistribution,
  FROGCOMPOSBAND_VERSIONS,
  FrogRng,
  frogcomposband,
  frogcomposbandGenerator,
  playerActionCostDistribution,
  type FrogcomposbandMonsterAction,
  type FrogcomposbandPlayerAction,
} from '../src/index.js';

const runs = Number(process.env.FAST_CHECK_RUNS ?? 100);

const monsterArb = fc.record({
  speed: fc.integer({ min: -20, max: 60 }),
  energyNeed: fc.integer({ min: -300, max: 200 }),
  aware: fc.boolean(),
  fast: fc.integer({ min: 0, max: 3 }),
  slow: fc.integer({ min: 0, max: 3 }),
  minislow: fc.integer({ min: 0, max: 10 }),
  regenerate: fc.boolean(),
});
const scenarioArb = fc.record({
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  version: fc.constantFrom(...FROGCOMPOSBAND_VERSIONS),
  nightmare: fc.boolean(),
  startTurn: fc.integer({ min: 0, max: 40 }),
  player: fc.option(
    fc.record({ speed: fc.integer({ min: -20, max: 40 }), energyNeed: fc.integer({ min: -300, max: 200 }), haste: fc.integer({ min: 0, max: 5 }) }),
    { nil: undefined },
  ),
  monsters: fc.array(monsterArb, { maxLength: 6 }),
  actions: fc.array(
    fc.oneof(
      fc.constant<FrogcomposbandPlayerAction>({ kind: 'act' }),
      fc.integer({ min: 0, max: 600 }).map<FrogcomposbandPlayerAction>((energyUse) => ({ kind: 'act', energyUse })),
      fc.constantFrom<FrogcomposbandPlayerAction>(
        { kind: 'move', terrain: 'tree' },
        { kind: 'move', terrain: 'snow', web: true },
        { kind: 'move', terrain: 'slush' },
      ),
    ),
    { minLength: 1, maxLength: 8 },
  ),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

function build(s: Scenario): ReturnType<typeof frogcomposband.create> {
  const loop = frogcomposband.create({ version: s.version, random: FrogRng.seeded(s.seed), options: { nightmare: s.nightmare, startTurn: s.startTurn } });
  if (s.player) loop.add('P', { kind: 'player', ...s.player });
  s.monsters.forEach((m, i) => loop.add(i + 1, { kind: 'monster', ...m, index: i + 1 }));
  return loop;
}

/**
 * The scenario's actions in turn; a player taking only free actions stays in one game turn, as in
 * the game. A monster takes the same action without the player's details (`energyUse` is the
 * player's alone; an `act` of a monster is its nominal 100).
 */
function actionAt(s: Scenario, step: number, kind: 'player' | 'monster'): FrogcomposbandPlayerAction | FrogcomposbandMonsterAction {
  const a = s.actions[step % s.actions.length] as FrogcomposbandPlayerAction;
  if (kind === 'player') return a;
  return a.kind === 'move' ? { kind: 'move', ...(a.terrain ? { terrain: a.terrain } : {}), ...(a.web ? { web: a.web } : {}) } : { kind: 'act' };
}

const hasActor = (s: Scenario): boolean => s.player !== undefined || s.monsters.some((m) => m.aware);

describe('the FrogComposband loop (properties over random scenarios)', () => {
  it('hands out turns in the game order: player first, monsters by descending index, each once per turn, only when due', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        fc.pre(hasActor(s));
        const loop = build(s);
        const unaware = s.monsters.flatMap((m, i) => (m.aware ? [] : [{ id: i + 1, need: m.energyNeed }]));
        let time = -1;
        let seenThisTurn: (string | number)[] = [];
        for (let step = 0; step < 150; step++) {
          const t = loop.next();
          expect(t.time).toBeGreaterThanOrEqual(time);
          if (t.time !== time) seenThisTurn = [];
          time = t.time;
          const v = loop.inspect(t.actor);
          if (v.kind === 'player') {
            expect(seenThisTurn.every((a) => a === 'P')).toBe(true);
            expect(v.energyNeed).toBeLessThanOrEqual(0);
          } else {
            const prev = seenThisTurn.filter((a) => a !== 'P');
            expect(prev.every((a) => (a as number) > v.index)).toBe(true);
            expect(v.last?.gameTurn).toBe(t.time);
            expect(v.last?.needAfterGain).toBeLessThanOrEqual(0);
            const b = clipBounds(v.last?.gain ?? -1, s.version);
            if (b) {
              expect(v.last?.clip).toBeGreaterThanOrEqual(b.min);
              expect(v.last?.clip).toBeLessThanOrEqual(b.max);
            }
          }
          seenThisTurn.push(t.actor);
          loop.act(t.actor, actionAt(s, step, t.kind));
        }
        for (const u of unaware) expect(loop.inspect(u.id).energyNeed).toBe(u.need);
      }),
      { numRuns: runs },
    );
  });

  it('charges the player trunc(u × c / 100) with c inside its own clamp, or u exactly above 400', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        fc.pre(s.player !== undefined);
        const loop = build(s);
        for (let step = 0; step < 100; step++) {
          const t = loop.next();
          loop.act(t.actor, actionAt(s, step, t.kind));
          if (t.actor !== 'P') continue;
          const view = loop.inspect('P');
          if (view.kind !== 'player' || !view.last) throw new Error('the player acted but has no record of its turn');
          const last = view.last;
          const a = last.actions[last.actions.length - 1];
          if (!a) throw new Error('the player acted but recorded no action');
          if (a.clip === null) expect(a.cost).toBe(a.energyUse > 400 ? a.energyUse : 0);
          else {
            expect(a.cost).toBe(Math.trunc((a.energyUse * a.clip) / 100));
            const b = clipBounds(last.gain, s.version);
            if (b) expect(a.clip >= b.min && a.clip <= b.max).toBe(true);
          }
        }
      }),
      { numRuns: runs },
    );
  });

  it('continues identically after a snapshot through JSON, on the game generator', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 60 }), (s, cut) => {
        fc.pre(hasActor(s));
        const a = build(s);
        for (let i = 0; i < cut; i++) {
          const t = a.next();
          a.act(t.actor, actionAt(s, i, t.kind));
        }
        const b = restore(frogcomposband, JSON.parse(JSON.stringify(a.snapshot())));
        for (let i = cut; i < cut + 60; i++) {
          const ta = a.next();
          const tb = b.next();
          expect(tb).toEqual(ta);
          expect(b.inspect(tb.actor)).toEqual(a.inspect(ta.actor));
          a.act(ta.actor, actionAt(s, i, ta.kind));
          b.act(tb.actor, actionAt(s, i, tb.kind));
        }
      }),
      { numRuns: runs },
    );
  });
});

describe('the game generator and the cost laws (properties)', () => {
  it('draws in range and restores mid-stream', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.array(fc.integer({ min: 1, max: 1 << 28 }), { minLength: 1, maxLength: 40 }), (seed, bounds) => {
        const r = FrogRng.seeded(seed);
        for (const n of bounds) {
          const v = r.below(n);
          expect(v >= 0 && v < n && Number.isInteger(v)).toBe(true);
        }
        const copy = frogcomposbandGenerator.restore(JSON.parse(JSON.stringify(r.save())) as ReturnType<typeof r.save>);
        for (const n of bounds) expect(copy.below(n)).toBe(r.below(n));
      }),
      { numRuns: runs },
    );
  });

  it('gives every cost law total 1; nominal-100 laws have mean 100 and stay inside the clamp', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 49 }), fc.constantFrom(...FROGCOMPOSBAND_VERSIONS), fc.integer({ min: 1, max: 400 }), (e, version, u) => {
        const d = energyNeedDistribution(e, version);
        expect(d.total()).toEqual(Fraction.ONE);
        expect(d.mean()).toEqual(Fraction.of(100));
        const b = clipBounds(e, version) ?? { min: 29, max: 171 };
        expect(d.support()[0]).toBe(b.min);
        expect(d.support()[d.support().length - 1]).toBe(b.max);
        const charged = playerActionCostDistribution(u, e, version);
        expect(charged.total()).toEqual(Fraction.ONE);
        expect(charged.support()[0]).toBe(Math.trunc((u * b.min) / 100));
      }),
      { numRuns: runs },
    );
  });
});
