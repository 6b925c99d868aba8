/**
 * The DCSS versions this ruleset covers, newest first. `trunk` is crawl's master after 0.34
 * (0.35-a0, commit 5539bdd7ae); the releases differ from it only in the timing rules
 * {@link dcssVersionRules} spells out, each traced to the crawl commit that changed it.
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
 * The version a loop follows when none is given: trunk.
 *
 * @example
 * ```ts
 * import { DCSS_DEFAULT_VERSION, dcss } from '@turnkeeper/dcss';
 * dcss.create().version === DCSS_DEFAULT_VERSION; // true
 * ```
 */
export const DCSS_DEFAULT_VERSION = 'trunk' satisfies DcssVersion;

/**
 * The timing rules that changed between releases, as data (`dcssAnalysis.versions()` lists
 * them per version).
 *
 * @example
 * ```ts
 * import { dcssVersionRules } from '@turnkeeper/dcss';
 * dcssVersionRules('0.34').movementRounding; // 'two-stage'
 * ```
 */
export type DcssVersionRules = {
  /**
   * How a player move's time is rounded. `single`: trunk's one rounding at scale 60 (movement.cc
   * `move_player_action`, commit 6cb6efe6f4); `two-stage`: 0.34's average step delay, then
   * `player_speed() × delay / 10` with a fresh player_speed() roll (commit 90209b8f76);
   * `prep-roll`: 0.33 and earlier, movement.cc `_apply_move_time_taken`, the `_prep_input`
   * player_speed() roll × movement speed / 10.
   */
  readonly movementRounding: 'single' | 'two-stage' | 'prep-roll';
  /** mon-act.cc `_monster_add_energy`: the gain was max(1, …) up to 0.32, so monsters could act on 0-aut turns (removed by bf7406bced, 0.33). */
  readonly gainAtLeastOne: boolean;
  /** mon-act.cc `_maybe_launch_opportunity_attack` / `_maybe_randomize_energy`: pursuit (e438bbe35c, 0.31). */
  readonly pursuit: boolean;
  /** monster.cc `monster::energy_cost`: a frozen monster's moves cost ×2 since f3e26c52f0 (0.32), +4 before. */
  readonly frozenMove: 'double' | 'plus4';
  /**
   * monster.cc `monster::lose_energy`: every step cost `random2(3) − 1` more up to 0.28 (removed by
   * c20955654e, put back the same day by 333b8329f1 and so still in 0.28.0, removed for good by
   * 7d8c13d22b, first in 0.29).
   */
  readonly randomStepEnergy: boolean;
  /**
   * Which states make player.cc `player_speed()` return 10 × scale without a draw: `helpless`
   * (asleep, paralysed, petrified: `you.helpless()`, 0.34+) or `cannot-act` (also dazed or vexed:
   * `you.cannot_act()`, up to 0.33). Changed by commit 1a06fe2552 (0.34).
   */
  readonly helplessSpeed: 'helpless' | 'cannot-act';
  /**
   * How long a turn the player cannot act takes (main.cc `_input`): `stun-delay` (0.34+: a vexed
   * attack of the attack delay, or `_stun_delay`, the stun left up to 10 aut) or `prep-roll` (up to
   * 0.33: the `_prep_input` player_speed(), 10 aut since player_speed() ignores haste then).
   * Changed by commit 1a06fe2552 (0.34).
   */
  readonly stunnedTurn: 'stun-delay' | 'prep-roll';
};

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
 * The {@link DcssVersionRules} of a version.
 *
 * @example
 * ```ts
 * import { dcssVersionRules } from '@turnkeeper/dcss';
 * dcssVersionRules('trunk');
 * // { movementRounding: 'single', gainAtLeastOne: false, pursuit: true, frozenMove: 'double', randomStepEnergy: false,
 * //   helplessSpeed: 'helpless', stunnedTurn: 'stun-delay' }
 * ```
 */
export function dcssVersionRules(version: DcssVersion): DcssVersionRules {
  const n = ORDER[version];
  return {
    movementRounding: n >= 35 ? 'single' : n === 34 ? 'two-stage' : 'prep-roll',
    gainAtLeastOne: n <= 32,
    pursuit: n >= 31,
    frozenMove: n >= 32 ? 'double' : 'plus4',
    randomStepEnergy: n <= 28,
    helplessSpeed: n >= 34 ? 'helpless' : 'cannot-act',
    stunnedTurn: n >= 34 ? 'stun-delay' : 'prep-roll',
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

/**
 * What changed in each version compared with the one listed after it (the next older one), in
 * plain words with the crawl commit and files; `0.27`, the oldest covered, is described as it is.
 * Paths are under `crawl-ref/source/`.
 */
export const DCSS_VERSION_CHANGES: Readonly<Record<DcssVersion, readonly string[]>> = {
  trunk: [
    'A player move is rounded once: time_taken = div_rand_round(player_speed(60) × Σ movement speed at scale 60, 36000 × steps), one random2(36000·steps) at most (commit 6cb6efe6f4 "Make movement speed a bit less random", movement.cc move_player_action). A hasted step with movement speed 8 takes 5 aut (2/3) or 6 (1/3), where 0.34 gave 4 (1/15), 5 (8/15) or 6 (2/5).',
  ],
  '0.34': [
    'A turn the player cannot act takes the stun left, at most 10 aut (main.cc _stun_delay), or a vexed attack of the normal attack delay, instead of a whole 10-aut turn; player_speed() ignores only helplessness (asleep, paralysed, petrified), no longer daze or vexation (commit 1a06fe2552 "Adjust various timing issues with Paralysis (Acrobat), and tweak Vex", main.cc _input, player.cc player_speed).',
    'A player move averages its steps\' delays with div_rand_round and multiplies by a fresh player_speed() roll: time_taken = div_rand_round(player_speed() × delay, 10), so a hasted move draws random2(3) a second time (commit 90209b8f76 "Rewrite move_player_action and general rampage movement handling", movement.cc move_player_action). The law of one step is unchanged.',
  ],
  '0.33': [
    'Monsters no longer gain at least 1 energy per player action: a 0-aut action gives them nothing, so they cannot act on it (commit bf7406bced "Don\'t allow monsters to act on 0 delay turns", mon-act.cc _monster_add_energy).',
  ],
  '0.32': [
    'A frozen monster\'s moves cost twice their energy instead of 4 more (commit f3e26c52f0 "Increase the effectiveness of the Frozen status", monster.cc monster::energy_cost).',
  ],
  '0.31': [
    'Pursuit: the monsters a player step leaves behind become potential pursuers; after its first step one may launch an opportunity attack (one_chance_in(3), the attack then refunded to cost 0 or 1) or else has its energy moved by random2(3) − 1 (commit e438bbe35c "The return of randomized energy (when pursuing the player)", movement.cc _mark_potential_pursuers, mon-act.cc _maybe_launch_opportunity_attack, _maybe_randomize_energy).',
    "0.29's closing attacks (made during the player's move) are gone.",
  ],
  '0.30': ['No change to the rules this ruleset varies by version (dcssVersionRules) since 0.29.'],
  '0.29': [
    'Monster steps no longer cost random2(3) − 1 more energy: movement costs are exact (commit 7d8c13d22b, reverting the "temporary" 333b8329f1, monster.cc monster::lose_energy).',
    'Closing attacks (commit d469af4107, movement.cc _trigger_opportunity_attacks): a monster the player steps away from may attack at once (one_chance_in(3)), refunded up to 10 energy. This ruleset does not model them (see docs/time-system.md).',
  ],
  '0.28': [
    'No change to the rules this ruleset varies by version since 0.27: commit c20955654e "Remove random energy" took the random step cost out, but 333b8329f1 "Re-randomize energy temporarily" put it back the same day, so 0.28.0 still has it (monster.cc monster::lose_energy).',
  ],
  '0.27': [
    'The oldest version covered: every monster step (move or swim) costs random2(3) − 1 more energy than its class value, except for an ally following the player (monster.cc monster::lose_energy); monsters gain max(1, div_rand_round(speed × time_taken, 10)); frozen moves cost 4 more; a player move takes the _prep_input player_speed() roll × movement speed / 10 (movement.cc _apply_move_time_taken); no pursuit.',
  ],
};
