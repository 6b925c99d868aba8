import { InvalidArgumentError } from '@turnkeeper/core';
import { FIXED_PLAYER_COSTS, type MonsterAction, type PlayerAction } from '../ruleset/actions.js';
import type { TracePlayerStep } from './trace-schema.js';

const ITEM_ACTIONS = /^(quaff|read|aim_wand|cantrip)_(pack|pouch|floor)$/;

/**
 * Translates a trace's player action (spec §10 vocabulary) into a ruleset action.
 *
 * @example
 * ```ts
 * import { tracePlayerAction } from '@turnkeeper/cthangband';
 * tracePlayerAction({ action: 'quaff_pouch' }); // { kind: 'quaff', from: 'pouch' }
 * tracePlayerAction({ action: 'melee_with_natural_attacks' }); // { kind: 'melee' }: rolled
 * ```
 */
export function tracePlayerAction(step: TracePlayerStep): PlayerAction {
  const a = step.action;
  const need = (field: 'skill' | 'min' | 'cost'): number => {
    const v = step[field];
    if (v === undefined) throw new InvalidArgumentError(`trace action "${a}".${field}`, v, 'an integer ≥ 0');
    return v;
  };
  const item = ITEM_ACTIONS.exec(a);
  if (item) return { kind: item[1] as 'quaff', from: item[2] as 'pack' };
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
      if (Object.hasOwn(FIXED_PLAYER_COSTS, a)) return { kind: a as keyof typeof FIXED_PLAYER_COSTS };
      throw new InvalidArgumentError('trace player action', a, 'an action of the cthangband.trace.v1 vocabulary (spec §10)');
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
} as const satisfies Record<string, MonsterAction['kind']>;

/**
 * Translates a trace's monster outcome (spec §10 vocabulary) into a ruleset action.
 *
 * @example
 * ```ts
 * import { traceMonsterAction } from '@turnkeeper/cthangband';
 * traceMonsterAction('late_spell_no_refund'); // { kind: 'late_spell' }
 * ```
 */
export function traceMonsterAction(outcome: string): MonsterAction {
  if (!Object.hasOwn(OUTCOMES, outcome)) {
    throw new InvalidArgumentError('trace monster outcome', outcome, `one of ${Object.keys(OUTCOMES).join(', ')}`);
  }
  return { kind: OUTCOMES[outcome as keyof typeof OUTCOMES] };
}
