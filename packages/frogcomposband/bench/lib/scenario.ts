// The benchmark scenario: one player and N monsters with a realistic mix of the game's speeds,
// every actor taking its default action (a nominal-100 command; a monster's `act`). The ruleset's
// loop and the minimal typed-array loop are both built from it, so they hand out the same turns.
import type { Loop } from '@turnkeeper/core';
import { prng } from '@turnkeeper/scripts/bench';
import { frogcomposband, type FrogcomposbandTypes } from '../../src/index.js';

/** The seed of every loop in the suite (core's `seeded`, xoshiro128**, as `create({ seed })` uses). */
export const SEED = 20_200_709;

/** The player's id; monsters are 0..N−1, monster i in m_list slot i + 1. */
export const PLAYER_ID = 'hero';

/** The player's raw speed: a mid-game hero at +10 (20 energy per game turn). */
export const PLAYER_SPEED = 10;

/**
 * The monsters' raw speeds and their weights: rows of the game's own speed table
 * (`extract_energy[]`, `src/tables.c`: −10 gains 5 energy per game turn, +0 10, +5 15, +10 20,
 * +20 30, +30 38), most monsters at normal speed, a few slow ones and a tail of fast ones.
 */
export const SPEED_MIX: readonly (readonly [raw: number, weight: number])[] = [
  [-10, 10],
  [0, 45],
  [5, 10],
  [10, 20],
  [20, 10],
  [30, 5],
];

/** What both loops start from: each monster's raw speed and starting `energy_need`. */
export interface Scenario {
  readonly speeds: Int16Array;
  readonly needs: Int16Array;
}

/** N monsters of the mix, drawn with a fixed seed: the same N always gives the same monsters. */
export function scenario(n: number): Scenario {
  const r = prng(n * 7 + 1);
  const total = SPEED_MIX.reduce((s, [, w]) => s + w, 0);
  const speeds = new Int16Array(n);
  const needs = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    let pick = r() * total;
    let raw = 0;
    for (const [speed, weight] of SPEED_MIX) {
      raw = speed;
      pick -= weight;
      if (pick < 0) break;
    }
    speeds[i] = raw;
    // A start like place_monster_one()'s (ENERGY_NEED() − randint0(100)), given explicitly.
    needs[i] = 1 + Math.floor(r() * 100);
  }
  return { speeds, needs };
}

/** The FrogComposband loop of a scenario: the player first, then monster i at index i + 1. */
export function scenarioLoop(s: Scenario, seed = SEED): Loop<FrogcomposbandTypes> {
  const loop = frogcomposband.create({ seed });
  loop.add(PLAYER_ID, { kind: 'player', speed: PLAYER_SPEED });
  for (let i = 0; i < s.speeds.length; i++) addMonster(loop, s, i);
  return loop;
}

/** Adds monster i of the scenario (its speed and starting energy given: no rolls). */
export function addMonster(loop: Loop<FrogcomposbandTypes>, s: Scenario, i: number): void {
  loop.add(i, { kind: 'monster', speed: s.speeds[i] as number, energyNeed: s.needs[i] as number });
}
