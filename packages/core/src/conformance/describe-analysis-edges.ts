import fc from 'fast-check';
import { expect, it } from 'vitest';
import { monteCarloBudget } from '../analysis/build-analysis.js';
import type { ActorQuery } from '../analysis/interface.js';
import type { Law } from '../analysis/law.js';
import type { Quantity } from '../analysis/quantity.js';
import { WorkMeter } from '../analysis/work-meter.js';
import type { AnyAnalysis } from '../ruleset/any-ruleset.js';
import type { RulesetTypes } from '../ruleset/types.js';
import { validInputOf } from './arbitrary.js';

/** An actor of any ruleset's question. */
type AnyActorQuery = ActorQuery<RulesetTypes>;

/**
 * A question the analysis-edges suite asks besides its random ones: an edge of the domain known
 * to be costly (a timed effect that runs out near an exact method's bound, say). The suite asks
 * `rate` and `actionsPerTurn` of `a`, and `between` of `a` and `b` when `b` is given.
 *
 * @example
 * ```ts
 * const edge: AnalysisEdge = { name: 'stunned for 9157 rounds', a: { spec: { kind: 'player', stun: 9157 } }, b: { spec: { kind: 'monster', speed: -11 } } };
 * ```
 */
export interface AnalysisEdge {
  readonly name: string;
  readonly a: AnyActorQuery;
  readonly b?: AnyActorQuery;
  readonly version?: string;
}

/**
 * What the analysis-edges suite needs beyond the ruleset itself.
 *
 * @example
 * ```ts
 * const options: AnalysisEdgesOptions = { limit: 2_000_000, meanIsRateRatio: (a) => (a.spec as { kind: string }).kind === 'player' };
 * ```
 */
export interface AnalysisEdgesOptions {
  /** Random questions per property (default: `FAST_CHECK_RUNS`, else 40). */
  readonly runs?: number;
  /** The work limit each question gets, in `WorkMeter` steps (default 1,000,000). */
  readonly limit?: number;
  /** Monte Carlo samples, for the questions the exact methods leave (default 200). */
  readonly samples?: number;
  /** Costly edges of the domain to ask about besides the random questions. */
  readonly edges?: readonly AnalysisEdge[];
  /**
   * The questions whose exact `between` mean must equal rate(B) / rate(A) (renewal-reward): those
   * where A's rate is one number, not a mix over placements or rolled speeds, and B's pace does not
   * follow A's (a rule of some versions only, hence the version). Default: none.
   */
  readonly meanIsRateRatio?: (a: AnyActorQuery, b: AnyActorQuery, version: string) => boolean;
}

/** Runs per property: `FAST_CHECK_RUNS` (default 40), so CI and local runs can go deeper. */
const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 40);
/** How far floating-point probabilities may stray from 0, 1 or a sum of 1 after the core clamps them. */
const EPSILON = 1e-9;

/** A Turnkeeper error (checked by shape: a ruleset may bring its own copy of core). */
function codeOf(e: unknown): string | undefined {
  const code = e instanceof Error ? (e as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code) ? code : undefined;
}

/** Tallies of one question kind: asked, answered exactly, estimated, refused by code. */
class Tally {
  asked = 0;
  exact = 0;
  estimated = 0;
  mostWork = 0;
  readonly refused = new Map<string, number>();

  refuse(code: string): void {
    this.refused.set(code, (this.refused.get(code) ?? 0) + 1);
  }

  toString(): string {
    const refused = [...this.refused].map(([c, n]) => `${n} ${c}`).join(', ') || 'none';
    return `${this.asked} asked: ${this.exact} exact, ${this.estimated} estimated, refused: ${refused}; most work ${this.mostWork} steps`;
  }
}

/** Runs `ask`, returning its answer or the typed error's code; an untyped error fails the test. */
function answerOrCode<T>(ask: () => T, what: () => string): T | { readonly code: string } {
  try {
    return ask();
  } catch (e) {
    const code = codeOf(e);
    if (code === undefined) expect.fail(`${what()} threw an untyped error: ${e instanceof Error ? e.stack : String(e)}`);
    return { code };
  }
}

function isCode(v: unknown): v is { readonly code: string } {
  return typeof v === 'object' && v !== null && 'code' in v && typeof v.code === 'string';
}

function checkQuantity(q: Quantity, what: string, probability: boolean): void {
  expect(Number.isNaN(q.value), `${what}: NaN`).toBe(false);
  if (probability) {
    expect(q.value, `${what}: a probability`).toBeGreaterThanOrEqual(0);
    expect(q.value, `${what}: a probability`).toBeLessThanOrEqual(1);
  }
  if (!q.exact) {
    expect(q.low, `${what}: interval`).toBeLessThanOrEqual(q.value + EPSILON);
    expect(q.high, `${what}: interval`).toBeGreaterThanOrEqual(q.value - EPSILON);
  }
}

/** Every outcome a probability, exact laws summing to 1, P(K ≥ k) a non-increasing probability from 1. */
function checkLaw(law: Law, what: string): void {
  const outcomes = law.outcomes();
  expect(outcomes.length, `${what}: no outcomes`).toBeGreaterThan(0);
  let sum = 0;
  let last = -1;
  for (const o of outcomes) {
    expect(Number.isSafeInteger(o.k) && o.k > last, `${what}: outcome k = ${o.k} after ${last}`).toBe(true);
    last = o.k;
    checkQuantity(o.p, `${what}: P(K = ${o.k})`, true);
    sum += o.p.value;
  }
  if (law.exact) {
    expect(Math.abs(sum - 1), `${what}: the probabilities sum to ${sum}`).toBeLessThanOrEqual(EPSILON);
    expect(law.atLeast(0).value, `${what}: P(K ≥ 0)`).toBeCloseTo(1, 12);
  }
  let previous = Infinity;
  for (let k = 0; k <= last + 1; k++) {
    const q = law.atLeast(k);
    checkQuantity(q, `${what}: P(K ≥ ${k})`, true);
    expect(q.value, `${what}: P(K ≥ ${k}) above P(K ≥ ${k - 1})`).toBeLessThanOrEqual(previous + EPSILON);
    previous = q.value;
  }
  checkQuantity(law.mean, `${what}: E[K]`, false);
  expect(law.mean.value, `${what}: E[K]`).toBeGreaterThanOrEqual(0);
  expect(Number.isFinite(law.mean.value), `${what}: E[K] = ${law.mean.value}`).toBe(true);
}

/** Actions per time unit, or a code; a rate must be ≥ 0 (Infinity for a free action). */
function rateOf(analysis: AnyAnalysis, version: string, actor: AnyActorQuery, tally?: Tally): number | { readonly code: string } {
  if (tally) tally.asked++;
  const r = answerOrCode(
    () => analysis.rate({ version, actor }),
    () => `rate ${JSON.stringify({ version, actor })}`,
  );
  if (isCode(r)) {
    tally?.refuse(r.code);
    return r;
  }
  if (tally) tally.exact++;
  expect(r.perTime.exact, 'a rate is exact').toBe(true);
  expect(r.perTime.value, `rate ${JSON.stringify({ version, actor })}: ${r.perTime.value}`).toBeGreaterThanOrEqual(0);
  expect(Number.isNaN(r.perTurn.value)).toBe(false);
  return r.perTime.value;
}

/**
 * Registers the analysis-edges suite: property tests over every actor kind's whole spec domain
 * (and every action, with its details) and every version, that each analysis question — `rate`,
 * `actionsPerTurn`, `between` — answers or refuses with a typed error after a bounded amount of
 * work, counted in `WorkMeter` steps (never wall time): at most the limit for the exact methods,
 * at most the Monte Carlo's sample budget for the simulation. Every answer is checked: rates ≥ 0;
 * every probability in [0, 1], exact laws summing to 1, P(K ≥ k) non-increasing from 1, means
 * finite; and `between` agrees with `rate` — E[K] = 0 exactly when B's rate is 0 (a paused or
 * never-acting B), a refusal when A's rate is 0 (a paused or never-acting A), and E[K] =
 * rate(B) / rate(A) where `meanIsRateRatio` says A's rate is one number. Each test prints how many questions it asked and how they were answered.
 *
 * @example
 * ```ts
 * import { describe } from 'vitest';
 * import { genericAnalysis } from '@turnkeeper/core/analysis';
 * import { describeAnalysisEdges } from '@turnkeeper/core/conformance';
 * describe('generic analysis at the edges', () => describeAnalysisEdges(genericAnalysis, { meanIsRateRatio: () => true }));
 * ```
 */
export function describeAnalysisEdges(analysis: AnyAnalysis, options: AnalysisEdgesOptions = {}): void {
  const ruleset = analysis.ruleset;
  const runs = options.runs ?? RUNS;
  const limit = options.limit ?? 1_000_000;
  const samples = options.samples ?? 200;
  const kinds = ruleset.kindList;

  // The kind's schemas as the loop checks them: specs carry `kind`, actions their name as `kind`.
  const actorOf = (kind: (typeof kinds)[number]): fc.Arbitrary<AnyActorQuery> => {
    const action = fc.constantFrom(...kind.actions).chain((name) => validInputOf(ruleset.actionSchemaOf(kind.name, name)));
    return fc.record({ spec: validInputOf(ruleset.schemaOf(kind.name, 'spec')), action: fc.option(action, { nil: undefined }) }, { requiredKeys: ['spec'] });
  };
  const anyActor = fc.constantFrom(...kinds).chain(actorOf);
  const version = fc.constantFrom(...ruleset.meta.versions);

  /** Asks one law question with a fresh meter; checks the answer and the work. */
  const askLaw = (tally: Tally, what: string, ask: (q: { work: WorkMeter; samples: number }) => Law): Law | undefined => {
    tally.asked++;
    const work = new WorkMeter(limit);
    const law = answerOrCode(
      () => ask({ work, samples }),
      () => what,
    );
    expect(work.used, `${what}: exact work`).toBeLessThanOrEqual(limit);
    expect(work.simulated, `${what}: Monte Carlo steps`).toBeLessThanOrEqual(monteCarloBudget(samples) + 1);
    tally.mostWork = Math.max(tally.mostWork, work.used + work.simulated);
    if (isCode(law)) {
      tally.refuse(law.code);
      return undefined;
    }
    checkLaw(law, what);
    if (law.exact) tally.exact++;
    else tally.estimated++;
    return law;
  };

  const askBetween = (tally: Tally, v: string, a: AnyActorQuery, b: AnyActorQuery): void => {
    const what = `between ${JSON.stringify({ version: v, a, b })}`;
    const law = askLaw(tally, what, (q) => analysis.between({ version: v, a, b, ...q }));
    const ra = rateOf(analysis, v, a);
    // An A that never acts (rate 0: paused, never gaining) has no two actions to count between: a refusal, never a law.
    if (ra === 0) expect(law, `${what}: rate(A) = 0 but between answered E[K] = ${law?.mean.value}`).toBeUndefined();
    if (!law?.exact) return;
    const rb = rateOf(analysis, v, b);
    if (isCode(ra) || isCode(rb) || !(ra > 0) || !Number.isFinite(ra) || !Number.isFinite(rb)) return;
    // between and rate agree: B never acts exactly when its rate is 0.
    expect(law.mean.value === 0, `${what}: E[K] = ${law.mean.value} but rate(B) = ${rb}`).toBe(rb === 0);
    if (options.meanIsRateRatio?.(a, b, v)) {
      expect(law.mean.value, `${what}: E[K] against rate(B) / rate(A) = ${rb} / ${ra}`).toBeCloseTo(rb / ra, 9);
    }
  };

  const askActionsPerTurn = (tally: Tally, v: string, actor: AnyActorQuery): void => {
    askLaw(tally, `actionsPerTurn ${JSON.stringify({ version: v, actor })}`, (q) => analysis.actionsPerTurn({ version: v, actor, ...q }));
  };

  it('answers or refuses every rate question across every spec, action and version, with a rate ≥ 0', () => {
    const tally = new Tally();
    fc.assert(
      fc.property(version, anyActor, (v, actor) => {
        rateOf(analysis, v, actor, tally);
      }),
      { numRuns: runs * kinds.length },
    );
    console.log(`${ruleset.id} analysis edges, rate: ${tally.toString()}`);
    expect(tally.asked).toBe(runs * kinds.length);
  });

  it('answers or refuses every actionsPerTurn question within its work bound, with a valid law', () => {
    const tally = new Tally();
    fc.assert(
      fc.property(version, anyActor, (v, actor) => {
        askActionsPerTurn(tally, v, actor);
      }),
      { numRuns: runs * kinds.length },
    );
    console.log(`${ruleset.id} analysis edges, actionsPerTurn (limit ${limit} steps, ${samples} samples): ${tally.toString()}`);
    expect(tally.asked).toBe(runs * kinds.length);
  });

  it('answers or refuses every between question within its work bound, with a valid law that agrees with rate', () => {
    const tally = new Tally();
    fc.assert(
      fc.property(version, anyActor, anyActor, (v, a, b) => {
        askBetween(tally, v, a, b);
      }),
      { numRuns: runs * kinds.length * kinds.length },
    );
    console.log(`${ruleset.id} analysis edges, between (limit ${limit} steps, ${samples} samples): ${tally.toString()}`);
    expect(tally.asked).toBe(runs * kinds.length * kinds.length);
  });

  knownEdgeTests(analysis, options.edges ?? [], { askActionsPerTurn, askBetween }, `(limit ${limit} steps, ${samples} samples)`);
}

/** The ruleset's known costly edges, each asked once; `bounds` names the work limits for the log. */
function knownEdgeTests(
  analysis: AnyAnalysis,
  edges: readonly AnalysisEdge[],
  ask: {
    readonly askActionsPerTurn: (tally: Tally, v: string, actor: AnyActorQuery) => void;
    readonly askBetween: (tally: Tally, v: string, a: AnyActorQuery, b: AnyActorQuery) => void;
  },
  bounds: string,
): void {
  if (edges.length === 0) return;
  const ruleset = analysis.ruleset;
  it('answers or refuses each known costly edge within its work bound', () => {
    const tally = new Tally();
    for (const edge of edges) {
      const v = edge.version ?? ruleset.meta.defaultVersion;
      rateOf(analysis, v, edge.a);
      ask.askActionsPerTurn(tally, v, edge.a);
      if (edge.b) ask.askBetween(tally, v, edge.a, edge.b);
    }
    console.log(`${ruleset.id} analysis edges, ${edges.length} known costly edges ${bounds}: ${tally.toString()}`);
    expect(tally.asked).toBeGreaterThanOrEqual(edges.length);
  });
}
