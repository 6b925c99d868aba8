import type { AnyRuleset } from '@turnkeeper/core';
import { parseActor, parseOptionsFlag, pickVersion } from '../actors.js';
import { CliError } from '../cli-error.js';
import type { CommandContext } from '../context.js';
import { colours } from '../io.js';
import { timeline, writeSvg } from '../output/charts.js';
import { number, table } from '../output/format.js';
import { JsonArrayStream } from '../json-stream.js';
import { loadScenario, scenarioSchema, type Scenario } from '../scenario.js';
import { runSimulation, type TurnRow } from '../simulation-run.js';

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

/** Rows of the timeline shown as text without --all. */
const SHOWN = 40;
/** Rows per table when --all prints the timeline as it goes. */
const ALL_PAGE = 1000;
/** The most turns the SVG timeline draws: beyond a few thousand marks a timeline is unreadable, and Vega's memory grows with each. */
const SVG_TURNS = 2000;

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
  // The run keeps only the rows it shows (and the SVG draws); the rest stream out or are not made,
  // so memory stays flat up to the schema's 10,000,000 turns.
  const pause = async (): Promise<void> => {
    await ctx.io.drained?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  const keep = Math.max(opts.all || opts.json ? 0 : SHOWN, opts.svg ? SVG_TURNS : 0);
  const c = colours(ctx.io.tty);
  const title = c.bold(`${ruleset.title} ${version}: ${scenario.turns} turns, seed ${scenario.seed} (${scenario.generator} generator)`);
  const json = opts.json ? new JsonArrayStream((s) => { ctx.io.out(s); }, { ruleset: ruleset.id, version, seed: scenario.seed, generator: scenario.generator, timeUnit: ruleset.units.time.name }, 'turns') : undefined;
  const summary = (s: Record<string, unknown>): string =>
    Object.entries(s)
      .filter(([k, v]) => k !== 'kind' && (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean'))
      .slice(0, 5)
      .map(([k, v]) => `${k} ${String(v)}`)
      .join(', ');
  const timelineTable = (rows: readonly TurnRow[]): string =>
    table([ruleset.units.time.name, 'actor', 'action', 'state when due'], rows.map((r) => [String(r.time), `${String(r.actor)} (${r.kind})`, r.forced ? 'forced (no command)' : String(r.action.kind), summary(r.state)]));
  // --all prints the timeline as it goes, in tables of ALL_PAGE rows.
  let page: TurnRow[] = [];
  const flushPage = (): void => {
    if (page.length > 0) ctx.io.out(timelineTable(page) + '\n');
    page = [];
  };
  const onRow = json
    ? (row: TurnRow): void => {
        json.push(row);
      }
    : opts.all
      ? (row: TurnRow): void => {
          if (page.push(row) === ALL_PAGE) flushPage();
        }
      : undefined;
  if (opts.all && !json) ctx.io.out(title + '\n');
  const { rows, stats } = await runSimulation(ruleset, loop, scenario, { keep, onRow, pause });
  if (opts.svg) {
    const drawn = scenario.turns > SVG_TURNS ? `the first ${SVG_TURNS} of ${scenario.turns} turns` : `${scenario.turns} turns`;
    await writeSvg(opts.svg, timeline(`${ruleset.title} ${version}: ${drawn}, seed ${scenario.seed}`, rows.slice(0, SVG_TURNS).map((r) => ({ lane: String(r.actor), time: r.time })), ruleset.units.time.plural));
  }
  if (json) {
    json.end({ stats });
    return;
  }
  const turnLength = ruleset.units.turn.length;
  const out: string[] = [];
  if (opts.all) flushPage();
  else {
    out.push(title, timelineTable(rows.slice(0, SHOWN)));
    if (scenario.turns > SHOWN) out.push(c.dim(`… ${scenario.turns - SHOWN} more turns (--all shows them, --json gives all)`));
  }
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

