/**
 * The one vocabulary of a Turnkeeper ruleset package: the names a package built on ruleset id
 * `my-game` gives its ruleset, versions, kinds, hooks, options, draw sites, engine, saved state,
 * phases and analysis. CONTRIBUTING.md ("Adding a ruleset") explains each; the package meta-test
 * ({@link describePackageLayout}) checks them.
 *
 * @example
 * ```ts
 * import { packageVocabulary } from '@turnkeeper/core/conformance';
 * packageVocabulary('my-game').drawSites; // 'MY_GAME_DRAW_SITES'
 * packageVocabulary('my-game').savedState; // 'MyGameSavedState'
 * ```
 */
export interface PackageVocabulary {
  /** The ruleset object, from the runtime entry: `myGame`. */
  readonly ruleset: string;
  /** The versions, a const tuple, from `src/versions.ts`: `MY_GAME_VERSIONS`. */
  readonly versions: string;
  /** The default version, from `src/versions.ts`: `MY_GAME_DEFAULT_VERSION`. */
  readonly defaultVersion: string;
  /** The type of one version, from `src/versions.ts`: `MyGameVersion`. */
  readonly versionType: string;
  /** The actor kinds (`ruleset.kinds`), from `src/schema/actors.ts`: `myGameActors`. */
  readonly actors: string;
  /** The hook table (`ruleset.hooks`), from `src/hooks.ts`: `myGameHooks`. */
  readonly hooks: string;
  /** The payload type of every hook, from `src/hooks.ts`: `MyGameHookPayloads`. */
  readonly hookPayloads: string;
  /** The options schema (`ruleset.options`), from `src/schema/options.ts`: `myGameOptions`. */
  readonly options: string;
  /** The options' type, from `src/schema/options.ts`: `MyGameOptions`. */
  readonly optionsType: string;
  /** The ruleset's types (`TypesOf<…>`), from `src/schema/types.ts`: `MyGameTypes`. */
  readonly types: string;
  /** The game's generator (`ruleset.random.generator`), from `src/random/`: `myGameGenerator`. */
  readonly generator: string;
  /** The labels of the game's random draws, from `src/random/draw-sites.ts`: `MY_GAME_DRAW_SITES`. */
  readonly drawSites: string;
  /** The type of one draw-site label, from `src/random/draw-sites.ts`: `MyGameDrawSite`. */
  readonly drawSite: string;
  /** The engine class, in `src/engine/engine.ts`: `MyGameEngine`. */
  readonly engine: string;
  /** The saved-state schema (`ruleset.state.schema`), in `src/engine/state.ts`: `myGameState`. */
  readonly stateSchema: string;
  /** The saved state's type, in `src/engine/state.ts`: `MyGameSavedState`. */
  readonly savedState: string;
  /** The saved state's cross-check (`ruleset.state.check`), in `src/engine/state.ts`: `checkMyGameState`. */
  readonly stateCheck: string;
  /** The phases of the game's main loop, a const tuple of names, in `src/engine/state.ts`: `MY_GAME_PHASES`. */
  readonly phases: string;
  /** The type of one phase, in `src/engine/state.ts`: `MyGamePhase`. */
  readonly phase: string;
  /** The analysis, from the `/analysis` entry: `myGameAnalysis`. */
  readonly analysis: string;
  /** The spec type of each actor kind: `MyGamePlayerSpec` for kind `player`. */
  spec(kind: string): string;
  /** The action type of each actor kind: `MyGamePlayerAction` for kind `player`. */
  action(kind: string): string;
}

/** `my-game` → `myGame`. */
function camel(id: string): string {
  return id.replace(/[-_]([a-z0-9])/g, (_m: string, c: string) => c.toUpperCase());
}

/** `my-game` → `MyGame`. */
function pascal(id: string): string {
  const c = camel(id);
  return c.charAt(0).toUpperCase() + c.slice(1);
}

/** `my-game` → `MY_GAME`. */
function constant(id: string): string {
  return id.toUpperCase().replace(/-/g, '_');
}

/**
 * The names the vocabulary gives a ruleset package, from its ruleset id.
 *
 * @example
 * ```ts
 * import { packageVocabulary } from '@turnkeeper/core/conformance';
 * const names = packageVocabulary('nethack');
 * names.engine; // 'NethackEngine'
 * names.phases; // 'NETHACK_PHASES'
 * names.spec('monster'); // 'NethackMonsterSpec'
 * ```
 */
export function packageVocabulary(id: string): PackageVocabulary {
  const game = camel(id);
  const Game = pascal(id);
  const GAME = constant(id);
  return {
    ruleset: game,
    versions: `${GAME}_VERSIONS`,
    defaultVersion: `${GAME}_DEFAULT_VERSION`,
    versionType: `${Game}Version`,
    actors: `${game}Actors`,
    hooks: `${game}Hooks`,
    hookPayloads: `${Game}HookPayloads`,
    options: `${game}Options`,
    optionsType: `${Game}Options`,
    types: `${Game}Types`,
    generator: `${game}Generator`,
    drawSites: `${GAME}_DRAW_SITES`,
    drawSite: `${Game}DrawSite`,
    engine: `${Game}Engine`,
    stateSchema: `${game}State`,
    savedState: `${Game}SavedState`,
    stateCheck: `check${Game}State`,
    phases: `${GAME}_PHASES`,
    phase: `${Game}Phase`,
    analysis: `${game}Analysis`,
    spec: (kind) => `${Game}${pascal(kind)}Spec`,
    action: (kind) => `${Game}${pascal(kind)}Action`,
  };
}
