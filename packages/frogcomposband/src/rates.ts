import { Fraction } from '@turnkeeper/core';
import { archeryEnergy } from './action-costs.js';
import { monsterMoveCostDistribution, playerActionCostDistribution } from './cost-distribution.js';
import { monsterSpeedDistribution } from './monster-speed.js';
import type { FrogAction, FrogOptions, FrogSpec, MonsterSpec, PlayerSpec } from './schema.js';
import { playerSpeedOf, playerWalkEnergy } from './player-conditions.js';
import { monsterSpeed } from './speed-modifiers.js';

/**
 * The exact long-run rate, in actions per game turn, of an actor gaining `energy` per game turn
 * whose every action costs `meanCost` on average: `energy / meanCost`. The need counter stays
 * bounded, so over a long run the energy gained equals the energy spent (spec §11). With a mean
 * cost of 100, an actor takes E/100 actions per game turn.
 *
 * @example
 * ```ts
 * import { frac } from '@turnkeeper/core';
 * import { longRunRate } from '@turnkeeper/frogcomposband';
 * longRunRate(36, frac(100)).toString(); // '9/25'
 * ```
 */
export function longRunRate(energy: number, meanCost: Fraction): Fraction {
  if (meanCost.isZero()) throw new RangeError('longRunRate(meanCost): a mean cost of 0 (free actions only) gives no finite rate');
  return Fraction.of(energy).div(meanCost);
}

/**
 * The mean charge of a player action (nominal cost `energyUse`; exact for > 400 and time-stop)
 * at `energy` per game turn. Not exactly `energyUse` unless it is 100 or unrandomized, because
 * the charge is truncated.
 *
 * @example
 * ```ts
 * import { meanPlayerCost } from '@turnkeeper/frogcomposband';
 * meanPlayerCost(25, 10).toNumber(); // 24.616943359375
 * ```
 */
export function meanPlayerCost(energyUse: number, energy: number, version = '7.1.salmiak', timeStop = false): Fraction {
  return playerActionCostDistribution(energyUse, energy, version, timeStop).mean();
}

function playerNominal(spec: PlayerSpec, action: FrogAction): { u: number; timeStop: boolean } {
  switch (action.kind) {
    case 'act':
      return { u: action.energyUse ?? 100, timeStop: action.timeStop ?? false };
    case 'move':
      return {
        u: playerWalkEnergy(spec, action, action.base ?? 100),
        timeStop: false,
      };
    case 'shoot':
      return { u: archeryEnergy(action.bow, action.shots), timeStop: false };
  }
}

function playerEnergy(spec: PlayerSpec): number {
  return playerSpeedOf(spec.speed, spec).energy;
}

function monsterRate(spec: MonsterSpec, action: FrogAction, version: string, options: FrogOptions): Fraction {
  if (!spec.aware) return Fraction.ZERO;
  const race = spec.race ?? 0;
  const speeds: (readonly [number, Fraction])[] =
    spec.speed !== undefined ? [[spec.speed, Fraction.ONE]] : spec.unique ? [[race, Fraction.ONE]] : monsterSpeedDistribution(race).dist.entries();
  let rate = Fraction.ZERO;
  for (const [mspeed, p] of speeds) {
    const e = monsterSpeed({ mspeed, nightmare: options.nightmare, fast: spec.fast > 0, binarySlow: spec.slow > 0, minislow: spec.minislow }).energy;
    const mean =
      action.kind === 'move'
        ? monsterMoveCostDistribution(action.terrain ?? 'plain', e, version, spec, action.web ?? false).mean()
        : Fraction.of(100);
    rate = rate.add(p.mul(longRunRate(e, mean)));
  }
  return rate;
}

/**
 * The exact long-run actions per game turn of an actor that always takes `action`, with its spec's
 * current state held fixed (timers are not counted down). A monster whose speed is rolled gets
 * the expectation over `get_mspeed`; an unaware monster never acts (0).
 *
 * @example
 * ```ts
 * import { actorRate, frogOptions, frogSpec } from '@turnkeeper/frogcomposband';
 * const hero = frogSpec.parse({ kind: 'player', speed: 10 });
 * actorRate(hero, { kind: 'act' }, '7.1.salmiak', frogOptions.parse({})).toString(); // '1/5'
 * ```
 */
export function actorRate(spec: FrogSpec, action: FrogAction, version: string, options: FrogOptions): Fraction {
  if (spec.kind === 'monster') return monsterRate(spec, action, version, options);
  const { u, timeStop } = playerNominal(spec, action);
  const e = playerEnergy(spec);
  return longRunRate(e, meanPlayerCost(u, e, version, timeStop));
}
