import { z } from 'zod';

const actorId = z.union([z.number().int(), z.string().min(1)], { error: 'actor ids are safe integers or non-empty strings' });
const count = (field: string, max: number, what: string) =>
  z
    .number()
    .int({ error: `${field} must be an integer from 0 to ${max}: ${what}` })
    .min(0, { error: `${field} must be an integer from 0 to ${max}: ${what}` })
    .max(max, { error: `${field} must be an integer from 0 to ${max}: ${what}` });

/**
 * The action kinds, shared by the player and monsters (spec §4.4, §5):
 *
 * | kind | player | monster |
 * |---|---|---|
 * | `wait` | `player_speed()` | idle: non-move energy, min(class move, class swim) |
 * | `move` | a step (`steps`, `pursuers`), rounded per version | `EUT_MOVE` (or `EUT_SWIM` with `swim`), then pursuit (§6) |
 * | `melee` | the attack-delay roll | div_rand_round(attack × weapon delay, 10) |
 * | `missile` | — | div_rand_round(missile × launcher delay, 10) (`thrown`: delay 10) |
 * | `spell` | `player_speed()` (`sandblast`: ×3/2 truncated) | `EUT_SPELL` (`halved`: ⌈spell / 2⌉) |
 * | `special`, `item` | `player_speed()` | 10 (`EUT_SPECIAL`, `EUT_ITEM`) |
 * | `pickup` | `player_speed()` | − speed if energy > 25 and speed < energy (`lose_pickup_energy`) |
 * | `fixed` | exactly `aut` | exactly `energy` (stagger, weapon swap…) |
 * | `stairs` | ×3/2 on arrival | — |
 * | `equip` | one quick equip: ⌊time/2⌋ | — |
 *
 * @example
 * ```ts
 * import { DCSS_ACTION_KINDS } from '@turnkeeper/dcss';
 * DCSS_ACTION_KINDS.includes('melee'); // true
 * ```
 */
export const DCSS_ACTION_KINDS = [
  'wait',
  'move',
  'melee',
  'missile',
  'spell',
  'special',
  'item',
  'pickup',
  'fixed',
  'stairs',
  'equip',
] as const;

/**
 * The schema of actions reported with `loop.act(...)`; unknown fields are rejected.
 *
 * @example
 * ```ts
 * import { dcssAction } from '@turnkeeper/dcss';
 * dcssAction.parse({ kind: 'move', pursuers: ['orc'] });
 * ```
 */
export const dcssAction = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('wait') }),
    z.strictObject({
      kind: z.literal('move'),
      steps: count('steps', 100, 'steps of a multi-step move (player)').min(1, { error: 'steps must be at least 1' }).optional(),
      pursuers: z
        .array(actorId)
        .optional()
        .describe('player: monsters that become potential pursuers (in sight, will be farther, see you, target you)'),
      swim: z.boolean().optional().describe('monster: the step is a swim (EUT_SWIM)'),
      reach: z
        .boolean()
        .optional()
        .describe("monster: after this step every condition of an opportunity attack holds but the game's one_chance_in(3)"),
      pursuing: z
        .boolean()
        .optional()
        .describe('monster: the conditions of the pursuit energy change hold (hostile, sees you, not farther); default true'),
    }),
    z.strictObject({ kind: z.literal('melee') }),
    z.strictObject({ kind: z.literal('missile'), thrown: z.boolean().optional() }),
    z.strictObject({
      kind: z.literal('spell'),
      halved: z.boolean().optional().describe('monster: a spell that costs half (energy_cost div 2)'),
      sandblast: z.boolean().optional().describe('player: Sandblast takes ×3/2, truncated (spl-cast.cc:359)'),
    }),
    z.strictObject({ kind: z.literal('special') }),
    z.strictObject({ kind: z.literal('item') }),
    z.strictObject({ kind: z.literal('pickup') }),
    z.strictObject({
      kind: z.literal('fixed'),
      aut: count('aut', 100_000, 'player: the action takes exactly this many aut').optional(),
      energy: count('energy', 100_000, 'monster: the action costs exactly this much energy').optional(),
    }),
    z.strictObject({ kind: z.literal('stairs') }),
    z.strictObject({ kind: z.literal('equip') }),
  ],
  { error: `kind must be one of ${DCSS_ACTION_KINDS.map((k) => `"${k}"`).join(', ')}` },
);

/**
 * An action reported to a DCSS time loop.
 *
 * @example
 * ```ts
 * import type { DcssAction } from '@turnkeeper/dcss';
 * const step: DcssAction = { kind: 'move', reach: true };
 * ```
 */
export type DcssAction = z.output<typeof dcssAction>;
