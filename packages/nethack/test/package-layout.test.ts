// The package meta-test from the conformance kit: the one layout, vocabulary, test names, golden
// tags, exports and TSDoc every ruleset package keeps (CONTRIBUTING.md, "Adding a ruleset").
import { fileURLToPath } from 'node:url';
import { describePackageLayout } from '@turnkeeper/core/conformance';
import * as main from '@turnkeeper/nethack';
import * as analysisEntry from '@turnkeeper/nethack/analysis';

/** The tags NetHack's recorder wrote: held-out traces arrive with them, so they stay as they are. */
const recordedGoldenTags = ['actions-per-turn', 'free-moves', 'hero-alloc', 'index', 'monster-alloc', 'riding-alloc', 'rng-script', 'trace'].map(
  (name) => `nethack-speed/${name}/1`,
);

describePackageLayout(
  { dir: fileURLToPath(new URL('..', import.meta.url)), analysis: analysisEntry.nethackAnalysis, entries: { '.': main, './analysis': analysisEntry } },
  { recordedGoldenTags },
);
