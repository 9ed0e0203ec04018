import { extensionOf } from '../../../machines/attachmentPicker/attachmentPicker.machine';
// apart, so that a screen that only lists or downloads files does not load the attachment picker's
// machine (previewKindOf needs it) and with it all messages
export { saveBlob } from './save-blob';
export { formatFileSize } from './file-size';

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
