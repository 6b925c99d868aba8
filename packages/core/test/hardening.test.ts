// Hardening: the re-entrancy policy, failed loops, copies never live state, bounded traces,
// checked random sources, and golden files that cannot pass while checking nothing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cases, firstDifference, parseGolden, replayGoldenFile, type GoldenAdapter } from '../src/conformance/index.js';
import type { TurnOrderError } from '../src/index.js';
import { BadRandomError, generic, GoldenFormatError, LoopFailedError, scripted, SnapshotError } from '../src/index.js';
import { duel } from './fixtures/duel.js';
import { restore } from '@turnkeeper/core';

describe('the re-entrancy policy', () => {
  it('refuses next, act and snapshot inside a hook handler, with a REENTRANT error', () => {
    const loop = duel.create();
    loop.add('you', { kind: 'player', speed: 100 });
    const seen: string[] = [];
    const off = loop.on('acted', () => {
      for (const call of [() => loop.next(), () => loop.snapshot(), () => loop.act('you', { kind: 'act' })]) {
        try {
          call();
        } catch (e) {
          seen.push((e as TurnOrderError).code);
        }
      }
      loop.add('orc', { kind: 'monster', speed: 50 }); // add / remove / update are allowed inside handlers
      loop.update('orc', { speed: 60 });
      off(); // and so is unsubscribing
    });
    loop.step(() => ({ kind: 'act' }));
    expect(seen).toEqual(['REENTRANT', 'REENTRANT', 'REENTRANT']);
    expect(loop.ids()).toEqual(['you', 'orc']);
    expect(loop.next().actor).toBe('orc'); // the loop goes on: the orc added in the handler is due at once
  });

  it('marks a loop failed when a handler throws: every later call says why', () => {
    const loop = duel.create();
    loop.add('a', { kind: 'monster', speed: 100 });
    loop.on('acted', () => {
      throw new Error('boom');
    });
    expect(() => loop.step(() => ({ kind: 'act' }))).toThrow('boom');
    for (const call of [
      () => loop.next(),
      () => loop.add('c', { kind: 'monster', speed: 5 }),
      () => loop.update('a', { speed: 5 }),
      () => loop.remove('a'),
      () => loop.snapshot(),
    ]) {
      const e = (() => {
        try {
          call();
        } catch (x) {
          return x;
        }
        return undefined;
      })();
      expect(e).toBeInstanceOf(LoopFailedError);
      expect((e as Error).message).toMatch(/left it half done \(boom\)/);
      expect((e as Error).cause).toBeInstanceOf(Error);
    }
  });
});

describe('copies, never live state', () => {
  it('inspect() returns a copy', () => {
    const loop = generic.create();
    loop.add('a', { speed: 100 });
    const view = loop.inspect('a') as { speed: number };
    view.speed = 1;
    expect((loop.inspect('a') as { speed: number }).speed).toBe(100);
  });

  it('a trace handed out does not grow with later events', () => {
    const loop = generic.create({ trace: true });
    loop.add('a', { speed: 100 });
    const before = loop.trace?.events.length;
    loop.step(() => ({ kind: 'act' }));
    expect(before).toBe(1);
  });
});

describe('bounded traces', () => {
  it('keeps the last `limit` events, counts the dropped ones, and survives a snapshot', () => {
    const loop = generic.create({ trace: { limit: 10 } });
    loop.add('a', { speed: 100 }).add('b', { speed: 70 });
    for (let i = 0; i < 1000; i++) loop.step(() => ({ kind: 'act' }));
    expect(loop.trace?.events.length).toBe(10);
    expect(loop.trace?.dropped).toBe(2 + 2000 - 10);
    const again = restore(generic, JSON.parse(JSON.stringify(loop.snapshot())));
    for (let i = 0; i < 10; i++) {
      loop.step(() => ({ kind: 'act' }));
      again.step(() => ({ kind: 'act' }));
    }
    expect(again.trace).toEqual(loop.trace);
  });

  it('snapshots a long traced run that an unbounded trace would make huge', () => {
    const loop = generic.create({ trace: { limit: 1000 } });
    loop.add('a', { speed: 100 });
    for (let i = 0; i < 200_000; i++) loop.step(() => ({ kind: 'act' }));
    expect(JSON.stringify(loop.snapshot()).length).toBeLessThan(300_000);
  });

  it('rejects a malformed limit', () => {
    expect(() => generic.create({ trace: { limit: 0 } })).toThrow(/trace: got \{"limit":0\}/);
    expect(() => generic.create({ trace: { limit: 5, keep: 1 } as never })).toThrow(/trace/);
  });
});

describe('checked random sources', () => {
  it('a source returning NaN, a fraction or an out-of-range value is an error, not a wrong answer', () => {
    // The duel's player draws below(6) on every turn: the draw goes through the loop's checked source.
    for (const bad of [NaN, 0.5, -1, 6, 100, '3']) {
      const loop = duel.create({ random: { below: () => bad as number } });
      loop.add('p', { kind: 'player', speed: 10 });
      loop.next();
      expect(() => {
        loop.act('p', { kind: 'act' });
      }).toThrow(BadRandomError);
      expect(() => loop.next()).toThrow(LoopFailedError);
    }
    const fine = duel.create({ random: scripted([5]) });
    fine.add('p', { kind: 'player', speed: 10 });
    fine.next();
    fine.act('p', { kind: 'act' });
    expect(fine.next().actor).toBe('p');
  });

  it('create(null) and friends fail with messages, not TypeErrors', () => {
    expect(() => generic.create(null as never)).toThrow(/an object \(or nothing\)/);
    expect(() => scripted('abc' as never)).toThrow(/scripted\(values\)/);
    expect(() => restore(generic, undefined)).toThrow(SnapshotError);
  });
});

describe('golden files that would check nothing', () => {
  const adapter: GoldenAdapter = {
    name: 'rows',
    matches: () => true,
    replay: (data) => {
      const file = parseGolden(z.object({ rows: cases(z.number()) }), data, 'x.json');
      return { expected: file.rows, actual: file.rows };
    },
  };

  it('fail when their case arrays are empty', () => {
    const dir = mkdtempSync(join(tmpdir(), 'golden-'));
    writeFileSync(join(dir, 'empty.json'), JSON.stringify({ rows: [] }));
    writeFileSync(join(dir, 'full.json'), JSON.stringify({ rows: [1, 2] }));
    const empty = replayGoldenFile(dir, 'empty.json', [adapter]);
    expect(empty.ok).toBe(false);
    expect(!empty.ok && empty.report).toMatch(/rows: a non-empty array of cases/);
    expect(replayGoldenFile(dir, 'full.json', [adapter]).ok).toBe(true);
    const nothing: GoldenAdapter = { name: 'nothing', matches: () => true, replay: () => ({ expected: [], actual: [] }) };
    expect(replayGoldenFile(dir, 'full.json', [nothing]).ok).toBe(false);
  });

  it('parseGolden names the file and the path', () => {
    expect(() => parseGolden(z.object({ rows: cases(z.object({ speed: z.number() })) }), { rows: [{ speed: 'x' }] }, 'speed.json')).toThrow(GoldenFormatError);
    expect(() => parseGolden(z.object({ rows: cases(z.object({ speed: z.number() })) }), { rows: [{ speed: 'x' }] }, 'speed.json')).toThrow(
      /^speed\.json: rows\[0\]\.speed: /,
    );
  });

  it('firstDifference sees own keys only, and reports deep nesting instead of overflowing', () => {
    expect(firstDifference({}, { toString: 1 })).toEqual({ path: 'toString', expected: undefined, actual: 1, note: 'unexpected key' });
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(firstDifference(deep, deep)?.note).toMatch(/nested deeper than 256 levels/);
  });
});
