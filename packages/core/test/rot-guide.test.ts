// The migration guide's code blocks are whole example files that test/readme.test.ts runs.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readmeCodeBlocks } from '../src/conformance/index.js';

const guide = fileURLToPath(new URL('../../../apps/docs/guides/migrating-from-rot-js.md', import.meta.url));
const examples = new URL('./examples/', import.meta.url);
const normalise = (s: string): string => s.replace(/\r\n/g, '\n').trim();

describe('apps/docs/guides/migrating-from-rot-js.md', () => {
  it('is a TypeDoc project document with a title', () => {
    expect(readFileSync(guide, 'utf8')).toMatch(/^---\ntitle: Migrating from rot\.js\n---\n/);
  });

  it('shows only whole files of test/examples/ (which the README test runs), the rot.js ones all of them', () => {
    const files = new Map(
      readdirSync(examples)
        .filter((f) => f.endsWith('.ts'))
        .map((f) => [normalise(readFileSync(new URL(f, examples), 'utf8')), f]),
    );
    const shown = readmeCodeBlocks(guide).map((b) => files.get(normalise(b)) ?? `not an example file: ${b.split('\n').slice(0, 3).join(' / ')}`);
    expect(shown).toEqual(['rot-exact-time.ts', 'rot-drop-in.ts', 'rot-any-ruleset.ts', 'rot-native.ts']);
  });
});
