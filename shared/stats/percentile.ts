/**
 * The value at a percentile (0 to 100) of some measurements, by the nearest rank: what web
 * vitals are judged by (the 75th), null when there is nothing to judge.
 */
export function percentile(values: readonly number[], rank: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1))] ?? null;
}
