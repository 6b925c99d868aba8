import { GoldenFormatError } from '@turnkeeper/core';
import { FIXED_PLAYER_COSTS, type CthangbandMonsterAction, type CthangbandPlayerAction, type FixedPlayerActionKind } from '../../src/index.js';
import type { TracePlayerStep } from './trace-file.js';

const ITEM_ACTIONS = /^(quaff|read|aim_wand|cantrip)_(pack|pouch|floor)$/;
type ItemKind = 'quaff' | 'read' | 'aim_wand' | 'cantrip';
type From = 'pack' | 'pouch' | 'floor';

/**
 * Translates a trace's player action (the `cthangband.trace.v1` vocabulary) into a ruleset
 * action; `file` and `path` name the script entry in errors.
 */
export function tracePlayerAction(step: TracePlayerStep, file: string, path: string): CthangbandPlayerAction {
  const a = step.action;
  const need = (field: 'skill' | 'min' | 'cost'): number => {
    const v = step[field];
    if (v === undefined) throw new GoldenFormatError(file, `${path}.${field}`, `action "${a}" needs ${field}, an integer ≥ 0`);
    return v;
  };
  const item = ITEM_ACTIONS.exec(a);
  if (item) return { kind: item[1] as ItemKind, from: item[2] as From };
  switch (a) {
    case 'walk':
    case 'run':
    case 'fire':
      return { kind: a };
    case 'melee':
      return { kind: 'melee', naturalAttacks: step.natural_attacks ?? 0 };
    case 'melee_with_natural_attacks':
      return { kind: 'melee' };
    case 'spell':
    case 'dimension_door':
      return { kind: a, skill: need('skill'), min: need('min') };
    case 'const_cost':
      return { kind: 'const_cost', cost: need('cost') };
    default:
      if (Object.hasOwn(FIXED_PLAYER_COSTS, a)) return { kind: a as FixedPlayerActionKind };
      throw new GoldenFormatError(file, `${path}.action`, `got "${a}"; not an action of the cthangband.trace.v1 vocabulary`);
  }
}

const OUTCOMES = {
  move: 'move',
  melee_player: 'melee_player',
  spell: 'spell_at_player',
  spell_at_monster: 'spell_at_monster',
  late_spell_no_refund: 'late_spell',
  attack_monster_no_refund: 'attack_monster',
  asleep: 'asleep',
  out_of_range_cdis_ge_100: 'out_of_range',
  cannot_sense_player: 'cannot_sense',
} as const satisfies Record<string, CthangbandMonsterAction['kind']>;

/** Translates a trace's monster outcome (the `cthangband.trace.v1` vocabulary) into a ruleset action. */
export function traceMonsterAction(outcome: string, file: string, path: string): CthangbandMonsterAction {
  if (!Object.hasOwn(OUTCOMES, outcome)) {
    throw new GoldenFormatError(file, path, `got "${outcome}"; a monster outcome is one of ${Object.keys(OUTCOMES).join(', ')}`);
  }
  return { kind: OUTCOMES[outcome as keyof typeof OUTCOMES] };
}
