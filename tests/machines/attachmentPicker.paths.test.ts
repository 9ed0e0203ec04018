import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import {
  acceptOf,
  attachmentOutput,
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
  type AttachmentPickerSnapshot,
} from '../../machines/attachmentPicker/attachmentPicker.machine';
import { isAllowedAttachmentMime } from '../../contract/entities';
import { controlledActors, describeMachine, type End, type TransitionRow } from './harness';

const MB = 1024 * 1024;

const stored: Attachment[] = [
  { id: '11', nazev: 'zprava-z-vysetreni.pdf', velikost: 1 * MB, evidence: 'DOKUMENT' },
  { id: '12', nazev: 'recept.jpg', velikost: 2 * MB, evidence: 'DOKUMENT' },
];

const files = {
  photo: { name: 'foto.JPG', size: 1 * MB, type: 'image/jpeg' },
  report: { name: 'zprava.pdf', size: 100_000, type: 'application/pdf' },
  program: { name: 'program.exe', size: 10_000, type: 'application/x-msdownload' },
  /** The extension is allowed, the MIME type is not. */
  fakePng: { name: 'obrazek.png', size: 1000, type: 'application/zip' },
  /** The MIME type is allowed, the extension is not. */
  docx: { name: 'dopis.docx', size: 1000, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  note: (n: number) => ({ name: `poznamka-${n}.txt`, size: 1000, type: 'text/plain' }),
  huge: { name: 'velky-sken.pdf', size: 18 * MB, type: 'application/pdf' },
} satisfies Record<string, AttachmentFileLike | ((n: number) => AttachmentFileLike)>;
const fourNotes = [files.note(1), files.note(2), files.note(3), files.note(4)];

const add = (list: AttachmentFileLike[]) => ({ type: 'attachments.add', files: list });
const removeNew = (index: number) => ({ type: 'attachments.removeNew', index });
const markDeleted = (id: AttachmentId) => ({ type: 'attachments.markDeleted', id });
const restore = (id: AttachmentId) => ({ type: 'attachments.restore', id });
const setDisabled = (disabled: boolean) => ({ type: 'attachments.setDisabled', disabled });
const setExisting = (existing: Attachment[]) => ({ type: 'attachments.setExisting', existing });
const clear = { type: 'attachments.clear' };

const events = {
  'attachments.add': [
    add([files.photo]),
    add([files.report, files.program]),
    add([files.fakePng, files.docx]),
    add(fourNotes),
    add([files.huge]),
  ],
  'attachments.removeNew': [removeNew(0)],
  'attachments.markDeleted': [markDeleted('11'), markDeleted('12')],
  'attachments.restore': [restore('11'), restore('12')],
  'attachments.setExisting': [setExisting([stored[1]])],
  'attachments.clear': [clear],
  'attachments.setDisabled': [setDisabled(true), setDisabled(false)],
};
// Keep the graph small: one selection per path (the rows add a second one themselves).
const filterEvents = (event: { type: string }, snapshot: AnyMachineSnapshot) =>
  event.type !== 'attachments.add' || (snapshot as AttachmentPickerSnapshot).context.newFiles === undefined;

const inputs: Record<string, AttachmentPickerInput> = {
  'multi with two stored attachments': { mode: 'multi', existing: stored },
  'single, empty': { mode: 'single' },
  'multi, disabled': { mode: 'multi', existing: stored, disabled: true },
  'multi, no restrictions': { mode: 'multi', maxFiles: null, maxTotalBytes: null, extensions: null, mimeTypes: null },
};

/** The picker's world: the error toasts of the upload area. */
function world(machine: AnyStateMachine) {
  const toasts: string[] = [];
  const provided = machine.provide({
    actions: { notifyRejected: (_: unknown, params: { messages: readonly string[] }) => toasts.push(...params.messages) },
  } as never);
  return { machine: provided, control: controlledActors([]), toasts };
}
type PickerWorld = ReturnType<typeof world>;
type PickerEnd = End<PickerWorld>;

// ---- an independent model of document 2 §9 ------------------------------------------------------

const allowedExtensions = ['jpg', 'jpeg', 'webp', 'png', 'svg', 'tif', 'rtf', 'txt', 'pdf'];
const allHints = [
  'Povolené přípony: jpg, jpeg, webp, png, svg, tif, rtf, txt, pdf',
  'Maximálně smíte přiložit 5 souborů.',
  'Součet velikosti souborů nesmí přesáhnout 20 MB.',
];

function expectedAfter(end: PickerEnd) {
  const input = end.input as AttachmentPickerInput;
  const restricted = input.extensions !== null;
  const maxCount = input.mode === 'single' ? 1 : input.maxFiles === null ? Infinity : 5;
  const maxBytes = input.maxTotalBytes === null ? Infinity : 20 * MB;
  let disabled = input.disabled ?? false;
  let existing = input.existing ?? [];
  let newFiles: AttachmentFileLike[] = [];
  let deleted: AttachmentId[] = [];
  const toasts: string[] = [];
  const kept = () => existing.filter((attachment) => !deleted.includes(attachment.id));
  const count = () => newFiles.length + kept().length;
  const bytes = () => [...newFiles.map((file) => file.size), ...kept().map((attachment) => attachment.velikost)].reduce((a, b) => a + b, 0);
  const formatOk = (file: AttachmentFileLike) =>
    !restricted || (allowedExtensions.includes(file.name.split('.').pop()!.toLowerCase()) && isAllowedAttachmentMime(file.type));

  for (const event of end.events) {
    const e = event as {
      type: string;
      files?: AttachmentFileLike[];
      index?: number;
      id?: AttachmentId;
      disabled?: boolean;
      existing?: Attachment[];
    };
    if (e.type === 'attachments.add' && !disabled) {
      const accepted = e.files!.filter(formatOk);
      for (const file of e.files!) if (!formatOk(file)) toasts.push(`Soubor ${file.name} nesplňuje požadovaný formát.`);
      if (!accepted.length) continue;
      if (accepted.length + count() > maxCount) toasts.push(`Smíte přiložit maximálně ${maxCount} souborů.`);
      else if (accepted.reduce((sum, file) => sum + file.size, 0) + bytes() > maxBytes) toasts.push('Místo pro přílohy je pouze 20 MB.');
      else newFiles = [...newFiles, ...accepted];
    } else if (e.type === 'attachments.removeNew' && !disabled) {
      newFiles = newFiles.filter((_, index) => index !== e.index);
    } else if (e.type === 'attachments.markDeleted' && !disabled) {
      if (existing.some((attachment) => attachment.id === e.id) && !deleted.includes(e.id!)) deleted = [...deleted, e.id!];
    } else if (e.type === 'attachments.restore' && !disabled && deleted.includes(e.id!)) {
      const attachment = existing.find((item) => item.id === e.id)!;
      if (count() + 1 > maxCount) toasts.push(`Smíte přiložit maximálně ${maxCount} souborů.`);
      else if (bytes() + attachment.velikost > maxBytes) toasts.push('Místo pro přílohy je pouze 20 MB.');
      else deleted = deleted.filter((id) => id !== e.id);
    } else if (e.type === 'attachments.setDisabled') {
      disabled = e.disabled!;
    } else if (e.type === 'attachments.setExisting') {
      existing = e.existing!;
      deleted = deleted.filter((id) => existing.some((attachment) => attachment.id === id));
    } else if (e.type === 'attachments.clear') {
      newFiles = [];
      deleted = [];
    }
  }
  const hints = disabled || !restricted ? [] : input.mode === 'single' ? [allHints[0], allHints[2]] : allHints;
  return {
    existing: existing.map((attachment) => attachment.nazev),
    newFiles: newFiles.length ? newFiles.map((file) => file.name) : undefined,
    deleted,
    toasts,
    editable: !disabled,
    hints,
    count: count(),
    showAddBox: !disabled && (input.mode === 'multi' || count() < maxCount),
    picksSeveral: maxCount !== 1,
    accept: restricted ? allowedExtensions.map((extension) => `.${extension}`).join(',') : undefined,
  };
}

const pickerOf = (end: PickerEnd) => end.snapshot as unknown as AttachmentPickerSnapshot;

/** What useAttachmentPicker gives the view and the form, as the model says it must be after the path. */
function seen(end: PickerEnd) {
  const snapshot = pickerOf(end);
  const { context } = snapshot;
  const output = attachmentOutput(snapshot);
  const editable = isEditable(snapshot);
  return {
    existing: context.existing.map((attachment) => attachment.nazev),
    newFiles: output.newFiles?.map((file) => file.name),
    deleted: output.deletedIds,
    toasts: end.world.toasts,
    editable,
    hints: hintLines(context),
    count: currentCount(context),
    showAddBox: editable && showsAddBox(context),
    picksSeveral: picksSeveral(context),
    accept: acceptOf(context.rules),
  };
}

function check(end: PickerEnd) {
  expect(seen(end)).toEqual(expectedAfter(end));
}

const hasNew = (n: number) => (snapshot: AnyMachineSnapshot) => (snapshot as AttachmentPickerSnapshot).context.newFiles?.length === n;
const deletedAre =
  (...ids: AttachmentId[]) =>
  (snapshot: AnyMachineSnapshot) =>
    JSON.stringify((snapshot as AttachmentPickerSnapshot).context.deletedIds) === JSON.stringify(ids);
const both =
  (...conditions: Array<(snapshot: AnyMachineSnapshot) => boolean>) =>
  (snapshot: AnyMachineSnapshot) =>
    conditions.every((condition) => condition(snapshot));
const holds = (file: AttachmentFileLike) => (snapshot: AnyMachineSnapshot) =>
  (snapshot as AttachmentPickerSnapshot).context.newFiles?.[0] === file;

const transitions: TransitionRow<PickerWorld>[] = [
  {
    from: '(start)',
    event: { type: 'xstate.init' },
    to: 'enabled',
    expect: (end) => {
      expect(seen(end).hints).toEqual(allHints);
      expect(seen(end).count).toBe(2);
      expect(seen(end).showAddBox).toBe(true);
    },
  },
  {
    from: '(start)',
    input: 'multi, disabled',
    event: { type: 'xstate.init' },
    to: 'disabled',
    expect: (end) => {
      expect(seen(end).editable).toBe(false);
      expect(seen(end).hints).toEqual([]);
      expect(seen(end).showAddBox).toBe(false);
    },
  },
  {
    from: '(start)',
    input: 'single, empty',
    event: { type: 'xstate.init' },
    to: 'enabled',
    expect: (end) => {
      expect(seen(end).hints).toEqual([allHints[0], allHints[2]]);
      expect(seen(end).picksSeveral).toBe(false);
    },
  },
  {
    from: '(start)',
    input: 'multi, no restrictions',
    event: { type: 'xstate.init' },
    to: 'enabled',
    expect: (end) => {
      expect(seen(end).hints).toEqual([]);
      expect(seen(end).accept).toBeUndefined();
    },
  },
  {
    from: 'enabled',
    when: 'a wrong file is dropped, the others go on',
    event: add([files.report, files.program, files.photo]),
    to: 'enabled',
    expect: (end) => {
      expect(end.world.toasts).toEqual(['Soubor program.exe nesplňuje požadovaný formát.']);
      expect(seen(end).newFiles).toEqual(['zprava.pdf', 'foto.JPG']);
    },
  },
  {
    from: 'enabled',
    when: 'both the extension and the MIME type must be allowed',
    event: add([files.fakePng, files.docx, { name: 'SKEN.PDF', size: 10, type: 'application/pdf' }]),
    to: 'enabled',
    expect: (end) => {
      expect(end.world.toasts).toEqual([
        'Soubor obrazek.png nesplňuje požadovaný formát.',
        'Soubor dopis.docx nesplňuje požadovaný formát.',
      ]);
      expect(seen(end).newFiles).toEqual(['SKEN.PDF']);
    },
  },
  {
    from: 'enabled',
    when: 'no file of an allowed format',
    event: add([files.fakePng, files.docx]),
    to: 'enabled',
    expect: (end) => {
      expect(end.world.toasts).toHaveLength(2);
      expect(seen(end).newFiles).toBeUndefined();
    },
  },
  {
    from: 'enabled',
    when: 'more than 5 files with the stored ones',
    event: add(fourNotes),
    to: 'enabled',
    expect: (end) => {
      expect(end.world.toasts).toEqual(['Smíte přiložit maximálně 5 souborů.']);
      expect(seen(end).newFiles).toBeUndefined();
    },
  },
  {
    from: 'enabled',
    when: 'a deleted stored file frees its place',
    reach: deletedAre('11'),
    event: add(fourNotes),
    to: 'enabled',
    expect: (end) => {
      expect(end.world.toasts).toEqual([]);
      expect(seen(end).newFiles).toHaveLength(4);
      expect(seen(end).count).toBe(5);
    },
  },
  {
    from: 'enabled',
    when: 'more than 20 MB with the stored ones',
    event: add([files.huge]),
    to: 'enabled',
    expect: (end) => {
      expect(end.world.toasts).toEqual(['Místo pro přílohy je pouze 20 MB.']);
      expect(seen(end).newFiles).toBeUndefined();
    },
  },
  {
    from: 'enabled',
    when: 'two files in the single box',
    input: 'single, empty',
    event: add([files.photo, files.report]),
    to: 'enabled',
    expect: (end) => {
      expect(end.world.toasts).toEqual(['Smíte přiložit maximálně 1 souborů.']);
      expect(seen(end).showAddBox).toBe(true);
    },
  },
  {
    from: 'enabled',
    when: 'one file in the single box',
    input: 'single, empty',
    event: add([files.photo]),
    to: 'enabled',
    expect: (end) => {
      expect(seen(end).newFiles).toEqual(['foto.JPG']);
      expect(seen(end).showAddBox).toBe(false);
    },
  },
  {
    from: 'enabled',
    when: 'a second selection is appended',
    reach: holds(files.photo),
    event: add([files.report]),
    to: 'enabled',
    expect: (end) => expect(seen(end).newFiles).toEqual(['foto.JPG', 'zprava.pdf']),
  },
  {
    from: 'enabled',
    when: 'nothing restricted',
    input: 'multi, no restrictions',
    event: add([files.program, ...Array.from({ length: 7 }, (_, i) => files.note(i)), files.huge, files.huge]),
    to: 'enabled',
    expect: (end) => {
      expect(end.world.toasts).toEqual([]);
      expect(seen(end).newFiles).toHaveLength(10);
    },
  },
  {
    from: 'enabled',
    when: 'the only new file',
    reach: holds(files.photo),
    event: removeNew(0),
    to: 'enabled',
    expect: (end) => expect(attachmentOutput(pickerOf(end)).newFiles).toBeUndefined(),
  },
  {
    from: 'enabled',
    when: 'one of several',
    reach: hasNew(4),
    event: removeNew(1),
    to: 'enabled',
    expect: (end) => expect(seen(end).newFiles).toEqual(['poznamka-1.txt', 'poznamka-3.txt', 'poznamka-4.txt']),
  },
  {
    from: 'enabled',
    when: 'no such new file',
    reach: holds(files.photo),
    event: removeNew(3),
    to: 'enabled',
    expect: (end) => expect(seen(end).newFiles).toEqual(['foto.JPG']),
  },
  {
    from: 'enabled',
    event: markDeleted('11'),
    to: 'enabled',
    expect: (end) => {
      expect(seen(end).deleted).toEqual(['11']);
      expect(seen(end).count).toBe(1);
      expect(seen(end).existing).toEqual(['zprava-z-vysetreni.pdf', 'recept.jpg']);
    },
  },
  {
    from: 'enabled',
    when: 'already deleted',
    reach: deletedAre('11'),
    event: markDeleted('11'),
    to: 'enabled',
    expect: (end) => expect(seen(end).deleted).toEqual(['11']),
  },
  {
    from: 'enabled',
    when: 'not a stored attachment',
    event: markDeleted('99'),
    to: 'enabled',
    expect: (end) => expect(seen(end).deleted).toEqual([]),
  },
  {
    from: 'enabled',
    reach: deletedAre('11'),
    event: restore('11'),
    to: 'enabled',
    expect: (end) => {
      expect(seen(end).deleted).toEqual([]);
      expect(end.world.toasts).toEqual([]);
    },
  },
  {
    from: 'enabled',
    when: 'it would pass 20 MB',
    reach: both(deletedAre('12'), holds(files.huge)),
    event: restore('12'),
    to: 'enabled',
    expect: (end) => {
      expect(end.world.toasts).toEqual(['Místo pro přílohy je pouze 20 MB.']);
      expect(seen(end).deleted).toEqual(['12']);
    },
  },
  {
    from: 'enabled',
    when: 'it would pass 5 files',
    reach: both(deletedAre('11'), hasNew(4)),
    event: restore('11'),
    to: 'enabled',
    expect: (end) => {
      expect(end.world.toasts).toEqual(['Smíte přiložit maximálně 5 souborů.']);
      expect(seen(end).deleted).toEqual(['11']);
    },
  },
  {
    from: 'enabled',
    when: 'not deleted, at the limit',
    reach: both(deletedAre('11'), hasNew(4)),
    event: restore('12'),
    to: 'enabled',
    expect: (end) => {
      expect(end.world.toasts).toEqual([]);
      expect(seen(end).deleted).toEqual(['11']);
    },
  },
  {
    from: 'enabled',
    when: 'turned off',
    event: setDisabled(true),
    to: 'disabled',
    expect: (end) => {
      expect(seen(end).editable).toBe(false);
      expect(seen(end).hints).toEqual([]);
    },
  },
  {
    from: 'enabled',
    when: 'still on (the hook sends it on mount)',
    event: setDisabled(false),
    to: 'enabled',
    expect: (end) => expect(seen(end).hints).toEqual(allHints),
  },
  {
    from: 'disabled',
    when: 'turned on',
    input: 'multi, disabled',
    event: setDisabled(false),
    to: 'enabled',
    expect: (end) => {
      expect(seen(end).editable).toBe(true);
      expect(seen(end).hints).toEqual(allHints);
    },
  },
  {
    from: 'disabled',
    when: 'still off',
    input: 'multi, disabled',
    event: setDisabled(true),
    to: 'disabled',
    expect: (end) => expect(seen(end).hints).toEqual([]),
  },
  {
    from: 'disabled',
    when: 'nothing can be added',
    input: 'multi, disabled',
    event: add([files.photo]),
    to: 'disabled',
    expect: (end) => expect(seen(end).newFiles).toBeUndefined(),
  },
  {
    from: 'disabled',
    when: 'nothing can be deleted',
    input: 'multi, disabled',
    event: markDeleted('11'),
    to: 'disabled',
    expect: (end) => expect(seen(end).deleted).toEqual([]),
  },
  {
    from: 'disabled',
    when: 'nothing can be restored',
    reach: deletedAre('11'),
    event: restore('11'),
    to: 'disabled',
    expect: (end) => expect(seen(end).deleted).toEqual(['11']),
  },
  {
    from: 'enabled',
    when: 'the deletions that still apply are kept',
    reach: deletedAre('11', '12'),
    event: setExisting([stored[1]]),
    to: 'enabled',
    expect: (end) => {
      expect(seen(end).existing).toEqual(['recept.jpg']);
      expect(seen(end).deleted).toEqual(['12']);
    },
  },
  {
    from: 'disabled',
    input: 'multi, disabled',
    event: setExisting([stored[1]]),
    to: 'disabled',
    expect: (end) => {
      expect(seen(end).existing).toEqual(['recept.jpg']);
      expect(seen(end).editable).toBe(false);
    },
  },
  {
    from: 'enabled',
    reach: both(deletedAre('11'), hasNew(1)),
    event: clear,
    to: 'enabled',
    expect: (end) => expect(attachmentOutput(pickerOf(end))).toEqual({ newFiles: undefined, deletedIds: [] }),
  },
  {
    from: 'disabled',
    when: 'a form reset while disabled',
    reach: deletedAre('11'),
    event: clear,
    to: 'disabled',
    expect: (end) => {
      expect(attachmentOutput(pickerOf(end))).toEqual({ newFiles: undefined, deletedIds: [] });
      expect(seen(end).editable).toBe(false);
    },
  },
];

describeMachine<PickerWorld>({ machine: attachmentPickerMachine, inputs, events, filterEvents, world, check, transitions });
