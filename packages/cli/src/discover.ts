import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AnyAnalysis, AnyRuleset } from '@turnkeeper/core';
import { genericAnalysis } from '@turnkeeper/core/analysis';
import { withTimeout } from './bounded.js';
import { analysisOf } from './plugin-analysis.js';
import { entryUrl, pluginDeclaration } from './plugin-declaration.js';
import type { ProbeRequest, ProbeResult } from './plugin-probe.js';
import { scanPackages, type PackageCandidate } from './plugin-scan.js';
import { ThreadWorker } from './thread-worker.js';
import { toWire } from './worker-protocol.js';

/**
 * A ruleset the CLI found installed: its analysis (the object a plugin declares), the ruleset
 * (`analysis.ruleset`), the package that ships it, and where to import it from again (the Monte
 * Carlo workers do).
 *
 * @example
 * ```ts
 * const { installed } = await discoverRulesets({ from: [process.cwd()] });
 * installed.map((i) => `${i.ruleset.id} (${i.packageName}@${i.packageVersion})`);
 * ```
 */
export interface InstalledRuleset {
  /** The analysis interface (`rate`, `between`, `speedTable`, `catalog`, `lookup`, …). */
  readonly analysis: AnyAnalysis;
  /** The ruleset: `analysis.ruleset`. */
  readonly ruleset: AnyRuleset;
  readonly packageName: string;
  readonly packageVersion: string;
  /** The module URL the analysis was imported from (`undefined` for core's `@turnkeeper/core/analysis`). */
  readonly moduleUrl: string | undefined;
  /** The name the module exports the analysis under. */
  readonly exportName: string;
}

/**
 * What discovery found, and what it could not use (a package whose declared ruleset does not load,
 * a duplicate id), in one line each.
 *
 * @example
 * ```ts
 * const d: Discovery = { installed: [], problems: ['@acme/rogue: export "rogueAnalysis": ruleset.meta.title: got undefined; expected a string'] };
 * ```
 */
export interface Discovery {
  readonly installed: readonly InstalledRuleset[];
  readonly problems: readonly string[];
}

/**
 * Options of {@link discoverRulesets}.
 *
 * @example
 * ```ts
 * const options: DiscoverOptions = { from: [process.cwd()], conditions: ['import', 'default'], timeoutMs: 10_000 };
 * ```
 */
export interface DiscoverOptions {
  /** Folders to search from: each one's `node_modules`, and every parent's. */
  readonly from: readonly string[];
  /** Export conditions to resolve package entries with (default: `import`, `default`). */
  readonly conditions?: readonly string[];
  /**
   * The longest wait for a third-party package, in milliseconds: for its import and its answers
   * to the probe, in a worker thread (default: `TURNKEEPER_PLUGIN_TIMEOUT_MS`, else 10,000). The
   * built CLI only: from TypeScript sources there is no worker, and no bound.
   */
  readonly timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

function defaultTimeout(): number {
  const env = Number(process.env.TURNKEEPER_PLUGIN_TIMEOUT_MS);
  return Number.isSafeInteger(env) && env > 0 ? env : DEFAULT_TIMEOUT_MS;
}

/** Our own packages: tested with this CLI, so trusted without a probe, and first to claim an id. */
function isOurs(packageName: string): boolean {
  return packageName.startsWith('@turnkeeper/');
}

/** One line, whatever a plugin put in its error message. */
function oneLine(text: string): string {
  const line = (text.split('\n')[0] ?? '').trim();
  return line.length > 240 ? `${line.slice(0, 240)}…` : line;
}

interface Plan {
  readonly candidate: PackageCandidate;
  readonly entries: readonly { readonly moduleUrl: string; readonly exportName: string }[];
}

/** The worker thread's file: built next to this module (absent when running from TypeScript sources). */
const WORKER_FILE = new URL('./worker.js', import.meta.url);

/**
 * Probes third-party packages one after another in a worker thread, each within `timeoutMs`: a
 * package whose import never settles, or whose answers never come, costs that long and no more
 * (its thread is ended and the next package gets a fresh one). Without a built worker (running
 * from TypeScript sources: this repository's own tests and development) the probe runs in this
 * thread, unbounded — a time limit there would only measure how busy the machine is, since a
 * loop that never returns cannot be stopped from its own thread.
 */
async function probeAll(requests: readonly ProbeRequest[], timeoutMs: number, threads: boolean): Promise<Map<string, ProbeResult>> {
  const results = new Map<string, ProbeResult>();
  if (requests.length === 0) return results;
  const failed = (r: ProbeRequest, why: string): ProbeResult => ({
    packageName: r.packageName,
    exports: r.entries.map((e) => ({ exportName: e.exportName, problem: why })),
  });
  if (!threads) {
    const { probePackage } = await import('./plugin-probe.js');
    for (const r of requests) results.set(r.packageName, await probePackage(r));
    return results;
  }
  let worker: ThreadWorker | undefined;
  try {
    for (const r of requests) {
      try {
        worker ??= new ThreadWorker(WORKER_FILE);
        const reply = await worker.run({ type: 'probe', request: r }, timeoutMs);
        if (reply.type === 'probe') results.set(r.packageName, reply.result);
      } catch (e) {
        results.set(r.packageName, failed(r, `${oneLine(toWire(e).message)} (loading it or answering the default duel)`));
        // A thread that failed is not asked again: the next package gets a fresh one.
        await worker?.terminate();
        worker = undefined;
      }
    }
  } finally {
    await worker?.terminate();
  }
  return results;
}

/**
 * Finds the installed rulesets: core's generic ruleset (`genericAnalysis`), and every package in a
 * reachable `node_modules` whose `package.json` declares its analysis objects as
 * `"turnkeeper": { "rulesets": ["./analysis#myGameAnalysis"] }` (`subpath#export`; a bare
 * `"export"` names an export of the package's root) — ours and third parties' alike, with no list
 * kept anywhere. Each declared export is an analysis made with `defineAnalysis`; its `ruleset` is
 * the ruleset.
 *
 * Each package is isolated: whatever is wrong with one (a malformed declaration, an import that
 * throws or never settles, an export only shaped like an analysis, a getter that throws, an
 * analysis that throws or never answers) is one line in `problems`, and the others are used. A
 * third-party package is first probed in a worker thread — loaded, and asked the default duel's
 * questions — within `timeoutMs`; our own `@turnkeeper/*` packages are not. An id already taken
 * is reported, never replaced: core's and our own packages' ids come first, then third parties'
 * in the order they are found (nearest `node_modules` first).
 *
 * @example
 * ```ts
 * import { discoverRulesets } from '@turnkeeper/cli';
 * const { installed, problems } = await discoverRulesets({ from: [process.cwd()] });
 * ```
 */
export async function discoverRulesets(options: DiscoverOptions): Promise<Discovery> {
  const conditions = options.conditions ?? ['import', 'default'];
  const timeoutMs = options.timeoutMs ?? defaultTimeout();
  const problems: string[] = [];
  const plans: Plan[] = [];
  for (const candidate of scanPackages(options.from)) {
    if (candidate.name === '@turnkeeper/core') continue;
    const declaration = pluginDeclaration(candidate.manifest);
    if (declaration.kind === 'none') continue;
    if (declaration.kind === 'broken') {
      problems.push(`${candidate.name}: ${declaration.problem}`);
      continue;
    }
    const entries: Plan['entries'][number][] = [];
    for (const entry of declaration.entries) {
      const moduleUrl = entryUrl(candidate.dir, candidate.manifest, entry, conditions);
      if (moduleUrl === undefined)
        problems.push(`${candidate.name}: package.json "exports" has no "${entry.subpath}" entry for conditions ${conditions.join(', ')}`);
      else entries.push({ moduleUrl, exportName: entry.exportName });
    }
    if (entries.length > 0) plans.push({ candidate, entries });
  }
  // Ours first, so that they claim their ids before any third party can.
  plans.sort((x, y) => Number(isOurs(y.candidate.name)) - Number(isOurs(x.candidate.name)));

  const threads = existsSync(fileURLToPath(WORKER_FILE));
  const probes = await probeAll(
    plans.filter((p) => !isOurs(p.candidate.name)).map((p) => ({ packageName: p.candidate.name, entries: p.entries })),
    timeoutMs,
    threads,
  );

  const core = analysisOf(genericAnalysis);
  const installed: InstalledRuleset[] = [
    {
      analysis: core,
      ruleset: core.ruleset,
      packageName: '@turnkeeper/core',
      packageVersion: coreVersion(),
      moduleUrl: undefined,
      exportName: 'genericAnalysis',
    },
  ];
  for (const { candidate, entries } of plans) {
    const probe = probes.get(candidate.name);
    for (const { moduleUrl, exportName } of entries) {
      const probed = probe?.exports.find((e) => e.exportName === exportName);
      if (probed?.problem !== undefined) {
        problems.push(`${candidate.name}: ${oneLine(probed.problem)}; skipped`);
        continue;
      }
      let analysis: AnyAnalysis;
      try {
        // Our own packages are imported like any module of the CLI's; a third party's import settled
        // in the probe's thread, and is bounded here too (a module may behave differently here).
        const imported = import(moduleUrl) as Promise<Record<string, unknown>>;
        const mod =
          threads && !isOurs(candidate.name)
            ? await withTimeout(imported, timeoutMs, `its import did not settle within ${timeoutMs / 1000} s`)
            : await imported;
        analysis = analysisOf(mod[exportName]);
      } catch (e) {
        problems.push(`${candidate.name}: export "${exportName}": ${oneLine(toWire(e).message)}; skipped`);
        continue;
      }
      const { ruleset } = analysis;
      const clash = installed.find((i) => i.ruleset.id === ruleset.id);
      if (clash) {
        problems.push(`${candidate.name}: ruleset id "${ruleset.id}" is already provided by ${clash.packageName}; ignored`);
        continue;
      }
      installed.push({ analysis, ruleset, packageName: candidate.name, packageVersion: candidate.version, moduleUrl, exportName });
    }
  }
  // Core's generic first, then by id: the order does not depend on how node_modules is laid out.
  const [first, ...rest] = installed;
  return { installed: first ? [first, ...rest.sort((x, y) => x.ruleset.id.localeCompare(y.ruleset.id))] : rest, problems };
}

/** The version of the `@turnkeeper/core` this CLI runs on (core exports its package.json). */
function coreVersion(): string {
  const pkg = createRequire(import.meta.url)('@turnkeeper/core/package.json') as { version?: string };
  return pkg.version ?? '0.0.0';
}
