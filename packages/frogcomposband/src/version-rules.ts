import type { FrogcomposbandVersion } from './versions.js';

// The timing rules of each version in words, for tools (the analysis's `versions()`, docs): apart
// from versions.ts, so that a game's bundle, which needs only each version's cost era, does not
// carry them.

/**
 * The timing rules of one version, as data: the same keys for every version.
 *
 * @example
 * ```ts
 * import { frogcomposbandVersionRules, type FrogcomposbandVersionRules } from '@turnkeeper/frogcomposband';
 * const rules: FrogcomposbandVersionRules = frogcomposbandVersionRules('7.0.cloudberry');
 * rules.clampAtNormalSpeed; // { min: 67, max: 133 }
 * ```
 */
export type FrogcomposbandVersionRules = {
  /** `band` (clamp by energy per game turn), `fixed` (67..133) or `unclamped`. */
  readonly costEra: 'band' | 'fixed' | 'unclamped';
  /** The releases that follow this rule. */
  readonly releases: string;
  /** The commit that brought the rule in (none for the oldest era). */
  readonly introducedBy: string | null;
  /** The draw behind every randomized cost. */
  readonly costDraw: string;
  /** How that draw is clamped, in words. */
  readonly clamp: string;
  /** The range of a nominal-100 cost at raw speed +0 (10 energy per game turn). */
  readonly clampAtNormalSpeed: { readonly min: number; readonly max: number };
  /** The range of a nominal-100 cost from raw speed +34 up (40 or more energy per game turn). */
  readonly clampAtHighSpeed: { readonly min: number; readonly max: number };
  /** Energy per game turn by speed: the same table in every version. */
  readonly energyTable: string;
  /** Player costs over 400 (and in time-stop) are charged exactly: the same in every version. */
  readonly exactCostAbove: number;
};

const COMMON = {
  costDraw: 'randnor(100, 18): randint0(32768) into the 256-entry randnor_table, then randint0(100) < 50 for the sign (src/z-rand.c randnor())',
  energyTable: 'SPEED_TO_ENERGY(): extract_energy[] (src/tables.c), 10 at +0, 36 at +26, 49 from +70 (src/defines.h)',
  exactCostAbove: 400,
} as const;

const RULES: Readonly<Record<FrogcomposbandVersion, FrogcomposbandVersionRules>> = {
  '7.1.salmiak': {
    costEra: 'band',
    releases: 'v7.1.salmiak (2020-07-09) and later, to master',
    introducedBy: '9f0b42f5 (2020-05-19, "mother of all updates")',
    ...COMMON,
    clamp:
      "[mini, 200 - mini] with mini = energy_clipper_table[energy_need_hack], the acting actor's energy per game turn (src/dungeon.c energy_need_clipper_aux())",
    clampAtNormalSpeed: { min: 70, max: 130 },
    clampAtHighSpeed: { min: 80, max: 120 },
  },
  '7.0.cloudberry': {
    costEra: 'fixed',
    releases: 'v7.0.cloudberry (2018-11-06) through v7.1.liquorice (2020-02-25)',
    introducedBy: 'c9a9c9a8 (2018-10-01, "big update")',
    ...COMMON,
    clamp: 'a fixed [67, 133] whatever the speed (src/dungeon.c energy_need_clipper())',
    clampAtNormalSpeed: { min: 67, max: 133 },
    clampAtHighSpeed: { min: 67, max: 133 },
  },
  '7.0.nougat': {
    costEra: 'unclamped',
    releases: 'v7.0.nougat (2018-08-04) and earlier',
    introducedBy: null,
    ...COMMON,
    clamp: 'none: ENERGY_NEED() is randnor(100, 18) itself (src/defines.h ENERGY_NEED())',
    clampAtNormalSpeed: { min: 29, max: 171 },
    clampAtHighSpeed: { min: 29, max: 171 },
  },
};

/**
 * The timing rules of a version as data (what `frogcomposbandAnalysis.versions()` lists).
 *
 * @example
 * ```ts
 * import { frogcomposbandVersionRules } from '@turnkeeper/frogcomposband';
 * frogcomposbandVersionRules('7.1.salmiak').clampAtHighSpeed; // { min: 80, max: 120 }
 * frogcomposbandVersionRules('7.0.nougat').costEra; // 'unclamped'
 * ```
 */
export function frogcomposbandVersionRules(version: FrogcomposbandVersion): FrogcomposbandVersionRules {
  return RULES[version];
}

/**
 * What differs in each version from the next newer one (the first: from the one before it), in
 * plain words, citing the original source.
 *
 * @internal
 */
export const VERSION_CHANGES: Readonly<Record<FrogcomposbandVersion, readonly string[]>> = {
  '7.1.salmiak': [
    'The clamp of every randomized cost depends on the acting actor\'s energy per game turn: energy_need_clipper_aux() clamps randnor(100, 18) to [mini, 200 - mini] with mini = energy_clipper_table[energy_need_hack] (src/dungeon.c, the "Smoothed-out triple-move preventer"), from 67..133 at 1-2 energy to 80..120 from 40 energy (raw +34) up. Commit 9f0b42f5 (2020-05-19), first released in v7.1.salmiak.',
    "The clamp index energy_need_hack is one global byte (src/variable.c): process_player() sets it to the player's energy before the command runs (src/dungeon.c), process_monsters() to the monster's before its draw (src/melee2.c), place_monster_one() to the new monster's (src/monster2.c), so a monster placed during a command clamps the player's cost.",
  ],
  '7.0.cloudberry': [
    'Every randomized cost is clamped to a fixed 67..133 whatever the speed: ENERGY_NEED() calls energy_need_clipper(), MIN(133, MAX(67, randnor(100, 18))) (src/dungeon.c, src/defines.h). Commit c9a9c9a8 (2018-10-01), first released in v7.0.cloudberry and in force through v7.1.liquorice.',
  ],
  '7.0.nougat': [
    'No clamp: ENERGY_NEED() is randnor(100, 18) itself (src/defines.h in v7.0.nougat), so a nominal-100 cost ranges over 29..171 at every speed.',
  ],
};
