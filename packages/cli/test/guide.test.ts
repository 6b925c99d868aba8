// The docs' CLI guide shows what the real CLI prints for each `<!-- cli: … -->` command (run when
// the site is built, 80 columns). The same commands run here through the bin's launcher: each succeeds
// and fits 80 columns, so the guide can never show a failure or a line wider than its blocks.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { turnkeeperFromSource, widest } from './run-bin.js';

const guide = readFileSync(new URL('../../../apps/docs/guides/cli.md', import.meta.url), 'utf8');
const commands = [...guide.matchAll(/<!--\s*cli:\s*(.+?)\s*-->/g)].map((m) => m[1] ?? '');

describe("the docs' CLI guide", () => {
  it('has a recipe for every game', () => {
    for (const id of ['nethack', 'dcss', 'frogcomposband', 'cthangband'])
      expect(
        commands.some((c) => c.includes(` ${id} `) || c.startsWith(`odds ${id}`)),
        id,
      ).toBe(true);
  });

  it('every command it shows runs and fits 80 columns', () => {
    for (const command of commands) {
      const args = [...command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
      // From the docs' folder, as the site build does: the example plugin is installed there (and
      // from sources, as `pnpm turnkeeper` runs in a clone, so that it needs no build).
      const r = turnkeeperFromSource(args, fileURLToPath(new URL('../../../apps/docs', import.meta.url)), { COLUMNS: '80' });
      expect(r.code, `turnkeeper ${command}: ${r.stderr}`).toBe(0);
      expect(widest(r.stdout), `turnkeeper ${command}`).toBeLessThanOrEqual(80);
    }
    console.log(`${commands.length} guide commands run through the launcher, from sources`);
  });
});
