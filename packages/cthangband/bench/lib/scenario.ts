// The benchmark scenario: one player (normal speed, walking: the default action) and N monsters
// placed by the ruleset with the game's own rolls (monster2.c place_monster_one(): sleep, hit
// dice, the 4.1.0 speed spread, start energy 900..999), moving every turn (the default action).
// Race speeds are drawn from a mix weighted as a dungeon's monster list is (mostly normal speed,
// a fifth at +10, a few slow or very fast), all inside the monster speed table (−40..+87).
import { cthangband, type CthangbandMonsterSpec } from '../../src/index.js';
import { prng } from '@turnkeeper/scripts/bench';

/** The seed of the loop's random source (core's `seeded`) in every benchmark. */
export const SEED = 20_240_611;

/**
 * Monster counts benchmarked: Cthangband's monster list holds at most MAX_M_IDX − 1 = 511
 * monsters (defines.h), so the 1,000 / 100,000 actors cannot exist in one loop; 511 is
 * the game's own maximum, and it runs with the nearly-full cull (compact_monsters) every tick.
 */
export const SIZES = [10, 100, 511] as const;

/** Race speeds (displayed) and their weights in the mix. */
const SPEED_MIX: readonly (readonly [speed: number, weight: number])[] = [
  [-20, 2],
  [-10, 6],
  [0, 52],
  [5, 5],
  [10, 20],
  [15, 3],
  [20, 7],
  [30, 4],
  [40, 1],
];

/** A race as the benchmark adds it: everything `place_monster_one()` reads. */
export type Race = Omit<CthangbandMonsterSpec, 'energy' | 'mspeed' | 'born'>;

/** `n` monster races, drawn deterministically (mulberry32 from `seed`): speeds from the mix, one in ten unique. */
export function races(n: number, seed = SEED): Race[] {
  const next = prng(seed);
  const total = SPEED_MIX.reduce((s, [, w]) => s + w, 0);
  const out: Race[] = [];
  for (let i = 0; i < n; i++) {
    let pick = next() * total;
    let speed = 0;
    for (const [s, w] of SPEED_MIX) {
      speed = s;
      pick -= w;
      if (pick < 0) break;
    }
    out.push({
      kind: 'monster',
      speed,
      numBlows: 1 + Math.floor(next() * 4),
      unique: next() < 0.1,
      forceMaxhp: next() < 0.2,
      sleep: Math.floor(next() * 40),
      hitDice: [1 + Math.floor(next() * 20), 2 + Math.floor(next() * 10)],
      asleep: next() < 0.5,
    });
  }
  return out;
}

/** The player's id (0) and monster k's (k, from 1): numeric ids, as a game's own indices would be. */
export const PLAYER = 0;

/** A loop with the scenario's player and `n` monsters, seeded with {@link SEED}. */
export function scenarioLoop(n: number): ReturnType<typeof cthangband.create> {
  const loop = cthangband.create({ seed: SEED });
  loop.add(PLAYER, { kind: 'player' });
  races(n).forEach((race, k) => loop.add(k + 1, race));
  return loop;
}

/** The default actions, made once and frozen: `choose` returns one of them, which the loop recognises by identity. */
const WALK = Object.freeze({ kind: 'walk' } as const);
const MOVE = Object.freeze({ kind: 'move' } as const);

/** The scenario's `choose`: the player walks, monsters move. */
export function defaultAction(turn: { readonly kind: string }): typeof WALK | typeof MOVE {
  return turn.kind === 'player' ? WALK : MOVE;
}
