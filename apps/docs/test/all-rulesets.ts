import * as core from '@turnkeeper/core';
import { createRegistry, type AnyAnalysis } from '@turnkeeper/core';
import * as coreAnalysis from '@turnkeeper/core/analysis';
import * as cthangbandPackage from '@turnkeeper/cthangband';
import * as cthangbandAnalysis from '@turnkeeper/cthangband/analysis';
import * as dcssPackage from '@turnkeeper/dcss';
import * as dcssAnalysis from '@turnkeeper/dcss/analysis';
import * as frogcomposbandPackage from '@turnkeeper/frogcomposband';
import * as frogcomposbandAnalysis from '@turnkeeper/frogcomposband/analysis';
import * as nethackPackage from '@turnkeeper/nethack';
import * as nethackAnalysis from '@turnkeeper/nethack/analysis';

/** Every ruleset Turnkeeper ships, as its analysis (whose `ruleset` is the ruleset), with the package that ships it. */
export const shipped: readonly { readonly analysis: AnyAnalysis; readonly packageDir: string }[] = [
  { analysis: coreAnalysis.genericAnalysis, packageDir: 'core' },
  { analysis: nethackAnalysis.nethackAnalysis, packageDir: 'nethack' },
  { analysis: dcssAnalysis.dcssAnalysis, packageDir: 'dcss' },
  { analysis: frogcomposbandAnalysis.frogcomposbandAnalysis, packageDir: 'frogcomposband' },
  { analysis: cthangbandAnalysis.cthangbandAnalysis, packageDir: 'cthangband' },
];

/**
 * Each package's whole public modules, by folder name, for the export-convention meta-tests: the
 * runtime entry a game imports (`main`) and the `/analysis` subpath tools import.
 */
export const packages: Readonly<Record<string, { readonly main: object; readonly analysis: object }>> = {
  core: { main: core, analysis: coreAnalysis },
  nethack: { main: nethackPackage, analysis: nethackAnalysis },
  dcss: { main: dcssPackage, analysis: dcssAnalysis },
  frogcomposband: { main: frogcomposbandPackage, analysis: frogcomposbandAnalysis },
  cthangband: { main: cthangbandPackage, analysis: cthangbandAnalysis },
};

/** One registry holding them all, as a game or the docs would build it. */
export const registry = createRegistry(shipped.map((s) => s.analysis.ruleset));
