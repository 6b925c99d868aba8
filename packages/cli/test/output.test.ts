// What a player sees, end to end through the built bin: output that fits the terminal, CSV and
// JSON that do not depend on it, plots for every way of naming an actor, the game's own time
// units, and one line of explanation where an answer looks surprising.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { turnkeeper, widest } from './run-bin.js';

const tmp = mkdtempSync(join(tmpdir(), 'turnkeeper-output-'));

/** Every command, in the forms a player uses (help included): each must fit 100 columns. */
const INVOCATIONS: readonly string[][] = [
  [],
  ['--help'],
  ...['list', 'table', 'odds', 'simulate', 'compare', 'catalog', 'schema'].map((c) => [c, '--help']),
  ['list'],
  ...[
    ['generic', 'actor'],
    ['nethack', 'player'],
    ['nethack', 'monster'],
    ['dcss', 'player'],
    ['dcss', 'monster'],
    ['frogcomposband', 'player'],
    ['frogcomposband', 'monster'],
    ['cthangband', 'player'],
    ['cthangband', 'monster'],
  ].flatMap(([id, kind]) => [
    ['table', id ?? '', '--kind', kind ?? ''],
    ['table', id ?? '', '--kind', kind ?? '', '--all'],
  ]),
  ['catalog', 'nethack'],
  ['catalog', 'dcss'],
  ['odds', 'nethack', '--b', 'soldier ant'],
  ['odds', 'nethack', '--a', 'player:speed=Fast', '--b', 'soldier ant', '--version', '3.4.3'],
  ['odds', 'dcss', '--b', 'monster:speed=15', '--max-risk', '10%'],
  ['odds', 'dcss', '--max-risk', '10%', '--vary', 'b'],
  ['odds', 'nethack', '--max-risk', '5%', '--vary', 'b'],
  ['odds', 'frogcomposband', '--b', 'monster:speed=10'],
  ['odds', 'cthangband', '--b', 'monster:speed=10'],
  ['odds', 'dcss', '--b', 'monster:speed=1000000000'],
  ['odds', 'generic', '--a', 'actor:speed=100', '--b', 'actor:speed=130', '--monte-carlo', '--samples', '20000'],
  ['simulate', 'nethack', '--actor', 'you=player', '--actor', 'ant=soldier ant', '--turns', '10'],
  ['simulate', 'dcss', '--actor', 'you=player', '--actor', 'orc=monster:speed=10', '--generator', 'game', '--seed', '7', '--all'],
  ['simulate', 'cthangband', '--actor', 'p=player:paralyzed=2', '--actor', 'orc=monster:speed=5', '--actions', '12'],
  ['compare'],
  ['compare', '--ratio', '2', '--turns', '40'],
  ['compare', '--actions', '200'],
];

describe('output fits the terminal', () => {
  it('every command fits 100 columns under COLUMNS=100', () => {
    const widths: string[] = [];
    for (const args of INVOCATIONS) {
      const r = turnkeeper(args, undefined, { COLUMNS: '100' });
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      const w = Math.max(widest(r.stdout), widest(r.stderr));
      widths.push(`${w}`);
      expect(w, `turnkeeper ${args.join(' ')}`).toBeLessThanOrEqual(100);
    }
    console.log(`${INVOCATIONS.length} invocations fit 100 columns (widest lines: ${widths.join(', ')})`);
    // 45 spawned runs: a busy machine (the whole workspace's tests at once) needs more than the default.
  }, 900_000);

  it('narrower terminals too (60 columns), and 80 when nothing says', () => {
    for (const args of [
      ['list'],
      ['table', 'frogcomposband'],
      ['odds', 'nethack', '--b', 'soldier ant'],
      ['compare'],
      ['simulate', 'generic', '--actor', 'a=actor', '--actor', 'b=actor:speed=150'],
    ]) {
      expect(widest(turnkeeper(args, undefined, { COLUMNS: '60' }).stdout), args.join(' ')).toBeLessThanOrEqual(60);
      expect(widest(turnkeeper(args, undefined, { COLUMNS: '' }).stdout), args.join(' ')).toBeLessThanOrEqual(80);
    }
  });

  it('summarises long speed tables, every row with --all', () => {
    const summary = turnkeeper(['table', 'frogcomposband'], undefined, { COLUMNS: '400' });
    const all = turnkeeper(['table', 'frogcomposband', '--all'], undefined, { COLUMNS: '400' });
    const rowsOf = (text: string): number => text.split('\n').filter((l) => /^│ -?\d/.test(l)).length;
    expect(rowsOf(summary.stdout)).toBeLessThan(30);
    expect(rowsOf(all.stdout)).toBe(150);
    expect(summary.stdout).toMatch(/of 150 rows shown .*--all shows every row/s);
    expect(summary.stdout).toMatch(/│ 0 \(normal\)/);
  });

  it('prints the answer before the detail', () => {
    const out = turnkeeper(['odds', 'nethack', '--b', 'soldier ant'], undefined, { COLUMNS: '400' }).stdout;
    expect(out.indexOf('double move: P(soldier ant acts twice or more')).toBeLessThan(out.indexOf('K = how many times'));
    expect(out).toMatch(/= 1\/2 = 50% \(exact\)/);
  });

  it('--json and --csv do not depend on the width', () => {
    for (const args of [
      ['table', 'frogcomposband', '--csv'],
      ['table', 'cthangband', '--json'],
      ['list', '--csv'],
      ['odds', 'nethack', '--b', 'soldier ant', '--csv'],
      ['compare', '--json'],
    ]) {
      expect(turnkeeper(args, undefined, { COLUMNS: '40' }).stdout, args.join(' ')).toBe(turnkeeper(args, undefined, { COLUMNS: '200' }).stdout);
    }
  });
});

describe('--csv on every command that prints a table', () => {
  const parse = (text: string): string[][] =>
    text
      .trim()
      .split('\n')
      .map((l) => l.split(','));

  it('list, table, catalog, odds (law and inverse), simulate and compare', () => {
    expect(parse(turnkeeper(['list', '--csv']).stdout)[0]).toEqual(['ruleset', 'title', 'package', 'versions (default *)', 'time', 'actors', 'game generator']);
    expect(parse(turnkeeper(['table', 'frogcomposband', '--csv']).stdout)).toHaveLength(151);
    const catalog = parse(turnkeeper(['catalog', 'nethack', '--csv']).stdout);
    expect(catalog[0]?.slice(0, 3)).toEqual(['name', 'kind', 'speed']);
    expect(catalog.find((r) => r[0] === 'soldier ant')?.[2]).toBe('18');
    const law = parse(turnkeeper(['odds', 'nethack', '--b', 'soldier ant', '--csv']).stdout);
    expect(law[0]).toEqual(['k', 'or_more', 'P(K = k)', 'fraction', 'low', 'high', 'how']);
    expect(law.slice(1).map((r) => [r[0], r[3], r[6]])).toEqual([
      ['1', '1/2', 'exact'],
      ['2', '1/2', 'exact'],
    ]);
    const inverse = parse(turnkeeper(['odds', 'dcss', '--b', 'monster:speed=15', '--max-risk', '10%', '--csv']).stdout);
    expect(inverse[0]?.[1]).toBe('A');
    expect(inverse.length).toBeGreaterThan(5);
    const sim = parse(turnkeeper(['simulate', 'nethack', '--actor', 'you=player', '--actor', 'ant=soldier ant', '--turns', '4', '--csv']).stdout);
    expect(sim[0]).toEqual(['turn', 'turn', 'actor', 'kind', 'action', 'forced']);
    expect(sim.slice(1).filter((r) => r[2] === 'you')).toHaveLength(4);
    const compare = parse(turnkeeper(['compare', '--csv']).stdout);
    expect(compare.slice(1).map((r) => r[0])).toEqual(['generic', 'cthangband', 'dcss', 'frogcomposband', 'nethack']);
    expect(compare.find((r) => r[0] === 'frogcomposband')?.[7]).toBe('computed');
    expect(compare.find((r) => r[0] === 'nethack')?.[7]).toBe('exact');
  });
});

describe('--svg plots', () => {
  const svgOf = (args: readonly string[], name: string): string => {
    const file = join(tmp, name);
    const r = turnkeeper([...args, '--svg', file]);
    expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
    return readFileSync(file, 'utf8');
  };

  it('works for every way of naming an actor, and marks the asked pair with its value', () => {
    // [how B is named, file, the label of its column, how the title names it]. A catalog name
    // stands for its entry's spec, so its column is the speed-table row of its speed (NetHack
    // monst.c: soldier ant 18, jackal 12, giant bat 22, fox 15), and the title names it.
    for (const [b, name, column, asked] of [
      ['soldier ant', 'ant', '18', 'soldier ant'],
      ['jackal', 'jackal', '12', 'jackal'],
      ['giant bat', 'bat', '22', 'giant bat'],
      ['monster:name=fox', 'fox', '15', 'fox'],
      ['{"kind":"monster","base":15}', 'json', '15', '{"kind":"monster","base":15}'],
      ['monster:base=18', 'base18', '18', 'monster:base=18'],
    ] as const) {
      const svg = svgOf(['odds', 'nethack', '--b', b], `${name}.svg`);
      expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
      // Values are printed in the cells (percentages), and the title names the asked pair.
      expect(svg, b).toMatch(/>\d+(\.\d)?%</);
      expect(svg, b).toContain(`outlined: hero (normal) against ${asked}`);
      // The asked actor's column is on the axis, and its cell is outlined.
      expect(svg, b).toContain(`>${column}<`);
      expect(svg, b).toMatch(new RegExp(`aria-label="monster speed: ${column}; player speed: normal"[^>]*stroke="black"`));
    }
  });

  it('includes the asked speeds in FrogComposband (+0 against +10)', () => {
    const svg = svgOf(['odds', 'frogcomposband', '--b', 'monster:speed=10'], 'frog.svg');
    expect(svg).toContain('>10<');
    expect(svg).toContain('>0<');
  });

  it('compare draws one panel per ruleset on a common axis of your own turns', () => {
    const svg = svgOf(['compare'], 'compare.svg');
    for (const id of ['generic', 'cthangband', 'dcss', 'frogcomposband', 'nethack']) expect(svg).toContain(id);
    expect(svg).toContain('your turns');
  });

  it('titles state the units', () => {
    expect(svgOf(['simulate', 'dcss', '--actor', 'you=player', '--actor', 'orc=monster:speed=15', '--turns', '10'], 'sim.svg')).toMatch(
      /10 turns.*time in turns \(10 aut each\)/s,
    );
    expect(svgOf(['table', 'nethack', '--kind', 'monster'], 'table.svg')).toContain('actions per turn');
  });
});

describe("the game's time units", () => {
  interface SimJson {
    gameTurns: number;
    actions: number;
    turnLength: number;
    turns: { time: number; actor: string }[];
  }
  const sim = (args: readonly string[]): SimJson => JSON.parse(turnkeeper(['simulate', ...args, '--json']).stdout) as SimJson;

  it('--turns N runs N of the game turns (NetHack: turns; DCSS: 10 aut; FrogComposband: game turns)', () => {
    const nethack = sim(['nethack', '--actor', 'you=player', '--actor', 'ant=soldier ant', '--turns', '40']);
    expect(nethack.gameTurns).toBe(40);
    // A normal-speed hero moves once a turn; a speed-18 ant 1.5 times a turn on average.
    expect(nethack.turns.filter((t) => t.actor === 'you')).toHaveLength(40);
    expect(nethack.turns.filter((t) => t.actor === 'ant').length).toBeGreaterThanOrEqual(56);
    expect(nethack.turns.filter((t) => t.actor === 'ant').length).toBeLessThanOrEqual(61);
    expect(Math.max(...nethack.turns.map((t) => t.time)) - Math.min(...nethack.turns.map((t) => t.time))).toBe(39);
    const dcss = sim(['dcss', '--actor', 'you=player', '--actor', 'orc=monster:speed=10', '--turns', '12']);
    expect(dcss.turnLength).toBe(10);
    expect(dcss.turns.filter((t) => t.actor === 'you')).toHaveLength(12);
    const frog = sim(['frogcomposband', '--actor', 'you=player', '--turns', '100']);
    expect(frog.turns.filter((t) => t.actor === 'you')).toHaveLength(10); // normal speed: 10 energy a game turn, 100 an action
  });

  it('--actions N hands out N actor turns, and the title says both', () => {
    expect(sim(['nethack', '--actor', 'you=player', '--actor', 'ant=soldier ant', '--actions', '40']).turns).toHaveLength(40);
    const byTurns = sim(['nethack', '--actor', 'you=player', '--actor', 'ant=soldier ant', '--turns', '40']);
    expect(turnkeeper(['simulate', 'nethack', '--actor', 'you=player', '--actor', 'ant=soldier ant', '--turns', '40']).stdout).toContain(
      `NetHack 3.6.7: 40 turns (${byTurns.actions} actions)`,
    );
    const byActions = sim(['nethack', '--actor', 'you=player', '--actor', 'ant=soldier ant', '--actions', '40']);
    const spanned = (byActions.turns.at(-1)?.time ?? 0) - (byActions.turns[0]?.time ?? 0) + 1;
    expect(byActions.gameTurns).toBe(spanned);
    expect(turnkeeper(['simulate', 'nethack', '--actor', 'you=player', '--actor', 'ant=soldier ant', '--actions', '40']).stdout).toContain(
      `NetHack 3.6.7: 40 actions (over ${spanned} turns)`,
    );
  });
});

describe('surprising answers say why, and "exact" means an exact fraction', () => {
  it("DCSS speed 1e9 never acts: the game's rule, in one line", () => {
    const r = turnkeeper(['odds', 'dcss', '--b', 'monster:speed=1000000000'], undefined, { COLUMNS: '400' });
    const line = r.stdout.split('\n').find((l) => l.includes('never acts'));
    expect(line).toMatch(
      /monster:speed=1000000000 never acts: under dcss trunk it takes 0 actions per turn \(speed: .*100 or more burns its energy without acting, mon-act\.cc handle_monster_move\)/,
    );
  });

  it('a monster of speed 0 never acts, with what the spec field says', () => {
    expect(turnkeeper(['odds', 'nethack', '--b', 'monster:base=0'], undefined, { COLUMNS: '400' }).stdout).toMatch(
      /monster:base=0 never acts: under nethack 3\.6\.7 it takes 0 actions per turn \(base: .*base speed/,
    );
  });

  it('FrogComposband is computed in floating point: "computed", never "exact"', () => {
    const out = turnkeeper(['odds', 'frogcomposband', '--b', 'monster:speed=10']).stdout;
    expect(out).toMatch(/\(computed\)/);
    expect(out).toMatch(/computed, not sampled, in floating point/);
    expect(out).not.toMatch(/\(exact\)/);
  });

  it('--a-action works without --a (A is the default player)', () => {
    const r = JSON.parse(turnkeeper(['odds', 'dcss', '--a-action', 'fixed:aut=12', '--b', 'monster:speed=15', '--json']).stdout) as {
      a: { action: { kind: string; aut: number } };
      doubleMove: { fraction: string };
    };
    expect(r.a.action).toEqual({ kind: 'fixed', aut: 12 });
    expect(r.doubleMove.fraction).toBe('4/5');
  });
});

describe('the inverse on B', () => {
  it("which monster speeds, and which catalog monsters, keep a normal hero's double-move risk under 5%", () => {
    const r = JSON.parse(turnkeeper(['odds', 'nethack', '--max-risk', '5%', '--vary', 'b', '--json']).stdout) as {
      vary: string;
      bySpeed: { speed: string; doubleMove: { value: number } }[];
      fastestSafeSpeed: string | null;
      catalog: { name: string; doubleMove: { value: number } }[];
    };
    expect(r.vary).toBe('b');
    const safe = r.bySpeed.filter((x) => x.doubleMove.value < 0.05).map((x) => Number(x.speed));
    expect(Number(r.fastestSafeSpeed)).toBe(Math.max(...safe));
    expect(r.fastestSafeSpeed).toBe('12');
    expect(r.catalog.find((m) => m.name === 'soldier ant')?.doubleMove.value).toBe(0.5);
    expect(r.catalog.length).toBeGreaterThan(300);
    const text = turnkeeper(['odds', 'nethack', '--max-risk', '5%', '--vary', 'b']).stdout;
    expect(text).toMatch(/the fastest monster speed whose double-move odds on hero \(normal\) stay under 5%: 12/);
    expect(text).toMatch(/catalog: \d+ of \d+ named monsters stay under 5%/);
  });
});
