import { InvalidArgumentError } from '@turnkeeper/core';
import { z } from 'zod';

const int = z.number().int();

/**
 * The inputs a `frogcomposband.trace.v1` file gives (spec §13, "Trace files"): the random
 * source, the monsters as created, the player's initial state and its action script. Everything
 * else in the file is what the replay must reproduce.
 *
 * @example
 * ```ts
 * import { traceFileInputs } from '@turnkeeper/frogcomposband';
 * const inputs = traceFileInputs.parse(JSON.parse(text));
 * ```
 */
export const traceFileInputs = z.object({
  schema: z.literal('frogcomposband.trace.v1'),
  rng: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('script'), xorshift32_seed: int.min(1).max(0xffffffff) }),
    z.object({ mode: z.literal('game'), seed: int.min(0).max(0xffffffff) }),
  ]),
  creation: z.object({
    monsters: z.array(
      z.object({
        m_idx: int.min(1),
        create: z.boolean(),
        race_speed: int,
        mspeed: int,
        energy_need: int,
        fast: int.min(0),
        slow: int.min(0),
        minislow: int.min(0).max(10),
        regenerate: z.boolean(),
        terrain: z.enum(['plain', 'tree', 'snow', 'slush', 'web']),
        in_range: z.boolean(),
      }),
    ),
  }),
  initial: z.object({
    game_turn: int.min(0),
    nightmare: z.boolean(),
    player: z.object({
      base_speed: int.min(-99).max(99),
      haste_timer: int.min(0),
      energy_need: int,
      action_script: z.array(int.min(0).max(32767)).min(1),
    }),
  }),
  turns: z.array(z.object({ game_turn: int })).min(1),
});

/**
 * Parsed trace inputs.
 *
 * @example
 * ```ts
 * const t: TraceFileInputs = traceFileInputs.parse(data);
 * ```
 */
export type TraceFileInputs = z.output<typeof traceFileInputs>;

/**
 * Parses a trace file's inputs, or throws an error naming the file and the first bad field.
 *
 * @example
 * ```ts
 * import { parseTraceFile } from '@turnkeeper/frogcomposband';
 * parseTraceFile(data, 'trace_scripted_basic.json');
 * ```
 */
export function parseTraceFile(data: unknown, path: string): TraceFileInputs {
  const r = traceFileInputs.safeParse(data);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw new InvalidArgumentError(`${path}: ${issue?.path.join('.') ?? '(root)'}`, undefined, issue?.message ?? 'a frogcomposband.trace.v1 file');
}
