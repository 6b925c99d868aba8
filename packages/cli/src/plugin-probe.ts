// The check a third-party plugin passes before the CLI uses it: it loads, each declared export is
// an analysis with its ruleset (every field read once), and each answers the questions every command that spans all
// rulesets asks of it — the default duel's speed tables, rates and double-move law, and sixteen
// turns of its own loop. It runs in a worker thread, so that an import that never settles or an
// answer that never comes can be abandoned (the main thread bounds the wait and ends the thread).
import type { AnyAnalysis } from '@turnkeeper/core';
import { duelFor } from './duel.js';
import { analysisOf } from './plugin-analysis.js';
import { toWire } from './worker-protocol.js';

/**
 * A package to probe: its name and the exports it declares, each with the module to import.
 *
 * @example
 * ```ts
 * const r: ProbeRequest = { packageName: '@acme/rogue', entries: [{ moduleUrl: 'file:///…/index.js', exportName: 'rogueAnalysis' }] };
 * ```
 */
export interface ProbeRequest {
  readonly packageName: string;
  readonly entries: readonly { readonly moduleUrl: string; readonly exportName: string }[];
}

/**
 * What the probe found, per declared export: usable (with its id) or a one-line problem.
 *
 * @example
 * ```ts
 * const r: ProbeResult = { packageName: '@acme/rogue', exports: [{ exportName: 'rogueAnalysis', problem: 'analysis.between threw (boom)' }] };
 * ```
 */
export interface ProbeResult {
  readonly packageName: string;
  readonly exports: readonly { readonly exportName: string; readonly id?: string; readonly problem?: string }[];
}

function firstLine(e: unknown): string {
  return toWire(e).message.split('\n')[0] ?? '';
}

/** Runs `what`, turning anything it throws into a line that says which question failed. */
function step<T>(label: string, what: () => T): T {
  try {
    return what();
  } catch (e) {
    throw new Error(`${label} threw (${firstLine(e)})`, { cause: e });
  }
}

function finite(label: string, v: unknown): void {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`${label}: got ${String(v)}; expected a finite number`);
}

/**
 * Asks an analysis the questions the default duel (`turnkeeper`, `turnkeeper compare`) asks of
 * every installed ruleset, checking that each answer has the contract's shape; throws a one-line
 * error naming the first question that failed.
 *
 * @example
 * ```ts
 * import { genericAnalysis } from '@turnkeeper/core/analysis';
 * answersTheDuel(analysisOf(genericAnalysis)); // returns quietly
 * ```
 */
function answersTheDuel(analysis: AnyAnalysis): void {
  const { ruleset } = analysis;
  const versions = step('analysis.versions()', () => analysis.versions());
  if (!Array.isArray(versions)) throw new Error('analysis.versions(): expected a list');
  const duel = step('picking the default duel from its speed tables', () => duelFor(analysis, undefined, 1.5));
  for (const [who, actor] of [
    ['A', duel.a],
    ['B', duel.b],
  ] as const) {
    const rate = step(`analysis.rate (${who})`, () => analysis.rate({ actor: { spec: actor.spec } }));
    finite(`analysis.rate (${who}).perTurn.value`, rate.perTurn.value);
  }
  const law = step('analysis.between', () =>
    analysis.between({ a: { spec: duel.a.spec }, b: { spec: duel.b.spec }, version: ruleset.meta.defaultVersion, samples: 100, seed: 1 }),
  );
  const p = step('analysis.between(…).atLeast(2)', () => law.atLeast(2).value);
  if (!(p >= 0 && p <= 1)) throw new Error(`analysis.between(…).atLeast(2): got ${String(p)}; expected a probability`);
  step('sixteen turns of its loop', () => {
    const loop = ruleset.create({ seed: 1 });
    loop.add('A', duel.a.spec).add('B', duel.b.spec);
    for (let i = 0; i < 16; i++) {
      const turn = loop.next();
      loop.act(turn.actor, { kind: ruleset.kindList.find((k) => k.name === turn.kind)?.defaultAction });
    }
  });
}

/**
 * Probes one package: imports each module it declares and checks each export with
 * {@link analysisOf} and {@link answersTheDuel}. Never throws: every failure is a line in the result.
 *
 * @example
 * ```ts
 * const result = await probePackage({ packageName: '@acme/rogue', entries: [{ moduleUrl, exportName: 'rogue' }] });
 * ```
 */
export async function probePackage(request: ProbeRequest): Promise<ProbeResult> {
  const exports: { exportName: string; id?: string; problem?: string }[] = [];
  for (const { moduleUrl, exportName } of request.entries) {
    let mod: Record<string, unknown>;
    try {
      mod = (await import(moduleUrl)) as Record<string, unknown>;
    } catch (e) {
      exports.push({ exportName, problem: `could not be loaded (${firstLine(e)})` });
      continue;
    }
    try {
      const analysis = analysisOf(step(`reading export "${exportName}"`, () => mod[exportName]));
      answersTheDuel(analysis);
      exports.push({ exportName, id: analysis.ruleset.id });
    } catch (e) {
      exports.push({ exportName, problem: `export "${exportName}": ${firstLine(e)}` });
    }
  }
  return { packageName: request.packageName, exports };
}
