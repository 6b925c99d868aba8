import * as core from '@turnkeeper/core';
import { createRegistry, generic, type AnyRuleset } from '@turnkeeper/core';
import * as cthangbandPackage from '@turnkeeper/cthangband';
import * as dcssPackage from '@turnkeeper/dcss';
import * as frogcomposbandPackage from '@turnkeeper/frogcomposband';
import * as nethackPackage from '@turnkeeper/nethack';

/** Every ruleset Turnkeeper ships, with the package that ships it. */
export const shipped: readonly { readonly ruleset: AnyRuleset; readonly packageDir: string }[] = [
  { ruleset: generic, packageDir: 'core' },
  { ruleset: nethackPackage.nethack, packageDir: 'nethack' },
  { ruleset: dcssPackage.dcss, packageDir: 'dcss' },
  { ruleset: frogcomposbandPackage.frogcomposband, packageDir: 'frogcomposband' },
  { ruleset: cthangbandPackage.cthangband, packageDir: 'cthangband' },
];

/** Each package's whole public module, by folder name, for the export-convention meta-tests. */
export const packages: Readonly<Record<string, object>> = {
  core,
  nethack: nethackPackage,
  dcss: dcssPackage,
  frogcomposband: frogcomposbandPackage,
  cthangband: cthangbandPackage,
};

/** One registry holding them all, as a game or the docs would build it. */
export const registry = createRegistry(shipped.map((s) => s.ruleset));
