// Every record and event of the trace format (`nethack-speed/trace/1`), through the golden
// adapter's own code path, including scenarios no golden trace shows. The recorded traces are the
// starting point; the expectations on the new scenarios are derived by hand from the game's rules.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GoldenComparison } from '@turnkeeper/core/golden';
import { describe, expect, it } from 'vitest';
import { traceAdapter } from './golden-adapters/trace-adapter.js';

const goldenDir = fileURLToPath(new URL('./golden', import.meta.url));

interface Call {
  turn: number;
  phase: string;
  func: string;
  actor: string;
  n: number;
  result: number;
}
interface TurnRecord {
  turn: number;
  multi_at_start: number;
  multi_at_end: number;
  hero: { gain: number | null; actions: number; helpless_slots: number };
  sequence: string[];
  schedule: string[];
  events: string[];
}
interface Trace {
  scenario: { hero: { events: { turn: number; hero_action_in_turn: number; nomul: number }[] } };
  turn_records: TurnRecord[];
  rng: { calls: Call[] };
}

function golden(path: string): Trace {
  return JSON.parse(readFileSync(`${goldenDir}/${path}`, 'utf8')) as Trace;
}

/** What the adapter rebuilds from a trace file (its `actual` side), under one version. */
function replayed(file: Trace, version: string): { records: TurnRecord[]; calls: Call[]; comparisons: GoldenComparison[] } {
  const replay = traceAdapter(goldenDir).replay(file, 'traces/synthetic.json');
  const comparisons: GoldenComparison[] = Array.isArray(replay) ? [...(replay as readonly GoldenComparison[])] : [replay as GoldenComparison];
  const actual = (key: string): unknown => comparisons.find((c) => c.label === `[${version}] ${key}`)?.actual;
  return { records: actual('turn_records') as TurnRecord[], calls: (actual('rng') as { calls: Call[] }).calls, comparisons };
}

const callsOf = (calls: Call[], turn: number): string[] => calls.filter((c) => c.turn === turn).map((c) => `${c.phase}:${c.func}:${c.actor}:${c.n}`);

describe('trace records the golden traces show', () => {
  it('gain null in turn 1, helpless slots "h", both nomul and unmul events, and the spawn-roll phase', () => {
    const helpless = replayed(golden('traces/3.4.3/hero_fast_helpless.json'), '3.4.3').records;
    expect(helpless[0]?.hero.gain).toBeNull();
    expect(helpless[9]?.events).toEqual(['hero action 1 called nomul(-3)']);
    expect(helpless[10]?.sequence[0]).toBe('h');
    expect(helpless[12]?.events).toEqual(['unmul (multi reached 0 at turn boundary)']);
    const spawn = replayed(golden('traces/3.6.0/hero_polyd15_spawnroll.json'), '3.6.0').calls;
    expect(spawn.filter((c) => c.phase === 'spawn_roll')).toHaveLength(49);
  });

  it('a spawn roll of 0 logs "spawn roll was 0 (makemon not simulated)" in the record of the turn whose allocation made it', () => {
    // rn2(70) returns 0 at turn 39 of the 3.4.3 trace and turn 11 of the 3.6.0 trace: the one
    // event of each trace, in that turn's record, rebuilt from the engine's makemon hook.
    for (const [version, turn] of [
      ['3.4.3', 39],
      ['3.6.0', 11],
    ] as const) {
      const file = golden(`traces/${version}/hero_polyd15_spawnroll.json`);
      expect(file.rng.calls.filter((c) => c.phase === 'spawn_roll' && c.result === 0).map((c) => c.turn)).toEqual([turn]);
      const recordedEvents = file.turn_records.flatMap((r) => r.events.map((e) => `${r.turn}: ${e}`));
      expect(recordedEvents).toEqual([`${turn}: spawn roll was 0 (makemon not simulated)`]);
      const { records, calls } = replayed(file, version);
      expect(calls.filter((c) => c.phase === 'spawn_roll' && c.result === 0).map((c) => c.turn)).toEqual([turn]);
      expect(records.flatMap((r) => r.events.map((e) => `${r.turn}: ${e}`))).toEqual(recordedEvents);
    }
  });

  it('the 3.6.1+ and 3.7 spawn-roll traces draw no 0 and log no event', () => {
    for (const version of ['3.6.1-3.6.7', '3.7.0-dev']) {
      const file = golden(`traces/${version}/hero_polyd15_spawnroll.json`);
      expect(file.rng.calls.filter((c) => c.phase === 'spawn_roll' && c.result === 0)).toEqual([]);
      expect(file.turn_records.flatMap((r) => r.events)).toEqual([]);
    }
  });
});

describe('trace records no golden trace shows, through the adapter', () => {
  it('a galloping rider made helpless: no gallop while helpless, its own speed after a burned slot, the gallop back with the next run', () => {
    // The 3.4.3 riding trace, with nomul(-2) on the first action of turn 10.
    const file = golden('traces/3.4.3/hero_riding_galloping.json');
    file.scenario.hero.events = [{ turn: 10, hero_action_in_turn: 1, nomul: -2 }];
    const { records, calls } = replayed(file, '3.4.3');
    expect(records[9]?.events).toEqual(['hero action 1 called nomul(-2)']);
    expect(records[9]?.multi_at_end).toBe(-2);
    // Turn 10 starts with 40 points in the recording: after the action, the other slots burn.
    expect(records[9]?.hero.helpless_slots).toBeGreaterThan(0);
    // Boundaries 11 and 12: context.mv is clear (no rn2(2) for the steed; 3.4.3 draws nothing
    // else for it), and a burned slot cleared u.umoved: the hero's own Fast roll.
    expect(callsOf(calls, 11)).toEqual(['hero_moveamt:moveloop:hero:3']);
    expect(callsOf(calls, 12)).toEqual(['hero_moveamt:moveloop:hero:3']);
    expect(records[11]?.events).toEqual(['unmul (multi reached 0 at turn boundary)']);
    expect(records[11]?.sequence[0]).toBe('H');
    // Turn 12's run sets context.mv again; u.ugallop never stopped: both calls gallop.
    expect(callsOf(calls, 13)).toEqual(['monster_alloc:mcalcmove:s:2', 'hero_moveamt:mcalcmove:s:2']);
  });

  it('nomul(0): the run stops (no gallop at the next boundary unless the hero runs again) but the hero is not helpless', () => {
    // In the recording the hero acts twice in turn 12 and three times in turn 5.
    const file = golden('traces/3.4.3/hero_riding_galloping.json');
    expect([file.turn_records[11]?.hero.actions, file.turn_records[4]?.hero.actions]).toEqual([2, 3]);
    file.scenario.hero.events = [
      { turn: 5, hero_action_in_turn: 1, nomul: 0 },
      { turn: 12, hero_action_in_turn: 2, nomul: 0 },
    ];
    const { records, calls } = replayed(file, '3.4.3');
    expect(records[4]?.events).toEqual(['hero action 1 called nomul(0)']);
    expect(records[11]?.events).toEqual(['hero action 2 called nomul(0)']);
    expect(records.map((r) => r.multi_at_end).filter((m) => m !== 0)).toEqual([]);
    expect(records.reduce((a, r) => a + r.hero.helpless_slots, 0)).toBe(0);
    // Turn 5: the next action runs again before the boundary: both calls gallop.
    expect(callsOf(calls, 6)).toEqual(['monster_alloc:mcalcmove:s:2', 'hero_moveamt:mcalcmove:s:2']);
    // Turn 12: the stopping action was the last; context.mv is clear at the boundary, u.umoved
    // set: the steed's and the rider's mcalcmove() draw nothing in 3.4.3.
    expect(callsOf(calls, 13)).toEqual([]);
  });

  it('without the event, the synthetic traces replay as recorded (the comparisons all hold)', () => {
    const { comparisons } = replayed(golden('traces/3.4.3/hero_riding_galloping.json'), '3.4.3');
    for (const c of comparisons) expect(c.actual, c.label).toEqual(c.expected);
  });
});
