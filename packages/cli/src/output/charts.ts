import { writeFileSync } from 'node:fs';
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

/**
 * Renders a Vega-Lite spec to SVG, headless (no browser, no canvas): the CLI's `--svg` plots and
 * the docs' build-time plots are declarative charts, not hand-built SVG.
 *
 * @example
 * ```ts
 * const svg = await renderSvg({ data: { values: [{ x: 1, y: 2 }] }, mark: 'line', encoding: { x: { field: 'x' }, y: { field: 'y' } } });
 * ```
 */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  return svg;
}

/**
 * Renders a spec and writes it to `file`.
 *
 * @example
 * ```ts
 * await writeSvg('speed.svg', spec);
 * ```
 */
export async function writeSvg(file: string, spec: TopLevelSpec): Promise<void> {
  writeFileSync(file, await renderSvg(spec));
}

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
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title,
    width: 480,
    height: 280,
    data: { values: rows.map((r, i) => ({ ...r, order: i })) },
    mark: { type: 'line', point: true },
    encoding: {
      x: numeric ? { field: 'speed', type: 'quantitative', title: speedTitle } : { field: 'display', type: 'ordinal', sort: { field: 'order' }, title: speedTitle },
      y: { field: 'actionsPerTurn', type: 'quantitative', title: rateTitle },
      tooltip: [{ field: 'display' }, { field: 'actionsPerTurn' }],
    },
  };
}

/**
 * A heatmap of double-move odds: rows of A's speed, columns of B's, colour P(K ≥ 2).
 *
 * @example
 * ```ts
 * oddsHeatmap('P(B acts twice between two A actions)', [{ a: 'normal', b: '15', p: 0.25 }], 'your speed', 'monster speed');
 * ```
 */
export function oddsHeatmap(
  title: string,
  cells: readonly { readonly a: string; readonly b: string; readonly p: number; readonly aOrder: number; readonly bOrder: number }[],
  aTitle: string,
  bTitle: string,
): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title,
    data: { values: [...cells] },
    mark: 'rect',
    width: { step: 28 },
    height: { step: 22 },
    encoding: {
      x: { field: 'b', type: 'ordinal', sort: { field: 'bOrder' }, title: bTitle },
      y: { field: 'a', type: 'ordinal', sort: { field: 'aOrder' }, title: aTitle },
      color: { field: 'p', type: 'quantitative', title: 'P(K ≥ 2)', scale: { domain: [0, 1], scheme: 'orangered' } },
      tooltip: [{ field: 'a' }, { field: 'b' }, { field: 'p', format: '.2%' }],
    },
  };
}

/**
 * A timeline: one row per actor (or per ruleset and actor), a tick at each time it acts.
 *
 * @example
 * ```ts
 * timeline('Duel', [{ lane: 'nethack: you', time: 1 }], 'turn');
 * ```
 */
export function timeline(title: string, events: readonly { readonly lane: string; readonly time: number; readonly order?: number }[], timeTitle: string): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title,
    width: 560,
    data: { values: [...events] },
    mark: { type: 'tick', thickness: 2 },
    encoding: {
      x: { field: 'time', type: 'quantitative', title: timeTitle },
      y: { field: 'lane', type: 'nominal', title: null },
    },
  };
}
