import { z } from 'zod';
import { LEVEL_MONSTER_MAX } from '../tables/constants.js';
import { MAX_SPEED, MIN_SPEED } from '../tables/energy-table.js';

const int = z.number().int();
const actorId = z.union([int.refine(Number.isSafeInteger, { error: 'a safe integer' }), z.string().min(1)], {
  error: 'an actor id: a safe integer or a non-empty string',
});

const playerState = z.strictObject({
  id: actorId,
  speed: int.min(MIN_SPEED).max(MAX_SPEED),
  energy: int.min(-32768).max(32767),
  moves: int.min(-5).max(5),
  blows: int.min(100).max(1000),
  shots: int.min(10).max(100),
});

const monsterState = z.strictObject({
  index: int.min(1).max(LEVEL_MONSTER_MAX - 1),
  id: actorId,
  raceSpeed: int.min(-90).max(70),
  variation: int.min(-4).max(4),
  unique: z.boolean(),
  energy: int.min(0).max(255),
  fast: z.boolean(),
  slow: int.min(0).max(5),
  handled: z.boolean(),
});

/**
 * The Angband engine's saved state: the game turn, where the engine is in `run_game_loop()` (the
 * `stage`: about to start the player's phase, inside a `process_monsters()` pass before or after
 * the player, or waiting on the player), the pass's cursor (the next list index it reaches) and
 * energy threshold, the pending actor, the player and every monster with its slot in the list
 * (`monsterMax` is `cave->mon_max`). Every restore validates it, cross-references included.
 *
 * @example
 * ```ts
 * import { angband } from 'turnkeeper-angband';
 * const loop = angband.create();
 * loop.add('you', { kind: 'player' });
 * angband.stateSchema.parse(loop.snapshot().engine); // the engine's state, validated
 * ```
 */
export const angbandState = z
  .strictObject({
    turn: int.min(0).max(Number.MAX_SAFE_INTEGER),
    stage: z.enum(['start', 'passA', 'player', 'passB']),
    cursor: int.min(0).max(LEVEL_MONSTER_MAX - 1),
    threshold: int.min(0).max(32768),
    pending: actorId.nullable(),
    monsterMax: int.min(1).max(LEVEL_MONSTER_MAX),
    player: playerState.nullable(),
    monsters: z.array(monsterState).max(LEVEL_MONSTER_MAX - 1),
  })
  .superRefine((s, ctx) => {
    const ids = new Set<string>();
    const key = (id: string | number): string => `${typeof id}:${String(id)}`;
    if (s.player) ids.add(key(s.player.id));
    const indices = new Set<number>();
    s.monsters.forEach((m, i) => {
      if (ids.has(key(m.id))) ctx.addIssue({ code: 'custom', path: ['monsters', i, 'id'], message: `duplicate actor id ${String(m.id)}` });
      ids.add(key(m.id));
      if (indices.has(m.index)) ctx.addIssue({ code: 'custom', path: ['monsters', i, 'index'], message: `two monsters in slot ${m.index}` });
      indices.add(m.index);
      if (m.index >= s.monsterMax) ctx.addIssue({ code: 'custom', path: ['monsters', i, 'index'], message: `slot ${m.index} is not below monsterMax ${s.monsterMax}` });
    });
    if (s.cursor >= s.monsterMax) ctx.addIssue({ code: 'custom', path: ['cursor'], message: `the cursor ${s.cursor} is not below monsterMax ${s.monsterMax}` });
    if (s.pending !== null) {
      const pending = s.pending;
      const isPlayer = s.player !== null && s.player.id === pending;
      const monster = s.monsters.find((m) => m.id === pending);
      if (!isPlayer && !monster) ctx.addIssue({ code: 'custom', path: ['pending'], message: `the pending actor ${String(pending)} is not present` });
      if (isPlayer && s.stage !== 'player') ctx.addIssue({ code: 'custom', path: ['stage'], message: 'the player is pending outside the player stage' });
      if (monster && (s.stage === 'player' || s.stage === 'start' || !monster.handled)) {
        ctx.addIssue({ code: 'custom', path: ['pending'], message: 'a pending monster must be handled, inside a process_monsters() pass' });
      }
    }
  });

/**
 * The engine's saved state, parsed (internal).
 *
 * @example
 * ```ts
 * const saved: AngbandSaved = angbandState.parse(loop.snapshot().engine);
 * ```
 */
export type AngbandSaved = z.output<typeof angbandState>;
