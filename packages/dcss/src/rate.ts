import { Fraction } from '@turnkeeper/core';
import type { DcssAction } from './actions.js';
import { attackCostDistribution, energyCost, moveCost, type MonsterCostStatus } from './rules/monster-costs.js';
import { effectiveSpeedDistribution } from './rules/monster-speed.js';
import { meleeTimeDistribution } from './rules/player-attack.js';
import { moveTimeDistribution, stairsTimeDistribution } from './rules/player-move.js';
import { playerSpeedDistribution } from './rules/player-speed.js';
import type { DcssActor, MonsterSpec, PlayerSpec } from './schema.js';
import { versionFeatures, type DcssVersion } from './versions.js';

/**
 * The exact long-run number of actions per aut of an actor that always takes `action`
 * (`undefined` when the action does not apply to the actor). A monster gains speed/10 energy per
 * aut on average and spends E[cost] per action, so it takes E[speed] / (10 · E[cost]) actions per
 * aut (spec §8, exact by energy conservation); the player takes 1 / E[time_taken].
 *
 * @example
 * ```ts
 * import { dcssActorSpec, exactRate } from '@turnkeeper/dcss';
 * exactRate(dcssActorSpec.parse({ kind: 'monster', speed: 15 }), { kind: 'move' }, 'trunk')?.toString(); // '3/20'
 * ```
 */
export function exactRate(spec: DcssActor, action: DcssAction, version: DcssVersion): Fraction | undefined {
  return spec.kind === 'player' ? playerRate(spec, action, version) : monsterRate(spec, action, version);
}

function playerRate(spec: PlayerSpec, action: DcssAction, version: DcssVersion): Fraction | undefined {
  const per = (mean: Fraction): Fraction => (mean.isZero() ? Fraction.ZERO : Fraction.ONE.div(mean));
  switch (action.kind) {
    case 'spell':
      return per(playerSpeedDistribution(spec).map((t) => (action.sandblast ? Math.trunc((t * 3) / 2) : t)).mean());
    case 'wait':
    case 'special':
    case 'item':
    case 'pickup':
      return per(playerSpeedDistribution(spec).mean());
    case 'move':
      return per(moveTimeDistribution(spec, spec.movementSpeed, versionFeatures(version).movementRounding).mean());
    case 'melee':
      return per(meleeTimeDistribution(spec.attack, spec, spec).mean());
    case 'fixed':
      return action.aut === undefined ? undefined : per(Fraction.of(action.aut));
    case 'stairs':
      return per(stairsTimeDistribution(spec).mean());
    case 'equip':
      return per(playerSpeedDistribution(spec).map((t) => Math.trunc(t / 2)).mean());
    case 'missile':
      return undefined;
  }
}

function monsterRate(spec: MonsterSpec, action: DcssAction, version: DcssVersion): Fraction | undefined {
  const features = versionFeatures(version);
  const status: MonsterCostStatus = spec;
  const u = spec.energyUsage;
  let cost: Fraction;
  switch (action.kind) {
    case 'move':
      cost = Fraction.of(moveCost(action.swim ? u.swim : u.move, status, features.frozenMove));
      break;
    case 'melee':
      cost = attackCostDistribution(u.attack, spec.weapon ?? 'none').mean();
      break;
    case 'missile':
      cost = attackCostDistribution(u.missile, action.thrown ? 'none' : (spec.launcher ?? 'none')).mean();
      break;
    case 'spell':
      cost = Fraction.of(energyCost(u.spell, status, false, features.frozenMove, action.halved ? 2 : 1));
      break;
    case 'special':
    case 'item':
      cost = Fraction.of(energyCost(10, status, false, features.frozenMove));
      break;
    case 'wait':
      cost = Fraction.of(Math.min(u.move, u.swim));
      break;
    case 'fixed':
      if (action.energy === undefined) return undefined;
      cost = Fraction.of(action.energy);
      break;
    case 'pickup':
    case 'stairs':
    case 'equip':
      return undefined;
  }
  const speed = effectiveSpeedDistribution(spec.speed, spec).mean();
  if (speed.isZero()) return Fraction.ZERO;
  return speed.div(Fraction.of(10).mul(cost));
}
