// The benchmark scenario: one hero plus `n` monsters drawn from the version's own monster table,
// built the same way for the ruleset's loop and for the minimal typed-array loop.
import { nethack, type NethackVersion } from '../../src/index.js';
import { monstersOf } from '../../src/tables/catalog.js';
import { adjustedSpeed, type MonsterSpeedState } from '../../src/rules/speed.js';
import { prng } from '@turnkeeper/scripts/bench';

/** The random seed every loop of the suite is created with (core's `seeded(seed)`). */
export const SEED = 2024;

/** The hero's id; monster `k` (1-based, in the order added) has id `k`. */
export const HERO = 0;

/** One monster of the scenario: a monster type of the version's table and its speed state. */
export interface ScenarioMonster {
  readonly name: string;
  readonly base: number;
  readonly mspeed: MonsterSpeedState;
  /** S′, the speed mcalcmove() starts from (`adjustedSpeed(base, mspeed)`). */
  readonly adjusted: number;
}

/** The hero and monsters of one run. */
export interface Scenario {
  readonly version: NethackVersion;
  /** Monsters in the order they are added (the last added is the head of `fmon`). */
  readonly monsters: readonly ScenarioMonster[];
}

/**
 * `n` monsters, each a monster type drawn uniformly from the version's table (`src/monst.c`;
 * 3.7 `include/monsters.h`), so the speeds follow the game's own mix (sessile 0 to 36); one in
 * ten hasted (MFAST), one in twenty slowed (MSLOW), as wands, potions and spells leave them.
 */
export function scenario(version: NethackVersion, n: number): Scenario {
  const table = monstersOf(version);
  const r = prng(n * 7 + 13);
  const monsters = Array.from({ length: n }, (): ScenarioMonster => {
    const [name, base] = table[Math.floor(r() * table.length)] as readonly [string, number];
    const x = r();
    const mspeed: MonsterSpeedState = x < 0.1 ? 'fast' : x < 0.15 ? 'slow' : 'normal';
    return { name, base, mspeed, adjusted: adjustedSpeed(base, mspeed) };
  });
  return { version, monsters };
}

/** The hero's spec: a normal-speed body with intrinsic speed (`Fast`), unencumbered, on foot. */
export const HERO_SPEC = { kind: 'player', intrinsicFast: true } as const;

/** The ruleset's loop for a scenario: the monsters added (their catalog speeds), oldest first, then the hero. */
export function rulesetLoop(s: Scenario, trace = false): ReturnType<typeof nethack.create> {
  const loop = nethack.create({ version: s.version, seed: SEED, trace });
  s.monsters.forEach((m, i) => loop.add(i + 1, { kind: 'monster', base: m.base, mspeed: m.mspeed }));
  loop.add(HERO, HERO_SPEC);
  return loop;
}

/** The default action of both kinds (`move`), one object for every step. */
export const MOVE = Object.freeze({ kind: 'move' } as const);
