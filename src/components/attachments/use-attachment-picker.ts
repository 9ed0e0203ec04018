/**
 * The attachment picker's flow for its view: one hook creates the actor of
 * machines/attachmentPicker (the format, count and size rules with their toasts, new files,
 * stored attachments marked deleted) with the dev inspector, keeps it in step with the props and
 * reports its value to the form; downloads of stored files are the screen's click download
 * (useFileDownload, machines/attachmentPicker/fileDownload.machine.ts). It gives the view what it
 * reads and what it may do; the view builds no events.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  acceptOf,
  attachmentPickerMachine,
  currentCount,
  hintLines,
  isEditable,
  picksSeveral,
  showsAddBox,
  type Attachment,
  type AttachmentFileLike,
  type AttachmentId,
  type AttachmentPickerInput,
} from '../../../machines/attachmentPicker/attachmentPicker.machine';
import { useInspect } from '../../app/use-inspect';
import { TOAST_DURATION, toaster } from '../ui/toaster';
import { useFileDownload } from './useFileDownload';

/** What the picker reports: the new files (→ prilohaVlozit[]) and the stored ones to delete (→ prilohaSmazat[]). */
export interface AttachmentPickerValue {
  newFiles: File[] | undefined;
  deletedIds: AttachmentId[];
}

export interface AttachmentPickerOptions extends Omit<AttachmentPickerInput, 'existing' | 'disabled'> {
  existing: readonly Attachment[];
  disabled: boolean;
  /** Downloads a stored attachment (the click download); the blob is saved under its nazev. */
  download?: (attachment: Attachment) => Promise<Blob>;
  /** The form's value; when it becomes empty while the picker holds a selection (a reset after saving), the picker clears. */
  value?: AttachmentPickerValue;
  onChange?: (value: AttachmentPickerValue) => void;
}

const isEmptyValue = (value: AttachmentPickerValue | undefined) => !value || (!value.newFiles?.length && !value.deletedIds.length);

export function useAttachmentPicker({ download, value, onChange, ...input }: AttachmentPickerOptions) {
  const callbacks = useRef({ download, onChange });
  callbacks.current = { download, onChange };
  const [machine] = useState(() =>
    attachmentPickerMachine.provide({
      actions: {
        notifyRejected: (_, params) => {
          for (const message of params.messages) toaster.create({ type: 'error', title: message, duration: TOAST_DURATION.form });
        },
      },
    }),
  );
  const actor = useActorRef(machine, { input, inspect: useInspect() });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const editable = useSelector(actor, isEditable);
  const files = useFileDownload<Attachment>(async (attachment) => {
    const run = callbacks.current.download;
    if (!run) throw new Error('No download function');
    return { blob: await run(attachment), fileName: attachment.nazev };
  });

  // Props → machine.
  const { existing, disabled } = input;
  const existingKey = JSON.stringify(existing);
  useEffect(() => {
    if (JSON.stringify(actor.getSnapshot().context.existing) !== existingKey) actor.send({ type: 'attachments.setExisting', existing });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list is compared by its content, not its identity
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

  const events = useMemo(
    () => ({
      /** Files chosen in the dialog or dropped. */
      add: (list: FileList | readonly AttachmentFileLike[] | null) => {
        const chosen = list ? Array.from(list as ArrayLike<AttachmentFileLike>) : [];
        if (chosen.length) actor.send({ type: 'attachments.add', files: chosen });
      },
      removeNew: (index: number) => actor.send({ type: 'attachments.removeNew', index }),
      markDeleted: (id: AttachmentId) => actor.send({ type: 'attachments.markDeleted', id }),
      restore: (id: AttachmentId) => actor.send({ type: 'attachments.restore', id }),
      download: (attachment: Attachment) => files.start(attachment),
    }),
    [actor, files],
  );

  return {
    mode: context.mode,
    existing: context.existing,
    newFiles: context.newFiles,
    isDeleted: (id: AttachmentId) => context.deletedIds.includes(id),
    editable,
    /** A download runs: the download buttons ignore clicks. */
    downloading: files.downloadingKey !== null,
    /** The rules' hint lines (none while disabled). */
    hints: hintLines(context),
    /** Files kept now: new and stored ones not marked deleted. */
    count: currentCount(context),
    /** The add box shows (the machine's count rule). */
    showAddBox: editable && showsAddBox(context),
    picksSeveral: picksSeveral(context),
    accept: acceptOf(context.rules),
    events,
  };
}
