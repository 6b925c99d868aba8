import { scripted } from '@turnkeeper/core';
import type { CthangbandMonsterAction as MonsterAction, CthangbandPlayerAction as PlayerAction } from '../schema/types.js';
import { HELP_ACTION_COST } from '../tables/help-text.js';
import { playerActionCost } from './player-action-cost.js';
import { monsterTurnCost } from './turn-cost.js';

/**
 * One player action cost of 4.1.0 as the catalog lists it: how the cost is computed, the help
 * text's value (`null` when the help does not list it) and the original function.
 *
 * @example
 * ```ts
 * import { PLAYER_ACTION_CATALOG } from '@turnkeeper/cthangband';
 * PLAYER_ACTION_CATALOG.find((e) => e.label === 'drop')?.help; // 50
 * ```
 */
export interface PlayerCatalogEntry {
  readonly label: string;
  /** A ruleset action with this cost, when the cost does not depend on the actor. */
  readonly example: PlayerAction | null;
  /** The fixed cost when the ruleset has no action of its own for it. */
  readonly fixed?: number;
  /** The cost from a belt pouch, when the pouch rule applies. */
  readonly pouch?: PlayerAction;
  readonly rule: string;
  readonly help: number | null;
  readonly where: string;
}

/** A catalog entry; its `help` is the help text's figure for the label (`HELP_ACTION_COST`), when it lists one. */
const e = (
  label: string,
  example: PlayerAction | null,
  rule: string,
  where: string,
  extra: { fixed?: number; pouch?: PlayerAction } = {},
): PlayerCatalogEntry => ({
  label,
  example,
  rule,
  help: HELP_ACTION_COST[label] ?? null,
  where,
  ...extra,
});

/**
 * Every player action cost of 4.1.0 (`cmd1.c`–`cmd6.c`, `dungeon.c`, `store.c`), in the order of
 * the golden table `action_costs.json`.
 *
 * @example
 * ```ts
 * import { PLAYER_ACTION_CATALOG, catalogFixedCost } from '@turnkeeper/cthangband';
 * catalogFixedCost(PLAYER_ACTION_CATALOG[5]); // 100 (throw)
 * ```
 */
export const PLAYER_ACTION_CATALOG: readonly PlayerCatalogEntry[] = /* @__PURE__ */ Object.freeze([
  e('walk', null, 'extract_energy[pspeed]; a known-obstacle bump is free unless impaired', 'cmd2.c do_cmd_walk'),
  e('run', null, 'extract_energy[pspeed]', 'cmd1.c run_step'),
  e('melee (one blow)', null, '100/num_blow, integer division', 'cmd1.c py_attack'),
  e('natural attack', null, '+10 each, when randint(num_blow) == 1 after the blow', 'cmd1.c natural_attack'),
  e('fire (one shot)', null, '100/num_fire, integer division', 'cmd2.c do_cmd_fire'),
  e('throw', { kind: 'throw' }, 'fixed', 'cmd2.c do_cmd_throw'),
  e('open', { kind: 'open' }, 'fixed', 'cmd2.c do_cmd_open_aux / do_cmd_open_chest'),
  e('close', { kind: 'close' }, 'fixed', 'cmd2.c do_cmd_close_aux'),
  e('disarm', { kind: 'disarm' }, 'fixed', 'cmd2.c do_cmd_disarm_aux / do_cmd_disarm_chest'),
  e('tunnel', { kind: 'tunnel' }, 'fixed', 'cmd2.c do_cmd_tunnel_aux'),
  e('bash', { kind: 'bash' }, 'fixed', 'cmd2.c do_cmd_bash_aux'),
  e('alter', { kind: 'alter' }, 'fixed', 'cmd2.c do_cmd_alter'),
  e('spike', { kind: 'spike' }, 'fixed', 'cmd2.c do_cmd_spike'),
  e('a command with a monster in the way', null, '50, replaced by the blow cost unless the attack aborts', 'cmd2.c', { fixed: 50 }),
  e('hold / pick up', { kind: 'hold' }, 'fixed', 'cmd2.c do_cmd_stay'),
  e('rest', { kind: 'rest' }, 'fixed, per rest step', 'dungeon.c process_player'),
  e('paralysed or knocked out', { kind: 'paralyzed' }, 'fixed, per forced pass', 'dungeon.c process_player'),
  e('search', { kind: 'search' }, 'fixed', 'cmd2.c do_cmd_search'),
  e('stairs', { kind: 'stairs' }, 'free', 'cmd2.c do_cmd_go_up / do_cmd_go_down'),
  e('wield', { kind: 'wield' }, 'fixed', 'cmd3.c do_cmd_wield'),
  e('take off', { kind: 'takeoff' }, 'fixed', 'cmd3.c do_cmd_takeoff'),
  e('drop', { kind: 'drop' }, 'fixed', 'cmd3.c do_cmd_drop'),
  e('destroy', { kind: 'destroy' }, 'fixed; 0 when an artifact resists', 'cmd3.c do_cmd_destroy'),
  e('refill', { kind: 'refill' }, 'fixed', 'cmd3.c do_cmd_refill_lamp / do_cmd_refill_torch'),
  e('study', { kind: 'study' }, 'fixed', 'cmd5.c do_cmd_study'),
  e('eat', { kind: 'eat' }, 'fixed', 'cmd6.c do_cmd_eat_food'),
  e('quaff', { kind: 'quaff' }, 'fixed; belt pouch 10', 'cmd6.c do_cmd_quaff_potion', { pouch: { kind: 'quaff', from: 'pouch' } }),
  e('read', { kind: 'read' }, 'fixed; belt pouch 10', 'cmd6.c do_cmd_read_scroll', { pouch: { kind: 'read', from: 'pouch' } }),
  e('aim wand', { kind: 'aim_wand' }, 'fixed; belt pouch 10', 'cmd6.c do_cmd_aim_wand', { pouch: { kind: 'aim_wand', from: 'pouch' } }),
  e('use staff', { kind: 'use_staff' }, 'fixed, no pouch rule', 'cmd6.c do_cmd_use_staff'),
  e('zap rod', { kind: 'zap_rod' }, 'fixed, no pouch rule', 'cmd6.c do_cmd_zap_rod'),
  e('cantrip', { kind: 'cantrip' }, 'fixed; belt pouch 10', 'cmd5.c do_cmd_cantrip', { pouch: { kind: 'cantrip', from: 'pouch' } }),
  e('activate', { kind: 'activate' }, 'fixed', 'cmd6.c do_cmd_activate'),
  e('hermetic spell', null, 'spell_energy(spell_skill, minskill)', 'cmd5.c do_cmd_cast'),
  e('shamanic favour', null, 'spell_energy(max(1, shaman/2), minskill)', 'cmd5.c do_cmd_invoke'),
  e('mindcraft', null, 'spell_energy(mindcrafting/2, min_lev)', 'cmd5.c do_cmd_mindcraft'),
  e('racial power', null, 'spell_energy(racial/2, min_level); 0 if aborted', 'cmd2.c racial_aux / do_cmd_racial_power'),
  e('cast blocked by anti-magic', { kind: 'antimagic_blocked' }, 'fixed', 'dungeon.c process_command'),
  e(
    'dimension door / minor displacement',
    null,
    'spell cost, plus a direct debit of 60 − level, plus 100 if the landing fails',
    'cmd5.c do_cmd_cast, do_cmd_mindcraft; cmd6.c activate_random_artifact',
  ),
  e('psychic drain', null, 'spell cost, plus a direct debit of randint(150) once fired', 'cmd5.c do_cmd_mindcraft'),
  e('shop', { kind: 'store' }, 'free', 'store.c do_cmd_store'),
]);

const zeroStats = { speed: 0, numBlow: 1, numFire: 1, naturalAttacks: 0 };

/**
 * The fixed cost of a catalog entry, computed by the ruleset's own cost function; `null` when the
 * cost depends on the actor (speed, blows, skill).
 *
 * @example
 * ```ts
 * import { PLAYER_ACTION_CATALOG, catalogFixedCost } from '@turnkeeper/cthangband';
 * catalogFixedCost(PLAYER_ACTION_CATALOG[0]); // null (walk depends on speed)
 * ```
 */
export function catalogFixedCost(entry: PlayerCatalogEntry | undefined): number | null {
  if (!entry) return null;
  if (entry.fixed !== undefined) return entry.fixed;
  return entry.example ? playerActionCost(entry.example, zeroStats, scripted([])).energyUse : null;
}

/**
 * The belt-pouch cost of a catalog entry, computed; `null` when the pouch rule does not apply.
 *
 * @example
 * ```ts
 * import { PLAYER_ACTION_CATALOG, catalogPouchCost } from '@turnkeeper/cthangband';
 * const quaff = PLAYER_ACTION_CATALOG[26];
 * if (quaff) catalogPouchCost(quaff); // 10
 * ```
 */
export function catalogPouchCost(entry: PlayerCatalogEntry): number | null {
  return entry.pouch ? playerActionCost(entry.pouch, zeroStats, scripted([])).energyUse : null;
}

/**
 * One monster action of 4.1.0 and whether its net cost is the move cost or the attack cost.
 *
 * @example
 * ```ts
 * import { MONSTER_ACTION_CATALOG } from '@turnkeeper/cthangband';
 * MONSTER_ACTION_CATALOG[1]?.where; // 'melee1.c make_attack_normal'
 * ```
 */
export interface MonsterCatalogEntry {
  readonly label: string;
  readonly example: MonsterAction;
  readonly where: string;
}

/**
 * The monster costs of 4.1.0 (`melee2.c`, `melee1.c`), in the order `action_costs.json` lists them.
 *
 * @example
 * ```ts
 * import { MONSTER_ACTION_CATALOG, monsterCatalogCharge } from '@turnkeeper/cthangband';
 * MONSTER_ACTION_CATALOG.map(monsterCatalogCharge); // ['move', 'attack', 'attack', 'attack', 'move', 'move', 'move']
 * ```
 */
export const MONSTER_ACTION_CATALOG: readonly MonsterCatalogEntry[] = /* @__PURE__ */ Object.freeze([
  { label: 'any monster turn, charged up front', example: { kind: 'out_of_range' }, where: 'melee2.c process_monsters' },
  { label: 'melee the player', example: { kind: 'melee_player' }, where: 'melee1.c make_attack_normal' },
  { label: 'spell or breath at the player', example: { kind: 'spell_at_player' }, where: 'melee2.c process_monster -> make_attack_spell' },
  { label: 'spell at another monster', example: { kind: 'spell_at_monster' }, where: 'melee2.c process_monster -> monst_spell_monst' },
  { label: 'late spell after failing to move', example: { kind: 'late_spell' }, where: 'melee2.c process_monster (end)' },
  { label: 'attack another monster', example: { kind: 'attack_monster' }, where: 'melee2.c monst_attack_monst' },
  { label: 'move, sleep, stunned, multiply, anything else', example: { kind: 'move' }, where: 'melee2.c process_monsters' },
]);

/**
 * Whether a monster action's net cost is its move cost or its attack cost, computed with the
 * ruleset's own rule at a speed and blow count where the two differ.
 *
 * @example
 * ```ts
 * import { monsterCatalogCharge } from '@turnkeeper/cthangband';
 * monsterCatalogCharge({ label: 'x', example: { kind: 'late_spell' }, where: '' }); // 'move'
 * ```
 */
export function monsterCatalogCharge(entry: MonsterCatalogEntry): 'move' | 'attack' {
  return monsterTurnCost(entry.example, 0, 4) === 100 ? 'move' : 'attack';
}
