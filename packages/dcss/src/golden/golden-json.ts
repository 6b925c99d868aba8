import { TurnkeeperError } from '@turnkeeper/core';

/**
 * Reads fields of a golden file with a clear error naming the file's field path when the file does
 * not have the shape its schema promises (a malformed file fails its test, never passes silently).
 *
 * @example
 * ```ts
 * const r = new JsonReader(data, 'trace');
 * const turns = r.array('turns');
 * ```
 */
export class JsonReader {
  readonly value: unknown;
  readonly path: string;

  constructor(value: unknown, path: string) {
    this.value = value;
    this.path = path;
  }

  private field(key: string): unknown {
    if (typeof this.value !== 'object' || this.value === null || Array.isArray(this.value)) {
      throw malformed(this.path, 'an object');
    }
    return (this.value as Record<string, unknown>)[key];
  }

  /** A sub-object or value as a reader. */
  at(key: string): JsonReader {
    return new JsonReader(this.field(key), `${this.path}.${key}`);
  }

  has(key: string): boolean {
    return this.field(key) !== undefined;
  }

  number(key: string): number {
    const v = this.field(key);
    if (typeof v !== 'number' || !Number.isFinite(v)) throw malformed(`${this.path}.${key}`, 'a number');
    return v;
  }

  string(key: string): string {
    const v = this.field(key);
    if (typeof v !== 'string') throw malformed(`${this.path}.${key}`, 'a string');
    return v;
  }

  boolean(key: string): boolean {
    const v = this.field(key);
    if (typeof v !== 'boolean') throw malformed(`${this.path}.${key}`, 'true or false');
    return v;
  }

  /** A string, or null when the field is null or absent. */
  nullableString(key: string): string | null {
    const v = this.field(key);
    if (v === null || v === undefined) return null;
    if (typeof v !== 'string') throw malformed(`${this.path}.${key}`, 'a string or null');
    return v;
  }

  array(key: string): JsonReader[] {
    const v = this.field(key);
    if (!Array.isArray(v)) throw malformed(`${this.path}.${key}`, 'an array');
    return v.map((x, i) => new JsonReader(x, `${this.path}.${key}[${i}]`));
  }

  numbers(key: string): number[] {
    return this.array(key).map((r) => {
      if (typeof r.value !== 'number') throw malformed(r.path, 'a number');
      return r.value;
    });
  }

  /** A `{ "value": "p/q" }` distribution record, as is. */
  record(key: string): Record<string, string> {
    const v = this.field(key);
    if (typeof v !== 'object' || v === null || Array.isArray(v) || !Object.values(v).every((x) => typeof x === 'string')) {
      throw malformed(`${this.path}.${key}`, 'an object of "p/q" strings');
    }
    return v as Record<string, string>;
  }

  /** One of `allowed`. */
  oneOf<const T extends string>(key: string, allowed: readonly T[]): T {
    const v = this.string(key);
    if (!(allowed as readonly string[]).includes(v)) throw malformed(`${this.path}.${key}`, `one of ${allowed.join(', ')} (got "${v}")`);
    return v as T;
  }
}

function malformed(path: string, expected: string): TurnkeeperError {
  return new TurnkeeperError('INVALID_ARGUMENT', `malformed golden file: ${path} should be ${expected}`, { path, expected });
}

/**
 * The `schema` field of a golden file, if any.
 *
 * @example
 * ```ts
 * schemaOf({ schema: 'dcss.trace/1' }); // 'dcss.trace/1'
 * ```
 */
export function schemaOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const s = (data as Record<string, unknown>).schema;
  return typeof s === 'string' ? s : undefined;
}
