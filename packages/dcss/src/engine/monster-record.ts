import type { ActorId } from '@turnkeeper/core';
import type { DcssMonsterSpec } from '../schema/types.js';

/**
 * What the engine keeps of one monster (one `env.mons` entry): its id and spec, the game variables
 * the timing reads, and what follows from the spec alone, worked out when the spec changes.
 *
 * @example
 * ```ts
 * import type { Monster } from './monster-record.js';
 * (m: Monster) => m.energy >= 80; // it can act
 * ```
 */
export interface Monster {
  readonly id: ActorId;
  /** Never changed in place: replaced (through the engine's `respec`, which keeps the fields below the spec in step). */
  spec: DcssMonsterSpec;
  /** `monster::speed`, the effective speed `calc_speed` rolled. */
  speed: number;
  /** `speed_increment`. */
  energy: number;
  justSummoned: boolean;
  /** `ench_countdown` (an `int8_t`). */
  enchCountdown: number;
  /** What a step costs (`lose_energy(EUT_MOVE)`, before ≤ 0.28's random part): a function of the spec alone. */
  moveCost: number;
  /** What a swim costs (`lose_energy(EUT_SWIM)`). */
  swimCost: number;
  /** It has a speed enchantment (haste, slow, berserk, frenzy, frozen): only then do its enchantment ticks change anything here. */
  enchanted: boolean;
}

/**
 * A fresh copy of a monster spec, written as one object literal in the spec schema's key order
 * (the order the schema outputs, so that snapshots serialise the same): its fields then sit inside
 * the object (a schema library builds its output key by key, which puts them in a separate, larger
 * property store), which roughly halves what a monster costs in memory. Every field is a primitive
 * but `energyUsage`, copied too; the engine keeps and saves only such copies, so that nothing is
 * shared between a snapshot and a live loop.
 *
 * @example
 * ```ts
 * import { copyMonsterSpec } from './monster-record.js';
 * const copy = copyMonsterSpec(spec); // equal to spec, sharing nothing with it
 * ```
 */
export function copyMonsterSpec(s: DcssMonsterSpec): DcssMonsterSpec {
  const u = s.energyUsage;
  return {
    speed: s.speed,
    hasted: s.hasted,
    slowed: s.slowed,
    berserk: s.berserk,
    frenzied: s.frenzied,
    hasteDuration: s.hasteDuration,
    slowDuration: s.slowDuration,
    berserkDuration: s.berserkDuration,
    frenziedDuration: s.frenziedDuration,
    energy: s.energy,
    enchCountdown: s.enchCountdown,
    justSummoned: s.justSummoned,
    energyUsage: { move: u.move, swim: u.swim, attack: u.attack, missile: u.missile, spell: u.spell },
    weapon: s.weapon,
    launcher: s.launcher,
    swift: s.swift,
    rolling: s.rolling,
    ponderous: s.ponderous,
    floundering: s.floundering,
    petrifying: s.petrifying,
    frozen: s.frozen,
    frozenDuration: s.frozenDuration,
    followsPlayer: s.followsPlayer,
    kind: s.kind,
  };
}
