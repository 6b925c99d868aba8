import { NETHACK_VERSIONS, nethackVersionRules, type NethackVersion } from '../versions.js';

/**
 * Where NetHack draws the random numbers of its speed code, as `'<function>:<expression>'` labels
 * for `random.below(n, site)`, so that traces say which original call each number belongs to.
 * The function and expression are those of the version's source (`NORMAL_SPEED` is 12). The
 * labels that depend on the version (the hero's Fast roll, the spawn roll) are built per version
 * beside this table.
 *
 * @example
 * ```ts
 * import { NETHACK_DRAW_SITES } from '@turnkeeper/nethack';
 * NETHACK_DRAW_SITES.rounding; // 'mcalcmove:rn2(12)'
 * NETHACK_DRAW_SITES.kickSteedGallop; // 'kick_steed:rn1(20, 30)'
 * ```
 */
export const NETHACK_DRAW_SITES = {
  /** `src/mon.c` mcalcmove(), every version: a galloping steed's `(rn2(2) ? 4 : 5) * mmove / 3`. */
  gallop: 'mcalcmove:rn2(2)',
  /** 3.6.0 mcalcmove(): `mmove += rn2(5) - rn2(3)`, the first operand (GCC draws it first). */
  offsetUp: 'mcalcmove:rn2(5)',
  /** 3.6.0 mcalcmove(): the second operand of `rn2(5) - rn2(3)`. */
  offsetDown: 'mcalcmove:rn2(3)',
  /** 3.6.1+ mcalcmove(): random rounding, `rn2(NORMAL_SPEED) < mmove_adj`. */
  rounding: 'mcalcmove:rn2(12)',
  /** `src/steed.c` kick_steed(): a sleeping or paralysed steed's `rn2(2)` to rouse it. */
  kickSteedRouse: 'kick_steed:rn2(2)',
  /** kick_steed(): the resistance roll `rnd(MAXULEV / 2 + 5)`, that is `rnd(20)`. */
  kickSteedResist: 'kick_steed:rnd(20)',
  /** kick_steed(): the gallop's length, `rn1(20, 30)`. */
  kickSteedGallop: 'kick_steed:rn1(20, 30)',
} as const;

/**
 * One label of {@link NETHACK_DRAW_SITES}.
 *
 * @example
 * ```ts
 * import type { NethackDrawSite } from '@turnkeeper/nethack';
 * const site: NethackDrawSite = 'mcalcmove:rn2(12)';
 * ```
 */
export type NethackDrawSite = (typeof NETHACK_DRAW_SITES)[keyof typeof NETHACK_DRAW_SITES];

interface VersionSites {
  readonly fast: string;
  readonly veryFast: string;
  /** The spawn roll's labels for rn2(25), rn2(50), rn2(70), in that order. */
  readonly spawnRoll: readonly [string, string, string];
}

/** Every version's labels, built once: the engine asks for them every turn. */
const SITES = new Map<NethackVersion, VersionSites>(
  NETHACK_VERSIONS.map((version) => {
    const rules = nethackVersionRules(version);
    // 3.4.3 / 3.6.0: Very_fast's second +6 on rn2(3) == 0, Fast's +6 on != 0; 3.6.1 on: the reverse.
    const modern = rules.family === '3.6.1+';
    const roll = (onZero: boolean): string => `${rules.heroAllocation}:rn2(3) ${onZero ? '==' : '!='} 0`;
    return [
      version,
      {
        fast: roll(modern),
        veryFast: roll(!modern),
        spawnRoll: [25, 50, 70].map((n) => `${rules.mainLoop}:rn2(${n})`) as [string, string, string],
      },
    ] as const;
  }),
);

/**
 * The hero's Fast / Very_fast roll: in moveloop() (3.7 u_calc_moveamt()), the `rn2(3)` test that
 * grants the bonus. 3.4.3 and 3.6.0: Very_fast gets its second +6 on `rn2(3) == 0`, Fast its +6 on
 * `rn2(3) != 0`; 3.6.1 on: Very_fast gets +12 on `rn2(3) != 0`, Fast on `rn2(3) == 0`.
 */
export function heroSpeedSite(version: NethackVersion, veryFast: boolean): string {
  const sites = SITES.get(version) as VersionSites;
  return veryFast ? sites.veryFast : sites.fast;
}

/**
 * The random-generation roll between the monsters' and the hero's allocations: moveloop()
 * (3.7 moveloop_core()) calls `rn2(u.uevent.udemigod ? 25 : depth > stronghold ? 50 : 70)`.
 * Its labels for the three bounds, in the order 25, 50, 70 (an array, which the engine indexes
 * every turn: an object keyed 25 / 50 / 70 would hold them as dictionary elements).
 */
export function spawnRollSites(version: NethackVersion): readonly [string, string, string] {
  return (SITES.get(version) as VersionSites).spawnRoll;
}
