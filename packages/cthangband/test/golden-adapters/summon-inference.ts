import { GoldenFormatError } from '@turnkeeper/core';
import { CTHANGBAND_DRAW_SITES, NORMAL_SPEED_INDEX } from '../../src/index.js';
import type { TraceFile } from './trace-file.js';

/**
 * A race as trace files write it (`race` of `actors_initial`), plus whether it is placed asleep.
 */
export interface RaceInput {
  readonly speed: number;
  readonly num_blows: number;
  readonly unique: boolean;
  readonly force_maxhp: boolean;
  readonly sleep: number;
  readonly hdice: number;
  readonly hside: number;
  readonly asleep?: boolean;
}

/**
 * A summon as an `event` record's note describes it.
 */
export interface SummonNote {
  readonly id: string;
  readonly mspeed: number;
  readonly energy: number;
  /** The matched part of the note. */
  readonly text: string;
}

const NOTE = /placed monster (\S+) \(mspeed (\d+), energy (\d+)\)/;

/**
 * Reads an `event` note ("player's action placed monster m11 (mspeed 103, energy 995) …").
 */
export function parseSummonNote(note: string): SummonNote | null {
  const m = NOTE.exec(note);
  if (!m) return null;
  return { id: m[1] as string, mspeed: Number(m[2]), energy: Number(m[3]), text: m[0] };
}

/**
 * The race of a monster the player summoned, which trace files do not list: read from the
 * placement calls the file records for that tick (from the `fromSeq`-th call on, one placement:
 * sleep roll → sleep = m/10; one hit-point roll per die → hdice, hside = m; the spread roll
 * `rand_int(2i+1)` → race speed = mspeed − (result − i), none for a unique) and the attack cost
 * its later turns show (→ attack speed). The replay then places the monster with the ruleset's
 * own rolls and checks its speed, energy and draws against the file.
 */
export function inferSummonRace(f: TraceFile, file: string, summon: SummonNote, tick: number, fromSeq: number): RaceInput & { asleep: boolean } {
  const placement = [];
  for (const call of f.rng_calls.slice(fromSeq)) {
    if (call.tick !== tick || !call.site.startsWith('place_monster_one:')) break;
    placement.push(call);
    if (call.site === CTHANGBAND_DRAW_SITES.startEnergy) break;
  }
  const sleepCall = placement.find((c) => c.site === CTHANGBAND_DRAW_SITES.sleep);
  const hpCalls = placement.filter((c) => c.site === CTHANGBAND_DRAW_SITES.hitPoints);
  const spreadCall = placement.find((c) => c.site === CTHANGBAND_DRAW_SITES.speedSpread);
  let speed = summon.mspeed;
  if (spreadCall) {
    const spread = (spreadCall.m - 1) / 2;
    speed = summon.mspeed - (spreadCall.result - spread);
  }
  if (speed - NORMAL_SPEED_INDEX < -110 || speed - NORMAL_SPEED_INDEX > 89) {
    throw new GoldenFormatError(file, `ticks[tick ${tick}] summon ${summon.id}`, `the inferred race speed index ${speed} is outside 0..199`);
  }
  let numBlows = 1;
  for (const t of f.ticks) {
    const rec = t.actors.find((a) => a.id === summon.id && typeof a.attack_cost === 'number');
    if (rec) {
      const cost = rec.attack_cost as number;
      numBlows = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((n) => Math.floor(100 / n) === cost) ?? 1;
      break;
    }
  }
  return {
    speed,
    num_blows: numBlows,
    unique: !spreadCall,
    force_maxhp: false,
    sleep: sleepCall ? sleepCall.m / 10 : 0,
    hdice: hpCalls.length,
    hside: hpCalls[0]?.m ?? 0,
    asleep: sleepCall !== undefined,
  };
}
