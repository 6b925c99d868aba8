// The plots of every ruleset guide, computed from the real packages through the ruleset contract:
// the speed curves of `analysis.speedTable`, a duel's timeline from a real loop, and the
// double-move odds of `analysis.between` over a grid of speeds.
import type { AnyAnalysis } from '@turnkeeper/core';
import type { TopLevelSpec } from 'vega-lite';
import { defaultDuel, duelKinds, duelTimeline, kindLabel, oddsGrid, speedTableOf, titled } from './contract.js';
import { oddsHeatmapSpec, speedCurveSpec, timelineSpec, type SpeedPoint } from './plots.js';

/**
 * One plot of the site: its name (`<ruleset>/<plot>`, what a guide's `<!-- plot: … -->` names),
 * a caption, and the Vega-Lite spec to render.
 *
 * @example
 * ```ts
 * const job: PlotJob = { name: 'nethack/speed-monster', caption: '…', spec };
 * ```
 */
export interface PlotJob {
  readonly name: string;
  readonly caption: string;
  readonly spec: TopLevelSpec;
}

/**
 * The speed ranges each heatmap covers (numeric tables), so that the grid shows where the odds
 * change; rulesets not listed use their whole tables.
 */
const ODDS_RANGES: Readonly<Record<string, { aRange?: [number, number]; bRange?: [number, number]; aRows?: number; bRows?: number }>> = {
  nethack: { bRange: [6, 30], bRows: 9 },
  dcss: { aRows: 6, bRange: [5, 30], bRows: 8 },
  frogcomposband: { aRange: [-10, 30], aRows: 5, bRange: [-10, 30], bRows: 9 },
  cthangband: { aRange: [-10, 20], aRows: 4, bRange: [-10, 30], bRows: 7 },
  angband: { aRange: [-10, 30], aRows: 5, bRange: [-10, 40], bRows: 9 },
  generic: { aRange: [50, 300], aRows: 5, bRange: [50, 400], bRows: 8 },
};

/**
 * Every plot of a ruleset, for its default version: one speed curve per actor kind that has a
 * speed table, the timeline of its standard duel (you against a monster about 1.5× as fast, 30
 * turns of a real loop with seed 7), and the double-move odds heatmap.
 *
 * @example
 * ```ts
 * const jobs = plotJobs(nethackAnalysis); // nethack/speed-player, nethack/speed-monster, nethack/timeline, nethack/odds
 * ```
 */
export function plotJobs(analysis: AnyAnalysis): PlotJob[] {
  const { ruleset } = analysis;
  const version = ruleset.meta.defaultVersion;
  const jobs: PlotJob[] = [];
  const turnUnit = ruleset.meta.units.turn.name;
  for (const kind of ruleset.kindList) {
    const table = speedTableOf(analysis, kind.name, version);
    if (!table) continue;
    const points: SpeedPoint[] = table.rows.map((row, order) => ({
      speed: row.speed,
      actionsPerTurn: row.actionsPerTurn.value,
      display: row.display,
      series: `${kind.label}: ${table.gainUnit}`,
      order,
    }));
    jobs.push({
      name: `${ruleset.id}/speed-${kind.name}`,
      caption: `${titled(ruleset, version)}: actions per ${turnUnit} of a ${kind.label} at each ${table.field} of its speed table (analysis.speedTable({ kind: '${kind.name}' })); the game shows them as ${table.displayName}.`,
      spec: speedCurveSpec(`${titled(ruleset, version)}: ${kind.label} speed`, points, table.field, `actions per ${turnUnit}`),
    });
  }

  const { a, b } = defaultDuel(analysis, version);
  const kinds = duelKinds(ruleset);
  const labelA = `${kindLabel(ruleset, kinds.a)} (${String(a.speed ?? '')})`;
  const labelB = `${kindLabel(ruleset, kinds.b)} (${String(b.speed ?? '')})`;
  const events = duelTimeline(ruleset, version, a, b, { seed: 7, turns: 30, laneA: labelA, laneB: labelB });
  jobs.push({
    name: `${ruleset.id}/timeline`,
    caption: `30 turns of a real ${ruleset.id} loop (seed 7): ${a.label} against ${b.label}, each taking its kind's default action; time in ${ruleset.meta.units.time.plural} (actions that share one are drawn side by side, in the order they were handed out).`,
    spec: timelineSpec(`${titled(ruleset, version)}: a duel`, events, ruleset.meta.units.time.plural),
  });

  const grid = ODDS_RANGES[ruleset.id] ?? {};
  const cells = oddsGrid(analysis, version, grid);
  const estimates = cells.filter((c) => !c.exact).length;
  jobs.push({
    name: `${ruleset.id}/odds`,
    caption: `P(the ${kinds.b} acts twice or more between two actions of the ${kinds.a}) for speeds of both speed tables: analysis.between({ a, b }).atLeast(2), ${estimates === 0 ? 'every cell exact' : `exact except ${estimates} cells marked ~ (Monte Carlo, 95% intervals)`}.`,
    spec: oddsHeatmapSpec(
      `${titled(ruleset, version)}: double-move odds`,
      cells,
      `${kinds.a} ${speedTableOf(analysis, kinds.a, version)?.field ?? 'speed'}`,
      `${kinds.b} ${speedTableOf(analysis, kinds.b, version)?.field ?? 'speed'}`,
    ),
  });
  return jobs;
}
