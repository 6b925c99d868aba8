import pc from 'picocolors';

/**
 * Where the CLI writes, and whether it talks to a terminal (colours, progress bars and the
 * "press Ctrl-C" hints only appear on a TTY).
 *
 * @example
 * ```ts
 * const io: CliIo = { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s), tty: false, cwd: process.cwd() };
 * ```
 */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** True when stdout is a terminal and NO_COLOR is not set. */
  readonly tty: boolean;
  /** The folder the command runs in (scenario files and discovery start here). */
  readonly cwd: string;
}

/**
 * Colour helpers that are identity functions off a TTY.
 *
 * @example
 * ```ts
 * const c = colours(true);
 * c.bold('odds');
 * ```
 */
export function colours(tty: boolean): ReturnType<typeof pc.createColors> {
  return pc.createColors(tty);
}

/**
 * The process's own IO: stdout/stderr, a TTY when stdout is one and `NO_COLOR` is unset.
 *
 * @example
 * ```ts
 * const io = processIo();
 * io.out('hello\n');
 * ```
 */
export function processIo(): CliIo {
  const noColor = process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '';
  return {
    out: (s) => process.stdout.write(s),
    err: (s) => process.stderr.write(s),
    tty: process.stdout.isTTY && !noColor,
    cwd: process.cwd(),
  };
}
