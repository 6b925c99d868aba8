/**
 * Where the ruleset draws each random number: the original function and expression, the labels
 * the ruleset passes to `ctx.random.below(n, site)` and the golden traces give their `rng_calls`
 * (`monster2.c` `place_monster_one()`, `cmd1.c` `py_attack()`, `cmd5.c` `do_cmd_mindcraft()`,
 * `melee2.c` `monst_spell_monst()`).
 * A loop created with `trace: true` records each draw with its site.
 *
 * @example
 * ```ts
 * import { CTHANGBAND_DRAW_SITES } from '@turnkeeper/cthangband';
 * CTHANGBAND_DRAW_SITES.startEnergy; // 'place_monster_one:energy=rand_int(100)+900'
 * ```
 */
export const CTHANGBAND_DRAW_SITES = /* @__PURE__ */ Object.freeze({
  /** `monster2.c` `place_monster_one()`: `csleep = 2v + randint(10v)` when placed asleep. */
  sleep: 'place_monster_one:csleep=randint(sleep*10)',
  /** `place_monster_one()`: `damroll(hdice, hside)`, one call per die. */
  hitPoints: 'place_monster_one:maxhp=damroll(hdice,hside)',
  /** `place_monster_one()`: the 4.1.0 speed spread `rand_spread(0, extract_energy[speed]/10)`. */
  speedSpread: 'place_monster_one:mspeed+=rand_spread(0,extract_energy[speed]/10)',
  /** `place_monster_one()`: start energy `rand_int(100) + 900`. */
  startEnergy: 'place_monster_one:energy=rand_int(100)+900',
  /** `cmd1.c` `py_attack()`: natural attacks fire when `randint(num_blow) == 1`. */
  naturalAttack: 'py_attack:natural_attack_trigger=randint(num_blow)',
  /** `cmd5.c` `do_cmd_mindcraft()`: Psychic Drain's direct debit `randint(150)`. */
  psychicDrain: 'do_cmd_mindcraft:psychic_drain_debit=randint(150)',
  /** `melee2.c` `monst_spell_monst()`, RF5_BRAIN_SMASH at a monster: `mspeed -= rand_int(4) + 4`. */
  brainSmashSlow: 'monst_spell_monst:brain_smash_slow=rand_int(4)+4',
} as const);

/**
 * One of {@link CTHANGBAND_DRAW_SITES}' labels.
 *
 * @example
 * ```ts
 * import type { CthangbandDrawSite } from '@turnkeeper/cthangband';
 * const site: CthangbandDrawSite = 'py_attack:natural_attack_trigger=randint(num_blow)';
 * ```
 */
export type CthangbandDrawSite = (typeof CTHANGBAND_DRAW_SITES)[keyof typeof CTHANGBAND_DRAW_SITES];
