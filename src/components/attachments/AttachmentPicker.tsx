import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { attachments as attachmentsRecipe, iconButton } from '../../../styled-system/recipes';
import type { Attachment, AttachmentId } from '../../../machines/attachmentPicker/attachmentPicker.machine';
import { errorList, FieldFrame, FieldHint, FieldLabel, useFieldIds, type FieldBaseProps } from '../form/Field';
import { IconDownload, IconTrash, IconUndo, IconUpload } from '../form/icons';
import { formTexts } from '../form/texts';
import { FilePreview } from './FilePreview';
import { formatFileSize, previewKindOf } from './files';
import { useAttachmentPicker, type AttachmentPickerValue } from './use-attachment-picker';

const fineOnly = css({ '@media (pointer: coarse)': { display: 'none' } });
const coarseOnly = css({ display: 'none', '@media (pointer: coarse)': { display: 'inline' } });

export type { Attachment, AttachmentId } from '../../../machines/attachmentPicker/attachmentPicker.machine';
export type { AttachmentPickerValue } from './use-attachment-picker';

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
  const picker = useAttachmentPicker({
    mode,
    existing,
    disabled,
    maxFiles,
    maxTotalBytes,
    extensions,
    mimeTypes,
    download,
    value,
    onChange,
  });
  const { editable, events } = picker;

  const hints = picker.hints;
  const hintsId = `${ids.control}-rules`;
  const describedBy =
    [hint != null ? ids.hint : null, hints.length ? hintsId : null, errors.length ? ids.error : null].filter(Boolean).join(' ') ||
    undefined;
  const multi = picker.mode === 'multi';

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
    if (editable) events.add(event.dataTransfer.files);
  };

  return (
    <FieldFrame ids={ids} errors={errors} className={className}>
      <div
        role="group"
        aria-labelledby={ids.label}
        aria-describedby={describedBy}
        className={styles.root}
        data-attachment-picker={picker.mode}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
        }}
      >
        <FieldLabel as="span" id={ids.label} required={required}>
          {label}
          {required ? <span className={css({ srOnly: true })}> ({formTexts.POVINNE})</span> : null}
        </FieldLabel>
        <FieldHint id={ids.hint}>{hint}</FieldHint>

        {picker.existing.length > 0 ? (
          <ul className={styles.list} aria-label={formTexts.PRILOHY_ULOZENE}>
            {picker.existing.map((attachment) => {
              const deleted = picker.isDeleted(attachment.id);
              return (
                <li
                  key={String(attachment.id)}
                  className={styles.item}
                  data-deleted={deleted ? '' : undefined}
                  data-attachment={attachment.nazev}
                >
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
                        aria-disabled={picker.downloading || undefined}
                        onClick={() => events.download(attachment)}
                      >
                        <IconDownload />
                      </button>
                    ) : null}
                    {editable ? (
                      deleted ? (
                        <button
                          type="button"
                          className={iconButton()}
                          aria-label={formTexts.PRILOHA_OBNOVIT(attachment.nazev)}
                          onClick={() => events.restore(attachment.id)}
                        >
                          <IconUndo />
                        </button>
                      ) : (
                        <button
                          type="button"
                          className={cx(iconButton(), css({ color: 'danger.text' }))}
                          aria-label={formTexts.PRILOHA_SMAZAT(attachment.nazev)}
                          onClick={() => events.markDeleted(attachment.id)}
                        >
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

        {picker.newFiles?.length ? (
          <ul className={styles.list} aria-label={formTexts.PRILOHY_NOVE}>
            {picker.newFiles.map((file, index) => (
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
                    <button
                      type="button"
                      className={cx(iconButton(), css({ color: 'danger.text' }))}
                      aria-label={formTexts.PRILOHA_SMAZAT(file.name)}
                      onClick={() => events.removeNew(index)}
                    >
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

        {picker.showAddBox ? (
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
            {/* A touch screen takes photos and has nothing to drag from (issue 16 §11): it says so. */}
            <span className={cx(styles.dropzoneTitle, fineOnly)}>
              {multi ? (picker.count > 0 ? formTexts.PRILOHY_PRIDAT : formTexts.PRILOHY_VYBRAT) : formTexts.PRILOHA_VYBRAT}
            </span>
            <span className={cx(styles.dropzoneTitle, coarseOnly)}>
              {multi && picker.count > 0 ? formTexts.PRILOHY_PRIDAT : multi ? formTexts.PRILOHY_VYFOTIT : formTexts.PRILOHA_VYFOTIT}
            </span>
            <span className={cx(styles.dropzoneText, fineOnly)}>{multi ? formTexts.PRILOHY_PRETAHNOUT : formTexts.PRILOHA_PRETAHNOUT}</span>
          </button>
        ) : null}
        <input
          ref={inputRef}
          type="file"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          multiple={picker.picksSeveral}
          accept={picker.accept}
          disabled={!editable}
          data-testid="attachment-input"
          onChange={(event) => {
            events.add(event.currentTarget.files);
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
  const [state, setState] = useState<{ blob?: Blob | null; failed: boolean }>({
    blob: needsContent && preview ? undefined : null,
    failed: false,
  });
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the attachment's id and name identify its content
  }, [attachment.id, attachment.nazev, needsContent]);
  return <FilePreview name={attachment.nazev} source={state.blob} failed={state.failed} />;
}
