// The package meta-test from the conformance kit: the one layout, vocabulary, test names, golden
// tags, exports and TSDoc every ruleset package keeps (CONTRIBUTING.md, "Adding a ruleset").
import { fileURLToPath } from 'node:url';
import { describePackageLayout } from '@turnkeeper/core/conformance';
import * as main from '@turnkeeper/dcss';
import * as analysisEntry from '@turnkeeper/dcss/analysis';

/** The tags DCSS's recorder wrote: held-out traces arrive with them, so they stay as they are. */
const recordedGoldenTags = [
  'monster_action_costs',
  'monster_actions_per_turn',
  'monster_turn_transitions',
  'pcg32_vectors',
  'player_delays',
  'speed_modifiers',
  'trace',
].map((name) => `dcss.${name}/1`);

describePackageLayout(
  { dir: fileURLToPath(new URL('..', import.meta.url)), analysis: analysisEntry.dcssAnalysis, entries: { '.': main, './analysis': analysisEntry } },
  { recordedGoldenTags },
);
