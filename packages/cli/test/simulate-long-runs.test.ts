// `turnkeeper simulate` over its whole allowed range (up to 10,000,000 actions): statistics kept as
// running sums (no list of every wait, no `Math.max(...waits)`), output streamed. The statistics
// are checked against a computation of their own from the turns `--json` prints, and the streamed
// JSON against what `JSON.stringify` prints for the same value.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, PACKAGE_DIR, turnkeeper, type Run } from './run-bin.js';

/** Like `turnkeeper()`, with room for the megabytes `--json` prints over thousands of turns. */
function bigOutput(args: readonly string[]): Run {
  const started = Date.now();
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: PACKAGE_DIR,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 180_000,
    maxBuffer: 1 << 30,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - started };
}

interface Row {
  readonly time: number;
  readonly actor: string;
  readonly forced: boolean;
}

interface Stats {
  readonly id: string;
  readonly actions: number;
  readonly forced: number;
  readonly share: number;
  readonly perTime: number | null;
  readonly meanWait: number | null;
  readonly longestWait: number | null;
}

/** The statistics of one actor, computed here from the rows: the definitions, written out plainly. */
function expected(rows: readonly Row[], id: string): Omit<Stats, 'id'> {
  const times = rows.filter((r) => r.actor === id && !r.forced).map((r) => r.time);
  const waits = times.slice(1).map((t, i) => t - (times[i] ?? 0));
  const span = (times.at(-1) ?? 0) - (times[0] ?? 0);
  let longest: number | null = null;
  for (const w of waits) longest = longest === null || w > longest ? w : longest;
  return {
    actions: times.length,
    forced: rows.filter((r) => r.actor === id && r.forced).length,
    share: times.length / rows.length,
    perTime: times.length >= 2 && span > 0 ? (times.length - 1) / span : null,
    meanWait: waits.length > 0 ? waits.reduce((s, w) => s + w, 0) / waits.length : null,
    longestWait: longest,
  };
}

const runs: readonly { readonly args: readonly string[]; readonly ids: readonly string[] }[] = [
  { args: ['generic', '--actor', 'hero=actor:speed=100', '--actor', 'bat=actor:speed=250', '--actions', '5000', '--seed', '3'], ids: ['hero', 'bat'] },
  {
    args: ['generic', '--actor', 'a=actor:speed=7', '--actor', 'b=actor:speed=1000', '--actor', 'c=actor:speed=133', '--actions', '20000'],
    ids: ['a', 'b', 'c'],
  },
  { args: ['nethack', '--actor', 'you=player', '--actor', 'ant=soldier ant', '--actions', '20000', '--seed', '9'], ids: ['you', 'ant'] },
  {
    args: ['dcss', '--actor', 'you=player', '--actor', 'orc=monster:speed=10', '--actions', '20000', '--generator', 'game', '--seed', '7'],
    ids: ['you', 'orc'],
  },
  { args: ['frogcomposband', '--actor', 'you=player', '--actor', 'm=monster:speed=10', '--actions', '20000'], ids: ['you', 'm'] },
  { args: ['cthangband', '--actor', 'p=player:paralyzed=2', '--actor', 'orc=monster:speed=5', '--actions', '20000'], ids: ['p', 'orc'] },
];

describe('turnkeeper simulate over long runs', () => {
  it('computes each statistic as the definitions do, from the turns it prints (several rulesets)', () => {
    const failures: string[] = [];
    for (const run of runs) {
      const r = bigOutput(['simulate', ...run.args, '--json']);
      if (r.code !== 0) {
        failures.push(`${run.args.join(' ')}: exit ${String(r.code)}: ${r.stderr}`);
        continue;
      }
      const value = JSON.parse(r.stdout) as { turns: Row[]; stats: Stats[] };
      // The streamed text is exactly what JSON.stringify prints for the same value.
      if (r.stdout !== `${JSON.stringify(value, null, 2)}\n`) failures.push(`${run.args.join(' ')}: the streamed JSON differs from JSON.stringify's`);
      for (const id of run.ids) {
        const got = value.stats.find((s) => s.id === id);
        const want = expected(value.turns, id);
        for (const [key, w] of Object.entries(want)) {
          const g = got?.[key as keyof typeof want];
          const same = typeof w === 'number' && typeof g === 'number' ? Math.abs(w - g) <= 1e-9 * Math.max(1, Math.abs(w)) : w === g;
          if (!same) failures.push(`${run.args.join(' ')}: ${id}.${key}: got ${String(g)}, want ${String(w)}`);
        }
      }
    }
    console.log(`simulate statistics against their definitions: ${runs.length} runs, ${failures.length} failures`);
    expect(failures).toEqual([]);
  });

  it('runs the schema’s largest count of actions, 10,000,000', () => {
    const r = turnkeeper(['simulate', 'generic', '--actor', 'a=actor:speed=100', '--actor', 'b=actor:speed=130', '--actions', '10000000']);
    expect(r.code, r.stderr).toBe(0);
    const actions = [...r.stdout.matchAll(/^│ ([ab])\s+│ (\d+)\s+│/gm)].map((m) => Number(m[2]));
    expect(actions).toHaveLength(2);
    expect((actions[0] ?? 0) + (actions[1] ?? 0)).toBe(10_000_000);
    // Exactly 13 of b's actions to 10 of a's: 10,000,000 actions split 4,347,826–7 : 5,652,173–4.
    expect(Math.abs((actions[1] ?? 0) * 10 - (actions[0] ?? 0) * 13)).toBeLessThanOrEqual(23);
    console.log(`simulate: 10,000,000 actions in ${r.ms} ms`);
  });

  it('prints every action with --all, past one page of the timeline, and the statistics after it', () => {
    const r = bigOutput(['simulate', 'generic', '--actor', 'a=actor:speed=100', '--actor', 'b=actor:speed=130', '--actions', '2500', '--all']);
    expect(r.code, r.stderr).toBe(0);
    const rows = [...r.stdout.matchAll(/^│ (\d+)\s+│ ([ab]) \(actor\)/gm)].map((m) => Number(m[1]));
    expect(rows).toHaveLength(2500);
    expect(rows).toEqual([...rows].sort((x, y) => x - y));
    expect(r.stdout).not.toContain('more actions');
    // Streamed: the timeline first, then what it covered and the statistics.
    const over = r.stdout.indexOf('over 2500 actions');
    expect(over).toBeGreaterThan(r.stdout.lastIndexOf('(actor)'));
    expect(r.stdout.slice(over)).toMatch(/│ a\s+│ \d+\s+│/);
  });

  it('lays out a run within one page of --all as any other: statistics before the timeline', () => {
    const r = turnkeeper(['simulate', 'generic', '--actor', 'a=actor:speed=100', '--actor', 'b=actor:speed=130', '--actions', '900', '--all']);
    expect(r.code, r.stderr).toBe(0);
    const rows = [...r.stdout.matchAll(/^│ (\d+)\s+│ ([ab]) \(actor\)/gm)];
    expect(rows).toHaveLength(900);
    expect(r.stdout.indexOf('│ share')).toBeLessThan(r.stdout.indexOf('(actor)'));
  });

  it('draws the first turns of a long run to SVG, and says so', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'turnkeeper-svg-')), 'long.svg');
    const r = turnkeeper(['simulate', 'generic', '--actor', 'a=actor:speed=100', '--actor', 'b=actor:speed=130', '--actions', '50000', '--svg', file]);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('the first 2000 of 50000 actions drawn');
  });
});
