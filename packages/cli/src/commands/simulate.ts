import type { ActorId, AnyRuleset } from '@turnkeeper/core';
import { parseActor, parseOptionsFlag, pickVersion } from '../actors.js';
import { CliError } from '../cli-error.js';
import type { CommandContext } from '../context.js';
import { colours } from '../io.js';
import { checkWritable, timeline, writeSvg } from '../output/charts.js';
import { csv } from '../output/csv.js';
import { number, titled } from '../output/format.js';
import { prose, table } from '../output/layout.js';
import { parseCount, parseSeed } from './numbers.js';
import type { Scenario } from '../scenario.js';

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
  readonly actions?: string;
  readonly seed?: string;
  readonly generator?: string;
  readonly version?: string;
  readonly options?: string;
  readonly json?: boolean;
  readonly csv?: boolean;
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

/** Game turns run when neither --turns nor --actions (nor the file) says. */
const DEFAULT_GAME_TURNS = 20;
/** However many game turns were asked, no run hands out more actor turns than this. */
const MAX_ACTIONS = 10_000_000;

/** Builds the scenario from a file, or from the ruleset argument and flags. */
async function scenarioOf(ctx: CommandContext, id: string | undefined, opts: SimulateOptions): Promise<Scenario> {
  if (opts.turns !== undefined && opts.actions !== undefined) throw new CliError("give --turns (the game's turns) or --actions (actor turns), not both");
  // The flags' bounds are the scenario file's (scenario.schema.json), said the CLI's way.
  const turns = opts.turns === undefined ? undefined : parseCount(opts.turns, '--turns', 0, 1, 1_000_000);
  const actions = opts.actions === undefined ? undefined : parseCount(opts.actions, '--actions', 0, 1, MAX_ACTIONS);
  const seed = opts.seed === undefined ? undefined : parseSeed(opts.seed);
  // The scenario schema (zod) and the YAML parser load only for this command.
  const { loadScenario, scenarioSchema, describeIssue } = await import('../scenario.js');
  if (opts.file !== undefined) {
    if (opts.actor !== undefined) throw new CliError('give --file or --actor, not both (a scenario file lists its actors)');
    const s = loadScenario(opts.file, ctx.io.cwd);
    if (id !== undefined && id !== s.ruleset) throw new CliError(`the scenario file is for ${s.ruleset}, not ${id}`);
    const override = { ...(turns !== undefined ? { turns, actions: undefined } : {}), ...(actions !== undefined ? { actions, turns: undefined } : {}), ...(seed !== undefined ? { seed } : {}) };
    const merged = scenarioSchema.safeParse({ ...s, ...override });
    if (!merged.success) throw new CliError(`--${String(merged.error.issues[0]?.path[0] ?? 'turns')}: ${describeIssue(merged.error.issues[0]).replace(/^[a-z]+: /, '')}`);
    return merged.data;
  }
  if (id === undefined) throw new CliError('simulate needs a ruleset (turnkeeper simulate <ruleset> --actor …) or --file <scenario.json|yaml>');
  const r = (await ctx.installed(id)).ruleset;
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
    ...(seed !== undefined ? { seed } : {}),
    ...(opts.generator !== undefined ? { generator: opts.generator } : {}),
    ...(turns !== undefined ? { turns } : {}),
    ...(actions !== undefined ? { actions } : {}),
    actors,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CliError(`--${String(issue?.path[0] ?? 'options')}: ${describeIssue(issue).replace(/^[a-z]+: /, '')}`);
  }
  return parsed.data;
}

/** What the run covers, in words: "12 turns (31 actions)" or "40 actions (13 turns)". */
function extent(ruleset: AnyRuleset, scenario: Scenario, rows: readonly TurnRow[], gameTurns: number): string {
  const turn = ruleset.units.turn;
  const turns = (n: number): string => `${number(n)} ${n === 1 ? turn.name : turn.plural}`;
  const actions = (n: number): string => `${n} ${n === 1 ? 'action' : 'actions'}`;
  return scenario.actions !== undefined ? `${actions(rows.length)} (over ${turns(gameTurns)})` : `${turns(gameTurns)} (${actions(rows.length)})`;
}

/**
 * `turnkeeper simulate <ruleset> --actor id=spec … | --file scenario.yaml`: runs the ruleset's real
 * loop for `--turns N` of the game's turns (its declared `units.turn`; default 20) or `--actions N`
 * turns handed out, with a seed, and prints a readable timeline and per-actor statistics (actions,
 * share, rate per time unit and per game turn, mean and longest wait); `--svg` draws the timeline.
 *
 * @example
 * ```ts
 * await simulateCommand(ctx, 'dcss', { actor: ['you=player', 'orc=monster:speed=10'], turns: '30' });
 * ```
 */
export async function simulateCommand(ctx: CommandContext, id: string | undefined, opts: SimulateOptions): Promise<void> {
  if (opts.svg) checkWritable(opts.svg, ctx.io.cwd);
  const scenario = await scenarioOf(ctx, id, opts);
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
  const turnLength = ruleset.units.turn.length;
  const wantTurns = scenario.actions === undefined ? (scenario.turns ?? DEFAULT_GAME_TURNS) : undefined;
  const rows: TurnRow[] = [];
  let start: number | undefined;
  let capped = false;
  for (;;) {
    if (scenario.actions !== undefined && rows.length >= scenario.actions) break;
    if (rows.length >= MAX_ACTIONS) {
      capped = true;
      break;
    }
    const turn = loop.next();
    // Game turns count from the start of the game turn the first action falls in.
    start ??= Math.floor(turn.time / turnLength) * turnLength;
    if (wantTurns !== undefined && turn.time >= start + wantTurns * turnLength) break;
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
  const first = start ?? 0;
  const gameTurns = wantTurns ?? (rows.length > 0 ? Math.floor(((rows.at(-1)?.time ?? first) - first) / turnLength) + 1 : 0);
  const stats = scenario.actors.map((a) => {
    let count = 0;
    let forcedTurns = 0;
    let firstTime: number | undefined;
    let last = 0;
    let longest: number | null = null;
    for (const r of rows) {
      if (r.actor !== a.id) continue;
      if (r.forced) {
        forcedTurns++;
        continue;
      }
      if (firstTime !== undefined) longest = Math.max(longest ?? 0, r.time - last);
      firstTime ??= r.time;
      last = r.time;
      count++;
    }
    // The rate between the actor's first and last action: the run's edges do not bias it.
    const span = last - (firstTime ?? 0);
    const rate = count >= 2 && span > 0 ? (count - 1) / span : null;
    return {
      id: a.id,
      actions: count,
      forced: forcedTurns,
      share: rows.length > 0 ? count / rows.length : 0,
      perTime: rate,
      perTurn: rate === null ? null : rate * turnLength,
      meanWait: count >= 2 ? span / (count - 1) : null,
      longestWait: longest,
    };
  });
  const what = extent(ruleset, scenario, rows, gameTurns);
  if (opts.svg) {
    const unit = turnLength === 1 ? ruleset.units.turn.plural : `${ruleset.units.turn.plural} (${turnLength} ${ruleset.units.time.plural} each)`;
    await writeSvg(
      opts.svg,
      timeline(
        [`${titled(ruleset, version)}: ${what}, seed ${scenario.seed}`, `time in ${unit}; one tick per action`],
        rows.map((r) => ({ lane: String(r.actor), time: r.time / turnLength })),
        `time (${ruleset.units.turn.plural})`,
      ),
      ctx.io.cwd,
    );
  }
  if (opts.json) {
    ctx.io.out(
      JSON.stringify(
        { ruleset: ruleset.id, version, seed: scenario.seed, generator: scenario.generator, timeUnit: ruleset.units.time.name, turnUnit: ruleset.units.turn.name, turnLength, gameTurns, actions: rows.length, turns: rows, stats },
        null,
        2,
      ) + '\n',
    );
    return;
  }
  if (opts.csv) {
    ctx.io.out(csv([ruleset.units.time.name, ruleset.units.turn.name, 'actor', 'kind', 'action', 'forced'], rows.map((r) => [r.time, Math.floor((r.time - first) / turnLength) + 1, String(r.actor), r.kind, String(r.action.kind), r.forced ? 'true' : 'false'])));
    return;
  }
  const c = colours(ctx.io.tty);
  const w = ctx.width;
  const sameUnit = turnLength === 1;
  const dash = (x: number | null): string => (x === null ? '—' : number(x));
  const anyForced = stats.some((s) => s.forced > 0);
  const out = [prose(c.bold(`${titled(ruleset, version)}: ${what}, seed ${scenario.seed} (${scenario.generator} generator)`), w)];
  if (capped) out.push(prose(c.yellow(`stopped after ${MAX_ACTIONS.toLocaleString('en-US')} actions, before the turns asked for were over`), w));
  // The answer (who acts how often) first; the timeline after.
  out.push(
    table(
      ['actor', 'actions', ...(anyForced ? ['forced turns'] : []), 'share', `per ${ruleset.units.time.name}`, ...(sameUnit ? [] : [`per ${ruleset.units.turn.name}`]), `mean wait (${ruleset.units.time.plural})`, 'longest wait'],
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
      { width: w },
    ),
  );
  const shown = opts.all ? rows : rows.slice(0, 40);
  const summary = (s: Record<string, unknown>): string =>
    Object.entries(s)
      .filter(([k, v]) => k !== 'kind' && (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean'))
      .slice(0, 5)
      .map(([k, v]) => `${k} ${String(v)}`)
      .join(', ');
  out.push(
    table(
      [sameUnit ? ruleset.units.time.name : `${ruleset.units.time.name} (${ruleset.units.turn.name})`, 'actor', 'action', 'state when due'],
      shown.map((r) => [sameUnit ? String(r.time) : `${r.time} (${Math.floor((r.time - first) / turnLength) + 1})`, `${String(r.actor)} (${r.kind})`, r.forced ? 'forced (no command)' : String(r.action.kind), summary(r.state)]),
      { width: w },
    ),
  );
  if (shown.length < rows.length) out.push(prose(c.dim(`… ${rows.length - shown.length} more actions (--all shows them, --json and --csv give all)`), w));
  if (opts.svg) out.push(`wrote ${opts.svg}`);
  ctx.io.out(out.join('\n') + '\n');
}
