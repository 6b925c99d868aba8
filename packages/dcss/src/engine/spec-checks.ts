import type { SpecIssue } from '@turnkeeper/core';
import type { DcssMonsterSpec, DcssPlayerSpec } from '../schema/types.js';
import type { DcssVersion } from '../versions.js';

/**
 * The enchantments whose end recomputes (or, for a frenzy, should recompute) a monster's speed,
 * each with its flag and its duration field, in `enchant_type` order (enchant-type.h: BERSERK,
 * HASTE, SLOW, FRENZIED, FROZEN), the order apply_enchantments ticks them in.
 */
export const SPEED_ENCHANTMENTS = [
  { name: 'berserk', flag: 'berserk', duration: 'berserkDuration' },
  { name: 'haste', flag: 'hasted', duration: 'hasteDuration' },
  { name: 'slow', flag: 'slowed', duration: 'slowDuration' },
  { name: 'frenzied', flag: 'frenzied', duration: 'frenziedDuration' },
  { name: 'frozen', flag: 'frozen', duration: 'frozenDuration' },
] as const;

/** One of {@link SPEED_ENCHANTMENTS}. */
export type SpeedEnchantment = (typeof SPEED_ENCHANTMENTS)[number];

/**
 * What the schemas cannot check on their own in a player spec: Finesse with berserk (player-act.cc
 * `attack_delay_with` asserts against it) and a scale-60 movement speed in a version that computes
 * movement in whole aut (0.34 and earlier).
 */
export function playerSpecIssues(spec: DcssPlayerSpec, version: DcssVersion): SpecIssue[] {
  const issues: SpecIssue[] = [];
  if (spec.finesse && spec.berserk) {
    issues.push({
      field: 'finesse',
      value: true,
      allowed: 'false while berserk: player-act.cc attack_delay_with asserts !you.duration[DUR_BERSERK] under Finesse',
    });
  }
  if (spec.movementSpeed60 !== null && version !== 'trunk') {
    issues.push({
      field: 'movementSpeed60',
      value: spec.movementSpeed60,
      allowed: `null in ${version}: before trunk, player_movement_speed() is computed in whole aut (player.cc), so give movementSpeed`,
    });
  }
  return issues;
}

/** Whether {@link monsterSpecIssues} finds anything, without building the list (a restore asks it of every monster). */
export function hasDurationIssue(spec: DcssMonsterSpec): boolean {
  for (const e of SPEED_ENCHANTMENTS) if (spec[e.duration] !== null && !spec[e.flag]) return true;
  return false;
}

/** A duration needs its enchantment: a monster cannot have 50 aut of haste left without ENCH_HASTE. */
export function monsterSpecIssues(spec: DcssMonsterSpec): SpecIssue[] {
  const issues: SpecIssue[] = [];
  for (const e of SPEED_ENCHANTMENTS) {
    const d = spec[e.duration];
    if (d !== null && !spec[e.flag]) issues.push({ field: e.duration, value: d, allowed: `null unless ${e.flag} is true (the duration of ${e.name})` });
  }
  return issues;
}
