// exactBetween() answers by each actor's own cycle (byCycles) when it can, by the engine's
// arithmetic run as the engine runs (byArithmetic) near the bound, and by the engine itself
// (byEngine) otherwise. The three must give the same law for the same placements: each is checked
// here against the engine, over the shapes of question the analysis takes.
import { Distribution, Fraction } from '@turnkeeper/core';
import { WorkMeter, type AnalysedActor } from '@turnkeeper/core/analysis';
import { describe, expect, it } from 'vitest';
import { placements } from '../src/analysis/between.js';
import { byCycles } from '../src/analysis/between-cycles.js';
import { NO_ANSWER, byArithmetic, byEngine } from '../src/analysis/between-runs.js';
import { PairRun } from '../src/analysis/pair-run.js';
import { cthangband, type CthangbandMonsterAction, type CthangbandPlayerAction, type CthangbandTypes } from '../src/index.js';

type Actor = AnalysedActor<CthangbandTypes>;

const player = (spec: Record<string, unknown>, action: CthangbandPlayerAction = { kind: 'walk' }): Actor =>
  ({ kind: 'player', spec: cthangband.parseSpec({ kind: 'player', ...spec }), action }) as Actor;
const monster = (spec: Record<string, unknown>, action: CthangbandMonsterAction = { kind: 'move' }): Actor =>
  ({ kind: 'monster', spec: cthangband.parseSpec({ kind: 'monster', ...spec }), action }) as Actor;

/** The law by the engine itself, as a record (or 'no answer'): the reference, so with no work limit. */
function byTheEngine(a: Actor, b: Actor): Record<string, string> | typeof NO_ANSWER {
  const as = placements('A', a);
  const bs = placements('B', b);
  const parts = byEngine(as, bs, new WorkMeter(Number.MAX_SAFE_INTEGER));
  if (parts === NO_ANSWER) return parts;
  const cases = as.length * bs.length;
  return Distribution.mix([...parts].map(([law, n]) => [Fraction.of(n, cases), law] as const)).toRecord();
}

const pairs: readonly (readonly [string, Actor, Actor])[] = [
  ['a walker and a monster placed at +5', player({}), monster({ speed: 5, energy: 950 })],
  ['a walker and a unique at +10', player({}), monster({ speed: 10, unique: true })],
  ['a walker and a non-unique at 0 (2100 placements)', player({}), monster({ speed: 0 })],
  ['a fast walker and a non-unique at +20', player({ speed: 10, energy: 1000 }), monster({ speed: 20 })],
  ['the reverse: a monster at -7 and a walker', monster({ speed: -7, energy: 912 }), player({ speed: 3 })],
  ['the reverse, a unique and a spell caster', monster({ speed: 3, unique: true }), player({}, { kind: 'spell', skill: 20, min: 12 })],
  ['a player acting twice or more a tick', player({ energy: 990 }, { kind: 'const_cost', cost: 4 }), monster({ speed: 0, energy: 930 })],
  ['timed effects running out (haste, paralysis)', player({ fast: 7, paralyzed: 2 }), monster({ speed: 5, energy: 950 })],
  ['a knock-out and slow', player({ slow: 4, stun: 130, stunRecovery: 9 }), monster({ speed: -3 })],
  ['a BORN monster skipped once', player({}), monster({ speed: 20, energy: 999, born: true })],
  ['melee refunded to the attack cost', player({}), monster({ speed: 0, numBlows: 3, energy: 901 }, { kind: 'melee_player' })],
  ['a haste-self spell: refunded at the new speed', player({}), monster({ speed: 0, numBlows: 2, energy: 960 }, { kind: 'spell_at_player', speedAfter: 10 })],
  [
    'an attack costing 0: energy wraps as an s16b, a cycle too long to follow',
    player({}),
    monster({ speed: 3, numBlows: 150, energy: 32000 }, { kind: 'melee_player' }),
  ],
  ['two monsters, the later one first in a tick', monster({ speed: 0, energy: 950 }), monster({ speed: 7, energy: 999 })],
  ['two monsters, one a unique still to be placed', monster({ speed: -10, energy: 905 }), monster({ speed: 10, unique: true })],
  [
    'a player with banked energy and a dimension door',
    player({ energy: 3000 }, { kind: 'dimension_door', skill: 25, min: 20, landed: false }),
    monster({ speed: 0, energy: 940 }),
  ],
];

describe("between's three paths give the engine's law (dungeon.c dungeon(), melee2.c process_monsters())", () => {
  for (const [name, a, b] of pairs) {
    it(name, () => {
      const run = PairRun.of(a, b);
      if (!run) throw new Error('the arithmetic should take this pair');
      const cases = run.placements[0] * run.placements[1];
      const expected = byTheEngine(a, b);
      // By cycles: the law, or nothing (left to the next path) when the engine gives up.
      const cycles = byCycles(run, cases);
      if (expected === NO_ANSWER) expect(cycles).toBeUndefined();
      else expect(cycles?.toRecord()).toEqual(expected);
      const parts = byArithmetic(run);
      expect(parts === NO_ANSWER ? parts : Distribution.mix([...parts].map(([law, n]) => [Fraction.of(n, cases), law] as const)).toRecord()).toEqual(expected);
    });
  }

  it('leaves a pair whose period nears the bound to the run as the engine runs, which agrees with the engine', () => {
    // 7331 energy a pass: the player alone cycles every 7331 ticks, and with a +1 monster (91 a turn)
    // the pair's period is too long to follow three times within 100 000 ticks.
    const a = player({}, { kind: 'const_cost', cost: 7331 });
    const b = monster({ speed: 1, energy: 950 });
    const run = PairRun.of(a, b);
    if (!run) throw new Error('the arithmetic should take this pair');
    expect(byCycles(run, 1)).toBeUndefined();
    const parts = byArithmetic(run);
    expect(parts).toBe(NO_ANSWER);
    expect(byTheEngine(a, b)).toBe(NO_ANSWER);
  });

  it("takes to the engine what the game leaves undefined (a step outside extract_energy's table) and a level change", () => {
    expect(PairRun.of(player({ speed: 85, fast: 3 }), monster({ speed: 0, energy: 950 }))).toBeUndefined();
    expect(PairRun.of(player({}, { kind: 'stairs' }), monster({ speed: 0, energy: 950 }))).toBeUndefined();
    // A monster's speeds and attack speed are inside their domains (the schema refuses the rest).
    expect(PairRun.of(player({}), monster({ speed: 89, energy: 950 }, { kind: 'spell_at_monster', speedAfter: -110 }))).toBeDefined();
  });
});

// byCycles() follows each cycle once and lets the other placements of a monster still to be
// placed run only until they meet one (the 2100 placements of a non-unique fall on a few cycles
// per speed): checked against the run as the engine runs, which follows every placement whole.
describe('byCycles over the placements of a monster still to be placed agrees with the run as the engine runs', () => {
  const many: readonly (readonly [string, Actor, Actor])[] = [
    ['a walker and a non-unique at -10', player({}), monster({ speed: -10 })],
    ['a fast walker and a non-unique at +20', player({ speed: 10 }), monster({ speed: 20 })],
    ['the reverse: a non-unique at -3 and a walker', monster({ speed: -3 }), player({})],
    ['a non-unique casting haste-self', player({}), monster({ speed: 0, numBlows: 2 }, { kind: 'spell_at_player', speedAfter: 10 })],
    ['a non-unique in melee, refunded', player({ fast: 3 }), monster({ speed: 5, numBlows: 3 }, { kind: 'melee_player' })],
    // Costs whose cycles do not divide each other: a placement's law depends on where it enters its cycle.
    ['a player paying 77 a turn (a +3 step) and a non-unique at +3', player({}, { kind: 'const_cost', cost: 77 }), monster({ speed: 3 })],
    ['the reverse: a non-unique at +7 and a player paying 130 a turn', monster({ speed: 7 }), player({}, { kind: 'const_cost', cost: 130 })],
  ];
  for (const [name, a, b] of many) {
    it(name, () => {
      const run = PairRun.of(a, b);
      if (!run) throw new Error('the arithmetic should take this pair');
      const cases = run.placements[0] * run.placements[1];
      const parts = byArithmetic(run);
      if (parts === NO_ANSWER) throw new Error('these pairs have an answer');
      const expected = Distribution.mix([...parts].map(([law, n]) => [Fraction.of(n, cases), law] as const)).toRecord();
      expect(byCycles(run, cases)?.toRecord()).toEqual(expected);
    });
  }
});
