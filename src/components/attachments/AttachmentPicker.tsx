import { useEffect, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { css, cx } from '../../../styled-system/css';
import { attachments as attachmentsRecipe, iconButton } from '../../../styled-system/recipes';
import {
  attachmentPickerMachine,
  hintLines,
  isDownloading,
  isEditable,
  maxCountOf,
  type Attachment,
  type AttachmentFileLike,
  type AttachmentId,
} from '../../../machines/attachmentPicker/attachmentPicker.machine';
import { cs } from '../../texts/cs';
import { TOAST_DURATION, notify, toaster } from '../ui/toaster';
import { errorList, FieldFrame, FieldHint, FieldLabel, useFieldIds, type FieldBaseProps } from '../form/Field';
import { IconDownload, IconTrash, IconUndo, IconUpload } from '../form/icons';
import { formTexts } from '../form/texts';
import { FilePreview } from './FilePreview';
import { formatFileSize, previewKindOf, saveBlob } from './files';

export type { Attachment, AttachmentId } from '../../../machines/attachmentPicker/attachmentPicker.machine';

/** What the picker reports: the new files (→ prilohaVlozit[]) and the stored ones to delete (→ prilohaSmazat[]). */
export interface AttachmentPickerValue {
  newFiles: File[] | undefined;
  deletedIds: AttachmentId[];
}

export const emptyAttachmentValue: AttachmentPickerValue = { newFiles: undefined, deletedIds: [] };

/** The picker's value as the multipart fields of the spec: { prilohaVlozit?, prilohaSmazat? }. */
export function attachmentFields(value: AttachmentPickerValue | undefined): { prilohaVlozit?: File[]; prilohaSmazat?: AttachmentId[] } {
  return {
    ...(value?.newFiles?.length ? { prilohaVlozit: value.newFiles } : {}),
    ...(value?.deletedIds.length ? { prilohaSmazat: value.deletedIds } : {}),
  };
}

export interface AttachmentPickerProps extends Omit<FieldBaseProps, 'label'> {
  label: ReactNode;
  /** 'single': an upload box when empty, otherwise the file's preview with delete. 'multi' (default): stored attachments, new files and an add box. */
  mode?: 'single' | 'multi';
  /** Attachments already stored with the record. */
  existing?: readonly Attachment[];
  /** Limits; absent = document 2 §9 (5 files, 20 MB, the spec's extensions and MIME types); null = not restricted. */
  maxFiles?: number | null;
  maxTotalBytes?: number | null;
  extensions?: readonly string[] | null;
  mimeTypes?: readonly string[] | null;
  /** Downloads a stored attachment (the click download); the blob is saved under its nazev. */
  download?: (attachment: Attachment) => Promise<Blob>;
  /** Fetches a stored attachment for its preview (pictures and text only). */
  preview?: (attachment: Attachment) => Promise<Blob>;
  /** The form's value; when it becomes empty while the picker holds a selection (a reset after saving), the picker clears. */
  value?: AttachmentPickerValue;
  onChange?: (value: AttachmentPickerValue) => void;
  onBlur?: () => void;
  /** Upload progress 0–100 while the form sends the files; null / absent when not uploading. */
  progress?: number | null;
}

const isEmptyValue = (value: AttachmentPickerValue | undefined) => !value || (!value.newFiles?.length && !value.deletedIds.length);

/**
 * Attachment picker over machines/attachmentPicker (document 2, "Attachment and form-control
 * behaviour"): drag and drop or a button opening the file dialog, the spec's format, count and size
 * rules with their toasts, previews by extension, stored attachments marked for deletion, downloads
 * with toasts, and the upload progress the form passes while sending.
 */
export function AttachmentPicker({
  id,
  label,
  hint,
  error,
  required,
  disabled = false,
  className,
  mode = 'multi',
  existing = [],
  maxFiles,
  maxTotalBytes,
  extensions,
  mimeTypes,
  download,
  preview,
  value,
  onChange,
  onBlur,
  progress,
}: AttachmentPickerProps) {
  const ids = useFieldIds(id);
  const errors = errorList(error);
  const styles = attachmentsRecipe();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const callbacks = useRef({ download, onChange });
  callbacks.current = { download, onChange };
  const loadingToast = useRef<string | null>(null);

  const machine = useMemo(
    () =>
      attachmentPickerMachine.provide({
        actors: {
          downloadAttachment: fromPromise<Blob, { attachment: Attachment }>(async ({ input }) => {
            const run = callbacks.current.download;
            if (!run) throw new Error('No download function');
            return run(input.attachment);
          }),
        },
        actions: {
          notifyRejected: (_, params) => {
            for (const message of params.messages) toaster.create({ type: 'error', title: message, duration: TOAST_DURATION.form });
          },
          notifyDownloadStarted: () => {
            loadingToast.current = notify.loading(cs.STAHOVANI_SOUBORU);
          },
          notifyDownloadDone: () => {
            if (loadingToast.current) toaster.dismiss(loadingToast.current);
            loadingToast.current = null;
            notify.success(cs.SOUBOR_STAZEN);
          },
          notifyDownloadFailed: () => {
            if (loadingToast.current) toaster.dismiss(loadingToast.current);
            loadingToast.current = null;
            notify.error(cs.SOUBOR_CHYBA_STAHOVANI);
          },
          saveFile: (_, params) => saveBlob(params.blob, params.attachment.nazev),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { input: { mode, existing, disabled, maxFiles, maxTotalBytes, extensions, mimeTypes } });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const editable = useSelector(actor, isEditable);
  const downloading = useSelector(actor, isDownloading);

  // Props → machine.
  const existingKey = JSON.stringify(existing);
  useEffect(() => {
    if (JSON.stringify(actor.getSnapshot().context.existing) !== existingKey) actor.send({ type: 'attachments.setExisting', existing });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, existingKey]);
  useEffect(() => {
    actor.send({ type: 'attachments.setDisabled', disabled });
  }, [actor, disabled]);
  const valueEmpty = isEmptyValue(value);
  useEffect(() => {
    const { newFiles, deletedIds } = actor.getSnapshot().context;
    if (value !== undefined && valueEmpty && (newFiles?.length || deletedIds.length)) actor.send({ type: 'attachments.clear' });
  }, [actor, value, valueEmpty]);

  // Machine → form.
  const reported = useRef({ newFiles: context.newFiles, deletedIds: context.deletedIds });
  useEffect(() => {
    if (reported.current.newFiles === context.newFiles && reported.current.deletedIds === context.deletedIds) return;
    reported.current = { newFiles: context.newFiles, deletedIds: context.deletedIds };
    callbacks.current.onChange?.({ newFiles: context.newFiles as File[] | undefined, deletedIds: context.deletedIds });
  }, [context.newFiles, context.deletedIds]);

  const add = (list: FileList | readonly AttachmentFileLike[] | null) => {
    const files = list ? Array.from(list as ArrayLike<AttachmentFileLike>) : [];
    if (files.length) actor.send({ type: 'attachments.add', files });
  };

  const hints = hintLines(context);
  const hintsId = `${ids.control}-rules`;
  const describedBy = [hint != null ? ids.hint : null, hints.length ? hintsId : null, errors.length ? ids.error : null].filter(Boolean).join(' ') || undefined;
  const keptExisting = context.existing.filter((attachment) => !context.deletedIds.includes(attachment.id));
  const count = keptExisting.length + (context.newFiles?.length ?? 0);
  const multi = context.mode === 'multi';
  const showZone = editable && (multi || count === 0);
  const accept = context.rules.extensions?.map((extension) => `.${extension}`).join(',');
  const maxCount = maxCountOf(context);

  const onDragOver = (event: DragEvent) => {
    if (!editable) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (editable) add(event.dataTransfer.files);
  };

  return (
    <FieldFrame ids={ids} errors={errors} className={className}>
      <div
        role="group"
        aria-labelledby={ids.label}
        aria-describedby={describedBy}
        className={styles.root}
        data-attachment-picker={context.mode}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
        }}
      >
        <FieldLabel as="span" id={ids.label} required={required}>
          {label}
          {required ? <span className={css({ srOnly: true })}> ({formTexts.POVINNE})</span> : null}
        </FieldLabel>
        <FieldHint id={ids.hint}>{hint}</FieldHint>

        {context.existing.length > 0 ? (
          <ul className={styles.list} aria-label={formTexts.PRILOHY_ULOZENE}>
            {context.existing.map((attachment) => {
              const deleted = context.deletedIds.includes(attachment.id);
              return (
                <li key={String(attachment.id)} className={styles.item} data-deleted={deleted ? '' : undefined} data-attachment={attachment.nazev}>
                  <StoredPreview attachment={attachment} preview={preview} />
                  <div className={styles.info}>
                    <span className={styles.name} data-part="name">
                      {attachment.nazev}
                    </span>
                    <span className={styles.meta}>{deleted ? formTexts.PRILOHA_BUDE_SMAZANA : formatFileSize(attachment.velikost)}</span>
                  </div>
                  <div className={styles.actions}>
                    {download && !deleted ? (
                      <button
                        type="button"
                        className={iconButton()}
                        aria-label={formTexts.PRILOHA_STAHNOUT(attachment.nazev)}
                        aria-disabled={downloading || undefined}
                        onClick={() => actor.send({ type: 'attachments.download', id: attachment.id })}
                      >
                        <IconDownload />
                      </button>
                    ) : null}
                    {editable ? (
                      deleted ? (
                        <button type="button" className={iconButton()} aria-label={formTexts.PRILOHA_OBNOVIT(attachment.nazev)} onClick={() => actor.send({ type: 'attachments.restore', id: attachment.id })}>
                          <IconUndo />
                        </button>
                      ) : (
                        <button type="button" className={cx(iconButton(), css({ color: 'danger.text' }))} aria-label={formTexts.PRILOHA_SMAZAT(attachment.nazev)} onClick={() => actor.send({ type: 'attachments.markDeleted', id: attachment.id })}>
                          <IconTrash />
                        </button>
                      )
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}

        {context.newFiles?.length ? (
          <ul className={styles.list} aria-label={formTexts.PRILOHY_NOVE}>
            {context.newFiles.map((file, index) => (
              <li key={`${file.name}-${index}`} className={styles.item} data-new-file={file.name}>
                <FilePreview name={file.name} source={file instanceof Blob ? file : null} />
                <div className={styles.info}>
                  <span className={styles.name} data-part="name">
                    {file.name}
                  </span>
                  <span className={styles.meta}>
                    {formTexts.PRILOHA_NOVA} · {formatFileSize(file.size)}
                  </span>
                </div>
                {editable ? (
                  <div className={styles.actions}>
                    <button type="button" className={cx(iconButton(), css({ color: 'danger.text' }))} aria-label={formTexts.PRILOHA_SMAZAT(file.name)} onClick={() => actor.send({ type: 'attachments.removeNew', index })}>
                      <IconTrash />
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}

        {typeof progress === 'number' ? (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <div
              className={styles.progress}
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress)}
              aria-valuetext={formTexts.NAHRAVANI(Math.round(progress))}
              aria-labelledby={ids.label}
            >
              <div className={styles.progressBar} style={{ width: `${Math.max(0, Math.min(100, progress))}%` }} />
            </div>
            <span className={styles.status} aria-hidden="true">
              {formTexts.NAHRAVANI(Math.round(progress))}
            </span>
          </div>
        ) : null}

        {showZone ? (
          <button
            type="button"
            id={ids.control}
            className={styles.dropzone}
            data-dragging={dragging ? '' : undefined}
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={describedBy}
            onClick={() => inputRef.current?.click()}
            onDragEnter={onDragOver}
            onDragOver={onDragOver}
            onDragLeave={onDragLeave}
            onDrop={onDrop}
          >
            <IconUpload />
            <span className={styles.dropzoneTitle}>{multi ? (count > 0 ? formTexts.PRILOHY_PRIDAT : formTexts.PRILOHY_VYBRAT) : formTexts.PRILOHA_VYBRAT}</span>
            <span className={styles.dropzoneText}>{multi ? formTexts.PRILOHY_PRETAHNOUT : formTexts.PRILOHA_PRETAHNOUT}</span>
          </button>
        ) : null}
        <input
          ref={inputRef}
          type="file"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          multiple={multi && maxCount !== 1}
          accept={accept}
          disabled={!editable}
          data-testid="attachment-input"
          onChange={(event) => {
            add(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        {hints.length ? (
          <div id={hintsId} className={styles.hints}>
            {hints.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
      </div>
    </FieldFrame>
  );
}

/** The preview of a stored attachment: pictures and text are fetched with `preview` when given. */
function StoredPreview({ attachment, preview }: { attachment: Attachment; preview?: (attachment: Attachment) => Promise<Blob> }) {
  const kind = previewKindOf(attachment.nazev);
  const needsContent = kind === 'image' || kind === 'text';
  const [state, setState] = useState<{ blob?: Blob | null; failed: boolean }>({ blob: needsContent && preview ? undefined : null, failed: false });
  const previewRef = useRef(preview);
  previewRef.current = preview;
  useEffect(() => {
    const load = previewRef.current;
    if (!needsContent || !load) return;
    let live = true;
    load(attachment)
      .then((blob) => live && setState({ blob, failed: false }))
      .catch(() => live && setState({ blob: null, failed: true }));
    return () => {
      live = false;
    };
    // The attachment's id and name identify its content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attachment.id, attachment.nazev, needsContent]);
  return <FilePreview name={attachment.nazev} source={state.blob} failed={state.failed} />;
}
