import { join } from 'node:path';
import { Application, MarkdownEvent, PackageJsonReader, PageEvent, TSConfigReader, TypeDocReader } from 'typedoc';
import { docsAnalysisOf } from '../src/rulesets.js';
import { escapeHtml, versionsTable } from '../src/versions-table.js';
import { CLI, type CliRun } from './cli-runs.js';
import type { RenderedPlot } from './render-plots.js';

/** `<!-- plot: nethack/odds -->` in a guide: the plot, inlined as SVG with its caption. */
const PLOT = /<!--\s*plot:\s*([a-z0-9-]+\/[a-z0-9-]+)\s*-->/g;
/** `<!-- versions: nethack -->`: the table of `analysis.versions()`. */
const VERSIONS = /<!--\s*versions:\s*([a-z0-9-]+)\s*-->/g;
/** `<!-- playground -->`: a link to the playground page, relative to the page it is on. */
const PLAYGROUND = /<!--\s*playground(?::\s*([a-z0-9-]+))?\s*-->/g;
/** The navigation link to the playground (typedoc.json `navigationLinks`), made relative per page. */
const NAV_PLAYGROUND = 'href="playground/index.html"';

/** The root README's own H1 as TypeDoc renders it (an anchored heading) on the front page. */
const README_H1 = /<h1 id="[^"]*" class="tsd-anchor-link">[\s\S]*?<\/h1>/;

/** The path back to the site's root from a page at `url` (`documents/NetHack.html` → `../`). */
function toRoot(url: string): string {
  return '../'.repeat(url.split('/').length - 1);
}

/**
 * Runs TypeDoc as its command line does — options from typedoc.json, warnings as errors — with
 * four additions for the guides: plots, version tables and `turnkeeper` command runs computed at
 * build time are inlined where a guide names them, and links to the playground are made relative
 * to each page. A guide
 * that names a plot or a ruleset the build does not have is an error.
 *
 * @example
 * ```ts
 * const ok = await runTypedoc('apps/docs', 'apps/docs/site', plots);
 * ```
 */
export async function runTypedoc(
  docsDir: string,
  out: string,
  plots: ReadonlyMap<string, RenderedPlot>,
  cliRuns: ReadonlyMap<string, CliRun> = new Map(),
): Promise<boolean> {
  const app = await Application.bootstrapWithPlugins(
    {
      options: join(docsDir, 'typedoc.json'),
      out,
      // markdown-it's linkify would turn every file name with a country-code ending into a link to
      // a stranger's domain (DCSS's monster.cc → http://monster.cc): only links written with their
      // scheme (https://…) are made links.
      markdownItLoader: (parser: { linkify: { set(options: { fuzzyLink: boolean; fuzzyEmail: boolean }): unknown } }) => {
        parser.linkify.set({ fuzzyLink: false, fuzzyEmail: false });
      },
    },
    [new TypeDocReader(), new PackageJsonReader(), new TSConfigReader()],
  );

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
        const analysis = docsAnalysisOf(id);
        if (!analysis) {
          app.logger.error(`${event.page.url}: no ruleset "${id}" for a versions table`);
          return '';
        }
        return versionsTable(analysis);
      })
      .replace(CLI, (_m, command: string) => {
        const run = cliRuns.get(command);
        if (!run) {
          app.logger.error(`${event.page.url}: the command "turnkeeper ${command}" was not run at build time`);
          return '';
        }
        return `<pre class="tk-terminal" data-command="${escapeHtml(command)}"><code><span class="tk-prompt">$ turnkeeper ${escapeHtml(command)}</span>\n${escapeHtml(run.output.replace(/\n$/, ''))}</code></pre>`;
      })
      .replace(PLAYGROUND, (_m, id: string | undefined) => {
        const query = id ? `?ruleset=${encodeURIComponent(id)}` : '';
        return `<a class="tk-playground-link" href="${root}playground/index.html${query}">Open the playground${id ? ` with ${escapeHtml(id)}` : ''}</a>`;
      });
  });

  app.renderer.on(PageEvent.END, (page) => {
    if (!page.contents) return;
    page.contents = page.contents.replaceAll(NAV_PLAYGROUND, `href="${toRoot(page.url)}playground/index.html"`);
    // The front page is the root README under TypeDoc's own title: the README's "# Turnkeeper"
    // would be a second H1 saying the same.
    if (page.url === 'index.html') page.contents = page.contents.replace(README_H1, '');
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
