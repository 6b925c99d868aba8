import type { JsonObject } from '@turnkeeper/core';
import {
  ACT_THRESHOLD,
  ENERGY_PER_TICK,
  MAX_M_IDX,
  NEW_GAME_TURN,
  NEW_GAME_TURN_UNDEAD,
  PLAYER_START_ENERGY,
  TICKS_PER_DAY,
  TICKS_PER_ROUND,
} from './tables/constants.js';

/**
 * The Cthangband versions this ruleset reproduces: 4.1.0, the C game as released (scthangband at
 * commit 51b453c, `defines.h` VERSION 4.1.0). Later scthangband commits changed the timing (see
 * `docs/time-system.md`); they are not versions of this ruleset.
 *
 * @example
 * ```ts
 * import { CTHANGBAND_VERSIONS } from '@turnkeeper/cthangband';
 * CTHANGBAND_VERSIONS; // ['4.1.0']
 * ```
 */
export const CTHANGBAND_VERSIONS = ['4.1.0'] as const;

/**
 * One of {@link CTHANGBAND_VERSIONS}.
 *
 * @example
 * ```ts
 * import type { CthangbandVersion } from '@turnkeeper/cthangband';
 * const v: CthangbandVersion = '4.1.0';
 * ```
 */
export type CthangbandVersion = (typeof CTHANGBAND_VERSIONS)[number];

/**
 * The version a loop follows when none is given.
 *
 * @example
 * ```ts
 * import { CTHANGBAND_DEFAULT_VERSION, cthangband } from '@turnkeeper/cthangband';
 * cthangband.create().version === CTHANGBAND_DEFAULT_VERSION; // true ('4.1.0')
 * ```
 */
export const CTHANGBAND_DEFAULT_VERSION: CthangbandVersion = '4.1.0';

/**
 * A version's timing rules as data: the same keys for every version, so tools can tabulate them.
 *
 * @example
 * ```ts
 * import { cthangbandVersionRules } from '@turnkeeper/cthangband';
 * const r: CthangbandVersionRules = cthangbandVersionRules('4.1.0');
 * r.monsterSpeedSpread; // 'extract_energy[race speed] / 10'
 * ```
 */
export interface CthangbandVersionRules extends JsonObject {
  /** Energy every actor gains per tick, whatever its speed. */
  readonly energyPerTick: number;
  /** An actor acts when its energy is at least this. */
  readonly actThreshold: number;
  readonly ticksPerRound: number;
  readonly ticksPerDay: number;
  /** A new character's energy. */
  readonly playerStartEnergy: number;
  /** The game turn of a new game: a living race's, an undead race's. */
  readonly startTurns: readonly number[];
  /** What speed changes. */
  readonly speedChanges: string;
  /** Where the cost of a step comes from. */
  readonly moveCost: string;
  /** How many times the player may act in one tick. */
  readonly playerActionsPerTick: string;
  /** How many times a monster may act in one tick. */
  readonly monsterActionsPerTick: number;
  /** The order within a tick. */
  readonly order: string;
  /** A monster pays its move cost when its turn begins, before the game knows what it does. */
  readonly monsterMoveChargedUpFront: boolean;
  /** The monster actions refunded the move cost and charged `100 / num_blows` instead. */
  readonly refundedMonsterActions: readonly string[];
  /** The ± speed roll of a non-unique monster at placement. */
  readonly monsterSpeedSpread: string;
  /** A placed monster's start energy, lowest and highest. */
  readonly monsterStartEnergy: readonly number[];
  /** One melee blow, one shot. */
  readonly blowCost: string;
  /** Spells, favours, mindcraft and racial powers. */
  readonly spellCost: string;
  /** Potions, scrolls, wands and charms from a belt pouch. */
  readonly pouchCost: number;
  readonly stairsCost: number;
  /** `MAX_M_IDX`: slots of the monster list (index 0 unused). */
  readonly monsterListSize: number;
  /** How the energies are stored, and what happens past their range. */
  readonly energyStorage: string;
  /** How `turn` is stored, and what happens past its range. */
  readonly turnStorage: string;
  /** The speed lost to carried weight. */
  readonly loadSpeedPenalty: string;
  /** When the player's passes are forced, and what they cost. */
  readonly forcedPass: string;
  /** The player's timed effects the timing reads, and how they run down. */
  readonly timedEffects: string;
  /** What leaving the level does to the tick and the turn counter. */
  readonly levelChange: string;
}

const RULES: Readonly<Record<CthangbandVersion, CthangbandVersionRules>> = /* @__PURE__ */ Object.freeze({
  '4.1.0': /* @__PURE__ */ Object.freeze({
    energyPerTick: ENERGY_PER_TICK,
    actThreshold: ACT_THRESHOLD,
    ticksPerRound: TICKS_PER_ROUND,
    ticksPerDay: TICKS_PER_DAY,
    playerStartEnergy: PLAYER_START_ENERGY,
    startTurns: [NEW_GAME_TURN, NEW_GAME_TURN_UNDEAD],
    speedChanges: 'the cost of a step (walk, run) and of a monster turn charged up front; nothing else',
    moveCost: 'extract_energy[speed + 110], round(1000 / the Angband energy per tick)',
    playerActionsPerTick: 'while energy >= 1000 (several when energy is banked)',
    monsterActionsPerTick: 1,
    order: 'player, then monsters by descending m_list index, then process_world() when turn % 10 == 0',
    monsterMoveChargedUpFront: true,
    refundedMonsterActions: ['melee_player', 'spell_at_player', 'spell_at_monster'],
    monsterSpeedSpread: 'extract_energy[race speed] / 10',
    monsterStartEnergy: [900, 999],
    blowCost: '100 / num_blow (integer division), +10 per natural attack',
    spellCost: 'spell_energy(skill, min): 100 + (min - skill)^2 capped at 300, else 300 / (skill - min) clamped to 10..100',
    pouchCost: 10,
    stairsCost: 0,
    monsterListSize: MAX_M_IDX,
    energyStorage: 's16b: every gain and cost wraps modulo 2^16',
    turnStorage: 's32b: turn++ past 2147483647 is undefined (a TIME_OVERFLOW error)',
    loadSpeedPenalty: 'pspeed -= (total_weight - limit/2) / (limit/10) when total_weight > limit/2, limit = adj_str_wgt[STR] * 100 (xtra1.c calc_bonuses())',
    forcedPass: 'paralyzed, or stun >= 100: no command is read and each pass costs 100 (dungeon.c process_player())',
    timedEffects:
      'fast +10 and slow -10 to pspeed; fast, slow and paralyzed lose 1, stun adj_con_fix[CON] + 1, when turn % 10 == 0 (dungeon.c process_world()); set_*() keeps each in 0..10000',
    levelChange:
      'new_level_flag ends the tick at its next check: no further phase and no turn++, so the new level starts at the same turn; energy is kept (dungeon.c dungeon(), play_game())',
  }),
});

/**
 * The timing rules of a version, as data.
 *
 * @example
 * ```ts
 * import { cthangbandVersionRules } from '@turnkeeper/cthangband';
 * cthangbandVersionRules('4.1.0').energyPerTick; // 10
 * ```
 */
export function cthangbandVersionRules(version: CthangbandVersion): CthangbandVersionRules {
  return RULES[version];
}

/**
 * What each version changed, in plain words with the original source cited: for 4.1.0, what it
 * does differently from the Zangband 2.1.0e timing it was based on (`lib/help/update.txt`).
 *
 * @example
 * ```ts
 * import { CTHANGBAND_VERSION_CHANGES } from '@turnkeeper/cthangband';
 * CTHANGBAND_VERSION_CHANGES['4.1.0'].length; // 5
 * ```
 */
export const CTHANGBAND_VERSION_CHANGES: Readonly<Record<CthangbandVersion, readonly string[]>> = /* @__PURE__ */ Object.freeze({
  '4.1.0': /* @__PURE__ */ Object.freeze([
    'extract_energy is inverted: it holds what one step costs (round(1000 / the Angband energy per tick)), and every actor gains 10 energy a tick whatever its speed, so speed changes only the cost of walking and running and of a monster turn (tables.c extract_energy[], dungeon.c process_player(), melee2.c process_monsters()).',
    'Every other action has a fixed cost in % of a round: melee 100 / blows and missiles 100 / shots (integer division), 100 for most commands, 50 to drop or refill, 10 to activate and to use a potion, scroll, wand or charm from a belt pouch, 0 for stairs (cmd1.c py_attack(), cmd2.c do_cmd_fire(), cmd3.c, cmd6.c); spells and powers cost spell_energy() by skill margin, capped at 300 where the help text has no cap (xtra1.c spell_energy()).',
    "Monsters are charged their move cost when their turn begins and refunded it for melee and spells, which cost 100 / the race's attack speed instead (melee2.c process_monsters(), melee1.c make_attack_normal()); a monster acts at most once a tick, the player repeatedly while energy is banked.",
    "Bug: the non-unique speed roll keeps Angband's rand_spread(0, extract_energy[speed] / 10) on the inverted table, so normal-speed races roll ±10 instead of ±1 and slow races far more (monster2.c place_monster_one()); scthangband fixed it after 4.1.0 (commit 60b0d76, 2003), and this ruleset keeps the 4.1.0 behaviour.",
    'A new character starts with 1050 energy (birth.c player_birth_aux()) and the undead races at turn 50001, dusk (dungeon.c play_game()).',
  ]),
});
