import { InvalidArgumentError } from '@turnkeeper/core';

/**
 * The NetHack versions this ruleset reproduces. 3.6.1 is listed apart from 3.6.2–3.6.7 because it
 * prorates a polymorphed hero's unused movement twice (spec §3, "Changing form"); everything else
 * in the speed code is identical from 3.6.1 to 3.6.7 and in 3.7.0-dev (spec §0).
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
 * import { DEFAULT_VERSION, nethack } from '@turnkeeper/nethack';
 * nethack.create().version === DEFAULT_VERSION; // true ('3.6.7')
 * ```
 */
export const DEFAULT_VERSION: NethackVersion = '3.6.7';

/**
 * The three families of speed rules (spec §2, §3): 3.4.3 (deterministic monsters, +6 hero
 * half-moves, the strict `movement > 12` test of bug H2588), 3.6.0 (random offset
 * `+rn2(5)-rn2(3)`), and 3.6.1+ (random rounding to a multiple of 12; 3.7 behaves the same).
 *
 * @example
 * ```ts
 * import { familyOf } from '@turnkeeper/nethack';
 * familyOf('3.7'); // '3.6.1+'
 * ```
 */
export type SpeedFamily = '3.4.3' | '3.6.0' | '3.6.1+';

/**
 * Everything that differs between versions, as data.
 *
 * @example
 * ```ts
 * import { rulesOf } from '@turnkeeper/nethack';
 * rulesOf('3.4.3').strictHeroTest; // true (bug H2588)
 * ```
 */
export interface VersionRules {
  readonly version: NethackVersion;
  readonly family: SpeedFamily;
  /** 3.4.3 gives the hero the turn back only when `movement > 12` (spec §1, item 4; bug H2588). */
  readonly strictHeroTest: boolean;
  /** Times a polymorphed hero's unused points are prorated on changing into a slower form (spec §3). */
  readonly heroProrations: 0 | 1 | 2;
  /** Whether a monster's unused points are prorated when it changes into a slower form (spec §3, §6). */
  readonly monsterProration: boolean;
  /** 3.6.1's set_mon_data() skipped the proration for its "don't care" callers, e.g. grow_up(). */
  readonly growUpSkipsProration: boolean;
  /** The key of this version in the golden files (`"3.6.1-3.6.7"`, `"3.7.0-dev"`, …). */
  readonly goldenKey: string;
}

const GOLDEN_KEYS: Readonly<Record<string, readonly NethackVersion[]>> = {
  '3.4.3': ['3.4.3'],
  '3.6.0': ['3.6.0'],
  '3.6.1-3.6.7': ['3.6.1', '3.6.2', '3.6.3', '3.6.4', '3.6.5', '3.6.6', '3.6.7'],
  '3.7.0-dev': ['3.7'],
};

/**
 * True when `v` is one of {@link NETHACK_VERSIONS}.
 *
 * @example
 * ```ts
 * import { isNethackVersion } from '@turnkeeper/nethack';
 * isNethackVersion('3.6.2'); // true
 * isNethackVersion('3.5.0'); // false
 * ```
 */
export function isNethackVersion(v: unknown): v is NethackVersion {
  return typeof v === 'string' && (NETHACK_VERSIONS as readonly string[]).includes(v);
}

function checkVersion(v: unknown): NethackVersion {
  if (!isNethackVersion(v)) {
    throw new InvalidArgumentError('NetHack version', v, `one of ${NETHACK_VERSIONS.map((x) => `"${x}"`).join(', ')}`);
  }
  return v;
}

/**
 * The speed family of a version (see {@link SpeedFamily}). Throws InvalidArgumentError for an
 * unknown version.
 *
 * @example
 * ```ts
 * import { familyOf } from '@turnkeeper/nethack';
 * familyOf('3.6.0'); // '3.6.0'
 * familyOf('3.6.4'); // '3.6.1+'
 * ```
 */
export function familyOf(version: string): SpeedFamily {
  const v = checkVersion(version);
  if (v === '3.4.3') return '3.4.3';
  if (v === '3.6.0') return '3.6.0';
  return '3.6.1+';
}

const RULES = new Map<NethackVersion, VersionRules>(
  NETHACK_VERSIONS.map((version) => {
    const family = familyOf(version);
    const modern = family === '3.6.1+';
    const rules: VersionRules = {
      version,
      family,
      strictHeroTest: family === '3.4.3',
      // spec §3: none before 3.6.1; twice in 3.6.1 (set_mon_data() then set_uasmon()); once after.
      heroProrations: !modern ? 0 : version === '3.6.1' ? 2 : 1,
      monsterProration: modern,
      growUpSkipsProration: version === '3.6.1',
      goldenKey: goldenKeyOf(version),
    };
    return [version, Object.freeze(rules)] as const;
  }),
);

/**
 * The rules of one version. Throws InvalidArgumentError for an unknown version.
 *
 * @example
 * ```ts
 * import { rulesOf } from '@turnkeeper/nethack';
 * rulesOf('3.6.1').heroProrations; // 2 (fixed in 3.6.2)
 * ```
 */
export function rulesOf(version: string): VersionRules {
  return RULES.get(checkVersion(version)) as VersionRules;
}

/**
 * The golden-file version key that covers a version.
 *
 * @example
 * ```ts
 * import { goldenKeyOf } from '@turnkeeper/nethack';
 * goldenKeyOf('3.6.3'); // '3.6.1-3.6.7'
 * goldenKeyOf('3.7'); // '3.7.0-dev'
 * ```
 */
export function goldenKeyOf(version: string): string {
  const v = checkVersion(version);
  for (const [key, versions] of Object.entries(GOLDEN_KEYS)) if (versions.includes(v)) return key;
  /* c8 ignore next */
  throw new InvalidArgumentError('NetHack version', version, 'a version covered by a golden key');
}

/**
 * The ruleset versions a golden-file version key covers. Throws InvalidArgumentError for an
 * unknown key.
 *
 * @example
 * ```ts
 * import { versionsOfGoldenKey } from '@turnkeeper/nethack';
 * versionsOfGoldenKey('3.7.0-dev'); // ['3.7']
 * ```
 */
export function versionsOfGoldenKey(key: string): readonly NethackVersion[] {
  const versions = GOLDEN_KEYS[key];
  if (!versions) {
    throw new InvalidArgumentError('golden version key', key, `one of ${Object.keys(GOLDEN_KEYS).map((k) => `"${k}"`).join(', ')}`);
  }
  return versions;
}

/**
 * The golden-file version keys, in order.
 *
 * @example
 * ```ts
 * import { GOLDEN_VERSION_KEYS } from '@turnkeeper/nethack';
 * GOLDEN_VERSION_KEYS; // ['3.4.3', '3.6.0', '3.6.1-3.6.7', '3.7.0-dev']
 * ```
 */
export const GOLDEN_VERSION_KEYS: readonly string[] = Object.keys(GOLDEN_KEYS);
