import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { plotJobs } from '../src/plot-jobs.js';
import { renderSvg } from '../src/plots.js';
import { docsAnalyses } from '../src/rulesets.js';

/**
 * A rendered plot: its SVG and its caption.
 *
 * @example
 * ```ts
 * const p: RenderedPlot = { svg: '<svg …>', caption: '…' };
 * ```
 */
export interface RenderedPlot {
  readonly svg: string;
  readonly caption: string;
}

/**
 * Computes and renders every plot of every docs ruleset, writes each SVG under `dir` (for a look
 * without the site) and returns them by name (`nethack/odds`).
 *
 * @example
 * ```ts
 * const plots = await renderPlots('generated/plots');
 * plots.get('dcss/timeline')?.svg;
 * ```
 */
export async function renderPlots(dir: string): Promise<Map<string, RenderedPlot>> {
  const plots = new Map<string, RenderedPlot>();
  for (const analysis of docsAnalyses) {
    for (const job of plotJobs(analysis)) {
      const svg = await renderSvg(job.spec);
      const file = join(dir, `${job.name}.svg`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, svg);
      plots.set(job.name, { svg, caption: job.caption });
    }
  }
  return plots;
}
