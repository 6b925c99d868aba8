/**
 * The labels of every draw the ruleset makes, `'<function>:<expression>'` after the C function and
 * expression that make it in FrogComposband 7.1 (traces record them, so a trace says where each
 * number was drawn). One place, so the engine, the rule functions and the tests agree.
 *
 * @example
 * ```ts
 * import { FROGCOMPOSBAND_DRAW_SITES } from '@turnkeeper/frogcomposband';
 * FROGCOMPOSBAND_DRAW_SITES.randnorSign; // 'randnor:randint0(100)<50'
 * ```
 */
export const FROGCOMPOSBAND_DRAW_SITES = {
  /** `src/z-rand.c` `randnor()`: the table lookup of every `ENERGY_NEED()` (and of any randnor). */
  randnorTable: 'randnor:tmp=randint0(32768)',
  /** `src/z-rand.c` `randnor()`: the sign, drawn even when the offset is 0. */
  randnorSign: 'randnor:randint0(100)<50',
  /** `src/monster2.c` `get_mspeed()`: the one-in-four that widens the spread, always drawn. */
  mspeedOneInFour: 'get_mspeed:one_in_(4)',
  /** `src/monster2.c` `get_mspeed()`: `rand_spread(0, i)`, that is `randint0(2i+1) − i`. */
  mspeedSpread: 'get_mspeed:rand_spread(0,i)',
  /** `src/monster2.c` `place_monster_one()`: the starting energy's subtraction. */
  startingEnergy: 'place_monster_one:energy_need=ENERGY_NEED()-randint0(100)',
  /** The same in Ironman Nightmare. */
  startingEnergyNightmare: 'place_monster_one:energy_need=ENERGY_NEED()-randint0(100)*2',
  /** `src/melee2.c` `process_mon_mtimed()`: a monster's mini-slowness recovery roll. */
  minislowRecovery: 'process_mon_mtimed:randint0(REGENERATE?50:100)<minislow',
  /** `src/effects.c` `free_act_save_p()`: a save against slow, one per free-action item, made after each tick of `slow`. */
  freeActionSave: 'free_act_save_p:randint0(100+ml/2)<skill',
  /** `src/dungeon.c` `process_world_aux_timeout()`: a player with regen below 100 recovers from mini-slowness one tick in three. */
  miniSlowRegen: 'process_world_aux_timeout:one_in_(3)',
  /** `src/dungeon.c` `dungeon()`: the extra game turns after stairs up (`advance_time_hack`). */
  stairsExtraTurns: 'dungeon:MIN(25,(200+randint0(nopeus))/nopeus)',
} as const;

/**
 * One label of {@link FROGCOMPOSBAND_DRAW_SITES}.
 *
 * @example
 * ```ts
 * import type { FrogcomposbandDrawSite } from '@turnkeeper/frogcomposband';
 * const site: FrogcomposbandDrawSite = 'get_mspeed:one_in_(4)';
 * ```
 */
export type FrogcomposbandDrawSite = (typeof FROGCOMPOSBAND_DRAW_SITES)[keyof typeof FROGCOMPOSBAND_DRAW_SITES];
