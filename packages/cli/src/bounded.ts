/**
 * The promise's value, or a rejection with `message` once `ms` have passed — whichever comes
 * first. The timer is cleared when the promise settles; until then it keeps the process alive on
 * purpose: a promise that never settles (an import whose top-level await never ends) holds
 * nothing else, and Node would otherwise exit mid-await (code 13) instead of reporting it.
 *
 * @example
 * ```ts
 * const mod = await withTimeout(import(url), 10_000, `no answer within 10 s`);
 * ```
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(message));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
  });
}
