/**
 * One fenced TypeScript block of a doc comment: its code, and the line of the source file its
 * first code line stands on (1-based), so that an error in the block is reported where it is.
 *
 * @example
 * ```ts
 * const block: TsdocBlock = { code: 'const two = 1 + 1;', line: 12 };
 * ```
 */
export interface TsdocBlock {
  readonly code: string;
  readonly line: number;
}

/** A doc comment's line without its leading ` * ` (the code's own indentation after it is kept). */
const stripStar = (line: string): string => line.replace(/^\s*\*? ?/, '');

/**
 * The ```ts / ```typescript blocks of the doc comments (`/** … *\/`) in `text`, with the line each
 * block's code starts on in `text` counted from `firstLine`. A block left unclosed at the end of
 * its comment is read to the end of the comment (TypeScript then reports what is missing).
 *
 * @example
 * ```ts
 * const source = ['/**', ' * @example', ' * ```ts', ' * const two = 1 + 1;', ' * ```', ' *\/'].join('\n');
 * tsdocBlocks(source, 1); // [{ code: 'const two = 1 + 1;', line: 4 }]
 * ```
 */
export function tsdocBlocks(text: string, firstLine: number): TsdocBlock[] {
  const blocks: TsdocBlock[] = [];
  const lines = text.split('\n');
  let inComment = false;
  let open: { line: number; code: string[] } | undefined;
  lines.forEach((raw, i) => {
    if (!inComment && raw.includes('/**')) inComment = true;
    if (!inComment) return;
    const closes = raw.includes('*/');
    const line = stripStar(raw.replace(/^\s*\/\*\*/, '').replace(/\*\/\s*$/, ''));
    if (open) {
      if (/^\s*```/.test(line) || closes) {
        blocks.push({ code: open.code.join('\n'), line: open.line });
        open = undefined;
      } else open.code.push(line);
    } else if (/^\s*```(?:ts|typescript)\s*$/.test(line)) open = { line: firstLine + i + 1, code: [] };
    if (closes) inComment = false;
  });
  return blocks;
}
