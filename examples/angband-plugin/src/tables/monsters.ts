/**
 * One monster race of the catalog: its name, displayed speed and whether it is unique.
 *
 * @example
 * ```ts
 * import type { MonsterRace } from 'turnkeeper-angband/analysis';
 * const spider: MonsterRace = { name: 'cave spider', speed: 10, unique: false };
 * ```
 */
export interface MonsterRace {
  readonly name: string;
  /** The race speed, displayed (race->speed − 110). */
  readonly speed: number;
  readonly unique: boolean;
}

/**
 * A few of Angband 4.2's monster races with their speeds, from `lib/gamedata/monster.txt`
 * (`speed:` lines; 110 is normal): enough to ask about the classics by name. Uniques keep the race
 * speed; every other race is spread at placement.
 *
 * @example
 * ```ts
 * import { MONSTER_RACES } from 'turnkeeper-angband/analysis';
 * MONSTER_RACES.find((r) => r.name === 'cave spider')?.speed; // 10
 * ```
 */
export const MONSTER_RACES: readonly MonsterRace[] = /* @__PURE__ */ Object.freeze([
  { name: 'black ooze', speed: -20, unique: false },
  { name: 'large white snake', speed: -10, unique: false },
  { name: 'rock lizard', speed: 0, unique: false },
  { name: 'soldier ant', speed: 0, unique: false },
  { name: 'kobold', speed: 0, unique: false },
  { name: 'cave orc', speed: 0, unique: false },
  { name: 'young blue dragon', speed: 0, unique: false },
  { name: 'Wormtongue, Agent of Saruman', speed: 0, unique: true },
  { name: 'cave spider', speed: 10, unique: false },
  { name: 'crow', speed: 10, unique: false },
  { name: 'giant white louse', speed: 10, unique: false },
  { name: 'warg', speed: 10, unique: false },
  { name: "Grip, Farmer Maggot's Dog", speed: 10, unique: true },
  { name: "Fang, Farmer Maggot's Dog", speed: 10, unique: true },
  { name: 'Bullroarer the Hobbit', speed: 10, unique: true },
  { name: 'Mîm, Betrayer of Turin', speed: 10, unique: true },
  { name: 'giant brown bat', speed: 20, unique: false },
  { name: 'poltergeist', speed: 20, unique: false },
  { name: 'time vortex', speed: 20, unique: false },
  { name: 'Sméagol', speed: 20, unique: true },
  { name: 'Sauron, the Sorcerer', speed: 20, unique: true },
  { name: 'blood falcon', speed: 30, unique: false },
  { name: 'Morgoth, Lord of Darkness', speed: 30, unique: true },
]);
