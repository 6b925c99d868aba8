// The check every comparison starts with: the competitors hand out the same turns (actor and
// time), step for step, and throw at the first difference naming both. A benchmark of two loops
// that play different games would measure nothing.
import type { BenchLoop, BenchTarget, Stepper } from './target.js';

function sameActor<S, L extends BenchLoop, M extends Stepper>(target: BenchTarget<S, L, M>, a: unknown, b: unknown): boolean {
  return target.sameActor ? target.sameActor(a, b) : a === b;
}

/**
 * Runs `loop` (through `loop.run`, the target's actions) and `minimal` side by side for `steps`
 * steps and throws at the first turn whose actor or time differs; then runs the target's
 * `afterSameTurns` check (energies, generator state). `where` names the pair in the message.
 */
export function compareTurns<S, L extends BenchLoop, M extends Stepper>(
  target: BenchTarget<S, L, M>,
  loop: L,
  minimal: M,
  steps: number,
  where = target.label,
): void {
  let s = 0;
  loop.run(steps, (turn) => {
    const actor = minimal.step();
    if (!sameActor(target, turn.actor, actor) || turn.time !== minimal.time) {
      throw new Error(
        `${where}, step ${s}: the ruleset handed out ${String(turn.actor)} at ${turn.time}, the minimal loop ${String(actor)} at ${minimal.time}`,
      );
    }
    s++;
    return target.choose(turn);
  });
  target.afterSameTurns?.(loop, minimal, steps);
}

/** {@link compareTurns} on a fresh loop and minimal loop of the scenario with `n` monsters. */
export function checkSameTurns<S, L extends BenchLoop, M extends Stepper>(target: BenchTarget<S, L, M>, n: number, steps: number): void {
  const s = target.scenario(n);
  compareTurns(target, target.loop(s), target.minimal(s), steps, `${target.label}, ${n} monsters`);
}

/** Checks that the target's engine driven alone and its minimal loop hand out the same `steps` turns (actor and time). */
export function checkEngineTurns<S, L extends BenchLoop, M extends Stepper>(target: BenchTarget<S, L, M>, n: number, steps: number): void {
  if (!target.engine) throw new Error(`${target.label}: no engine driver to check`);
  const s = target.scenario(n);
  const engine = target.engine(s);
  const minimal = target.minimal(s);
  for (let i = 0; i < steps; i++) {
    const a = engine.step();
    const b = minimal.step();
    if (!sameActor(target, a, b) || engine.time !== minimal.time) {
      throw new Error(
        `${target.label}, ${n} monsters, step ${i}: the engine alone handed out ${String(a)} at ${engine.time}, the minimal loop ${String(b)} at ${minimal.time}`,
      );
    }
  }
}

/** Steps enough to cover several whole turns at `n` monsters: `5n`, at least 5,000, at most 50,000. */
export function checkSteps(n: number): number {
  return Math.max(5_000, Math.min(5 * n, 50_000));
}
