import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replayGoldenFile } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import { goldenAdapters } from './golden-adapters/adapters.js';

const golden = fileURLToPath(new URL('./golden', import.meta.url));
const load = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(golden, name), 'utf8')) as Record<string, unknown>;

function replayEdited(name: string, edit: (data: Record<string, unknown>) => void): ReturnType<typeof replayGoldenFile> {
  const dir = mkdtempSync(join(tmpdir(), 'frog-golden-'));
  const data = load(name);
  edit(data);
  writeFileSync(join(dir, name), JSON.stringify(data));
  return replayGoldenFile(dir, name, goldenAdapters);
}

describe('golden adapters', () => {
  it('fail a file of unknown schema, naming it', () => {
    const outcome = replayEdited('speed_energy_table.json', (d) => {
      d.schema = 'frogcomposband.mystery.v9';
    });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.report).toMatch(/unknown golden schema "frogcomposband.mystery.v9"/);
  });

  it('report the first difference in a trace: a changed draw, a changed energy', () => {
    const draw = replayEdited('trace_scripted_basic.json', (d) => {
      const turns = d.turns as { rng_calls: number[][] }[];
      (turns[3]?.rng_calls[0] as number[])[1] = 1;
    });
    expect(!draw.ok && draw.report).toMatch(/turns: first difference at \[3\]\.rng_calls\[0\]\[1\]: expected 1/);
    const need = replayEdited('trace_gamerng_status.json', (d) => {
      const turns = d.turns as { monsters: { need_end: number }[] }[];
      (turns[120]?.monsters[2] as { need_end: number }).need_end += 1;
    });
    expect(!need.ok && need.report).toMatch(/turns: first difference at \[120\]\.monsters\[2\]\.need_end/);
  });

  it('build the scenario from the file: a different seed is a different trace', () => {
    const outcome = replayEdited('trace_gamerng_basic.json', (d) => {
      (d.rng as { seed: number }).seed = 54321;
    });
    expect(outcome.ok).toBe(false);
  });

  it('name the bad field of a malformed trace', () => {
    const outcome = replayEdited('trace_scripted_basic.json', (d) => {
      delete d.initial;
    });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.report).toMatch(/trace_scripted_basic.json: initial/);
  });

  it('compare the vector files value by value', () => {
    const outcome = replayEdited('monster_speed_variation.json', (d) => {
      const rows = d.rows as { dist: number[][] }[];
      (rows[4]?.dist[0] as number[])[1] = 4;
    });
    expect(!outcome.ok && outcome.report).toMatch(/rows: first difference at \[4\]\.dist\[0\]\[1\]: expected 4, actual 3/);
  });
});
