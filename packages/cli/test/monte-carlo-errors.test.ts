// The Monte Carlo path of `turnkeeper odds` validates like the exact path, and a worker thread
// that exits or crashes is an error, never a wait. Table-driven, end to end through the built bin.
import { describe, expect, it } from 'vitest';
import { FROM_CORE, fixtureProject, plugin, rulesetAs } from './plugin-tree.js';
import { isOneLineError, turnkeeper, withoutAnnouncement, type Run } from './run-bin.js';

/** Bad input that reaches the Monte Carlo workers unless the main thread checks it first. */
const badInputs: readonly (readonly string[])[] = [
  ['generic', '--a', 'actor:speed=100', '--b', 'actor:speed=0'],
  ['generic', '--a', 'actor:speed=100', '--b', 'actor:speed=-3'],
  ['generic', '--a', 'actor:speed=100', '--b', 'actor:speed=1.5'],
  ['generic', '--a', 'actor:speed=100', '--b', 'actor:speed=fast'],
  ['generic', '--a', 'actor:speed=100', '--b', 'actor:speed=100,frob=1'],
  ['generic', '--a', 'actor:speed=100', '--b', 'actor:speed=100', '--b-action', 'act:cost=-5'],
  ['generic', '--a', 'actor:speed=100', '--a-action', 'act:cost=-1', '--b', 'actor:speed=100'],
  ['generic', '--a', 'actor:speed=100', '--b', 'actor:speed=100', '--b-action', 'fly'],
  ['generic', '--a', 'actor:speed=100', '--b', 'actor:speed=100', '--options', '{"bogus":1}'],
  ['generic', '--a', '{"speed":0}', '--b', '{"speed":130}'],
  ['nethack', '--b', 'monster:base=500'],
  ['nethack', '--b', 'monster:base=12,frob=1'],
  ['nethack', '--a', 'player:speed=Blazing', '--b', 'monster:base=12'],
  ['nethack', '--b', 'soldier ant:mspeed=sideways'],
  ['dcss', '--b', 'monster:speed=-1'],
  ['dcss', '--b', 'monster:speed=10,frob=1'],
  ['frogcomposband', '--b', 'monster:speed=1000'],
  ['frogcomposband', '--b', 'monster:speed=10,energyNeed=99999'],
  ['cthangband', '--b', 'monster:speed=1000'],
  ['cthangband', '--b', 'monster:speed=10,numBlows=-1'],
];

const MC = ['--monte-carlo', '--samples', '1000'];

describe('the Monte Carlo path validates like the exact path', () => {
  it('gives the exact path’s one-line, exit-2 error for bad input', () => {
    const failures: string[] = [];
    for (const args of badInputs) {
      const exact = turnkeeper(['odds', ...args]);
      const mc = turnkeeper(['odds', ...args, ...MC]);
      const name = args.join(' ');
      if (!isOneLineError(exact)) failures.push(`${name}: the exact path gave exit ${String(exact.code)}: ${exact.stderr.trim()}`);
      else if (!isOneLineError(mc) || mc.stderr !== exact.stderr)
        failures.push(`${name}: the Monte Carlo gave exit ${String(mc.code)}: ${mc.stderr.trim()} (exact: ${exact.stderr.trim()})`);
    }
    console.log(`Monte Carlo validation like the exact path: ${badInputs.length} cases, ${failures.length} failures`);
    expect(failures).toEqual([]);
  });

  it('runs with the largest seed, its chunks counting on from 0 past 2⁵³ − 1', () => {
    const args = ['odds', 'generic', '--a', 'actor:speed=100', '--b', 'actor:speed=130', '--monte-carlo', '--samples', '100000', '--json'];
    const cases: [string, RegExp][] = [
      ['9007199254740991', /seeds 9007199254740991, then 0…3\)/],
      ['9007199254740990', /seeds 9007199254740990…9007199254740991, then 0…2\)/],
      ['9007199254740987', /seeds 9007199254740987…9007199254740991\)/],
    ];
    for (const [seed, seeds] of cases) {
      const r = turnkeeper([...args, '--seed', seed]);
      expect(r.code, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout) as { law: { method: string; samples: number }; doubleMove: { low: number; high: number } };
      expect(out.law.method).toMatch(seeds);
      expect(out.law.samples).toBe(100_000);
      // B at 1.3× A: exactly 3 in 10 gaps hold two of B's actions.
      expect(out.doubleMove.low).toBeLessThanOrEqual(0.3);
      expect(out.doubleMove.high).toBeGreaterThanOrEqual(0.3);
      // The same seed gives the same estimate.
      expect(turnkeeper([...args, '--seed', seed]).stdout).toBe(r.stdout);
    }
    console.log(`Monte Carlo at the largest seeds: ${cases.length} cases`);
  });

  it("accepts the generic ruleset's kind-less specs, as its README writes them", () => {
    const r = turnkeeper(['odds', 'generic', '--a', '{"speed":100}', '--b', '{"speed":130}', '--monte-carlo', '--samples', '100000', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { law: { exact: boolean }; doubleMove: { low: number; high: number } };
    expect(out.law.exact).toBe(false);
    expect(out.doubleMove.low).toBeLessThanOrEqual(0.3);
    expect(out.doubleMove.high).toBeGreaterThanOrEqual(0.3);
  });

  it('prints no MaxListenersExceededWarning for a large sample count', () => {
    const r = turnkeeper(['odds', 'generic', '--a', 'actor:speed=100', '--b', 'actor:speed=130', '--monte-carlo', '--samples', '1000000', '--json']);
    expect(r.code, r.stderr).toBe(0);
    // Nothing on stderr but the line that says the run has started (and that Ctrl-C is handled).
    expect(withoutAnnouncement(r.stderr)).toEqual([]);
    expect((JSON.parse(r.stdout) as { law: { samples: number } }).law.samples).toBe(1_000_000);
  });
});

/**
 * Third-party rulesets (core's generic under another id) whose Monte Carlo misbehaves only in a
 * worker thread running a chunk: the main thread's check and discovery's probe see a good ruleset.
 */
const inChunk = `import { isMainThread } from 'node:worker_threads';\n${FROM_CORE}const inChunk = (q) => !isMainThread && q.method === 'monte-carlo' && q.samples > 100;\n`;
const dying = (id: string, what: string): ReturnType<typeof plugin> =>
  plugin(
    `tk-${id}`,
    [id],
    `${inChunk}export const ${id} = { ...genericAnalysis, ruleset: ${rulesetAs(id)}, between(q) { if (inChunk(q)) { ${what} } return genericAnalysis.between(q); } };\n`,
  );

const deaths: { readonly id: string; readonly what: string; readonly code: number; readonly line: RegExp }[] = [
  { id: 'exitzero', what: 'process.exit(0);', code: 1, line: /^turnkeeper: unexpected error: a worker thread exited with code 0 before answering$/ },
  { id: 'exitthree', what: 'process.exit(3);', code: 1, line: /^turnkeeper: unexpected error: a worker thread exited with code 3 before answering$/ },
  {
    id: 'asyncthrow',
    what: "queueMicrotask(() => { throw new Error('async boom'); });",
    code: 1,
    line: /^turnkeeper: unexpected error: a worker thread failed: async boom$/,
  },
  { id: 'plainthrow', what: "throw new Error('chunk boom');", code: 1, line: /^turnkeeper: unexpected error: chunk boom$/ },
  {
    id: 'codedthrow',
    what: "throw Object.assign(new Error('speed: got 7; allowed: 8'), { code: 'INVALID_SPEC' });",
    code: 2,
    line: /^turnkeeper: speed: got 7; allowed: 8$/,
  },
];

describe('a worker thread that exits or crashes', () => {
  it('is a one-line error, never a hang', () => {
    const project = fixtureProject(deaths.map((d) => dying(d.id, d.what)));
    const failures: string[] = [];
    for (const d of deaths) {
      const r: Run = turnkeeper(['odds', d.id, '--a', 'actor:speed=100', '--b', 'actor:speed=130', '--monte-carlo', '--samples', '100000'], project);
      // The run says it has started (the input passed its check); what went wrong is then one line.
      const lines = withoutAnnouncement(r.stderr);
      if (r.code !== d.code || lines.length !== 1 || !d.line.test(lines[0] ?? ''))
        failures.push(`${d.id}: exit ${String(r.code)} after ${r.ms} ms: ${r.stderr.trim()}`);
    }
    console.log(`Monte Carlo worker deaths: ${deaths.length} cases, ${failures.length} failures`);
    expect(failures).toEqual([]);
  });
});
