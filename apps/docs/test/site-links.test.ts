// The built site links nowhere it should not: markdown-it's linkify turns a file name whose ending
// is a country code (DCSS's monster.cc, Cocos Islands) into a link to a stranger's domain. Every
// page of the site is read, and every link whose domain is made from a file name fails the test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureSite, siteDir } from './site-server.js';

/** File name endings of the sources the docs cite (C, C++, headers, Lua, scripts, data, docs). */
const FILE_ENDINGS = ['c', 'cc', 'cpp', 'cxx', 'h', 'hh', 'hpp', 'lua', 'py', 'rs', 'ts', 'js', 'mjs', 'json', 'md', 'txt', 'yaml', 'yml', 'sh', 'des', 'pl', 'go', 'java'];

/**
 * The links of an HTML page whose domain is made from a file name: a last label that is a source
 * file ending (`monster.cc`), or a link whose text is the bare domain it points at (what linkify
 * makes of `mon-act.cc` or `BENCHMARKS.md`).
 */
function fileNameLinks(html: string): string[] {
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

describe('no autolinked file names', () => {
  beforeAll(() => {
    ensureSite();
  }, 900_000);

  it('the check itself catches what linkify makes of a file name', () => {
    expect(fileNameLinks('<p>see <a href="http://monster.cc">monster.cc</a></p>')).toEqual(['http://monster.cc (text "monster.cc")']);
    expect(fileNameLinks('<a href="http://BENCHMARKS.md">BENCHMARKS.md</a>')).toHaveLength(1);
    expect(fileNameLinks('<a href="https://github.com/crawl/crawl">the crawl repository</a>')).toEqual([]);
  });

  it('no page of the site links to a domain made from a file name', () => {
    const pages = htmlFiles(siteDir);
    const bad = pages.flatMap((page) => fileNameLinks(readFileSync(page, 'utf8')).map((l) => `${relative(siteDir, page)}: ${l}`));
    console.log(`${pages.length} pages read, ${bad.length} links to a domain made from a file name`);
    expect(pages.length).toBeGreaterThan(50);
    expect(bad).toEqual([]);
  });
});
