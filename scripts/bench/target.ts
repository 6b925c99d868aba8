// What a package hands the benchmark kit: its scenario, its ruleset's loop over it, its minimal
// typed-array loop of the same arithmetic, and its engine driven alone. Everything else — checking
// that they hand out the same turns, interleaving them, allocation, add / remove, memory,
// snapshots, latency, the step-cost processes — is the kit's, the same in every package.
//
// The loop's shape is written out here rather than imported from @turnkeeper/core so that the
// kit stays tooling with no dependencies; core's `Loop` has all of it (method parameters are
// checked both ways, so any ruleset's loop fits).

/** A turn as a loop hands it out: who acts, at what time, and (for `choose`) the actor's kind. */
export interface TurnLike {
  readonly actor: unknown;
  readonly kind: string;
  readonly time: number;
}

/** The part of a ruleset's loop the kit drives (core's `Loop`). */
export interface BenchLoop {
  next(): TurnLike;
  act(actor: unknown, action: unknown): unknown;
  step(choose: (turn: TurnLike) => unknown): unknown;
  run(steps: number, choose: (turn: TurnLike) => unknown): unknown;
  snapshot(): unknown;
}

/**
 * Something that hands out one turn per `step()` (its actor, charged at once) at `time`: a minimal
 * typed-array loop, or an engine driven without core's loop around it.
 */
export interface Stepper {
  step(): unknown;
  readonly time: number;
}

/**
 * One benchmark target: a scenario of `n` monsters (plus the player) and the competitors built
 * from it. `S` is the scenario, `L` the loop, `M` the minimal loop.
 */
export interface BenchTarget<S = unknown, L extends BenchLoop = BenchLoop, M extends Stepper = Stepper> {
  /** Names the target in errors and tables (`nethack 3.6.7`, `dcss`). */
  readonly label: string;
  /** The scenario at `n` monsters: deterministic, the same `n` always the same monsters. */
  scenario(n: number): S;
  /** A fresh ruleset loop holding the scenario. */
  loop(s: S): L;
  /**
   * The scenario's action for a turn: the kind's default, one frozen object (recognised by
   * identity). Handed to `loop.run` / `loop.step` as it is, so the loop calls the package's own function.
   */
  readonly choose: (turn: TurnLike) => unknown;
  /** A fresh minimal loop of the scenario, drawing the same numbers as the loop. */
  minimal(s: S): M;
  /** The ruleset's engine for the scenario, driven alone (no turn protocol, nobody listening). */
  engine?(s: S): Stepper;
  /** Whether the loop's actor and the minimal loop's are the same one (default: equal). */
  sameActor?(loopActor: unknown, minimalActor: unknown): boolean;
  /**
   * After the turns agreed: throws if anything else differs (energies, the generator's state);
   * the same turns from different draws, or with different energies left, are not the same game.
   */
  afterSameTurns?(loop: L, minimal: M, steps: number): void;
}

/**
 * An engine context where nobody listens — no hook handlers, no trace — for driving a ruleset's
 * engine alone: `emit` does nothing and no hook is heard, so the engine builds no payloads.
 */
export function quietContext<V, O, R>(
  version: V,
  options: O,
  random: R,
): { version: V; options: O; random: R; emit: () => undefined; heard: Record<string, never> } {
  return { version, options, random, emit: () => undefined, heard: {} };
}

/** An engine as a ruleset's `createEngine` makes it: the due actor's kind read after `next()`, a charge per kind. */
export interface KindedEngine {
  next(): unknown;
  readonly dueKind: string;
  readonly time: number;
  readonly charge: {
    player(actor: unknown, action: unknown): unknown;
    monster(actor: unknown, action: unknown): unknown;
  };
}

/**
 * A {@link Stepper} over an engine driven alone: `next()`, then the due kind's charge with the
 * scenario's action for that kind (frozen objects, reused); returns the actor. A class, not an
 * object literal: V8 keeps a literal with a getter as a dictionary, so each `step()` the harness
 * called was a generic property lookup (about 70 instructions a step) the minimal loops do not pay.
 */
class KindedStepper implements Stepper {
  readonly #engine: KindedEngine;
  readonly #player: unknown;
  readonly #monster: unknown;

  constructor(engine: KindedEngine, actions: { readonly player: unknown; readonly monster: unknown }) {
    this.#engine = engine;
    this.#player = actions.player;
    this.#monster = actions.monster;
  }

  step(): unknown {
    const engine = this.#engine;
    const actor = engine.next();
    if (engine.dueKind === 'player') engine.charge.player(actor, this.#player);
    else engine.charge.monster(actor, this.#monster);
    return actor;
  }

  get time(): number {
    return this.#engine.time;
  }
}

/** The {@link Stepper} of an engine driven alone (see `KindedStepper`). */
export function kindedStepper(engine: KindedEngine, actions: { readonly player: unknown; readonly monster: unknown }): Stepper {
  return new KindedStepper(engine, actions);
}

/** A target whose scenario is its monster count alone (the package builds everything else from `n`). */
export function countTarget<L extends BenchLoop, M extends Stepper>(
  label: string,
  parts: Omit<BenchTarget<number, L, M>, 'label' | 'scenario'>,
): BenchTarget<number, L, M> {
  return { label, scenario: (n) => n, ...parts };
}
