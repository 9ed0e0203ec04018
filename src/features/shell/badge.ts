/** The bell's badge text (document 2 §9): nothing for 0, the number up to 99, '99+' from 100. */
export function badgeText(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count >= 100 ? '99+' : String(Math.floor(count));
}
