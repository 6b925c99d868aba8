import { UnknownVersionError } from '@turnkeeper/core';

/**
 * The NetHack versions this ruleset reproduces. 3.6.1 is listed apart from 3.6.2–3.6.7 because it
 * prorates a polymorphed hero's unused movement twice (`src/mondata.c` set_mon_data() and then
 * `src/polyself.c` set_uasmon(), fixed in 3.6.2); everything else in the speed code (`src/mon.c`
 * mcalcmove(), `src/allmain.c` moveloop()) is the same logic from 3.6.1 to 3.6.7 and in 3.7
 * (where the hero's share moved to `u_calc_moveamt()`).
 *
 * @example
 * ```ts
 * import { NETHACK_VERSIONS } from '@turnkeeper/nethack';
 * NETHACK_VERSIONS.includes('3.6.0'); // true
 * ```
 */
export const NETHACK_VERSIONS = ['3.4.3', '3.6.0', '3.6.1', '3.6.2', '3.6.3', '3.6.4', '3.6.5', '3.6.6', '3.6.7', '3.7'] as const;

/**
 * One of {@link NETHACK_VERSIONS}.
 *
 * @example
 * ```ts
 * import type { NethackVersion } from '@turnkeeper/nethack';
 * const v: NethackVersion = '3.6.7';
 * ```
 */
export type NethackVersion = (typeof NETHACK_VERSIONS)[number];

/**
 * The version a loop follows when none is given: the last released NetHack.
 *
 * @example
 * ```ts
 * import { NETHACK_DEFAULT_VERSION, nethack } from '@turnkeeper/nethack';
 * nethack.create().version === NETHACK_DEFAULT_VERSION; // true ('3.6.7')
 * ```
 */
export const NETHACK_DEFAULT_VERSION: NethackVersion = '3.6.7';

/**
 * The three families of speed rules: 3.4.3 (deterministic monsters, +6 hero half-moves, the strict
 * `movement > 12` test of bug H2588), 3.6.0 (random offset `+rn2(5)-rn2(3)` in `src/mon.c`
 * mcalcmove()), and 3.6.1+ (random rounding to a multiple of 12; 3.7 behaves the same).
 *
 * @example
 * ```ts
 * import { nethackVersionRules } from '@turnkeeper/nethack';
 * nethackVersionRules('3.7').family; // '3.6.1+'
 * ```
 */
export type SpeedFamily = '3.4.3' | '3.6.0' | '3.6.1+';

/**
 * Everything about time that differs between versions, as data (the same keys for every
 * version). A type alias, so that it is a plain JSON object for `nethackAnalysis.versions()`.
 *
 * @example
 * ```ts
 * import { nethackVersionRules, type NethackVersionRules } from '@turnkeeper/nethack';
 * const r: NethackVersionRules = nethackVersionRules('3.4.3');
 * r.strictHeroTest; // true (bug H2588)
 * ```
 */
export type NethackVersionRules = {
  readonly family: SpeedFamily;
  /** What a monster gains per turn from its adjusted speed S′ (`src/mon.c` mcalcmove()). */
  readonly monsterGain: string;
  /** The step of the hero's speed bonus: 6 (half moves, up to 3.6.0) or 12 (whole moves, 3.6.1+). */
  readonly heroBonusStep: 6 | 12;
  /** 3.4.3 gives the hero the turn back only when `movement > 12` (moveloop(); bug H2588, fixed in 3.6.0). */
  readonly strictHeroTest: boolean;
  /** Times a polymorphed hero's unused points are prorated on changing into a slower form. */
  readonly heroProrations: 0 | 1 | 2;
  /** Whether a monster's unused points are prorated when it changes into a slower form (set_mon_data()). */
  readonly monsterProration: boolean;
  /** 3.6.1's set_mon_data() skipped the proration for its "don't care" callers, e.g. grow_up(). */
  readonly growUpSkipsProration: boolean;
  /** The function of `src/allmain.c` that runs a turn: moveloop(), 3.7 moveloop_core(). */
  readonly mainLoop: 'moveloop' | 'moveloop_core';
  /** The function that computes the hero's allocation: moveloop() itself, or 3.7's u_calc_moveamt(). */
  readonly heroAllocation: 'moveloop' | 'u_calc_moveamt';
  /** Whether a saved game keeps the hero's pending points (3.7 `u.umovement`); before, a restore reset them to 12. */
  readonly heroPointsSaved: boolean;
  /** The monster table the catalog follows (`src/monst.c`; 3.7 `include/monsters.h`). */
  readonly monsterTable: '3.4.3' | '3.6.0' | '3.6.1' | '3.7';
  /** The generator behind rn2() in the Unix build: glibc random() (3.4.3–3.6.1), ISAAC64 (USE_ISAAC64, 3.6.2 on). */
  readonly generator: 'random()' | 'ISAAC64';
  /** mon_adjust_speed() has a case −4 (green slime takes a monster's intrinsic speed away): 3.6.0 on (`src/worn.c`). */
  readonly greenSlimeSlows: boolean;
  /**
   * The last turn the game can reach: `moves` is a `long`; 3.4.3–3.6.x increment it without a
   * check (signed overflow past 2³¹ − 1 on a 32-bit `long` is undefined behaviour), 3.7 ends the
   * game when it reaches 1,000,000,000 (`src/allmain.c` moveloop_core(): "The dungeon capitulates.").
   */
  readonly lastTurn: number;
  /** What the game does after `lastTurn`. */
  readonly afterLastTurn: 'undefined behaviour' | 'the game ends';
};

const MONSTER_GAIN: Readonly<Record<SpeedFamily, string>> = {
  '3.4.3': 'S′',
  '3.6.0': 'max(1, S′ + rn2(5) − rn2(3)); S′ for the steed; 0 stays 0',
  '3.6.1+': '12·⌊S′/12⌋, plus 12 when rn2(12) < S′ mod 12',
};

function familyOf(version: NethackVersion): SpeedFamily {
  if (version === '3.4.3') return '3.4.3';
  if (version === '3.6.0') return '3.6.0';
  return '3.6.1+';
}

function tableOf(version: NethackVersion): NethackVersionRules['monsterTable'] {
  if (version === '3.4.3' || version === '3.6.0' || version === '3.7') return version;
  return '3.6.1';
}

const RULES = new Map<NethackVersion, NethackVersionRules>(
  NETHACK_VERSIONS.map((version) => {
    const family = familyOf(version);
    const modern = family === '3.6.1+';
    const rules: NethackVersionRules = {
      family,
      monsterGain: MONSTER_GAIN[family],
      heroBonusStep: modern ? 12 : 6,
      strictHeroTest: family === '3.4.3',
      // None before 3.6.1; twice in 3.6.1 (set_mon_data() then set_uasmon()); once after.
      heroProrations: !modern ? 0 : version === '3.6.1' ? 2 : 1,
      monsterProration: modern,
      growUpSkipsProration: version === '3.6.1',
      mainLoop: version === '3.7' ? 'moveloop_core' : 'moveloop',
      heroAllocation: version === '3.7' ? 'u_calc_moveamt' : 'moveloop',
      heroPointsSaved: version === '3.7',
      monsterTable: tableOf(version),
      generator: family === '3.6.1+' && version !== '3.6.1' ? 'ISAAC64' : 'random()',
      greenSlimeSlows: version !== '3.4.3',
      lastTurn: version === '3.7' ? 999_999_999 : 2_147_483_647,
      afterLastTurn: version === '3.7' ? 'the game ends' : 'undefined behaviour',
    };
    return [version, Object.freeze(rules)] as const;
  }),
);

/**
 * The timing rules of one version, as data. Throws UnknownVersionError (listing the versions
 * covered) for any other version.
 *
 * @example
 * ```ts
 * import { nethackVersionRules } from '@turnkeeper/nethack';
 * nethackVersionRules('3.6.1').heroProrations; // 2 (fixed in 3.6.2)
 * nethackVersionRules('3.6.0').family; // '3.6.0'
 * ```
 */
export function nethackVersionRules(version: NethackVersion): NethackVersionRules {
  const rules = RULES.get(version);
  if (!rules) throw new UnknownVersionError('nethack', version, NETHACK_VERSIONS);
  return rules;
}
