import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineGoldenAdapter, cases, schemaTag, type GoldenAdapter } from '@turnkeeper/core/golden';
import { z } from 'zod';
import { GOLDEN_VERSION_KEYS } from './version-keys.js';

const file = z.looseObject({
  schema: z.literal('nethack-speed/index/1'),
  version_keys: z.record(z.string(), z.string()),
  files: cases(z.looseObject({ path: z.string(), schema: z.string(), sha256: z.string() })),
});

/**
 * `index.json`: every file it lists is present next to it, byte for byte (sha256), with the schema
 * it says; its version keys are the ones the adapters map to ruleset versions.
 */
export function indexAdapter(goldenDir: string): GoldenAdapter {
  return defineGoldenAdapter('nethack-speed/index/1', file, (f, relativePath) => {
    const base = join(goldenDir, relativePath, '..');
    return [
      { label: 'version keys', expected: Object.keys(f.version_keys), actual: [...GOLDEN_VERSION_KEYS] },
      {
        label: 'files',
        expected: f.files.map((e) => ({ path: e.path, schema: e.schema, sha256: e.sha256 })),
        actual: f.files.map((e) => {
          const full = join(base, e.path);
          if (!existsSync(full)) return { path: `${e.path} (missing)`, schema: null, sha256: null };
          const bytes = readFileSync(full);
          return {
            path: e.path,
            schema: schemaTag(JSON.parse(bytes.toString('utf8')) as unknown) ?? null,
            sha256: createHash('sha256').update(bytes).digest('hex'),
          };
        }),
      },
    ];
  });
}
