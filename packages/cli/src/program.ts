import { Command, CommanderError, Option } from 'commander';
import { CliError, closest, describeError, notOneOf } from './cli-error.js';
import { CommandContext } from './context.js';
import type { CliIo } from './io.js';
import type { CatalogOptions } from './commands/catalog.js';
import type { CompareOptions } from './commands/compare.js';
import type { ListOptions } from './commands/list.js';
import type { OddsOptions } from './commands/odds.js';
import type { SimulateOptions } from './commands/simulate.js';
import type { TableOptions } from './commands/table.js';

// Each command's module is imported when it runs, not here: `turnkeeper --help` and a mistyped
// flag load commander alone (no ruleset, no vega, no worker pool, no YAML parser).

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

function examples(lines: readonly string[]): string {
  return `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`;
}

/**
 * The most Monte Carlo samples `--samples` accepts (kept in step with `commands/numbers.ts`,
 * which checks it; repeated here so that `--help` needs no other module).
 */
const MAX_SAMPLES_TEXT = '10,000,000';

/**
 * Builds the `turnkeeper` command (commander): `list`, `table`, `odds`, `simulate`, `compare`,
 * `catalog`, `schema`, and, with no command, the embedded default duel. Every command works on
 * any installed ruleset through the ruleset contract alone.
 *
 * @example
 * ```ts
 * import { buildProgram, CommandContext, processIo } from '@turnkeeper/cli';
 * const program = buildProgram(new CommandContext(processIo()));
 * await program.parseAsync(['node', 'turnkeeper', 'list']);
 * ```
 */
export function buildProgram(ctx: CommandContext): Command {
  const program = new Command('turnkeeper')
    .description(
      'Roguelike time, done right: speed tables, exact double-move odds, simulations and side-by-side comparisons for every installed Turnkeeper ruleset.',
    )
    .enablePositionalOptions()
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => {
        ctx.io.out(s);
      },
      writeErr: (s) => {
        ctx.io.err(s);
      },
      outputError: () => undefined,
      getOutHelpWidth: () => ctx.width,
      getErrHelpWidth: () => ctx.width,
    })
    .addOption(new Option('--json', 'print the default duel as JSON').conflicts('csv'))
    .option('--csv', 'print the default duel as CSV')
    .action(async (opts: { json?: boolean; csv?: boolean }) => {
      const { compareCommand } = await import('./commands/compare.js');
      await compareCommand(ctx, opts);
    })
    .addHelpText('after', examples(['turnkeeper', 'turnkeeper list', 'turnkeeper odds nethack --b "soldier ant"', 'turnkeeper compare --ratio 2']));

  addListCommand(program, ctx);
  addTableCommand(program, ctx);
  addOddsCommand(program, ctx);
  addSimulateCommand(program, ctx);
  addCompareCommand(program, ctx);
  addCatalogCommand(program, ctx);
  addSchemaCommand(program, ctx);

  return program;
}

/** The long flags a command (or the program) accepts, for "unknown option" errors. */
function flagsOf(command: Command): string[] {
  return [...command.options.map((o) => o.long).filter((f): f is string => f !== undefined), '--help'];
}

/** A commander error as the CLI's one line: what is wrong and what is allowed. */
function commanderLine(e: CommanderError, program: Command, args: readonly string[]): string {
  const message = e.message.replace(/^error: /, '').split('\n')[0] ?? '';
  const command = program.commands.find((c) => c.name() === args[0]) ?? program;
  const where = command === program ? 'turnkeeper' : `turnkeeper ${command.name()}`;
  if (e.code === 'commander.unknownOption') {
    const flag = /'([^']+)'/.exec(message)?.[1] ?? '';
    const flags = flagsOf(command);
    const near = closest(flag.replace(/=.*$/, ''), flags);
    return `unknown option "${flag}" for ${where}${near ? ` (did you mean ${near}?)` : ''}; options: ${flags.join(', ')}`;
  }
  if (e.code === 'commander.missingArgument')
    return `${message} (${where} ${command.registeredArguments.map((a) => (a.required ? `<${a.name()}>` : `[${a.name()}]`)).join(' ')}; ids: turnkeeper list)`;
  if (e.code === 'commander.excessArguments')
    return `${message.replace(/\.$/, '')} (${where} ${command.registeredArguments.map((a) => `<${a.name()}>`).join(' ')}); quote a name with spaces: --b "soldier ant"`;
  return message;
}

/**
 * Runs the CLI on `args` (without `node` and the script) and returns the exit code: 0, 2 for bad
 * input (one line on stderr, no stack trace), 1 for an unexpected failure.
 *
 * @example
 * ```ts
 * import { processIo, runCli } from '@turnkeeper/cli';
 * const code = await runCli(['odds', 'nethack', '--b', 'soldier ant'], processIo());
 * ```
 */
export async function runCli(args: readonly string[], io: CliIo, width?: number): Promise<number> {
  const ctx = new CommandContext(io, width);
  const program = buildProgram(ctx);
  try {
    const first = args[0];
    const names = [...program.commands.map((c) => c.name()), 'help'];
    // The program itself takes no argument: a first word that is no command is a mistyped one.
    if (first !== undefined && !first.startsWith('-') && !names.includes(first))
      throw new CliError(
        notOneOf(
          'command',
          first,
          names.filter((n) => n !== 'help'),
          'commands',
        ),
      );
    await program.parseAsync([...args], { from: 'user' });
    return ctx.exitCode;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.help' || e.code === 'commander.version') return 0;
      io.err(`turnkeeper: ${commanderLine(e, program, args)}\n`);
      return 2;
    }
    const { line, exitCode } = describeError(e);
    io.err(`${line}\n`);
    if (process.env.TURNKEEPER_DEBUG) io.err(`${(e as Error).stack ?? ''}\n`);
    return exitCode;
  }
}

/** `turnkeeper list`. */
function addListCommand(program: Command, ctx: CommandContext): void {
  program
    .command('list')
    .description('list the installed rulesets: versions (default *), time units, actor kinds, game generators')
    .addOption(new Option('--json', 'print JSON').conflicts('csv'))
    .option('--csv', 'print CSV')
    .action(async (opts: ListOptions) => {
      const { listCommand } = await import('./commands/list.js');
      await listCommand(ctx, opts);
    })
    .addHelpText('after', examples(['turnkeeper list', 'turnkeeper list --json']));
}

/** `turnkeeper table`. */
function addTableCommand(program: Command, ctx: CommandContext): void {
  program
    .command('table')
    .description("a ruleset's speed table, in the game's own display (a summary of long tables; --all for every row)")
    .argument('<ruleset>', 'a ruleset id (turnkeeper list)')
    .option('--kind <kind>', 'the actor kind (default: the first with a speed table)')
    .option('--version <version>', 'the game version')
    .option('--options <json>', 'ruleset options, as a JSON object')
    .option('--all', 'every row of a long table, not a summary')
    .addOption(new Option('--json', 'print JSON (every row)').conflicts('csv'))
    .option('--csv', 'print CSV (every row)')
    .option('--svg <file>', 'also draw the speed curve to an SVG file')
    .action(async (id: string, opts: TableOptions) => {
      const { tableCommand } = await import('./commands/table.js');
      await tableCommand(ctx, id, opts);
    })
    .addHelpText(
      'after',
      examples([
        'turnkeeper table frogcomposband',
        'turnkeeper table frogcomposband --all',
        'turnkeeper table nethack --kind player --version 3.4.3',
        'turnkeeper table dcss --kind monster --csv',
        'turnkeeper table cthangband --svg speed.svg',
      ]),
    );
}

/** `turnkeeper odds`. */
function addOddsCommand(program: Command, ctx: CommandContext): void {
  program
    .command('odds')
    .description('how many times B acts between two actions of A: exact fractions and percentages, or a Monte Carlo with intervals')
    .argument('<ruleset>', 'a ruleset id (turnkeeper list)')
    .option('-b, --b <actor>', 'B: kind[:field=value,…], a JSON spec, or a catalog name')
    .option('-a, --a <actor>', 'A (default: the player at normal speed)')
    .option('--a-action <action>', "A's action: name[:field=value,…] or JSON (default: its kind's default)")
    .option('--b-action <action>', "B's action")
    .option('--version <version>', 'the game version')
    .option('--options <json>', 'ruleset options, as a JSON object')
    .option('--max-risk <p>', "the inverse: which speeds keep B's double-move odds under p (5% or 0.05)")
    .addOption(new Option('--vary <who>', "with --max-risk: vary A's speed (a), or B's speed and rank the catalog (b)").choices(['a', 'b']))
    .option('--monte-carlo', 'simulate even where an exact law exists')
    .option('--samples <n>', `Monte Carlo samples, 100 to ${MAX_SAMPLES_TEXT} (default 200,000)`)
    .option('--seed <n>', 'Monte Carlo seed (default 1)')
    .addOption(new Option('--json', 'print JSON').conflicts('csv'))
    .option('--csv', 'print CSV (the law, or the inverse table)')
    .option('--svg <file>', "draw the odds heatmap over both actors' speed tables, the asked pair outlined")
    .action(async (id: string, opts: OddsOptions) => {
      const { oddsCommand } = await import('./commands/odds.js');
      await oddsCommand(ctx, id, opts);
    })
    .addHelpText(
      'after',
      examples([
        'turnkeeper odds nethack --b "soldier ant"',
        'turnkeeper odds nethack --a player:speed=Fast --b "soldier ant" --version 3.4.3',
        'turnkeeper odds dcss --b monster:speed=15 --max-risk 10%',
        'turnkeeper odds nethack --max-risk 5% --vary b',
        'turnkeeper odds frogcomposband --b monster:speed=10 --json',
        'turnkeeper odds nethack --b jackal --svg odds.svg',
        'turnkeeper odds generic --a actor:speed=100 --b actor:speed=130 --monte-carlo --samples 1000000',
      ]),
    );
}

/** `turnkeeper simulate`. */
function addSimulateCommand(program: Command, ctx: CommandContext): void {
  program
    .command('simulate')
    .description("run a ruleset's real loop for N of the game's turns (or N actions) with a seed: per-actor statistics and a readable timeline")
    .argument('[ruleset]', 'a ruleset id (or give --file)')
    .option('--file <scenario>', 'a scenario file, JSON or YAML (JSON Schema: turnkeeper schema scenario)')
    .option('--actor <id=actor>', 'an actor: id=kind[:field=value,…] or id=catalog name (repeatable)', collect)
    .option('--turns <n>', "how many of the game's turns (its time unit: NetHack turns, DCSS 10-aut turns…; default 20)")
    .option('--actions <n>', 'how many actor turns to hand out instead')
    .option('--seed <n>', 'the seed (default 1)')
    .addOption(new Option('--generator <which>', "core's generator or the game's own").choices(['core', 'game']))
    .option('--version <version>', 'the game version')
    .option('--options <json>', 'ruleset options, as a JSON object')
    .option('--all', 'show every action, not the first 40')
    .addOption(new Option('--json', 'print JSON').conflicts('csv'))
    .option('--csv', 'print the timeline as CSV')
    .option('--svg <file>', 'draw the timeline to an SVG file')
    .action(async (id: string | undefined, opts: SimulateOptions) => {
      const { simulateCommand } = await import('./commands/simulate.js');
      await simulateCommand(ctx, id, opts);
    })
    .addHelpText(
      'after',
      examples([
        'turnkeeper simulate nethack --actor you=player --actor "ant=soldier ant" --turns 30',
        'turnkeeper simulate dcss --actor you=player --actor orc=monster:speed=10 --generator game',
        'turnkeeper simulate generic --actor a=actor:speed=100 --actions 50 --csv',
        'turnkeeper simulate --file duel.yaml --json',
      ]),
    );
}

/** `turnkeeper compare`. */
function addCompareCommand(program: Command, ctx: CommandContext): void {
  program
    .command('compare')
    .description('one duel under every installed ruleset, side by side: rates, exact double-move odds, timelines')
    .option('--ratio <r>', "the monster's speed as a multiple of yours (default 1.5)")
    .option('--actions <n>', 'turns handed out in each timeline (default 16)')
    .option('--turns <n>', 'or: each timeline runs for this many of your own turns')
    .option('--only <ids>', 'a comma-separated list of rulesets')
    .addOption(new Option('--json', 'print JSON').conflicts('csv'))
    .option('--csv', 'print CSV')
    .option('--svg <file>', 'draw the timelines to an SVG file, one panel per ruleset on a common axis (your turns)')
    .action(async (opts: CompareOptions) => {
      const { compareCommand } = await import('./commands/compare.js');
      await compareCommand(ctx, opts);
    })
    .addHelpText(
      'after',
      examples([
        'turnkeeper compare',
        'turnkeeper compare --ratio 2 --turns 12',
        'turnkeeper compare --only nethack,dcss --json',
        'turnkeeper compare --svg duel.svg',
      ]),
    );
}

/** `turnkeeper catalog`. */
function addCatalogCommand(program: Command, ctx: CommandContext): void {
  program
    .command('catalog')
    .description("the named actors of a ruleset's catalog (NetHack's monsters), usable by name")
    .argument('<ruleset>', 'a ruleset id')
    .option('--version <version>', 'the game version')
    .addOption(new Option('--json', 'print JSON').conflicts('csv'))
    .option('--csv', 'print CSV')
    .action(async (id: string, opts: CatalogOptions) => {
      const { catalogCommand } = await import('./commands/catalog.js');
      await catalogCommand(ctx, id, opts);
    })
    .addHelpText('after', examples(['turnkeeper catalog nethack --version 3.4.3', 'turnkeeper catalog nethack --csv']));
}

/** `turnkeeper schema`. */
function addSchemaCommand(program: Command, ctx: CommandContext): void {
  program
    .command('schema')
    .description("print a JSON Schema: 'scenario' (simulate's files), or one of a ruleset's")
    .argument('<what>', '"scenario" or a ruleset id')
    .option('--kind <kind>', 'the actor kind')
    .addOption(new Option('--part <part>', 'which schema').choices(['spec', 'patch', 'action', 'view', 'options']))
    .action(async (what: string, opts: { kind?: string; part?: string }) => {
      const { schemaCommand } = await import('./commands/schema.js');
      await schemaCommand(ctx, what, opts);
    })
    .addHelpText('after', examples(['turnkeeper schema scenario > scenario.schema.json', 'turnkeeper schema dcss --kind monster --part action']));
}
