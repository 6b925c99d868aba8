import { nethackVersionRules, type NethackVersion } from '../versions.js';
import { NORMAL_SPEED } from './speed.js';

/**
 * One step of a turn: the hero acting (`'H'`), or one movemon() pass with the list positions of
 * the monsters that acted in it (0 = head of the list).
 *
 * @example
 * ```ts
 * const steps: TurnStep[] = ['H', [0, 2], [2]];
 * ```
 */
export type TurnStep = 'H' | readonly number[];

/**
 * The schedule of one whole turn and the points left at its end.
 *
 * @example
 * ```ts
 * const s: TurnSchedule = { steps: ['H', []], heroEnd: 0, monsterEnds: [3] };
 * ```
 */
export interface TurnSchedule {
  readonly steps: readonly TurnStep[];
  readonly heroEnd: number;
  readonly monsterEnds: readonly number[];
}

/**
 * One turn of moveloop()/movemon() from given starting points (after the allocation), as a pure
 * function (`src/allmain.c` moveloop() — 3.7 moveloop_core() — and `src/mon.c` movemon()): the hero acts first if it has 12 or
 * more; after each hero action comes one monster pass; control returns to the hero when it has
 * `>= 12` points (`> 12` in 3.4.3, bug H2588), else passes repeat while some monster kept 12 or
 * more; the turn ends when nobody can act. `heroStart` null means no hero. Monsters are given in
 * list order (head first). Every action costs 12.
 *
 * @example
 * ```ts
 * import { simulateTurn } from '@turnkeeper/nethack';
 * simulateTurn('3.6.7', 24, [24]).steps; // ['H', [0], 'H', [0]]
 * simulateTurn('3.4.3', 24, [24]).steps; // ['H', [0], [0], 'H', []] (H2588)
 * ```
 */
export function simulateTurn(version: NethackVersion, heroStart: number | null, monsterStarts: readonly number[]): TurnSchedule {
  const strict = nethackVersionRules(version).strictHeroTest;
  const mons = [...monsterStarts];
  let hero = heroStart ?? 0;
  const hasHero = heroStart !== null;
  const steps: TurnStep[] = [];
  const pass = (): boolean => {
    const acted: number[] = [];
    let canMove = false;
    mons.forEach((m, i) => {
      if (m < NORMAL_SPEED) return;
      mons[i] = m - NORMAL_SPEED;
      if (m - NORMAL_SPEED >= NORMAL_SPEED) canMove = true;
      acted.push(i);
    });
    steps.push(acted);
    return canMove;
  };
  let heroActs = hasHero && hero >= NORMAL_SPEED;
  for (;;) {
    if (heroActs) {
      steps.push('H');
      hero -= NORMAL_SPEED;
    }
    // the "hero can't move this turn" loop
    for (;;) {
      let canMove: boolean;
      do {
        canMove = pass();
      } while (!(hasHero && (strict ? hero > NORMAL_SPEED : hero >= NORMAL_SPEED)) && canMove);
      if (!canMove && (!hasHero || hero < NORMAL_SPEED)) return { steps, heroEnd: hero, monsterEnds: mons };
      if (hasHero && hero >= NORMAL_SPEED) break;
    }
    heroActs = true;
  }
}
