import type { SpeedRow, SpeedTable } from '@turnkeeper/core/analysis';
import { parseOptionsFlag, pickVersion } from '../actors.js';
import { CliError, notOneOf } from '../cli-error.js';
import type { CommandContext } from '../context.js';
import { csv } from '../output/csv.js';
import { speedCurve, writeSvg } from '../output/charts.js';
import { fraction, number, quantityJson, titled } from '../output/format.js';
import { prose, table } from '../output/layout.js';
import type { OutputFlags, RulesetFlags } from './output-flags.js';

/**
 * Options of `turnkeeper table`.
 *
 * @example
 * ```ts
 * const o: TableOptions = { kind: 'monster', version: '3.4.3', csv: true };
 * ```
 */
export interface TableOptions extends RulesetFlags, OutputFlags {
  readonly kind?: string;
}

/** Tables longer than this print a summary unless `--all` is given. */
const SUMMARY_THRESHOLD = 30;

/**
 * The rows a summary of a long speed table shows: both ends, the normal speed, and every row whose
 * speed is a multiple of the smallest round step (1, 2, 5, 10, 20, 50, …) that keeps it to about
 * 20 rows; for a table of named speeds, evenly spread rows. Returns the indices and what was kept.
 *
 * @example
 * ```ts
 * summaryRows(frogTable).note; // 'every 10th speed, the normal speed and both ends'
 * ```
 */
function summaryRows(t: SpeedTable, target = 20): { indices: number[]; note: string } {
  const rows = t.rows;
  const keep = new Set<number>([0, rows.length - 1]);
  const normal = rows.findIndex((r) => r.speed === t.normal);
  if (normal >= 0) keep.add(normal);
  let note: string;
  if (rows.every((r) => typeof r.speed === 'number')) {
    const steps = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000];
    const step = steps.find((s) => rows.filter((r) => (r.speed as number) % s === 0).length <= target) ?? 1000;
    rows.forEach((r, i) => {
      if ((r.speed as number) % step === 0) keep.add(i);
    });
    note = `every speed divisible by ${step}${normal >= 0 ? ', the normal speed' : ''} and both ends`;
  } else {
    for (let i = 0; i < target; i++) keep.add(Math.round((i * (rows.length - 1)) / (target - 1)));
    note = `evenly spread rows${normal >= 0 ? ', the normal speed' : ''} and both ends`;
  }
  return { indices: [...keep].sort((a, b) => a - b), note };
}

/** A column of quantities that is the same on every row says it once, under the table. */
function allSame(rows: readonly SpeedRow[], pick: (r: SpeedRow) => string): string | undefined {
  const first = rows[0] ? pick(rows[0]) : undefined;
  return rows.every((r) => pick(r) === first) ? first : undefined;
}

/**
 * `turnkeeper table <ruleset>`: the speed table of one actor kind in the game's own display. A
 * table of more than 30 rows prints a summary (`--all`: every row); `--csv` and `--json` always
 * give every row.
 *
 * @example
 * ```ts
 * await tableCommand(ctx, 'frogcomposband', { csv: true });
 * ```
 */
export async function tableCommand(ctx: CommandContext, id: string, opts: TableOptions): Promise<void> {
  const { ruleset, analysis } = await ctx.installed(id);
  const version = pickVersion(ruleset, opts.version);
  const kinds = ruleset.kindList.map((k) => k.name);
  if (opts.kind !== undefined && !kinds.includes(opts.kind))
    throw new CliError(`--kind: ${notOneOf('actor kind', opts.kind, kinds, 'kinds', `of ${ruleset.id}`)}`);
  const t = analysis.speedTable({ kind: opts.kind, version, options: parseOptionsFlag(opts.options) });
  const turn = ruleset.meta.units.turn.name;
  if (opts.svg) {
    await writeSvg(
      opts.svg,
      speedCurve(
        `${titled(ruleset, version)}: ${t.kind} speed (${t.field}) against actions per ${turn}`,
        t.rows.map((r) => ({ speed: r.speed, actionsPerTurn: r.actionsPerTurn.value, display: r.display })),
        t.field,
        `actions per ${turn}`,
      ),
    );
  }
  if (opts.json) {
    ctx.io.out(
      JSON.stringify(
        {
          ...t,
          rows: t.rows.map((r) => ({
            speed: r.speed,
            spec: r.spec,
            gain: quantityJson(r.gain),
            ...(r.cost ? { cost: quantityJson(r.cost) } : {}),
            actionsPerTurn: quantityJson(r.actionsPerTurn),
            display: r.display,
          })),
        },
        null,
        2,
      ) + '\n',
    );
    return;
  }
  const hasCost = t.rows.some((r) => r.cost !== undefined);
  if (opts.csv) {
    const head = [t.field, t.gainUnit, ...(hasCost ? ['cost'] : []), `actions per ${turn}`, 'display', 'gain (decimal)', `actions per ${turn} (decimal)`];
    ctx.io.out(
      csv(
        head,
        t.rows.map((r) => [
          String(r.speed),
          fraction(r.gain),
          ...(hasCost ? [r.cost ? fraction(r.cost) : ''] : []),
          fraction(r.actionsPerTurn),
          r.display,
          number(r.gain.value),
          number(r.actionsPerTurn.value),
        ]),
      ),
    );
    return;
  }
  // A gain that is the same at every speed (Cthangband: speed sets the cost) is a note, not a column.
  const sameGain = allSame(t.rows, (r) => fraction(r.gain));
  const gainHead = t.gainUnit.length <= 24 ? t.gainUnit : 'gain';
  const shown = opts.all || t.rows.length <= SUMMARY_THRESHOLD ? { indices: t.rows.map((_, i) => i), note: '' } : summaryRows(t);
  const head = [t.field, ...(sameGain === undefined ? [gainHead] : []), ...(hasCost ? ['cost'] : []), `actions per ${turn}`, 'display'];
  const rows = shown.indices.map((i) => {
    const r = t.rows[i] as SpeedRow;
    const mark = r.speed === t.normal ? ' (normal)' : '';
    return [
      `${String(r.speed)}${mark}`,
      ...(sameGain === undefined ? [fraction(r.gain)] : []),
      ...(hasCost ? [r.cost ? fraction(r.cost) : '—'] : []),
      fraction(r.actionsPerTurn),
      r.display,
    ];
  });
  const notes: string[] = [];
  if (sameGain !== undefined) notes.push(t.gainUnit.length <= 24 ? `${t.gainUnit}: ${sameGain} at every speed` : `gain: ${t.gainUnit}`);
  else if (gainHead !== t.gainUnit) notes.push(`gain: ${t.gainUnit}`);
  notes.push(`display: ${t.displayName}`);
  if (shown.note) notes.push(`${shown.indices.length} of ${t.rows.length} rows shown (${shown.note}); --all shows every row, --csv and --json give them all`);
  if (opts.svg) notes.push(`wrote ${opts.svg}`);
  const out = [
    prose(`${titled(ruleset, version)}: ${t.kind} speed table`, ctx.width),
    table(head, rows, { width: ctx.width }),
    ...notes.map((n) => prose(n, ctx.width)),
  ];
  ctx.io.out(out.join('\n') + '\n');
}
