import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replayGoldenFile } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import { dcssGoldenAdapters } from './golden-adapters/index.js';

// The replay must be able to fail: altered copies of golden files (in a temp dir; the originals
// are never touched) are rejected with a first-difference report, and unknown schemas fail.
const golden = new URL('./golden/', import.meta.url);
const load = (name: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(name, golden), 'utf8')) as Record<string, unknown>;
const dir = mkdtempSync(join(tmpdir(), 'dcss-golden-'));
function replay(name: string, data: unknown) {
  writeFileSync(join(dir, name), JSON.stringify(data));
  return replayGoldenFile(dir, name, dcssGoldenAdapters);
}

type Turn = { monsters: { energy_end: number }[]; monster_rng_calls: { raw: number }[]; action_order: number[] };

describe('golden replay honesty', () => {
  it('a truncated trace of the same schema still replays (files drive the replay, not names)', () => {
    const t3 = load('trace_t3_pursuit.json') as { turns: unknown[]; rng: { consumed: number; script: number[] } };
    const first = t3.turns.slice(0, 20) as { monster_rng_calls: unknown[]; player_rng_calls: unknown[] }[];
    const consumed = first.reduce((n, t) => n + t.monster_rng_calls.length + t.player_rng_calls.length, 0);
    const outcome = replay('short.json', { ...t3, turns: first, rng: { ...t3.rng, consumed } });
    expect(outcome.ok, outcome.ok ? '' : outcome.report).toBe(true);
  });

  it('an energy off by one fails at that turn', () => {
    const t1 = load('trace_t1_mixed_speeds_fixed_delays.json') as { turns: Turn[] };
    const record = t1.turns[3]?.monsters[2];
    if (!record) throw new Error('trace_t1 has no turn 4 monster 2');
    record.energy_end += 1;
    const outcome = replay('energy.json', t1);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.report).toContain('[3].monsters[2].energy_end');
  });

  it('a swapped acting order fails', () => {
    const t4 = load('trace_t4_mixed_speeds_pcg.json') as { turns: Turn[] };
    const order = (t4.turns[0] as Turn).action_order;
    [order[0], order[1]] = [order[1] as number, order[0] as number];
    const outcome = replay('order.json', t4);
    expect(!outcome.ok && outcome.report).toContain('[0].action_order[0]');
  });

  it('a different script value fails (draws are compared, raw and result)', () => {
    const t2 = load('trace_t2_haste_slow_brands.json') as { rng: { script: number[] } };
    t2.rng.script[6] = (t2.rng.script[6] as number) + 1;
    expect(replay('script.json', t2).ok).toBe(false);
  });

  it('a wrong vector value fails', () => {
    const costs = load('monster_action_costs.json') as { moves: { cost: number }[] };
    const move = costs.moves[4];
    if (!move) throw new Error('monster_action_costs has no moves[4]');
    move.cost += 1;
    const outcome = replay('costs.json', costs);
    expect(!outcome.ok && outcome.report).toContain('moves: first difference at [4].cost');
  });

  it('an unknown schema fails, naming it', () => {
    const outcome = replay('mystery.json', { schema: 'dcss.mystery/9', description: 'x' });
    expect(!outcome.ok && outcome.report).toContain('unknown golden schema "dcss.mystery/9"');
  });

  it('a malformed file of a known schema fails with the field path', () => {
    const t1 = load('trace_t1_mixed_speeds_fixed_delays.json');
    const outcome = replay('broken.json', { ...t1, monsters: 'none' });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.report).toMatch(/broken\.json.*: monsters: .*array/);
  });

  it('an empty list of cases fails instead of checking nothing', () => {
    const costs = load('monster_action_costs.json');
    const outcome = replay('empty.json', { ...costs, moves: [] });
    expect(!outcome.ok && outcome.report).toContain('moves');
  });

  it("a draw labelled with another site fails (golden call stacks map to the ruleset's site labels)", () => {
    const t3 = load('trace_t3_pursuit.json') as { turns: { monster_rng_calls: { site: string }[] }[] };
    const call = t3.turns.flatMap((t) => t.monster_rng_calls).find((c) => c.site.includes('randomize_energy'));
    if (!call) throw new Error('trace_t3 has no randomize_energy draw');
    call.site = call.site.replace('randomize_energy', 'opportunity_attack_check');
    const outcome = replay('site.json', t3);
    expect(!outcome.ok && outcome.report).toMatch(/\.site/);
  });

  it('a draw counted for the wrong monster fails', () => {
    const t1 = load('trace_t1_mixed_speeds_fixed_delays.json') as { monsters: { name: string }[]; turns: { monster_rng_calls: { site: string }[] }[] };
    const call = t1.turns.flatMap((t) => t.monster_rng_calls)[0];
    const owner = t1.monsters.filter((m) => call?.site.includes(`(${m.name})`)).sort((a, b) => b.name.length - a.name.length)[0];
    const other = t1.monsters.find((m) => m !== owner);
    if (!call || !owner || !other) throw new Error('trace_t1 has no monster draw');
    call.site = call.site.replace(`(${owner.name})`, `(${other.name})`);
    const outcome = replay('owner.json', t1);
    expect(!outcome.ok && outcome.report).toMatch(/owner/);
  });
});
