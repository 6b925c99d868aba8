// The docs' build-time data and plots, checked without a browser: what the guides plot is what the
// packages answer, the plots render to SVG with marks, and the package documents are copied right.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyRuleset } from '@turnkeeper/core';
import { nethackAnalysis } from '@turnkeeper/nethack/analysis';
import { angband } from 'turnkeeper-angband';
import { angbandAnalysis } from 'turnkeeper-angband/analysis';
import { copyPackageDocs } from '../scripts/package-docs.js';
import { actorChoices, defaultDuel, doubleMoveLaw, duelKinds, duelTimeline, oddsGrid, specFields } from '../src/contract.js';
import { plotJobs } from '../src/plot-jobs.js';
import { renderSvg, speedCurveSpec } from '../src/plots.js';
import { docsAnalyses, docsAnalysisOf, docsRegistry } from '../src/rulesets.js';
import { versionsTable } from '../src/versions-table.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

describe('the contract the docs ask every ruleset', () => {
  it('holds every ruleset the site shows, once', () => {
    expect(docsRegistry.ids()).toEqual(['nethack', 'dcss', 'frogcomposband', 'cthangband', 'angband', 'generic']);
    expect(docsAnalyses.map((a) => docsRegistry.get(a.ruleset.id))).toEqual(docsAnalyses.map((a) => a.ruleset));
    expect(docsAnalysisOf('angband')).toBe(angbandAnalysis);
    expect(docsAnalysisOf('no-such-game')).toBeUndefined();
  });

  it('picks a duel from the speed tables: you at normal speed against a monster about 1.5 times as fast', () => {
    for (const analysis of docsAnalyses) {
      const { ruleset } = analysis;
      const { a, b } = defaultDuel(analysis, ruleset.meta.defaultVersion);
      expect(a.kind).toBe(duelKinds(ruleset).a);
      expect(b.kind).toBe(duelKinds(ruleset).b);
      const rate = (spec: object): number => analysis.rate({ actor: { spec } }).perTurn.value;
      const ratio = rate(b.spec) / rate(a.spec);
      expect(ratio, ruleset.id).toBeGreaterThan(1.1);
      expect(ratio, ruleset.id).toBeLessThan(2.1);
    }
  });

  it('lists a kind’s speed-table rows, then its catalog, whose specs a loop accepts as they are', () => {
    const choices = actorChoices(nethackAnalysis, 'monster', '3.6.7');
    expect(choices.filter((c) => c.source === 'table')).toHaveLength(nethackAnalysis.speedTable({ kind: 'monster', version: '3.6.7' }).rows.length);
    const ant = choices.find((c) => c.label === 'monster: soldier ant');
    expect(ant?.spec).toEqual(nethackAnalysis.lookup('soldier ant', '3.6.7').spec);
    expect(ant?.speed).toBe(18);
    const ruleset: AnyRuleset = nethackAnalysis.ruleset;
    const loop = ruleset.create({ version: '3.6.7' });
    expect(() => loop.add('ant', ant?.spec)).not.toThrow();
    expect(loop.inspect('ant')).toMatchObject({ kind: 'monster' });
  });

  it('derives the form of a kind from its JSON Schema: every field but kind, with its input and range', () => {
    const fields = specFields(angband, 'monster');
    const names = fields.map((f) => f.name);
    expect(names).not.toContain('kind');
    expect(names).toEqual(expect.arrayContaining(['speed', 'variation', 'energy', 'unique']));
    const speed = fields.find((f) => f.name === 'speed');
    expect(speed).toMatchObject({ input: 'integer', required: true });
    expect(speed?.minimum).toBeLessThan(0);
    expect(fields.find((f) => f.name === 'unique')?.input).toBe('boolean');
  });

  it('runs a real loop for the timeline, and asks analysis.between for the odds', () => {
    const { a, b } = defaultDuel(angbandAnalysis, '4.2');
    const events = duelTimeline(angband, '4.2', a, b, { seed: 7, turns: 30 });
    expect(events).toHaveLength(30);
    expect(new Set(events.map((e) => e.actor))).toEqual(new Set(['A', 'B']));
    const times = events.map((e) => e.time);
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    const cells = oddsGrid(angbandAnalysis, '4.2', { aRange: [0, 10], aRows: 2, bRange: [0, 20], bRows: 3 });
    expect(cells).toHaveLength(6);
    for (const cell of cells) {
      const law = doubleMoveLaw(
        angbandAnalysis,
        '4.2',
        { kind: 'player', label: '', spec: { kind: 'player', speed: Number(cell.a) }, source: 'table' },
        { kind: 'monster', label: '', spec: { kind: 'monster', speed: Number(cell.b), variation: 0 }, source: 'table' },
      );
      expect(cell.p).toBe(law.atLeast(2).value);
    }
  });

  it('tabulates analysis.versions(): every version and every rule', () => {
    const html = versionsTable(nethackAnalysis);
    for (const v of nethackAnalysis.versions()) {
      expect(html).toContain(`<th>${v.id}${v.isDefault ? ' (default)' : ''}</th>`);
      for (const key of Object.keys(v.rules)) expect(html).toContain(`<th>${key}</th>`);
    }
  });
});

describe('the plots', () => {
  it('renders a Vega-Lite spec to an SVG with its marks', async () => {
    const svg = await renderSvg(
      speedCurveSpec(
        'test',
        [0, 10, 20].map((speed, order) => ({ speed, actionsPerTurn: speed / 10, display: String(speed), series: 'monster', order })),
        'speed',
        'actions',
      ),
    );
    expect(svg).toMatch(/^<svg/);
    expect(svg).toMatch(/class="mark-line/);
    expect(svg).toMatch(/class="mark-symbol/);
  });

  it('plans every guide plot for each ruleset from the real packages', () => {
    const jobs = plotJobs(angbandAnalysis);
    expect(jobs.map((j) => j.name)).toEqual(['angband/speed-player', 'angband/speed-monster', 'angband/timeline', 'angband/odds']);
    const speed = jobs[1]?.spec as { data: { values: { speed: number; actionsPerTurn: number }[] } };
    const row = angbandAnalysis.speedTable({ kind: 'monster' }).rows.find((r) => r.speed === 10);
    expect(speed.data.values.find((v) => v.speed === 10)?.actionsPerTurn).toBe(row?.actionsPerTurn.value);
  });
});

describe('the package documents', () => {
  it('copies each ruleset package’s docs/ with a title, keeping links between them and re-pointing the others', () => {
    const out = mkdtempSync(join(tmpdir(), 'turnkeeper-docs-'));
    try {
      const files = copyPackageDocs(repo, out);
      expect(files.map((f) => f.slice(out.length + 1))).toContain(join('angband', 'time-system.md'));
      const text = readFileSync(join(out, 'angband', 'time-system.md'), 'utf8');
      expect(text).toMatch(/^---\ntitle: "Angband \(example plugin\): time system"\ngroup: Ruleset documents\n---\n/);
      expect(text).toContain(readFileSync(join(repo, 'examples/angband-plugin/docs/time-system.md'), 'utf8'));
      for (const file of files) {
        for (const m of readFileSync(file, 'utf8').matchAll(/\]\((?!https?:|#)([^)#\s]+)/g)) {
          expect(existsSync(join(file, '..', m[1] ?? '')), `${file}: ${m[1] ?? ''}`).toBe(true);
        }
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
