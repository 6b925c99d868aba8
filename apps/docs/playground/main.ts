// The playground page: pick a ruleset, a version and two actors — a preset (a row of the speed
// table or a catalog entry), then any field of the kind's spec, the form being derived from the
// kind's JSON Schema — and see a real loop's timeline and the exact double-move odds, computed in
// the browser by the real packages, through the ruleset contract only (src/contract.ts): each
// ruleset's analysis (which carries the ruleset), so every analysis the docs hold works here, the
// example plugin's included.
import type { AnyAnalysis, Law } from '@turnkeeper/core';
import {
  actorChoices,
  defaultDuel,
  doubleMoveLaw,
  duelTimeline,
  specFields,
  titled,
  type ActorChoice,
  type SpecField,
  type TimelineEvent,
} from '../src/contract.js';
import { docsAnalyses } from '../src/rulesets.js';

function element<T extends HTMLElement>(id: string, type: new () => T): T {
  const el = document.getElementById(id);
  if (!(el instanceof type)) throw new Error(`the page has no #${id}`);
  return el;
}

const ui = {
  ruleset: element('ruleset', HTMLSelectElement),
  version: element('version', HTMLSelectElement),
  aKind: element('a-kind', HTMLSelectElement),
  aActor: element('a-actor', HTMLSelectElement),
  bKind: element('b-kind', HTMLSelectElement),
  bActor: element('b-actor', HTMLSelectElement),
  aFields: element('a-fields', HTMLDivElement),
  bFields: element('b-fields', HTMLDivElement),
  status: element('status', HTMLParagraphElement),
  doubleMove: element('double-move', HTMLParagraphElement),
  odds: element('odds', HTMLTableElement),
  method: element('method', HTMLParagraphElement),
  timeline: element('timeline', HTMLDivElement),
};

let choicesA: ActorChoice[] = [];
let choicesB: ActorChoice[] = [];
let computation = 0;

function fill(select: HTMLSelectElement, options: readonly { value: string; label: string; source?: string }[], selected?: string): void {
  select.replaceChildren(
    ...options.map((o) => {
      const option = document.createElement('option');
      option.value = o.value;
      option.textContent = o.label;
      if (o.source) option.dataset.source = o.source;
      return option;
    }),
  );
  if (selected !== undefined && options.some((o) => o.value === selected)) select.value = selected;
}

/** The analysis of the ruleset picked (its `ruleset` is the ruleset). */
function current(): AnyAnalysis {
  const a = docsAnalyses.find((x) => x.ruleset.id === ui.ruleset.value) ?? docsAnalyses[0];
  if (!a) throw new Error('no ruleset');
  return a;
}

function fillActors(which: 'a' | 'b', preferred?: ActorChoice): void {
  const kindSelect = which === 'a' ? ui.aKind : ui.bKind;
  const actorSelect = which === 'a' ? ui.aActor : ui.bActor;
  const choices = actorChoices(current(), kindSelect.value, ui.version.value);
  if (which === 'a') choicesA = choices;
  else choicesB = choices;
  const index = preferred ? choices.findIndex((c) => c.label === preferred.label) : -1;
  fill(
    actorSelect,
    choices.map((c, i) => ({ value: String(i), label: c.label, source: c.source })),
    String(Math.max(0, index)),
  );
  renderFields(which);
}

/** The form of one actor: an input per field of its kind's spec, from the kind's JSON Schema. */
function renderFields(which: 'a' | 'b'): void {
  const kind = (which === 'a' ? ui.aKind : ui.bKind).value;
  const box = which === 'a' ? ui.aFields : ui.bFields;
  const preset = presetOf(which);
  const inputs = specFields(current().ruleset, kind).map((f) => fieldInput(which, f, preset?.spec[f.name]));
  box.replaceChildren(...inputs);
}

function shown(value: unknown): string {
  return value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
}

/** One labelled input for a spec field; empty means "the default" (or absent). */
function fieldInput(which: 'a' | 'b', field: SpecField, value: unknown): HTMLLabelElement {
  const label = document.createElement('label');
  label.className = 'tk-field';
  const name = document.createElement('span');
  name.textContent = field.name + (field.required ? ' *' : '');
  if (field.description) label.title = field.description;
  let input: HTMLInputElement | HTMLSelectElement;
  const fallback = field.default === undefined ? '' : `default ${shown(field.default)}`;
  if (field.input === 'boolean' || field.input === 'choice') {
    const select = document.createElement('select');
    const values = field.input === 'boolean' ? [true, false] : (field.choices ?? []);
    fill(select, [{ value: '', label: fallback || '—' }, ...values.map((v) => ({ value: JSON.stringify(v), label: String(v) }))]);
    select.value = value === undefined ? '' : JSON.stringify(value);
    input = select;
  } else {
    const text = document.createElement('input');
    text.type = field.input === 'integer' || field.input === 'number' ? 'number' : 'text';
    if (field.input === 'integer') text.step = '1';
    if (field.minimum !== undefined) text.min = String(field.minimum);
    if (field.maximum !== undefined) text.max = String(field.maximum);
    text.placeholder = fallback || (field.input === 'json' ? 'JSON' : '');
    text.value = shown(value);
    input = text;
  }
  input.dataset.field = field.name;
  input.dataset.input = field.input;
  input.addEventListener('change', () => {
    (which === 'a' ? ui.aActor : ui.bActor).dataset.edited = 'true';
    compute();
  });
  label.append(name, input);
  return label;
}

/** The preset picked for an actor (a speed-table row, a catalog entry or the bare kind). */
function presetOf(which: 'a' | 'b'): ActorChoice | undefined {
  const list = which === 'a' ? choicesA : choicesB;
  return list[Number((which === 'a' ? ui.aActor : ui.bActor).value)];
}

/** The value a field's input holds, or undefined when it is left empty (the default). */
function fieldValue(input: HTMLInputElement | HTMLSelectElement): unknown {
  const raw = input.value.trim();
  if (raw === '') return undefined;
  switch (input.dataset.input) {
    case 'integer':
    case 'number':
      return Number(raw);
    case 'boolean':
    case 'choice':
      return JSON.parse(raw) as unknown;
    case 'json':
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        throw new Error(`${input.dataset.field ?? 'a field'}: not valid JSON: ${raw}`);
      }
    default:
      return raw;
  }
}

/** A ruleset or version was picked: reset both actors to the docs' standard duel. */
function resetDuel(): void {
  const analysis = current();
  const { a, b } = defaultDuel(analysis, ui.version.value);
  const kinds = analysis.ruleset.kindList.map((k) => ({ value: k.name, label: k.label === k.name ? k.name : `${k.name} (${k.label})` }));
  fill(ui.aKind, kinds, a.kind);
  fill(ui.bKind, kinds, b.kind);
  fillActors('a', a);
  fillActors('b', b);
}

function pickRuleset(): void {
  const { meta } = current().ruleset;
  fill(
    ui.version,
    meta.versions.map((v) => ({ value: v, label: v === meta.defaultVersion ? `${v} (default)` : v })),
    meta.defaultVersion,
  );
  resetDuel();
}

/** The actor as the form says: the kind and every field that is filled in. */
function chosen(which: 'a' | 'b'): ActorChoice {
  const preset = presetOf(which);
  if (!preset) throw new Error(`no actor ${which.toUpperCase()} picked`);
  const spec: Record<string, unknown> = { kind: preset.kind };
  for (const input of (which === 'a' ? ui.aFields : ui.bFields).querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-field]')) {
    const value = fieldValue(input);
    if (value !== undefined) spec[input.dataset.field ?? ''] = value;
  }
  const edited = JSON.stringify(spec) !== JSON.stringify(preset.spec);
  return {
    ...preset,
    spec,
    label: edited ? `${preset.kind} ${JSON.stringify(Object.fromEntries(Object.entries(spec).filter(([k]) => k !== 'kind')))}` : preset.label,
  };
}

function percent(x: number): string {
  return `${(x * 100).toFixed(2)}%`;
}

function showOdds(law: Law, a: ActorChoice, b: ActorChoice): void {
  const atLeast2 = law.atLeast(2);
  ui.doubleMove.textContent = `P(B acts twice or more between two actions of A) = ${percent(atLeast2.value)}${atLeast2.fraction ? ` = ${atLeast2.fraction.toString()}` : law.exact ? '' : ` (95% interval ${percent(atLeast2.low)}–${percent(atLeast2.high)})`}`;
  ui.doubleMove.dataset.value = String(atLeast2.value);
  ui.doubleMove.dataset.fraction = atLeast2.fraction?.toString() ?? '';
  ui.doubleMove.dataset.exact = String(law.exact);
  const body = ui.odds.tBodies[0] ?? ui.odds.createTBody();
  body.replaceChildren(
    ...law.outcomes().map((o) => {
      const row = document.createElement('tr');
      row.dataset.k = String(o.k);
      row.dataset.p = String(o.p.value);
      for (const text of [
        `${o.k}${o.orMore ? ' or more' : ''}`,
        o.p.exact ? percent(o.p.value) : `${percent(o.p.value)} (${percent(o.p.low)}–${percent(o.p.high)})`,
        o.p.fraction?.toString() ?? '—',
      ]) {
        const cell = document.createElement('td');
        cell.textContent = text;
        row.append(cell);
      }
      return row;
    }),
  );
  ui.method.textContent = `How: ${law.method}. Mean: ${law.mean.value.toFixed(4)} actions of B between two of A.`;
  const root = document.getElementById('playground');
  if (root) {
    root.dataset.ruleset = current().ruleset.id;
    root.dataset.version = ui.version.value;
    root.dataset.aSpec = JSON.stringify(a.spec);
    root.dataset.bSpec = JSON.stringify(b.spec);
  }
}

const SVG = 'http://www.w3.org/2000/svg';

function svgElement(name: string, attributes: Readonly<Record<string, string | number>>): SVGElement {
  const el = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, String(v));
  return el;
}

function showTimeline(events: readonly TimelineEvent[], a: ActorChoice, b: ActorChoice): void {
  const { ruleset } = current();
  const width = 900;
  const left = 250;
  const t0 = Math.min(...events.map((e) => e.at));
  const t1 = Math.max(...events.map((e) => e.at));
  const x = (t: number): number => left + ((t - t0) / Math.max(1, t1 - t0)) * (width - left - 20);
  const svg = svgElement('svg', { viewBox: `0 0 ${width} 120`, role: 'img', 'aria-label': 'timeline' });
  const lanes: ['A' | 'B', ActorChoice, number][] = [
    ['A', a, 35],
    ['B', b, 80],
  ];
  for (const [id, choice, y] of lanes) {
    const text = svgElement('text', { x: 8, y: y + 4, 'font-size': 12 });
    const label = `${id}: ${choice.label}`;
    text.textContent = label.length > 38 ? `${label.slice(0, 37)}…` : label;
    svg.append(text, svgElement('line', { class: 'lane', x1: left, x2: width - 20, y1: y, y2: y }));
  }
  for (const e of events) {
    const y = e.actor === 'A' ? 35 : 80;
    svg.append(
      svgElement('line', {
        class: `tick tick-${e.actor}`,
        'data-actor': e.actor,
        'data-time': e.time,
        x1: x(e.at),
        x2: x(e.at),
        y1: y - 13,
        y2: y + 13,
        'stroke-width': 2,
      }),
    );
  }
  const axis = svgElement('text', { x: 8, y: 114, 'font-size': 11 });
  const first = events[0]?.time ?? 0;
  const last = events[events.length - 1]?.time ?? 0;
  axis.textContent = `${ruleset.meta.units.time.plural} ${first} to ${last}: the first ${events.length} turns of a real loop (seed 1), default actions; turns sharing a time drawn side by side`;
  svg.append(axis);
  ui.timeline.replaceChildren(svg);
}

/** Recomputes the odds and the timeline for the current choices. */
function compute(): void {
  const id = ++computation;
  ui.status.textContent = 'Computing…';
  ui.status.className = '';
  ui.status.dataset.state = 'computing';
  // Let the page show "Computing…" before a long exact computation or Monte Carlo starts.
  setTimeout(() => {
    if (id !== computation) return;
    const analysis = current();
    const version = ui.version.value;
    try {
      const a = chosen('a');
      const b = chosen('b');
      const started = performance.now();
      showOdds(doubleMoveLaw(analysis, version, a, b), a, b);
      let timelineNote = '';
      try {
        showTimeline(duelTimeline(analysis.ruleset, version, a, b, { seed: 1, turns: 40 }), a, b);
      } catch (e) {
        ui.timeline.replaceChildren();
        timelineNote = ` No timeline: ${(e as Error).message}`;
      }
      ui.status.textContent = `${titled(analysis.ruleset, version)}: computed in ${Math.round(performance.now() - started)} ms.${timelineNote}`;
      ui.status.dataset.state = 'done';
    } catch (e) {
      ui.status.textContent = `No answer: ${(e as Error).message}`;
      ui.status.className = 'error';
      ui.status.dataset.state = 'error';
      ui.doubleMove.textContent = '';
      delete ui.doubleMove.dataset.value;
      ui.odds.tBodies[0]?.replaceChildren();
      ui.timeline.replaceChildren();
    }
  }, 10);
}

function start(): void {
  fill(
    ui.ruleset,
    docsAnalyses.map(({ ruleset: r }) => ({ value: r.id, label: `${r.meta.title} (${r.id})` })),
  );
  const wanted = new URLSearchParams(location.search).get('ruleset');
  if (wanted && docsAnalyses.some((a) => a.ruleset.id === wanted)) ui.ruleset.value = wanted;
  pickRuleset();
  ui.ruleset.addEventListener('change', () => {
    pickRuleset();
    compute();
  });
  ui.version.addEventListener('change', () => {
    resetDuel();
    compute();
  });
  ui.aKind.addEventListener('change', () => {
    fillActors('a');
    compute();
  });
  ui.bKind.addEventListener('change', () => {
    fillActors('b');
    compute();
  });
  ui.aActor.addEventListener('change', () => {
    renderFields('a');
    compute();
  });
  ui.bActor.addEventListener('change', () => {
    renderFields('b');
    compute();
  });
  compute();
}

start();
