import { formatNumber } from '../../../contract/format';
import { extensionOf } from '../../../machines/attachmentPicker/attachmentPicker.machine';
// apart, so that a screen that only downloads does not load the attachment picker's machine and messages
export { saveBlob } from './save-blob';

/**
 * Preview kinds by extension (document 2, attachments): jpg/jpeg and png show the picture,
 * pdf an icon and the name (no embedded viewer), txt its first lines, doc/docx and
 * csv/xls/xlsx a typed icon; others (tif, webp, svg, rtf, …) have none.
 */
export type PreviewKind = 'image' | 'pdf' | 'text' | 'word' | 'sheet' | 'none';

export function previewKindOf(name: string): PreviewKind {
  switch (extensionOf(name)) {
    case 'jpg':
    case 'jpeg':
    case 'png':
      return 'image';
    case 'pdf':
      return 'pdf';
    case 'txt':
      return 'text';
    case 'doc':
    case 'docx':
      return 'word';
    case 'csv':
    case 'xls':
    case 'xlsx':
      return 'sheet';
    default:
      return 'none';
  }
}

/** The first lines of a text file for its preview. */
export function firstLines(text: string, count = 5): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .slice(0, count)
    .map((line) => line.slice(0, 60))
    .join('\n');
}

/** 1536 → '1,5 kB', 2097152 → '2 MB' (Czech decimal comma). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, { decimals: bytes < 10 * 1024 ? 1 : 0 })} kB`;
  return `${formatNumber(bytes / (1024 * 1024), { decimals: 1 })} MB`;
}
