import { cases } from '@turnkeeper/core/golden';
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
  script: cases(playerStep),
});

const race = z.looseObject({
  speed: int,
  num_blows: int,
  unique: z.boolean(),
  force_maxhp: z.boolean(),
  sleep: int,
  hdice: int.min(0),
  hside: int.min(0),
});

const monsterInitial = z.looseObject({
  id: z.string(),
  m_idx: int.min(1),
  mspeed: int,
  energy: int,
  born: z.boolean().default(false),
  csleep: int.default(0),
  script: cases(z.string()),
  race,
});

const RNG_MODES = ['none', 'script', 'z-rand complex'] as const;

/**
 * The parts of a `cthangband.trace.v1` file the replay reads. Unknown extra fields are kept;
 * missing or mistyped ones are reported by path (through core's `parseGolden`).
 */
export const traceFile = z.looseObject({
  schema: z.literal('cthangband.trace.v1'),
  rng: z.discriminatedUnion(
    'mode',
    [
      z.looseObject({ mode: z.literal('none') }),
      z.looseObject({ mode: z.literal('script'), values: z.array(int.min(0)) }),
      z.looseObject({ mode: z.literal('z-rand complex'), seed: int.min(0).max(0xffffffff) }),
    ],
    {
      error: (issue) => {
        const input = issue.input as { mode?: unknown } | undefined;
        return `got ${JSON.stringify(input?.mode)}; rng.mode must be one of ${RNG_MODES.map((m) => `"${m}"`).join(', ')}`;
      },
    },
  ),
  actors_initial: cases(z.union([playerInitial, monsterInitial])),
  ticks: cases(
    z.looseObject({
      tick: int.min(1),
      turn: int.min(1),
      actors: z.array(z.looseObject({ id: z.string() })),
    }),
  ),
  // The help-text trace draws nothing: an empty list is a real expectation there.
  rng_calls: z.array(z.looseObject({ seq: int, tick: int, site: z.string(), m: int, result: int })).default([]),
  help_text_expected_wait_ticks_1_to_10: z.array(int).optional(),
  help_text_expected_acts_on_ticks: z.array(int).optional(),
});

/** A parsed trace file. */
export type TraceFile = z.output<typeof traceFile>;
/** A parsed player entry of `actors_initial`. */
export type TracePlayer = z.output<typeof playerInitial>;
/** A parsed monster entry of `actors_initial`. */
export type TraceMonster = z.output<typeof monsterInitial>;
/** A player script entry. */
export type TracePlayerStep = z.output<typeof playerStep>;
