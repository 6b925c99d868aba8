// The docs' plots: Vega-Lite specs rendered to SVG headless with vega's SVG renderer (no browser,
// no canvas), at build time, from the real packages' answers.
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { OddsCell, TimelineEvent } from './contract.js';

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';

/**
 * Renders a Vega-Lite spec to an SVG string.
 *
 * @example
 * ```ts
 * const svg = await renderSvg(speedCurveSpec('NetHack monsters', rows, 'speed', 'actions per turn'));
 * ```
 */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/**
 * One point of a speed curve: the speed (its table value), the actions per game turn it gives,
 * the game's display, and which table (actor kind, or version) it belongs to.
 *
 * @example
 * ```ts
 * const p: SpeedPoint = { speed: 10, actionsPerTurn: 2, display: '+10 (2.0x)', series: 'monster', order: 60 };
 * ```
 */
export interface SpeedPoint {
  readonly speed: number | string;
  readonly actionsPerTurn: number;
  readonly display: string;
  readonly series: string;
  readonly order: number;
}

/**
 * A speed curve: actions per game turn against speed, one line per series. Numeric speeds get a
 * quantitative axis, named ones (NetHack's "Fast") an ordinal one in table order.
 *
 * @example
 * ```ts
 * speedCurveSpec('FrogComposband', points, 'speed', 'actions per game turn');
 * ```
 */
export function speedCurveSpec(title: string, points: readonly SpeedPoint[], speedTitle: string, rateTitle: string): TopLevelSpec {
  const numeric = points.every((p) => typeof p.speed === 'number');
  return {
    $schema: SCHEMA,
    title,
    width: 520,
    height: 260,
    data: { values: points.map((p) => ({ ...p, speedLabel: String(p.speed) })) },
    // Named speeds are categories with no order between them: points only, no line across them.
    mark: numeric ? { type: 'line', point: { size: 12 } } : { type: 'point', filled: true, size: 60 },
    encoding: {
      x: numeric
        ? { field: 'speed', type: 'quantitative', title: speedTitle }
        : { field: 'speedLabel', type: 'ordinal', sort: { field: 'order' }, title: speedTitle, axis: { labelAngle: -30, labelLimit: 160 } },
      y: { field: 'actionsPerTurn', type: 'quantitative', title: rateTitle },
      color: { field: 'series', type: 'nominal', title: null, legend: { orient: 'top', labelLimit: 480 } },
      tooltip: [{ field: 'series' }, { field: 'display' }, { field: 'actionsPerTurn', format: '.3f' }],
    },
  };
}

/**
 * A duel's timeline: one lane per actor, a tick each time it acts, over the ruleset's time unit.
 *
 * @example
 * ```ts
 * timelineSpec('NetHack 3.6.7: you against a speed-18 monster', events, 'turn');
 * ```
 */
export function timelineSpec(title: string, events: readonly TimelineEvent[], timeTitle: string): TopLevelSpec {
  return {
    $schema: SCHEMA,
    title,
    width: 560,
    height: 90,
    data: { values: events.map((e) => ({ ...e })) },
    mark: { type: 'tick', thickness: 2, size: 26 },
    encoding: {
      x: { field: 'at', type: 'quantitative', title: timeTitle },
      y: { field: 'lane', type: 'nominal', title: null, sort: { field: 'actor' }, axis: { labelLimit: 260 } },
      color: { field: 'lane', type: 'nominal', legend: null },
      tooltip: [{ field: 'lane' }, { field: 'time', title: timeTitle }, { field: 'order', title: 'turn #' }],
    },
  };
}

/**
 * A heatmap of double-move odds: rows of A's speed, columns of B's, colour P(K ≥ 2), each cell
 * labelled with its percentage.
 *
 * @example
 * ```ts
 * oddsHeatmapSpec('P(the monster acts twice between two of your actions)', cells, 'your speed', 'monster speed');
 * ```
 */
export function oddsHeatmapSpec(title: string, cells: readonly OddsCell[], aTitle: string, bTitle: string): TopLevelSpec {
  return {
    $schema: SCHEMA,
    title,
    data: { values: cells.map((c) => ({ ...c, label: `${Math.round(c.p * 100)}${c.exact ? '' : '~'}` })) },
    width: { step: 46 },
    height: { step: 30 },
    encoding: {
      x: { field: 'b', type: 'ordinal', sort: { field: 'bOrder' }, title: bTitle, axis: { labelAngle: 0 } },
      y: { field: 'a', type: 'ordinal', sort: { field: 'aOrder' }, title: aTitle },
    },
    layer: [
      {
        mark: 'rect',
        encoding: {
          color: { field: 'p', type: 'quantitative', title: 'P(K ≥ 2)', scale: { domain: [0, 1], scheme: 'orangered' } },
          tooltip: [{ field: 'a' }, { field: 'b' }, { field: 'p', format: '.2%' }, { field: 'exact' }],
        },
      },
      {
        mark: { type: 'text', fontSize: 10 },
        encoding: {
          text: { field: 'label' },
          color: { condition: { test: 'datum.p > 0.6', value: 'white' }, value: 'black' },
        },
      },
    ],
  };
}
