import { hook, type HookPayloads } from '@turnkeeper/core';
import { z } from 'zod';
import { actorIdSchema } from './schema/fields.js';

const turn = z.number().int().min(1).describe('the player action this belongs to (you.num_turns after it)');
const actor = actorIdSchema.describe('the monster');

/**
 * The hooks a DCSS loop emits, at the points where the game does its other work, so that a game
 * built on the ruleset (or a replay) can draw the original's non-timing random numbers in order.
 * Each has a one-line description and the zod schema of its payload.
 *
 * @example
 * ```ts
 * import { dcss } from '@turnkeeper/dcss';
 * const loop = dcss.create({ seed: 1 });
 * loop.on('monsterAction', ({ actor }, ctx) => { ctx.random.below(8); }); // the monster's AI draws
 * ```
 */
export const dcssHooks = {
  playerTurn: hook(
    "The player's turn begins (main.cc _input, after _prep_input rolled player_speed()): the command's own rolls go here.",
    z.strictObject({ turn, speed: z.number().int().min(0).describe('the player_speed() _prep_input rolled') }),
  ),
  worldReacts: hook(
    "The player's action was timed and world_reacts begins (main.cc: player_reacts, noises), before handle_monsters.",
    z.strictObject({ turn, timeTaken: z.number().int().min(0).describe("the action's you.time_taken in aut") }),
  ),
  monsterEnergy: hook(
    "A monster's _pre_monster_move (mon-act.cc): its energy gain (0 when just summoned), then `enchantmentTicks` calls of apply_enchantments follow here.",
    z.strictObject({
      actor,
      gain: z.number().int().min(0).describe('energy gained (_monster_add_energy)'),
      energy: z.number().int().describe('speed_increment after the gain'),
      justSummoned: z.boolean().describe('it was just placed and gained nothing'),
      enchantmentTicks: z
        .number()
        .int()
        .min(0)
        .describe('how many times its enchantments tick now (ench_countdown −= time_taken, then +10 per tick while negative); 0 when just summoned'),
    }),
  ),
  enchantmentEnds: hook(
    "A monster's haste, slow, berserk, frenzy or frozen ran out in apply_enchantments (mon-ench.cc remove_enchantment_effect): its speed after calc_speed.",
    z.strictObject({
      actor,
      enchantment: z.enum(['haste', 'slow', 'berserk', 'frenzied', 'frozen']).describe('the enchantment that ended'),
      speed: z.number().int().min(0).describe('the effective speed after it ended (re-rolled by calc_speed, or unchanged: a frenzy ending does not call it)'),
    }),
  ),
  monsterAction: hook(
    'A monster is about to act (mon-act.cc handle_monster_move): its AI draws go here, before the action is charged.',
    z.strictObject({ actor, energy: z.number().int().describe('speed_increment before the action') }),
  ),
  opportunityAttack: hook(
    "A pursuing monster launches an opportunity attack (mon-act.cc _maybe_launch_opportunity_attack): the attack's rolls go here.",
    z.strictObject({ actor }),
  ),
  pursuitEnergy: hook(
    "A pursuing monster's energy moved by delta (−1, 0, +1) after its step (mon-act.cc _maybe_randomize_energy).",
    z.strictObject({ actor, delta: z.number().int().min(-1).max(1) }),
  ),
  turnEnd: hook(
    'After handle_monsters: elapsed_time advanced by time_taken (main.cc world_reacts: handle_time, clouds, player_reacts_to_monsters).',
    z.strictObject({ turn, time: z.number().int().min(0).describe('you.elapsed_time in aut') }),
  ),
};

/**
 * Hook name → payload, inferred from {@link dcssHooks}.
 *
 * @example
 * ```ts
 * import type { DcssHookPayloads } from '@turnkeeper/dcss';
 * const p: DcssHookPayloads['pursuitEnergy'] = { actor: 'orc', delta: -1 };
 * ```
 */
export type DcssHookPayloads = HookPayloads<typeof dcssHooks>;
