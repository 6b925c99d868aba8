/**
 * Whether a golden file declares the given `schema` (a runtime-free check, so the package does
 * not load the conformance kit, which needs vitest).
 *
 * @example
 * ```ts
 * import { hasSchema } from '@turnkeeper/frogcomposband';
 * hasSchema({ schema: 'frogcomposband.trace.v1' }, 'frogcomposband.trace.v1'); // true
 * ```
 */
export function hasSchema(data: unknown, schema: string): boolean {
  return typeof data === 'object' && data !== null && (data as { schema?: unknown }).schema === schema;
}
