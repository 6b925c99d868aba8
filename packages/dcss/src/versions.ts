/**
 * The DCSS versions this ruleset covers, newest first. `trunk` is crawl's master after 0.34
 * (0.35-a0, commit 5539bdd7ae, the fact sheet's snapshot); older entries differ from it only in
 * the timing changes the fact sheet's §9 lists, which {@link versionFeatures} spells out.
 *
 * @example
 * ```ts
 * import { DCSS_VERSIONS } from '@turnkeeper/dcss';
 * DCSS_VERSIONS[0]; // 'trunk'
 * ```
 */
export const DCSS_VERSIONS = ['trunk', '0.34', '0.33', '0.32', '0.31', '0.30', '0.29', '0.28', '0.27'] as const;

/**
 * One of {@link DCSS_VERSIONS}.
 *
 * @example
 * ```ts
 * import type { DcssVersion } from '@turnkeeper/dcss';
 * const v: DcssVersion = '0.34';
 * ```
 */
export type DcssVersion = (typeof DCSS_VERSIONS)[number];

/**
 * The timing rules that changed between releases (spec §9), as flags.
 *
 * @example
 * ```ts
 * import { versionFeatures } from '@turnkeeper/dcss';
 * versionFeatures('0.34').movementRounding; // 'two-stage'
 * ```
 */
export interface VersionFeatures {
  /** `single`: trunk's one rounding at scale 60 (6cb6efe6f4); `two-stage`: 0.34.x and earlier (spec §5.2). */
  readonly movementRounding: 'single' | 'two-stage';
  /** Energy gain was max(1, …) up to 0.32, so monsters could act on 0-aut turns (fixed by bf7406bced, 0.33). */
  readonly gainAtLeastOne: boolean;
  /** Pursuit: opportunity attacks and ±1 energy for monsters the player steps away from (e438bbe35c, 0.31). */
  readonly pursuit: boolean;
  /** Frozen monsters' moves: ×2 since f3e26c52f0 (0.32), +4 energy before. */
  readonly frozenMove: 'double' | 'plus4';
  /** ≤ 0.27: every monster step had random2(3) − 1 added to its cost (removed by c2095565, 0.28). */
  readonly randomStepEnergy: boolean;
}

const ORDER: Readonly<Record<DcssVersion, number>> = {
  trunk: 35,
  '0.34': 34,
  '0.33': 33,
  '0.32': 32,
  '0.31': 31,
  '0.30': 30,
  '0.29': 29,
  '0.28': 28,
  '0.27': 27,
};

/**
 * The {@link VersionFeatures} of a version.
 *
 * @example
 * ```ts
 * import { versionFeatures } from '@turnkeeper/dcss';
 * versionFeatures('trunk'); // { movementRounding: 'single', gainAtLeastOne: false, pursuit: true, … }
 * ```
 */
export function versionFeatures(version: DcssVersion): VersionFeatures {
  const n = ORDER[version];
  return {
    movementRounding: n >= 35 ? 'single' : 'two-stage',
    gainAtLeastOne: n <= 32,
    pursuit: n >= 31,
    frozenMove: n >= 32 ? 'double' : 'plus4',
    randomStepEnergy: n <= 27,
  };
}

/**
 * True when `v` is one of {@link DCSS_VERSIONS}.
 *
 * @example
 * ```ts
 * import { isDcssVersion } from '@turnkeeper/dcss';
 * isDcssVersion('0.34'); // true
 * ```
 */
export function isDcssVersion(v: string): v is DcssVersion {
  return (DCSS_VERSIONS as readonly string[]).includes(v);
}
