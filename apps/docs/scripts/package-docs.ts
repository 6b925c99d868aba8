import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The ruleset packages whose `docs/` the site renders: folder, and the guide they belong to. */
const PACKAGES: readonly { readonly dir: string; readonly id: string; readonly game: string }[] = [
  { dir: 'packages/nethack', id: 'nethack', game: 'NetHack' },
  { dir: 'packages/dcss', id: 'dcss', game: 'DCSS' },
  { dir: 'packages/frogcomposband', id: 'frogcomposband', game: 'FrogComposband' },
  { dir: 'packages/cthangband', id: 'cthangband', game: 'Cthangband' },
  { dir: 'examples/angband-plugin', id: 'angband', game: 'Angband (example plugin)' },
];

/** A relative markdown link or image target (not a URL, not an anchor). */
const LINK = /(\]\()(?!https?:|mailto:|#)([^)\s]+)(\))/g;

/**
 * Copies each ruleset package's `docs/*.md` (the time system, the domain…) unchanged into
 * `generated/docs/<ruleset>/` with a title for the site ("NetHack: time system"), so TypeDoc
 * renders them as pages of the site. Links between a package's documents stay as they are; links
 * out of its `docs/` folder are re-pointed at the original files. Returns the files written.
 *
 * @example
 * ```ts
 * const written = copyPackageDocs('/repo', 'apps/docs/generated/docs');
 * ```
 */
export function copyPackageDocs(repo: string, out: string): string[] {
  rmSync(out, { recursive: true, force: true });
  const written: string[] = [];
  for (const pkg of PACKAGES) {
    const from = join(repo, pkg.dir, 'docs');
    if (!existsSync(from)) continue;
    const to = join(out, pkg.id);
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)
      .filter((f) => f.endsWith('.md'))
      .sort()) {
      const text = readFileSync(join(from, name), 'utf8');
      const body = text.replace(LINK, (whole, open: string, target: string, close: string) => {
        const [path = '', anchor] = target.split('#');
        const absolute = resolve(from, path);
        if (dirname(absolute) === from && absolute.endsWith('.md')) return whole;
        return `${open}${relative(to, absolute)}${anchor === undefined ? '' : `#${anchor}`}${close}`;
      });
      const title = `${pkg.game}: ${name.replace(/\.md$/, '').replace(/-/g, ' ')}`;
      const file = join(to, name);
      writeFileSync(file, `---\ntitle: "${title}"\ngroup: Ruleset documents\n---\n\n${body}`);
      written.push(file);
    }
  }
  return written;
}
