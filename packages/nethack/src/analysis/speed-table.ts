import { exactly, Fraction } from '@turnkeeper/core';
import type { SpeedTable } from '@turnkeeper/core/analysis';
import { gcd } from '@turnkeeper/core/cint';
import { heroAllocationLaw, monsterAllocationLaw } from '../rules/allocation-laws.js';
import { HERO_SPEED_STATES, NORMAL_SPEED, type HeroSpeedState } from '../rules/speed.js';
import { nethackVersionRules, type NethackVersion } from '../versions.js';
import { monsterActionsPerTurn } from './actions-per-turn.js';

/** The speeds the game's monster tables span (`src/monst.c`; air elementals are the fastest, 36). */
const MONSTER_SPEEDS = Array.from({ length: 37 }, (_, i) => i);

/** "1 turn in 4", "3 turns in 4", "every turn". */
function turnsIn(p: Fraction): string {
  if (p.equals(Fraction.ONE)) return 'every turn';
  return `${p.num} turn${p.num === 1n ? '' : 's'} in ${p.den}`;
}

function actions(k: number): string {
  return `${k} action${k === 1 ? '' : 's'}`;
}

/** How a monster of base speed `base` feels in a version: its actions per turn, and how they come. */
function monsterFeel(version: NethackVersion, base: number): string {
  if (base === 0) return 'never moves';
  const family = nethackVersionRules(version).family;
  const whole = Math.floor(base / NORMAL_SPEED);
  const rest = base % NORMAL_SPEED;
  if (family === '3.4.3') {
    if (rest === 0) return `exactly ${actions(whole)} a turn`;
    const g = gcd(base, NORMAL_SPEED);
    // The leftover cycles deterministically through the multiples of gcd(S′, 12).
    const a = monsterActionsPerTurn(version, { base, mspeed: 'normal' });
    const cycle = a.leftoverSupport.length;
    return `${base / g} actions every ${NORMAL_SPEED / g} turns, on a fixed ${cycle}-turn cycle (mean ${a.longRun.mean().toString()})`;
  }
  if (family === '3.6.0') {
    const law = monsterAllocationLaw(version, { base, mspeed: 'normal' });
    const apt = monsterActionsPerTurn(version, { base, mspeed: 'normal' });
    return `${law.mean.toString()} points a turn on average (${base} + rn2(5) − rn2(3)): ${apt.longRun.mean().toString()} actions a turn, at random (0 on ${apt.longRun.p(0).toString()} of turns, 2+ on ${apt.longRun.atLeast(2).toString()})`;
  }
  if (rest === 0) return `exactly ${actions(whole)} a turn`;
  const extra = Fraction.of(rest, NORMAL_SPEED);
  return `${actions(whole)} a turn, ${whole + 1} on ${turnsIn(extra)} at random (rn2(12) < ${rest})`;
}

/**
 * The monster speed table of a version: every base speed 0–36 (normal `mspeed`), its mean gain
 * per turn (mcalcmove()), its long-run actions per turn, and how it feels in that version
 * (3.4.3's fixed cycles, 3.6.0's random offset, 3.6.1+'s random rounding).
 *
 * @example
 * ```ts
 * import { monsterSpeedTable } from '@turnkeeper/nethack/analysis';
 * monsterSpeedTable('3.6.1').rows[15]?.display; // 'speed 15: 1 action a turn, 2 on 1 turn in 4 at random (rn2(12) < 3)'
 * ```
 */
export function monsterSpeedTable(version: NethackVersion): SpeedTable {
  return {
    kind: 'monster',
    version,
    field: 'base',
    gainUnit: 'movement points per turn (mean)',
    displayName: 'base speed (mmove) and how often such a monster acts in this version',
    normal: NORMAL_SPEED,
    rows: MONSTER_SPEEDS.map((base) => {
      const mean = monsterAllocationLaw(version, { base, mspeed: 'normal' }).mean;
      return {
        speed: base,
        spec: { base },
        gain: exactly(mean),
        actionsPerTurn: exactly(mean.div(Fraction.of(NORMAL_SPEED))),
        display: `speed ${base}: ${monsterFeel(version, base)}`,
      };
    }),
  };
}

/** How the game words the hero's speed (enlightenment: `src/cmd.c` up to 3.6.x, `src/insight.c` in 3.7). */
const HERO_WORDS: Readonly<Record<HeroSpeedState, string>> = {
  normal: 'normal speed (enlightenment says nothing)',
  Fast: 'Fast: intrinsic speed (role, level, wand or potion; enlightenment: "You are fast")',
  Very_fast: 'Very_fast: extrinsic or timed speed (speed boots, potion or spell; enlightenment: "You are very fast")',
};

function heroFeel(version: NethackVersion, speed: HeroSpeedState): string {
  if (speed === 'normal') return '1 action a turn';
  const modern = nethackVersionRules(version).family === '3.6.1+';
  if (speed === 'Fast') {
    return modern
      ? 'a free action on 1 turn in 3 (+12 when rn2(3) == 0)'
      : '+6 points on 2 turns in 3 (rn2(3) != 0): half moves that add up, 4 actions every 3 turns';
  }
  return modern
    ? 'a free action on 2 turns in 3 (+12 when rn2(3) != 0)'
    : '+6 points every turn and +6 more on 1 turn in 3 (rn2(3) == 0): 5 actions every 3 turns';
}

/**
 * The hero's speed table: normal, Fast (intrinsic) and Very_fast (extrinsic), unencumbered and
 * unpolymorphed (base 12), with the mean gain per turn, long-run actions per turn and how the
 * version hands the bonus out (moveloop(), 3.7 u_calc_moveamt()).
 *
 * @example
 * ```ts
 * import { heroSpeedTable } from '@turnkeeper/nethack/analysis';
 * heroSpeedTable('3.4.3').rows.map((r) => r.speed); // ['normal', 'Fast', 'Very_fast']
 * ```
 */
export function heroSpeedTable(version: NethackVersion): SpeedTable {
  return {
    kind: 'player',
    version,
    field: 'speed',
    gainUnit: 'movement points per turn (mean)',
    displayName: 'the speed property as the game words it, and how this version hands out its bonus',
    normal: 'normal',
    rows: HERO_SPEED_STATES.map((speed) => {
      const mean = heroAllocationLaw(version, { base: NORMAL_SPEED, speed, encumbrance: 0 }).mean;
      return {
        speed,
        spec: { speed },
        gain: exactly(mean),
        actionsPerTurn: exactly(mean.div(Fraction.of(NORMAL_SPEED))),
        display: `${HERO_WORDS[speed]} — ${heroFeel(version, speed)}`,
      };
    }),
  };
}
