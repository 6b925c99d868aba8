import { Distribution, Fraction, NoAnswerError, type SpecOutput } from '@turnkeeper/core';
import type { AnalysedActor } from '@turnkeeper/core/analysis';
import { AngbandEngine, type AngbandEngineContext } from '../engine/engine.js';
import { speedSpread } from '../rules/monster-speed.js';
import { playerActionEnergy } from '../rules/player-energy.js';
import type { AngbandTypes } from '../schema/types.js';
import { START_ENERGY_RANGE } from '../tables/constants.js';
import type { AngbandVersion } from '../versions.js';

type Kinds = AngbandTypes['kinds'];
type Actor = AnalysedActor<AngbandTypes>;

/** Placements followed at most: beyond, the core's Monte Carlo answers instead. */
const MAX_PLACEMENTS = 2500;
/** Actions followed per placement before its orbit must have closed. */
const MAX_EVENTS = 40_000;
/** Actions followed in all before giving up to the Monte Carlo. */
const BUDGET = 4_000_000;

/** The ways a placed monster's unknown spread and start energy could have come out, with their odds. */
function placements(actor: Actor): { spec: SpecOutput<Kinds>; weight: Fraction }[] {
  if (actor.kind === 'player') return [{ spec: actor.spec, weight: Fraction.ONE }];
  const spec = actor.spec;
  const width = spec.variation === undefined && !spec.unique ? speedSpread(spec.speed) : 0;
  const variations = spec.variation === undefined ? Array.from({ length: 2 * width + 1 }, (_, i) => i - width) : [spec.variation];
  const energies = spec.energy === undefined ? Array.from({ length: START_ENERGY_RANGE }, (_, i) => i) : [spec.energy];
  const weight = Fraction.of(1, variations.length * energies.length);
  return variations.flatMap((variation) => energies.map((energy) => ({ spec: { ...spec, variation, energy }, weight })));
}

/** An engine context for the analysis: no draws (every placement is explicit), no hooks. */
function quietContext(version: AngbandVersion): AngbandEngineContext {
  return {
    version,
    options: { startTurn: 1 },
    random: {
      below: () => {
        throw new RangeError('the analysis places every monster explicitly: nothing is drawn');
      },
    },
    emit: () => undefined,
    heard: {},
  };
}

function act(engine: AngbandEngine, id: 'A' | 'B', actor: Actor): void {
  if (actor.kind === 'player') engine.charge.player(id, actor.action);
  else engine.charge.monster();
}

/**
 * The exact law of how many times B acts between two consecutive actions of A, for two actors of
 * an Angband loop, each always taking its action.
 *
 * Angband's timing is deterministic once a monster is placed, so a pair of actors runs into a
 * periodic orbit of the real engine; the law along that orbit is exact. A monster whose spread or
 * start energy is not given is placed every way the game could place it (uniform spread, start
 * energy `randint0(50)`), and the laws are mixed with those odds. Returns `undefined` (the core
 * then runs a Monte Carlo) when there are too many placements or an orbit is too long.
 *
 * @example
 * ```ts
 * // Internal: angbandAnalysis.between() answers with it.
 * import type { AnalysedActor } from '@turnkeeper/core/analysis';
 * import type { AngbandTypes } from 'turnkeeper-angband';
 * declare const player: AnalysedActor<AngbandTypes>, monster: AnalysedActor<AngbandTypes>;
 * const law = betweenLaw(player, monster, '4.2'); // Distribution | undefined
 * ```
 */
export function betweenLaw(a: Actor, b: Actor, version: AngbandVersion): Distribution | undefined {
  if (a.kind === 'player' && b.kind === 'player') return undefined;
  for (const x of [a, b]) {
    if (x.kind === 'player' && playerActionEnergy(x.spec, x.action, version) === 0) {
      throw new NoAnswerError('between', 'a free action (0 energy) repeats forever within one game turn');
    }
  }
  const pa = placements(a);
  const pb = placements(b);
  if (pa.length * pb.length > MAX_PLACEMENTS) return undefined;

  /** Orbit state key → orbit number; each orbit's law (gap counts). */
  const orbitOf = new Map<string, number>();
  const laws: Map<number, number>[] = [];
  const mass = new Map<number, Fraction>();
  let spent = 0;

  for (const x of pa) {
    for (const y of pb) {
      const engine = new AngbandEngine(quietContext(version));
      engine.add('A', x.spec);
      engine.add('B', y.spec);
      const seen = new Map<string, number>();
      const events: ('A' | 'B')[] = [];
      let orbit: number | undefined;
      for (;;) {
        if (events.length > MAX_EVENTS || ++spent > BUDGET) return undefined;
        // Between two actions the engine's whole state (less the clock) fixes everything that follows.
        const key = stateKey(engine);
        const known = orbitOf.get(key);
        if (known !== undefined) {
          orbit = known;
          break;
        }
        const first = seen.get(key);
        if (first !== undefined) {
          orbit = laws.length;
          laws.push(gapLaw(events.slice(first)));
          for (const [k, i] of seen) if (i >= first) orbitOf.set(k, orbit);
          break;
        }
        seen.set(key, events.length);
        const id = engine.next();
        if (id !== 'A' && id !== 'B') return undefined;
        events.push(id);
        act(engine, id, id === 'A' ? a : b);
      }
      const w = x.weight.mul(y.weight);
      mass.set(orbit, (mass.get(orbit) ?? Fraction.ZERO).add(w));
    }
  }
  const parts: [Fraction, Distribution][] = [];
  for (const [orbit, w] of mass) {
    const law = laws[orbit];
    if (!law) continue;
    let total = 0;
    for (const c of law.values()) total += c;
    if (total === 0) return undefined;
    parts.push([w, Distribution.from([...law].map(([k, c]) => [k, Fraction.of(c, total)] as const))]);
  }
  return Distribution.mix(parts);
}

/** The engine's state between two actions, less the clock: it fixes everything that follows. */
function stateKey(engine: AngbandEngine): string {
  const s = engine.save();
  let key = `${s.phase}|${s.cursor}|${s.threshold}|${s.player?.energy ?? ''}`;
  for (const m of s.monsters) key += `|${m.index}:${m.variation}:${m.energy}:${m.handled ? 1 : 0}`;
  return key;
}

/** Gap counts along one period of an orbit (cyclic): for each A, how many B until the next A. */
function gapLaw(events: readonly ('A' | 'B')[]): Map<number, number> {
  const n = events.length;
  const law = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    if (events[i] !== 'A') continue;
    let k = 0;
    for (let j = 1; j <= n && events[(i + j) % n] !== 'A'; j++) k++;
    law.set(k, (law.get(k) ?? 0) + 1);
  }
  return law;
}
