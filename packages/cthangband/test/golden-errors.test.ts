import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GoldenFormatError } from '@turnkeeper/core';
import { replayGoldenFile } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import { goldenAdapters, replayTrace } from './golden-adapters/index.js';

const golden = fileURLToPath(new URL('./golden', import.meta.url));

/** Writes `data` as `name` in a fresh folder and replays it. */
function replayAltered(name: string, data: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'cthangband-golden-'));
  writeFileSync(join(dir, name), JSON.stringify(data));
  return replayGoldenFile(dir, name, goldenAdapters);
}

describe('golden replay: bad and altered files', () => {
  it('fails a file of unknown schema, naming it', () => {
    const outcome = replayAltered('mystery.json', { schema: 'cthangband.mystery.v9' });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.report).toMatch(/unknown golden schema "cthangband.mystery.v9"/);
  });
  it('reports the first difference of an altered trace', () => {
    const data = JSON.parse(readFileSync(join(golden, 'trace_mixed_deterministic.json'), 'utf8')) as { ticks: { actors: { e2?: number }[] }[] };
    const m9 = data.ticks[0]?.actors[1] as { e2: number };
    m9.e2 += 1;
    const outcome = replayAltered('altered.json', data);
    expect(!outcome.ok && outcome.report).toBe('altered.json (cthangband.trace.v1) ticks: first difference at [0].actors[1].e2: expected 906, actual 905');
  });
  it('compares the site of every random call, as the ruleset labels its draws', () => {
    const data = JSON.parse(readFileSync(join(golden, 'trace_seeded_zrand_42.json'), 'utf8')) as { rng_calls: { site: string }[] };
    const call = data.rng_calls[0] as { site: string };
    const site = call.site;
    call.site = 'place_monster_one:somewhere_else';
    const outcome = replayAltered('relabelled.json', data);
    expect(!outcome.ok && outcome.report).toBe(
      `relabelled.json (cthangband.trace.v1) random calls: first difference at [0].site: expected "place_monster_one:somewhere_else", actual ${JSON.stringify(site)}`,
    );
  });
  it('rejects a malformed trace naming the fields', () => {
    const bad = { schema: 'cthangband.trace.v1', rng: { mode: 'bogus' }, actors_initial: [], ticks: [] };
    expect(() => replayTrace(bad, 'bad.json')).toThrow(GoldenFormatError);
    expect(() => replayTrace(bad, 'bad.json')).toThrow(/rng\.mode: got "bogus"/);
    expect(replayAltered('bad.json', bad).ok).toBe(false);
  });
  it('rejects an action outside the trace vocabulary', () => {
    const data = JSON.parse(readFileSync(join(golden, 'trace_help_example_25pct.json'), 'utf8')) as {
      actors_initial: { script: { action: string }[] }[];
    };
    (data.actors_initial[0]?.script[0] as { action: string }).action = 'teleport_self';
    expect(() => replayTrace(data, 'x.json')).toThrow(GoldenFormatError);
    expect(() => replayTrace(data, 'x.json')).toThrow(/teleport_self/);
  });
});
