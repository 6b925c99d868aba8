// The Angband example (examples/angband-plugin), installed as a third party would install it: a
// package in a project's node_modules that declares `"turnkeeper": { "rulesets":
// ["./analysis#angbandAnalysis"] }`. Nothing in the CLI names it; every command finds it, probes
// it and answers with it. Twice: the built CLI with the example built into plain JavaScript (the
// probe and the Monte Carlo in worker threads, as when both come from npm), and the launcher
// running sources with the example linked in (as `pnpm turnkeeper` does in a clone).
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureProject } from './plugin-tree.js';
import { isOneLineError, turnkeeper, turnkeeperFromSource, type Run } from './run-bin.js';

const EXAMPLE = fileURLToPath(new URL('../../../examples/angband-plugin', import.meta.url));

interface ExampleManifest {
  readonly name: string;
  readonly version: string;
  readonly turnkeeper: unknown;
}

const manifest = JSON.parse(readFileSync(join(EXAMPLE, 'package.json'), 'utf8')) as ExampleManifest;

/**
 * A project whose node_modules holds the example as a published package would be: its sources
 * bundled to JavaScript (its own dependency, valibot, inside; `@turnkeeper/core` left to the
 * project's), `exports` for the root and `./analysis`, and the example's own `"turnkeeper"` field.
 */
async function projectWithBuiltExample(): Promise<string> {
  const project = fixtureProject([]);
  const dir = join(project, 'node_modules', manifest.name);
  await build({
    entryPoints: { index: join(EXAMPLE, 'src', 'index.ts'), 'analysis/index': join(EXAMPLE, 'src', 'analysis', 'index.ts') },
    outdir: dir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: ['@turnkeeper/core', '@turnkeeper/core/*'],
    logLevel: 'silent',
  });
  const published = {
    name: manifest.name,
    version: manifest.version,
    type: 'module',
    exports: { '.': './index.js', './analysis': './analysis/index.js' },
    turnkeeper: manifest.turnkeeper,
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(published, null, 2));
  return project;
}

/** A project whose node_modules links the example's folder itself (its sources, its own node_modules). */
function projectWithLinkedExample(): string {
  return fixtureProject([], (project) => {
    symlinkSync(EXAMPLE, join(project, 'node_modules', manifest.name), 'dir');
  });
}

type Runner = (args: readonly string[], cwd: string, env?: Record<string, string>) => Run;

interface OddsJson {
  readonly b: { readonly label: string; readonly spec: Record<string, unknown> };
  readonly law: { readonly exact: boolean; readonly method: string };
  readonly doubleMove: { readonly fraction: string; readonly value: number; readonly low: number; readonly high: number };
}

const routes: readonly { readonly name: string; readonly run: Runner; readonly project: () => Promise<string> | string }[] = [
  { name: 'the built CLI, the example built to JavaScript (probed and sampled in worker threads)', run: turnkeeper, project: projectWithBuiltExample },
  { name: 'the launcher on sources, the example linked in', run: turnkeeperFromSource, project: projectWithLinkedExample },
];

describe.each(routes)('the Angband example as a third-party plugin: $name', ({ run, project: make }) => {
  let project = '';
  beforeAll(async () => {
    project = await make();
  });
  const cli = (args: readonly string[], env?: Record<string, string>): Run => run(args, project, env);

  it('is listed, from its package, with its versions, and nothing is reported', () => {
    const r = cli(['list', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const listed = JSON.parse(r.stdout) as { rulesets: { id: string; package: string; versions: string[]; kinds: { name: string }[] }[]; problems: string[] };
    const angband = listed.rulesets.find((x) => x.id === 'angband');
    expect(angband?.package).toBe(`${manifest.name}@${manifest.version}`);
    expect(angband?.versions).toEqual(['4.2', '4.1', '4.0']);
    expect(angband?.kinds.map((k) => k.name)).toEqual(['player', 'monster']);
    expect(listed.problems).toEqual([]);
  });

  it('answers the double-move odds exactly: +20 against +10 is 30 energy a game turn against 20, two moves half the time', () => {
    const r = cli(['odds', 'angband', '--a', 'player:speed=10', '--b', 'monster:speed=20,variation=0,energy=7', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as OddsJson;
    expect(out.law.exact).toBe(true);
    expect(out.doubleMove.fraction).toBe('1/2');
  });

  it('knows its catalog by name, through the analysis (Morgoth: +30, unique), and suggests names when one is misspelt', () => {
    const r = cli(['odds', 'angband', '--b', 'Morgoth, Lord of Darkness', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as OddsJson;
    expect(out.b.label).toBe('Morgoth, Lord of Darkness');
    expect(out.b.spec).toMatchObject({ kind: 'monster', speed: 30, unique: true });
    const typo = cli(['odds', 'angband', '--b', 'Morgoth, Lord of Darknes']);
    expect(isOneLineError(typo), typo.stderr).toBe(true);
    expect(typo.stderr).toMatch(
      /"Morgoth, Lord of Darknes" is neither an actor kind of angband \(player, monster\) nor a name from the angband 4\.2 catalog \(did you mean "Morgoth, Lord of Darkness"/,
    );
  });

  it('prints its speed table in the game’s words, and its JSON Schemas', () => {
    const table = cli(['table', 'angband', '--kind', 'monster', '--all'], { COLUMNS: '200' });
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain('very quickly (+20), 3.0x normal speed');
    const schema = cli(['schema', 'angband', '--kind', 'monster']);
    expect(schema.code, schema.stderr).toBe(0);
    expect(Object.keys((JSON.parse(schema.stdout) as { properties: Record<string, unknown> }).properties)).toEqual(
      expect.arrayContaining(['speed', 'unique', 'variation', 'energy']),
    );
  });

  it('runs its real loop in simulate, a catalog monster included, and takes part in the default duel', () => {
    const sim = cli(['simulate', 'angband', '--actor', 'you=player', '--actor', 'm=Morgoth, Lord of Darkness', '--turns', '10', '--json']);
    expect(sim.code, sim.stderr).toBe(0);
    const out = JSON.parse(sim.stdout) as { gameTurns: number; stats: { id: string; actions: number }[] };
    // --turns counts the game's own turn, Angband's standard turn of 10 game turns: a normal-speed
    // player (10 energy a game turn, 100 an action) acts once in each; Morgoth at +30 gains 38 a
    // game turn (extract_energy), 3.8 actions a standard turn.
    expect(out.gameTurns).toBe(10);
    expect(out.stats.find((s) => s.id === 'you')?.actions).toBe(10);
    expect(out.stats.find((s) => s.id === 'm')?.actions).toBeGreaterThanOrEqual(36);
    expect(out.stats.find((s) => s.id === 'm')?.actions).toBeLessThanOrEqual(39);
    const duel = cli(['compare', '--json', '--only', 'generic,angband']);
    expect(duel.code, duel.stderr).toBe(0);
    expect((JSON.parse(duel.stdout) as { rulesets: { id: string }[] }).rulesets.map((x) => x.id)).toEqual(['generic', 'angband']);
  });

  it('runs a Monte Carlo on its loop', () => {
    const r = cli([
      'odds',
      'angband',
      '--a',
      'player:speed=10',
      '--b',
      'monster:speed=20,variation=0,energy=7',
      '--monte-carlo',
      '--samples',
      '2000',
      '--json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as OddsJson;
    expect(out.law.exact).toBe(false);
    expect(out.law.method).toMatch(/^Monte Carlo on the angband loop/);
    expect(out.doubleMove.low).toBeLessThanOrEqual(0.5);
    expect(out.doubleMove.high).toBeGreaterThanOrEqual(0.5);
  });
});
