import { NETHACK_VERSIONS, type NethackVersion } from '../../src/index.js';

/**
 * The golden files' version keys and the ruleset versions each covers: "3.6.1-3.6.7" is one key
 * for seven versions, "3.7.0-dev" is the ruleset's 3.7.
 */
const GOLDEN_KEYS: Readonly<Record<string, readonly NethackVersion[]>> = {
  '3.4.3': ['3.4.3'],
  '3.6.0': ['3.6.0'],
  '3.6.1-3.6.7': ['3.6.1', '3.6.2', '3.6.3', '3.6.4', '3.6.5', '3.6.6', '3.6.7'],
  '3.7.0-dev': ['3.7'],
};

/** The golden-file version keys, in order. */
export const GOLDEN_VERSION_KEYS: readonly string[] = Object.keys(GOLDEN_KEYS);

/** The ruleset versions a golden-file version key covers; throws for an unknown key. */
export function versionsOfGoldenKey(key: string): readonly NethackVersion[] {
  const versions = GOLDEN_KEYS[key];
  if (!versions) {
    throw new Error(`golden version key: got ${JSON.stringify(key)}; allowed: one of ${GOLDEN_VERSION_KEYS.map((k) => `"${k}"`).join(', ')}`);
  }
  return versions;
}

/** The golden-file version key that covers a version. */
function goldenKeyOf(version: NethackVersion): string {
  const key = GOLDEN_VERSION_KEYS.find((k) => versionsOfGoldenKey(k).includes(version));
  if (key === undefined) throw new Error(`no golden version key covers ${version}`);
  return key;
}

// Every ruleset version is covered by exactly one key.
for (const v of NETHACK_VERSIONS) goldenKeyOf(v);
