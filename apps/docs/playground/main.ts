// The playground page: pick a ruleset, a version and two actors; see a real loop's timeline and
// the exact double-move odds, computed in the browser by the real packages, through the ruleset
// contract only (src/contract.ts), so every ruleset of the registry works here, the example
// plugin's included.
import type { AnyRuleset, Law } from '@turnkeeper/core';
import { actorChoices, defaultDuel, doubleMoveLaw, duelTimeline, type ActorChoice, type TimelineEvent } from '../src/contract.js';
import { docsRulesets } from '../src/rulesets.js';

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

function current(): AnyRuleset {
  const r = docsRulesets.find((x) => x.id === ui.ruleset.value) ?? docsRulesets[0];
  if (!r) throw new Error('no ruleset');
  return r;
}

function fillActors(which: 'a' | 'b', preferred?: ActorChoice): void {
  const ruleset = current();
  const kindSelect = which === 'a' ? ui.aKind : ui.bKind;
  const actorSelect = which === 'a' ? ui.aActor : ui.bActor;
  const choices = actorChoices(ruleset, kindSelect.value, ui.version.value);
  if (which === 'a') choicesA = choices;
  else choicesB = choices;
  const index = preferred ? choices.findIndex((c) => c.label === preferred.label) : -1;
  fill(
    actorSelect,
    choices.map((c, i) => ({ value: String(i), label: c.label, source: c.source })),
    String(Math.max(0, index)),
  );
}

/** A ruleset or version was picked: reset both actors to the docs' standard duel. */
function resetDuel(): void {
  const ruleset = current();
  const { a, b } = defaultDuel(ruleset, ui.version.value);
  const kinds = ruleset.kinds.map((k) => ({ value: k.name, label: k.label === k.name ? k.name : `${k.name} (${k.label})` }));
  fill(ui.aKind, kinds, a.kind);
  fill(ui.bKind, kinds, b.kind);
  fillActors('a', a);
  fillActors('b', b);
}

function pickRuleset(): void {
  const ruleset = current();
  fill(
    ui.version,
    ruleset.versions.map((v) => ({ value: v, label: v === ruleset.defaultVersion ? `${v} (default)` : v })),
    ruleset.defaultVersion,
  );
  resetDuel();
}

function chosen(which: 'a' | 'b'): ActorChoice {
  const list = which === 'a' ? choicesA : choicesB;
  const c = list[Number((which === 'a' ? ui.aActor : ui.bActor).value)];
  if (!c) throw new Error(`no actor ${which.toUpperCase()} picked`);
  return c;
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
      for (const text of [`${o.k}${o.orMore ? ' or more' : ''}`, o.p.exact ? percent(o.p.value) : `${percent(o.p.value)} (${percent(o.p.low)}–${percent(o.p.high)})`, o.p.fraction?.toString() ?? '—']) {
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
    root.dataset.ruleset = current().id;
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
  const ruleset = current();
  const width = 900;
  const left = 250;
  const t0 = Math.min(...events.map((e) => e.at));
  const t1 = Math.max(...events.map((e) => e.at));
  const x = (t: number): number => left + ((t - t0) / Math.max(1, t1 - t0)) * (width - left - 20);
  const svg = svgElement('svg', { viewBox: `0 0 ${width} 120`, role: 'img', 'aria-label': 'timeline' });
  const lanes: [('A' | 'B'), ActorChoice, number][] = [
    ['A', a, 35],
    ['B', b, 80],
  ];
  for (const [id, choice, y] of lanes) {
    const text = svgElement('text', { x: 8, y: y + 4, 'font-size': 12 });
    const label = `${id}: ${choice.label}`;
    text.textContent = label.length > 38 ? `${label.slice(0, 37)}…` : label;
    svg.append(text, svgElement('line', { x1: left, x2: width - 20, y1: y, y2: y, stroke: '#ccc' }));
  }
  for (const e of events) {
    const y = e.actor === 'A' ? 35 : 80;
    svg.append(svgElement('line', { class: `tick tick-${e.actor}`, 'data-actor': e.actor, 'data-time': e.time, x1: x(e.at), x2: x(e.at), y1: y - 13, y2: y + 13, 'stroke-width': 2 }));
  }
  const axis = svgElement('text', { x: 8, y: 114, 'font-size': 11, fill: '#555' });
  const first = events[0]?.time ?? 0;
  const last = events[events.length - 1]?.time ?? 0;
  axis.textContent = `${ruleset.units.time.plural} ${first} to ${last}: the first ${events.length} turns of a real loop (seed 1), default actions; turns sharing a time drawn side by side`;
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
    const ruleset = current();
    const version = ui.version.value;
    try {
      const a = chosen('a');
      const b = chosen('b');
      const started = performance.now();
      showOdds(doubleMoveLaw(ruleset, version, a, b), a, b);
      let timelineNote = '';
      try {
        showTimeline(duelTimeline(ruleset, version, a, b, { seed: 1, turns: 40 }), a, b);
      } catch (e) {
        ui.timeline.replaceChildren();
        timelineNote = ` No timeline: ${(e as Error).message}`;
      }
      ui.status.textContent = `${ruleset.title} ${version}: computed in ${Math.round(performance.now() - started)} ms.${timelineNote}`;
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
    docsRulesets.map((r) => ({ value: r.id, label: `${r.title} (${r.id})` })),
  );
  const wanted = new URLSearchParams(location.search).get('ruleset');
  if (wanted && docsRulesets.some((r) => r.id === wanted)) ui.ruleset.value = wanted;
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
  ui.aActor.addEventListener('change', compute);
  ui.bActor.addEventListener('change', compute);
  compute();
}

start();
