import { join } from 'node:path';
import { Application, MarkdownEvent, PackageJsonReader, PageEvent, TSConfigReader, TypeDocReader } from 'typedoc';
import { docsRegistry } from '../src/rulesets.js';
import { escapeHtml, versionsTable } from '../src/versions-table.js';
import type { RenderedPlot } from './render-plots.js';

/** `<!-- plot: nethack/odds -->` in a guide: the plot, inlined as SVG with its caption. */
const PLOT = /<!--\s*plot:\s*([a-z0-9-]+\/[a-z0-9-]+)\s*-->/g;
/** `<!-- versions: nethack -->`: the table of `analysis.versions()`. */
const VERSIONS = /<!--\s*versions:\s*([a-z0-9-]+)\s*-->/g;
/** `<!-- playground -->`: a link to the playground page, relative to the page it is on. */
const PLAYGROUND = /<!--\s*playground(?::\s*([a-z0-9-]+))?\s*-->/g;
/** The navigation link to the playground (typedoc.json `navigationLinks`), made relative per page. */
const NAV_PLAYGROUND = 'href="playground/index.html"';

/** The path back to the site's root from a page at `url` (`documents/NetHack.html` → `../`). */
function toRoot(url: string): string {
  return '../'.repeat(url.split('/').length - 1);
}

/**
 * Runs TypeDoc as its command line does — options from typedoc.json, warnings as errors — with
 * three additions for the guides: plots and version tables computed at build time are inlined
 * where a guide names them, and links to the playground are made relative to each page. A guide
 * that names a plot or a ruleset the build does not have is an error.
 *
 * @example
 * ```ts
 * const ok = await runTypedoc('apps/docs', 'apps/docs/site', plots);
 * ```
 */
export async function runTypedoc(docsDir: string, out: string, plots: ReadonlyMap<string, RenderedPlot>): Promise<boolean> {
  const app = await Application.bootstrapWithPlugins({ options: join(docsDir, 'typedoc.json'), out }, [
    new TypeDocReader(),
    new PackageJsonReader(),
    new TSConfigReader(),
  ]);

  app.renderer.on(MarkdownEvent.PARSE, (event) => {
    const root = toRoot(event.page.url);
    event.parsedText = event.parsedText
      .replace(PLOT, (_m, name: string) => {
        const plot = plots.get(name);
        if (!plot) {
          app.logger.error(`${event.page.url}: no plot named "${name}" (plots: ${[...plots.keys()].join(', ')})`);
          return '';
        }
        return `<figure class="tk-plot" data-plot="${escapeHtml(name)}">${plot.svg}<figcaption>${escapeHtml(plot.caption)}</figcaption></figure>`;
      })
      .replace(VERSIONS, (_m, id: string) => {
        if (!docsRegistry.has(id)) {
          app.logger.error(`${event.page.url}: no ruleset "${id}" for a versions table`);
          return '';
        }
        return versionsTable(docsRegistry.get(id));
      })
      .replace(PLAYGROUND, (_m, id: string | undefined) => {
        const query = id ? `?ruleset=${encodeURIComponent(id)}` : '';
        return `<a class="tk-playground-link" href="${root}playground/index.html${query}">Open the playground${id ? ` with ${escapeHtml(id)}` : ''}</a>`;
      });
  });

  app.renderer.on(PageEvent.END, (page) => {
    if (page.contents) page.contents = page.contents.replaceAll(NAV_PLAYGROUND, `href="${toRoot(page.url)}playground/index.html"`);
  });

  const strict = app.options.getValue('treatWarningsAsErrors');
  if (app.logger.hasErrors() || (strict && app.logger.hasWarnings())) return false;
  const project = await app.convert();
  if (!project) return false;
  if (strict && app.logger.hasWarnings()) return false;
  const before = app.logger.warningCount;
  app.validate(project);
  if (app.logger.hasErrors() || (strict && (app.logger.warningCount !== before || app.logger.validationWarningCount > 0))) return false;
  await app.generateOutputs(project);
  return !(app.logger.hasErrors() || (strict && app.logger.hasWarnings()));
}
