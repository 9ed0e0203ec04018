/**
 * React pieces shared by the vaccination and personal-document screens (the two health records
 * with attachments) as they show a record: the download of an attachment with its toasts, the
 * blob previews, the delete confirmation (through the dialog queue) and the patient's name for a
 * doctor. The forms' parts are in ./record-form-parts.tsx, so a list loads no form code.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { css } from '../../../../styled-system/css';
import { type AttachmentEvidence } from '../../../../contract/health';
import { prenosNahled, prilohaStahnout } from '../../../../contract/routes.gen';
import { formatFileSize } from '../../../components/attachments/file-size';
import { useFileDownload } from '../../../components/attachments/useFileDownload';
import { IconDownload, IconFile, IconFilePdf } from '../../../components/form/icons';
import { IconSpinnerArc } from '../../../components/icons';
import { useApi } from '../../../app';
import { useDialogQueue } from '../../../app/use-dialog-queue';
import { personKey } from '../../../lib/query-keys';
import type { HealthPerson } from '../../../app/person';
import { type RecordAttachment } from './record-wire';
import { recordTexts } from './texts';

const evidenceOf = (attachment: RecordAttachment): AttachmentEvidence => (attachment.evidence === 'OCKOVANI' ? 'OCKOVANI' : 'DOKUMENT');

/** Query key of an attachment's preview blob (cached, so switching view and edit mode does not fetch again). */
export const previewQueryKey = (pojistenecId: string, attachment: RecordAttachment) =>
  [...personKey(pojistenecId), 'prenosNahled', evidenceOf(attachment), String(attachment.id)] as const;

/**
 * The two attachment calls for the picker: `download` (GET /poj/{id}/data/{evidence}/{id}, the
 * picker shows the toasts and saves the blob under nazev) and `preview` (GET
 * /poj/{id}/prenosNahled/{id}?evidence, fetched as a blob for the picture preview).
 */
export function useAttachmentCalls(pojistenecId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const download = useCallback(
    async (attachment: RecordAttachment): Promise<Blob> =>
      (await api.download(prilohaStahnout, { params: { pojistenecId, evidence: evidenceOf(attachment), id: String(attachment.id) } })).blob,
    [api, pojistenecId],
  );
  const preview = useCallback(
    (attachment: RecordAttachment): Promise<Blob> =>
      queryClient.fetchQuery({
        queryKey: previewQueryKey(pojistenecId, attachment),
        queryFn: async ({ signal }) =>
          (
            await api.download(prenosNahled, {
              params: { pojistenecId, id: String(attachment.id) },
              query: { evidence: evidenceOf(attachment) },
              signal,
            })
          ).blob,
        staleTime: 10 * 60_000,
      }),
    [api, queryClient, pojistenecId],
  );
  return { download, preview };
}

export interface AttachmentDownload {
  /** Downloads and saves the file under its nazev; ignored while another download runs. */
  start: (attachment: RecordAttachment) => void;
  /** The attachment being downloaded. */
  downloadingId: string | null;
}

/** The click download of an attachment, saved under its nazev (the toasts and busy rule: useFileDownload). */
export function useAttachmentDownload(pojistenecId: string | null): AttachmentDownload {
  const api = useApi();
  const { start, downloadingKey } = useFileDownload<RecordAttachment>(async (attachment) => {
    const { blob } = await api.download(prilohaStahnout, {
      params: { pojistenecId: pojistenecId!, evidence: evidenceOf(attachment), id: String(attachment.id) },
    });
    return { blob, fileName: attachment.nazev };
  });
  return {
    start: (attachment: RecordAttachment) => {
      if (pojistenecId) start(attachment);
    },
    downloadingId: downloadingKey === null ? null : String(downloadingKey.id),
  };
}

const linkButton = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  minH: 'touch',
  px: '3',
  py: '2',
  textAlign: 'left',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  color: 'fg.default',
  cursor: 'pointer',
  transition: 'border-color 0.15s, background-color 0.15s',
  _hover: { borderColor: 'primary.default', bg: 'primary.subtle' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
  '&[aria-disabled=true]': { cursor: 'progress' },
});

/** A record's attachments as download buttons: the name, the size and a download icon. */
export function AttachmentLinks({
  attachments,
  download,
  label = recordTexts.PRILOHY,
}: {
  attachments: readonly RecordAttachment[];
  download: AttachmentDownload;
  label?: string;
}) {
  if (attachments.length === 0) return null;
  const busy = download.downloadingId !== null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' })}>{label}</p>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {attachments.map((attachment) => {
          const running = download.downloadingId === String(attachment.id);
          const pdf = /\.pdf$/i.test(attachment.nazev);
          return (
            <li key={String(attachment.id)}>
              <button
                type="button"
                className={linkButton}
                aria-disabled={busy || undefined}
                aria-busy={running || undefined}
                data-attachment={attachment.nazev}
                onClick={() => download.start(attachment)}
              >
                <span
                  aria-hidden="true"
                  className={css({
                    display: 'inline-flex',
                    flexShrink: 0,
                    color: pdf ? 'danger.text' : 'fg.muted',
                    '& svg': { w: '6', h: '6' },
                  })}
                >
                  {pdf ? <IconFilePdf /> : <IconFile />}
                </span>
                <span className={css({ display: 'flex', flexDirection: 'column', flex: '1', minW: 0 })}>
                  {/* The name read out: 'Stáhnout soubor <nazev> <size>' — the visible text with a spoken verb first. */}
                  <span className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>
                    <span className={css({ srOnly: true })}>{recordTexts.STAHNOUT_SOUBOR}</span> {attachment.nazev}
                  </span>{' '}
                  <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{formatFileSize(attachment.velikost)}</span>
                </span>
                <span
                  aria-hidden="true"
                  className={css({ display: 'inline-flex', flexShrink: 0, color: 'primary.text', '& svg': { w: '6', h: '6' } })}
                >
                  {running ? <IconSpinnerArc className={css({ animation: 'spin 0.9s linear infinite' })} /> : <IconDownload />}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export interface ConfirmDeleteOptions {
  title: string;
  question: string;
  /** Runs the delete; a thrown error shows in the dialog. */
  onConfirm: () => Promise<unknown>;
}

/**
 * The delete confirmation of a record ('Smazat očkování', 'Smazat dokument'): the question,
 * 'Zrušit' and 'Smazat', through the app's dialog queue (the dialog host shows it); the error of
 * a failed delete shows inside, and the dialog closes once the delete succeeded.
 */
export function useConfirmDelete(): (options: ConfirmDeleteOptions) => void {
  const { confirm } = useDialogQueue();
  return useCallback(
    (options: ConfirmDeleteOptions) => confirm({ ...options, confirmLabel: recordTexts.SMAZAT, tone: 'danger' }),
    [confirm],
  );
}

/** For a doctor: whose record this is ('Pacient: Jana Dvořáková'). */
export function PatientLine({ person }: { person: HealthPerson }) {
  if (person.viewer !== 'LEKAR' || !person.name) return null;
  return (
    <p className={css({ color: 'fg.muted', mt: '-3' })}>
      {recordTexts.PACIENT}: <strong className={css({ color: 'fg.default' })}>{person.name}</strong>
    </p>
  );
}
