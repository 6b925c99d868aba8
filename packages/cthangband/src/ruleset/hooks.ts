/**
 * The hooks a Cthangband loop emits, with their payloads: the points of `dungeon()` where the real
 * game does other work (spec §6.1), so a game built on the ruleset, or a golden replay, can do
 * that work — and draw its non-timing random numbers — in the original order.
 *
 * @example
 * ```ts
 * loop.on('processWorld', ({ turn }, ctx) => { if (ctx.random.below(500) === 0) spawnMonster(); });
 * ```
 */
// A type alias (not an interface) so it is assignable to core's HookMap index signature.
export type CthangbandHooks = {
  /** After `process_player()`, before `process_monsters()` fixes its bound. */
  afterPlayer: { turn: number; tick: number };
  /** `process_world()`: only when `turn % 10 == 0`. */
  processWorld: { turn: number; tick: number; round: number; regenMonsters: boolean };
  /** The end of the game turn (`turn++`). */
  turnEnd: { turn: number; tick: number };
  /** A melee blow was made and resolved; the natural-attack roll comes next. */
  playerBlow: { turn: number; numBlow: number };
  /** `compact_monsters(64)` would run at the top of the turn (`m_cnt + 32 > MAX_M_IDX`). */
  compactMonsters: { turn: number; count: number; needed: number };
};

/**
 * One-line documentation of each hook, as `defineRuleset` requires.
 *
 * @example
 * ```ts
 * import { HOOK_DOCS } from '@turnkeeper/cthangband';
 * HOOK_DOCS.processWorld;
 * ```
 */
export const HOOK_DOCS = Object.freeze({
  afterPlayer:
    'After process_player() and before process_monsters() (dungeon.c dungeon()): the game notices, updates and redraws here. A monster added now (a summon by the player) joins this tick: it gains 10 and may act at once.',
  processWorld:
    'process_world() (dungeon.c), when turn % 10 == 0: the per-round work — timed effects, regeneration, hunger, random monster generation; regenMonsters is true every 100 ticks.',
  turnEnd: 'The end of a game turn, where dungeon() increments turn (and gives the level feeling 2500 turns after arrival).',
  playerBlow:
    "A melee blow (py_attack, cmd1.c) was made: draw its to-hit and damage here; the natural-attack trigger randint(num_blow) is rolled right after, unless the action gave naturalAttacks.",
  compactMonsters:
    'At the top of a turn when m_cnt + 32 > MAX_M_IDX: the game would delete about `needed` monsters (compact_monsters(64), saving throws rand_int(100)); remove them here.',
} as const satisfies { readonly [K in keyof CthangbandHooks]: string });
