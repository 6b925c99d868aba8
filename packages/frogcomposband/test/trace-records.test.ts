import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GoldenComparison } from '@turnkeeper/core/golden';
import { describe, expect, it } from 'vitest';
import { traceAdapter } from './golden-adapters/trace-adapter.js';

/**
 * Every record of `frogcomposband.trace.v1` in the situations the held-out traces may hold and
 * the golden files do not show, built by editing a golden file's inputs and replayed through the
 * trace adapter's own code path. The expectations follow from the game's rules (cited), not from
 * a run of the ruleset.
 */

type Json = Record<string, unknown>;
interface PlayerRecord {
  speed: number;
  gain: number;
  need_after_gain: number;
  actions: { energy_use: number; clip: number | null; cost: number; need_after: number }[];
  need_end: number;
  haste_timer_end: number;
}
interface MonsterRecord {
  m_idx: number;
  tick: boolean;
  in_range: boolean;
  speed?: number;
  gain?: number;
  need_end: number;
  fast: number;
  slow: number;
  minislow: number;
}
interface TurnRecord {
  game_turn: number;
  player: PlayerRecord;
  monsters: MonsterRecord[];
  act_order: string[];
  rng_calls: [number, number][];
}
interface CreationRecord {
  m_idx: number;
  mspeed: number;
  rng_calls: [number, number][];
}

const golden = (name: string): Json => JSON.parse(readFileSync(fileURLToPath(new URL(`./golden/${name}`, import.meta.url)), 'utf8')) as Json;

/** Replays an edited golden file through the adapter and returns what it rebuilt. */
function replay(name: string, edit: (d: Json) => void): { turns: TurnRecord[]; creation: CreationRecord[] } {
  const data = golden(name);
  edit(data);
  const out = traceAdapter.replay(data, name);
  const list: readonly GoldenComparison[] = Array.isArray(out) ? out : [out as GoldenComparison];
  const actual = (label: string): unknown => list.find((c) => c.label === label)?.actual;
  return { turns: actual('turns') as TurnRecord[], creation: actual('creation') as CreationRecord[] };
}

const initial = (d: Json): { game_turn: number; player: Json } => d.initial as { game_turn: number; player: Json };
const monsters = (d: Json): Json[] => (d.creation as { monsters: Json[] }).monsters;

describe('trace records the golden files do not show', () => {
  it("an out-of-range monster's tick: its timers and mini-slow roll run, it gains nothing (melee2.c process_monsters())", () => {
    const { turns } = replay('trace_scripted_action_costs.json', (d) => {
      const m5 = monsters(d).find((m) => m.m_idx === 5) as Json;
      m5.minislow = 3;
      m5.fast = 2;
    });
    const turn = turns[9] as TurnRecord;
    expect(turn.game_turn).toBe(10);
    const m5 = turn.monsters[0] as MonsterRecord;
    expect(Object.keys(m5)).toEqual(['m_idx', 'tick', 'in_range', 'need_end', 'fast', 'slow', 'minislow']);
    expect(m5).toMatchObject({ m_idx: 5, tick: true, in_range: false, need_end: 30, fast: 1 });
    // m5 is the highest index: its recovery roll is the first draw after the player's.
    const playerDraws = 2 * turn.player.actions.filter((a) => a.clip !== null).length;
    const [n, r] = turn.rng_calls[playerDraws] as [number, number];
    expect(n).toBe(100);
    expect(m5.minislow).toBe(r < 3 ? 2 : 3);
  });

  it('a monster of race speed internal 0: E = 1, so get_mspeed() draws only one_in_(4); slowed below 0 it gains the floor', () => {
    const { turns, creation } = replay('trace_scripted_status.json', (d) => {
      (monsters(d)[3] as Json).race_speed = -110;
    });
    expect(creation[3]).toMatchObject({ mspeed: -110 });
    expect((creation[3] as CreationRecord).rng_calls.map(([n]) => n)).toEqual([4, 32768, 100, 100]);
    // minislow 9 without binary slow: −110 − 9 = −119 (internal −9), 1 energy.
    expect((turns[0] as TurnRecord).monsters.find((m) => m.m_idx === 4)).toMatchObject({ in_range: true, speed: -119, gain: 1 });
  });

  it("a player's base speed at the bottom of pspeed: clamped to −99 after the timed effects (xtra1.c calc_bonuses())", () => {
    const { turns } = replay('trace_scripted_basic.json', (d) => {
      initial(d).player.base_speed = -110;
    });
    expect((turns[0] as TurnRecord).player).toMatchObject({ speed: -99, gain: 1 });
    const hasted = replay('trace_scripted_status.json', (d) => {
      initial(d).player.base_speed = -105;
    });
    // Hasted: −105 + 10 = −95 (internal 15, 1 energy), not −99 + 10.
    expect((hasted.turns[0] as TurnRecord).player).toMatchObject({ speed: -95, gain: 1 });
  });

  it('a negative energy_use in the action script: randomized and truncated toward zero (dungeon.c process_player())', () => {
    const { turns } = replay('trace_scripted_action_costs.json', (d) => {
      initial(d).player.action_script = [-50, 100];
    });
    const first = (turns[0] as TurnRecord).player.actions[0] as PlayerRecord['actions'][number];
    expect(first.energy_use).toBe(-50);
    expect(first.clip).not.toBeNull();
    expect(first.cost).toBe(Math.trunc((-50 * (first.clip as number)) / 100));
    expect(first.need_after).toBe((turns[0] as TurnRecord).player.need_after_gain + first.cost);
  });

  it('game turns across game_turn_limit: rolled back a day (dungeon.c prevent_turn_overflow())', () => {
    const { turns } = replay('trace_scripted_basic.json', (d) => {
      initial(d).game_turn = 1_999_974_998;
    });
    expect(turns).toHaveLength(300);
    expect(turns.slice(0, 3).map((t) => t.game_turn)).toEqual([1_999_974_998, 1_999_974_999, 1_999_875_000]);
  });

  it('timers above what their setters store: counted down through the setter (effects.c set_fast(), melee2.c set_monster_fast())', () => {
    const { turns } = replay('trace_scripted_status.json', (d) => {
      initial(d).player.haste_timer = 20_000;
      (monsters(d)[1] as Json).fast = 500;
    });
    const turn10 = turns[9] as TurnRecord;
    expect(turn10.game_turn).toBe(10);
    expect(turn10.player.haste_timer_end).toBe(10_000);
    expect(turn10.monsters.find((m) => m.m_idx === 2)?.fast).toBe(200);
    expect((turns[8] as TurnRecord).player.haste_timer_end).toBe(20_000);
  });

  it('an energy_need at the bottom of its s16b: the gain wraps it (types.h s16b energy_need)', () => {
    const { turns } = replay('trace_scripted_basic.json', (d) => {
      initial(d).player.energy_need = -32768;
    });
    // −32768 − 10 stored in 16 bits is 32758: no action for a long while.
    expect((turns[0] as TurnRecord).player).toMatchObject({ need_after_gain: 32758, actions: [] });
  });
});
