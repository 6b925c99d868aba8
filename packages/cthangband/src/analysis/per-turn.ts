import { Distribution, Fraction, Law, NoAnswerError } from '@turnkeeper/core';
import { WorkMeter, type AnalysedActor } from '@turnkeeper/core/analysis';
import { playerCostIsFixed } from '../rules/turn-cost.js';
import type { CthangbandTypes } from '../schema/types.js';
import { periodOf } from './period.js';
import { actorRate } from './rate.js';

/**
 * The exact law of how many actions an actor takes in one game turn (one tick), always taking the
 * same action. A monster acts at most once a tick (`melee2.c` `process_monsters()`), so its law
 * is "once, with probability its rate". So is the player's whenever every action costs at least
 * 10: it gains 10 a tick and stops below 1000 (`dungeon.c` `process_player()`), so it never
 * acts twice in a tick in the long run. A cheaper fixed action (1..9 energy) is counted over one
 * period of the ruleset's own engine (`undefined`, for the core's Monte Carlo, when that run would
 * pass the question's work limit). An action that costs nothing repeats forever: no answer.
 *
 * @example
 * ```ts
 * import { cthangbandAnalysis } from '@turnkeeper/cthangband/analysis';
 * const law = cthangbandAnalysis.actionsPerTurn({ actor: { spec: { kind: 'player' }, action: { kind: 'const_cost', cost: 4 } } });
 * law.p(3).fraction?.toString(); // '1/2': 2.5 actions a tick, in turns of 3 and 2
 * ```
 */
export function exactActionsPerTurn(actor: AnalysedActor<CthangbandTypes>, work: WorkMeter = new WorkMeter()): Law | undefined {
  const rate = actorRate(actor);
  if (typeof rate === 'number') throw new NoAnswerError('actionsPerTurn', 'the action costs nothing, so the player repeats it forever within one tick');
  // A monster takes one turn a tick at most (its rate, counted over the s16b energy wrap when a turn
  // nets less than 10, is at most 1); every random player cost is at least 10 (a blow 100/10, a
  // Psychic Drain's spell cost plus randint(150)): at most one action a tick.
  if (actor.kind === 'monster' || !playerCostIsFixed(actor.action, actor.spec) || rate.compare(Fraction.ONE) <= 0) {
    return Law.ofDistribution(
      Distribution.from([
        [0, Fraction.ONE.sub(rate)],
        [1, rate],
      ]),
      'exact: at most one action a tick, with probability the long-run rate (10 / cost)',
    );
  }
  const p = periodOf([{ kind: 'player', id: 'A', spec: actor.spec, action: actor.action }], new Map(), work);
  if (!p && work.exhausted) return undefined;
  if (!p || 'known' in p) throw new NoAnswerError('actionsPerTurn', 'the energy cycle is too long to follow');
  const perTick = new Map<number, number>();
  for (const t of p.turns) if (t.tick <= p.from + p.period) perTick.set(t.tick, (perTick.get(t.tick) ?? 0) + 1);
  const counts = new Map<number, number>([[0, p.period - perTick.size]]);
  for (const n of perTick.values()) counts.set(n, (counts.get(n) ?? 0) + 1);
  return Law.ofDistribution(
    Distribution.from([...counts].map(([k, n]) => [k, Fraction.of(n, p.period)] as const)),
    `exact: one ${p.period}-tick period of the ruleset's engine`,
  );
}
