import { CliError, notOneOf } from '../cli-error.js';
import type { CommandContext } from '../context.js';
import { schemaOf, type SchemaPart } from '../contract.js';

const PARTS: readonly SchemaPart[] = ['spec', 'patch', 'action', 'view', 'options'];

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
    const { scenarioJsonSchema } = await import('../scenario.js');
    ctx.io.out(JSON.stringify(scenarioJsonSchema(), null, 2) + '\n');
    return;
  }
  const { ruleset } = await ctx.installed(what);
  const part = (opts.part ?? 'spec') as SchemaPart;
  if (!PARTS.includes(part)) throw new CliError(`--part: ${notOneOf('part', part, PARTS)}`);
  const kinds = ruleset.kindList.map((k) => k.name);
  if (opts.kind !== undefined && !kinds.includes(opts.kind))
    throw new CliError(`--kind: ${notOneOf('actor kind', opts.kind, kinds, 'kinds', `of ${ruleset.id}`)}`);
  if (opts.kind === undefined && part !== 'spec' && part !== 'options') throw new CliError(`--part ${part} needs --kind (${kinds.join(', ')})`);
  ctx.io.out(JSON.stringify(schemaOf(ruleset, part, opts.kind), null, 2) + '\n');
}
