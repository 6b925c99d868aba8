// `turnkeeper odds` agrees exactly with the golden tables the original games' logic produced, and
// with the rulesets' own analysis. Every case runs through the CLI's command code in-process (the
// same code the bin runs), and a sample of them through the spawned bin too.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli, type CliIo } from '../src/index.js';
import { turnkeeper } from './run-bin.js';

const golden = (pkg: string, file: string): unknown =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../${pkg}/test/golden/${file}`, import.meta.url)), 'utf8')) as unknown;

interface OddsJson {
  law: { exact: boolean; outcomes: { k: number; orMore?: boolean; p: { value: number; fraction?: string } }[] };
  doubleMove: { value: number; fraction?: string };
}

/** `turnkeeper odds …args --json`, in-process. */
async function odds(args: readonly string[]): Promise<OddsJson> {
  let out = '';
  let err = '';
  const io: CliIo = { out: (s) => (out += s), err: (s) => (err += s), tty: false, cwd: fileURLToPath(new URL('..', import.meta.url)) };
  const code = await runCli(['odds', ...args, '--json'], io);
  if (code !== 0) throw new Error(`turnkeeper odds ${args.join(' ')}: exit ${code}: ${err}`);
  return JSON.parse(out) as OddsJson;
}

/** The law as { k: fraction } for exact comparison with the golden files' "num/den" strings. */
function fractions(r: OddsJson): Record<string, string> {
  return Object.fromEntries(r.law.outcomes.map((o) => [String(o.k), o.p.fraction ?? String(o.p.value)]));
}

describe('NetHack: odds = free_moves.json, every case', () => {
  const file = golden('nethack', 'free_moves.json') as {
    cases: { version: string; hero_speed_state: string; mspeed: string; base: number; gap_dist: Record<string, string>; p_gap_at_least_2: string }[];
  };
  const versionOf: Record<string, string> = { '3.4.3': '3.4.3', '3.6.0': '3.6.0', '3.6.1-3.6.7': '3.6.7', '3.7.0-dev': '3.7' };
  const argsOf = (c: (typeof file.cases)[number]): string[] => [
    'nethack',
    '--version',
    versionOf[c.version] ?? c.version,
    '--a',
    `player:speed=${c.hero_speed_state}`,
    '--b',
    `monster:base=${c.base},mspeed=${c.mspeed}`,
  ];

  it(`agrees exactly on all ${file.cases.length} cases`, async () => {
    let checked = 0;
    for (const c of file.cases) {
      const r = await odds(argsOf(c));
      expect(r.law.exact).toBe(true);
      const expected = Object.fromEntries(Object.entries(c.gap_dist).filter(([, p]) => p !== '0/1'));
      expect(fractions(r), JSON.stringify(c)).toEqual(expected);
      expect(r.doubleMove.fraction).toBe(c.p_gap_at_least_2);
      checked++;
    }
    console.log(`NetHack free_moves.json: ${checked} cases agree exactly`);
  });

  it('agrees through the spawned bin too (a sample)', () => {
    for (const c of file.cases.filter((_, i) => i % 199 === 0)) {
      const r = JSON.parse(turnkeeper(['odds', ...argsOf(c), '--json']).stdout) as OddsJson;
      expect(r.doubleMove.fraction).toBe(c.p_gap_at_least_2);
    }
  });
});

describe("Cthangband: odds = the ruleset's exact double-move fractions", () => {
  it('agrees with cthangbandAnalysis.between for players and monsters across speeds', async () => {
    const { cthangbandAnalysis } = await import('@turnkeeper/cthangband/analysis');
    let checked = 0;
    for (const you of [-10, 0, 10, 20]) {
      for (const monster of [-10, 0, 5, 10, 20, 30]) {
        const a = { kind: 'player' as const, speed: you };
        const b = { kind: 'monster' as const, speed: monster, unique: true, energy: 950 };
        const law = cthangbandAnalysis.between({ a: { spec: a }, b: { spec: b } });
        const r = await odds(['cthangband', '--a', JSON.stringify(a), '--b', JSON.stringify(b)]);
        expect(r.law.exact).toBe(true);
        expect(fractions(r)).toEqual(Object.fromEntries(law.outcomes().map((o) => [String(o.k), o.p.fraction?.toString()])));
        checked++;
      }
    }
    console.log(`Cthangband between: ${checked} speed pairs agree exactly`);
  });
});

describe('DCSS: odds = monster_actions_per_turn.json (long-run law per player action)', () => {
  const file = golden('dcss', 'monster_actions_per_turn.json') as {
    entries: { base_speed: number; mode: string; delay: number; cost: number; long_run: Record<string, string>; long_run_p_at_least_2: string }[];
  };
  const flags: Record<string, string> = { normal: '', hasted: ',hasted=true', slowed: ',slowed=true', hasted_slowed: ',hasted=true,slowed=true' };
  const argsOf = (e: (typeof file.entries)[number]): string[] => [
    'dcss',
    '--a',
    'player',
    '--a-action',
    `fixed:aut=${e.delay}`,
    '--b',
    `monster:speed=${e.base_speed},justSummoned=false${flags[e.mode] ?? ''}`,
    '--b-action',
    `fixed:energy=${e.cost}`,
  ];

  it(`agrees exactly on all ${file.entries.length} entries`, async () => {
    let checked = 0;
    for (const e of file.entries) {
      const r = await odds(argsOf(e));
      expect(r.law.exact).toBe(true);
      expect(fractions(r), JSON.stringify(e)).toEqual(Object.fromEntries(Object.entries(e.long_run).filter(([, p]) => p !== '0/1')));
      expect(r.doubleMove.fraction ?? '0/1').toBe(e.long_run_p_at_least_2);
      checked++;
    }
    console.log(`DCSS monster_actions_per_turn.json: ${checked} entries agree exactly`);
  });

  it('agrees through the spawned bin too (a sample)', () => {
    for (const e of file.entries.filter((_, i) => i % 997 === 0)) {
      const r = JSON.parse(turnkeeper(['odds', ...argsOf(e), '--json']).stdout) as OddsJson;
      expect(r.doubleMove.fraction ?? '0/1').toBe(e.long_run_p_at_least_2);
    }
  });
});

describe('FrogComposband: odds = double_move.json to its 10 decimals, both ways', () => {
  const file = golden('frogcomposband', 'double_move.json') as {
    grid: { player_speed: number; monster_speed: number; monster_between_player: number[]; player_between_monster: number[]; p_double_move: number }[];
  };
  /** P(K = 0..5) then P(K ≥ 6), as the file lists them. */
  const law = (r: OddsJson): number[] => Array.from({ length: 7 }, (_, k) => r.law.outcomes.find((o) => o.k === k)?.p.value ?? 0);

  it(`agrees on all ${file.grid.length} speed pairs`, async () => {
    let worst = 0;
    for (const g of file.grid) {
      const you = `player:speed=${g.player_speed}`;
      const monster = `monster:speed=${g.monster_speed}`;
      const mb = await odds(['frogcomposband', '--a', you, '--b', monster]);
      const pb = await odds(['frogcomposband', '--a', monster, '--b', you]);
      expect(mb.law.exact).toBe(true);
      for (const [expected, actual] of [
        [g.monster_between_player, law(mb)],
        [g.player_between_monster, law(pb)],
      ] as const) {
        for (let k = 0; k < 7; k++) {
          const diff = Math.abs((expected[k] ?? 0) - (actual[k] ?? 0));
          worst = Math.max(worst, diff);
          expect(diff, `${JSON.stringify(g)} k=${k}`).toBeLessThanOrEqual(5e-10);
        }
      }
    }
    console.log(`FrogComposband double_move.json: ${file.grid.length} pairs × 2 directions agree; worst difference ${worst.toExponential(1)}`);
  });
});
