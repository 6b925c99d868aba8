import type { PlayerSpeedStatus } from '../rules/player-speed.js';

/**
 * The monster speeds the speed table lists: every base speed crawl's monster data uses from 3
 * (zombies are never slower) to 50 (`speed:` in `dat/mons/*.yaml`, default 10), with the gaps up
 * to 20 filled in.
 */
export const MONSTER_TABLE_SPEEDS: readonly number[] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 25, 30, 40, 50];

/** The player statuses the speed table lists, with the spec fields that give them (player.cc `player_speed`). */
export const PLAYER_TABLE_STATUSES: readonly { readonly name: string; readonly status: Partial<PlayerSpeedStatus> }[] = [
  { name: 'normal', status: {} },
  { name: 'hasted', status: { hasted: true } },
  { name: 'berserk', status: { berserk: true } },
  { name: 'slowed', status: { slowed: true } },
  { name: 'hasted+slowed', status: { hasted: true, slowed: true } },
  { name: 'petrifying', status: { petrifying: true } },
  { name: 'hasted+petrifying', status: { hasted: true, petrifying: true } },
  { name: 'slowed+petrifying', status: { slowed: true, petrifying: true } },
  { name: 'statue form', status: { statue: true } },
  { name: 'stat zero', status: { statZero: true } },
  { name: 'berserk under Cheibriados', status: { berserk: true, noHaste: true } },
  { name: 'helpless', status: { helpless: true } },
];
