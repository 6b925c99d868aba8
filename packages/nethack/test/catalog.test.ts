import { describe, expect, it } from 'vitest';
import { findMonsterSpeed, monstersOf, monsterSpeed, nethack, NETHACK_VERSIONS } from '../src/index.js';

// Speeds of src/monst.c (3.4.3, 3.6.x) and include/monsters.h (3.7): the changes between versions.
describe('the monster catalog', () => {
  it('has the speed changes between versions', () => {
    expect(monsterSpeed('3.4.3', 'Vlad the Impaler')).toBe(18);
    expect(monsterSpeed('3.6.7', 'Vlad the Impaler')).toBe(26);
    expect(monsterSpeed('3.7', 'Vlad the Impaler')).toBe(26);
    expect(monsterSpeed('3.6.7', 'shopkeeper')).toBe(18);
    expect(monsterSpeed('3.7', 'shopkeeper')).toBe(16);
    expect(monsterSpeed('3.6.7', 'piranha')).toBe(12);
    expect(monsterSpeed('3.7', 'piranha')).toBe(18);
    for (const leader of ['King Arthur', 'Lord Sato', 'Twoflower', 'Norn']) {
      expect(monsterSpeed('3.6.7', leader)).toBe(12);
      expect(monsterSpeed('3.7', leader)).toBe(15);
    }
    expect(monsterSpeed('3.4.3', 'air elemental')).toBe(36);
  });

  it('uses only the speeds the monster tables hold (26 only in 3.6.1 and later: Vlad)', () => {
    const listed = [0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 18, 20, 22, 24, 26, 36];
    for (const v of NETHACK_VERSIONS) {
      const speeds = [...new Set(monstersOf(v).map(([, s]) => s))].sort((a, b) => a - b);
      const expected = v === '3.4.3' || v === '3.6.0' ? listed.filter((s) => s !== 26) : listed;
      expect(speeds, v).toEqual(expected);
    }
  });

  it('finds names case-insensitively, and 3.7 monsters by any of their gendered names', () => {
    expect(findMonsterSpeed('3.6.0', 'SOLDIER ANT')).toBe(18);
    expect(findMonsterSpeed('3.7', 'dwarf lord')).toBe(findMonsterSpeed('3.7', 'dwarf leader'));
    expect(findMonsterSpeed('3.7', 'dwarf lady')).toBe(findMonsterSpeed('3.7', 'dwarf leader'));
    expect(findMonsterSpeed('3.6.7', 'dwarf leader')).toBeUndefined();
  });

  it('lets a loop name a monster instead of a number', () => {
    const loop = nethack.create({ version: '3.7' });
    loop.add('shk', { kind: 'monster', name: 'shopkeeper', mspeed: 'fast' });
    expect(loop.inspect('shk')).toMatchObject({ base: 16, adjusted: 22 });
    loop.update('shk', { name: 'Vlad the Impaler' });
    expect(loop.inspect('shk')).toMatchObject({ base: 26 });
  });

  it('is the analysis catalog: each monster once, as a spec of the monster kind', () => {
    for (const v of NETHACK_VERSIONS) {
      const catalog = nethack.analysis.catalog(v);
      expect(catalog.map((c) => c.name)).toEqual([...new Set(monstersOf(v).map(([name]) => name))]);
      for (const entry of catalog) {
        expect(entry).toEqual({ name: entry.name, kind: 'monster', spec: { name: entry.name }, speed: findMonsterSpeed(v, entry.name) });
      }
    }
    expect(nethack.analysis.catalog('3.7').find((c) => c.name === 'shopkeeper')?.speed).toBe(16);
  });
});
