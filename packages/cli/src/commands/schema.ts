import { CliError } from '../cli-error.js';
import type { CommandContext } from '../context.js';
import { scenarioJsonSchema } from '../scenario.js';

/**
 * `turnkeeper schema scenario` prints the scenario file's JSON Schema; `turnkeeper schema <ruleset>
 * [--kind k] [--part spec|patch|action|view|options]` prints one of a ruleset's schemas.
 *
 * @example
 * ```ts
 * await schemaCommand(ctx, 'scenario', {});
 * ```
 */
export async function schemaCommand(ctx: CommandContext, what: string, opts: { kind?: string; part?: string }): Promise<void> {
  if (what === 'scenario') {
    ctx.io.out(JSON.stringify(scenarioJsonSchema(), null, 2) + '\n');
    return;
  }
  const { ruleset } = await ctx.installed(what);
  const part = opts.part ?? 'spec';
  const kind = opts.kind;
  const needKind = (): string => {
    if (kind === undefined) throw new CliError(`--part ${part} needs --kind (${ruleset.kinds.map((k) => k.name).join(', ')})`);
    if (!ruleset.kinds.some((k) => k.name === kind)) throw new CliError(`unknown actor kind "${kind}" of ${ruleset.id}; kinds: ${ruleset.kinds.map((k) => k.name).join(', ')}`);
    return kind;
  };
  let schema: Record<string, unknown>;
  switch (part) {
    case 'spec':
      schema = kind === undefined ? ruleset.specJsonSchema() : ruleset.specJsonSchema(needKind());
      break;
    case 'patch':
      schema = ruleset.patchJsonSchema(needKind());
      break;
    case 'action':
      schema = ruleset.actionJsonSchema(needKind());
      break;
    case 'view':
      schema = ruleset.viewJsonSchema(needKind());
      break;
    case 'options':
      schema = ruleset.optionsJsonSchema();
      break;
    default:
      throw new CliError(`--part: "${part}" is not one of spec, patch, action, view, options`);
  }
  ctx.io.out(JSON.stringify(schema, null, 2) + '\n');
}
