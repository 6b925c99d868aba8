// The built site in a real browser: playwright-core driving Debian's chromium (never a downloaded
// browser), headless, with an empty profile. It visits every ruleset guide and the tutorial and
// checks that their build-time plots rendered, visits the CLI guide, checks that no page links to a
// domain made from a file name, then uses the playground for every ruleset — a field of B's spec
// changed from its default through the form — and checks its answer against the library's own
// analysis.between (each ruleset's `<game>Analysis`). Screenshots go to test-output/.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsAnalyses } from '../src/rulesets.js';
import { ensureSite, outputDir, requireChromium, serve, siteDir } from './site-server.js';

/** The guides with build-time plots: title in the navigation, and the plots each must show. */
const GUIDES = [
  { title: 'NetHack', plots: ['nethack/speed-monster', 'nethack/speed-player', 'nethack/timeline', 'nethack/odds'] },
  { title: 'Dungeon Crawl Stone Soup', plots: ['dcss/speed-monster', 'dcss/speed-player', 'dcss/timeline', 'dcss/odds'] },
  { title: 'FrogComposband', plots: ['frogcomposband/speed-player', 'frogcomposband/speed-monster', 'frogcomposband/timeline', 'frogcomposband/odds'] },
  { title: 'Cthangband', plots: ['cthangband/speed-player', 'cthangband/speed-monster', 'cthangband/timeline', 'cthangband/odds'] },
  { title: 'The generic scheduler', plots: ['generic/speed-actor', 'generic/timeline', 'generic/odds'] },
  { title: 'Writing a ruleset plugin', plots: ['angband/speed-monster', 'angband/timeline', 'angband/odds'] },
] as const;

interface Setup {
  readonly context: BrowserContext;
  readonly server: Server;
  readonly base: string;
  readonly profile: string;
}

let setup: Setup | undefined;
let setupError: Error | undefined;

beforeAll(async () => {
  try {
    // Chromium first: without it every test below fails with this message (none is skipped).
    const executablePath = requireChromium();
    ensureSite();
    const { server, base } = await serve(siteDir);
    mkdirSync(outputDir, { recursive: true });
    const profile = mkdtempSync(join(tmpdir(), 'turnkeeper-chromium-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
      viewport: { width: 1280, height: 900 },
    });
    setup = { context, server, base, profile };
  } catch (e) {
    setupError = e instanceof Error ? e : new Error(String(e));
  }
}, 900_000);

afterAll(async () => {
  if (!setup) return;
  const { context, server, profile } = setup;
  await context.close();
  await new Promise<void>((done) => {
    server.close(() => {
      done();
    });
  });
  rmSync(profile, { recursive: true, force: true });
});

/** The browser and the served site, or the reason there are none (which fails the test). */
function ready(): Setup {
  if (setupError !== undefined) throw setupError;
  if (!setup) throw new Error('the browser test setup did not run');
  return setup;
}

/** A new page that fails the test on any uncaught error or failed request of the site. */
async function open(url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await ready().context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => {
    problems.push(`page error: ${e.message}`);
  });
  page.on('requestfailed', (r) => {
    problems.push(`request failed: ${r.url()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  await page.goto(url, { waitUntil: 'load' });
  return { page, problems };
}

function fileName(title: string): string {
  return title.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
}

describe('the ruleset guides', () => {
  for (const guide of GUIDES) {
    it(`shows "${guide.title}" from the site's navigation, with its plots rendered`, async () => {
      const { page, problems } = await open(ready().base);
      // The navigation is built by TypeDoc's script: follow the guide's link from the front page.
      const link = page
        .locator('#tsd-nav-container a, .tsd-navigation a')
        .filter({ hasText: new RegExp(`^${guide.title}$`) })
        .first();
      await link.waitFor({ timeout: 15_000 });
      await link.click();
      await page.waitForLoadState('load');
      await expect(page.locator('h1').first().textContent()).resolves.toContain(guide.title);
      for (const name of guide.plots) {
        const figure = page.locator(`figure.tk-plot[data-plot="${name}"]`);
        await expect(figure.count(), `plot ${name}`).resolves.toBe(1);
        const svg = figure.locator('svg').first();
        const box = await svg.boundingBox();
        expect(box?.width ?? 0, `plot ${name} is laid out`).toBeGreaterThan(100);
        expect(box?.height ?? 0, `plot ${name} is laid out`).toBeGreaterThan(40);
        // Vega's SVG renderer draws each mark as a group of class mark-<type> holding paths.
        const marks = await svg.locator('g[class*="mark-"] path, g[class*="mark-"] line, g[class*="mark-text"] text').count();
        expect(marks, `plot ${name} has marks`).toBeGreaterThan(5);
      }
      await expect(page.locator('.tk-versions table').count()).resolves.toBe(1);
      await expect(page.locator('pre code').count(), 'examples pulled from tested files').resolves.toBeGreaterThan(0);
      await page.screenshot({ path: join(outputDir, `guide-${fileName(guide.title)}.png`), fullPage: true });
      expect(problems).toEqual([]);
      await page.close();
    }, 60_000);
  }
});

/** Links of the page whose domain is made from a file name (what linkify makes of `monster.cc`). */
async function fileNameLinks(page: Page): Promise<string[]> {
  return page.locator('a[href^="http"]').evaluateAll((links) =>
    links
      .map((a) => ({ href: (a as HTMLAnchorElement).href, host: (a as HTMLAnchorElement).hostname, text: a.textContent.trim() }))
      .filter((l) => /\.(c|cc|cpp|h|hpp|lua|py|ts|js|json|md|txt|sh)$/i.test(l.host) || l.text === l.host)
      .map((l) => l.href),
  );
}

describe('the CLI guide', () => {
  it('shows real turnkeeper output for every game, and no autolinked file name', async () => {
    const { page, problems } = await open(ready().base);
    const link = page
      .locator('#tsd-nav-container a, .tsd-navigation a')
      .filter({ hasText: /^The turnkeeper command$/ })
      .first();
    await link.waitFor({ timeout: 15_000 });
    await link.click();
    await page.waitForLoadState('load');
    await expect(page.locator('h1').first().textContent()).resolves.toContain('turnkeeper');
    const blocks = await page
      .locator('pre.tk-terminal')
      .evaluateAll((pres) => pres.map((p) => ({ command: (p as HTMLElement).dataset.command ?? '', text: p.textContent })));
    expect(blocks.length).toBeGreaterThanOrEqual(10);
    for (const id of ['nethack', 'dcss', 'frogcomposband', 'cthangband', 'angband'])
      expect(
        blocks.some((b) => b.command.includes(id)),
        id,
      ).toBe(true);
    const ant = blocks.find((b) => b.command === 'odds nethack --b "soldier ant"');
    expect(ant?.text).toMatch(/double move: P\(soldier ant acts twice or more between two actions of hero[\s\S]*= 1\/2 = 50%/);
    // Laid out in 80 columns, as the build asked.
    for (const b of blocks)
      expect(
        Math.max(
          ...b.text
            .split('\n')
            .slice(1)
            .map((l) => Array.from(l).length),
        ),
        b.command,
      ).toBeLessThanOrEqual(80);
    expect(await fileNameLinks(page)).toEqual([]);
    await page.screenshot({ path: join(outputDir, 'guide-cli.png'), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('no guide links to a domain made from a file name, in the browser', async () => {
    const { page, problems } = await open(ready().base);
    const hrefs = await page.locator('#tsd-nav-container a, .tsd-navigation a').evaluateAll((as) => [...new Set(as.map((a) => (a as HTMLAnchorElement).href))]);
    // The guides and each package's documents (the node-side scan below reads every page).
    const documents = hrefs.filter((h) => h.startsWith(ready().base) && h.includes('/documents/'));
    expect(documents.length).toBeGreaterThan(10);
    for (const href of [ready().base, ...documents]) {
      // Each page loads whole before the next: leaving one mid-load aborts its script requests,
      // which the listener rightly counts as failures.
      await page.goto(href, { waitUntil: 'load' });
      expect(await fileNameLinks(page), href).toEqual([]);
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 240_000);
});

/** File name endings of the sources the docs cite (C, C++, headers, Lua, scripts, data, docs). */
const FILE_ENDINGS = [
  'c',
  'cc',
  'cpp',
  'cxx',
  'h',
  'hh',
  'hpp',
  'lua',
  'py',
  'rs',
  'ts',
  'js',
  'mjs',
  'json',
  'md',
  'txt',
  'yaml',
  'yml',
  'sh',
  'des',
  'pl',
  'go',
  'java',
];

/**
 * The links of an HTML page whose domain is made from a file name: a last label that is a source
 * file ending (`monster.cc`), or a link whose text is the bare domain it points at (what linkify
 * makes of `mon-act.cc` or `BENCHMARKS.md`).
 */
function fileNameLinksIn(html: string): string[] {
  const bad: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*\bhref="(https?:\/\/([^/"?#]+)[^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    const [, href = '', host = '', inner = ''] = m;
    const text = inner.replace(/<[^>]+>/g, '').trim();
    const last = host.split('.').at(-1)?.toLowerCase() ?? '';
    if (FILE_ENDINGS.includes(last) || text === host || text === href.replace(/^https?:\/\//, '')) bad.push(`${href} (text "${text}")`);
  }
  return bad;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

// markdown-it's linkify turns a file name whose ending is a country code (DCSS's monster.cc, the
// Cocos Islands) into a link to a stranger's domain: every page of the built site is read.
describe('no autolinked file names in the site', () => {
  it('the check catches what linkify makes of a file name', () => {
    expect(fileNameLinksIn('<p>see <a href="http://monster.cc">monster.cc</a></p>')).toEqual(['http://monster.cc (text "monster.cc")']);
    expect(fileNameLinksIn('<a href="http://BENCHMARKS.md">BENCHMARKS.md</a>')).toHaveLength(1);
    expect(fileNameLinksIn('<a href="https://github.com/crawl/crawl">the crawl repository</a>')).toEqual([]);
  });

  it('no page of the site links to a domain made from a file name', () => {
    ready();
    const pages = htmlFiles(siteDir);
    const bad = pages.flatMap((page) => fileNameLinksIn(readFileSync(page, 'utf8')).map((l) => `${relative(siteDir, page)}: ${l}`));
    console.log(`${pages.length} pages read, ${bad.length} links to a domain made from a file name`);
    expect(pages.length).toBeGreaterThan(50);
    expect(bad).toEqual([]);
  });
});

describe('the playground', () => {
  it('is linked from the navigation of every page', async () => {
    const { page, problems } = await open(`${ready().base}documents/NetHack.html`);
    const nav = page.locator('a', { hasText: /^Playground$/ }).first();
    await nav.click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/playground/index.html');
    await page.locator('#status[data-state="done"]').waitFor({ timeout: 30_000 });
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  for (const analysis of docsAnalyses) {
    const { ruleset } = analysis;
    it(`answers ${ruleset.id} in the browser exactly as the library does`, async () => {
      const { page, problems } = await open(`${ready().base}playground/index.html`);
      await page.locator('#status[data-state="done"]').waitFor({ timeout: 60_000 });
      await page.selectOption('#ruleset', ruleset.id);
      await page.waitForFunction(
        (id) => document.getElementById('playground')?.dataset.ruleset === id && document.getElementById('status')?.dataset.state === 'done',
        ruleset.id,
        {
          timeout: 120_000,
        },
      );
      // Pick another opponent than the default one, the middle row of its speed table, as a user would.
      const rows = await page.locator('#b-actor option[data-source="table"]').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      const pick = rows[Math.floor(rows.length / 2)];
      if (rows.length > 2 && pick !== undefined && pick !== (await page.locator('#b-actor').inputValue())) {
        await page.selectOption('#b-actor', pick);
        await page.waitForFunction(() => document.getElementById('status')?.dataset.state === 'done', undefined, { timeout: 120_000 });
      }
      // Then change a field of B's spec from its default, through the form built from the kind's
      // JSON Schema: the first yes/no or choice field whose other value the ruleset accepts.
      const fields = await page.locator('#b-fields select[data-field]').evaluateAll((ss) =>
        ss.map((s) => ({
          name: (s as HTMLSelectElement).dataset.field ?? '',
          values: [...(s as HTMLSelectElement).options].map((o) => o.value).filter((v) => v !== ''),
        })),
      );
      let changed: string | undefined;
      for (const field of fields) {
        for (const value of field.values.slice().reverse()) {
          await page.selectOption(`#b-fields select[data-field="${field.name}"]`, value);
          await page.waitForFunction(() => ['done', 'error'].includes(document.getElementById('status')?.dataset.state ?? ''), undefined, { timeout: 120_000 });
          if ((await page.locator('#status').getAttribute('data-state')) === 'done') {
            changed = `${field.name}=${value}`;
            break;
          }
        }
        if (changed) break;
        await page.selectOption(`#b-fields select[data-field="${field.name}"]`, '');
        await page.waitForFunction(() => document.getElementById('status')?.dataset.state === 'done', undefined, { timeout: 120_000 });
      }
      expect(changed, `${ruleset.id}: a field of B's spec that the form offers and the ruleset accepts`).toBeDefined();
      const [changedField = '', changedValue = ''] = (changed ?? '').split('=');
      const shown = await page.evaluate(() => {
        const root = document.getElementById('playground');
        const rows = [...document.querySelectorAll<HTMLTableRowElement>('#odds tbody tr')].map((r) => ({ k: Number(r.dataset.k), p: Number(r.dataset.p) }));
        return {
          version: root?.dataset.version ?? '',
          a: JSON.parse(root?.dataset.aSpec ?? 'null') as unknown,
          b: JSON.parse(root?.dataset.bSpec ?? 'null') as unknown,
          rows,
          atLeast2: Number(document.getElementById('double-move')?.dataset.value),
          exact: document.getElementById('double-move')?.dataset.exact === 'true',
          ticksA: document.querySelectorAll('#timeline line.tick-A').length,
          ticksB: document.querySelectorAll('#timeline line.tick-B').length,
        };
      });
      expect((shown.b as Record<string, unknown>)[changedField], `B's ${changedField} as the form set it`).toEqual(JSON.parse(changedValue));
      const law = analysis.between({ a: { spec: shown.a }, b: { spec: shown.b }, version: shown.version });
      expect(shown.version).toBe(ruleset.meta.defaultVersion);
      expect(shown.exact).toBe(law.exact);
      expect(shown.rows.map((r) => r.k)).toEqual(law.outcomes().map((o) => o.k));
      shown.rows.forEach((r, i) => {
        expect(r.p, `P(K = ${r.k})`).toBeCloseTo(law.outcomes()[i]?.p.value ?? NaN, 12);
      });
      expect(shown.atLeast2).toBeCloseTo(law.atLeast(2).value, 12);
      expect(shown.ticksA + shown.ticksB, 'the timeline shows a real loop').toBe(40);
      expect(shown.ticksA).toBeGreaterThan(0);
      await page.screenshot({ path: join(outputDir, `playground-${ruleset.id}.png`), fullPage: true });
      expect(problems).toEqual([]);
      await page.close();
    }, 240_000);
  }
});
