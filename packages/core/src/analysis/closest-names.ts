/**
 * The names closest to `wanted` (edit distance, then prefix and substring matches), for "did you
 * mean" in error messages: at most `limit`, closest first, only those near enough to help.
 *
 * @internal
 */
export function closestNames(wanted: string, names: readonly string[], limit = 3): string[] {
  const w = wanted.toLowerCase();
  const scored = names.map((name) => {
    const n = name.toLowerCase();
    const d = distance(w, n);
    // A name that contains the query (or the other way round) is a good hint whatever its length.
    const score = n.includes(w) || w.includes(n) ? Math.min(d, 1) : d;
    return { name, score };
  });
  const near = Math.max(2, Math.floor(w.length / 3));
  return scored
    .filter((s) => s.score <= near)
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((s) => s.name);
}

/** Levenshtein distance, two rows. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length] as number;
}
