/** Attachments as download buttons with their sizes: a request's files and a message's (the download is the screen's). */
import { css } from '../../../styled-system/css';
import { formatFileSize } from '../../components/attachments';
import { staffTexts as t } from './texts';

export function AttachmentList({
  files,
  onDownload,
  busy,
}: {
  files: ReadonlyArray<{ id: number; nazev: string; velikost: number }>;
  onDownload: (file: { id: number; nazev: string }) => void;
  busy: boolean;
}) {
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', p: 0, m: 0 })}>
      {files.map((file) => (
        <li key={file.id}>
          <button
            type="button"
            aria-label={t.STAHNOUT(file.nazev)}
            className={css({
              color: 'primary.text',
              textDecoration: 'underline',
              minH: 'touch',
              textAlign: 'left',
              cursor: 'pointer',
              overflowWrap: 'anywhere',
            })}
            disabled={busy}
            onClick={() => onDownload(file)}
          >
            {file.nazev}
          </button>{' '}
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>({formatFileSize(file.velikost)})</span>
        </li>
      ))}
    </ul>
  );
}
