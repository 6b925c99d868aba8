import { describe, expect, test } from 'vitest';
import { defaultDuel, genericAnalysis } from '../src/analysis/index.js';
import { NoAnswerError, type AnyAnalysis } from '../src/index.js';

describe('defaultDuel: the duel the CLI and the docs show', () => {
  test('the generic ruleset: speed 100 (its normal row) against the row nearest 1.5× its rate', () => {
    const duel = defaultDuel(genericAnalysis);
    expect(duel.a.spec).toEqual({ kind: 'actor', speed: 100 });
    expect(duel.b.spec).toEqual({ kind: 'actor', speed: 150 });
    expect([duel.a.row?.speed, duel.b.row?.speed, duel.a.field, duel.ratio]).toEqual([100, 150, 'speed', 1.5]);
  });

  test('another ratio picks the nearest row on a log scale: 2.6× gives 250 (log gap 0.04), not 300 (0.14)', () => {
    expect(defaultDuel(genericAnalysis, { ratio: 2.6 }).b.spec).toEqual({ kind: 'actor', speed: 250 });
    // 4.5×: 500 is ln(500/450) = 0.105 away, 400 is ln(450/400) = 0.118 away.
    expect(defaultDuel(genericAnalysis, { ratio: 4.5 }).b.spec).toEqual({ kind: 'actor', speed: 500 });
  });

  test('a speed table whose rows never act gives no default duel: a NoAnswerError saying why', () => {
    const table = genericAnalysis.speedTable({});
    const still = { ...table, rows: table.rows.map((r) => ({ ...r, actionsPerTurn: { ...r.actionsPerTurn, value: 0 } })) };
    const noMover: AnyAnalysis = { ...genericAnalysis, speedTable: () => still };
    expect(() => defaultDuel(noMover)).toThrow(NoAnswerError);
    expect(() => defaultDuel(noMover)).toThrow(/generic's speed table for "actor" has no row that acts/);
  });
});
