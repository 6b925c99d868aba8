import { Distribution, Fraction, Law, NoAnswerError, type AnalysedActor } from '@turnkeeper/core';
import { playerCostIsFixed } from '../rules/turn-cost.js';
import type { CthangbandTypes } from '../schema/types.js';
import { periodOf, type Period } from './period.js';
import { actorRate, rolledSpeeds } from './rate.js';
import type { Member } from './run-engine.js';

type Actor = AnalysedActor<CthangbandTypes>;

/** The most placement cases an exact answer averages over before it leaves the question to Monte Carlo. */
const MAX_CASES = 10_000;

/**
 * The members an actor stands for, each equally likely: the player as given; a monster as given
 * when its energy is, else every start energy 900..999 and, for a non-unique, every speed of its
 * spread roll (`monster2.c` `place_monster_one()`).
 *
 * @example
 * ```ts
 * placements('B', { kind: 'monster', spec: { …, speed: 10, unique: true }, action }).length; // 100
 * ```
 */
export function placements(id: string, actor: Actor): Member[] {
  if (actor.kind === 'player') return [{ kind: 'player', id, spec: actor.spec, action: actor.action }];
  const spec = actor.spec;
  if (spec.energy !== undefined) return [{ kind: 'monster', id, spec, action: actor.action }];
  const out: Member[] = [];
  for (const mspeed of rolledSpeeds(spec)) {
    for (let energy = 900; energy < 1000; energy++) out.push({ kind: 'monster', id, spec: { ...spec, mspeed, energy, born: false }, action: actor.action });
  }
  return out;
}

/** How many times `b` acts between consecutive actions of `a`, over the first period of `p`. */
function gaps(p: Period, a: string, b: string): Map<number, number> {
  const tally = new Map<number, number>();
  const turns = p.turns;
  for (let i = 0; i < turns.length; i++) {
    const t = turns[i] as Period['turns'][number];
    if (t.id !== a || t.tick > p.from + p.period) continue;
    let k = 0;
    let j = i + 1;
    for (; j < turns.length && (turns[j] as Period['turns'][number]).id !== a; j++) if ((turns[j] as Period['turns'][number]).id === b) k++;
    // A acts within every period, so the gap closes inside the second one.
    if (j === turns.length) throw new Error(`cthangband between: the gap after ${a}'s turn on tick ${t.tick} did not close within a period`);
    tally.set(k, (tally.get(k) ?? 0) + 1);
  }
  return tally;
}

/**
 * The exact law of how many times B acts between two consecutive actions of A (`law.atLeast(2)`:
 * B's double-move odds on A), for the player and a monster either way round or two monsters,
 * when every action's cost is fixed. Everyone gains 10 a tick, the player acts first in a tick and
 * may act repeatedly, each monster once (`dungeon.c` `dungeon()`, `melee2.c` `process_monsters()`),
 * so the pair's energies repeat: the ruleset's own engine is run until they do, and the law is
 * counted over one period. A monster still to be placed is averaged over its placement rolls
 * (start energy 900..999, and the 4.1.0 speed spread for a non-unique), each equally likely.
 *
 * `undefined` (the core then runs a Monte Carlo) when a player cost is random (a melee blow whose
 * natural attacks are rolled, a fired Psychic Drain), when the placements are too many to average
 * (over 10 000 cases: two monsters still to be placed, unless both are uniques), or when both are
 * the player.
 *
 * @example
 * ```ts
 * import { cthangband } from '@turnkeeper/cthangband';
 * const law = cthangband.analysis.between({
 *   a: { spec: { kind: 'player' }, action: { kind: 'walk' } },
 *   b: { spec: { kind: 'monster', speed: 10, energy: 950 } },
 * });
 * law.atLeast(2).fraction?.toString(); // '1/1': a +10 monster always gets two steps per normal-speed step
 * ```
 */
export function exactBetween(a: Actor, b: Actor): Law | undefined {
  if (a.kind === 'player' && b.kind === 'player') return undefined;
  for (const [name, actor] of [
    ['A', a],
    ['B', b],
  ] as const) {
    if (actorRate(actor) === Infinity) throw new NoAnswerError('between', `${name}'s action costs nothing, so the player repeats it forever within one tick`);
    if (actor.kind === 'player' && !playerCostIsFixed(actor.action, actor.spec)) return undefined;
  }
  const as = placements('A', a);
  const bs = placements('B', b);
  const cases = as.length * bs.length;
  if (cases > MAX_CASES) return undefined;
  // How many placements end in each cycle's law.
  const parts = new Map<Distribution, number>();
  // Tick-end state → the law of the cycle it leads into: placements that reach a state an earlier
  // one went through share its future, so each cycle is followed once.
  const cycles = new Map<string, Distribution>();
  for (const ma of as) {
    for (const mb of bs) {
      // The player holds slot 0 whatever the order of adds; monsters take m_list indices in add order.
      const p = periodOf([ma, mb], cycles);
      if (!p) return undefined;
      let law: Distribution;
      if ('known' in p) law = cycles.get(p.known) as Distribution;
      else {
        const tally = gaps(p, 'A', 'B');
        let total = 0;
        for (const n of tally.values()) total += n;
        law = Distribution.from([...tally].map(([k, n]) => [k, Fraction.of(n, total)] as const));
        for (const key of p.keys) cycles.set(key, law);
      }
      parts.set(law, (parts.get(law) ?? 0) + 1);
    }
  }
  const averaged = cases === 1 ? 'one placement' : `averaged over ${cases} equally likely placements (monster2.c place_monster_one() rolls)`;
  const mixed = Distribution.mix([...parts].map(([law, n]) => [Fraction.of(n, cases), law] as const));
  return Law.ofDistribution(mixed, `exact: the ruleset's engine run until the energies repeat, counted over one period; ${averaged}`);
}
