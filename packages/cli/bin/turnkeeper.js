#!/usr/bin/env node
// The `turnkeeper` command's launcher. An installed package runs its build (dist/bin.js). In a
// clone of the repository it runs the TypeScript sources when there is no build yet (a fresh
// `pnpm install` builds nothing), or when node runs with `--conditions=@turnkeeper/source` (the
// repository's `pnpm turnkeeper` does, so it never runs a stale build): tsx compiles them on the
// fly and the `@turnkeeper/source` export condition makes sibling packages resolve to their
// sources too, so nothing needs building first. Committed, so that installing a workspace that
// depends on the CLI links a bin that exists.
/* global process, URL */
import { existsSync } from 'node:fs';
import { register } from 'node:module';

const SOURCE = '@turnkeeper/source';
const built = new URL('../dist/bin.js', import.meta.url);
const flags = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' ');
const sourceAsked = new RegExp(`(--conditions[= ]|-C ?)${SOURCE}`).test(flags);

if (!sourceAsked && existsSync(built)) {
  await import(built.href);
} else {
  let tsx;
  try {
    tsx = await import('tsx/esm/api');
  } catch {
    process.stderr.write(
      'turnkeeper: this copy of @turnkeeper/cli has no build (dist/) and tsx is not installed to run its sources; run `pnpm build` in the repository\n',
    );
    process.exit(1);
  }
  tsx.register();
  if (!sourceAsked) {
    // Resolve every import with the source condition too (node's --conditions, set from here).
    const hook = `export async function resolve(s, c, next) { return next(s, { ...c, conditions: [...c.conditions, ${JSON.stringify(SOURCE)}] }); }`;
    register(`data:text/javascript,${encodeURIComponent(hook)}`);
  }
  await import(new URL('../src/bin.ts', import.meta.url).href);
}
