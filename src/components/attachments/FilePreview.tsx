import { useEffect, useState } from 'react';
import { attachments as attachmentsRecipe } from '../../../styled-system/recipes';
import { IconFile, IconFileOff, IconFilePdf, IconFileSheet, IconFileWord } from '../form/icons';
import { formTexts } from '../form/texts';
import { firstLines, previewKindOf } from './files';

export interface FilePreviewProps {
  name: string;
  /** The file's content: a new File or the fetched blob of a stored attachment; undefined while it loads; null when there is none to show. */
  source?: Blob | null;
  /** True when the stored attachment's preview could not be fetched. */
  failed?: boolean;
}

/**
 * The preview of one file by its extension: jpg/jpeg/png as a picture (object URL, alt = name),
 * pdf as an icon (no embedded viewer), txt as its first lines, doc/docx and csv/xls/xlsx as typed
 * icons; others (tif too) have none. An unreadable preview shows a placeholder.
 */
export function FilePreview({ name, source, failed }: FilePreviewProps) {
  const kind = previewKindOf(name);
  const styles = attachmentsRecipe();
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);

  useEffect(() => {
    setUnreadable(false);
    if (kind !== 'image' || !source) {
      setImageUrl(null);
      return;
    }
    const url = URL.createObjectURL(source);
    setImageUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [kind, source]);

  useEffect(() => {
    if (kind !== 'text' || !source) {
      setText(null);
      return;
    }
    let live = true;
    source
      .text()
      .then((content) => {
        if (live) setText(firstLines(content));
      })
      .catch(() => {
        if (live) setUnreadable(true);
      });
    return () => {
      live = false;
    };
  }, [kind, source]);

  if (kind === 'none') return null;

  const placeholder = (
    <span className={styles.preview} data-kind="placeholder" data-preview="placeholder">
      <IconFileOff title={formTexts.NAHLED_NEDOSTUPNY} />
    </span>
  );
  if (failed || unreadable) return placeholder;

  switch (kind) {
    case 'image':
      if (source === null) return placeholder;
      if (!imageUrl) return pending(styles.preview);
      return (
        <span className={styles.preview} data-kind="image" data-preview="image">
          <img src={imageUrl} alt={name} onError={() => setUnreadable(true)} />
        </span>
      );
    case 'text':
      if (source === null) return placeholder;
      if (text === null) return pending(styles.preview);
      return (
        <span className={styles.preview} data-kind="text" data-preview="text" aria-hidden="true">
          {text}
        </span>
      );
    case 'pdf':
      return (
        <span className={styles.preview} data-kind="pdf" data-preview="pdf">
          <IconFilePdf />
        </span>
      );
    case 'word':
      return (
        <span className={styles.preview} data-kind="word" data-preview="word">
          <IconFileWord />
        </span>
      );
    case 'sheet':
      return (
        <span className={styles.preview} data-kind="sheet" data-preview="sheet">
          <IconFileSheet />
        </span>
      );
  }
}

function pending(className: string) {
  return (
    <span className={className} data-kind="pending" data-preview="pending">
      <IconFile />
    </span>
  );
}
