import { fileURLToPath } from 'node:url';
import { runCli, type CliIo } from '@turnkeeper/cli';
import { describe, expect, it } from 'vitest';
import { angband } from 'turnkeeper-angband';

const here = fileURLToPath(new URL('..', import.meta.url));

/** Runs the turnkeeper command in-process, in this package's folder, as `npx turnkeeper …` would. */
async function turnkeeper(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = { out: (s) => (out += s), err: (s) => (err += s), tty: false, cwd: here };
  // Laid out 200 columns wide: table rows are not wrapped, so a row reads as one line.
  const code = await runCli(args, io, 200);
  return { code, out, err };
}

describe('the turnkeeper CLI, unchanged, finds and runs this plugin ("turnkeeper": { "rulesets": ["angband"] })', () => {
  it('lists angband among the installed rulesets', async () => {
    const { code, out } = await turnkeeper('list', '--json');
    expect(code).toBe(0);
    const listed = JSON.parse(out) as { rulesets: { id: string; package: string; versions: string[] }[] };
    const mine = listed.rulesets.find((r) => r.id === 'angband');
    expect(mine?.package).toBe('turnkeeper-angband@0.1.0');
    expect(mine?.versions).toEqual(['4.2', '4.1', '4.0']);
  });

  it('answers the double-move odds exactly, as angband.analysis.between does', async () => {
    const { code, out, err } = await turnkeeper('odds', 'angband', '--b', 'monster:speed=20,variation=0,energy=7', '--a', 'player:speed=10', '--json');
    expect(err).toBe('');
    expect(code).toBe(0);
    const answer = JSON.parse(out) as { doubleMove: { fraction: string; exact: boolean } };
    const law = angband.analysis.between({ a: { spec: { kind: 'player', speed: 10 } }, b: { spec: { kind: 'monster', speed: 20, variation: 0, energy: 7 } } });
    expect(answer.doubleMove.exact).toBe(true);
    expect(answer.doubleMove.fraction).toBe(law.atLeast(2).fraction?.toString());
  });

  it('knows the catalog by name and prints a speed table in the game’s words', async () => {
    const odds = await turnkeeper('odds', 'angband', '--b', 'Morgoth, Lord of Darkness', '--json');
    expect(odds.code).toBe(0);
    const table = await turnkeeper('table', 'angband', '--kind', 'monster', '--all');
    expect(table.code).toBe(0);
    expect(table.out).toContain('very quickly (+20), 3.0x normal speed');
  });
});
