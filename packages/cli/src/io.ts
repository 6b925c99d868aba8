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
  /**
   * Resolves when `out` has room again (its stream's buffer drained), so that long streamed
   * output (`simulate --json` over millions of turns) stays flat in memory. Optional: an IO that
   * buffers in memory, or writes synchronously, leaves it out.
   */
  drained?(): Promise<void>;
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

const quietOnClosedOutput = { installed: false };

/**
 * Makes a closed output quiet: when the reader of stdout goes away early (`turnkeeper … | head`),
 * the next write fails with EPIPE; the process then ends at once with code 0 — the reader took
 * what it wanted — instead of an unhandled-error stack trace, and stops computing output no one
 * reads. EPIPE on stderr is ignored (there is nowhere left to say anything). Other stream errors
 * stay errors. Installed once per process.
 *
 * @example
 * ```ts
 * exitQuietlyOnClosedOutput();
 * process.stdout.write(hugeText); // `| head -c 64` ends the process with code 0, no stack trace
 * ```
 */
function exitQuietlyOnClosedOutput(): void {
  if (quietOnClosedOutput.installed) return;
  quietOnClosedOutput.installed = true;
  const isEpipe = (e: Error): boolean => (e as Error & { code?: unknown }).code === 'EPIPE';
  process.stdout.on('error', (e: Error) => {
    if (!isEpipe(e)) throw e;
    process.exit(0);
  });
  process.stderr.on('error', (e: Error) => {
    if (!isEpipe(e)) throw e;
  });
}

/**
 * The process's own IO: stdout/stderr, a TTY when stdout is one and `NO_COLOR` is unset. A reader
 * that closes stdout early ends the process quietly (see `exitQuietlyOnClosedOutput`).
 *
 * @example
 * ```ts
 * const io = processIo();
 * io.out('hello\n');
 * ```
 */
export function processIo(): CliIo {
  exitQuietlyOnClosedOutput();
  const noColor = process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '';
  return {
    out: (s) => process.stdout.write(s),
    err: (s) => process.stderr.write(s),
    tty: process.stdout.isTTY && !noColor,
    cwd: process.cwd(),
    drained: () =>
      process.stdout.writableNeedDrain
        ? new Promise((resolve) => {
            process.stdout.once('drain', () => {
              resolve();
            });
          })
        : Promise.resolve(),
  };
}
