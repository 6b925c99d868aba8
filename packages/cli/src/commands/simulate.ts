import { check, type AnyRuleset, type Turn } from '@turnkeeper/core';
import { parseActor, parseOptionsFlag, pickVersion } from '../actors.js';
import { CliError } from '../cli-error.js';
import type { CommandContext } from '../context.js';
import { colours } from '../io.js';
import { JsonArrayStream } from '../json-stream.js';
import { checkWritable, timeline, writeSvg } from '../output/charts.js';
import { csvLine } from '../output/csv.js';
import { number, titled } from '../output/format.js';
import { prose, table } from '../output/layout.js';
import { runSimulation, type ActorStats, type TurnRow } from '../simulation-run.js';
import { parseCount, parseSeed } from './numbers.js';
import type { OutputFlags, RulesetFlags } from './output-flags.js';
import type { Scenario } from '../scenario.js';

/**
 * Options of `turnkeeper simulate`.
 *
 * @example
 * ```ts
 * const o: SimulateOptions = { actor: ['you=player', 'ant=soldier ant'], turns: '50' };
 * ```
 */
export interface SimulateOptions extends RulesetFlags, OutputFlags {
  readonly file?: string;
  readonly actor?: readonly string[];
  readonly turns?: string;
  readonly actions?: string;
  readonly seed?: string;
  readonly generator?: string;
}

/** Game turns run when neither --turns nor --actions (nor the file) says. */
const DEFAULT_GAME_TURNS = 20;
/** However many game turns were asked, no run hands out more actor turns than this. */
const MAX_ACTIONS = 10_000_000;
/** Rows of the timeline shown as text without --all. */
const SHOWN = 40;
/**
 * Rows per table when --all prints the timeline as it goes. A run that ends within one page is
 * laid out like any other (title, statistics, timeline); a longer one streams its timeline in
 * pages and ends with the statistics, so that memory stays flat.
 */
const ALL_PAGE = 1000;
/** The most actions the SVG timeline draws: beyond a few thousand marks a timeline is unreadable, and Vega's memory grows with each. */
const SVG_ACTIONS = 2000;
/** CSV text is written in pieces of about this many characters. */
const CSV_FLUSH_AT = 1 << 16;

/** Builds the scenario from a file, or from the ruleset argument and flags. */
async function scenarioOf(ctx: CommandContext, id: string | undefined, opts: SimulateOptions): Promise<Scenario> {
  if (opts.turns !== undefined && opts.actions !== undefined) throw new CliError("give --turns (the game's turns) or --actions (actor turns), not both");
  // The flags' bounds are the scenario file's (scenario.schema.json), said the CLI's way.
  const turns = opts.turns === undefined ? undefined : parseCount(opts.turns, '--turns', 0, 1, 1_000_000);
  const actions = opts.actions === undefined ? undefined : parseCount(opts.actions, '--actions', 0, 1, MAX_ACTIONS);
  const seed = opts.seed === undefined ? undefined : parseSeed(opts.seed);
  // The scenario schema loads only for this command (and the YAML parser only for a YAML file).
  const { loadScenario, scenarioSchema, describeIssue } = await import('../scenario.js');
  // A scenario made or changed by flags: a problem is said as the flag's.
  const fromFlags = (data: unknown): Scenario => {
    const r = check(scenarioSchema, data);
    if (r.ok) return r.value;
    const issue = r.issues[0];
    throw new CliError(`--${(issue?.field.split('.')[0] ?? '') || 'options'}: ${describeIssue(issue).replace(/^[^:]*: /, '')}`);
  };
  if (opts.file !== undefined) {
    if (opts.actor !== undefined) throw new CliError('give --file or --actor, not both (a scenario file lists its actors)');
    const s = await loadScenario(opts.file, ctx.io.cwd);
    if (id !== undefined && id !== s.ruleset) throw new CliError(`the scenario file is for ${s.ruleset}, not ${id}`);
    const override = {
      ...(turns !== undefined ? { turns, actions: undefined } : {}),
      ...(actions !== undefined ? { actions, turns: undefined } : {}),
      ...(seed !== undefined ? { seed } : {}),
    };
    return fromFlags({ ...s, ...override });
  }
  if (id === undefined) throw new CliError('simulate needs a ruleset (turnkeeper simulate <ruleset> --actor …) or --file <scenario.json|yaml>');
  const { ruleset: r, analysis } = await ctx.installed(id);
  const version = pickVersion(r, opts.version);
  const actors = (opts.actor ?? []).map((text, i) => {
    const eq = text.indexOf('=');
    const name = eq > 0 ? text.slice(0, eq).trim() : `actor${i + 1}`;
    return { id: name, spec: parseActor(analysis, eq > 0 ? text.slice(eq + 1) : text, version, '--actor').spec };
  });
  if (actors.length === 0) throw new CliError('simulate needs at least one --actor (e.g. --actor you=player --actor "ant=monster:base=18")');
  return fromFlags({
    ruleset: r.id,
    version,
    options: parseOptionsFlag(opts.options),
    ...(seed !== undefined ? { seed } : {}),
    ...(opts.generator !== undefined ? { generator: opts.generator } : {}),
    ...(turns !== undefined ? { turns } : {}),
    ...(actions !== undefined ? { actions } : {}),
    actors,
  });
}

/** What the run covers, in words: "12 turns (31 actions)" or "40 actions (over 13 turns)". */
function extent(ruleset: AnyRuleset, byActions: boolean, actionCount: number, gameTurns: number): string {
  const turn = ruleset.meta.units.turn;
  const turns = (n: number): string => `${number(n)} ${n === 1 ? turn.name : turn.plural}`;
  const actions = (n: number): string => `${n} ${n === 1 ? 'action' : 'actions'}`;
  return byActions ? `${actions(actionCount)} (over ${turns(gameTurns)})` : `${turns(gameTurns)} (${actions(actionCount)})`;
}

/** A few fields of an actor's state when due, for the timeline. */
function stateSummary(s: Record<string, unknown>): string {
  return Object.entries(s)
    .filter(([k, v]) => k !== 'kind' && (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean'))
    .slice(0, 5)
    .map(([k, v]) => `${k} ${String(v)}`)
    .join(', ');
}

/**
 * `turnkeeper simulate <ruleset> --actor id=spec … | --file scenario.yaml`: runs the ruleset's real
 * loop for `--turns N` of the game's turns (its declared `units.turn`; default 20) or `--actions N`
 * turns handed out, with a seed, and prints a readable timeline and per-actor statistics (actions,
 * share, rate per time unit and per game turn, mean and longest wait); `--svg` draws the timeline.
 * Memory stays flat however long the run: statistics are running sums, and `--json`, `--csv` and
 * `--all` stream the timeline as it is made.
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
  const turnLength = ruleset.meta.units.turn.length;
  const byActions = scenario.actions !== undefined;
  const wantTurns = byActions ? undefined : (scenario.turns ?? DEFAULT_GAME_TURNS);
  // Game turns count from the start of the game turn the first action falls in.
  let start: number | undefined;
  const startOf = (time: number): number => (start ??= Math.floor(time / turnLength) * turnLength);
  const gameTurnOf = (time: number): number => Math.floor((time - startOf(time)) / turnLength) + 1;
  const stopBefore = wantTurns === undefined ? undefined : (turn: Turn): boolean => turn.time >= startOf(turn.time) + wantTurns * turnLength;

  const c = colours(ctx.io.tty);
  const w = ctx.width;
  const heading = (what: string): string => prose(c.bold(`${titled(ruleset, version)}: ${what}, seed ${scenario.seed} (${scenario.generator} generator)`), w);
  const timelineTable = (rows: readonly TurnRow[]): string => timelineText(ruleset, rows, gameTurnOf, w);

  // The run keeps only the rows it shows (and the SVG draws); the rest stream out or are not made.
  const pause = (): Promise<void> => yieldToOutput(ctx);
  const json = opts.json ? jsonTimeline(ctx, ruleset, version, scenario) : undefined;
  let csvText = '';
  const csvOut = (force: boolean): void => {
    if (csvText.length > 0 && (force || csvText.length >= CSV_FLUSH_AT)) {
      ctx.io.out(csvText);
      csvText = '';
    }
  };
  if (opts.csv && !json) csvText = csvLine([ruleset.meta.units.time.name, ruleset.meta.units.turn.name, 'actor', 'kind', 'action', 'forced']);
  // --all: the first page waits (a short run is laid out as usual); past it, pages stream.
  // An object, so that the compiler sees what the row handler changes.
  const all: { page: TurnRow[]; streaming: boolean } = { page: [], streaming: false };
  const onRow = json
    ? (row: TurnRow): void => {
        json.push(row);
      }
    : opts.csv
      ? (row: TurnRow): void => {
          csvText += csvLine([row.time, gameTurnOf(row.time), String(row.actor), row.kind, String(row.action.kind), row.forced ? 'true' : 'false']);
          csvOut(false);
        }
      : opts.all
        ? (row: TurnRow): void => {
            if (all.page.push(row) < ALL_PAGE) return;
            if (!all.streaming)
              ctx.io.out(
                heading(
                  wantTurns === undefined
                    ? `${scenario.actions ?? 0} actions`
                    : `${number(wantTurns)} ${wantTurns === 1 ? ruleset.meta.units.turn.name : ruleset.meta.units.turn.plural}`,
                ) + '\n',
              );
            all.streaming = true;
            ctx.io.out(timelineTable(all.page) + '\n');
            all.page = [];
          }
        : undefined;
  const keep = Math.max(opts.all || opts.json || opts.csv ? 0 : SHOWN, opts.svg ? SVG_ACTIONS : 0);
  const run = await runSimulation(ruleset, loop, scenario, { limit: scenario.actions ?? MAX_ACTIONS, stopBefore, keep, onRow, pause });
  const capped = wantTurns !== undefined && run.handedOut >= MAX_ACTIONS;
  const first = Number.isNaN(run.firstTime) ? 0 : startOf(run.firstTime);
  const gameTurns = wantTurns ?? (run.handedOut > 0 ? Math.floor((run.lastTime - first) / turnLength) + 1 : 0);
  const what = extent(ruleset, byActions, run.handedOut, gameTurns);

  if (opts.svg) await writeTimelineSvg(opts.svg, ruleset, { version, what, seed: scenario.seed, rows: run.rows, handedOut: run.handedOut }, ctx.io.cwd);
  if (json) {
    json.end({ gameTurns, actions: run.handedOut, stats: run.stats });
    return;
  }
  if (opts.csv) {
    csvOut(true);
    return;
  }
  const out: string[] = [];
  if (!all.streaming) out.push(heading(what));
  if (capped) out.push(prose(c.yellow(`stopped after ${MAX_ACTIONS.toLocaleString('en-US')} actions, before the turns asked for were over`), w));
  if (all.streaming) {
    // The timeline went out as it was made; what it covered and the answer come last.
    if (all.page.length > 0) out.push(timelineTable(all.page));
    out.push(prose(c.bold(`over ${what}:`), w));
  }
  // The answer (who acts how often) first; the timeline after.
  out.push(statsTable(ruleset, run.stats, w));
  if (!all.streaming) {
    const shown = opts.all ? all.page : run.rows.slice(0, SHOWN);
    out.push(timelineTable(shown));
    if (shown.length < run.handedOut) out.push(prose(c.dim(`… ${run.handedOut - shown.length} more actions (--all shows them, --json and --csv give all)`), w));
  }
  if (opts.svg) out.push(`wrote ${opts.svg}`);
  ctx.io.out(out.join('\n') + '\n');
}

/** `--json`: the run's header at once, then each turn as it is made (memory stays flat). */
function jsonTimeline(
  ctx: CommandContext,
  ruleset: AnyRuleset,
  version: string,
  scenario: { readonly seed: number; readonly generator: string },
): JsonArrayStream {
  const units = ruleset.meta.units;
  const head = {
    ruleset: ruleset.id,
    version,
    seed: scenario.seed,
    generator: scenario.generator,
    timeUnit: units.time.name,
    turnUnit: units.turn.name,
    turnLength: units.turn.length,
  };
  return new JsonArrayStream(
    (s) => {
      ctx.io.out(s);
    },
    head,
    'turns',
  );
}

/** Lets a stream drain and other work run between batches of a long run. */
async function yieldToOutput(ctx: CommandContext): Promise<void> {
  await ctx.io.drained?.();
  await new Promise((resolve) => setImmediate(resolve));
}

/** The timeline of handed-out turns as a table that fits `width`. */
function timelineText(ruleset: AnyRuleset, rows: readonly TurnRow[], gameTurnOf: (time: number) => number, width: number): string {
  const units = ruleset.meta.units;
  const sameUnit = units.turn.length === 1;
  return table(
    [sameUnit ? units.time.name : `${units.time.name} (${units.turn.name})`, 'actor', 'action', 'state when due'],
    rows.map((r) => [
      sameUnit ? String(r.time) : `${r.time} (${gameTurnOf(r.time)})`,
      `${String(r.actor)} (${r.kind})`,
      r.forced ? 'forced (no command)' : String(r.action.kind),
      stateSummary(r.state),
    ]),
    { width },
  );
}

/** Per-actor statistics as a table that fits `width`. */
function statsTable(ruleset: AnyRuleset, stats: readonly ActorStats[], width: number): string {
  const sameUnit = ruleset.meta.units.turn.length === 1;
  const dash = (x: number | null): string => (x === null ? '—' : number(x));
  const anyForced = stats.some((s) => s.forced > 0);
  return table(
    [
      'actor',
      'actions',
      ...(anyForced ? ['forced turns'] : []),
      'share',
      `per ${ruleset.meta.units.time.name}`,
      ...(sameUnit ? [] : [`per ${ruleset.meta.units.turn.name}`]),
      `mean wait (${ruleset.meta.units.time.plural})`,
      'longest wait',
    ],
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
    { width },
  );
}

/** The run's first actions drawn as a timeline to an SVG file, time in the game's turns. */
async function writeTimelineSvg(
  file: string,
  ruleset: AnyRuleset,
  run: { readonly version: string; readonly what: string; readonly seed: number; readonly rows: readonly TurnRow[]; readonly handedOut: number },
  cwd: string,
): Promise<void> {
  const units = ruleset.meta.units;
  const turnLength = units.turn.length;
  const unit = turnLength === 1 ? units.turn.plural : `${units.turn.plural} (${turnLength} ${units.time.plural} each)`;
  const drawn = run.handedOut > SVG_ACTIONS ? `; the first ${number(SVG_ACTIONS)} of ${number(run.handedOut)} actions drawn` : '';
  await writeSvg(
    file,
    timeline(
      [`${titled(ruleset, run.version)}: ${run.what}, seed ${run.seed}`, `time in ${unit}; one tick per action${drawn}`],
      run.rows.slice(0, SVG_ACTIONS).map((r) => ({ lane: String(r.actor), time: r.time / turnLength })),
      `time (${units.turn.plural})`,
    ),
    cwd,
  );
}
