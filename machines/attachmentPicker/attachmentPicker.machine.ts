import { assign, setup, type SnapshotFrom } from 'xstate';
import { attachmentLimits } from '../../contract/enums';
import { attachmentMessages } from '../../contract/attachment-messages';

/**
 * Attachment picker (document 2, "Attachment and form-control behaviour"; document 2 §9).
 *
 * Selection, when a restriction applies:
 * - a file is accepted only if BOTH its extension (case-insensitive) and its MIME type are allowed;
 *   otherwise 'Soubor <name> nesplňuje požadovaný formát.' and that file is dropped — the other
 *   files of the same selection go on;
 * - if the accepted new files + already selected + existing − deleted exceed the maximum count:
 *   'Smíte přiložit maximálně N souborů.' and the whole selection is rejected;
 * - if the total size of new, selected and non-deleted existing files exceeds the maximum:
 *   'Místo pro přílohy je pouze N MB.' and the selection is rejected.
 * Removing a new file drops it (an empty list becomes undefined); existing attachments are marked
 * deleted (→ prilohaSmazat[]) and can be restored while the limits allow. While disabled nothing
 * can be added, removed or deleted. Downloading a stored file is the click download of every
 * screen (fileDownload.machine.ts, one home for its toasts and its one-at-a-time rule), so it works
 * while the picker is disabled too.
 *
 * No DOM here: the toasts are supplied with `.provide()` (`notifyRejected`).
 */

/** A file as the picker needs it: a browser File, or its name, size and type. */
export interface AttachmentFileLike {
  name: string;
  size: number;
  type: string;
}

/** An attachment already stored with the record (document 1 §3: id, nazev, velikost in bytes, evidence). */
export interface Attachment {
  id: string | number;
  nazev: string;
  velikost: number;
  evidence: string;
}
export type AttachmentId = Attachment['id'];

/** The MIME types of document 2 §9: images, rtf, word, text, pdf and octet-stream ('type/*' matches a whole family). */
export const attachmentMimeTypes = [
  'image/*',
  'application/rtf',
  'text/rtf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/*',
  'application/pdf',
  'application/octet-stream',
] as const;

export interface AttachmentRules {
  /** Maximum count of files (new + kept existing); `null` = not restricted. */
  maxFiles: number | null;
  /** Maximum total size in bytes; `null` = not restricted. */
  maxTotalBytes: number | null;
  /** Allowed extensions without the dot (compared case-insensitively); `null` = any. */
  extensions: readonly string[] | null;
  /** Allowed MIME types ('image/*' for a family); `null` = any. */
  mimeTypes: readonly string[] | null;
}

/** Document 2 §9: 5 files, 20971520 bytes (20 MB), jpg jpeg webp png svg tif rtf txt pdf, the MIME families above. */
export const defaultAttachmentRules: AttachmentRules = {
  maxFiles: attachmentLimits.maxFiles,
  maxTotalBytes: attachmentLimits.maxTotalBytes,
  extensions: attachmentLimits.extensions,
  mimeTypes: attachmentMimeTypes,
};

export interface AttachmentPickerInput {
  /** 'single': one file (an upload box when empty, otherwise its preview); 'multi': a list and an add box. */
  mode: 'single' | 'multi';
  /** Absent → the default of document 2 §9; `null` → not restricted. The same for the other rules. */
  maxFiles?: number | null;
  maxTotalBytes?: number | null;
  extensions?: readonly string[] | null;
  mimeTypes?: readonly string[] | null;
  existing?: readonly Attachment[];
  disabled?: boolean;
}

export interface AttachmentPickerContext {
  mode: 'single' | 'multi';
  rules: AttachmentRules;
  existing: readonly Attachment[];
  /** Ids of existing attachments marked deleted (→ prilohaSmazat[]). */
  deletedIds: AttachmentId[];
  /** Newly selected files (→ prilohaVlozit[]); undefined when there are none. */
  newFiles: AttachmentFileLike[] | undefined;
  disabled: boolean;
}

export type AttachmentPickerEvent =
  | { type: 'attachments.add'; files: readonly AttachmentFileLike[] }
  | { type: 'attachments.removeNew'; index: number }
  | { type: 'attachments.markDeleted'; id: AttachmentId }
  | { type: 'attachments.restore'; id: AttachmentId }
  | { type: 'attachments.setExisting'; existing: readonly Attachment[] }
  | { type: 'attachments.setDisabled'; disabled: boolean }
  | { type: 'attachments.clear' };

// ---- pure rules ---------------------------------------------------------------------------------

const BYTES_PER_MB = 1024 * 1024;

export function rulesOf(input: Pick<AttachmentPickerInput, 'maxFiles' | 'maxTotalBytes' | 'extensions' | 'mimeTypes'>): AttachmentRules {
  return {
    maxFiles: input.maxFiles === undefined ? defaultAttachmentRules.maxFiles : input.maxFiles,
    maxTotalBytes: input.maxTotalBytes === undefined ? defaultAttachmentRules.maxTotalBytes : input.maxTotalBytes,
    extensions: input.extensions === undefined ? defaultAttachmentRules.extensions : input.extensions,
    mimeTypes: input.mimeTypes === undefined ? defaultAttachmentRules.mimeTypes : input.mimeTypes,
  };
}

/** The extension of a file name in lower case ('Sken.PDF' → 'pdf'), '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A MIME type is allowed by a list of types and 'family/*' patterns. A file without a type travels as application/octet-stream. */
export function mimeAllowed(type: string, allowed: readonly string[] | null): boolean {
  if (allowed === null) return true;
  const base = (type.split(';')[0].trim() || 'application/octet-stream').toLowerCase();
  return allowed.some((pattern) => {
    const lower = pattern.toLowerCase();
    return lower.endsWith('/*') ? base.startsWith(lower.slice(0, -1)) : base === lower;
  });
}

/** Both the extension (case-insensitive) and the MIME type are allowed. */
export function isFileAllowed(file: AttachmentFileLike, rules: AttachmentRules): boolean {
  const extensionOk =
    rules.extensions === null || rules.extensions.map((extension) => extension.toLowerCase()).includes(extensionOf(file.name));
  return extensionOk && mimeAllowed(file.type, rules.mimeTypes);
}

/** The count limit in force: one file in single mode. */
export function maxCountOf(context: Pick<AttachmentPickerContext, 'mode' | 'rules'>): number | null {
  return context.mode === 'single' ? 1 : context.rules.maxFiles;
}

/** The size limit in whole MB for the messages (20971520 → 20). */
export function megabytes(bytes: number): number {
  return Math.floor(bytes / BYTES_PER_MB);
}

const keptExisting = (context: AttachmentPickerContext) =>
  context.existing.filter((attachment) => !context.deletedIds.includes(attachment.id));
const sizeOf = (files: readonly AttachmentFileLike[]) => files.reduce((sum, file) => sum + file.size, 0);

/** The files kept now: new, and existing not marked deleted. */
export function currentCount(context: AttachmentPickerContext): number {
  return (context.newFiles?.length ?? 0) + keptExisting(context).length;
}

export function currentBytes(context: AttachmentPickerContext): number {
  return sizeOf(context.newFiles ?? []) + keptExisting(context).reduce((sum, attachment) => sum + attachment.velikost, 0);
}

export interface SelectionCheck {
  accepted: AttachmentFileLike[];
  wrongFormat: AttachmentFileLike[];
  /** 'count' or 'size' when the whole selection is rejected. */
  rejected: 'count' | 'size' | null;
}

/** The rules of a selection, in the spec's order: format per file, then count, then total size. */
export function checkSelection(context: AttachmentPickerContext, files: readonly AttachmentFileLike[]): SelectionCheck {
  const accepted = files.filter((file) => isFileAllowed(file, context.rules));
  const wrongFormat = files.filter((file) => !isFileAllowed(file, context.rules));
  const maxCount = maxCountOf(context);
  if (accepted.length && maxCount !== null && accepted.length + currentCount(context) > maxCount)
    return { accepted, wrongFormat, rejected: 'count' };
  if (accepted.length && context.rules.maxTotalBytes !== null && sizeOf(accepted) + currentBytes(context) > context.rules.maxTotalBytes)
    return { accepted, wrongFormat, rejected: 'size' };
  return { accepted, wrongFormat, rejected: null };
}

/** Why restoring a deleted attachment is not possible now ('count' / 'size'), or null. */
export function checkRestore(context: AttachmentPickerContext, id: AttachmentId): 'count' | 'size' | null {
  const attachment = context.existing.find((item) => item.id === id);
  if (!attachment) return null;
  const maxCount = maxCountOf(context);
  if (maxCount !== null && currentCount(context) + 1 > maxCount) return 'count';
  if (context.rules.maxTotalBytes !== null && currentBytes(context) + attachment.velikost > context.rules.maxTotalBytes) return 'size';
  return null;
}

const rejectionMessage = (context: AttachmentPickerContext, reason: 'count' | 'size'): string =>
  reason === 'count'
    ? attachmentMessages.tooManyFiles(maxCountOf(context) ?? 0)
    : attachmentMessages.attachmentSpace(megabytes(context.rules.maxTotalBytes ?? 0));

/** The toasts of a selection: one per file of a wrong format, then the count or size rejection. */
export function selectionMessages(context: AttachmentPickerContext, files: readonly AttachmentFileLike[]): string[] {
  const check = checkSelection(context, files);
  const list = check.wrongFormat.map((file) => attachmentMessages.fileWrongFormat(file.name));
  if (check.rejected) list.push(rejectionMessage(context, check.rejected));
  return list;
}

/** The toast when restoring a deleted attachment would break the count or size limit. */
export function restoreMessages(context: AttachmentPickerContext, id: AttachmentId): string[] {
  const reason = checkRestore(context, id);
  return reason ? [rejectionMessage(context, reason)] : [];
}

// ---- machine ------------------------------------------------------------------------------------

export const attachmentPickerMachine = setup({
  types: {
    input: {} as AttachmentPickerInput,
    context: {} as AttachmentPickerContext,
    events: {} as AttachmentPickerEvent,
  },
  actions: {
    /** Error toasts in the upload area, one per message; nothing when the list is empty (supplied by the view). */
    notifyRejected: (_, _params: { messages: readonly string[] }) => {},

    addAcceptedFiles: assign(({ context }, params: { files: readonly AttachmentFileLike[] }) => {
      const { accepted } = checkSelection(context, params.files);
      const newFiles = [...(context.newFiles ?? []), ...accepted];
      return { newFiles: newFiles.length ? newFiles : undefined };
    }),
    removeNewFile: assign(({ context }, params: { index: number }) => {
      const newFiles = (context.newFiles ?? []).filter((_, index) => index !== params.index);
      return { newFiles: newFiles.length ? newFiles : undefined };
    }),
    markDeleted: assign(({ context }, params: { id: AttachmentId }) => ({ deletedIds: [...context.deletedIds, params.id] })),
    restore: assign(({ context }, params: { id: AttachmentId }) => ({ deletedIds: context.deletedIds.filter((id) => id !== params.id) })),
    setExisting: assign(({ context }, params: { existing: readonly Attachment[] }) => ({
      existing: params.existing,
      deletedIds: context.deletedIds.filter((id) => params.existing.some((attachment) => attachment.id === id)),
    })),
    setDisabled: assign((_, params: { disabled: boolean }) => ({ disabled: params.disabled })),
    clearSelection: assign({ newFiles: undefined, deletedIds: [] }),
  },
  guards: {
    isDisabled: ({ context }) => context.disabled,
    selectionRejected: ({ context }, params: { files: readonly AttachmentFileLike[] }) =>
      checkSelection(context, params.files).rejected !== null,
    isNewFileIndex: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < (context.newFiles?.length ?? 0),
    canMarkDeleted: ({ context }, params: { id: AttachmentId }) =>
      context.existing.some((attachment) => attachment.id === params.id) && !context.deletedIds.includes(params.id),
    isDeleted: ({ context }, params: { id: AttachmentId }) => context.deletedIds.includes(params.id),
    canRestore: ({ context }, params: { id: AttachmentId }) =>
      context.deletedIds.includes(params.id) && checkRestore(context, params.id) === null,
    turnsDisabled: (_, params: { disabled: boolean }) => params.disabled,
    turnsEnabled: (_, params: { disabled: boolean }) => !params.disabled,
  },
}).createMachine({
  id: 'attachmentPicker',
  description: [
    'A selection is checked file by file for format (extension AND MIME type; a wrong file gets its toast and is dropped, the rest go on), then as a whole for the count and the total size (either rejects the whole selection with its toast).',
    'New files can be removed (an empty list becomes undefined); existing attachments are marked deleted and restored while the limits allow. Nothing changes while disabled.',
  ].join('\n\n'),
  context: ({ input }) => ({
    mode: input.mode,
    rules: rulesOf(input),
    existing: input.existing ?? [],
    deletedIds: [],
    newFiles: undefined,
    disabled: input.disabled ?? false,
  }),
  initial: 'start',
  on: {
    'attachments.setExisting': { actions: { type: 'setExisting', params: ({ event }) => ({ existing: event.existing }) } },
    'attachments.clear': { actions: 'clearSelection' },
  },
  states: {
    start: {
      always: [{ guard: 'isDisabled', target: 'disabled' }, { target: 'enabled' }],
    },
    enabled: {
      description: 'Files can be added, removed, deleted and restored.',
      on: {
        'attachments.add': [
          {
            guard: { type: 'selectionRejected', params: ({ event }) => ({ files: event.files }) },
            actions: { type: 'notifyRejected', params: ({ context, event }) => ({ messages: selectionMessages(context, event.files) }) },
          },
          {
            actions: [
              { type: 'notifyRejected', params: ({ context, event }) => ({ messages: selectionMessages(context, event.files) }) },
              { type: 'addAcceptedFiles', params: ({ event }) => ({ files: event.files }) },
            ],
          },
        ],
        'attachments.removeNew': {
          guard: { type: 'isNewFileIndex', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'removeNewFile', params: ({ event }) => ({ index: event.index }) },
        },
        'attachments.markDeleted': {
          guard: { type: 'canMarkDeleted', params: ({ event }) => ({ id: event.id }) },
          actions: { type: 'markDeleted', params: ({ event }) => ({ id: event.id }) },
        },
        'attachments.restore': [
          {
            guard: { type: 'canRestore', params: ({ event }) => ({ id: event.id }) },
            actions: { type: 'restore', params: ({ event }) => ({ id: event.id }) },
          },
          {
            guard: { type: 'isDeleted', params: ({ event }) => ({ id: event.id }) },
            actions: { type: 'notifyRejected', params: ({ context, event }) => ({ messages: restoreMessages(context, event.id) }) },
          },
        ],
        'attachments.setDisabled': {
          guard: { type: 'turnsDisabled', params: ({ event }) => ({ disabled: event.disabled }) },
          target: 'disabled',
          actions: { type: 'setDisabled', params: { disabled: true } },
        },
      },
    },
    disabled: {
      description: 'Nothing can be added, removed or deleted; the hints are hidden.',
      on: {
        'attachments.setDisabled': {
          guard: { type: 'turnsEnabled', params: ({ event }) => ({ disabled: event.disabled }) },
          target: 'enabled',
          actions: { type: 'setDisabled', params: { disabled: false } },
        },
      },
    },
  },
});

export type AttachmentPickerSnapshot = SnapshotFrom<typeof attachmentPickerMachine>;

/** What the form receives: prilohaVlozit[] and prilohaSmazat[]. */
export interface AttachmentPickerOutput {
  newFiles: AttachmentFileLike[] | undefined;
  deletedIds: AttachmentId[];
}

export function attachmentOutput(snapshot: AttachmentPickerSnapshot): AttachmentPickerOutput {
  return { newFiles: snapshot.context.newFiles, deletedIds: snapshot.context.deletedIds };
}

/**
 * The hint lines: 'Povolené přípony: ...', 'Maximálně smíte přiložit N souborů.', 'Součet velikosti
 * souborů nesmí přesáhnout N MB.' — each only when that restriction applies; none while disabled.
 * (In single mode the box takes one file, so the count line is left out.)
 */
export function hintLines(context: Pick<AttachmentPickerContext, 'disabled' | 'rules' | 'mode'>): string[] {
  if (context.disabled) return [];
  const lines: string[] = [];
  if (context.rules.extensions !== null && context.rules.extensions.length)
    lines.push(attachmentMessages.hintExtensions(context.rules.extensions));
  if (context.rules.maxFiles !== null && context.mode === 'multi') lines.push(attachmentMessages.hintMaxFiles(context.rules.maxFiles));
  if (context.rules.maxTotalBytes !== null) lines.push(attachmentMessages.hintMaxSize(megabytes(context.rules.maxTotalBytes)));
  return lines;
}

/** True when files can be added, removed and deleted. */
export function isEditable(snapshot: AttachmentPickerSnapshot): boolean {
  return snapshot.matches('enabled');
}

/**
 * The add box shows: always in multi mode (a selection beyond the count limit is rejected with its
 * message), in single mode while its one place is free. The count rule is maxCountOf's.
 */
export function showsAddBox(context: AttachmentPickerContext): boolean {
  const max = maxCountOf(context);
  return context.mode === 'multi' || max === null || currentCount(context) < max;
}

/** The file dialog lets the user pick several files unless one is the most allowed. */
export const picksSeveral = (context: Pick<AttachmentPickerContext, 'mode' | 'rules'>): boolean => maxCountOf(context) !== 1;

/** The file dialog's `accept`: the allowed extensions ('.jpg,.pdf'), absent when any is allowed. */
export const acceptOf = (rules: AttachmentRules): string | undefined => rules.extensions?.map((extension) => `.${extension}`).join(',');
