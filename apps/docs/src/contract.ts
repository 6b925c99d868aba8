// What the docs ask every ruleset, through the ruleset contract only (`ruleset.kindList`, the
// analysis' speed tables, catalog and `between`, `create()` loops, the kinds' JSON Schemas): the
// build-time plots and the browser playground share it, so a third-party ruleset works in both.
// Functions that ask questions take the ruleset's analysis (`defineAnalysis`, which carries the
// ruleset as `analysis.ruleset`); those that only run or describe a ruleset take the ruleset.
// No Node APIs here: it is bundled for the browser.
import { NoAnswerError, type AnyAnalysis, type AnyRuleset, type Law } from '@turnkeeper/core';
import { defaultDuel as pickDuel, type DefaultDuel, type DuelSide, type SpeedRow, type SpeedTable } from '@turnkeeper/core/analysis';
import { specJsonSchema } from '@turnkeeper/core/json-schema';

/**
 * An actor the docs can put in a loop or a question: its kind, a label in the game's words, and
 * the spec (with `kind`).
 *
 * @example
 * ```ts
 * const a: ActorChoice = { kind: 'monster', label: 'monster: base 15', spec: { kind: 'monster', base: 15 }, speed: 15, source: 'table' };
 * ```
 */
export interface ActorChoice {
  readonly kind: string;
  readonly label: string;
  readonly spec: Readonly<Record<string, unknown>>;
  /** The speed this actor stands for (its speed-table row's, or its catalog entry's). */
  readonly speed?: number | string;
  /** Where the choice comes from: a row of the kind's speed table, or the ruleset's catalog. */
  readonly source: 'table' | 'catalog' | 'kind';
}

/**
 * One field of an actor kind's spec, read from the kind's JSON Schema: what the playground's form
 * offers for it.
 *
 * @example
 * ```ts
 * const f: SpecField = { name: 'base', input: 'integer', minimum: 0, maximum: 127, description: 'the base speed' };
 * ```
 */
export interface SpecField {
  readonly name: string;
  /** How to ask for it: a whole number, a number, yes/no, one of `choices`, free text, or JSON. */
  readonly input: 'integer' | 'number' | 'boolean' | 'choice' | 'text' | 'json';
  readonly choices?: readonly (string | number | boolean | null)[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly default?: unknown;
  readonly description?: string;
  readonly required: boolean;
}

/**
 * An actor kind's spec schema (JSON Schema draft 2020-12), from `@turnkeeper/core/json-schema`.
 * Every read of a ruleset's JSON Schemas in the docs goes through here.
 *
 * @example
 * ```ts
 * specSchemaOf(nethack, 'monster').properties;
 * ```
 */
function specSchemaOf(ruleset: AnyRuleset, kind: string): Record<string, unknown> {
  return specJsonSchema(ruleset, kind);
}

/** The constant values a schema allows, when it allows only constants (`enum`, `const`, `anyOf` of them). */
function constants(schema: Record<string, unknown>): (string | number | boolean | null)[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum as (string | number | boolean | null)[];
  if ('const' in schema) return [schema.const as string | number | boolean | null];
  if (schema.type === 'null') return [null];
  const union = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (!Array.isArray(union)) return undefined;
  const parts = union.map(constants);
  return parts.every((p) => p !== undefined) ? parts.flat() : undefined;
}

/**
 * Every field of an actor kind's spec, derived from its JSON Schema (no list kept by hand): each
 * property but `kind`, with the input that suits its schema.
 *
 * @example
 * ```ts
 * specFields(dcss, 'player').map((f) => f.name); // ['hasted', 'slowed', …]
 * ```
 */
export function specFields(ruleset: AnyRuleset, kind: string): SpecField[] {
  const schema = specSchemaOf(ruleset, kind);
  const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return Object.entries(props)
    .filter(([name]) => name !== 'kind')
    .map(([name, p]): SpecField => {
      const choices = constants(p);
      const type = p.type;
      const input: SpecField['input'] =
        choices !== undefined
          ? choices.every((c) => typeof c === 'boolean')
            ? 'boolean'
            : 'choice'
          : type === 'integer'
            ? 'integer'
            : type === 'number'
              ? 'number'
              : type === 'boolean'
                ? 'boolean'
                : type === 'string'
                  ? 'text'
                  : 'json';
      return {
        name,
        input,
        ...(choices !== undefined && input === 'choice' ? { choices } : {}),
        ...(typeof p.minimum === 'number' ? { minimum: p.minimum } : {}),
        ...(typeof p.maximum === 'number' ? { maximum: p.maximum } : {}),
        ...('default' in p ? { default: p.default } : {}),
        ...(typeof p.description === 'string' ? { description: p.description } : {}),
        required: required.has(name),
      };
    });
}

/**
 * A ruleset's title with a version, without saying the version twice when the title already ends
 * with it ("Angband 4.2" at version 4.2, not "Angband 4.2 4.2").
 *
 * @example
 * ```ts
 * titled(nethack, '3.6.7'); // 'NetHack 3.6.7'
 * titled(angband, '4.2'); // 'Angband 4.2'
 * ```
 */
export function titled(ruleset: AnyRuleset, version: string): string {
  const { title } = ruleset.meta;
  return title === version || title.endsWith(` ${version}`) ? title : `${title} ${version}`;
}

/**
 * The kind that plays "you" (the player when the ruleset has one) and the kind that plays the
 * opponent (a monster when it has one).
 *
 * @example
 * ```ts
 * duelKinds(nethack); // { a: 'player', b: 'monster' }
 * duelKinds(generic); // { a: 'actor', b: 'actor' }
 * ```
 */
export function duelKinds(ruleset: AnyRuleset): { a: string; b: string } {
  const names = ruleset.kindList.map((k) => k.name);
  const a = names.includes('player') ? 'player' : (names[0] ?? 'actor');
  const b = names.includes('monster') ? 'monster' : a;
  return { a, b };
}

/**
 * A kind's speed table, or `undefined` when the ruleset has none for it.
 *
 * @example
 * ```ts
 * speedTableOf(dcssAnalysis, 'monster', '0.34')?.rows.length;
 * ```
 */
export function speedTableOf(analysis: AnyAnalysis, kind: string, version: string): SpeedTable | undefined {
  try {
    return analysis.speedTable({ kind, version });
  } catch {
    return undefined;
  }
}

/**
 * The label of an actor kind in the game's words (NetHack's `hero`), or its name.
 *
 * @example
 * ```ts
 * kindLabel(nethack, 'player'); // 'hero'
 * ```
 */
export function kindLabel(ruleset: AnyRuleset, kind: string): string {
  return ruleset.kindList.find((k) => k.name === kind)?.label ?? kind;
}

/**
 * A kind's entries of the ruleset's catalog, as choices (none when the ruleset has no catalog):
 * each entry's spec is one a loop accepts as it is.
 */
function catalogChoices(analysis: AnyAnalysis, kind: string, version: string, label: string): ActorChoice[] {
  try {
    return analysis
      .catalog(version)
      .filter((c) => c.kind === kind)
      .map(
        (c): ActorChoice => ({
          kind,
          label: `${label}: ${c.name}`,
          spec: { ...(c.spec as Record<string, unknown>), kind },
          source: 'catalog',
          ...(c.speed === undefined ? {} : { speed: c.speed }),
        }),
      );
  } catch {
    return [];
  }
}

/**
 * The choices for one actor kind: every row of its speed table (labelled with the game's own
 * display), then the ruleset's catalog entries of that kind.
 *
 * @example
 * ```ts
 * actorChoices(nethackAnalysis, 'monster', '3.6.7')[12]?.label; // 'monster: speed 12 — …'
 * ```
 */
export function actorChoices(analysis: AnyAnalysis, kind: string, version: string): ActorChoice[] {
  const table = speedTableOf(analysis, kind, version);
  const label = kindLabel(analysis.ruleset, kind);
  const fromTable: ActorChoice[] = (table?.rows ?? []).map((row: SpeedRow) => ({
    kind,
    label: `${label}: ${table?.field ?? 'speed'} ${String(row.speed)} — ${row.display}`,
    spec: { kind, ...row.spec },
    speed: row.speed,
    source: 'table',
  }));
  const catalog = catalogChoices(analysis, kind, version, label);
  if (fromTable.length === 0 && catalog.length === 0) return [{ kind, label, spec: { kind }, source: 'kind' }];
  return [...fromTable, ...catalog];
}

/**
 * The docs' standard duel, the one the CLI shows too (core's `defaultDuel`): you at the normal row
 * of your kind's table, against the opponent kind's row whose long-run rate is nearest `ratio`
 * times yours (1.5 by default), as the playground's choices.
 *
 * @example
 * ```ts
 * const { a, b } = defaultDuel(nethackAnalysis, '3.6.7'); // you at speed 12 against a speed-18 monster
 * ```
 */
export function defaultDuel(analysis: AnyAnalysis, version: string, ratio = 1.5): { a: ActorChoice; b: ActorChoice } {
  let duel: DefaultDuel | undefined;
  try {
    duel = pickDuel(analysis, { version, ratio });
  } catch (e) {
    // No speed table to pick B from: the duel is A against itself.
    if (!(e instanceof NoAnswerError)) throw e;
  }
  // The choice (labelled as the playground lists it) of the row core picked, else the kind's first.
  const choice = (side: DuelSide | undefined, kind: string): ActorChoice | undefined => {
    const choices = actorChoices(analysis, kind, version);
    return choices.find((c) => c.source === 'table' && side?.row !== undefined && c.speed === side.row.speed) ?? choices[0];
  };
  const kinds = duelKinds(analysis.ruleset);
  const a = choice(duel?.a, kinds.a);
  if (!a) throw new Error(`${analysis.ruleset.id} has no actor to duel with`);
  return { a, b: (duel && choice(duel.b, kinds.b)) ?? a };
}

/**
 * One action in a timeline: which actor (`A` or `B`), its lane label, and the time (in the
 * ruleset's `units.time`).
 *
 * @example
 * ```ts
 * const e: TimelineEvent = { actor: 'A', lane: 'you', time: 12, order: 0, at: 12 };
 * ```
 */
export interface TimelineEvent {
  readonly actor: 'A' | 'B';
  readonly lane: string;
  readonly time: number;
  /** Position in the order the loop handed the turns out. */
  readonly order: number;
  /**
   * Where to draw it: `time`, spread within ±0.4 when several turns share that time (two actions
   * in one game turn), in the order they were handed out.
   */
  readonly at: number;
}

/**
 * Runs a real loop of the ruleset with actors A and B, each taking its kind's default action, and
 * returns the turns it hands out.
 *
 * @example
 * ```ts
 * const events = duelTimeline(nethack, '3.6.7', a, b, { seed: 7, turns: 30 });
 * ```
 */
export function duelTimeline(
  ruleset: AnyRuleset,
  version: string,
  a: ActorChoice,
  b: ActorChoice,
  options: { readonly seed?: number; readonly turns?: number; readonly laneA?: string; readonly laneB?: string } = {},
): TimelineEvent[] {
  const loop = ruleset.create({ version, seed: options.seed ?? 1 });
  loop.add('A', a.spec);
  loop.add('B', b.spec);
  const defaults = new Map(ruleset.kindList.map((k) => [k.name, k.defaultAction]));
  const lanes = { A: options.laneA ?? 'A', B: options.laneB ?? 'B' };
  const turns: { actor: 'A' | 'B'; time: number }[] = [];
  for (let i = 0; i < (options.turns ?? 30); i++) {
    const turn = loop.next();
    turns.push({ actor: turn.actor === 'A' ? 'A' : 'B', time: turn.time });
    loop.act(turn.actor, { kind: defaults.get(turn.kind) ?? 'act' });
  }
  const sharing = new Map<number, number>();
  for (const t of turns) sharing.set(t.time, (sharing.get(t.time) ?? 0) + 1);
  const seen = new Map<number, number>();
  return turns.map((t, order) => {
    const n = sharing.get(t.time) ?? 1;
    const rank = seen.get(t.time) ?? 0;
    seen.set(t.time, rank + 1);
    const at = n === 1 ? t.time : t.time - 0.4 + (0.8 * rank) / (n - 1);
    return { actor: t.actor, lane: lanes[t.actor], time: t.time, order, at };
  });
}

/**
 * The law of how many times B acts between two actions of A: `analysis.between`.
 *
 * @example
 * ```ts
 * doubleMoveLaw(nethackAnalysis, '3.6.7', a, b).atLeast(2).value;
 * ```
 */
export function doubleMoveLaw(analysis: AnyAnalysis, version: string, a: ActorChoice, b: ActorChoice): Law {
  return analysis.between({ a: { spec: a.spec }, b: { spec: b.spec }, version });
}

/**
 * One cell of a double-move odds heatmap.
 *
 * @example
 * ```ts
 * const c: OddsCell = { a: 'normal', b: '18', aOrder: 0, bOrder: 3, p: 0.25, exact: true };
 * ```
 */
export interface OddsCell {
  readonly a: string;
  readonly b: string;
  readonly aOrder: number;
  readonly bOrder: number;
  /** P(K ≥ 2): B acts twice or more between two actions of A. */
  readonly p: number;
  readonly exact: boolean;
}

/** Up to `n` rows spread evenly over `rows`, always including `keep` when given. */
function spread<T>(rows: readonly T[], n: number, keep?: (t: T) => boolean): T[] {
  if (rows.length <= n) return [...rows];
  const picked = new Set<number>();
  for (let i = 0; i < n; i++) picked.add(Math.round((i * (rows.length - 1)) / (n - 1)));
  const k = keep ? rows.findIndex(keep) : -1;
  if (k >= 0) picked.add(k);
  return [...picked].sort((x, y) => x - y).map((i) => rows[i] as T);
}

/**
 * The double-move odds over a grid of A's and B's speeds (rows picked evenly from both speed
 * tables, within `range` of the normal speed when given), each cell `analysis.between(...)
 * .atLeast(2)`.
 *
 * @example
 * ```ts
 * const cells = oddsGrid(dcssAnalysis, '0.34', { aRows: 6, bRows: 8 });
 * ```
 */
export function oddsGrid(
  analysis: AnyAnalysis,
  version: string,
  options: { readonly aRows?: number; readonly bRows?: number; readonly aRange?: readonly [number, number]; readonly bRange?: readonly [number, number] } = {},
): OddsCell[] {
  const kinds = duelKinds(analysis.ruleset);
  const inRange = (range: readonly [number, number] | undefined) => (c: ActorChoice) =>
    range === undefined || typeof c.speed !== 'number' || (c.speed >= range[0] && c.speed <= range[1]);
  const tableRows = (kind: string): ActorChoice[] => actorChoices(analysis, kind, version).filter((c) => c.source === 'table');
  const aTable = speedTableOf(analysis, kinds.a, version);
  const bTable = speedTableOf(analysis, kinds.b, version);
  const as = spread(tableRows(kinds.a).filter(inRange(options.aRange)), options.aRows ?? 6, (c) => c.speed === aTable?.normal);
  const bs = spread(tableRows(kinds.b).filter(inRange(options.bRange)), options.bRows ?? 8, (c) => c.speed === bTable?.normal);
  const cells: OddsCell[] = [];
  as.forEach((a, i) => {
    bs.forEach((b, j) => {
      const law = doubleMoveLaw(analysis, version, a, b);
      cells.push({ a: String(a.speed), b: String(b.speed), aOrder: i, bOrder: j, p: law.atLeast(2).value, exact: law.exact });
    });
  });
  return cells;
}
