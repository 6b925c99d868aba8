import { z } from 'zod';

const int = z.number().int();

/** A player script entry: an action of the trace vocabulary and its parameters. */
const playerStep = z.looseObject({
  action: z.string(),
  skill: int.min(0).optional(),
  min: int.min(0).optional(),
  natural_attacks: int.min(0).optional(),
  cost: int.min(0).optional(),
});

const playerInitial = z.looseObject({
  id: z.literal('player'),
  pspeed: int,
  num_blow: int,
  num_fire: int,
  energy: int,
  natural_attack_mutations: int.min(0).default(0),
  script: z.array(playerStep).min(1, { error: 'the player script needs at least one action' }),
});

const race = z.looseObject({
  speed: int,
  num_blows: int,
  unique: z.boolean(),
  force_maxhp: z.boolean(),
  sleep: int.min(0),
  hdice: int.min(0),
  hside: int.min(0),
});

const monsterInitial = z.looseObject({
  id: z.string(),
  m_idx: int.min(1),
  mspeed: int,
  energy: int,
  born: z.boolean().default(false),
  csleep: int.min(0).default(0),
  script: z.array(z.string()).min(1, { error: 'a monster script needs at least one outcome' }),
  race,
});

/**
 * The parts of a `cthangband.trace.v1` file the replay reads (spec §10). Unknown extra fields are
 * kept; missing or mistyped ones are reported by name.
 *
 * @example
 * ```ts
 * import { parseSpec } from '@turnkeeper/core';
 * import { traceFile } from '@turnkeeper/cthangband';
 * // parseSpec(traceFile, JSON.parse(text), 'golden file trace_a.json');
 * ```
 */
export const traceFile = z.looseObject({
  schema: z.literal('cthangband.trace.v1'),
  rng: z.discriminatedUnion('mode', [
    z.looseObject({ mode: z.literal('none') }),
    z.looseObject({ mode: z.literal('script'), values: z.array(int.min(0)) }),
    z.looseObject({ mode: z.literal('z-rand complex'), seed: int.min(0).max(0xffffffff) }),
  ]),
  actors_initial: z.array(z.union([playerInitial, monsterInitial])),
  ticks: z.array(
    z.looseObject({
      tick: int.min(1),
      turn: int.min(1),
      actors: z.array(z.looseObject({ id: z.string() })),
    }),
  ),
  rng_calls: z.array(z.looseObject({ seq: int, tick: int, site: z.string(), m: int, result: int })).default([]),
  help_text_expected_wait_ticks_1_to_10: z.array(int).optional(),
  help_text_expected_acts_on_ticks: z.array(int).optional(),
});

/**
 * A parsed trace file.
 *
 * @example
 * ```ts
 * import type { TraceFile } from '@turnkeeper/cthangband';
 * function ticks(f: TraceFile): number { return f.ticks.length; }
 * ```
 */
export type TraceFile = z.output<typeof traceFile>;
/**
 * A parsed player entry of `actors_initial`.
 *
 * @example
 * ```ts
 * import type { TracePlayer } from '@turnkeeper/cthangband';
 * function blows(p: TracePlayer): number { return p.num_blow; }
 * ```
 */
export type TracePlayer = z.output<typeof playerInitial>;
/**
 * A parsed monster entry of `actors_initial`.
 *
 * @example
 * ```ts
 * import type { TraceMonster } from '@turnkeeper/cthangband';
 * function index(m: TraceMonster): number { return m.m_idx; }
 * ```
 */
export type TraceMonster = z.output<typeof monsterInitial>;
/**
 * A player script entry.
 *
 * @example
 * ```ts
 * import type { TracePlayerStep } from '@turnkeeper/cthangband';
 * const s: TracePlayerStep = { action: 'spell', skill: 20, min: 12 };
 * ```
 */
export type TracePlayerStep = z.output<typeof playerStep>;
