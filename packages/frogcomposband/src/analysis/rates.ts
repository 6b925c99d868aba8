import { Fraction, NoAnswerError, type ActionOf, type Distribution, type SpecOf } from '@turnkeeper/core';
import { archeryEnergy, meleeEnergy } from '../rules/action-costs.js';
import { MODE_TOGGLE_ENERGY, castEnergy, deviceEnergy } from '../rules/class-costs.js';
import { energyNeedDistribution, monsterMoveCostDistribution, playerActionCostDistribution } from '../rules/cost-distribution.js';
import { monsterSpeedDistribution } from '../rules/monster-speed.js';
import { playerSpeedOf, playerWalkEnergy } from '../rules/player-conditions.js';
import { monsterSpeed } from '../rules/speed-modifiers.js';
import type { frogcomposbandActors } from '../schema/actors.js';
import type { FrogcomposbandOptions } from '../schema/options.js';
import type { FrogcomposbandVersion } from '../versions.js';

type Kinds = typeof frogcomposbandActors;
/** A parsed player spec. */
export type PlayerSpec = SpecOf<Kinds, 'player'>;
/** A parsed monster spec. */
export type MonsterSpec = SpecOf<Kinds, 'monster'>;
/** A player action. */
export type PlayerAction = ActionOf<Kinds, 'player'>;
/** A monster action. */
export type MonsterAction = ActionOf<Kinds, 'monster'>;

/**
 * One actor's energy process with its state held fixed: the energy it gains per game turn and the
 * exact law of what each of its actions charges.
 */
export interface EnergyProcess {
  readonly energy: number;
  readonly cost: Distribution;
}

/**
 * The player's nominal cost of an action (`energy_use`) and whether it is charged exactly (the
 * action's `timeStop`, or the spec's `timeStopped` held). A melee is priced as the first attack of
 * its game turn.
 */
function playerNominal(spec: PlayerSpec, action: PlayerAction): { u: number; timeStop: boolean } {
  const timeStopped = spec.timeStopped;
  switch (action.kind) {
    case 'act':
      return { u: action.energyUse ?? 100, timeStop: (action.timeStop ?? false) || timeStopped };
    case 'move':
      return { u: playerWalkEnergy(spec, action, action.base ?? 100), timeStop: timeStopped };
    case 'shoot':
      return { u: archeryEnergy(action.bow, action.shots), timeStop: timeStopped };
    case 'melee':
      return {
        u: meleeEnergy({
          frenzy: spec.berserker || spec.fantasticFrenzy || spec.bearForm,
          ...(action.weapons !== undefined ? { weapons: action.weapons } : {}),
          ...(action.kill !== undefined ? { kill: action.kill } : {}),
          heavyCrit: action.heavyCrit ?? false,
        }),
        timeStop: timeStopped,
      };
    case 'shapechange':
      throw new NoAnswerError("the player's law", 'Change Skin flips bear form, and with it the speed, at every command: there is no fixed process');
    case 'cast':
      return { u: castEnergy(spec, action.spellLevel), timeStop: timeStopped };
    case 'device':
      return {
        u: deviceEnergy({
          kind: action.device,
          itemLevel: action.itemLevel,
          level: spec.level,
          ...(action.speciality !== undefined ? { speciality: action.speciality } : {}),
          ...(action.mutation !== undefined ? { mutation: action.mutation } : {}),
          ...(action.speedPval !== undefined ? { speedPval: action.speedPval } : {}),
        }),
        timeStop: timeStopped,
      };
    case 'toggle':
      // Free, and it changes the mode (and with search mode the speed): a free action repeats.
      return { u: MODE_TOGGLE_ENERGY, timeStop: timeStopped };
    case 'innRest':
      throw new NoAnswerError(
        "the player's law",
        'resting at the inn moves the clock to the next 6:00 or 18:00 and ends every timed effect: there is no fixed process',
      );
  }
}

/**
 * The player's process: its energy per game turn (`calc_bonuses()`, timers held as they are;
 * `freeTurns`, one-shot, left out) and the law of its charge for `action` (`process_player()`: free, exact above 400 or in time-stop,
 * else `trunc(u × ENERGY_NEED() / 100)` at its own clamp index).
 */
export function playerProcess(spec: PlayerSpec, action: PlayerAction, version: FrogcomposbandVersion): EnergyProcess {
  if (spec.mount !== null) {
    throw new NoAnswerError(
      "the player's law",
      `a rider moves at a speed derived from its mount (${String(spec.mount)}), a monster of a loop: compute it with riderSpeed() and ask about a player of that speed`,
    );
  }
  const { u, timeStop } = playerNominal(spec, action);
  const energy = playerSpeedOf(spec.speed, spec).energy;
  return { energy, cost: playerActionCostDistribution(u, energy, version, timeStop) };
}

/**
 * A monster's processes, one per individual speed it may have with its probability: its own
 * `speed`; the race speed for a unique; else `get_mspeed()`'s law. Empty for an unaware monster
 * (it gains no energy in the long run: `hurt` lasts only until it acts). `filibuster`: the player filibusters (−12 to every monster).
 */
export function monsterProcesses(
  spec: MonsterSpec,
  action: MonsterAction,
  version: FrogcomposbandVersion,
  options: FrogcomposbandOptions,
  filibuster = false,
): (readonly [Fraction, EnergyProcess])[] {
  if (!spec.aware) return [];
  const race = spec.race ?? 0;
  const speeds: (readonly [number, Fraction])[] =
    spec.speed !== undefined
      ? [[spec.speed, Fraction.ONE]]
      : monsterSpeedDistribution(race, { unique: spec.unique, veryNiceSummon: spec.bloodCurseSummon, version }).dist.entries();
  return speeds.map(([mspeed, p]) => {
    const energy = monsterSpeed({
      mspeed,
      nightmare: options.nightmare,
      fast: spec.fast > 0,
      binarySlow: spec.slow > 0,
      minislow: spec.minislow,
      filibuster,
    }).energy;
    const cost =
      action.kind === 'move'
        ? monsterMoveCostDistribution(action.terrain ?? 'plain', energy, version, spec, action.web ?? false)
        : energyNeedDistribution(energy, version);
    return [p, { energy, cost }] as const;
  });
}

/**
 * Whether an action's charge can be negative: a nominal cost that wrapped past 32767 in the
 * game's `s16b energy_use` (a huge archery or action cost). Each such action lowers `energy_need`,
 * so the player acts again at once until the `s16b energy_need` itself wraps to a large positive
 * value: a cycle through the whole 16-bit range that the exact chains do not model (the real loop
 * does, so the core's Monte Carlo answers `between` and `actionsPerTurn`).
 */
export function chargesBelowZero(p: EnergyProcess): boolean {
  return (p.cost.support()[0] ?? 0) < 0;
}

/**
 * The exact long-run rate of a process, in actions per game turn: `energy / mean cost`. The need
 * counter stays bounded, so over a long run the energy gained equals the energy spent; with a mean
 * cost of 100 an actor takes E/100 actions per game turn. `Infinity` for a free action (every
 * charge 0): it repeats within one game turn for ever. A negative charge ({@link chargesBelowZero})
 * has no exact rate here: a `NoAnswerError` (the formula would give a negative rate).
 */
export function processRate(p: EnergyProcess): Fraction | number {
  if (chargesBelowZero(p)) {
    throw new NoAnswerError(
      'rate',
      `the action's charge can be negative (${String(p.cost.support()[0])}: its energy_use wrapped in the s16b), so energy_need falls until it wraps itself, a cycle the exact analysis does not model`,
    );
  }
  const mean = p.cost.mean();
  if (mean.isZero()) return Infinity;
  return Fraction.of(p.energy).div(mean);
}

/** The rate of a monster: the expectation over its processes (0 when unaware). */
export function monsterRate(processes: readonly (readonly [Fraction, EnergyProcess])[]): Fraction {
  let rate = Fraction.ZERO;
  for (const [w, p] of processes) rate = rate.add(w.mul(processRate(p) as Fraction));
  return rate;
}
