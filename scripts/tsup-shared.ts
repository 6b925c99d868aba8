import type { Options } from 'tsup';

/** The tsup build every package uses: ESM only, declarations, source maps, Node 20. */
export function turnkeeperTsup(entry: string[] = ['src/index.ts'], external: string[] = []): Options {
  return { entry, format: ['esm'], dts: true, clean: true, sourcemap: true, target: 'node20', external };
}
