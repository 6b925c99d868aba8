import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';

// What every suite reads from its environment and writes at the end, so that the variables mean
// the same in every package (BENCH_ROUNDS, BENCH_MIN_MS, BENCH_SIZES, BENCH_MEMORY, …) and the
// results land in one place: bench-results/<package>.json at the repository's root (not committed).

/** A number from the environment variable `name`, or `fallback` when it is unset. */
export function numberEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const x = Number(raw);
  if (!Number.isFinite(x)) throw new Error(`${name}: ${raw} is not a number`);
  return x;
}

/** A comma-separated list from the environment variable `name`, or `fallback` when it is unset. */
export function listEnv(name: string, fallback: readonly (string | number)[]): string[] {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? fallback.map(String) : raw.split(',').filter((x) => x !== '');
}

/** {@link listEnv} as numbers (monster counts, actor counts). */
export function sizesEnv(name: string, fallback: readonly number[]): number[] {
  return listEnv(name, fallback).map((x) => {
    const n = Number(x);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name}: ${x} is not a whole number`);
    return n;
  });
}

/** {@link listEnv} restricted to `allowed` (a ruleset's versions, say): an unknown name is an error naming what is allowed. */
export function choiceEnv<V extends string>(name: string, allowed: readonly V[], fallback: readonly V[]): V[] {
  return listEnv(name, fallback).map((x) => {
    if (!(allowed as readonly string[]).includes(x)) throw new Error(`${name}: ${x} is not one of ${allowed.join(', ')}`);
    return x as V;
  });
}

/** The settings every suite shares: rounds per comparison and CPU or wall milliseconds per batch. */
export interface SuiteSettings {
  readonly rounds: number;
  readonly minMs: number;
}

/** BENCH_ROUNDS and BENCH_MIN_MS, with a suite's defaults. */
export function suiteSettings(defaults: SuiteSettings = { rounds: 5, minMs: 300 }): SuiteSettings {
  return { rounds: numberEnv('BENCH_ROUNDS', defaults.rounds), minMs: numberEnv('BENCH_MIN_MS', defaults.minMs) };
}

/** One line naming Node, the processors and the day: every suite's results carry it. */
export function machine(): string {
  return `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}, ${new Date().toISOString().slice(0, 10)}`;
}

/** Prints the suite's first line: its title, the machine and how it measures. */
export function announce(title: string, settings: SuiteSettings): string {
  const line = machine();
  console.log(`Turnkeeper ${title} benchmarks — ${line}; ${settings.rounds} rounds of ≥ ${settings.minMs} ms per competitor, interleaved`);
  return line;
}

/** Writes `results` as bench-results/`name`.json at the repository's root and says so. */
export function writeResults(name: string, results: unknown): void {
  const out = fileURLToPath(new URL('../../bench-results/', import.meta.url));
  mkdirSync(out, { recursive: true });
  writeFileSync(`${out}${name}.json`, JSON.stringify(results, null, 2));
  console.log(`\nwrote bench-results/${name}.json`);
}
