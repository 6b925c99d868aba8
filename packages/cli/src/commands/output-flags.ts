/**
 * The flags the commands that print a result share: the format (`--json`, `--csv`, `--svg <file>`)
 * and `--all` (every row, not a summary).
 *
 * @example
 * ```ts
 * const flags: OutputFlags = { csv: true, all: true };
 * ```
 */
export interface OutputFlags {
  readonly json?: boolean;
  readonly csv?: boolean;
  readonly svg?: string;
  readonly all?: boolean;
}

/**
 * The flags that pick what a ruleset runs under: `--version` and `--options` (JSON), as the
 * commands on one ruleset take them.
 *
 * @example
 * ```ts
 * const flags: RulesetFlags = { version: '3.4.3', options: '{"nightmare":true}' };
 * ```
 */
export interface RulesetFlags {
  readonly version?: string;
  readonly options?: string;
}
