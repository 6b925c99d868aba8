import { energyOfRaw } from '../speed.js';
import { ActorChain, costLaw } from './actor-chain.js';

/**
 * Counts reported per law: P(K = 0..5) and P(K ≥ 6), as in `double_move.json`.
 *
 * @example
 * ```ts
 * import { DOUBLE_MOVE_CAP } from '@turnkeeper/frogcomposband';
 * DOUBLE_MOVE_CAP; // 6
 * ```
 */
export const DOUBLE_MOVE_CAP = 6;

/**
 * Double-move odds between the player and one monster (spec §11, `double_move.json`).
 *
 * @example
 * ```ts
 * import { doubleMove } from '@turnkeeper/frogcomposband';
 * const r: DoubleMoveOdds = doubleMove(0, 10);
 * ```
 */
export interface DoubleMoveOdds {
  readonly playerSpeed: number;
  readonly playerEnergy: number;
  readonly monsterSpeed: number;
  readonly monsterEnergy: number;
  /** P(K = 0..5), then P(K ≥ 6): K = monster actions strictly between two player actions. */
  readonly monsterBetweenPlayer: readonly number[];
  /** P(K ≥ 2). */
  readonly pDoubleMove: number;
  /** P(K ≥ 3). */
  readonly pTripleMove: number;
  /** The long-run ratio of monster to player actions, E_m / E_p (both mean costs are 100). */
  readonly meanK: number;
  /** The same law with the roles swapped: player actions between two monster actions. */
  readonly playerBetweenMonster: readonly number[];
  /** P(the player gets ≥ 2 actions between two monster actions). */
  readonly pPlayerDoubleMove: number;
}

function between(first: ActorChain, second: ActorChain): number[] {
  // Windows of the first actor's gaps, counted from the second's stationary state at the start
  // of a game turn: independence of the two processes makes that its law at any chosen turn.
  let maxGap = 0;
  first.actionStates.forEach((s) => {
    first.forEachCost((c) => {
      maxGap = Math.max(maxGap, first.afterAction(s, c).gap);
    });
  });
  const windows = second.actionsInWindow(maxGap, DOUBLE_MOVE_CAP);
  const out = new Array<number>(DOUBLE_MOVE_CAP + 1).fill(0);
  first.actionStates.forEach((s, i) => {
    const ps = first.atAction[i] as number;
    if (ps === 0) return;
    first.forEachCost((c, q) => {
      const h = windows[first.afterAction(s, c).gap] as Float64Array;
      for (let k = 0; k <= DOUBLE_MOVE_CAP; k++) out[k] = (out[k] as number) + ps * q * (h[k] as number);
    });
  });
  return out;
}

function atLeast(dist: readonly number[], k: number): number {
  let t = 0;
  for (let i = k; i < dist.length; i++) t += dist[i] as number;
  return t;
}

/**
 * Exact double-move odds between the player at `playerSpeed` and a monster at `monsterSpeed` (raw,
 * the monster's individual speed), by a Markov-chain decomposition in double precision, under the
 * model of `double_move.json`: one player and one monster, every action a nominal 100 drawn at the
 * actor's own energy index, the monster always in range, the player first in every game turn,
 * long-run behaviour.
 *
 * How: each actor's energy process is a Markov chain of its own; the two are independent. The
 * player's chain at its actions gives the law of its gap to the next action (0 when it acts again
 * in the same turn); the monster's stationary per-game-turn law, pushed forward turn by turn, gives
 * the law of its actions in a window of g turns that starts with the player's action turn (the
 * monster moves after the player in that turn, before it in the last). Mixing gives K. The
 * reverse direction windows the monster's gaps over the player's chain, its turn included.
 *
 * @example
 * ```ts
 * import { doubleMove } from '@turnkeeper/frogcomposband';
 * doubleMove(0, 0).pDoubleMove; // ≈ 0.0938109259: cost randomness alone, at equal speeds
 * ```
 */
export function doubleMove(playerSpeed: number, monsterSpeed: number, version = '7.1.salmiak'): DoubleMoveOdds {
  const ep = energyOfRaw(playerSpeed);
  const em = energyOfRaw(monsterSpeed);
  const player = new ActorChain(ep, costLaw(ep, version), true);
  const monster = new ActorChain(em, costLaw(em, version), false);
  const mbp = between(player, monster);
  const pbm = between(monster, player);
  return {
    playerSpeed,
    playerEnergy: ep,
    monsterSpeed,
    monsterEnergy: em,
    monsterBetweenPlayer: mbp,
    pDoubleMove: atLeast(mbp, 2),
    pTripleMove: atLeast(mbp, 3),
    meanK: em / ep,
    playerBetweenMonster: pbm,
    pPlayerDoubleMove: atLeast(pbm, 2),
  };
}
