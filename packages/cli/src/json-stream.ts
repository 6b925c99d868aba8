// Writing a JSON object with one long array in it, item by item, as `JSON.stringify(value, null, 2)`
// would print it whole: the same text, without ever holding the array or the text in memory
// (ten million turns of `simulate --json` would not fit in a string).

const FLUSH_AT = 1 << 16;

function indent(json: string, by: string): string {
  return json.replace(/\n/g, `\n${by}`);
}

function members(fields: Record<string, unknown>): string[] {
  return Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `  ${JSON.stringify(k)}: ${indent(JSON.stringify(v, null, 2), '  ')}`);
}

/**
 * A JSON object streamed to `out`: the fields before the array, the array's items one at a time
 * (buffered into writes of about 64 KB), then the fields after it. The text is exactly what
 * `JSON.stringify({ ...head, [key]: items, ...tail }, null, 2) + '\n'` gives.
 *
 * @example
 * ```ts
 * const json = new JsonArrayStream((s) => process.stdout.write(s), { ruleset: 'dcss' }, 'turns');
 * json.push({ time: 0, actor: 'you' });
 * json.end({ stats: [] });
 * ```
 */
export class JsonArrayStream {
  private readonly out: (text: string) => void;
  private readonly head: string[];
  private readonly key: string;
  private buffer = '';
  private count = 0;

  constructor(out: (text: string) => void, head: Record<string, unknown>, key: string) {
    this.out = out;
    this.head = members(head);
    this.key = key;
  }

  /** Appends one item of the array. */
  push(item: unknown): void {
    if (this.count === 0) this.buffer += `{\n${[...this.head, `  ${JSON.stringify(this.key)}: [`].join(',\n')}`;
    this.buffer += `${this.count === 0 ? '' : ','}\n    ${indent(JSON.stringify(item, null, 2), '    ')}`;
    this.count++;
    if (this.buffer.length >= FLUSH_AT) this.flush();
  }

  /** Closes the array, writes the fields after it and ends the object. */
  end(tail: Record<string, unknown>): void {
    if (this.count === 0) this.buffer += `{\n${[...this.head, `  ${JSON.stringify(this.key)}: []`].join(',\n')}`;
    else this.buffer += '\n  ]';
    const rest = members(tail);
    this.buffer += `${rest.length > 0 ? `,\n${rest.join(',\n')}` : ''}\n}\n`;
    this.flush();
  }

  private flush(): void {
    if (this.buffer.length > 0) this.out(this.buffer);
    this.buffer = '';
  }
}
