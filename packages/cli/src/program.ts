import { Command, CommanderError, Option } from 'commander';
import { catalogCommand } from './commands/catalog.js';
import { compareCommand } from './commands/compare.js';
import { listCommand } from './commands/list.js';
import { oddsCommand } from './commands/odds.js';
import { schemaCommand } from './commands/schema.js';
import { simulateCommand } from './commands/simulate.js';
import { tableCommand } from './commands/table.js';
import { describeError } from './cli-error.js';
import { CommandContext } from './context.js';
import type { CliIo } from './io.js';

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

function examples(lines: readonly string[]): string {
  return `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`;
}

/**
 * Builds the `turnkeeper` command (commander): `list`, `table`, `odds`, `simulate`, `compare`,
 * `catalog`, `schema`, and, with no command, the embedded default duel. Every command works on
 * any installed ruleset through the ruleset contract alone.
 *
 * @example
 * ```ts
 * const program = buildProgram(new CommandContext(processIo()));
 * await program.parseAsync(['node', 'turnkeeper', 'list']);
 * ```
 */
export function buildProgram(ctx: CommandContext): Command {
  const program = new Command('turnkeeper')
    .description('Roguelike time, done right: speed tables, exact double-move odds, simulations and side-by-side comparisons for every installed Turnkeeper ruleset.')
    .enablePositionalOptions()
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({ writeOut: (s) => { ctx.io.out(s); }, writeErr: (s) => { ctx.io.err(s); }, outputError: () => undefined })
    .option('--json', 'print the default duel as JSON')
    .action(async (opts: { json?: boolean }) => {
      await compareCommand(ctx, { json: opts.json });
    })
    .addHelpText('after', examples(['turnkeeper', 'turnkeeper list', 'turnkeeper odds nethack --b "soldier ant"', 'turnkeeper compare --ratio 2']));

  program
    .command('list')
    .description('list the installed rulesets: versions (default *), time units, actor kinds, game generators')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      await listCommand(ctx, opts);
    })
    .addHelpText('after', examples(['turnkeeper list', 'turnkeeper list --json']));

  program
    .command('table')
    .description("a ruleset's speed table, in the game's own display")
    .argument('<ruleset>', 'a ruleset id (turnkeeper list)')
    .option('--kind <kind>', 'the actor kind (default: the first with a speed table)')
    .option('--version <version>', 'the game version')
    .option('--options <json>', 'ruleset options, as a JSON object')
    .addOption(new Option('--json', 'print JSON').conflicts('csv'))
    .option('--csv', 'print CSV')
    .option('--svg <file>', 'also draw the speed curve to an SVG file')
    .action(async (id: string, opts: Parameters<typeof tableCommand>[2]) => {
      await tableCommand(ctx, id, opts);
    })
    .addHelpText('after', examples(['turnkeeper table frogcomposband', 'turnkeeper table nethack --kind player --version 3.4.3', 'turnkeeper table dcss --kind monster --csv', 'turnkeeper table cthangband --svg speed.svg']));

  program
    .command('odds')
    .description('how many times B acts between two actions of A: exact fractions and percentages, or a Monte Carlo with intervals')
    .argument('<ruleset>', 'a ruleset id (turnkeeper list)')
    .requiredOption('-b, --b <actor>', 'B: kind[:field=value,…], a JSON spec, or a catalog name')
    .option('-a, --a <actor>', 'A (default: the player at normal speed)')
    .option('--a-action <action>', "A's action: name[:field=value,…] or JSON (default: its kind's default)")
    .option('--b-action <action>', "B's action")
    .option('--version <version>', 'the game version')
    .option('--options <json>', 'ruleset options, as a JSON object')
    .option('--max-risk <p>', "the inverse: which of A's speeds keeps B's double-move odds under p (5% or 0.05)")
    .option('--monte-carlo', 'simulate even where an exact law exists')
    .option('--samples <n>', 'Monte Carlo samples (default 200000)')
    .option('--seed <n>', 'Monte Carlo seed (default 1)')
    .option('--json', 'print JSON')
    .option('--svg <file>', "draw the odds heatmap over both actors' speed tables")
    .action(async (id: string, opts: Parameters<typeof oddsCommand>[2]) => {
      await oddsCommand(ctx, id, opts);
    })
    .addHelpText(
      'after',
      examples([
        'turnkeeper odds nethack --b "soldier ant"',
        'turnkeeper odds nethack --a player:speed=Fast --b "soldier ant" --version 3.4.3',
        'turnkeeper odds dcss --b monster:speed=15 --max-risk 10%',
        'turnkeeper odds frogcomposband --b monster:speed=10 --json',
        'turnkeeper odds generic --a actor:speed=100 --b actor:speed=130 --monte-carlo --samples 1000000',
      ]),
    );

  program
    .command('simulate')
    .description('run a ruleset for N turns with a seed: a readable timeline and per-actor statistics')
    .argument('[ruleset]', 'a ruleset id (or give --file)')
    .option('--file <scenario>', 'a scenario file, JSON or YAML (JSON Schema: turnkeeper schema scenario)')
    .option('--actor <id=actor>', 'an actor: id=kind[:field=value,…] or id=catalog name (repeatable)', collect)
    .option('--turns <n>', 'how many turns (default 100)')
    .option('--seed <n>', 'the seed (default 1)')
    .addOption(new Option('--generator <which>', "core's generator or the game's own").choices(['core', 'game']))
    .option('--version <version>', 'the game version')
    .option('--options <json>', 'ruleset options, as a JSON object')
    .option('--all', 'show every turn, not the first 40')
    .option('--json', 'print JSON')
    .option('--svg <file>', 'draw the timeline to an SVG file')
    .action(async (id: string | undefined, opts: Parameters<typeof simulateCommand>[2]) => {
      await simulateCommand(ctx, id, opts);
    })
    .addHelpText(
      'after',
      examples([
        'turnkeeper simulate nethack --actor you=player --actor "ant=soldier ant" --turns 30',
        'turnkeeper simulate dcss --actor you=player --actor orc=monster:speed=10 --generator game --seed 7',
        'turnkeeper simulate --file duel.yaml --json',
      ]),
    );

  program
    .command('compare')
    .description('one duel under every installed ruleset, side by side: rates, exact double-move odds, timelines')
    .option('--ratio <r>', "the monster's speed as a multiple of yours (default 1.5)")
    .option('--turns <n>', 'turns of each timeline (default 16)')
    .option('--only <ids>', 'a comma-separated list of rulesets')
    .option('--json', 'print JSON')
    .option('--svg <file>', 'draw the timelines to an SVG file')
    .action(async (opts: Parameters<typeof compareCommand>[1]) => {
      await compareCommand(ctx, opts);
    })
    .addHelpText('after', examples(['turnkeeper compare', 'turnkeeper compare --ratio 2 --turns 30', 'turnkeeper compare --only nethack,dcss --json']));

  program
    .command('catalog')
    .description("the named actors of a ruleset's catalog (NetHack's monsters), usable by name")
    .argument('<ruleset>', 'a ruleset id')
    .option('--version <version>', 'the game version')
    .option('--json', 'print JSON')
    .action(async (id: string, opts: { version?: string; json?: boolean }) => {
      await catalogCommand(ctx, id, opts);
    })
    .addHelpText('after', examples(['turnkeeper catalog nethack --version 3.4.3']));

  program
    .command('schema')
    .description("print a JSON Schema: 'scenario' (simulate's files), or one of a ruleset's")
    .argument('<what>', '"scenario" or a ruleset id')
    .option('--kind <kind>', 'the actor kind')
    .addOption(new Option('--part <part>', 'which schema').choices(['spec', 'patch', 'action', 'view', 'options']))
    .action(async (what: string, opts: { kind?: string; part?: string }) => {
      await schemaCommand(ctx, what, opts);
    })
    .addHelpText('after', examples(['turnkeeper schema scenario > scenario.schema.json', 'turnkeeper schema dcss --kind monster --part action']));

  return program;
}

/**
 * Runs the CLI on `args` (without `node` and the script) and returns the exit code: 0, 2 for bad
 * input (one line on stderr, no stack trace), 1 for an unexpected failure.
 *
 * @example
 * ```ts
 * const code = await runCli(['odds', 'nethack', '--b', 'soldier ant'], processIo());
 * ```
 */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const ctx = new CommandContext(io);
  const program = buildProgram(ctx);
  try {
    await program.parseAsync([...args], { from: 'user' });
    return ctx.exitCode;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.help' || e.code === 'commander.version') return 0;
      io.err(`turnkeeper: ${e.message.replace(/^error: /, '').split('\n')[0] ?? ''}\n`);
      return 2;
    }
    const { line, exitCode } = describeError(e);
    io.err(`${line}\n`);
    if (process.env.TURNKEEPER_DEBUG) io.err(`${(e as Error).stack ?? ''}\n`);
    return exitCode;
  }
}
