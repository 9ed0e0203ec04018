import { formatNumber } from '../../../contract/format';

/** 1536 → '1,5 kB', 2097152 → '2 MB' (Czech decimal comma). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, { decimals: bytes < 10 * 1024 ? 1 : 0 })} kB`;
  return `${formatNumber(bytes / (1024 * 1024), { decimals: 1 })} MB`;
}
