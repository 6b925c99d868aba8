import type TS from 'typescript';

/**
 * One name a source file exports, followed through re-exports to its declaration.
 *
 * @example
 * ```ts
 * const e: SourceExport = { name: 'nethackEngine', kind: 'class', documented: true };
 * ```
 */
export interface SourceExport {
  readonly name: string;
  /** What the declaration is: a value (`const`, `function`, `class`) or a type (`type`, `interface`). */
  readonly kind: 'class' | 'function' | 'const' | 'type' | 'interface' | 'other';
  /** Its TSDoc carries an `@example`. */
  readonly documented: boolean;
}

/** What the typescript package is, loaded only when a package meta-test runs (an optional peer). */
type TypeScript = typeof TS;

/** The kind of one declaration, as the vocabulary checks tell them apart. */
function kindOf(ts: TypeScript, d: TS.Declaration | undefined): SourceExport['kind'] {
  if (!d) return 'other';
  if (ts.isClassDeclaration(d)) return 'class';
  if (ts.isFunctionDeclaration(d)) return 'function';
  if (ts.isVariableDeclaration(d)) return 'const';
  if (ts.isTypeAliasDeclaration(d)) return 'type';
  if (ts.isInterfaceDeclaration(d)) return 'interface';
  return 'other';
}

/**
 * The exports of each of `files` (absolute paths to `.ts` sources), read with the TypeScript
 * compiler: re-exports are followed to the declarations they name, so a name counts as documented
 * when its declaration's TSDoc has an `@example`. Files that do not exist are left out of the
 * result. Needs the `typescript` package (an optional peer dependency of `@turnkeeper/core`).
 *
 * @example
 * ```ts
 * import { fileURLToPath } from 'node:url';
 * import { sourceExports } from '@turnkeeper/core/conformance';
 * const index = fileURLToPath(new URL('../src/index.ts', import.meta.url)); // from a test file
 * const exports = await sourceExports([index]);
 * exports.get(index)?.map((e) => e.name); // ['myGame', 'MY_GAME_VERSIONS', …]
 * ```
 */
export async function sourceExports(files: readonly string[]): Promise<Map<string, SourceExport[]>> {
  const ts = (await import('typescript')).default;
  const program = ts.createProgram([...files], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    customConditions: ['@turnkeeper/source'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const result = new Map<string, SourceExport[]>();
  for (const file of files) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) continue;
    result.set(
      file,
      checker.getExportsOfModule(module).map((exported) => {
        const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        const declarations = symbol.getDeclarations() ?? [];
        return {
          name: exported.getName(),
          kind: kindOf(ts, declarations[0]),
          documented: declarations.some((d) => ts.getJSDocTags(d).some((t) => t.tagName.text === 'example')),
        };
      }),
    );
  }
  return result;
}
