import type { ActorId, AnyRuleset } from '@turnkeeper/core';
import { parseActor, parseOptionsFlag, pickVersion } from '../actors.js';
import { CliError } from '../cli-error.js';
import type { CommandContext } from '../context.js';
import { colours } from '../io.js';
import { timeline, writeSvg } from '../output/charts.js';
import { number, table } from '../output/format.js';
import { loadScenario, scenarioSchema, type Scenario } from '../scenario.js';

/**
 * Options of `turnkeeper simulate`.
 *
 * @example
 * ```ts
 * const o: SimulateOptions = { actor: ['you=player', 'ant=soldier ant'], turns: '50' };
 * ```
 */
export interface SimulateOptions {
  readonly file?: string;
  readonly actor?: readonly string[];
  readonly turns?: string;
  readonly seed?: string;
  readonly generator?: string;
  readonly version?: string;
  readonly options?: string;
  readonly json?: boolean;
  readonly svg?: string;
  readonly all?: boolean;
}

interface TurnRow {
  readonly time: number;
  readonly actor: ActorId;
  readonly kind: string;
  readonly action: Record<string, unknown>;
  /** The game read no command: the actor was helpless or paralysed, and the slot passed. */
  readonly forced: boolean;
  readonly state: Record<string, unknown>;
}

/** Builds the scenario from a file, or from the ruleset argument and flags. */
function scenarioOf(ctx: CommandContext, id: string | undefined, opts: SimulateOptions, ruleset: () => Promise<AnyRuleset>): Promise<Scenario> | Scenario {
  if (opts.file !== undefined) {
    const s = loadScenario(opts.file, ctx.io.cwd);
    if (id !== undefined && id !== s.ruleset) throw new CliError(`the scenario file is for ${s.ruleset}, not ${id}`);
    return s;
  }
  if (id === undefined) throw new CliError('simulate needs a ruleset (turnkeeper simulate <ruleset> --actor …) or --file <scenario.json|yaml>');
  return (async () => {
    const r = await ruleset();
    const version = pickVersion(r, opts.version);
    const actors = (opts.actor ?? []).map((text, i) => {
      const eq = text.indexOf('=');
      const name = eq > 0 ? text.slice(0, eq).trim() : `actor${i + 1}`;
      return { id: name, spec: parseActor(r, eq > 0 ? text.slice(eq + 1) : text, version, '--actor').spec };
    });
    if (actors.length === 0) throw new CliError('simulate needs at least one --actor (e.g. --actor you=player --actor "ant=monster:base=18")');
    const parsed = scenarioSchema.safeParse({
      ruleset: r.id,
      version,
      options: parseOptionsFlag(opts.options),
      ...(opts.seed !== undefined ? { seed: Number(opts.seed) } : {}),
      ...(opts.generator !== undefined ? { generator: opts.generator } : {}),
      ...(opts.turns !== undefined ? { turns: Number(opts.turns) } : {}),
      actors,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CliError(`--${String(issue?.path[0] ?? 'options')}: ${issue?.message ?? 'invalid'}`);
    }
    return parsed.data;
  })();
}

/**
 * `turnkeeper simulate <ruleset> --actor id=spec … | --file scenario.yaml`: runs the ruleset's real
 * loop for N turns with a seed, and prints a readable timeline and per-actor statistics (actions,
 * share, rate per time unit and per game turn, mean and longest wait); `--svg` draws the timeline.
 *
 * @example
 * ```ts
 * await simulateCommand(ctx, 'dcss', { actor: ['you=player', 'orc=monster:speed=10'], turns: '30' });
 * ```
 */
export async function simulateCommand(ctx: CommandContext, id: string | undefined, opts: SimulateOptions): Promise<void> {
  const scenario = await scenarioOf(ctx, id, opts, async () => (await ctx.installed(id ?? '')).ruleset);
  const { ruleset } = await ctx.installed(scenario.ruleset);
  const version = pickVersion(ruleset, scenario.version);
  const loop = ruleset.create({ version, options: scenario.options, seed: scenario.seed, generator: scenario.generator });
  const cycles = new Map<ActorId, readonly Record<string, unknown>[]>();
  const done = new Map<ActorId, number>();
  for (const [i, a] of scenario.actors.entries()) {
    try {
      loop.add(a.id, a.spec);
    } catch (e) {
      throw new CliError(`actors[${i}] (${String(a.id)}): ${(e as Error).message}`);
    }
    const kind = loop.kindOf(a.id) as string;
    cycles.set(a.id, a.actions ?? [{ kind: ruleset.kinds.find((k) => k.name === kind)?.defaultAction }]);
  }
  const rows: TurnRow[] = [];
  for (let i = 0; i < scenario.turns; i++) {
    const turn = loop.next();
    const state = loop.inspect(turn.actor) as Record<string, unknown>;
    const fallback = { kind: ruleset.kinds.find((k) => k.name === turn.kind)?.defaultAction };
    const cycle = cycles.get(turn.actor) ?? [fallback];
    const forced = turn.forced === true;
    const n = done.get(turn.actor) ?? 0;
    // A forced slot takes no command, so the actor's cycle of actions waits for its next real turn.
    const action = forced ? fallback : (cycle[n % cycle.length] ?? {});
    try {
      loop.act(turn.actor, action);
    } catch (e) {
      throw new CliError(`actor ${String(turn.actor)}'s action ${JSON.stringify(action)}: ${(e as Error).message}`);
    }
    if (!forced) done.set(turn.actor, n + 1);
    rows.push({ time: turn.time, actor: turn.actor, kind: turn.kind, action, forced, state });
  }
  const turnLength = ruleset.units.turn.length;
  const stats = scenario.actors.map((a) => {
    const times = rows.filter((r) => r.actor === a.id && !r.forced).map((r) => r.time);
    const forcedTurns = rows.filter((r) => r.actor === a.id && r.forced).length;
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    // The rate between the actor's first and last action: the run's edges do not bias it.
    const span = (times.at(-1) ?? 0) - (times[0] ?? 0);
    const rate = times.length >= 2 && span > 0 ? (times.length - 1) / span : null;
    return {
      id: a.id,
      actions: times.length,
      forced: forcedTurns,
      share: times.length / rows.length,
      perTime: rate,
      perTurn: rate === null ? null : rate * turnLength,
      meanWait: gaps.length ? gaps.reduce((s, g) => s + g, 0) / gaps.length : null,
      longestWait: gaps.length ? Math.max(...gaps) : null,
    };
  });
  if (opts.svg) {
    await writeSvg(opts.svg, timeline(`${ruleset.title} ${version}: ${scenario.turns} turns, seed ${scenario.seed}`, rows.map((r) => ({ lane: String(r.actor), time: r.time })), ruleset.units.time.plural));
  }
  if (opts.json) {
    ctx.io.out(JSON.stringify({ ruleset: ruleset.id, version, seed: scenario.seed, generator: scenario.generator, timeUnit: ruleset.units.time.name, turns: rows, stats }, null, 2) + '\n');
    return;
  }
  const c = colours(ctx.io.tty);
  const shown = opts.all ? rows : rows.slice(0, 40);
  const summary = (s: Record<string, unknown>): string =>
    Object.entries(s)
      .filter(([k, v]) => k !== 'kind' && (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean'))
      .slice(0, 5)
      .map(([k, v]) => `${k} ${String(v)}`)
      .join(', ');
  const out = [c.bold(`${ruleset.title} ${version}: ${scenario.turns} turns, seed ${scenario.seed} (${scenario.generator} generator)`)];
  out.push(table([ruleset.units.time.name, 'actor', 'action', 'state when due'], shown.map((r) => [String(r.time), `${String(r.actor)} (${r.kind})`, r.forced ? 'forced (no command)' : String(r.action.kind), summary(r.state)])));
  if (shown.length < rows.length) out.push(c.dim(`… ${rows.length - shown.length} more turns (--all shows them, --json gives all)`));
  const sameUnit = turnLength === 1;
  const dash = (x: number | null): string => (x === null ? '—' : number(x));
  const anyForced = stats.some((s) => s.forced > 0);
  out.push(
    table(
      ['actor', 'actions', ...(anyForced ? ['forced turns'] : []), 'share', `actions per ${ruleset.units.time.name}`, ...(sameUnit ? [] : [`per ${ruleset.units.turn.name}`]), `mean wait (${ruleset.units.time.plural})`, 'longest wait'],
      stats.map((s) => [
        String(s.id),
        String(s.actions),
        ...(anyForced ? [String(s.forced)] : []),
        `${(s.share * 100).toFixed(1)}%`,
        dash(s.perTime),
        ...(sameUnit ? [] : [dash(s.perTurn)]),
        dash(s.meanWait),
        dash(s.longestWait),
      ]),
    ),
  );
  if (opts.svg) out.push(`wrote ${opts.svg}`);
  ctx.io.out(out.join('\n') + '\n');
}

