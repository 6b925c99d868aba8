// Test helpers for the built site: build it when its inputs changed, serve it on localhost, and
// find Debian's chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputsHash, STAMP_FILE } from '../src/site-inputs.js';

/** The docs app's folder. */
const docsDir = fileURLToPath(new URL('..', import.meta.url));
/** Where `pnpm run docs` writes the site. */
export const siteDir = join(docsDir, 'site');
/** Where the browser test saves its screenshots (gitignored). */
export const outputDir = join(docsDir, 'test-output');

/** The chromium the browser test drives: Debian's package, or `TURNKEEPER_CHROMIUM`. */
const chromiumPath = process.env.TURNKEEPER_CHROMIUM ?? '/usr/bin/chromium';

/**
 * Fails with a clear message when chromium is not installed: the browser test never skips.
 */
export function requireChromium(): string {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `The docs browser test needs Debian's chromium at ${chromiumPath}, which is not installed. Install it with ` +
        '`apt-get update && apt-get install -y chromium` (as root; `pnpm test` tries this itself when chromium is missing), or point TURNKEEPER_CHROMIUM at a chromium binary. Never download a browser for it.',
    );
  }
  return chromiumPath;
}

function stampOf(dir: string): string | undefined {
  const file = join(dir, STAMP_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { inputs?: string }).inputs;
  } catch {
    return undefined;
  }
}

/**
 * Makes sure `site/` is the site of the current sources: when its stamp does not match the hash of
 * the inputs (or it was never built), runs the docs build — the same script as `pnpm run docs`.
 */
export function ensureSite(): void {
  if (stampOf(siteDir) === inputsHash()) return;
  const tsx = resolve(docsDir, '../../node_modules/.bin/tsx');
  const result = spawnSync(tsx, ['--conditions=@turnkeeper/source', 'scripts/build-site.ts'], { cwd: docsDir, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`the docs build failed (exit ${String(result.status)}): run \`pnpm run docs\` in apps/docs to see why`);
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.md': 'text/markdown; charset=utf-8',
};

/**
 * Serves `dir` on a free localhost port with node:http; resolves to the server and its base URL.
 */
export async function serve(dir: string): Promise<{ server: Server; base: string }> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`not found: ${path}`);
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { server, base: `http://127.0.0.1:${port}/` };
}
