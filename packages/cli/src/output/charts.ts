import { accessSync, constants, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { TopLevelSpec } from 'vega-lite';
import { CliError } from '../cli-error.js';

/**
 * Renders a Vega-Lite spec to SVG, headless (no browser, no canvas): the CLI's `--svg` plots and
 * the docs' build-time plots are declarative charts, not hand-built SVG.
 *
 * @example
 * ```ts
 * const svg = await renderSvg({ data: { values: [{ x: 1, y: 2 }] }, mark: 'line', encoding: { x: { field: 'x' }, y: { field: 'y' } } });
 * ```
 */
async function renderSvg(spec: TopLevelSpec): Promise<string> {
  // Loaded here, not at the top: vega and vega-lite are most of the CLI's start-up otherwise.
  const [vega, { compile }] = await Promise.all([import('vega'), import('vega-lite')]);
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  return svg;
}

/** Why a file cannot be written, in words, from a Node error code. */
function reason(code: string | undefined): string {
  switch (code) {
    case 'ENOENT':
      return 'its folder does not exist';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a folder';
    case 'ENOTDIR':
      return 'a part of its path is a file, not a folder';
    case 'EROFS':
      return 'the file system is read-only';
    default:
      return code ?? 'it cannot be written';
  }
}

/**
 * Checks that `--svg FILE` can be written (its folder exists and is writable, it is not a folder)
 * before any work is done; a one-line error otherwise.
 *
 * @example
 * ```ts
 * checkWritable('plots/odds.svg', process.cwd());
 * ```
 */
export function checkWritable(file: string, cwd: string): void {
  const path = resolve(cwd, file);
  let code: string | undefined;
  try {
    if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) code = 'EISDIR';
    else {
      const dir = dirname(path);
      if (!statSync(dir).isDirectory()) code = 'ENOTDIR';
      else accessSync(dir, constants.W_OK);
    }
  } catch (e) {
    code = (e as NodeJS.ErrnoException).code;
  }
  if (code !== undefined) throw new CliError(`--svg: cannot write "${file}": ${reason(code)}; give a file in an existing, writable folder`);
}

/**
 * Renders a spec and writes it to `file` (relative to `cwd`); a one-line error if it cannot.
 *
 * @example
 * ```ts
 * await writeSvg('speed.svg', spec, process.cwd());
 * ```
 */
export async function writeSvg(file: string, spec: TopLevelSpec, cwd: string = process.cwd()): Promise<void> {
  const svg = await renderSvg(spec);
  try {
    writeFileSync(resolve(cwd, file), svg);
  } catch (e) {
    throw new CliError(`--svg: cannot write "${file}": ${reason((e as NodeJS.ErrnoException).code)}`);
  }
}

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';

/**
 * A line chart of a speed table: speed against actions per game turn.
 *
 * @example
 * ```ts
 * speedCurve('NetHack monsters', [{ speed: 12, actionsPerTurn: 1, display: '12' }], 'mmove', 'actions per turn');
 * ```
 */
export function speedCurve(
  title: string,
  rows: readonly { readonly speed: number | string; readonly actionsPerTurn: number; readonly display: string }[],
  speedTitle: string,
  rateTitle: string,
): TopLevelSpec {
  const numeric = rows.every((r) => typeof r.speed === 'number');
  return {
    $schema: SCHEMA,
    title,
    width: 480,
    height: 280,
    data: { values: rows.map((r, i) => ({ ...r, order: i })) },
    // Named speeds are categories: points, no line drawn across them.
    mark: numeric ? { type: 'line', point: true } : { type: 'point', filled: true },
    encoding: {
      x: numeric
        ? { field: 'speed', type: 'quantitative', title: speedTitle }
        : { field: 'display', type: 'ordinal', sort: { field: 'order' }, title: speedTitle, axis: { labelLimit: 0, labelAngle: -40 } },
      y: { field: 'actionsPerTurn', type: 'quantitative', title: rateTitle },
      tooltip: [{ field: 'display' }, { field: 'actionsPerTurn' }],
    },
  };
}

/**
 * One cell of an odds heatmap: A's and B's labels, their order on the axes, P(K ≥ 2), and whether
 * it is the pair that was asked about.
 *
 * @example
 * ```ts
 * const cell: HeatCell = { a: 'normal (12)', b: 'soldier ant', aOrder: 0, bOrder: 4, p: 0.33, asked: true };
 * ```
 */
export interface HeatCell {
  readonly a: string;
  readonly b: string;
  readonly aOrder: number;
  readonly bOrder: number;
  readonly p: number;
  readonly asked: boolean;
}

/**
 * A heatmap of double-move odds: rows of A's speed, columns of B's, colour and printed value
 * P(K ≥ 2), full labels, the asked pair outlined.
 *
 * @example
 * ```ts
 * oddsHeatmap('P(B acts twice between two A actions)', cells, 'your speed', 'monster speed');
 * ```
 */
export function oddsHeatmap(title: string | readonly string[], cells: readonly HeatCell[], aTitle: string, bTitle: string): TopLevelSpec {
  const values = cells.map((c) => ({ ...c, label: c.p === 0 ? '0' : c.p === 1 ? '100%' : `${(c.p * 100).toFixed(c.p < 0.1 ? 1 : 0)}%` }));
  const x = { field: 'b', type: 'ordinal' as const, sort: { field: 'bOrder' }, title: bTitle, axis: { labelLimit: 0, labelAngle: -40 } };
  const y = { field: 'a', type: 'ordinal' as const, sort: { field: 'aOrder' }, title: aTitle, axis: { labelLimit: 0 } };
  return {
    $schema: SCHEMA,
    title: { text: title as string | string[], anchor: 'start' },
    data: { values },
    width: { step: 44 },
    height: { step: 24 },
    encoding: { x, y },
    layer: [
      {
        mark: 'rect',
        encoding: {
          color: { field: 'p', type: 'quantitative', title: 'P(K ≥ 2)', scale: { domain: [0, 1], scheme: 'orangered' }, legend: { format: '.0%' } },
          tooltip: [
            { field: 'a', title: aTitle },
            { field: 'b', title: bTitle },
            { field: 'p', format: '.2%', title: 'P(K ≥ 2)' },
          ],
        },
      },
      {
        mark: { type: 'text', fontSize: 9 },
        encoding: { text: { field: 'label' }, color: { condition: { test: 'datum.p > 0.55', value: 'white' }, value: 'black' } },
      },
      { transform: [{ filter: 'datum.asked' }], mark: { type: 'rect', fill: null, stroke: 'black', strokeWidth: 2.5 } },
    ],
  };
}

/**
 * A timeline: one row per actor (lane), a tick at each time it acts; with `facet`, one panel per
 * group (a ruleset), sharing the time axis.
 *
 * @example
 * ```ts
 * timeline('Duel', [{ lane: 'you', time: 1 }], 'game turns');
 * ```
 */
export function timeline(
  title: string | readonly string[],
  events: readonly { readonly lane: string; readonly time: number; readonly group?: string }[],
  timeTitle: string,
): TopLevelSpec {
  const faceted = events.some((e) => e.group !== undefined);
  const base = {
    mark: { type: 'tick' as const, thickness: 2 },
    encoding: {
      x: { field: 'time', type: 'quantitative' as const, title: timeTitle },
      y: { field: 'lane', type: 'nominal' as const, title: null, axis: { labelLimit: 0 } },
      color: { field: 'lane', type: 'nominal' as const, legend: null },
    },
  };
  if (!faceted) return { $schema: SCHEMA, title: { text: title as string | string[], anchor: 'start' }, width: 560, data: { values: [...events] }, ...base };
  return {
    $schema: SCHEMA,
    title: { text: title as string | string[], anchor: 'start' },
    data: { values: [...events] },
    facet: { row: { field: 'group', type: 'nominal', title: null, header: { labelAngle: 0, labelAlign: 'left', labelFontWeight: 'bold' } } },
    spec: { width: 560, height: 50, ...base },
    resolve: { scale: { y: 'independent' } },
  };
}
