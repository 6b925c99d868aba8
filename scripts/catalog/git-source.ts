/**
 * The game repository an extraction script reads: its git directory, given as the script's one
 * argument, read with `git show` and friends so that no checkout (and none of the game's files)
 * is needed in this repository.
 */
import { execFileSync } from 'node:child_process';

/**
 * A function that runs `git -C <repo> …` and returns its output, for the repository named by the
 * script's first argument; without one, prints `usage` and exits with 2.
 *
 * @example
 * ```ts
 * import { gitOfArgument } from '@turnkeeper/scripts/catalog/git-source';
 * const git = gitOfArgument('tsx scripts/extract-monster-catalog.ts <path-to-crawl-git-dir>');
 * git('show', '0.34.1:crawl-ref/source/mon-data.h');
 * ```
 */
export function gitOfArgument(usage: string): (...args: string[]) => string {
  const repo = process.argv[2];
  if (!repo) {
    process.stderr.write(`usage: ${usage}\n`);
    process.exit(2);
  }
  return (...args) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/**
 * The full commit hash `ref` names in the repository.
 *
 * @example
 * ```ts
 * import { commitOf } from '@turnkeeper/scripts/catalog/git-source';
 * commitOf(git, 'v7.0.nougat'); // '…40 hex digits…'
 * ```
 */
export function commitOf(git: (...args: string[]) => string, ref: string): string {
  return git('rev-parse', `${ref}^{commit}`).trim();
}
