// The package meta-test from the conformance kit: the one layout, vocabulary, test names, golden
// tags, exports and TSDoc every ruleset package keeps (CONTRIBUTING.md, "Adding a ruleset").
import { fileURLToPath } from 'node:url';
import { describePackageLayout } from '@turnkeeper/core/conformance';
import * as main from '@turnkeeper/cthangband';
import * as analysisEntry from '@turnkeeper/cthangband/analysis';

describePackageLayout({
  dir: fileURLToPath(new URL('..', import.meta.url)),
  analysis: analysisEntry.cthangbandAnalysis,
  entries: { '.': main, './analysis': analysisEntry },
});
