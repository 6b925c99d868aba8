import { InvalidSpecError } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { nethack, NETHACK_VERSIONS, type NethackVersion } from '../src/index.js';
import { findMonsterSpeed, MONSTER_ROWS, MONSTER_TABLES, monstersOf, monsterSpeed, nethackAnalysis } from '../src/analysis/index.js';

/** FNV-1a (32 bits) of a string: a digest of a whole table's JSON. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

// Until the merge into one table, each version had its own hand-written table (src/monst.c of
// 3.4.3 and 3.6.0, the 3.6.0 table with Vlad at 26 for 3.6.1–3.6.7, include/monsters.h of 3.7).
// These digests and samples were taken from those tables, before they were deleted: the merged
// table must give each version exactly its old list, order, names and speeds.
const OLD_TABLES: Readonly<
  Record<'3.4.3' | '3.6.0' | '3.6.1' | '3.7', { readonly length: number; readonly digest: string; readonly sample: Readonly<Record<number, unknown>> }>
> = {
  '3.4.3': {
    length: 382,
    digest: '00aaf018',
    sample: {
      0: ['giant ant', 18],
      17: ['dog', 16],
      19: ['dingo', 16],
      21: ['werewolf', 12],
      23: ['winter wolf cub', 12],
      102: ['pony', 16],
      206: ['green slime', 6],
      224: ['Vlad the Impaler', 18],
      267: ['nurse', 6],
      268: ['shopkeeper', 18],
      288: ['incubus', 12],
      312: ['sandestin', 12],
      331: ['cavewoman', 12],
      381: ['apprentice', 12],
    },
  },
  '3.6.0': {
    length: 382,
    digest: 'd5dfc59a',
    sample: {
      17: ['dingo', 16],
      19: ['large dog', 15],
      23: ['warg', 12],
      99: ['pony', 16],
      206: ['black pudding', 6],
      224: ['Vlad the Impaler', 18],
      267: ['shopkeeper', 18],
      275: ['nurse', 6],
      286: ['succubus', 12],
      298: ['sandestin', 12],
    },
  },
  '3.6.1': {
    length: 382,
    digest: '08d20305',
    sample: { 0: ['giant ant', 18], 224: ['Vlad the Impaler', 26], 267: ['shopkeeper', 18], 275: ['nurse', 6], 331: ['cavewoman', 12] },
  },
  '3.7': {
    length: 383,
    digest: '0ba070d9',
    sample: {
      46: ['dwarf leader', 6, ['dwarf lord', 'dwarf lady']],
      47: ['dwarf ruler', 6, ['dwarf king', 'dwarf queen']],
      211: ['genetic engineer', 12],
      228: ['Vlad the Impaler', 26],
      263: ['werewolf', 12],
      271: ['shopkeeper', 16],
      276: ['high cleric', 15, ['high priest', 'high priestess']],
      290: ['amorous demon', 12, ['incubus', 'succubus']],
      333: ['cave dweller', 12, ['caveman', 'cavewoman']],
      381: ['warrior', 12],
    },
  },
};

const TABLE_OF: Readonly<Record<NethackVersion, keyof typeof OLD_TABLES>> = {
  '3.4.3': '3.4.3',
  '3.6.0': '3.6.0',
  '3.6.1': '3.6.1',
  '3.6.2': '3.6.1',
  '3.6.3': '3.6.1',
  '3.6.4': '3.6.1',
  '3.6.5': '3.6.1',
  '3.6.6': '3.6.1',
  '3.6.7': '3.6.1',
  '3.7': '3.7',
};

describe('the monster tables: one table with per-version differences', () => {
  it('gives every version exactly the list of its old table (length, sample rows, digest of the whole)', () => {
    for (const v of NETHACK_VERSIONS) {
      const old = OLD_TABLES[TABLE_OF[v]];
      const table = monstersOf(v);
      expect(table.length, v).toBe(old.length);
      for (const [i, entry] of Object.entries(old.sample)) expect(table[Number(i)], `${v} #${i}`).toEqual(entry);
      expect(fnv1a(JSON.stringify(table)), v).toBe(old.digest);
    }
  });

  it('says each speed per table where the tables differ, and one speed elsewhere', () => {
    const vlad = MONSTER_ROWS.find(([name]) => name === 'Vlad the Impaler');
    expect(vlad?.[1]).toEqual({ '3.4.3': 18, '3.6.0': 18, '3.6.1': 26, '3.7': 26 });
    for (const [name, speed, differences] of MONSTER_ROWS) {
      if (typeof speed === 'number') continue;
      // A speed object names every table that lists the monster, and they are not all the same.
      expect(Object.keys(speed).sort(), name).toEqual([...(differences?.in ?? MONSTER_TABLES)].sort());
      expect(new Set(Object.values(speed)).size, name).toBeGreaterThan(1);
    }
  });

  it('has the speed changes between versions', () => {
    expect(monsterSpeed('3.4.3', 'Vlad the Impaler')).toBe(18);
    expect(monsterSpeed('3.6.0', 'Vlad the Impaler')).toBe(18);
    expect(monsterSpeed('3.6.1', 'Vlad the Impaler')).toBe(26);
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
    expect(findMonsterSpeed('3.4.3', 'genetic engineer')).toBeUndefined();
  });
});

describe('the catalog, on the analysis side', () => {
  it('lists each monster once (and 3.7’s other names), each a monster spec with its speed', () => {
    for (const v of NETHACK_VERSIONS) {
      const catalog = nethackAnalysis.catalog(v);
      const names = monstersOf(v).flatMap(([name, , aliases]) => [name, ...(aliases ?? [])]);
      expect(catalog.map((c) => c.name)).toEqual([...new Set(names)]);
      for (const entry of catalog) {
        expect(entry).toEqual({
          name: entry.name,
          kind: 'monster',
          spec: { kind: 'monster', base: findMonsterSpeed(v, entry.name) },
          speed: findMonsterSpeed(v, entry.name),
        });
      }
    }
    expect(nethackAnalysis.catalog('3.7').find((c) => c.name === 'shopkeeper')?.speed).toBe(16);
  });

  it('looks a monster up for a loop: its spec is a monster spec the loop takes', () => {
    const loop = nethack.create({ version: '3.7' });
    loop.add('shk', { ...nethackAnalysis.lookup('shopkeeper', '3.7').spec, mspeed: 'fast' });
    expect(loop.inspect('shk')).toMatchObject({ base: 16, adjusted: 22 });
    loop.update('shk', { base: nethackAnalysis.lookup('Vlad the Impaler', '3.7').speed });
    expect(loop.inspect('shk')).toMatchObject({ base: 26 });
    expect(nethackAnalysis.lookup('SOLDIER ANT').spec).toEqual({ kind: 'monster', base: 18 });
  });

  it('resolves a named monster in every analysis question, the other fields overriding the entry', () => {
    expect(nethackAnalysis.rate({ actor: { spec: { kind: 'monster', name: 'soldier ant' } }, version: '3.6.7' }).perTurn.fraction?.toString()).toBe('3/2');
    expect(
      nethackAnalysis.rate({ actor: { spec: { kind: 'monster', name: 'shopkeeper', mspeed: 'fast' } }, version: '3.7' }).perTurn.fraction?.toString(),
    ).toBe('11/6');
    const law = nethackAnalysis.between({
      a: { spec: { kind: 'player', speed: 'Fast' } },
      b: { spec: { kind: 'monster', name: 'soldier ant' } },
      version: '3.6.7',
    });
    expect(law.atLeast(2).fraction?.toString()).toBe('1/4');
  });

  it('refuses a name the version lacks, with the closest names', () => {
    expect(() => nethackAnalysis.lookup('genetic engineer', '3.4.3')).toThrow(InvalidSpecError);
    expect(() => nethackAnalysis.lookup('soldier ants', '3.6.7')).toThrow(/did you mean .*"soldier ant"/);
    expect(() => nethackAnalysis.rate({ actor: { spec: { kind: 'monster', name: 'dragon of doom' } } })).toThrow(InvalidSpecError);
  });

  it('keeps names out of the runtime: a loop refuses a name and says where to look it up', () => {
    const loop = nethack.create();
    expect(() => loop.add('ant', { kind: 'monster', name: 'soldier ant' } as never)).toThrow(
      /name: got "soldier ant"; not a field: a loop takes speeds, not names; look the monster up with nethackAnalysis\.lookup/,
    );
    expect(() => loop.add('you', { kind: 'player', form: 'newt' } as never)).toThrow(/form: .*nethackAnalysis\.lookup/);
  });
});
