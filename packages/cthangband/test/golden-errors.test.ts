import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvalidArgumentError, InvalidSpecError } from '@turnkeeper/core';
import { replayGoldenFile } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import { goldenAdapters, replayTrace } from '../src/index.js';

const golden = fileURLToPath(new URL('./golden', import.meta.url));

describe('golden replay: bad and altered files', () => {
  it('fails a file of unknown schema, naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cthangband-golden-'));
    writeFileSync(join(dir, 'mystery.json'), JSON.stringify({ schema: 'cthangband.mystery.v9' }));
    const outcome = replayGoldenFile(dir, 'mystery.json', goldenAdapters);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.report).toMatch(/unknown golden schema "cthangband.mystery.v9"/);
  });
  it('reports the first difference of an altered trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cthangband-golden-'));
    const data = JSON.parse(readFileSync(join(golden, 'trace_mixed_deterministic.json'), 'utf8')) as { ticks: { actors: { e2?: number }[] }[] };
    const m9 = data.ticks[0]?.actors[1] as { e2: number };
    m9.e2 += 1;
    writeFileSync(join(dir, 'altered.json'), JSON.stringify(data));
    const outcome = replayGoldenFile(dir, 'altered.json', goldenAdapters);
    expect(!outcome.ok && outcome.report).toBe(
      'altered.json (cthangband.trace.v1) ticks: first difference at [0].actors[1].e2: expected 906, actual 905',
    );
  });
  it('rejects a malformed trace naming the fields', () => {
    const bad = { schema: 'cthangband.trace.v1', rng: { mode: 'bogus' }, actors_initial: [], ticks: [] };
    expect(() => replayTrace(bad, 'bad.json')).toThrow(InvalidSpecError);
    expect(() => replayTrace(bad, 'bad.json')).toThrow(/rng\.mode: got "bogus"/);
  });
  it('rejects an action outside the trace vocabulary', () => {
    const data = JSON.parse(readFileSync(join(golden, 'trace_help_example_25pct.json'), 'utf8')) as {
      actors_initial: { script: { action: string }[] }[];
    };
    (data.actors_initial[0]?.script[0] as { action: string }).action = 'teleport_self';
    expect(() => replayTrace(data, 'x.json')).toThrow(InvalidArgumentError);
    expect(() => replayTrace(data, 'x.json')).toThrow(/teleport_self/);
  });
});
