import type { RandomSource } from '@turnkeeper/core';
import { FROGCOMPOSBAND_DRAW_SITES } from '../random/draw-sites.js';

/**
 * Game turns per tick: timed effects count down when `game_turn % 10 == 0` (`TURNS_PER_TICK`,
 * `src/defines.h`; tested in `src/dungeon.c` `process_world()`).
 *
 * @example
 * ```ts
 * import { TURNS_PER_TICK } from '@turnkeeper/frogcomposband';
 * TURNS_PER_TICK; // 10
 * ```
 */
export const TURNS_PER_TICK = 10;
/**
 * Ticks from dawn to dawn is 2 × `TOWN_DAWN`; a day is 10 × 10000 = 100,000 game turns
 * (`src/defines.h`, `src/xtra1.c` `extract_day_hour_min_imp()`).
 *
 * @internal
 */
export const TOWN_DAWN = 10000;
/**
 * Game turns in one day: `TOWN_DAWN` (10,000) ticks of 10 game turns (`src/xtra1.c`
 * `extract_day_hour_min_imp()`).
 *
 * @example
 * ```ts
 * import { GAME_TURNS_PER_DAY } from '@turnkeeper/frogcomposband';
 * GAME_TURNS_PER_DAY; // 100000
 * ```
 */
export const GAME_TURNS_PER_DAY = 100_000;

/**
 * True on the game turns where timed effects count down and the world is processed
 * (`src/dungeon.c` `process_world()`, `src/melee2.c` `process_monsters()`).
 *
 * @example
 * ```ts
 * import { isTickTurn } from '@turnkeeper/frogcomposband';
 * isTickTurn(20); // true
 * isTickTurn(21); // false
 * ```
 */
export function isTickTurn(gameTurn: number): boolean {
  return gameTurn % TURNS_PER_TICK === 0;
}

/**
 * The day number of a game turn: `(game_turn + 25000) / 100000 + 1` (`src/xtra1.c`
 * `extract_day_hour_min_imp()`).
 *
 * @example
 * ```ts
 * import { dayOf } from '@turnkeeper/frogcomposband';
 * dayOf(1); // 1
 * dayOf(75_001); // 2
 * ```
 */
export function dayOf(gameTurn: number): number {
  return Math.trunc((gameTurn + 25_000) / GAME_TURNS_PER_DAY) + 1;
}

/**
 * Extra game turns after taking stairs up in the dungeon (`advance_time_hack`,
 * `src/dungeon.c` `dungeon()`): `min(25, (200 + randint0(E)) / E)`, time passing with no
 * energy processed.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { stairsExtraTurns } from '@turnkeeper/frogcomposband';
 * stairsExtraTurns(scripted([5]), 10); // 20
 * ```
 */
export function stairsExtraTurns(random: RandomSource, energy: number): number {
  return Math.min(25, Math.trunc((200 + random.below(energy, FROGCOMPOSBAND_DRAW_SITES.stairsExtraTurns)) / energy));
}

/**
 * `MAX_DAYS` (`src/defines.h`): the days the clock runs before the game rolls it back.
 *
 * @internal
 */
const MAX_DAYS = 20000;

/**
 * `game_turn_limit` (`src/birth.c` `init_turn()`, `src/load.c`): 100,000 × (MAX_DAYS − 1) +
 * 75,000 = 1,999,975,000 game turns, or a day more (2,000,075,000) for a race that starts at
 * night.
 *
 * @example
 * ```ts
 * import { gameTurnLimit } from '@turnkeeper/frogcomposband';
 * gameTurnLimit(); // 1999975000
 * gameTurnLimit(true); // 2000075000
 * ```
 */
export function gameTurnLimit(nightStart = false): number {
  const dayTurns = TURNS_PER_TICK * TOWN_DAWN;
  return dayTurns * (nightStart ? MAX_DAYS : MAX_DAYS - 1) + (dayTurns * 3) / 4;
}

/**
 * `prevent_turn_overflow()` (`src/dungeon.c`), called after every `game_turn++`: once the game
 * turn reaches `game_turn_limit`, it is rolled back by whole days, `1 + (turn − limit) / 100000`
 * of them (to 1 if that would not leave it positive), so the signed 32-bit `game_turn` never
 * overflows and the time of day is kept.
 *
 * @example
 * ```ts
 * import { gameTurnLimit, rollBackGameTurn } from '@turnkeeper/frogcomposband';
 * rollBackGameTurn(gameTurnLimit()); // 1999875000: one day back
 * rollBackGameTurn(12345); // 12345
 * ```
 */
export function rollBackGameTurn(gameTurn: number, nightStart = false): number {
  const limit = gameTurnLimit(nightStart);
  if (gameTurn < limit) return gameTurn;
  const dayTurns = TURNS_PER_TICK * TOWN_DAWN;
  const rollback = dayTurns * (1 + Math.trunc((gameTurn - limit) / dayTurns));
  return gameTurn > rollback ? gameTurn - rollback : 1;
}
