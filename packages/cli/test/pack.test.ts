// A user's project with only core, one ruleset and the CLI installed: the packed packages (what npm
// would publish) go into an empty folder, and `turnkeeper list` there finds that ruleset alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packages = fileURLToPath(new URL('../../', import.meta.url));

describe('installed from packed tarballs into an empty project', () => {
  it('lists and runs the one ruleset installed, beside core', () => {
    const project = mkdtempSync(join(tmpdir(), 'turnkeeper-project-'));
    for (const pkg of ['core', 'nethack', 'cli']) {
      execFileSync('pnpm', ['pack', '--pack-destination', project], { cwd: join(packages, pkg), stdio: 'pipe' });
    }
    const tarballs = readdirSync(project).filter((f) => f.endsWith('.tgz'));
    expect(tarballs).toHaveLength(3);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'a-game', private: true, type: 'module' }));
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs.map((t) => `./${t}`)], { cwd: project, stdio: 'pipe' });
    const bin = join(project, 'node_modules', '.bin', 'turnkeeper');
    const list = JSON.parse(execFileSync(bin, ['list', '--json'], { cwd: project, encoding: 'utf8' })) as {
      rulesets: { id: string; package: string }[];
      problems: string[];
    };
    expect(list.rulesets.map((r) => r.id)).toEqual(['generic', 'nethack']);
    expect(list.problems).toEqual([]);
    const table = execFileSync(bin, ['table', 'nethack', '--kind', 'monster', '--csv'], { cwd: project, encoding: 'utf8' });
    expect(table.split('\n').length).toBeGreaterThan(10);
  });
});
