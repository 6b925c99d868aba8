import type { RandomSource } from '@turnkeeper/core';

/**
 * Why the ruleset draws a random number: the original function and expression, as the golden
 * traces label their `rng_calls` (spec §7).
 *
 * @example
 * ```ts
 * import { DRAW_SITES } from '@turnkeeper/cthangband';
 * DRAW_SITES.startEnergy; // 'place_monster_one:energy=rand_int(100)+900'
 * ```
 */
export const DRAW_SITES = Object.freeze({
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
} as const);

/**
 * One of {@link DRAW_SITES}' labels.
 *
 * @example
 * ```ts
 * import type { DrawSite } from '@turnkeeper/cthangband';
 * const site: DrawSite = 'py_attack:natural_attack_trigger=randint(num_blow)';
 * ```
 */
export type DrawSite = (typeof DRAW_SITES)[keyof typeof DRAW_SITES];

/**
 * A random source that also wants to know *why* each number is drawn. When the source given to
 * `cthangband.create({ random })` has a `site` method, the ruleset calls it with the draw's
 * {@link DrawSite} just before each `below(n)`. Golden replays use this to label their calls.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * const inner = scripted([5]);
 * const sites: string[] = [];
 * const random: SiteAwareRandom = { site: (s) => sites.push(s), below: (n) => inner.below(n) };
 * ```
 */
export interface SiteAwareRandom extends RandomSource {
  site(label: DrawSite): void;
}

/**
 * Draws `rand_int(n)` from `random`, announcing the site first when the source listens.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { drawAt, DRAW_SITES } from '@turnkeeper/cthangband';
 * drawAt(scripted([7]), 100, DRAW_SITES.startEnergy); // 7
 * ```
 */
export function drawAt(random: RandomSource, n: number, site: DrawSite): number {
  const listener = random as Partial<SiteAwareRandom>;
  if (typeof listener.site === 'function') listener.site(site);
  return random.below(n);
}
