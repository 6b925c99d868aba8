import { hook, type HookPayloads } from '@turnkeeper/core';
import * as v from 'valibot';
import { actorIdSchema } from './schema/fields.js';

const turn = v.pipe(v.number(), v.integer(), v.minValue(1), v.description('the player action this belongs to (you.num_turns after it)'));
const actor = v.pipe(actorIdSchema, v.description('the monster'));
/** An integer ≥ `min`, described. */
const count = (what: string, min = 0) => v.pipe(v.number(), v.integer(), v.minValue(min), v.description(what));

/**
 * The hooks a DCSS loop emits, at the points where the game does its other work, so that a game
 * built on the ruleset (or a replay) can draw the original's non-timing random numbers in order.
 * Each has a one-line description and the valibot schema of its payload.
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
    v.strictObject({ turn, speed: count('the player_speed() _prep_input rolled') }),
  ),
  worldReacts: hook(
    "The player's action was timed and world_reacts begins (main.cc: player_reacts, noises), before handle_monsters.",
    v.strictObject({ turn, timeTaken: count("the action's you.time_taken in aut") }),
  ),
  monsterEnergy: hook(
    "A monster's _pre_monster_move (mon-act.cc): its energy gain (0 when just summoned), then `enchantmentTicks` calls of apply_enchantments follow here.",
    v.strictObject({
      actor,
      gain: count('energy gained (_monster_add_energy)'),
      energy: v.pipe(v.number(), v.integer(), v.description('speed_increment after the gain')),
      justSummoned: v.pipe(v.boolean(), v.description('it was just placed and gained nothing')),
      enchantmentTicks: count(
        'how many times its enchantments tick now (ench_countdown −= time_taken, then +10 per tick while negative); 0 when just summoned',
      ),
    }),
  ),
  enchantmentEnds: hook(
    "A monster's haste, slow, berserk, frenzy or frozen ran out in apply_enchantments (mon-ench.cc remove_enchantment_effect): its speed after calc_speed.",
    v.strictObject({
      actor,
      enchantment: v.pipe(v.picklist(['haste', 'slow', 'berserk', 'frenzied', 'frozen']), v.description('the enchantment that ended')),
      speed: count('the effective speed after it ended (re-rolled by calc_speed, or unchanged: a frenzy ending does not call it)'),
    }),
  ),
  monsterAction: hook(
    'A monster is about to act (mon-act.cc handle_monster_move): its AI draws go here, before the action is charged.',
    v.strictObject({ actor, energy: v.pipe(v.number(), v.integer(), v.description('speed_increment before the action')) }),
  ),
  opportunityAttack: hook(
    "A pursuing monster launches an opportunity attack (mon-act.cc _maybe_launch_opportunity_attack): the attack's rolls go here.",
    v.strictObject({ actor }),
  ),
  pursuitEnergy: hook(
    "A pursuing monster's energy moved by delta (−1, 0, +1) after its step (mon-act.cc _maybe_randomize_energy).",
    v.strictObject({ actor, delta: v.pipe(v.number(), v.integer(), v.minValue(-1), v.maxValue(1), v.description('−1, 0 or +1')) }),
  ),
  turnEnd: hook(
    'After handle_monsters: elapsed_time advanced by time_taken (main.cc world_reacts: handle_time, clouds, player_reacts_to_monsters).',
    v.strictObject({ turn, time: count('you.elapsed_time in aut') }),
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
