// Every command end to end, by spawning the built bin: output, exit codes, JSON parsed.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { interrupted, isOneLineError, turnkeeper } from './run-bin.js';

const tmp = mkdtempSync(join(tmpdir(), 'turnkeeper-cli-'));
const RULESETS = ['generic', 'cthangband', 'dcss', 'frogcomposband', 'nethack'];

describe('turnkeeper list', () => {
  it('lists every installed ruleset with its versions, units, kinds and generator (JSON)', () => {
    const r = turnkeeper(['list', '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      rulesets: { id: string; versions: string[]; defaultVersion: string; kinds: { name: string }[] }[];
      problems: string[];
    };
    expect(out.rulesets.map((x) => x.id)).toEqual(RULESETS);
    expect(out.problems).toEqual([]);
    for (const x of out.rulesets) expect(x.versions).toContain(x.defaultVersion);
    expect(out.rulesets.find((x) => x.id === 'nethack')?.kinds.map((k) => k.name)).toEqual(['player', 'monster']);
  });

  it('prints a table a person can read', () => {
    const r = turnkeeper(['list']);
    expect(r.code).toBe(0);
    for (const id of RULESETS) expect(r.stdout).toContain(id);
    expect(r.stdout).toContain('3.6.7*');
  });
});

describe('turnkeeper table', () => {
  it('prints a speed table in the game display, as text, CSV and JSON', () => {
    const text = turnkeeper(['table', 'generic']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('1.50×');
    const csv = turnkeeper(['table', 'generic', '--csv']);
    expect(csv.stdout.split('\n')[0]).toBe('speed,energy per tick,actions per tick,display,gain (decimal),actions per tick (decimal)');
    const json = JSON.parse(turnkeeper(['table', 'generic', '--json']).stdout) as { rows: { speed: number; actionsPerTurn: { fraction: string } }[] };
    expect(json.rows.find((row) => row.speed === 150)?.actionsPerTurn.fraction).toBe('3/2');
  });

  it('draws the speed curve to SVG', () => {
    const file = join(tmp, 'speed.svg');
    expect(turnkeeper(['table', 'generic', '--svg', file]).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });
});

describe('turnkeeper odds', () => {
  it('gives exact fractions and percentages', () => {
    const r = turnkeeper(['odds', 'generic', '--a', 'actor:speed=100', '--b', 'actor:speed=250'], undefined, { COLUMNS: '400' });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/double move: P\(actor:speed=250 acts twice or more between two actions of actor:speed=100\) = 1\/1 = 100% \(exact\)/);
    expect(r.stdout).toMatch(/2\s+│\s+1\/2\s+│\s+50%/);
    const json = JSON.parse(turnkeeper(['odds', 'generic', '--a', 'actor:speed=100', '--b', 'actor:speed=250', '--json']).stdout) as {
      law: { exact: boolean; outcomes: { k: number; p: { fraction: string } }[] };
    };
    expect(json.law.exact).toBe(true);
    expect(json.law.outcomes.map((o) => [o.k, o.p.fraction])).toEqual([
      [2, '1/2'],
      [3, '1/2'],
    ]);
  });

  it('runs a Monte Carlo across worker threads that agrees with the exact answer within its interval', () => {
    const exact = JSON.parse(turnkeeper(['odds', 'generic', '--a', 'actor:speed=100', '--b', 'actor:speed=130', '--json']).stdout) as {
      doubleMove: { value: number };
    };
    const mc = JSON.parse(
      turnkeeper(['odds', 'generic', '--a', 'actor:speed=100', '--b', 'actor:speed=130', '--monte-carlo', '--samples', '100000', '--json']).stdout,
    ) as {
      law: { exact: boolean; method: string; samples: number };
      doubleMove: { value: number; low: number; high: number };
    };
    expect(mc.law.exact).toBe(false);
    expect(mc.law.samples).toBe(100_000);
    expect(mc.law.method).toMatch(/worker threads/);
    expect(mc.doubleMove.low).toBeLessThanOrEqual(exact.doubleMove.value);
    expect(mc.doubleMove.high).toBeGreaterThanOrEqual(exact.doubleMove.value);
  });

  it('answers the inverse: which speed keeps the double-move risk under a threshold', () => {
    const r = JSON.parse(turnkeeper(['odds', 'generic', '--a', 'actor:speed=100', '--b', 'actor:speed=150', '--max-risk', '10%', '--json']).stdout) as {
      bySpeed: { speed: string; doubleMove: { value: number } }[];
      slowestSafeSpeed: string | null;
    };
    const safe = r.bySpeed.filter((x) => x.doubleMove.value < 0.1).map((x) => x.speed);
    expect(r.slowestSafeSpeed).toBe(safe[0]);
    expect(r.slowestSafeSpeed).toBe('150');
  });

  it('draws the odds heatmap to SVG', () => {
    const file = join(tmp, 'odds.svg');
    expect(turnkeeper(['odds', 'generic', '--a', 'actor:speed=100', '--b', 'actor:speed=150', '--svg', file]).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('<svg');
  });

  it('stops cleanly on Ctrl-C and prints the partial result', async () => {
    // The signal goes once the CLI says Ctrl-C is handled, plus a moment for samples to finish.
    const r = await interrupted(
      ['odds', 'generic', '--a', 'actor:speed=100', '--b', 'actor:speed=130', '--monte-carlo', '--samples', '10000000'],
      /Ctrl-C stops/,
      1500,
    );
    expect(r.sawReady, r.stderr).toBe(true);
    expect(r.code).toBe(130);
    expect(r.stdout).toMatch(/interrupted: the result above is what the finished samples measured/);
    expect(r.stdout).toMatch(/Monte Carlo on the generic loop: \d+ samples/);
  });
});

describe('turnkeeper simulate', () => {
  it('runs a scenario from flags: a timeline and per-actor statistics', () => {
    const r = turnkeeper(['simulate', 'generic', '--actor', 'hero=actor:speed=100', '--actor', 'bat=actor:speed=250', '--actions', '35', '--seed', '3']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('hero (actor)');
    expect(r.stdout).toMatch(/bat\s+│\s+24\s+│\s+68.6%\s+│\s+2.3\s+│/);
  });

  it('runs a YAML or JSON scenario file, validated, as JSON output', () => {
    const yaml = join(tmp, 'duel.yaml');
    writeFileSync(
      yaml,
      'ruleset: generic\nactions: 20\nseed: 2\nactors:\n  - id: hero\n    spec: { speed: 100 }\n    actions: [{ kind: act }, { kind: act, cost: 50 }]\n  - id: slug\n    spec: { speed: 30 }\n',
    );
    const r = turnkeeper(['simulate', '--file', yaml, '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { turns: { actor: string; action: { kind: string; cost?: number } }[]; stats: { id: string; actions: number }[] };
    expect(out.turns).toHaveLength(20);
    expect(
      out.turns
        .filter((t) => t.actor === 'hero')
        .map((t) => t.action.cost ?? 100)
        .slice(0, 4),
    ).toEqual([100, 50, 100, 50]);
    expect(out.stats.reduce((s, x) => s + x.actions, 0)).toBe(20);
  });

  it("runs the README's scenario file as written", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const yaml = /```yaml\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(yaml).toBeDefined();
    const file = join(tmp, 'readme-duel.yaml');
    writeFileSync(file, (yaml ?? '').replace('./node_modules/@turnkeeper/cli/scenario.schema.json', 'scenario.schema.json'));
    const r = turnkeeper(['simulate', '--file', file, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as {
      ruleset: string;
      generator: string;
      gameTurns: number;
      turnLength: number;
      turns: { time: number; actor: string; action: { kind: string } }[];
    };
    expect(out.ruleset).toBe('dcss');
    expect(out.generator).toBe('game');
    // 20 of DCSS's 10-aut turns: every action falls within 200 aut of the first game turn's start.
    expect(out.gameTurns).toBe(20);
    expect(out.turnLength).toBe(10);
    const start = Math.floor((out.turns[0]?.time ?? 0) / 10) * 10;
    expect(out.turns.every((t) => t.time < start + 200)).toBe(true);
    expect(out.turns.at(-1)?.time).toBeGreaterThanOrEqual(start + 190);
    expect(out.turns.filter((t) => t.actor === 'ogre').every((t) => t.action.kind === 'melee')).toBe(true);
  });

  it('marks forced turns (a paralysed player reads no command) and counts them apart from actions', () => {
    const args = ['simulate', 'cthangband', '--actor', 'p=player:paralyzed=2', '--actor', 'orc=monster:speed=5', '--actions', '12'];
    const r = turnkeeper(args);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.match(/forced \(no command\)/g)).toHaveLength(3);
    expect(r.stdout).toMatch(/p\s+│\s+4\s+│\s+3\s+│/); // 4 actions, 3 forced turns
    const out = JSON.parse(turnkeeper([...args, '--json']).stdout) as {
      turns: { actor: string; forced: boolean }[];
      stats: { id: string; actions: number; forced: number }[];
    };
    expect(out.turns.filter((t) => t.forced).map((t) => t.actor)).toEqual(['p', 'p', 'p']);
    expect(out.stats.find((s) => s.id === 'p')).toMatchObject({ actions: 4, forced: 3 });
  });

  it('draws the timeline to SVG', () => {
    const file = join(tmp, 'timeline.svg');
    expect(turnkeeper(['simulate', 'generic', '--actor', 'a=actor:speed=100', '--turns', '10', '--svg', file]).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('<svg');
  });

  it('publishes the scenario JSON Schema, identical to the one in the package', () => {
    const r = turnkeeper(['schema', 'scenario']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(readFileSync(new URL('../scenario.schema.json', import.meta.url), 'utf8')));
  });
});

describe('turnkeeper compare and the default duel', () => {
  it('plays one duel under every installed ruleset, with exact double-move odds', () => {
    const r = JSON.parse(turnkeeper(['compare', '--json']).stdout) as { rulesets: { id: string; doubleMove: { exact: boolean }; timeline: unknown[] }[] };
    expect(r.rulesets.map((x) => x.id)).toEqual(RULESETS);
    for (const x of r.rulesets) {
      expect(x.doubleMove.exact, x.id).toBe(true);
      expect(x.timeline).toHaveLength(16);
    }
  });

  it('runs the embedded default with no arguments', () => {
    const r = turnkeeper([]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('One duel under every installed ruleset');
    for (const id of RULESETS) expect(r.stdout).toContain(id);
    console.log(`turnkeeper (the default duel) ran in ${r.ms} ms`);
  });
});

describe('help and errors', () => {
  it('has --help with examples on every command', () => {
    for (const cmd of [[], ['list'], ['table'], ['odds'], ['simulate'], ['compare'], ['catalog'], ['schema']]) {
      const r = turnkeeper([...cmd, '--help']);
      expect(r.code, cmd.join(' ')).toBe(0);
      expect(r.stdout, cmd.join(' ')).toContain('Examples:');
    }
  });

  it('answers bad input with one line naming what is wrong and what is allowed, exit code 2, no stack trace', () => {
    const bad: [string[], RegExp][] = [
      [['odds', 'angband', '--b', 'x'], /unknown ruleset "angband"; installed: generic, cthangband, dcss, frogcomposband, nethack/],
      [['odds', 'nethak', '--b', 'x'], /unknown ruleset "nethak" \(did you mean "nethack"\?\); installed: generic,/],
      [['table', 'nethack', '--version', '9.9'], /unknown nethack version "9.9"; versions: 3\.4\.3/],
      // Catalog names are the analysis's (nethackAnalysis.lookup), with its closest names.
      [
        ['odds', 'nethack', '--b', 'mind flayer lord'],
        /"mind flayer lord" is neither an actor kind of nethack \(player, monster\) nor a name from the nethack 3\.6\.7 catalog \(did you mean "mind flayer"\?\)/,
      ],
      [
        ['odds', 'nethack', '--b', 'soldier ants'],
        /"soldier ants" is neither an actor kind of nethack \(player, monster\) nor a name from the nethack 3\.6\.7 catalog \(did you mean [^)]*"soldier ant"/,
      ],
      [
        ['odds', 'nethack', '--b', 'monstr:base=12'],
        /"monstr" is not an actor kind of nethack \(did you mean "monster"\?\); kinds: player, monster, or a name from its catalog/,
      ],
      [['odds', 'nethack', '--b', 'monster:name=jackall'], /"jackall" is neither an actor kind of nethack .* \(did you mean "jackal"/],
      [['odds', 'nethack', '--b', 'monster:speeed=3'], /--b: unknown field "speeed" of a nethack monster \(did you mean "mspeed"\?\); fields: base, mspeed/],
      [['odds', 'nethack', '--b', 'monster:base=12', '--b-action', 'fly'], /--b-action: unknown action "fly" of a nethack monster; actions: move, act/],
      [['list', '--frobnicate'], /unknown option "--frobnicate" for turnkeeper list; options: --json, --csv, --help/],
      [['list', '--jsn'], /unknown option "--jsn" for turnkeeper list \(did you mean --json\?\)/],
      [['frob'], /unknown command "frob"; commands: list, table, odds, simulate, compare, catalog, schema/],
      [['tabel', 'nethack'], /unknown command "tabel" \(did you mean "table"\?\)/],
      [['table'], /missing required argument 'ruleset'/],
      [['table', 'nethack', '--kind', 'monstr'], /--kind: unknown actor kind "monstr" of nethack \(did you mean "monster"\?\); kinds: player, monster/],
      [['odds', 'nethack'], /odds needs --b <actor>.*or --max-risk <p> --vary b/],
      [['odds', 'nethack', '--b', 'jackal', '--svg', 'no-such-folder/odds.svg'], /--svg: cannot write "no-such-folder\/odds\.svg": its folder does not exist/],
      [['odds', 'nethack', '--b', 'jackal', '--samples', '1e15'], /--samples: expected an integer from 100 to 10,000,000; got "1e15"/],
      [['odds', 'nethack', '--b', 'jackal', '--samples', '50'], /--samples: expected an integer from 100 to 10,000,000; got "50"/],
      [['simulate', 'generic', '--actor', 'a=actor', '--turns', '0'], /--turns: expected an integer from 1 to 1,000,000; got "0"/],
      [
        ['simulate', 'generic', '--actor', 'a=actor', '--turns', '3', '--actions', '3'],
        /give --turns \(the game's turns\) or --actions \(actor turns\), not both/,
      ],
      [
        ['odds', 'generic', '--a', 'actor:speed=1', '--b', 'actor:speed=100000', '--monte-carlo'],
        /actor:speed=100000 acts 100000× as often as actor:speed=1: too many of its actions between two of A's/,
      ],
      [['odds', 'generic', '--b', 'actor:speed=-3'], /speed/],
      [['simulate', '--file', 'no-such-file.yaml'], /cannot read scenario file no-such-file\.yaml/],
      [['table', 'generic', '--kind', 'dragon'], /--kind: unknown actor kind "dragon" of generic; kinds: actor/],
      [['odds', 'generic', '--b', 'actor:speed=100', '--max-risk', '150%'], /--max-risk: expected a probability between 0 and 1/],
    ];
    for (const [args, message] of bad) {
      const r = turnkeeper(args);
      expect(isOneLineError(r), `${args.join(' ')}: ${r.stderr}`).toBe(true);
      expect(r.stderr, args.join(' ')).toMatch(message);
    }
  });

  it('names the field of a malformed scenario file', () => {
    const file = join(tmp, 'bad.json');
    writeFileSync(file, JSON.stringify({ ruleset: 'generic', turns: 0, actors: [] }));
    const r = turnkeeper(['simulate', '--file', file]);
    expect(isOneLineError(r)).toBe(true);
    expect(r.stderr).toMatch(/bad\.json: turns: got 0; expected an integer from 1 to 1,000,000/);
    writeFileSync(file, JSON.stringify({ ruleset: 'generic', turn: 3, actors: [{ id: 'a', spec: { speed: 100 } }] }));
    expect(turnkeeper(['simulate', '--file', file]).stderr).toMatch(
      /bad\.json: unknown key "turn" \(did you mean "turns"\?\); keys: \$schema, ruleset, version, options, seed, generator, turns, actions, actors/,
    );
    writeFileSync(file, JSON.stringify({ ruleset: 'generic', actors: [{ id: 'a', spec: { speed: 100 }, action: [] }] }));
    expect(turnkeeper(['simulate', '--file', file]).stderr).toMatch(/actors\[0\]: unknown key "action" \(did you mean "actions"\?\); keys: id, spec, actions/);
    writeFileSync(file, '{ not json');
    expect(turnkeeper(['simulate', '--file', file]).stderr).toMatch(/bad\.json: not valid JSON/);
    writeFileSync(file, JSON.stringify({ ruleset: 'generic', actors: [{ id: 'a', spec: { speed: 0 } }] }));
    expect(turnkeeper(['simulate', '--file', file]).stderr).toMatch(/actors\[0\] \(a\): Invalid generic actor spec: speed: got 0/);
  });
});
