import { defineGoldenAdapter, cases, type GoldenAdapter, type GoldenComparison } from '@turnkeeper/core/golden';
import { z } from 'zod';
import {
  adjustedSpeed,
  ENCUMBRANCE_NAMES,
  heroAllocationLaw,
  HERO_SPEED_STATES,
  monsterAllocationLaw,
  MONSTER_SPEED_STATES,
  NORMAL_SPEED,
  ridingAllocationLaw,
  type AllocationLaw,
  type Encumbrance,
} from '../../src/index.js';
import { fracString, lawRecord, patternRecords, perVersion, versionKeysComparison } from './golden-format.js';

const mspeed = z.enum(MONSTER_SPEED_STATES);
const encumbrance = z.number().int().min(0).max(5);

function lawFields(law: AllocationLaw): { dist: Record<string, string>; mean: string; rn2_patterns: { rn2_args: number[]; prob: string }[] } {
  return { dist: lawRecord(law.distribution), mean: fracString(law.mean), rn2_patterns: patternRecords(law.patterns) };
}

const monsterCase = z.looseObject({
  version: z.string(),
  context: z.enum(['monster', 'steed', 'steed_galloping']),
  mspeed,
  base: z.number().int().min(0),
});
const monsterFile = z.looseObject({
  schema: z.literal('nethack-speed/monster-alloc/1'),
  NORMAL_SPEED: z.number(),
  versions: z.record(z.string(), z.unknown()),
  cases: cases(monsterCase),
});

/** `monster_alloc.json`: mcalcmove()'s law per version × context × mspeed × base. */
export const monsterAllocAdapter: GoldenAdapter = defineGoldenAdapter('nethack-speed/monster-alloc/1', monsterFile, (file, path) => {
  const header: GoldenComparison = { label: 'NORMAL_SPEED', expected: file.NORMAL_SPEED, actual: NORMAL_SPEED };
  return [
    header,
    versionKeysComparison(file.versions),
    ...perVersion(path, file.cases, (v, c) => {
      const law = monsterAllocationLaw(v, {
        base: c.base,
        mspeed: c.mspeed,
        steed: c.context !== 'monster',
        galloping: c.context === 'steed_galloping',
      });
      return {
        version: c.version,
        context: c.context,
        mspeed: c.mspeed,
        base: c.base,
        adjusted: adjustedSpeed(c.base, c.mspeed),
        ...lawFields(law),
      };
    }),
  ];
});

const heroCase = z.looseObject({
  version: z.string(),
  speed_state: z.enum(HERO_SPEED_STATES),
  encumbrance,
  base: z.number().int().min(0),
});
const heroFile = z.looseObject({
  schema: z.literal('nethack-speed/hero-alloc/1'),
  NORMAL_SPEED: z.number(),
  versions: z.record(z.string(), z.unknown()),
  speed_states: z.record(z.string(), z.unknown()),
  encumbrance: z.array(z.string()),
  cases: cases(heroCase),
});

/** `hero_alloc.json`: the hero's law per version × speed state × encumbrance × base. */
export const heroAllocAdapter: GoldenAdapter = defineGoldenAdapter('nethack-speed/hero-alloc/1', heroFile, (file, path) => {
  return [
    { label: 'NORMAL_SPEED', expected: file.NORMAL_SPEED, actual: NORMAL_SPEED },
    { label: 'encumbrance names', expected: file.encumbrance, actual: [...ENCUMBRANCE_NAMES] },
    { label: 'speed states', expected: Object.keys(file.speed_states), actual: [...HERO_SPEED_STATES] },
    versionKeysComparison(file.versions),
    ...perVersion(path, file.cases, (v, c) => {
      const law = heroAllocationLaw(v, { base: c.base, speed: c.speed_state, encumbrance: c.encumbrance as Encumbrance });
      return {
        version: c.version,
        speed_state: c.speed_state,
        encumbrance: c.encumbrance,
        encumbrance_name: ENCUMBRANCE_NAMES[c.encumbrance],
        base: c.base,
        ...lawFields(law),
      };
    }),
  ];
});

const ridingCase = z.looseObject({
  version: z.string(),
  steed_base: z.number().int().min(0),
  steed_mspeed: mspeed,
  galloping: z.boolean(),
  encumbrance,
});
const ridingFile = z.looseObject({
  schema: z.literal('nethack-speed/riding-alloc/1'),
  versions: z.record(z.string(), z.unknown()),
  cases: cases(ridingCase),
});

/** `riding_alloc.json`: the riding hero's law after a move: mcalcmove(steed), then encumbrance. */
export const ridingAllocAdapter: GoldenAdapter = defineGoldenAdapter('nethack-speed/riding-alloc/1', ridingFile, (file, path) => {
  return [
    versionKeysComparison(file.versions),
    ...perVersion(path, file.cases, (v, c) => {
      const law = ridingAllocationLaw(v, { base: c.steed_base, mspeed: c.steed_mspeed, galloping: c.galloping }, c.encumbrance as Encumbrance);
      return {
        version: c.version,
        steed_base: c.steed_base,
        steed_mspeed: c.steed_mspeed,
        galloping: c.galloping,
        encumbrance: c.encumbrance,
        ...lawFields(law),
      };
    }),
  ];
});
