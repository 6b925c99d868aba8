import { Distribution } from '@turnkeeper/core';
import { attackCostDistribution, energyCost, moveCost, type MonsterCostStatus } from '../rules/monster-costs.js';
import { meleeTimeDistribution } from '../rules/player-attack.js';
import { moveTimeDistribution, stairsTimeDistribution } from '../rules/player-move.js';
import { playerSpeedDistribution } from '../rules/player-speed.js';
import { playerSpeedStatusFor, stunnedTimeDistribution } from '../rules/player-turn.js';
import type { DcssMonsterAction, DcssMonsterSpec, DcssPlayerAction, DcssPlayerSpec } from '../schema/types.js';
import type { DcssVersionRules } from '../versions.js';

/**
 * The exact law of `you.time_taken` of one player action: what the engine charges, as a law
 * (every action's time is drawn afresh, so successive actions are independent).
 */
export function playerDelayLaw(given: DcssPlayerSpec, action: DcssPlayerAction, rules: DcssVersionRules): Distribution {
  const spec = playerSpeedStatusFor(given, rules.helplessSpeed);
  switch (action.kind) {
    case 'wait':
    case 'special':
    case 'item':
    case 'pickup':
      return playerSpeedDistribution(spec);
    case 'spell':
      return action.sandblast ? playerSpeedDistribution(spec).map((t) => Math.trunc((t * 3) / 2)) : playerSpeedDistribution(spec);
    case 'move':
      return moveTimeDistribution(spec, spec.movementSpeed, rules.movementRounding, spec.movementSpeed60);
    case 'melee':
      return meleeTimeDistribution(spec.attack, spec, spec);
    case 'fixed':
      return Distribution.point(action.aut);
    case 'stairs':
      return stairsTimeDistribution(spec);
    case 'equip':
      return playerSpeedDistribution(spec).map((t) => Math.trunc(t / 2));
    case 'stunned':
      return rules.stunnedTurn === 'stun-delay' ? stunnedTimeDistribution(action, spec.attack, spec, spec) : playerSpeedDistribution(spec);
  }
}

/**
 * What one monster action costs, as a function of the monster's energy when it acts (only a
 * pickup depends on it: monster.cc `lose_pickup_energy` takes `speed` only while the energy is
 * above 25 and above the speed). `speed` is the effective speed. Pursuit is left out: it needs a
 * player's step.
 */
export function monsterCostLaw(spec: DcssMonsterSpec, action: DcssMonsterAction, rules: DcssVersionRules, speed: number): (energy: number) => Distribution {
  const status: MonsterCostStatus = spec;
  const u = spec.energyUsage;
  let law: Distribution;
  switch (action.kind) {
    case 'move': {
      const cost = moveCost(action.swim ? u.swim : u.move, status, rules.frozenMove);
      // ≤ 0.28 monster::lose_energy: random2(3) − 1 more, except for allies following the player.
      law = rules.randomStepEnergy && !spec.followsPlayer ? Distribution.uniform([cost - 1, cost, cost + 1]) : Distribution.point(cost);
      break;
    }
    case 'melee':
      law = attackCostDistribution(u.attack, spec.weapon ?? 'none');
      break;
    case 'missile':
      law = attackCostDistribution(u.missile, action.thrown ? 'none' : (spec.launcher ?? 'none'));
      break;
    case 'spell':
      law = Distribution.point(energyCost(u.spell, status, false, rules.frozenMove, action.halved ? 2 : 1));
      break;
    case 'special':
    case 'item':
      law = Distribution.point(energyCost(10, status, false, rules.frozenMove));
      break;
    case 'wait':
      law = Distribution.point(Math.min(u.move, u.swim));
      break;
    case 'fixed':
      law = Distribution.point(action.energy);
      break;
    case 'pickup': {
      const takes = Distribution.point(speed);
      const free = Distribution.point(0);
      return (energy) => (energy > 25 && speed < energy ? takes : free);
    }
  }
  return () => law;
}
