// A monster whose turn nets less than the 10 energy it gains a tick (a refunded melee or spell at
// attack speed above 10: 100 / num_blows < 10) still takes one turn a tick at most (melee2.c
// process_monsters()), so its s16b energy climbs until it wraps past 32 767 and then waits about
// 3 400 ticks. Before, `rate` said 10 / net (5/4 turns a tick at attack speed 12, more than the
// one a tick it can take) while `between`, which runs the engine's arithmetic, said E[K] 8.2466
// against a +0 mover: rate(B) / rate(A) was 12.5. A Monte Carlo over the real loop decides.
import { describe, expect, it } from 'vitest';
import { cthangbandAnalysis } from '../src/analysis/index.js';
import { cthangband } from '../src/index.js';

const A = { spec: { kind: 'monster', speed: 0, energy: 0 } } as const;
const B = { spec: { kind: 'monster', speed: 0, numBlows: 12 }, action: { kind: 'spell_at_monster', speedAfter: 0 } } as const;

/** The cycle by hand: net +2 a tick from ~1000 to 32 767 (one turn each tick), then +10 a tick, no turn, from the wrap back to 1000. */
function cycleByHand(net: number): { turns: number; ticks: number } {
  const s16 = (x: number): number => (x << 16) >> 16;
  const seen = new Map<number, number>();
  const acted: boolean[] = [];
  let e = 950;
  while (!seen.has(e)) {
    seen.set(e, acted.length);
    const g = s16(e + 10);
    acted.push(g >= 1000);
    e = g >= 1000 ? s16(g - net) : g;
  }
  const from = seen.get(e) as number;
  return { turns: acted.slice(from).filter(Boolean).length, ticks: acted.length - from };
}

describe('a monster whose turn nets less than the 10 it gains a tick', () => {
  it('acts 15 883 times every 19 260 ticks at attack speed 12 (rate), and between agrees: E[K] = rate(B) / rate(A)', () => {
    expect(cycleByHand(8)).toEqual({ turns: 15_883, ticks: 19_260 });
    const rb = cthangbandAnalysis.rate({ actor: B }).perTime.fraction;
    expect(rb?.toString()).toBe('15883/19260');
    expect(cthangbandAnalysis.rate({ actor: A }).perTime.fraction?.toString()).toBe('1/10');
    const law = cthangbandAnalysis.between({ a: A, b: B });
    expect(law.exact).toBe(true);
    expect(law.mean.fraction?.toString()).toBe('15883/1926');
    // Placed, unique or rolled, every placement ends in the same cycle.
    for (const spec of [
      { ...B.spec, energy: 999 },
      { ...B.spec, unique: true },
      { ...B.spec, speed: 20 },
    ]) {
      expect(cthangbandAnalysis.rate({ actor: { spec, action: B.action } }).perTime.fraction?.toString()).toBe('15883/19260');
    }
  });

  it('a Monte Carlo over the real loop (2 seeds × 600 000 turns) finds E[K] within 1 % of 15883/1926 = 8.2466, not 12.5', () => {
    const move = Object.freeze({ kind: 'move' } as const);
    const spell = Object.freeze(B.action);
    const exact = 15_883 / 1926;
    for (const seed of [1, 2]) {
      const loop = cthangband.create({ seed });
      loop.add('A', A.spec);
      loop.add('B', B.spec); // speed and start energy rolled by the loop's own placement (seeded)
      let a = 0;
      let b = 0;
      loop.run(600_000, (t) => {
        if (t.actor === 'A') {
          a++;
          return move;
        }
        b++;
        return spell;
      });
      // A run of ~34 cycles ends part-way through one: at most one partial cycle's excess (the
      // 3 377 idle ticks of a cycle missing: 0.18 × 15 883 / 646 000 ≈ 0.45 %), well under 1 %.
      console.log(
        `cthangband energy wrap, seed ${seed}: ${loop.time} ticks, A ${a} turns, B ${b} turns, B per A ${(b / a).toFixed(4)} (exact ${exact.toFixed(4)})`,
      );
      expect(Math.abs(b / a - exact) / exact).toBeLessThan(0.01);
    }
  });

  it('actionsPerTurn is a law (at most one turn a tick, with probability the rate), where 10 / net made P(0) negative', () => {
    const law = cthangbandAnalysis.actionsPerTurn({ actor: B });
    expect(law.p(1).fraction?.toString()).toBe('15883/19260');
    expect(law.p(0).fraction?.toString()).toBe('3377/19260');
  });

  it('an attack that costs nothing (attack speed above 100) climbs 10 a tick and wraps: 3971 turns every 8192 ticks', () => {
    const { turns, ticks } = cycleByHand(0);
    expect(turns * 8192).toBe(ticks * 3971); // 15 884 turns every 32 768 ticks
    const rate = cthangbandAnalysis.rate({ actor: { spec: { kind: 'monster', speed: 0, numBlows: 120, energy: 0 }, action: { kind: 'melee_player' } } });
    expect(rate.perTime.fraction?.toString()).toBe('3971/8192');
  });
});
