import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replayGoldenFile } from '@turnkeeper/core/conformance';
import { describe, expect, it } from 'vitest';
import { goldenAdapters } from './golden-adapters/index.js';

/*
 * Every record of the cthangband.trace.v1 format, produced: the golden files show most of them; the
 * scenarios below (hand-made files of the same schema, every expected number worked out by hand
 * from the rules of dungeon.c process_player() and melee2.c process_monsters()) show the rest —
 * a BORN skip (MFLAG_BORN) with either kind of placement, a monster that cannot sense the player,
 * the player actions no golden file uses, holes in the monster list and a monster deleted
 * mid-trace — and run them through the golden adapters, as a held-out trace would run.
 */

const golden = fileURLToPath(new URL('./golden', import.meta.url));

const source = {
  repo: 'BackupTheBerlios/scthangband',
  commit: '51b453c3ff2ff3414f4bd8b5297f2219f1141798',
  game_version: 'Cthangband 4.1.0 (C)',
  file: 'cthangband/src/dungeon.c, melee2.c',
  symbol: 'dungeon(), process_player(), process_monsters()',
};

const race = (speed: number, numBlows: number, unique = false, forceMaxhp = false) => ({
  speed,
  num_blows: numBlows,
  unique,
  force_maxhp: forceMaxhp,
  sleep: 0,
  hdice: 0,
  hside: 0,
});

/** A monster of `actors_initial`, placed as given. */
const monster = (id: string, mIdx: number, energy: number, script: string[], extra: { born?: boolean; numBlows?: number } = {}) => ({
  id,
  m_idx: mIdx,
  name: id,
  r_speed: 110,
  mspeed: 110,
  speed: 0,
  move_cost: 100,
  num_blows: extra.numBlows ?? 1,
  attack_cost: Math.floor(100 / (extra.numBlows ?? 1)),
  unique: false,
  energy,
  born: extra.born ?? false,
  script,
  script_is_cyclic: true,
  race: race(110, extra.numBlows ?? 1),
  csleep: 0,
  maxhp: 0,
});

const waiting = (id: string, e0: number) => ({ id, e0, gain: 10, e1: e0 + 10, acted: false, e2: e0 + 10, wait: 990 - e0 });

/** The player actions of the format that no golden file uses, in the order the records scenario cycles through them. */
const NOT_IN_GOLDEN_FILES = [
  'throw',
  'quaff_pack',
  'read_pouch',
  'aim_wand_pack',
  'aim_wand_pouch',
  'cantrip_pack',
  'cantrip_pouch',
  'use_staff',
  'zap_rod',
  'wield',
  'search',
  'hold',
  'refill',
];

/** Every player action the golden files never use, and a BORN monster next to one that cannot sense the player. */
const recordsTrace = {
  schema: 'cthangband.trace.v1',
  name: 'records_not_in_golden_files',
  description: 'The player cycles through the actions no golden file uses; m2 is BORN (skipped once, no energy); m1 cannot sense the player.',
  source,
  rules: ['as the golden traces'],
  rng: { mode: 'none' },
  actors_initial: [
    {
      id: 'player',
      pspeed: 110,
      speed: 0,
      move_cost: 100,
      num_blow: 1,
      num_fire: 1,
      energy: 1960,
      natural_attack_mutations: 0,
      script: NOT_IN_GOLDEN_FILES.map((action) => ({ action })),
      script_is_cyclic: true,
    },
    monster('m1', 1, 995, ['cannot_sense_player']),
    monster('m2', 2, 995, ['move'], { born: true }),
  ],
  ticks: [
    {
      tick: 1,
      turn: 1,
      process_world_runs: false,
      actors: [
        {
          id: 'player',
          e0: 1960,
          gain: 10,
          e1: 1970,
          // 100, 100, 10, 100, 10, 100, 10, 100, 100, 100, 100, 100, 50: 980 in all, while energy >= 1000.
          acts: [
            ['throw', 1970, 100],
            ['quaff_pack', 1870, 100],
            ['read_pouch', 1770, 10],
            ['aim_wand_pack', 1760, 100],
            ['aim_wand_pouch', 1660, 10],
            ['cantrip_pack', 1650, 100],
            ['cantrip_pouch', 1550, 10],
            ['use_staff', 1540, 100],
            ['zap_rod', 1440, 100],
            ['wield', 1340, 100],
            ['search', 1240, 100],
            ['hold', 1140, 100],
            ['refill', 1040, 50],
          ].map(([action, before, use]) => ({ action, energy_before: before, energy_use: use, energy_after: (before as number) - (use as number) })),
          e2: 990,
          wait: 10,
        },
        // BORN: the flag is cleared and the monster skipped without energy.
        { id: 'm2', e0: 995, gain: 0, e1: 995, born_skip: true, acted: false, e2: 995, wait: 5 },
        // Charged its move cost up front; unable to sense the player, it keeps the charge.
        { id: 'm1', e0: 995, gain: 10, e1: 1005, acted: true, charged_move: 100, after_charge: 905, outcome: 'cannot_sense_player', e2: 905, wait: 95 },
      ],
    },
    {
      tick: 2,
      turn: 2,
      process_world_runs: false,
      actors: [
        {
          id: 'player',
          e0: 990,
          gain: 10,
          e1: 1000,
          acts: [{ action: 'throw', energy_before: 1000, energy_use: 100, energy_after: 900 }],
          e2: 900,
          wait: 100,
        },
        { id: 'm2', e0: 995, gain: 10, e1: 1005, acted: true, charged_move: 100, after_charge: 905, outcome: 'move', e2: 905, wait: 95 },
        waiting('m1', 905),
      ],
    },
    {
      tick: 3,
      turn: 3,
      process_world_runs: false,
      actors: [{ id: 'player', e0: 900, gain: 10, e1: 910, acts: [], e2: 910, wait: 90 }, waiting('m2', 905), waiting('m1', 915)],
    },
  ],
  rng_calls: [],
};

/** No player; a hole at m_idx 2 (a monster dead before the trace); m4 deleted before tick 2. */
const holesTrace = {
  schema: 'cthangband.trace.v1',
  name: 'holes_and_a_death',
  description: 'm_list has a hole at 2; m4 is gone from tick 2 on (killed before process_monsters() reached it).',
  source,
  rules: ['as the golden traces'],
  rng: { mode: 'none' },
  actors_initial: [monster('m1', 1, 990, ['move']), monster('m3', 3, 995, ['melee_player'], { numBlows: 2 }), monster('m4', 4, 900, ['move'])],
  ticks: [
    {
      tick: 1,
      turn: 1,
      process_world_runs: false,
      actors: [
        waiting('m4', 900),
        // Melee refunds the move cost and charges 100 / 2.
        {
          id: 'm3',
          e0: 995,
          gain: 10,
          e1: 1005,
          acted: true,
          charged_move: 100,
          after_charge: 905,
          outcome: 'melee_player',
          refund_move: 100,
          attack_cost: 50,
          e2: 955,
          wait: 45,
        },
        { id: 'm1', e0: 990, gain: 10, e1: 1000, acted: true, charged_move: 100, after_charge: 900, outcome: 'move', e2: 900, wait: 100 },
      ],
    },
    { tick: 2, turn: 2, process_world_runs: false, actors: [waiting('m3', 955), waiting('m1', 900)] },
  ],
  rng_calls: [],
};

/** An undead start (turn 50001) and a unique placed with the game's roll, flagged BORN. */
const bornPlacedTrace = {
  schema: 'cthangband.trace.v1',
  name: 'born_placed_by_the_rng',
  description: 'A FORCE_MAXHP unique at +10 placed by place_monster_one() (one roll: its energy), flagged BORN; the game starts at dusk.',
  source,
  rules: ['as the golden traces'],
  rng: { mode: 'script', values: [37] },
  actors_initial: [
    {
      ...monster('m1', 1, 937, ['move'], { born: true }),
      r_speed: 120,
      mspeed: 120,
      speed: 10,
      move_cost: 50,
      unique: true,
      race: race(120, 1, true, true),
    },
  ],
  ticks: [
    { tick: 1, turn: 50001, process_world_runs: false, actors: [{ id: 'm1', e0: 937, gain: 0, e1: 937, born_skip: true, acted: false, e2: 937, wait: 63 }] },
    { tick: 2, turn: 50002, process_world_runs: false, actors: [waiting('m1', 937)] },
    { tick: 3, turn: 50003, process_world_runs: false, actors: [waiting('m1', 947)] },
  ],
  rng_calls: [{ seq: 0, tick: 0, site: 'place_monster_one:energy=rand_int(100)+900', m: 100, result: 37 }],
};

const scenarios = { 'records.json': recordsTrace, 'holes.json': holesTrace, 'born-placed.json': bornPlacedTrace };

function replay(name: string, data: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'cthangband-records-'));
  writeFileSync(join(dir, name), JSON.stringify(data));
  return replayGoldenFile(dir, name, goldenAdapters);
}

describe('cthangband.trace.v1: records no golden file shows, replayed through the golden adapters', () => {
  for (const [name, data] of Object.entries(scenarios)) {
    it(`replays ${name}: ${data.description}`, () => {
      const outcome = replay(name, data);
      expect(outcome.ok ? 'ok' : outcome.report).toBe('ok');
    });
  }

  it('fails the BORN scenario when the skip is left out (the record is checked, not just accepted)', () => {
    const altered = structuredClone(recordsTrace);
    const m2 = altered.actors_initial[2] as { born: boolean };
    m2.born = false;
    const outcome = replay('records.json', altered);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.report).toBe('records.json (cthangband.trace.v1) ticks: first difference at [0].actors[1].gain: expected 0, actual 10');
  });

  it('covers the whole vocabulary of the format between the golden files and these scenarios', () => {
    // The format's player actions: those the golden files use, and those the records scenario adds.
    const PLAYER_ACTIONS = [
      'walk',
      'run',
      'melee',
      'melee_with_natural_attacks',
      'fire',
      'quaff_pouch',
      'read_pack',
      'activate',
      'drop',
      'rest',
      'paralyzed',
      'spell',
      'dimension_door',
      'free_command',
      'antimagic_blocked',
      'const_cost',
      ...NOT_IN_GOLDEN_FILES,
    ];
    const OUTCOMES = [
      'move',
      'melee_player',
      'spell',
      'spell_at_monster',
      'late_spell_no_refund',
      'attack_monster_no_refund',
      'asleep',
      'out_of_range_cdis_ge_100',
      'cannot_sense_player',
    ];
    const RECORD_FIELDS = ['born_skip', 'refund_move', 'attack_cost', 'spawned', 'spawned_mspeed', 'spawned_energy', 'direct_debit', 'natural_attacks', 'note'];
    type Trace = { ticks: { actors: Record<string, unknown>[] }[] };
    const files: Trace[] = [
      ...readdirSync(golden)
        .filter((f) => f.startsWith('trace_'))
        .map((f) => JSON.parse(readFileSync(join(golden, f), 'utf8')) as Trace),
      ...(Object.values(scenarios) as Trace[]),
    ];
    const actions = new Set<string>();
    const outcomes = new Set<string>();
    const fields = new Set<string>();
    for (const f of files) {
      for (const t of f.ticks) {
        for (const a of t.actors) {
          for (const k of Object.keys(a)) fields.add(k);
          if (typeof a.outcome === 'string') outcomes.add(a.outcome);
          for (const act of (a.acts as Record<string, unknown>[] | undefined) ?? []) {
            actions.add(String(act.action));
            for (const k of Object.keys(act)) fields.add(k);
          }
        }
      }
    }
    expect(PLAYER_ACTIONS.filter((x) => !actions.has(x))).toEqual([]);
    expect(OUTCOMES.filter((x) => !outcomes.has(x))).toEqual([]);
    expect(RECORD_FIELDS.filter((x) => !fields.has(x))).toEqual([]);
  });
});
