// The run behind `turnkeeper simulate`: the ruleset's real loop until a rule or a count of actor
// turns says stop, with per-actor statistics kept as running sums (count, first and last time,
// total and longest wait), so that memory stays flat in the run's length — the scenario allows
// 10,000,000 actions. Rows are kept only as many as the caller shows; the others are handed to
// `onRow` (streamed output) or not made at all.
import type { ActorId, AnyRuleset, AnyTimeLoop, Turn } from '@turnkeeper/core';
import { CliError } from './cli-error.js';
import type { Scenario } from './scenario.js';

/**
 * One turn of a simulation, as the timeline and `--json` show it.
 *
 * @example
 * ```ts
 * const row: TurnRow = { time: 12, actor: 'you', kind: 'player', action: { kind: 'move' }, forced: false, state: { kind: 'player', movement: 0 } };
 * ```
 */
export interface TurnRow {
  readonly time: number;
  readonly actor: ActorId;
  readonly kind: string;
  readonly action: Record<string, unknown>;
  /** The game read no command: the actor was helpless or paralysed, and the slot passed. */
  readonly forced: boolean;
  readonly state: Record<string, unknown>;
}

/**
 * An actor's statistics over the run. Waits are between two of its actions (forced slots are no
 * actions); the rate is taken between its first and last action, so the run's edges do not bias it.
 *
 * @example
 * ```ts
 * const s: ActorStats = { id: 'bat', actions: 24, forced: 0, share: 0.686, perTime: 0.0233, perTurn: 2.33, meanWait: 43, longestWait: 50 };
 * ```
 */
export interface ActorStats {
  readonly id: ActorId;
  readonly actions: number;
  readonly forced: number;
  readonly share: number;
  readonly perTime: number | null;
  readonly perTurn: number | null;
  readonly meanWait: number | null;
  readonly longestWait: number | null;
}

/** Running sums for one actor: everything its statistics need, in constant memory. */
class Tally {
  actions = 0;
  forced = 0;
  first = NaN;
  last = NaN;
  waitSum = 0;
  longestWait = -Infinity;

  action(time: number): void {
    if (this.actions === 0) this.first = time;
    else {
      const wait = time - this.last;
      this.waitSum += wait;
      if (wait > this.longestWait) this.longestWait = wait;
    }
    this.last = time;
    this.actions++;
  }

  stats(id: ActorId, turns: number, turnLength: number): ActorStats {
    const span = this.actions >= 2 ? this.last - this.first : 0;
    const rate = this.actions >= 2 && span > 0 ? (this.actions - 1) / span : null;
    const waits = this.actions - 1;
    return {
      id,
      actions: this.actions,
      forced: this.forced,
      share: turns > 0 ? this.actions / turns : 0,
      perTime: rate,
      perTurn: rate === null ? null : rate * turnLength,
      meanWait: waits > 0 ? this.waitSum / waits : null,
      longestWait: waits > 0 ? this.longestWait : null,
    };
  }
}

/**
 * What to keep of a run and where to send the rest.
 *
 * @example
 * ```ts
 * const o: SimulationOptions = { limit: 1000, keep: 40 };
 * ```
 */
export interface SimulationOptions {
  /** The most turns handed out (and acted on). */
  readonly limit: number;
  /**
   * When the run ends before `limit`: asked with each turn handed out, before its actor acts, and
   * with how many turns were handed out before it.
   */
  readonly stopBefore?: (turn: Turn, handedOut: number) => boolean;
  /** How many of the first rows to return (`Infinity`: every row — memory then grows with the run). */
  readonly keep: number;
  /** Called with every row, in order (streamed output). */
  readonly onRow?: (row: TurnRow) => void;
  /** Awaited every few thousand turns: lets output drain and signals (Ctrl-C, a closed pipe) through. */
  readonly pause?: () => Promise<void>;
}

/**
 * What a run produced: the rows kept, and each actor's statistics (in the scenario's order).
 *
 * @example
 * ```ts
 * const { rows, stats } = await runSimulation(ruleset, loop, scenario, { limit: 1000, keep: 40 });
 * ```
 */
export interface SimulationRun {
  readonly rows: readonly TurnRow[];
  readonly stats: readonly ActorStats[];
  /** How many turns were handed out (and acted on): `limit` unless `stopBefore` ended the run. */
  readonly handedOut: number;
  /** The time of the first and of the last turn acted on (`NaN` when none was). */
  readonly firstTime: number;
  readonly lastTime: number;
}

const PAUSE_EVERY = 4096;

/**
 * Adds the scenario's actors to `loop` and runs it for `limit` turns (or until `stopBefore`
 * says), each actor taking its cycle of actions (a forced slot takes its kind's default and does not advance the cycle).
 * Memory is flat in the turn count unless `keep` asks for every row. An actor or action the
 * ruleset refuses is a one-line `CliError` naming it.
 *
 * @example
 * ```ts
 * const loop = generic.create({ seed: 3 });
 * const run = await runSimulation(generic, loop, scenario, { limit: 35, keep: 40 });
 * run.stats.find((s) => s.id === 'bat')?.actions; // 24
 * ```
 */
export async function runSimulation(ruleset: AnyRuleset, loop: AnyTimeLoop, scenario: Scenario, options: SimulationOptions): Promise<SimulationRun> {
  const defaultOf = (kind: string): Record<string, unknown> => ({ kind: ruleset.kindList.find((k) => k.name === kind)?.defaultAction });
  const cycles = new Map<ActorId, readonly Record<string, unknown>[]>();
  const tallies = new Map<ActorId, Tally>();
  for (const [i, a] of scenario.actors.entries()) {
    try {
      loop.add(a.id, a.spec);
    } catch (e) {
      throw new CliError(`actors[${i}] (${String(a.id)}): ${(e as Error).message}`);
    }
    cycles.set(a.id, a.actions ?? [defaultOf(loop.kindOf(a.id) as string)]);
    tallies.set(a.id, new Tally());
  }
  const rows: TurnRow[] = [];
  const wanted = (i: number): boolean => i < options.keep || options.onRow !== undefined;
  const limit = options.limit;
  let firstTime = NaN;
  let lastTime = NaN;
  let i = 0;
  for (; i < limit; i++) {
    if (i % PAUSE_EVERY === PAUSE_EVERY - 1) await options.pause?.();
    const turn = loop.next();
    if (options.stopBefore?.(turn, i) === true) break;
    if (i === 0) firstTime = turn.time;
    lastTime = turn.time;
    // The state when due is read only for rows someone will see: inspect() makes an object.
    const state = wanted(i) ? (loop.inspect(turn.actor) as Record<string, unknown>) : undefined;
    const fallback = defaultOf(turn.kind);
    const cycle = cycles.get(turn.actor) ?? [fallback];
    const forced = turn.forced === true;
    let tally = tallies.get(turn.actor);
    if (!tally) tallies.set(turn.actor, (tally = new Tally()));
    // A forced slot takes no command, so the actor's cycle of actions waits for its next real turn.
    const action = forced ? fallback : (cycle[tally.actions % cycle.length] ?? {});
    try {
      loop.act(turn.actor, action);
    } catch (e) {
      throw new CliError(`actor ${String(turn.actor)}'s action ${JSON.stringify(action)}: ${(e as Error).message}`);
    }
    if (forced) tally.forced++;
    else tally.action(turn.time);
    if (state !== undefined) {
      const row: TurnRow = { time: turn.time, actor: turn.actor, kind: turn.kind, action, forced, state };
      if (i < options.keep) rows.push(row);
      options.onRow?.(row);
    }
  }
  const turnLength = ruleset.meta.units.turn.length;
  const stats = scenario.actors.map((a) => (tallies.get(a.id) ?? new Tally()).stats(a.id, i, turnLength));
  return { rows, stats, handedOut: i, firstTime, lastTime };
}
