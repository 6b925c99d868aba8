import { InvalidArgumentError, type RandomSource } from '@turnkeeper/core';
import { NETHACK_VERSIONS, nethackVersionRules, type NethackVersion } from '../versions.js';

/**
 * The things in NetHack that give or take away the hero's speed, other than the role's level
 * ({@link roleSpeedLevel}): the worn items (`EFast`), the potion, spell, vapours and wand (timed
 * speed, or intrinsic), a corpse, a prayer boon, and the ways speed is lost.
 *
 * @example
 * ```ts
 * import { NETHACK_SPEED_SOURCE_IDS } from '@turnkeeper/nethack';
 * NETHACK_SPEED_SOURCE_IDS.includes('blue dragon scales'); // true
 * ```
 */
export const NETHACK_SPEED_SOURCE_IDS = [
  'speed boots',
  'blue dragon scales',
  'blue dragon scale mail',
  'potion of speed',
  'potion of speed vapours',
  'spell of haste self',
  'wand of speed monster',
  'quantum mechanic corpse',
  'prayer boon',
  'slowed',
  'intrinsic stolen',
  'stoning',
  'sliming',
] as const;

/**
 * One of {@link NETHACK_SPEED_SOURCE_IDS}.
 *
 * @example
 * ```ts
 * import type { NethackSpeedSourceId } from '@turnkeeper/nethack';
 * const boots: NethackSpeedSourceId = 'speed boots';
 * ```
 */
export type NethackSpeedSourceId = (typeof NETHACK_SPEED_SOURCE_IDS)[number];

/**
 * An object's blessing (`otmp->blessed`, `otmp->cursed`), whose `bcsign()` (+1, 0, −1) sets a
 * potion's duration.
 *
 * @example
 * ```ts
 * import type { Blessing } from '@turnkeeper/nethack';
 * const b: Blessing = 'blessed';
 * ```
 */
export type Blessing = 'blessed' | 'uncursed' | 'cursed';

/**
 * Turns of timed speed a source adds to `HFast & TIMEOUT` (incr_itimeout(), `src/potion.c`):
 * the game's draw and the range it gives per blessing (only the blessings that occur).
 *
 * @example
 * ```ts
 * import type { TimedSpeedTurns } from '@turnkeeper/nethack';
 * const vapours: TimedSpeedTurns = { draw: 'rnd(5)', turns: { uncursed: [1, 5] } };
 * ```
 */
export interface TimedSpeedTurns {
  readonly draw: string;
  readonly turns: Readonly<Partial<Record<Blessing, readonly [number, number]>>>;
}

/**
 * What a speed source does, as the speed fields of the ruleset's hero: `extrinsicFast` (`EFast`,
 * while worn), `timedFast` (`HFast & TIMEOUT`, turns), `intrinsicFast` (`HFast & INTRINSIC`).
 *
 * @example
 * ```ts
 * import type { SpeedSourceChange } from '@turnkeeper/nethack';
 * const c: SpeedSourceChange = { field: 'intrinsicFast', change: 'toggle' };
 * ```
 */
export type SpeedSourceChange =
  | { readonly field: 'extrinsicFast'; readonly change: 'while worn' }
  | { readonly field: 'timedFast'; readonly change: 'add'; readonly add: TimedSpeedTurns }
  | { readonly field: 'timedFast'; readonly change: 'clear' }
  | { readonly field: 'intrinsicFast'; readonly change: 'set' | 'clear' | 'toggle' };

/**
 * One speed source in one range of versions: what it changes, what the hero's speed becomes
 * (`Very_fast`, `Fast`, or `slower`), when the game applies it, and where it is in the source.
 *
 * @example
 * ```ts
 * import { speedSourcesOf } from '@turnkeeper/nethack';
 * speedSourcesOf('3.7').find((s) => s.id === 'blue dragon scales')?.gives; // 'Very_fast'
 * ```
 */
export interface SpeedSourceEntry {
  readonly id: NethackSpeedSourceId;
  readonly versions: readonly NethackVersion[];
  readonly changes: readonly SpeedSourceChange[];
  readonly gives: 'Very_fast' | 'Fast' | 'slower';
  /** When it applies, and the conditions the game checks (which the caller checks too). */
  readonly when: string;
  /** The original file and function. */
  readonly source: string;
}

const ALL = NETHACK_VERSIONS;
const UP_TO_367 = NETHACK_VERSIONS.filter((v) => v !== '3.7');
const ONLY_37 = ['3.7'] as const satisfies readonly NethackVersion[];

/** `rn1(10, 100 + 60 * bcsign(otmp))`: 160–169 blessed, 100–109 uncursed, 40–49 cursed. */
const POTION_TURNS: TimedSpeedTurns = { draw: 'rn1(10, 100 + 60 * bcsign(otmp))', turns: { blessed: [160, 169], uncursed: [100, 109], cursed: [40, 49] } };
/** The spell casts an uncursed pseudo-potion, blessed at Skilled or Expert (`src/spell.c` spelleffects()). */
const SPELL_TURNS: TimedSpeedTurns = { draw: 'rn1(10, 100 + 60 * bcsign(pseudo))', turns: { blessed: [160, 169], uncursed: [100, 109] } };
const VAPOUR_TURNS: TimedSpeedTurns = { draw: 'rnd(5)', turns: { uncursed: [1, 5] } };
const WAND_TURNS_37: TimedSpeedTurns = { draw: 'rn1(25, 50)', turns: { uncursed: [50, 74] } };

const WOUNDED_LEGS = 'not when it is not cursed, the legs are wounded and the hero does not ride: then it only heals the legs (heal_legs())';

/**
 * Every speed source of every version, as data. Read from 3.4.3 (`Vanilla-NetHack/NetHack-3.4.3`),
 * 3.6.0–3.6.7 (the release tags of `NetHack/NetHack`) and 3.7 (branch `NetHack-3.7`); the 3.7
 * changes come from commits `95972d714` (2017, wand and potion), `ef1eeed75` (2021, dragon armour
 * extras) and `075c2832a` (2023, Archeologist's speed at level 10, see {@link roleSpeedLevel}).
 *
 * @example
 * ```ts
 * import { NETHACK_SPEED_SOURCES } from '@turnkeeper/nethack';
 * NETHACK_SPEED_SOURCES.filter((s) => s.id === 'wand of speed monster').length; // 2 (3.4.3–3.6.7, 3.7)
 * ```
 */
export const NETHACK_SPEED_SOURCES: readonly SpeedSourceEntry[] = [
  {
    id: 'speed boots',
    versions: ALL,
    changes: [{ field: 'extrinsicFast', change: 'while worn' }],
    gives: 'Very_fast',
    when: 'while worn (EFast |= W_ARMF)',
    source: 'src/objects.c (3.7 include/objects.h) BOOTS("speed boots", …, FAST, …); src/do_wear.c Boots_on(), Boots_off()',
  },
  ...(['blue dragon scales', 'blue dragon scale mail'] as const).map(
    (id): SpeedSourceEntry => ({
      id,
      versions: ONLY_37,
      changes: [{ field: 'extrinsicFast', change: 'while worn' }],
      gives: 'Very_fast',
      when: 'while worn as body armour (EFast |= W_ARM); up to 3.6.7 blue dragon armour gives only shock resistance',
      source: 'src/do_wear.c dragon_armor_handling()',
    }),
  ),
  {
    id: 'potion of speed',
    versions: UP_TO_367,
    changes: [{ field: 'timedFast', change: 'add', add: POTION_TURNS }],
    gives: 'Very_fast',
    when: `quaffed; ${WOUNDED_LEGS}`,
    source: 'src/potion.c peffects() case POT_SPEED',
  },
  {
    id: 'potion of speed',
    versions: ONLY_37,
    changes: [
      { field: 'timedFast', change: 'add', add: POTION_TURNS },
      { field: 'intrinsicFast', change: 'set' },
    ],
    gives: 'Very_fast',
    when: `quaffed (timed speed, then intrinsic speed unless cursed); ${WOUNDED_LEGS}`,
    source: 'src/potion.c peffect_speed(), speed_up()',
  },
  {
    id: 'potion of speed vapours',
    versions: ALL,
    changes: [{ field: 'timedFast', change: 'add', add: VAPOUR_TURNS }],
    gives: 'Very_fast',
    when: 'breathed: the potion shatters near the hero (thrown, boiled, a forced lock) or explodes in a mix (dodip())',
    source: 'src/potion.c potionbreathe() case POT_SPEED',
  },
  {
    id: 'spell of haste self',
    versions: ALL,
    changes: [{ field: 'timedFast', change: 'add', add: SPELL_TURNS }],
    gives: 'Very_fast',
    when: 'cast: an uncursed potion of speed, blessed at Skilled or Expert; never intrinsic (3.7: only the potion is)',
    source: 'src/spell.c spelleffects() case SPE_HASTE_SELF → src/potion.c peffects() (3.7 peffect_speed())',
  },
  {
    id: 'wand of speed monster',
    versions: UP_TO_367,
    changes: [{ field: 'intrinsicFast', change: 'set' }],
    gives: 'Fast',
    when: 'zapped at oneself (HFast |= FROMOUTSIDE)',
    source: 'src/zap.c zapyourself() case WAN_SPEED_MONSTER',
  },
  {
    id: 'wand of speed monster',
    versions: ONLY_37,
    changes: [{ field: 'timedFast', change: 'add', add: WAND_TURNS_37 }],
    gives: 'Very_fast',
    when: 'zapped at oneself: "no longer gives intrinsic, but gives very fast speed instead"',
    source: 'src/zap.c zapyourself() case WAN_SPEED_MONSTER, src/potion.c speed_up()',
  },
  {
    id: 'quantum mechanic corpse',
    versions: ALL,
    changes: [{ field: 'intrinsicFast', change: 'toggle' }],
    gives: 'Fast',
    when: 'eaten: "Your velocity suddenly seems very uncertain!" — intrinsic speed if the hero had none, else none',
    source: 'src/eat.c cpostfx() case PM_QUANTUM_MECHANIC',
  },
  {
    id: 'prayer boon',
    versions: ALL,
    changes: [{ field: 'intrinsicFast', change: 'set' }],
    gives: 'Fast',
    when: '"the gift of Speed": a pleased god\'s pat on the head, when the hero already has intrinsic telepathy but not speed',
    source: 'src/pray.c pleased()',
  },
  {
    id: 'slowed',
    versions: ALL,
    changes: [
      { field: 'intrinsicFast', change: 'clear' },
      { field: 'timedFast', change: 'clear' },
    ],
    gives: 'slower',
    when: 'u_slow_down() (HFast = 0; boots and 3.7 blue dragon armour stay): an AD_SLOW hit or gaze (1 in 4), a wand or spell of slow monster zapped at oneself',
    source: 'src/mhitu.c u_slow_down() and its callers (src/zap.c zapyourself(); 3.7 src/uhitm.c mhitm_ad_slow())',
  },
  {
    id: 'intrinsic stolen',
    versions: ALL,
    changes: [{ field: 'intrinsicFast', change: 'clear' }],
    gives: 'slower',
    when: 'attrcurse() lands on speed ("You feel slower."): a gremlin\'s night-time AD_CURS attack, or (3.6.0 on) eating a disenchanter',
    source: 'src/sit.c attrcurse(), called by src/mhitu.c (3.7 src/uhitm.c) and src/eat.c cpostfx()',
  },
  ...(
    [
      ['stoning', 'the fifth turn before turning to stone (Stoned = 5)', 'src/timeout.c stoned_dialogue()'],
      ['sliming', 'the third turn before turning into green slime ("limbs becoming oozy")', 'src/timeout.c slime_dialogue()'],
    ] as const
  ).map(
    ([id, when, source]): SpeedSourceEntry => ({
      id,
      versions: ALL,
      changes: [
        { field: 'intrinsicFast', change: 'clear' },
        { field: 'timedFast', change: 'clear' },
      ],
      gives: 'slower',
      when: `${when}: HFast = 0`,
      source,
    }),
  ),
];

/**
 * The speed sources of one version.
 *
 * @example
 * ```ts
 * import { speedSourcesOf } from '@turnkeeper/nethack';
 * speedSourcesOf('3.6.7').some((s) => s.id === 'blue dragon scales'); // false
 * speedSourcesOf('3.7').some((s) => s.id === 'blue dragon scales'); // true
 * ```
 */
export function speedSourcesOf(version: NethackVersion): readonly SpeedSourceEntry[] {
  nethackVersionRules(version); // an unknown version is an error, as everywhere
  return NETHACK_SPEED_SOURCES.filter((s) => s.versions.includes(version));
}

/**
 * The hero's speed fields a source changes, as a patch for `loop.update(hero, patch)`.
 *
 * @example
 * ```ts
 * import type { SpeedPatch } from '@turnkeeper/nethack';
 * const quaffed: SpeedPatch = { addTimedFast: 104 };
 * ```
 */
export interface SpeedPatch {
  intrinsicFast?: boolean;
  extrinsicFast?: boolean;
  timedFast?: number;
  addTimedFast?: number;
}

/**
 * What the game knows when a source applies: the object's blessing (potion; the spell is
 * `blessed` at Skilled or Expert), whether the item is being put on or taken off, the hero's
 * intrinsic speed now (for the quantum mechanic's toggle), and whether the hero's legs are
 * wounded and whether it rides (a potion then only heals the legs).
 *
 * @example
 * ```ts
 * import type { SpeedSourceContext } from '@turnkeeper/nethack';
 * const ctx: SpeedSourceContext = { blessing: 'blessed' };
 * ```
 */
export interface SpeedSourceContext {
  readonly blessing?: Blessing;
  readonly on?: boolean;
  readonly intrinsicFast?: boolean;
  readonly woundedLegs?: boolean;
  readonly riding?: boolean;
}

const BLESSINGS: readonly string[] = ['blessed', 'uncursed', 'cursed'] satisfies readonly Blessing[];

/**
 * The patch a speed source makes to the hero, drawing its duration from `random` as the game
 * does (one `rn2()` per timed source, labelled with its site): `speed boots` and 3.7's blue
 * dragon armour set `extrinsicFast` to `on` (default true; with both worn, taking one off leaves
 * `EFast` set — the caller keeps `extrinsicFast` true then); the potion, spell, vapours and 3.7's
 * wand add turns (`addTimedFast`); the wand up to 3.6.7, the prayer boon and (3.7) a potion that
 * is not cursed set `intrinsicFast`; the corpse toggles it; the losses clear. Returns null when
 * the source does nothing (a potion that heals wounded legs instead). A source that the version
 * does not have is an error.
 *
 * @example
 * ```ts
 * import { scripted } from '@turnkeeper/core';
 * import { speedSourcePatch } from '@turnkeeper/nethack';
 * speedSourcePatch('3.6.7', 'potion of speed', { blessing: 'blessed' }, scripted([4])); // { addTimedFast: 164 }
 * speedSourcePatch('3.7', 'potion of speed', {}, scripted([4])); // { addTimedFast: 104, intrinsicFast: true }
 * speedSourcePatch('3.7', 'wand of speed monster', {}, scripted([10])); // { addTimedFast: 60 }
 * speedSourcePatch('3.6.7', 'wand of speed monster', {}, scripted([])); // { intrinsicFast: true }
 * ```
 */
export function speedSourcePatch(version: NethackVersion, id: NethackSpeedSourceId, context: SpeedSourceContext, random: RandomSource): SpeedPatch | null {
  const entry = speedSourcesOf(version).find((s) => s.id === id);
  if (!entry) {
    const known = (NETHACK_SPEED_SOURCE_IDS as readonly string[]).includes(id);
    throw new InvalidArgumentError(
      'speed source',
      id,
      known
        ? `a source of NetHack ${version}: ${speedSourcesOf(version)
            .map((s) => s.id)
            .join(', ')}`
        : NETHACK_SPEED_SOURCE_IDS.join(', '),
    );
  }
  const blessing = context.blessing ?? 'uncursed';
  if (!BLESSINGS.includes(blessing)) throw new InvalidArgumentError('blessing', blessing, 'blessed, uncursed, cursed');
  if (id === 'potion of speed' && blessing !== 'cursed' && context.woundedLegs === true && context.riding !== true) return null;
  const patch: SpeedPatch = {};
  for (const c of entry.changes) {
    if (c.field === 'extrinsicFast') patch.extrinsicFast = context.on !== false;
    else if (c.field === 'timedFast') {
      if (c.change === 'clear') patch.timedFast = 0;
      else patch.addTimedFast = drawTurns(version, id, c.add, blessing, random);
    } else if (c.change === 'toggle') patch.intrinsicFast = context.intrinsicFast !== true;
    else if (c.change === 'clear') patch.intrinsicFast = false;
    // 3.7's potion: "non-cursed potion grants intrinsic speed".
    else if (!(id === 'potion of speed' && blessing === 'cursed')) patch.intrinsicFast = true;
  }
  return patch;
}

/** One draw of a timed source: `rn1(k, base)` is `rn2(k) + base`, `rnd(k)` is `rn2(k) + 1`. */
function drawTurns(version: NethackVersion, id: NethackSpeedSourceId, add: TimedSpeedTurns, blessing: Blessing, random: RandomSource): number {
  const range = add.turns[blessing];
  if (!range) throw new InvalidArgumentError(`${id} blessing`, blessing, Object.keys(add.turns).join(', '));
  const [min, max] = range;
  return min + random.below(max - min + 1, `${siteFunction(version, id)}:${add.draw}`);
}

/** The function that makes a timed draw, for its site label (3.7 split peffects() per potion). */
function siteFunction(version: NethackVersion, id: NethackSpeedSourceId): string {
  if (id === 'potion of speed vapours') return 'potionbreathe';
  if (id === 'wand of speed monster') return 'zapyourself';
  return version === '3.7' ? 'peffect_speed' : 'peffects';
}
