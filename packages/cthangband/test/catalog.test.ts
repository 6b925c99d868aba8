import { InvalidSpecError, scripted, type RandomSource } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import {
  cthangbandAnalysis,
  findMonster,
  findMonsterByIndex,
  monsterCatalog,
  monsterSource,
  monsterSpecFields,
  monstersOf,
  placementDraws,
  placementSpeedOutcomes,
  rollPlacementSpeed,
  type CthangbandMonsterEntry,
} from '../src/analysis/index.js';
import { CTHANGBAND_DRAW_SITES, EXTRACT_ENERGY, cthangband, monsterSpeedSpread, placeMonster } from '../src/index.js';

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
    expect(findMonster(V, 'cave spider')?.speed).toBe(120);
    expect(findMonster(V, 'hill orcs')).toBeUndefined();
    expect(findMonster(V, 'novice mage')?.index).toBe(40);
    expect(findMonsterByIndex(V, 77)?.name).toBe('Novice mage');
    expect(findMonster(V, "grip, farmer maggot's dog")?.index).toBe(47);
  });

  it('the only repeated names are those of r_info.txt (grep ^N: | sort | uniq -d); indexes are unique', () => {
    const seen = new Map<string, number>();
    for (const e of monstersOf(V)) seen.set(e.name, (seen.get(e.name) ?? 0) + 1);
    expect(
      [...seen]
        .filter(([, n]) => n > 1)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['Novice mage', 'Novice ranger', 'Novice shaman', 'Novice warrior']);
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
});

describe('the catalog in the analysis (cthangbandAnalysis.catalog, lookup, and names in every question)', () => {
  it('lists every race as a monster spec of the ruleset, its speed displayed, in r_info.txt order', () => {
    const entries = cthangbandAnalysis.catalog();
    expect(entries).toHaveLength(575);
    expect(entries).toBe(monsterCatalog(V));
    expect(entries[29]).toEqual({
      name: 'Jackal',
      kind: 'monster',
      spec: { kind: 'monster', speed: 0, numBlows: 1, unique: false, forceMaxhp: false, sleep: 10, hitDice: [1, 4] },
      speed: 0,
    });
    for (const e of entries) expect(() => cthangband.parseSpec(e.spec), e.name).not.toThrow();
    // Shared and frozen: a caller cannot change what the next lookup returns.
    expect(Object.isFrozen(entries[29]?.spec)).toBe(true);
  });

  it("looks a race up by name for a loop: the spec is placed with place_monster_one()'s rolls", () => {
    const jackal = cthangbandAnalysis.lookup('jackal');
    expect(jackal.name).toBe('Jackal');
    const loop = cthangband.create({ random: scripted([7, 2, 15]) });
    loop.add('jackal', jackal.spec);
    // Not asleep, so no sleep roll; damroll(1, 4): 7 mod 4 + 1 = 4; the spread (±10): 2 − 10 = −8; energy 900 + 15.
    expect(loop.inspect('jackal')).toMatchObject({ kind: 'monster', raceSpeed: 0, speed: -8, maxhp: 4, energy: 915 });
  });

  it('names the closest races for a misspelt one, with a typed error', () => {
    let error: unknown;
    try {
      cthangbandAnalysis.lookup('jakal');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidSpecError);
    expect((error as Error).message).toMatch(/did you mean "Jackal"/);
    expect(() => cthangbandAnalysis.between({ a: { spec: { kind: 'player' } }, b: { spec: { name: 'Sigmund' } } })).toThrow(InvalidSpecError);
  });

  it('answers every question about a race by name, the other fields overriding its own', () => {
    const byName = cthangbandAnalysis.between({ a: { spec: { kind: 'player' } }, b: { spec: { name: 'jackal' } } });
    const bySpec = cthangbandAnalysis.between({ a: { spec: { kind: 'player' } }, b: { spec: { kind: 'monster', speed: 0, sleep: 10, hitDice: [1, 4] } } });
    expect(byName.exact).toBe(true);
    expect(byName.method).toMatch(/averaged over 2100 equally likely placements/); // 21 speeds × start energy 900..999
    expect(byName.atLeast(2).fraction?.toString()).toBe(bySpec.atLeast(2).fraction?.toString());
    // A cave spider is +10 (I:120): a unique one given its energy always gets two steps per normal step.
    const spider = cthangbandAnalysis.between({ a: { spec: { kind: 'player' } }, b: { spec: { name: 'cave spider', unique: true, energy: 950 } } });
    expect(spider.atLeast(2).fraction?.toString()).toBe('1/1');
    expect(cthangbandAnalysis.rate({ actor: { spec: { name: "Grip, Farmer Maggot's dog" } } }).perTime.fraction?.toString()).toBe('1/5');
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

/**
 * The draws of `place_monster_one()` (monster2.c, 4.1.0) for a race, written from the function and
 * the row's own data (its extracted spread): independent of the ruleset's placeMonster, from which
 * placementDraws is read.
 */
function expectedDraws(m: CthangbandMonsterEntry, asleep: boolean): [number, string][] {
  const draws: [number, string][] = [];
  const [hdice, hside] = m.hitDice;
  if (asleep && m.sleep !== 0 && m.sleep * 10 > 1) draws.push([m.sleep * 10, CTHANGBAND_DRAW_SITES.sleep]);
  if (!m.forceMaxhp && hside > 1) for (let d = 0; d < hdice; d++) draws.push([hside, CTHANGBAND_DRAW_SITES.hitPoints]);
  if (!m.unique && m.spread > 0) draws.push([2 * m.spread + 1, CTHANGBAND_DRAW_SITES.speedSpread]);
  draws.push([100, CTHANGBAND_DRAW_SITES.startEnergy]);
  return draws;
}

describe('Cthangband placement (monster2.c place_monster_one)', () => {
  it('placementDraws lists, for every race asleep or not, the draws place_monster_one() makes, in order, and placeMonster makes them', () => {
    let cases = 0;
    for (const m of monstersOf(V)) {
      for (const asleep of [false, true]) {
        const expected = expectedDraws(m, asleep);
        const listed = placementDraws(m, { asleep }).flatMap((d) => Array.from({ length: d.count }, () => [d.bound, d.site] as [number, string]));
        expect(listed, `${m.name} asleep=${asleep}`).toEqual(expected);
        const { source, calls } = recording(expected.map((_, i) => i * 7));
        placeMonster(monsterSpecFields(m), source, { asleep });
        expect(calls, `${m.name} asleep=${asleep}`).toEqual(expected);
        cases++;
      }
    }
    console.log(`placementDraws: ${cases} placements compared with place_monster_one()'s draws and with placeMonster`);
  });

  it("rollPlacementSpeed and placementSpeedOutcomes give speed + draw − spread in a byte (the row's spread), as placeMonster does", () => {
    let cases = 0;
    for (const m of monstersOf(V)) {
      if (!m.unique) expect(m.spread, m.name).toBe(monsterSpeedSpread(m.speed));
      const width = m.unique ? 1 : 2 * m.spread + 1;
      const expected = Array.from({ length: width }, (_, d) => (m.unique ? m.speed : (m.speed + d - m.spread) & 0xff));
      const { denominator, outcomes } = placementSpeedOutcomes(m);
      expect(denominator, m.name).toBe(width);
      expect(
        outcomes.map((o) => o.speed),
        m.name,
      ).toEqual(expected);
      const before = expectedDraws(m, false).length - (m.unique ? 1 : 2);
      for (let d = 0; d < width; d++) {
        expect(rollPlacementSpeed(m, { below: () => d }), `${m.name} draw ${d}`).toBe(expected[d]);
        const placed = placeMonster(monsterSpecFields(m), scripted([...Array.from({ length: before }, () => 0), d, 0]), { asleep: false });
        expect(placed.speed + 110, `${m.name} draw ${d}`).toBe(expected[d]);
        cases++;
      }
    }
    console.log(`placement speeds: ${cases} rolls compared`);
    const jackal = findMonster(V, 'Jackal');
    expect(jackal).toBeDefined();
    if (jackal) expect(placementSpeedOutcomes(jackal).outcomes.map((o) => o.speed)).toEqual(Array.from({ length: 21 }, (_, i) => 100 + i));
  });
});
