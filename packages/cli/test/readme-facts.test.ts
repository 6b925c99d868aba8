// The repository's README states facts about the games and shows commands: each is checked here
// against the installed rulesets through the built CLI, so the README cannot drift from them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { turnkeeper } from './run-bin.js';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');

describe("the root README's facts", () => {
  it('every "speed-N <monster>" names the speed NetHack\'s catalog gives that monster', () => {
    const catalog = JSON.parse(turnkeeper(['catalog', 'nethack', '--json']).stdout) as { entries: { name: string; speed?: number }[] };
    const claims = [...readme.matchAll(/speed-(\d+) ([a-z]+(?: [a-z]+)?)/g)]
      .map((m) => ({ speed: Number(m[1]), name: m[2] ?? '' }))
      .map((c) => ({ ...c, entry: catalog.entries.find((e) => e.name === c.name) ?? catalog.entries.find((e) => c.name.startsWith(`${e.name} `)) }))
      .filter((c) => c.entry !== undefined);
    expect(claims.map((c) => c.entry?.name)).toContain('soldier ant');
    for (const c of claims) expect(c.speed, `README: speed-${c.speed} ${c.name}`).toBe(c.entry?.speed);
  });

  it('every `pnpm turnkeeper …` command it shows runs', () => {
    const commands = [...readme.matchAll(/`pnpm turnkeeper ([^`]+)`/g)].map((m) => m[1] ?? '').filter((c) => !c.includes('['));
    expect(commands.length).toBeGreaterThanOrEqual(2);
    for (const command of commands) {
      const args = [...command.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
      const r = turnkeeper(args);
      expect(r.code, `pnpm turnkeeper ${command}: ${r.stderr}`).toBe(0);
    }
  });
});
