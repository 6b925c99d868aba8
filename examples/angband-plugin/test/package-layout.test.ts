// The package meta-test from @turnkeeper/core's conformance kit: the one layout, vocabulary, test
// names, golden tags, exports and TSDoc every Turnkeeper ruleset package keeps.
import { fileURLToPath } from 'node:url';
import { describePackageLayout } from '@turnkeeper/core/conformance';
import * as main from 'turnkeeper-angband';
import * as analysisEntry from 'turnkeeper-angband/analysis';

describePackageLayout({
  dir: fileURLToPath(new URL('..', import.meta.url)),
  analysis: analysisEntry.angbandAnalysis,
  entries: { '.': main, './analysis': analysisEntry },
});
