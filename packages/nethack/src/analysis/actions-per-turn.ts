import { Distribution, Fraction } from '@turnkeeper/core';
import { heroAllocationLaw, monsterAllocationLaw } from '../rules/allocation-laws.js';
import type { HeroMoveInput } from '../rules/hero-allocation.js';
import type { MonsterMoveInput } from '../rules/monster-allocation.js';
import { NORMAL_SPEED } from '../rules/speed.js';
import type { NethackVersion } from '../versions.js';

/**
 * Actions per turn for one actor: the law by carried leftover and in the long run. The long-run
 * law is what `nethackAnalysis.actionsPerTurn()` answers; this adds the per-leftover laws and the
 * reachable leftovers.
 *
 * @example
 * ```ts
 * import { monsterActionsPerTurn } from '@turnkeeper/nethack/analysis';
 * const a = monsterActionsPerTurn('3.4.3', { base: 15, mspeed: 'normal' });
 * a.longRun.toRecord(); // { '1': '3/4', '2': '1/4' }
 * a.leftoverSupport; // [0, 3, 6, 9]
 * ```
 */
export interface ActionsPerTurn {
  /** Leftovers (0..11) reachable from 0: the subgroup of Z₁₂ the gains generate. */
  readonly leftoverSupport: readonly number[];
  /** `byLeftover[r]`: the law of the number of actions in a turn entered with r points. */
  readonly byLeftover: readonly Distribution[];
  /**
   * The long-run law: the uniform mixture of `byLeftover` over `leftoverSupport`. Its mean,
   * `longRun.mean()`, is the mean gain / 12; `longRun.atLeast(2)` the chance of two or more actions.
   */
  readonly longRun: Distribution;
}

/**
 * Leftovers reachable from 0 by the walk r → (r + gain) mod 12.
 *
 * @example
 * ```ts
 * reachableLeftovers([15]); // [0, 3, 6, 9]
 * ```
 */
export function reachableLeftovers(gains: readonly number[]): number[] {
  const seen = new Set<number>([0]);
  const queue = [0];
  while (queue.length) {
    const r = queue.pop() as number;
    for (const g of gains) {
      const next = (((r + g) % NORMAL_SPEED) + NORMAL_SPEED) % NORMAL_SPEED;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen].sort((a, b) => a - b);
}

/**
 * Actions per turn of an actor whose per-turn gain has the law `gain`. An actor spends all of its
 * points down to less than 12 in every turn (the turn only ends when nobody can act), so a turn
 * entered with r points gives ⌊(r + g)/12⌋ actions and leaves (r + g) mod 12; the leftover walk is
 * uniform on its reachable set in the long run (its transition matrix is doubly stochastic).
 *
 * @example
 * ```ts
 * import { Distribution, frac } from '@turnkeeper/core';
 * actionsPerTurnOfGain(Distribution.from([[12, frac(2, 3)], [24, frac(1, 3)]])).longRun.toRecord();
 * // { '1': '2/3', '2': '1/3' }
 * ```
 */
export function actionsPerTurnOfGain(gain: Distribution): ActionsPerTurn {
  const byLeftover: Distribution[] = [];
  for (let r = 0; r < NORMAL_SPEED; r++) byLeftover.push(gain.map((g) => Math.floor((r + g) / NORMAL_SPEED)));
  const leftoverSupport = reachableLeftovers(gain.support());
  const w = Fraction.of(1, leftoverSupport.length);
  const longRun = Distribution.mix(leftoverSupport.map((r) => [w, byLeftover[r] as Distribution] as const));
  return { leftoverSupport, byLeftover, longRun };
}

/**
 * Actions per turn of a monster (starting, as makemon() leaves it, with 0 points). Its `longRun`
 * is what `nethackAnalysis.actionsPerTurn({ actor: { spec: { kind: 'monster', … } } })` answers.
 *
 * @example
 * ```ts
 * import { monsterActionsPerTurn } from '@turnkeeper/nethack/analysis';
 * monsterActionsPerTurn('3.6.0', { base: 12, mspeed: 'normal' }).longRun.p(0).toString(); // '1/45'
 * ```
 */
export function monsterActionsPerTurn(version: NethackVersion, monster: MonsterMoveInput): ActionsPerTurn {
  return actionsPerTurnOfGain(monsterAllocationLaw(version, monster).distribution);
}

/**
 * Actions per turn of the hero (not riding; leftover 0 after the first turn's action). Its
 * `longRun` is what `nethackAnalysis.actionsPerTurn({ actor: { spec: { kind: 'player', … } } })`
 * answers.
 *
 * @example
 * ```ts
 * import { heroActionsPerTurn } from '@turnkeeper/nethack/analysis';
 * heroActionsPerTurn('3.6.7', { base: 12, speed: 'Very_fast', encumbrance: 0 }).longRun.toRecord();
 * // { '1': '1/3', '2': '2/3' }
 * ```
 */
export function heroActionsPerTurn(version: NethackVersion, hero: HeroMoveInput): ActionsPerTurn {
  return actionsPerTurnOfGain(heroAllocationLaw(version, hero).distribution);
}
