import type { SpecIssue } from '@turnkeeper/core';
import * as v from 'valibot';
import { LEVEL_MONSTER_MAX } from '../tables/constants.js';
import { MAX_SPEED, MIN_SPEED } from '../tables/energy-table.js';

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const actorId = v.union([v.pipe(v.number(), v.safeInteger()), v.pipe(v.string(), v.minLength(1))], 'an actor id: a safe integer or a non-empty string');

const playerState = v.strictObject({
  id: actorId,
  speed: int(MIN_SPEED, MAX_SPEED),
  energy: int(-32768, 32767),
  moves: int(-5, 5),
  blows: int(100, 1000),
  shots: int(10, 100),
});

const monsterState = v.strictObject({
  index: int(1, LEVEL_MONSTER_MAX - 1),
  id: actorId,
  raceSpeed: int(-90, 70),
  variation: int(-4, 4),
  unique: v.boolean(),
  energy: int(0, 255),
  fast: v.boolean(),
  slow: int(0, 5),
  handled: v.boolean(),
});

/**
 * Where the engine stands in a game turn (`src/game-world.c` `run_game_loop()`): about to start
 * (`start`), inside the `process_monsters()` pass before the player (`passA`), the player's own
 * phase (`player`), inside the pass after the player (`passB`).
 *
 * @example
 * ```ts
 * ANGBAND_PHASES[1]; // 'passA'
 * ```
 */
export const ANGBAND_PHASES = ['start', 'passA', 'player', 'passB'] as const;

/**
 * One phase of {@link ANGBAND_PHASES}.
 *
 * @example
 * ```ts
 * const phase: AngbandPhase = 'player';
 * ```
 */
export type AngbandPhase = (typeof ANGBAND_PHASES)[number];

/**
 * The Angband engine's saved state: the game turn, where the engine is in `run_game_loop()` (the
 * `phase`: about to start the player's phase, inside a `process_monsters()` pass before or after
 * the player, or waiting on the player), the pass's cursor (the next list index it reaches) and
 * energy threshold, the pending actor, the player and every monster with its slot in the list
 * (`monsterMax` is `cave->mon_max`). Every restore validates it, and {@link checkAngbandState}
 * its cross-references.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { angband } from 'turnkeeper-angband';
 * const loop = angband.create();
 * loop.add('you', { kind: 'player' });
 * v.parse(angband.state.schema, loop.snapshot().engine); // the engine's state, validated
 * ```
 */
export const angbandState = v.strictObject({
  turn: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  phase: v.picklist(ANGBAND_PHASES),
  cursor: int(0, LEVEL_MONSTER_MAX - 1),
  threshold: int(0, 32768),
  pending: v.nullable(actorId),
  monsterMax: int(1, LEVEL_MONSTER_MAX),
  player: v.nullable(playerState),
  monsters: v.pipe(v.array(monsterState), v.maxLength(LEVEL_MONSTER_MAX - 1)),
});

/**
 * The engine's saved state, parsed.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { angband } from 'turnkeeper-angband';
 * const loop = angband.create();
 * const saved: AngbandSavedState = v.parse(angbandState, loop.snapshot().engine);
 * ```
 */
export type AngbandSavedState = v.InferOutput<typeof angbandState>;

/**
 * What the schema of {@link angbandState} cannot say: ids unique, one monster per slot, every slot
 * and the pass's cursor below `monsterMax`, and a pending actor that is present and due where the
 * engine stands (the player in its own phase; a monster already handled, inside a pass). Returns
 * the first problem found, or `undefined`.
 *
 * @example
 * ```ts
 * // Internal: the ruleset's state.check; a restore that fails it is a SnapshotError.
 * declare const saved: AngbandSavedState;
 * checkAngbandState({ ...saved, cursor: saved.monsterMax }); // { field: 'cursor', … }
 * ```
 */
export function checkAngbandState(s: AngbandSavedState): SpecIssue | undefined {
  const ids = new Set<string>();
  const key = (id: string | number): string => `${typeof id}:${String(id)}`;
  if (s.player) ids.add(key(s.player.id));
  const slots = new Set<number>();
  for (const [i, m] of s.monsters.entries()) {
    if (ids.has(key(m.id))) return { field: `monsters.${i}.id`, value: m.id, allowed: 'an id no other actor has' };
    ids.add(key(m.id));
    if (m.index >= s.monsterMax) return { field: `monsters.${i}.index`, value: m.index, allowed: `a slot below monsterMax (${s.monsterMax})` };
    if (slots.has(m.index)) return { field: `monsters.${i}.index`, value: m.index, allowed: 'a slot no other monster holds' };
    slots.add(m.index);
  }
  if (s.cursor >= s.monsterMax) return { field: 'cursor', value: s.cursor, allowed: `a list index below monsterMax (${s.monsterMax})` };
  if (s.pending === null) return undefined;
  const pending = s.pending;
  if (s.player?.id === pending) {
    return s.phase === 'player' ? undefined : { field: 'phase', value: s.phase, allowed: '"player": the player is pending only in its own phase' };
  }
  const monster = s.monsters.find((m) => m.id === pending);
  if (!monster) return { field: 'pending', value: pending, allowed: 'null, or the id of an actor present' };
  if (s.phase !== 'passA' && s.phase !== 'passB')
    return { field: 'phase', value: s.phase, allowed: '"passA" or "passB": a monster is pending only inside a process_monsters() pass' };
  if (!monster.handled) return { field: 'pending', value: pending, allowed: 'a monster already handled this game turn (it is marked before its turn)' };
  return undefined;
}
