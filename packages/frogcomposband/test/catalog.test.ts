import { readFileSync } from 'node:fs';
import { Fraction, scripted } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import { FROGCOMPOSBAND_VERSIONS, frogcomposband, monsterSpeedDistribution, rollMonsterSpeed, type FrogcomposbandVersion } from '../src/index.js';
import { coffeeBreakSpeedBonus, mspeedHalfWidths, mspeedOutcomes, rollMspeed } from '../src/rules/placement-speed.js';
import { FROG_MONSTER_ROWS } from '../src/tables/monster-rows.js';
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

/**
 * Read by hand from `lib/edit/r_info.txt` of sulkasormi/frogcomposband at commit 80805f26
 * (7.1.salmiak), tag v7.0.cloudberry and tag v7.0.nougat: the `N:`, `I:` (first field), `W:`
 * (first field) and `F:` lines.
 */
type Expect = { index: number; speed: number; level: number; unique?: boolean; neverMove?: boolean; canFly?: boolean; spider?: boolean };
const ALL = FROGCOMPOSBAND_VERSIONS;
const V70 = ['7.0.cloudberry', '7.0.nougat'] as const;

const SPOT: readonly [string, readonly FrogcomposbandVersion[], Expect][] = [
  ['Hill orc', ALL, { index: 149, speed: 110, level: 8 }], // I:110:13d9:20:32:30:150, W:8:1:40:25:0:0
  ["Grip, Farmer Maggot's dog", ALL, { index: 53, speed: 120, level: 2, unique: true }], // I:120:5d5:30:30:0:30
  ["Fang, Farmer Maggot's dog", ALL, { index: 55, speed: 120, level: 2, unique: true }],
  ['Morgoth, Lord of Darkness', ALL, { index: 861, speed: 140, level: 100, unique: true }], // I:140:200d100…
  ['The Serpent of Chaos', ALL, { index: 862, speed: 155, level: 100, unique: true, canFly: true }], // I:155:200d150…, F:NONLIVING | CAN_FLY
  ['Floating eye', ALL, { index: 32, speed: 110, level: 1, neverMove: true, canFly: true }], // F:NEVER_MOVE | CAN_FLY
  ['Cave spider', ALL, { index: 60, speed: 120, level: 2, spider: true }], // G:S:D, I:120:2d6…
  ['Giant white louse', ALL, { index: 69, speed: 120, level: 3, canFly: true }],
  ['Metal Babble', ALL, { index: 871, speed: 190, level: 80 }], // the first of two (871 and 1110)
  ['Green naga', ALL, { index: 94, speed: 110, level: 5 }],
  // Speed differences between the eras: Yeti I:110 (W:9) in 7.0, I:115 (W:12) in 7.1; Fenris Wolf 134 → 140.
  ['Yeti', V70, { index: 154, speed: 110, level: 9 }],
  ['Yeti', ['7.1.salmiak'], { index: 154, speed: 115, level: 12 }],
  ['Fenris Wolf', V70, { index: 846, speed: 134, level: 90, unique: true }],
  ['Fenris Wolf', ['7.1.salmiak'], { index: 846, speed: 140, level: 90, unique: true }],
  // N:19 was "Lion Heart" in 7.0 and is "Nick the Butcher" in 7.1 (I:111:20d20…, UNIQUE).
  ['Lion Heart', V70, { index: 19, speed: 111, level: 0, unique: true }],
  ['Nick the Butcher', ['7.1.salmiak'], { index: 19, speed: 111, level: 0, unique: true }],
  ['Flying fishrooster', ['7.1.salmiak'], { index: 1272, speed: 142, level: 73, canFly: true }], // new in 7.1
];

describe('FrogComposband monster catalog: spot checks against r_info.txt', () => {
  for (const [name, versions, e] of SPOT) {
    it(`${name} in ${versions.join(', ')}`, () => {
      for (const v of versions) {
        const m = findMonster(v, name);
        expect(m, `${name} in ${v}`).toBeDefined();
        expect(m?.name).toBe(name);
        expect({ index: m?.index, speed: m?.speed, level: m?.level }, v).toEqual({ index: e.index, speed: e.speed, level: e.level });
        expect(m?.unique, `unique in ${v}`).toBe(e.unique ?? false);
        expect(m?.neverMove, `neverMove in ${v}`).toBe(e.neverMove ?? false);
        expect(m?.canFly, `canFly in ${v}`).toBe(e.canFly ?? false);
        expect(m?.spider, `spider in ${v}`).toBe(e.spider ?? false);
      }
    });
  }

  it('flags that changed without the speed: the Ogre gained WILD_SNOW in 7.1', () => {
    expect(findMonster('7.1.salmiak', 'Ogre')).toMatchObject({ speed: 110, wildWood: true, wildSnow: true });
    expect(findMonster('7.0.cloudberry', 'Ogre')).toMatchObject({ speed: 110, wildWood: true, wildSnow: false });
  });

  it('Metal Babble 1110 is the unique one (F:… | UNIQUE), 871 is not; both NONLIVING', () => {
    expect(findMonsterByIndex('7.1.salmiak', 1110)).toMatchObject({ name: 'Metal Babble', speed: 190, unique: true, nonliving: true });
    expect(findMonsterByIndex('7.1.salmiak', 871)).toMatchObject({ unique: false, nonliving: true });
  });

  it('absent names are undefined', () => {
    expect(findMonster('7.0.nougat', 'Flying fishrooster')).toBeUndefined();
    expect(findMonster('7.1.salmiak', 'Lion Heart')).toBeUndefined();
    expect(findMonsterByIndex('7.1.salmiak', 0)).toBeUndefined(); // the player's picture
  });
});

describe('FrogComposband monster catalog: names', () => {
  it('lookup is case-insensitive and keeps the file’s spelling', () => {
    expect(findMonster('7.1.salmiak', 'hill orc')?.name).toBe('Hill orc');
    expect(findMonsterSpeed('7.1.salmiak', 'HILL ORC')).toBe(110);
    expect(findMonsterSpeed('7.1.salmiak', 'no such thing')).toBeUndefined();
  });

  it('a name that appears twice finds the first in file order; the other by its index', () => {
    expect(findMonster('7.1.salmiak', 'Novice mage')?.index).toBe(46);
    expect(findMonsterByIndex('7.1.salmiak', 93)?.name).toBe('Novice mage');
  });

  it('the only repeated names are those of r_info.txt (grep ^N: | sort | uniq -d)', () => {
    const repeated = (v: FrogcomposbandVersion): string[] => {
      const seen = new Map<string, number>();
      for (const e of monstersOf(v)) seen.set(e.name, (seen.get(e.name) ?? 0) + 1);
      return [...seen].filter(([, n]) => n > 1).map(([name]) => name).sort();
    };
    const dup = ['Metal Babble', 'Novice mage', 'Novice mindcrafter', 'Novice paladin', 'Novice ranger', 'Novice warrior'];
    for (const v of ALL) expect(repeated(v), v).toEqual(dup);
    for (const v of ALL) {
      const indexes = monstersOf(v).map((e) => e.index);
      expect(new Set(indexes).size, v).toBe(indexes.length);
    }
  });

  it('isKnownMonsterName and suggestions', () => {
    expect(isKnownMonsterName('lion heart')).toBe(true);
    expect(isKnownMonsterName('Sigmund')).toBe(false);
    expect(monsterSuggestions('7.1.salmiak', 'hill ork')).toContain('Hill orc');
    expect(monsterSuggestions('7.1.salmiak', 'hill orc')[0]).toBe('Hill orc');
  });
});

describe('FrogComposband monster catalog: versions and domain', () => {
  // grep -c '^N:' r_info.txt, less the player's entry 0.
  const COUNTS: Record<FrogcomposbandVersion, number> = { '7.1.salmiak': 1392, '7.0.cloudberry': 1279, '7.0.nougat': 1271 };
  // F: lines naming UNIQUE and NEVER_MOVE, one per race.
  const UNIQUES: Record<FrogcomposbandVersion, number> = { '7.1.salmiak': 435, '7.0.cloudberry': 383, '7.0.nougat': 379 };
  const NEVER_MOVE: Record<FrogcomposbandVersion, number> = { '7.1.salmiak': 96, '7.0.cloudberry': 93, '7.0.nougat': 93 };

  it('entries, uniques and never-moving races per version', () => {
    for (const v of ALL) {
      expect(monstersOf(v).length, v).toBe(COUNTS[v]);
      expect(monsterSource(v).count, v).toBe(COUNTS[v]);
      expect(monstersOf(v).filter((e) => e.unique).length, v).toBe(UNIQUES[v]);
      expect(monstersOf(v).filter((e) => e.neverMove).length, v).toBe(NEVER_MOVE[v]);
    }
  });

  it('every entry gives a valid monster spec (race speed within the spec’s byte range)', () => {
    const parsed = new Set<string>();
    for (const v of ALL) {
      for (const m of monstersOf(v)) {
        expect(m.speed, m.name).toBeGreaterThanOrEqual(0);
        expect(m.speed, m.name).toBeLessThanOrEqual(255);
        const spec = { kind: 'monster', ...monsterSpecFields(m) };
        if (!parsed.has(JSON.stringify(spec))) expect(() => frogcomposband.parseSpec(spec), `${v} ${m.name}`).not.toThrow();
        parsed.add(JSON.stringify(spec));
      }
    }
  });

  it('each version cites its commit and file', () => {
    expect(monsterSource('7.1.salmiak')).toMatchObject({ ref: 'commit 80805f26', file: 'lib/edit/r_info.txt' });
    expect(monsterSource('7.1.salmiak').commit.startsWith('80805f26')).toBe(true);
    expect(monsterSource('7.0.nougat').ref).toBe('tag v7.0.nougat');
    for (const v of ALL) expect(monstersOf(v)[0]?.source).toBe(monsterSource(v));
  });

  it('versions share one table', () => {
    const perVersion = ALL.reduce((n, v) => n + monstersOf(v).length, 0);
    expect(FROG_MONSTER_ROWS.length).toBeLessThan(perVersion / 2.5);
  });

  it('the catalog and rule modules import neither core nor a schema library', () => {
    const files = ['tables/monster-catalog.ts', 'tables/monster-rows.ts', 'tables/monster-row.ts', 'tables/name-suggestions.ts', 'rules/placement-speed.ts', 'rules/speed.ts', 'tables/extract-energy.ts', 'random/sites.ts', 'versions.ts'];
    for (const file of files) {
      const text = readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8');
      expect(text, file).not.toMatch(/from '(@turnkeeper\/core|zod|valibot)/);
    }
  });
});

describe('FrogComposband placement speed (src/monster2.c get_mspeed, place_monster_one)', () => {
  it('half-widths: E/3 after one_in_(4), else E/10; none for uniques or in the arena', () => {
    expect(mspeedHalfWidths('7.1.salmiak', 110)).toEqual({ oneInFour: 3, otherwise: 1 }); // E = 10
    expect(mspeedHalfWidths('7.1.salmiak', 130)).toEqual({ oneInFour: 10, otherwise: 3 }); // E = 30
    expect(mspeedHalfWidths('7.1.salmiak', 100)).toEqual({ oneInFour: 1, otherwise: 0 }); // E = 5
    expect(mspeedHalfWidths('7.1.salmiak', 140, { unique: true })).toBeNull();
    expect(mspeedHalfWidths('7.1.salmiak', 110, { inArena: true })).toBeNull();
    // The blood-curse summon never widens from 7.0.cloudberry on; 7.0.nougat's get_mspeed() ignores it.
    expect(mspeedHalfWidths('7.0.cloudberry', 110, { veryNiceSummon: true })).toEqual({ oneInFour: 1, otherwise: 1 });
    expect(mspeedHalfWidths('7.0.nougat', 110, { veryNiceSummon: true })).toEqual({ oneInFour: 3, otherwise: 1 });
  });

  it('rollMspeed draws as get_mspeed does and agrees with the ruleset’s rollMonsterSpeed on every race speed of the catalog', () => {
    const speeds = new Set(monstersOf('7.1.salmiak').map((e) => e.speed));
    let cases = 0;
    for (const s of speeds) {
      for (let hit = 0; hit < 4; hit++) {
        for (let spread = 0; spread < 25; spread++) {
          const values = [hit, spread];
          const sites: string[] = [];
          const mine = rollMspeed('7.1.salmiak', s, {
            below: (n, site) => {
              sites.push(site ?? '');
              return (values.shift() ?? 0) % n;
            },
          });
          expect(mine - 110, `race ${s}, draws ${hit}, ${spread}`).toBe(rollMonsterSpeed(scripted([hit, spread]), s - 110));
          expect(sites[0]).toBe('get_mspeed:one_in_(4)');
          cases++;
        }
      }
    }
    console.log(`rollMspeed: ${cases} cases checked against rollMonsterSpeed`);
    expect(rollMspeed('7.1.salmiak', 140, { below: () => 0 }, { unique: true })).toBe(140);
  });

  it('mspeedOutcomes is the exact law of the ruleset’s monsterSpeedDistribution', () => {
    for (const s of new Set(monstersOf('7.1.salmiak').map((e) => e.speed))) {
      const { denominator, outcomes } = mspeedOutcomes('7.1.salmiak', s);
      const ref = monsterSpeedDistribution(s - 110);
      expect(denominator).toBe(ref.denominator);
      expect(outcomes.reduce((n, o) => n + o.weight, 0)).toBe(denominator);
      for (const o of outcomes) expect(ref.dist.p(o.speed - 110).equals(Fraction.of(o.weight, denominator)), `race ${s} → ${o.speed}`).toBe(true);
    }
    expect(mspeedOutcomes('7.1.salmiak', 110).outcomes.map((o) => [o.speed, o.weight])).toEqual([
      [107, 3],
      [108, 3],
      [109, 24],
      [110, 24],
      [111, 24],
      [112, 3],
      [113, 3],
    ]);
  });

  it('coffee-break raise: 7.1 hostile Serpent or insta-coffee, min(30, revisits × mode / 2); 7.0 the Serpent only', () => {
    const base = { coffeeBreak: 1, revisits: 9, raceIndex: 862, hostile: true };
    expect(coffeeBreakSpeedBonus('7.1.salmiak', base)).toBe(4);
    expect(coffeeBreakSpeedBonus('7.1.salmiak', { ...base, hostile: false })).toBe(0);
    expect(coffeeBreakSpeedBonus('7.1.salmiak', { ...base, raceIndex: 149 })).toBe(0);
    expect(coffeeBreakSpeedBonus('7.1.salmiak', { ...base, raceIndex: 149, coffeeBreak: 2 })).toBe(9);
    expect(coffeeBreakSpeedBonus('7.1.salmiak', { ...base, coffeeBreak: 2, revisits: 200 })).toBe(30);
    expect(coffeeBreakSpeedBonus('7.0.cloudberry', { ...base, hostile: false })).toBe(4);
    expect(coffeeBreakSpeedBonus('7.0.nougat', { ...base, raceIndex: 149 })).toBe(0);
    expect(coffeeBreakSpeedBonus('7.1.salmiak', { ...base, coffeeBreak: 0 })).toBe(0);
  });
});

