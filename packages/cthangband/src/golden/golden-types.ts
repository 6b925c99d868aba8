/**
 * The shape of a golden-replay adapter, structurally the same as core's `GoldenAdapter` from
 * `@turnkeeper/core/conformance` (declared here so that the library does not depend on the
 * conformance kit, which pulls in vitest).
 *
 * @example
 * ```ts
 * import { describeGoldenReplay } from '@turnkeeper/core/conformance';
 * import { goldenAdapters } from '@turnkeeper/cthangband';
 * describeGoldenReplay('test/golden', goldenAdapters);
 * ```
 */
export interface CthangbandGoldenAdapter {
  readonly name: string;
  matches(data: unknown, relativePath: string): boolean;
  replay(data: unknown, relativePath: string): GoldenCheck | readonly GoldenCheck[];
}

/**
 * One comparison: what the golden file recorded, and what the package computed.
 *
 * @example
 * ```ts
 * const c: GoldenCheck = { label: 'entries', expected: [1], actual: [1] };
 * ```
 */
export interface GoldenCheck {
  readonly label?: string;
  readonly expected: unknown;
  readonly actual: unknown;
}
