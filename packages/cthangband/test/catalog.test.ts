import { readFileSync } from 'node:fs';
import { scripted, type RandomSource } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { EXTRACT_ENERGY, cthangband, monsterSpeedSpread, placeMonster } from '../src/index.js';
import { placementDraws, placementSpeedOutcomes, rollPlacementSpeed } from '../src/rules/placement-speed.js';
import {
  findMonster,
  findMonsterByIndex,
  findMonsterSpeed,
  isKnownMonsterName,
  monsterSource,
  monsterSpecFields,
  monsterSuggestions,
  monstersOf,
} from '../src/tables/monster-catalog.js';

const V = '4.1.0';

/**
 * Read by hand from `cthangband/lib/edit/r_info.txt` of BackupTheBerlios/scthangband at 51b453c:
 * `N:index:name`, `I:speed:attack speed:hdXhs:perception:ac:sleep`, `F:` flags.
 */
type Expect = {
  index: number;
  speed: number;
  numBlows: number;
  hitDice: [number, number];
  sleep: number;
  unique?: boolean;
  neverMove?: boolean;
  forceMaxhp?: boolean;
  neverBlow?: boolean;
};
const SPOT: readonly [string, Expect][] = [
  ['Jackal', { index: 30, speed: 110, numBlows: 1, hitDice: [1, 4], sleep: 10 }], // I:110:1:1d4:10:3:10
  ['Hill orc', { index: 121, speed: 110, numBlows: 1, hitDice: [13, 9], sleep: 30 }], // I:110:1:13d9:20:32:30
  ["Grip, Farmer Maggot's dog", { index: 47, speed: 120, numBlows: 2, hitDice: [5, 5], sleep: 0, unique: true, forceMaxhp: true }],
  ["Fang, Farmer Maggot's dog", { index: 48, speed: 120, numBlows: 2, hitDice: [5, 5], sleep: 0, unique: true, forceMaxhp: true }],
  ['Farmer Maggot', { index: 4, speed: 110, numBlows: 4, hitDice: [35, 10], sleep: 3, unique: true, forceMaxhp: true }],
  ['Floating eye', { index: 27, speed: 110, numBlows: 1, hitDice: [3, 6], sleep: 10, neverMove: true }], // F:NEVER_MOVE
  ['Disenchanter eye', { index: 84, speed: 100, numBlows: 1, hitDice: [7, 8], sleep: 10, neverMove: true }],
  ['Shrieker mushroom patch', { index: 34, speed: 110, numBlows: 3, hitDice: [1, 1], sleep: 0, neverMove: true, neverBlow: true }],
  ['Cave spider', { index: 52, speed: 120, numBlows: 1, hitDice: [2, 6], sleep: 80 }],
  ['Raving lunatic', { index: 7, speed: 120, numBlows: 1, hitDice: [4, 4], sleep: 0 }],
  ['Novice mage', { index: 40, speed: 110, numBlows: 1, hitDice: [6, 4], sleep: 5 }], // the first of 40 and 77
  ['Nyarlathotep', { index: 574, speed: 145, numBlows: 10, hitDice: [99, 111], sleep: 0, unique: true, forceMaxhp: true }],
  ['Azathoth, The Daemon Sultan', { index: 575, speed: 155, numBlows: 10, hitDice: [200, 150], sleep: 0, unique: true, forceMaxhp: true }],
];

describe('Cthangband monster catalog: spot checks against r_info.txt', () => {
  for (const [name, e] of SPOT) {
    it(name, () => {
      const m = findMonster(V, name);
      expect(m).toBeDefined();
      expect(m?.name).toBe(name);
      expect({ index: m?.index, speed: m?.speed, numBlows: m?.numBlows, hitDice: m?.hitDice, sleep: m?.sleep }).toEqual({
        index: e.index,
        speed: e.speed,
        numBlows: e.numBlows,
        hitDice: e.hitDice,
        sleep: e.sleep,
      });
      expect({ unique: m?.unique, neverMove: m?.neverMove, forceMaxhp: m?.forceMaxhp, neverBlow: m?.neverBlow }).toEqual({
        unique: e.unique ?? false,
        neverMove: e.neverMove ?? false,
        forceMaxhp: e.forceMaxhp ?? false,
        neverBlow: e.neverBlow ?? false,
      });
    });
  }

  it('the spread is extract_energy[speed] / 10 (tables.c): 10 at 110, 20 at 100, 5 at 120', () => {
    expect(findMonster(V, 'Jackal')?.spread).toBe(10);
    expect(findMonster(V, 'Disenchanter eye')?.spread).toBe(20);
    expect(findMonster(V, 'Cave spider')?.spread).toBe(5);
    for (const m of monstersOf(V)) expect(m.spread, m.name).toBe(Math.trunc((EXTRACT_ENERGY[m.speed] as number) / 10));
  });
});

describe('Cthangband monster catalog: names, counts, domain', () => {
  it('lookup is case-insensitive; a repeated name finds the first in file order, the other by index', () => {
    expect(findMonster(V, 'JACKAL')?.name).toBe('Jackal');
    expect(findMonsterSpeed(V, 'cave spider')).toBe(120);
    expect(findMonsterSpeed(V, 'hill orcs')).toBeUndefined();
    expect(findMonster(V, 'novice mage')?.index).toBe(40);
    expect(findMonsterByIndex(V, 77)?.name).toBe('Novice mage');
    expect(isKnownMonsterName("grip, farmer maggot's dog")).toBe(true);
    expect(isKnownMonsterName('Hill giant')).toBe(true);
    expect(isKnownMonsterName('Sigmund')).toBe(false);
    expect(monsterSuggestions(V, 'jakal')).toEqual(['Jackal']);
  });

  it('the only repeated names are those of r_info.txt (grep ^N: | sort | uniq -d); indexes are unique', () => {
    const seen = new Map<string, number>();
    for (const e of monstersOf(V)) seen.set(e.name, (seen.get(e.name) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([name]) => name).sort()).toEqual(['Novice mage', 'Novice ranger', 'Novice shaman', 'Novice warrior']);
    const indexes = monstersOf(V).map((e) => e.index);
    expect(new Set(indexes).size).toBe(indexes.length);
  });

  it('575 races (576 N: lines less the player), 93 UNIQUE, 53 NEVER_MOVE, 231 FORCE_MAXHP, 18 NEVER_BLOW', () => {
    const all = monstersOf(V);
    expect(all.length).toBe(575);
    expect(monsterSource(V).count).toBe(575);
    expect(all.filter((e) => e.unique).length).toBe(93);
    expect(all.filter((e) => e.neverMove).length).toBe(53);
    expect(all.filter((e) => e.forceMaxhp).length).toBe(231);
    expect(all.filter((e) => e.neverBlow).length).toBe(18);
  });

  it('every entry gives a valid monster spec; attack speeds 1..8 and 10 (the I: lines of r_info.txt)', () => {
    for (const m of monstersOf(V)) {
      expect(m.speed, m.name).toBeGreaterThanOrEqual(0);
      expect(m.speed, m.name).toBeLessThanOrEqual(255);
      expect([1, 2, 3, 4, 5, 6, 7, 8, 10], m.name).toContain(m.numBlows);
      expect(() => cthangband.parseSpec({ kind: 'monster', ...monsterSpecFields(m) }), m.name).not.toThrow();
    }
  });

  it('cites commit 51b453c and r_info.txt', () => {
    expect(monsterSource(V)).toMatchObject({ ref: 'commit 51b453c', file: 'cthangband/lib/edit/r_info.txt' });
    expect(monsterSource(V).commit.startsWith('51b453c')).toBe(true);
    expect(monstersOf(V)[0]?.source).toBe(monsterSource(V));
  });

  it('the catalog and rule modules import neither core nor a schema library', () => {
    const files = ['tables/monster-catalog.ts', 'tables/monster-rows.ts', 'tables/monster-row.ts', 'tables/name-suggestions.ts', 'rules/placement-speed.ts', 'random/draw-sites.ts'];
    for (const file of files) {
      const text = readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8');
      expect(text, file).not.toMatch(/from '(@turnkeeper\/core|zod|valibot)/);
      // versions.ts is read for its type only (erased at build).
      expect(text, file).not.toMatch(/^import \{[^}]*\} from '\.\.\/versions\.js'/m);
    }
  });
});

/** A scripted source that also records each call's bound and site. */
function recording(values: number[]): { source: RandomSource; calls: [number, string | undefined][] } {
  const inner = scripted(values);
  const calls: [number, string | undefined][] = [];
  return {
    calls,
    source: {
      below(n: number, site?: string): number {
        if (n > 1) calls.push([n, site]);
        return inner.below(n);
      },
    },
  };
}

describe('Cthangband placement (monster2.c place_monster_one)', () => {
  it('placementDraws lists, for every race asleep or not, exactly the draws the ruleset’s placeMonster makes, in order', () => {
    let cases = 0;
    for (const m of monstersOf(V)) {
      for (const asleep of [false, true]) {
        const draws = placementDraws(m, { asleep });
        const expected = draws.flatMap((d) => Array.from({ length: d.count }, () => [d.bound, d.site] as [number, string]));
        const values = expected.map((_, i) => i * 7);
        const { source, calls } = recording(values);
        placeMonster(monsterSpecFields(m), source, { asleep });
        expect(calls, `${m.name} asleep=${asleep}`).toEqual(expected);
        cases++;
      }
    }
    console.log(`placementDraws: ${cases} placements compared with placeMonster`);
  });

  it('rollPlacementSpeed and placementSpeedOutcomes agree with placeMonster and monsterSpeedSpread', () => {
    for (const m of monstersOf(V)) {
      const race = monsterSpecFields(m);
      if (!m.unique) expect(m.spread, m.name).toBe(monsterSpeedSpread(m.speed));
      const { denominator, outcomes } = placementSpeedOutcomes(m);
      expect(outcomes.length, m.name).toBe(denominator);
      const speedDraw = placementDraws(m, { asleep: false }).findIndex((d) => d.site.includes('mspeed'));
      for (let v = 0; v < denominator; v++) {
        const before = placementDraws(m, { asleep: false }).slice(0, Math.max(0, speedDraw)).reduce((n, d) => n + d.count, 0);
        const values = [...Array.from({ length: before }, () => 0), v, 0];
        const placed = placeMonster(race, scripted(values), { asleep: false });
        expect(rollPlacementSpeed(m, { below: () => v }), `${m.name} draw ${v}`).toBe(placed.speed + 110);
        expect(outcomes.map((o) => o.speed), m.name).toContain(placed.speed + 110);
      }
    }
    const jackal = findMonster(V, 'Jackal');
    expect(jackal).toBeDefined();
    if (jackal) expect(placementSpeedOutcomes(jackal).outcomes.map((o) => o.speed)).toEqual(Array.from({ length: 21 }, (_, i) => 100 + i));
  });
});
