/**
 * The stationary distribution of a small finite Markov chain in double precision, by Gaussian
 * elimination with partial pivoting on πP = π, Σπ = 1. `p[i * n + j]` is the probability of
 * i → j for an `n`-state chain.
 *
 * @internal
 */
export function stationaryFloat(p: Float64Array, n: number): Float64Array {
  const w = n + 1;
  const a = new Float64Array(n * w);
  // Equations j = 0..n-2: Σ_i π_i (P_ij − δ_ij) = 0; the last: Σ π_i = 1.
  for (let j = 0; j < n - 1; j++) {
    for (let i = 0; i < n; i++) a[j * w + i] = (p[i * n + j] as number) - (i === j ? 1 : 0);
  }
  for (let i = 0; i <= n; i++) a[(n - 1) * w + i] = 1;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r * w + col] as number) > Math.abs(a[pivot * w + col] as number)) pivot = r;
    if (pivot !== col) {
      for (let k = 0; k <= n; k++) {
        const t = a[col * w + k] as number;
        a[col * w + k] = a[pivot * w + k] as number;
        a[pivot * w + k] = t;
      }
    }
    const inv = 1 / (a[col * w + col] as number);
    for (let k = col; k <= n; k++) a[col * w + k] = (a[col * w + k] as number) * inv;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = a[r * w + col] as number;
      if (f === 0) continue;
      for (let k = col; k <= n; k++) a[r * w + k] = (a[r * w + k] as number) - f * (a[col * w + k] as number);
    }
  }
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = Math.max(0, a[i * w + n] as number);
  return out;
}
