import { Distribution, Fraction, InvalidArgumentError } from '@turnkeeper/core';
import type { z } from 'zod';
import { NORMAL_SPEED_INDEX } from '../constants.js';
import { monsterSpeedSpread } from '../rules/monster-placement.js';
import type { MonsterAction, PlayerAction } from '../ruleset/actions.js';
import { cthangband } from '../ruleset/cthangband-ruleset.js';
import { monsterSpec, type playerSpec } from '../ruleset/schema.js';

/**
 * What {@link doubleMoveOdds} compares: a player repeating one action and a monster repeating
 * one action. Leave the monster's `energy` out to average over its placement (start energy
 * 900..999, and the speed spread for non-uniques), each case equally likely as the game rolls it.
 *
 * @example
 * ```ts
 * const q: DoubleMoveQuestion = {
 *   player: { speed: 0 }, playerAction: { kind: 'walk' },
 *   monster: { speed: 10, energy: 950 }, monsterAction: { kind: 'move' },
 * };
 * ```
 */
export interface DoubleMoveQuestion {
  readonly player: Omit<z.input<typeof playerSpec>, 'type'>;
  readonly playerAction: PlayerAction;
  readonly monster: Omit<z.input<typeof monsterSpec>, 'type'>;
  readonly monsterAction: MonsterAction;
}

/**
 * The answer: the long-run distribution of how many times the monster acts between two
 * consecutive actions of the player, and the chance it acts at least twice ("a double move").
 *
 * @example
 * ```ts
 * const a: DoubleMoveAnswer = { perPlayerAction: Distribution.point(1), atLeastTwo: Fraction.ZERO, cases: 1 };
 * ```
 */
export interface DoubleMoveAnswer {
  readonly perPlayerAction: Distribution;
  readonly atLeastTwo: Fraction;
  /** How many placement cases were averaged. */
  readonly cases: number;
}

function checkDeterministic(action: PlayerAction): void {
  if (action.kind === 'melee' && action.naturalAttacks === undefined && !action.noExtra) {
    throw new InvalidArgumentError('playerAction.naturalAttacks', undefined, 'a number: the analysis needs a fixed cost (give how many natural attacks fire)');
  }
  if (action.kind === 'psychic_drain' && action.fired !== false) {
    throw new InvalidArgumentError('playerAction.fired', action.fired, 'false: a fired Psychic Drain debits a random amount');
  }
}

/** The long-run counts of monster actions per player-action interval, for one placement. */
function oneCase(q: DoubleMoveQuestion, mspeed: number, menergy: number): Map<number, number> {
  const loop = cthangband.create({ seed: 0 });
  loop.add('p', { ...q.player, type: 'player' });
  loop.add('m', { ...q.monster, type: 'monster', mspeed, energy: menergy, born: false });
  const counts: number[] = []; // counts[j]: monster actions after the player's j-th action
  const starts: number[] = []; // starts[j]: tick of the player's j-th action
  const seen = new Map<string, number>();
  let stopAt = Infinity;
  let window: [number, number] | null = null;
  let tickNow = 0;
  loop.on('turnEnd', ({ tick }) => {
    tickNow = tick;
    if (window) return;
    const key = `${String((loop.inspect('p') as { energy: number }).energy)}|${String((loop.inspect('m') as { energy: number }).energy)}`;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, tick);
      return;
    }
    const period = tick - first;
    window = [tick, tick + period];
    stopAt = tick + 2 * period + 1;
  });
  for (;;) {
    const turn = loop.next();
    if (tickNow >= stopAt) break;
    if (turn.actor === 'p') {
      loop.act('p', q.playerAction);
      counts.push(0);
      starts.push(tickNow + 1);
    } else {
      loop.act('m', q.monsterAction);
      if (counts.length > 0) counts[counts.length - 1] = (counts[counts.length - 1] as number) + 1;
    }
  }
  const [from, to] = window as unknown as [number, number];
  const tally = new Map<number, number>();
  starts.forEach((t, j) => {
    // Intervals that start within one period after the state repeated (all of them complete).
    if (t > from && t <= to && j < counts.length - 1) tally.set(counts[j] as number, (tally.get(counts[j] as number) ?? 0) + 1);
  });
  return tally;
}

/**
 * How often a monster gets two (or more) turns between two of the player's, exactly (spec §2,
 * §6: everyone gains 10 a tick; the player acts first in a tick and may act repeatedly, a monster
 * once). Runs the ruleset's own loop for each placement case until the pair of energies repeats,
 * then counts over one full period; cases are averaged with their placement probabilities.
 *
 * @example
 * ```ts
 * import { doubleMoveOdds } from '@turnkeeper/cthangband';
 * const a = doubleMoveOdds({
 *   player: { speed: 0 }, playerAction: { kind: 'walk' },
 *   monster: { speed: 10, energy: 950 }, monsterAction: { kind: 'move' },
 * });
 * a.atLeastTwo.toString(); // '1/1': a +10 monster always gets two steps per normal-speed step
 * ```
 */
export function doubleMoveOdds(q: DoubleMoveQuestion): DoubleMoveAnswer {
  checkDeterministic(q.playerAction);
  const m = monsterSpec.parse({ ...q.monster, type: 'monster' });
  const cases: [number, number][] = [];
  if (m.energy !== undefined) cases.push([m.mspeed ?? m.speed, m.energy]);
  else {
    const spread = m.unique ? 0 : monsterSpeedSpread(m.speed + NORMAL_SPEED_INDEX);
    for (let d = -spread; d <= spread; d++) for (let e = 900; e < 1000; e++) cases.push([m.speed + d, e]);
  }
  const weight = Fraction.of(1, cases.length);
  const parts: [Fraction, Distribution][] = cases.map(([s, e]) => {
    const tally = oneCase(q, s, e);
    const total = [...tally.values()].reduce((a, b) => a + b, 0);
    return [weight, Distribution.from([...tally].map(([k, n]) => [k, Fraction.of(n, total)] as const))];
  });
  const perPlayerAction = Distribution.mix(parts);
  return { perPlayerAction, atLeastTwo: perPlayerAction.atLeast(2), cases: cases.length };
}
