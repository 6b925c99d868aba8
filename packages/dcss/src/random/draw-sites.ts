/**
 * The labels of every random draw the DCSS ruleset makes, as `'<function>:<expression>'` with the
 * crawl function (files under `crawl-ref/source/`) that makes the draw and the expression it
 * draws for. Traces record them in each random call's `site`, so a trace says where each number
 * was drawn. A draw made inside a helper is labelled with the helper the game calls
 * (`player_speed` whether `_prep_input` or the attack delay calls it), as the game's own code
 * would be read.
 *
 * @example
 * ```ts
 * import { DCSS_DRAW_SITES, dcss } from '@turnkeeper/dcss';
 * const loop = dcss.create({ seed: 1, trace: true });
 * // …
 * loop.trace?.events.filter((e) => e.type === 'random' && e.site === DCSS_DRAW_SITES.monsterGain);
 * ```
 */
export const DCSS_DRAW_SITES = {
  /** mon-act.cc `_monster_add_energy`: a monster's gain, div_rand_round(speed × time_taken, 10) (≤ 0.32: max(1, …)). */
  monsterGain: '_monster_add_energy:div_rand_round(mons.speed*you.time_taken,10)',
  /** monster.cc `monster::calc_speed`: berserk or frenzied, `berserk_mul(speed)` (defines.h: div_rand_round(3x, 2)). */
  calcSpeedBerserk: 'monster::calc_speed:berserk_mul(speed)',
  /** monster.cc `monster::calc_speed`: hasted, `haste_mul(speed)`. */
  calcSpeedHaste: 'monster::calc_speed:haste_mul(speed)',
  /** monster.cc `monster::calc_speed`: slowed, `haste_div(speed)` (div_rand_round(2x, 3)). */
  calcSpeedSlow: 'monster::calc_speed:haste_div(speed)',
  /** player.cc `player_speed`: slowed (or a stat at 0), `haste_mul(ps)`. */
  playerSpeedSlow: 'player_speed:haste_mul(ps)',
  /** player.cc `player_speed`: berserk, `berserk_div(ps)`. */
  playerSpeedBerserk: 'player_speed:berserk_div(ps)',
  /** player.cc `player_speed`: hasted, `haste_div(ps)`. */
  playerSpeedHaste: 'player_speed:haste_div(ps)',
  /** movement.cc `move_player_action` (trunk): one rounding of the whole move at scale 60. */
  moveTime: 'move_player_action:div_rand_round(player_speed(60)*delay,36000*steps_taken)',
  /** movement.cc `move_player_action` (0.34 and earlier): the average step delay. */
  moveDelayTwoStage: 'move_player_action:div_rand_round(delay,steps_taken)',
  /** movement.cc `move_player_action` (0.34 and earlier): that delay scaled by a fresh player_speed(). */
  moveTimeTwoStage: 'move_player_action:div_rand_round(player_speed()*delay,BASELINE_DELAY)',
  /** movement.cc `_apply_move_time_taken` (0.33 and earlier): the `_prep_input` roll × movement speed / 10. */
  moveTimePrepRoll: '_apply_move_time_taken:div_rand_round(you.time_taken*player_movement_speed(),10)',
  /** fight.cc `player_fight`: the attack delay `random_var` rolled (random-var.cc `random_var::roll`). */
  meleeRoll: 'player_fight:melee_attack_delay().roll()',
  /** files.cc `load_level`: arriving by stairs takes ×3/2 of the action's time. */
  stairs: 'load_level:div_rand_round(you.time_taken*3,2)',
  /** fight.cc `weapon_adjust_delay`: a speed-branded weapon or launcher, ×2/3. */
  weaponDelaySpeed: 'weapon_adjust_delay:div_rand_round(base*2,3)',
  /** fight.cc `weapon_adjust_delay`: a heavy weapon or launcher, ×3/2 (exact for crawl's base 10: no draw). */
  weaponDelayHeavy: 'weapon_adjust_delay:div_rand_round(base*3,2)',
  /** fight.cc `mons_fight`: the melee attack's energy, div_rand_round(attack energy × delay, 10). */
  meleeCost: 'mons_fight:div_rand_round(energy*delay,10)',
  /** throw.cc `mons_throw`: the missile's energy, div_rand_round(missile energy × delay, 10). */
  missileCost: 'mons_throw:div_rand_round(energy*delay,10)',
  /** mon-act.cc `_maybe_launch_opportunity_attack` (0.31+): `one_chance_in(3)`. */
  opportunityChance: '_maybe_launch_opportunity_attack:one_chance_in(3)',
  /** mon-act.cc `_maybe_launch_opportunity_attack` (0.31+): the refund, `old_energy - random2(2)`. */
  opportunityRefund: '_maybe_launch_opportunity_attack:old_energy-random2(2)',
  /** mon-act.cc `_maybe_randomize_energy` (0.31+): a pursuer's energy, `random2(3) - 1`. */
  pursuitEnergy: '_maybe_randomize_energy:random2(3)-1',
  /** mon-ench.cc `monster::remove_enchantment_effect`: a berserk or frenzy that ends leaves fatigue and slow for `random_range(70, 130)` aut. */
  fatigueDuration: 'monster::remove_enchantment_effect:random_range(70,130)',
  /** monster.cc `monster::drain_action_energy`: `ENERGY_THRESHOLD - roll_dice(1, 10)`. */
  drainActionEnergy: 'monster::drain_action_energy:roll_dice(1,10)',
  /** mon-act.cc `_jelly_divide`: the child's energy, `70 + random2(5)`. */
  splitJellyEnergy: '_jelly_divide:speed_increment=70+random2(5)',
  /** mon-poly.cc `change_monster_type`: a polymorphed monster's energy, `67 + random2(6)`. */
  polymorphEnergy: 'change_monster_type:speed_increment=67+random2(6)',
  /** monster.cc `monster::lose_energy` (0.27 and earlier): every step's cost, `random2(3) - 1`. */
  randomStepEnergy: 'monster::lose_energy:random2(3)-1',
} as const;

/**
 * One label of {@link DCSS_DRAW_SITES}.
 *
 * @example
 * ```ts
 * import type { DcssDrawSite } from '@turnkeeper/dcss';
 * const site: DcssDrawSite = '_monster_add_energy:div_rand_round(mons.speed*you.time_taken,10)';
 * ```
 */
export type DcssDrawSite = (typeof DCSS_DRAW_SITES)[keyof typeof DCSS_DRAW_SITES];
