/**
 * Edit distance with adjacent transpositions (optimal string alignment): `orge` is one edit from
 * `ogre`.
 */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  const row0 = rows[0] as number[];
  for (let j = 0; j <= b.length; j++) row0[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = d;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/**
 * The names closest to a query, best first, for a "did you mean": names that contain the query
 * (shorter first), then names within an edit distance of a third of the query's length (at least
 * 1), nearest first; case-insensitive, each name in its own spelling, at most `limit`.
 *
 * @example
 * ```ts
 * import { nameSuggestions } from './name-suggestions.js';
 * nameSuggestions(['ogre', 'ogre mage', 'orc'], 'orge'); // ['ogre']
 * nameSuggestions(['ogre', 'ogre mage', 'orc'], 'OGR'); // ['ogre', 'ogre mage']
 * ```
 */
export function nameSuggestions(names: readonly string[], query: string, limit = 5): string[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const maxDistance = Math.max(1, Math.floor(q.length / 3));
  const scored: { name: string; score: number }[] = [];
  for (const name of names) {
    const n = name.toLowerCase();
    if (n.includes(q)) scored.push({ name, score: (n.length - q.length) / 1000 });
    else {
      const d = editDistance(q, n);
      if (d <= maxDistance) scored.push({ name, score: d });
    }
  }
  scored.sort((x, y) => x.score - y.score || x.name.localeCompare(y.name, 'en'));
  return [...new Set(scored.map((s) => s.name))].slice(0, limit);
}
