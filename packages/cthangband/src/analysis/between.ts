import { Distribution, Fraction, Law, NoAnswerError } from '@turnkeeper/core';
import { WorkMeter, type AnalysedActor } from '@turnkeeper/core/analysis';
import { playerCostIsFixed } from '../rules/turn-cost.js';
import type { CthangbandTypes } from '../schema/types.js';
import { byCycles } from './between-cycles.js';
import { NO_ANSWER, byArithmetic, byEngine } from './between-runs.js';
import { PairRun } from './pair-run.js';
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
 * import { cthangband, type CthangbandMonsterSpec } from '@turnkeeper/cthangband';
 * const spec = { ...(cthangband.parseSpec({ kind: 'monster', speed: 10 }) as CthangbandMonsterSpec), unique: true };
 * placements('B', { kind: 'monster', spec, action: { kind: 'move' } }).length; // 100
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

/** How many members {@link placements} lists for an actor, without listing them. */
function placementCount(actor: Actor): number {
  return actor.kind === 'player' || actor.spec.energy !== undefined ? 1 : rolledSpeeds(actor.spec).length * 100;
}

/**
 * The exact law of how many times B acts between two consecutive actions of A (`law.atLeast(2)`:
 * B's double-move odds on A), for the player and a monster either way round or two monsters,
 * when every action's cost is fixed. Everyone gains 10 a tick, the player acts first in a tick and
 * may act repeatedly, each monster once (`dungeon.c` `dungeon()`, `melee2.c` `process_monsters()`),
 * so the pair's energies repeat, and the law is counted over one period: the period the ruleset's
 * engine reaches when run until the energies repeat, found from each actor's own cycle (the two
 * energies move independently; only the order within a tick ties them), or, near the bound of
 * 100 000 ticks, by running the engine's arithmetic as the engine runs, or by the engine itself
 * for what the game leaves undefined (a step or a turn outside `extract_energy`) — the same law
 * every way, in a few milliseconds for the usual questions. A monster still to be placed is
 * averaged over its placement rolls (start energy 900..999, and the 4.1.0 speed spread for a
 * non-unique), each equally likely. The law's mean is then `rate(B) / rate(A)` whenever A's rate
 * is one number (the player, a placed monster, a unique), B's roll included (the mean over B's
 * placements of each one's ratio); with A's speed rolled it is `rate(B)` times the mean of
 * `1 / rate(A)` over A's rolls, which is not a ratio of the mean rates.
 *
 * `undefined` (the core then runs a Monte Carlo) when a player cost is random (a melee blow whose
 * natural attacks are rolled, a fired Psychic Drain), when the placements are too many to average
 * (over 10 000 cases: two monsters still to be placed, unless both are uniques), or when both are
 * the player; and when the runs would pass the question's work limit (`work`: a tick of a
 * placement's run costs a few steps, a tick of the engine's own run a few hundred), which bounds
 * every question whatever the actors (without it, a player stunned for 9 100–9 900 rounds
 * against a monster still to be placed ran every one of its 5100 placements to the bound).
 *
 * @example
 * ```ts
 * import { cthangbandAnalysis } from '@turnkeeper/cthangband/analysis';
 * const law = cthangbandAnalysis.between({
 *   a: { spec: { kind: 'player' }, action: { kind: 'walk' } },
 *   b: { spec: { kind: 'monster', speed: 10, energy: 950 } },
 * });
 * law.atLeast(2).fraction?.toString(); // '1/1': a +10 monster always gets two steps per normal-speed step
 * ```
 */
export function exactBetween(a: Actor, b: Actor, work: WorkMeter = new WorkMeter()): Law | undefined {
  if (a.kind === 'player' && b.kind === 'player') return undefined;
  for (const [name, actor] of [
    ['A', a],
    ['B', b],
  ] as const) {
    if (actorRate(actor) === Infinity) throw new NoAnswerError('between', `${name}'s action costs nothing, so the player repeats it forever within one tick`);
    if (actor.kind === 'player' && !playerCostIsFixed(actor.action, actor.spec)) return undefined;
  }
  const cases = placementCount(a) * placementCount(b);
  if (cases > MAX_CASES) return undefined;
  // Each placement's law, weighted 1 / cases: by the actors' own cycles when every placement
  // allows it, else by the engine's arithmetic run as the engine runs, else by the engine itself
  // (which refuses what the game leaves undefined). All three give the same laws.
  const run = PairRun.of(a, b);
  let mixed: Distribution;
  const cycles = run ? byCycles(run, cases, work) : undefined;
  if (cycles) mixed = cycles;
  else {
    // byCycles() may have given up for want of work: then so does every other path.
    if (work.exhausted) return undefined;
    const parts = run ? byArithmetic(run, work) : byEngine(placements('A', a), placements('B', b), work);
    if (parts === NO_ANSWER) return undefined;
    mixed = Distribution.mix([...parts].map(([law, n]) => [Fraction.of(n, cases), law] as const));
  }
  const averaged = cases === 1 ? 'one placement' : `averaged over ${cases} equally likely placements (monster2.c place_monster_one() rolls)`;
  return Law.ofDistribution(mixed, `exact: the ruleset's engine run until the energies repeat, counted over one period; ${averaged}`);
}
