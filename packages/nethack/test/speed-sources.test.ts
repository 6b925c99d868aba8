// Who and what makes the hero Fast or Very_fast, per version. Every expected value was read by
// hand from the sources: src/attrib.c (the *_abil[] tables), src/objects.c / include/objects.h,
// src/do_wear.c, src/potion.c, src/spell.c, src/zap.c, src/eat.c, src/pray.c, src/mhitu.c,
// src/sit.c and src/timeout.c of 3.4.3, 3.6.0–3.6.7 and 3.7; it is not computed by the package.
import { InvalidArgumentError, recording, scripted, type RandomCall } from '@turnkeeper/core';
import { describe, expect, it } from 'vitest';
import {
  nethack,
  NETHACK_ROLES,
  NETHACK_SPEED_SOURCE_IDS,
  NETHACK_VERSIONS,
  roleIntrinsicFast,
  roleSpeedLevel,
  speedSourcePatch,
  speedSourcesOf,
  type NethackRole,
} from '../src/index.js';

const FAST_ROLES_343_367: Partial<Record<NethackRole, number>> = { Archeologist: 1, Barbarian: 7, Caveman: 7, Knight: 7, Monk: 1, Samurai: 1, Valkyrie: 7 };

describe('roles (src/attrib.c adjabil())', () => {
  it('3.4.3 – 3.6.7: Archeologist, Monk, Samurai from level 1; Barbarian, Caveman, Knight, Valkyrie at 7; the others never', () => {
    for (const version of NETHACK_VERSIONS.filter((v) => v !== '3.7')) {
      for (const role of NETHACK_ROLES) expect(roleSpeedLevel(version, role), `${version} ${role}`).toBe(FAST_ROLES_343_367[role] ?? null);
    }
  });

  it('3.7: the Archeologist gains speed at level 10 (commit 075c2832a); the rest as before', () => {
    for (const role of NETHACK_ROLES) expect(roleSpeedLevel('3.7', role), role).toBe(role === 'Archeologist' ? 10 : (FAST_ROLES_343_367[role] ?? null));
  });

  it('roleIntrinsicFast turns on at the level, and off below it', () => {
    expect([6, 7, 30].map((l) => roleIntrinsicFast('3.4.3', 'Valkyrie', l))).toEqual([false, true, true]);
    expect([1, 9, 10].map((l) => roleIntrinsicFast('3.7', 'Archeologist', l))).toEqual([false, false, true]);
    expect(roleIntrinsicFast('3.6.0', 'Archeologist', 1)).toBe(true);
    expect(roleIntrinsicFast('3.7', 'Wizard', 30)).toBe(false);
  });

  it('rejects an unknown role, a level outside 1…30 and an unknown version, by name', () => {
    expect(() => roleSpeedLevel('3.6.7', 'Jedi' as NethackRole)).toThrow(/role: got "Jedi"; allowed: Archeologist/);
    expect(() => roleIntrinsicFast('3.6.7', 'Monk', 31)).toThrow(InvalidArgumentError);
    expect(() => roleSpeedLevel('3.5' as '3.7', 'Monk')).toThrow(/3\.5/);
  });
});

describe('items and other sources', () => {
  it('speed boots in every version; blue dragon scales and scale mail only in 3.7; all three Very_fast while worn', () => {
    for (const version of NETHACK_VERSIONS) {
      const ids = speedSourcesOf(version)
        .filter((s) => s.changes.some((c) => c.field === 'extrinsicFast'))
        .map((s) => s.id);
      expect(ids, version).toEqual(version === '3.7' ? ['speed boots', 'blue dragon scales', 'blue dragon scale mail'] : ['speed boots']);
      for (const id of ids) expect(speedSourcesOf(version).find((s) => s.id === id)?.gives).toBe('Very_fast');
    }
    expect(speedSourcePatch('3.7', 'blue dragon scale mail', {}, scripted([]))).toEqual({ extrinsicFast: true });
    expect(speedSourcePatch('3.4.3', 'speed boots', { on: false }, scripted([]))).toEqual({ extrinsicFast: false });
    expect(() => speedSourcePatch('3.6.7', 'blue dragon scales', {}, scripted([]))).toThrow(
      /speed source: got "blue dragon scales"; allowed: a source of NetHack 3\.6\.7/,
    );
  });

  it('potion of speed: rn1(10, 100 + 60·bcsign) turns — 160…169 blessed, 100…109 uncursed, 40…49 cursed', () => {
    const calls: RandomCall[] = [];
    const r = recording(scripted([0, 9, 5]), calls);
    expect(speedSourcePatch('3.6.0', 'potion of speed', { blessing: 'blessed' }, r)).toEqual({ addTimedFast: 160 });
    expect(speedSourcePatch('3.6.0', 'potion of speed', { blessing: 'uncursed' }, r)).toEqual({ addTimedFast: 109 });
    expect(speedSourcePatch('3.6.0', 'potion of speed', { blessing: 'cursed' }, r)).toEqual({ addTimedFast: 45 });
    expect(calls.map((c) => [c.n, c.site])).toEqual(Array.from({ length: 3 }, () => [10, 'peffects:rn1(10, 100 + 60 * bcsign(otmp))']));
  });

  it('3.7: a potion of speed that is not cursed also grants intrinsic speed; a cursed one does not', () => {
    expect(speedSourcePatch('3.7', 'potion of speed', { blessing: 'blessed' }, scripted([2]))).toEqual({ addTimedFast: 162, intrinsicFast: true });
    expect(speedSourcePatch('3.7', 'potion of speed', { blessing: 'cursed' }, scripted([2]))).toEqual({ addTimedFast: 42 });
    expect(speedSourcePatch('3.6.7', 'potion of speed', { blessing: 'blessed' }, scripted([2]))).toEqual({ addTimedFast: 162 });
  });

  it('a potion that is not cursed only heals wounded legs, unless the hero rides (heal_legs() would heal the steed)', () => {
    const calls: RandomCall[] = [];
    expect(speedSourcePatch('3.4.3', 'potion of speed', { woundedLegs: true }, recording(scripted([]), calls))).toBeNull();
    expect(calls).toEqual([]);
    expect(speedSourcePatch('3.4.3', 'potion of speed', { woundedLegs: true, blessing: 'cursed' }, scripted([0]))).toEqual({ addTimedFast: 40 });
    expect(speedSourcePatch('3.4.3', 'potion of speed', { woundedLegs: true, riding: true }, scripted([0]))).toEqual({ addTimedFast: 100 });
    // The spell is not the potion: wounded legs do not stop it.
    expect(speedSourcePatch('3.7', 'spell of haste self', { woundedLegs: true }, scripted([3]))).toEqual({ addTimedFast: 103 });
  });

  it('spell of haste self: an uncursed potion, blessed at Skilled or Expert, never intrinsic; vapours rnd(5)', () => {
    expect(speedSourcePatch('3.7', 'spell of haste self', { blessing: 'blessed' }, scripted([9]))).toEqual({ addTimedFast: 169 });
    expect(() => speedSourcePatch('3.7', 'spell of haste self', { blessing: 'cursed' }, scripted([0]))).toThrow(
      /spell of haste self blessing: got "cursed"; allowed: blessed, uncursed/,
    );
    const calls: RandomCall[] = [];
    expect(speedSourcePatch('3.4.3', 'potion of speed vapours', {}, recording(scripted([4]), calls))).toEqual({ addTimedFast: 5 });
    expect(calls.map((c) => [c.n, c.site])).toEqual([[5, 'potionbreathe:rnd(5)']]);
  });

  it('wand of speed monster zapped at oneself: intrinsic speed up to 3.6.7; 3.7 timed speed for rn1(25, 50) turns instead', () => {
    for (const version of NETHACK_VERSIONS.filter((v) => v !== '3.7'))
      expect(speedSourcePatch(version, 'wand of speed monster', {}, scripted([]))).toEqual({ intrinsicFast: true });
    const calls: RandomCall[] = [];
    expect(speedSourcePatch('3.7', 'wand of speed monster', {}, recording(scripted([24]), calls))).toEqual({ addTimedFast: 74 });
    expect(calls.map((c) => [c.n, c.site])).toEqual([[25, 'zapyourself:rn1(25, 50)']]);
  });

  it('a quantum mechanic toggles intrinsic speed; the prayer boon sets it; slowing, stoning and sliming clear HFast (not the boots)', () => {
    expect(speedSourcePatch('3.6.7', 'quantum mechanic corpse', { intrinsicFast: true }, scripted([]))).toEqual({ intrinsicFast: false });
    expect(speedSourcePatch('3.6.7', 'quantum mechanic corpse', { intrinsicFast: false }, scripted([]))).toEqual({ intrinsicFast: true });
    expect(speedSourcePatch('3.4.3', 'prayer boon', {}, scripted([]))).toEqual({ intrinsicFast: true });
    for (const id of ['slowed', 'stoning', 'sliming'] as const)
      expect(speedSourcePatch('3.7', id, {}, scripted([]))).toEqual({ intrinsicFast: false, timedFast: 0 });
    expect(speedSourcePatch('3.7', 'intrinsic stolen', {}, scripted([]))).toEqual({ intrinsicFast: false });
  });

  it('every source exists in some version, each entry names its source file and function, and the ids are listed once per version', () => {
    for (const id of NETHACK_SPEED_SOURCE_IDS)
      expect(
        NETHACK_VERSIONS.some((v) => speedSourcesOf(v).some((s) => s.id === id)),
        id,
      ).toBe(true);
    for (const version of NETHACK_VERSIONS) {
      const ids = speedSourcesOf(version).map((s) => s.id);
      expect(new Set(ids).size, version).toBe(ids.length);
      for (const s of speedSourcesOf(version)) expect(s.source, s.id).toMatch(/src\/\w+\.c \w+\(\)|objects/);
    }
  });

  it('the patches apply to a loop and give the speed the entry says', () => {
    const loop = nethack.create({ version: '3.7' });
    loop.add('you', { kind: 'player' });
    const speed = (): string => {
      const v = loop.inspect('you');
      return v.kind === 'player' ? v.speed : '';
    };
    loop.update('you', speedSourcePatch('3.7', 'blue dragon scales', {}, scripted([])) ?? {});
    expect(speed()).toBe('Very_fast');
    loop.update('you', speedSourcePatch('3.7', 'blue dragon scales', { on: false }, scripted([])) ?? {});
    expect(speed()).toBe('normal');
    loop.update('you', speedSourcePatch('3.7', 'potion of speed', {}, scripted([0])) ?? {});
    expect(loop.inspect('you')).toMatchObject({ speed: 'Very_fast', timedFast: 100, intrinsicFast: true });
    loop.update('you', speedSourcePatch('3.7', 'slowed', {}, scripted([])) ?? {});
    expect(speed()).toBe('normal');
  });
});
