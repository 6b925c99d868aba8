import type { ActorId } from '@turnkeeper/core';

/**
 * The hooks a DCSS loop emits, at the points where the game does its other work, so that a game
 * built on the ruleset (or a replay) can draw the original's non-timing random numbers in order.
 *
 * @example
 * ```ts
 * loop.on('monsterAction', ({ actor }, ctx) => { chooseMove(actor, ctx.random); });
 * ```
 */
export type DcssHooks = {
  /** The player's turn begins (main.cc `_input`, after `_prep_input` rolled `player_speed()`). */
  playerTurn: { readonly turn: number; readonly speed: number };
  /** The player's action was timed; `world_reacts` begins (player_reacts, noises… then monsters). */
  worldReacts: { readonly turn: number; readonly timeTaken: number };
  /** One monster's `_pre_monster_move`: its energy gain (0 when just summoned), then its enchantments tick. */
  monsterEnergy: { readonly actor: ActorId; readonly gain: number; readonly energy: number; readonly justSummoned: boolean };
  /** A monster is about to act (`handle_monster_move`: its AI runs here, before the action's cost). */
  monsterAction: { readonly actor: ActorId; readonly energy: number };
  /** A pursuing monster launches an opportunity attack (its attack rolls go here, before the cost). */
  opportunityAttack: { readonly actor: ActorId };
  /** A pursuing monster's energy moved by `delta` (−1, 0 or +1) after its step (spec §6). */
  pursuitEnergy: { readonly actor: ActorId; readonly delta: number };
  /** `world_reacts` after `handle_monsters`: `elapsed_time` advanced to `time` (handle_time, clouds…). */
  turnEnd: { readonly turn: number; readonly time: number };
};

/**
 * One-line descriptions of {@link DcssHooks}, for the ruleset metadata and docs.
 *
 * @example
 * ```ts
 * import { DCSS_HOOK_DOCS } from '@turnkeeper/dcss';
 * DCSS_HOOK_DOCS.monsterAction;
 * ```
 */
export const DCSS_HOOK_DOCS = {
  playerTurn: "The player's turn begins (main.cc _input, after _prep_input rolled player_speed()): the command's own rolls go here.",
  worldReacts: "The player's action was timed and world_reacts begins (player_reacts, noises), before handle_monsters.",
  monsterEnergy: "A monster's _pre_monster_move: its energy gain (0 when just summoned); its enchantments tick here.",
  monsterAction: 'A monster is about to act (handle_monster_move): its AI draws go here, before the action is charged.',
  opportunityAttack: "A pursuing monster launches an opportunity attack (spec §6): the attack's rolls go here.",
  pursuitEnergy: "A pursuing monster's energy moved by delta (−1, 0, +1) after its step (spec §6).",
  turnEnd: 'After handle_monsters: elapsed_time advanced (handle_time, clouds, player_reacts_to_monsters).',
} as const satisfies { readonly [K in keyof DcssHooks]: string };
