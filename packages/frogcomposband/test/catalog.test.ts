import { readFileSync } from 'node:fs';
import { scripted } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import {
  FROGCOMPOSBAND_VERSIONS,
  coffeeBreakSpeedBonus,
  frogcomposband,
  monsterSpeedDistribution,
  mspeedHalfWidths,
  rollMonsterSpeed,
  type FrogcomposbandVersion,
} from '../src/index.js';
import { FROG_MONSTER_ROWS } from '../src/tables/monster-rows.js';
// The catalog through the analysis entry, as users import it.
import * as frog from '../src/analysis/index.js';

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
      const { unique = false, neverMove = false, canFly = false, spider = false } = e;
      const want = { name, index: e.index, speed: e.speed, level: e.level, unique, neverMove, canFly, spider };
      for (const v of versions) expect(frog.findMonster(v, name), `${name} in ${v}`).toMatchObject(want);
    });
  }

  it('flags that changed without the speed: the Ogre gained WILD_SNOW in 7.1', () => {
    expect(frog.findMonster('7.1.salmiak', 'Ogre')).toMatchObject({ speed: 110, wildWood: true, wildSnow: true });
    expect(frog.findMonster('7.0.cloudberry', 'Ogre')).toMatchObject({ speed: 110, wildWood: true, wildSnow: false });
  });

  it('Metal Babble 1110 is the unique one (F:… | UNIQUE), 871 is not; both NONLIVING', () => {
    expect(frog.findMonsterByIndex('7.1.salmiak', 1110)).toMatchObject({ name: 'Metal Babble', speed: 190, unique: true, nonliving: true });
    expect(frog.findMonsterByIndex('7.1.salmiak', 871)).toMatchObject({ unique: false, nonliving: true });
  });

  it('absent names are undefined', () => {
    expect(frog.findMonster('7.0.nougat', 'Flying fishrooster')).toBeUndefined();
    expect(frog.findMonster('7.1.salmiak', 'Lion Heart')).toBeUndefined();
    expect(frog.findMonsterByIndex('7.1.salmiak', 0)).toBeUndefined(); // the player's picture
  });
});

describe('FrogComposband monster catalog: names', () => {
  it('lookup is case-insensitive and keeps the file’s spelling', () => {
    expect(frog.findMonster('7.1.salmiak', 'hill orc')?.name).toBe('Hill orc');
    expect(frog.findMonsterSpeed('7.1.salmiak', 'HILL ORC')).toBe(110);
    expect(frog.findMonsterSpeed('7.1.salmiak', 'no such thing')).toBeUndefined();
  });

  it('a name that appears twice finds the first in file order; the other by its index', () => {
    expect(frog.findMonster('7.1.salmiak', 'Novice mage')?.index).toBe(46);
    expect(frog.findMonsterByIndex('7.1.salmiak', 93)?.name).toBe('Novice mage');
  });

  it('the only repeated names are those of r_info.txt (grep ^N: | sort | uniq -d)', () => {
    const repeated = (v: FrogcomposbandVersion): string[] => {
      const seen = new Map<string, number>();
      for (const e of frog.monstersOf(v)) seen.set(e.name, (seen.get(e.name) ?? 0) + 1);
      return [...seen]
        .filter(([, n]) => n > 1)
        .map(([name]) => name)
        .sort();
    };
    const dup = ['Metal Babble', 'Novice mage', 'Novice mindcrafter', 'Novice paladin', 'Novice ranger', 'Novice warrior'];
    for (const v of ALL) expect(repeated(v), v).toEqual(dup);
    for (const v of ALL) {
      const indexes = frog.monstersOf(v).map((e) => e.index);
      expect(new Set(indexes).size, v).toBe(indexes.length);
    }
  });

  it('frog.isKnownMonsterName', () => {
    expect(frog.isKnownMonsterName('lion heart')).toBe(true);
    expect(frog.isKnownMonsterName('Sigmund')).toBe(false);
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
      expect(frog.monstersOf(v).length, v).toBe(COUNTS[v]);
      expect(frog.monsterSource(v).count, v).toBe(COUNTS[v]);
      expect(frog.monstersOf(v).filter((e) => e.unique).length, v).toBe(UNIQUES[v]);
      expect(frog.monstersOf(v).filter((e) => e.neverMove).length, v).toBe(NEVER_MOVE[v]);
    }
  });

  it('every entry gives a valid monster spec (race speed within the spec’s byte range)', () => {
    const parsed = new Set<string>();
    for (const v of ALL) {
      for (const m of frog.monstersOf(v)) {
        expect(m.speed, m.name).toBeGreaterThanOrEqual(0);
        expect(m.speed, m.name).toBeLessThanOrEqual(255);
        const spec = { kind: 'monster', ...frog.monsterSpecFields(m) };
        if (!parsed.has(JSON.stringify(spec))) expect(() => frogcomposband.parseSpec(spec), `${v} ${m.name}`).not.toThrow();
        parsed.add(JSON.stringify(spec));
      }
    }
  });

  it('each version cites its commit and file', () => {
    expect(frog.monsterSource('7.1.salmiak')).toMatchObject({ ref: 'commit 80805f26', file: 'lib/edit/r_info.txt' });
    expect(frog.monsterSource('7.1.salmiak').commit.startsWith('80805f26')).toBe(true);
    expect(frog.monsterSource('7.0.nougat').ref).toBe('tag v7.0.nougat');
    for (const v of ALL) expect(frog.monstersOf(v)[0]?.source).toBe(frog.monsterSource(v));
  });

  it('versions share one table', () => {
    const perVersion = ALL.reduce((n, v) => n + frog.monstersOf(v).length, 0);
    expect(FROG_MONSTER_ROWS.length).toBeLessThan(perVersion / 2.5);
  });

  it('the catalog and rule modules import neither core nor a schema library', () => {
    const files = [
      'tables/monster-catalog.ts',
      'tables/monster-rows.ts',
      'tables/monster-row.ts',
      'rules/speed.ts',
      'tables/extract-energy.ts',
      'random/draw-sites.ts',
      'versions.ts',
    ];
    for (const file of files) {
      const text = readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8');
      expect(text, file).not.toMatch(/from '(@turnkeeper\/core|zod|valibot)/);
    }
  });
});

describe('FrogComposband placement speed (src/monster2.c get_mspeed, place_monster_one)', () => {
  it('half-widths: E/3 after one_in_(4), else E/10; none for uniques or in the arena', () => {
    expect(mspeedHalfWidths(0)).toEqual({ oneInFour: 3, otherwise: 1 }); // E = 10
    expect(mspeedHalfWidths(20)).toEqual({ oneInFour: 10, otherwise: 3 }); // E = 30
    expect(mspeedHalfWidths(-10)).toEqual({ oneInFour: 1, otherwise: 0 }); // E = 5
    expect(mspeedHalfWidths(30, { unique: true })).toBeNull();
    expect(mspeedHalfWidths(0, { inArena: true })).toBeNull();
    // The blood-curse summon never widens from 7.0.cloudberry on; 7.0.nougat's get_mspeed() ignores it.
    expect(mspeedHalfWidths(0, { veryNiceSummon: true, version: '7.1.salmiak' })).toEqual({ oneInFour: 1, otherwise: 1 });
    expect(mspeedHalfWidths(0, { veryNiceSummon: true, version: '7.0.cloudberry' })).toEqual({ oneInFour: 1, otherwise: 1 });
    expect(mspeedHalfWidths(0, { veryNiceSummon: true, version: '7.0.nougat' })).toEqual({ oneInFour: 3, otherwise: 1 });
  });

  it('rollMonsterSpeed draws as get_mspeed does, on every race speed of the catalog, within its exact law', () => {
    const speeds = new Set(frog.monstersOf('7.1.salmiak').map((e) => e.speed - 110));
    let cases = 0;
    for (const race of speeds) {
      const law = monsterSpeedDistribution(race);
      const widths = mspeedHalfWidths(race) as { oneInFour: number; otherwise: number };
      for (let hit = 0; hit < 4; hit++) {
        for (let spread = 0; spread < 25; spread++) {
          const sites: string[] = [];
          const values = [hit, spread];
          const got = rollMonsterSpeed({ below: (n: number, site?: string) => (sites.push(site ?? ''), (values.shift() ?? 0) % n) }, race);
          // one_in_(4) hits on 0; then rand_spread(0, i) = randint0(2i + 1) − i, capped at +89.
          const i = hit === 0 ? widths.oneInFour : widths.otherwise;
          expect(got, `race ${race}, draws ${hit}, ${spread}`).toBe(Math.min(89, i > 0 ? race + (spread % (2 * i + 1)) - i : race));
          expect(sites).toEqual(i > 0 ? ['get_mspeed:one_in_(4)', 'get_mspeed:rand_spread(0,i)'] : ['get_mspeed:one_in_(4)']);
          expect(law.dist.p(got).isZero(), `race ${race} → ${got}`).toBe(false);
          cases++;
        }
      }
    }
    console.log(`rollMonsterSpeed: ${cases} cases checked`);
    expect(rollMonsterSpeed(scripted([]), 30, { unique: true })).toBe(30);
    expect(rollMonsterSpeed(scripted([]), 0, { inArena: true })).toBe(0);
  });

  it('the law: a race at +0 gets −3..+3, −1..+1 each 24/84, the others 3/84; a unique keeps its speed', () => {
    const { dist, denominator } = monsterSpeedDistribution(0);
    expect(denominator).toBe(84);
    expect([-3, -2, -1, 0, 1, 2, 3].map((x) => dist.p(x).toString())).toEqual(['1/28', '1/28', '2/7', '2/7', '2/7', '1/28', '1/28']);
    expect(monsterSpeedDistribution(30, { unique: true }).dist.support()).toEqual([30]);
    // A blood-curse summon: ±1 only from 7.0.cloudberry on, as before in 7.0.nougat.
    expect(monsterSpeedDistribution(0, { veryNiceSummon: true }).dist.support()).toEqual([-1, 0, 1]);
    expect(monsterSpeedDistribution(0, { veryNiceSummon: true, version: '7.0.nougat' }).dist.support()).toEqual([-3, -2, -1, 0, 1, 2, 3]);
  });

  it('the engine rolls a blood-curse summon by its version’s get_mspeed()', () => {
    // one_in_(4) hits (0); the spread draw is 6: i = 3 in 7.0.nougat (+3), i = 1 from 7.0.cloudberry (6 mod 3 − 1 = −1).
    const draws = [0, 6, 0, 0, 0];
    const speedIn = (version: FrogcomposbandVersion): number => {
      const loop = frogcomposband.create({ version, random: scripted(draws) });
      loop.add('imp', { kind: 'monster', race: 0, bloodCurseSummon: true });
      const view = loop.inspect('imp');
      return view.kind === 'monster' ? view.mspeed : NaN;
    };
    expect(speedIn('7.0.nougat')).toBe(3);
    expect(speedIn('7.0.cloudberry')).toBe(-1);
    expect(speedIn('7.1.salmiak')).toBe(-1);
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

describe('the catalog in the analysis (frogcomposbandAnalysis.catalog, lookup, questions by name)', () => {
  it('lists every race of the version, with a spec the ruleset accepts', () => {
    for (const v of ALL) {
      const catalog = frog.frogcomposbandAnalysis.catalog(v);
      expect(catalog.length, v).toBe(COUNTS_BY_VERSION[v]);
      for (const e of catalog.slice(0, 50)) expect(() => frogcomposband.parseSpec(e.spec), `${v} ${e.name}`).not.toThrow();
    }
    const orc = frog.frogcomposbandAnalysis.lookup('hill orc');
    // r_info.txt 7.1.salmiak: N:149:Hill orc, I:110:…, W:8:…
    expect(orc).toMatchObject({ name: 'Hill orc', kind: 'monster', speed: 0, index: 149 });
    expect(orc.spec).toMatchObject({ kind: 'monster', race: 0, unique: false, level: 8 });
  });

  it('lookup(name).spec goes straight into a loop: the speed is rolled as get_mspeed() rolls it', () => {
    const loop = frogcomposband.create({ seed: 7 });
    loop.add('hero', { kind: 'player' });
    loop.add('orc', frog.frogcomposbandAnalysis.lookup('Hill orc').spec);
    const view = loop.inspect('orc');
    expect(view.kind === 'monster' && view.mspeed >= -3 && view.mspeed <= 3).toBe(true);
    const grip = frog.frogcomposbandAnalysis.lookup("grip, farmer maggot's dog");
    loop.add('grip', grip.spec);
    const g = loop.inspect('grip');
    expect(g.kind === 'monster' ? g.mspeed : NaN).toBe(10); // a unique keeps I:120
  });

  it('answers between with a monster named, mixing over its rolled speeds, per version', () => {
    const byName = frog.frogcomposbandAnalysis.between({ a: { spec: { kind: 'player' } }, b: { spec: { name: 'hill orc' } } });
    const bySpec = frog.frogcomposbandAnalysis.between({ a: { spec: { kind: 'player' } }, b: { spec: { kind: 'monster', race: 0, level: 8 } } });
    expect(byName.atLeast(2).value).toBe(bySpec.atLeast(2).value);
    expect(byName.atLeast(2).value).toBeGreaterThan(0);
    // Fields given beside the name override the entry's.
    const hasted = frog.frogcomposbandAnalysis.between({ a: { spec: { kind: 'player' } }, b: { spec: { kind: 'monster', name: 'hill orc', fast: 10 } } });
    expect(hasted.mean.value).toBeGreaterThan(byName.mean.value);
    // Yeti: I:110 in the 7.0 versions, I:115 in 7.1.
    const yeti = (version: FrogcomposbandVersion): number => frog.frogcomposbandAnalysis.rate({ version, actor: { spec: { name: 'Yeti' } } }).perTurn.value;
    expect(yeti('7.1.salmiak')).toBeGreaterThan(yeti('7.0.cloudberry'));
  });

  it('an unknown or version-less name is a typed error with the closest names', () => {
    expect(() => frog.frogcomposbandAnalysis.lookup('hill ork')).toThrow(/name: got "hill ork".*did you mean "Hill orc"/);
    expect(() => frog.frogcomposbandAnalysis.lookup('Flying fishrooster', '7.0.nougat')).toThrow(/INVALID_SPEC|Invalid/);
    expect(frog.frogcomposbandAnalysis.lookup('Flying fishrooster', '7.1.salmiak').name).toBe('Flying fishrooster');
  });
});

const COUNTS_BY_VERSION: Record<FrogcomposbandVersion, number> = { '7.1.salmiak': 1392, '7.0.cloudberry': 1279, '7.0.nougat': 1271 };

describe('weight: the runtime entry does not reach the catalog or the analysis', () => {
  it('no module imported from src/index.ts (transitively) is a catalog table or under src/analysis/', () => {
    const seen = new Set<string>();
    const visit = (url: URL): void => {
      if (seen.has(url.href)) return;
      seen.add(url.href);
      const text = readFileSync(url, 'utf8');
      for (const m of text.matchAll(/from '(\.{1,2}\/[^']+)\.js'/g)) visit(new URL(`${m[1] as string}.ts`, url));
    };
    visit(new URL('../src/index.ts', import.meta.url));
    const reached = [...seen].map((href) => href.slice(href.indexOf('/src/') + 5));
    expect(reached.length).toBeGreaterThan(20);
    expect(reached.filter((f) => f.startsWith('analysis/') || f.startsWith('tables/monster-'))).toEqual([]);
  });
});
