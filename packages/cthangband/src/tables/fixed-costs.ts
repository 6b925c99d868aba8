/**
 * Player actions whose cost is a fixed number, whatever the speed, with the function of
 * Cthangband 4.1.0 that sets each `energy_use`: 100 for most, 50 for drop and refill, 10 for
 * activate, 5 for a cast blocked by an anti-magic shell, 0 for stairs, shops and free commands
 * (looking, inventory, a refused prompt). Each key is also a player action of the ruleset.
 *
 * @example
 * ```ts
 * import { FIXED_PLAYER_COSTS } from '@turnkeeper/cthangband';
 * FIXED_PLAYER_COSTS.drop; // 50
 * FIXED_PLAYER_COSTS.stairs; // 0
 * ```
 */
export const FIXED_PLAYER_COSTS = /* @__PURE__ */ Object.freeze({
  throw: 100, // cmd2.c do_cmd_throw()
  open: 100, // cmd2.c do_cmd_open_aux()
  close: 100, // cmd2.c do_cmd_close_aux()
  disarm: 100, // cmd2.c do_cmd_disarm_aux(); also easy_disarm on a visible trap (cmd1.c move_player())
  tunnel: 100, // cmd2.c do_cmd_tunnel_aux()
  bash: 100, // cmd2.c do_cmd_bash_aux()
  alter: 100, // cmd2.c do_cmd_alter()
  spike: 100, // cmd2.c do_cmd_spike()
  hold: 100, // cmd2.c do_cmd_stay() (stay still / pick up)
  rest: 100, // dungeon.c process_player(): per rest step
  paralyzed: 100, // dungeon.c process_player(): paralysed or stun >= 100, per forced pass
  search: 100, // cmd2.c do_cmd_search()
  wield: 100, // cmd3.c do_cmd_wield()
  takeoff: 100, // cmd3.c do_cmd_takeoff()
  study: 100, // cmd5.c do_cmd_study()
  eat: 100, // cmd6.c do_cmd_eat_food()
  use_staff: 100, // cmd6.c do_cmd_use_staff(): no pouch rule
  zap_rod: 100, // cmd6.c do_cmd_zap_rod(): no pouch rule
  drop: 50, // cmd3.c do_cmd_drop()
  refill: 50, // cmd3.c do_cmd_refill_lamp() / do_cmd_refill_torch()
  activate: 10, // cmd6.c do_cmd_activate()
  antimagic_blocked: 5, // dungeon.c process_command(): "Still use a bit"
  stairs: 0, // cmd2.c do_cmd_go_up() / do_cmd_go_down(): free in 4.1.0
  store: 0, // store.c do_cmd_store()
  free_command: 0, // a command that sets no energy_use (look, inventory, a refused prompt)
} as const);

/**
 * The names of {@link FIXED_PLAYER_COSTS}' actions.
 *
 * @example
 * ```ts
 * import type { FixedPlayerActionKind } from '@turnkeeper/cthangband';
 * const k: FixedPlayerActionKind = 'rest';
 * ```
 */
export type FixedPlayerActionKind = keyof typeof FIXED_PLAYER_COSTS;
