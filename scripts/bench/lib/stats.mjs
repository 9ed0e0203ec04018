export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Percentile (nearest rank) of an unsorted array. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** Least-squares slope of y over x. */
export function slope(points) {
  const n = points.length;
  if (n < 2) return null;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? null : num / den;
}

export const kb = (bytes) => (bytes == null ? '—' : `${(bytes / 1024).toFixed(1)} KB`);
export const mb = (bytes) => (bytes == null ? '—' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);
export const ms = (value, digits = 2) => (value == null ? '—' : `${value.toFixed(digits)} ms`);
export const ratio = (value) => (value == null || !Number.isFinite(value) ? '—' : `×${value.toFixed(2)}`);
export const int = (value) => (value == null ? '—' : Math.round(value).toLocaleString('en-US'));
