import { createRegistry, generic } from '@turnkeeper/core';
import { cthangband } from '@turnkeeper/cthangband';
import { dcss } from '@turnkeeper/dcss';
import { frogcomposband } from '@turnkeeper/frogcomposband';
import { nethack } from '@turnkeeper/nethack';

/** Every ruleset Turnkeeper ships, with the package that ships it. */
export const shipped = [
  { ruleset: generic, packageDir: 'core' },
  { ruleset: nethack, packageDir: 'nethack' },
  { ruleset: dcss, packageDir: 'dcss' },
  { ruleset: frogcomposband, packageDir: 'frogcomposband' },
  { ruleset: cthangband, packageDir: 'cthangband' },
] as const;

/** One registry holding them all, as a game or the docs would build it. */
export const registry = createRegistry(shipped.map((s) => s.ruleset));
