import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  attachmentOutput,
  attachmentPickerMachine,
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
import { attachmentLimits } from '../../contract/enums';
import { controlledActors, definedStates, describePath, eventsFor, reachedStates, replayPath } from './path-harness';

const MB = 1024 * 1024;

// ---- the world ----------------------------------------------------------------------------------

const existing: Attachment[] = [
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

const selections: Record<string, AttachmentFileLike[]> = {
  'one photo': [files.photo],
  'pdf + exe': [files.report, files.program],
  'fake png + docx': [files.fakePng, files.docx],
  'four notes': [files.note(1), files.note(2), files.note(3), files.note(4)],
  'huge scan': [files.huge],
};

const events = {
  'attachments.add': Object.values(selections).map((list) => ({ type: 'attachments.add' as const, files: list })),
  'attachments.removeNew': [{ type: 'attachments.removeNew' as const, index: 0 }],
  'attachments.markDeleted': [{ type: 'attachments.markDeleted' as const, id: '11' }],
  'attachments.restore': [{ type: 'attachments.restore' as const, id: '11' }],
  'attachments.setExisting': [{ type: 'attachments.setExisting' as const, existing: [existing[1]] }],
  'attachments.clear': [{ type: 'attachments.clear' as const }],
  'attachments.setDisabled': [
    { type: 'attachments.setDisabled' as const, disabled: true },
    { type: 'attachments.setDisabled' as const, disabled: false },
  ],
};

const inputs: Record<string, AttachmentPickerInput> = {
  'multi with two stored attachments': { mode: 'multi', existing },
  'single, empty': { mode: 'single' },
  'multi, disabled': { mode: 'multi', existing, disabled: true },
};

// Keep the graph small: at most two selections per path.
const bounded = (snapshot: AttachmentPickerSnapshot) =>
  eventsFor(events)(snapshot).filter((event) => {
    if (event.type === 'attachments.add') return (snapshot.context.newFiles?.length ?? 0) < 2;
    return true;
  });

type Path = ReturnType<typeof getShortestPaths<typeof attachmentPickerMachine>>[number];

function world() {
  const toasts: string[] = [];
  // The picker invokes nothing; the harness still replays the paths on a real actor.
  const control = controlledActors([]);
  const machine = attachmentPickerMachine.provide({
    actions: {
      notifyRejected: (_, params) => toasts.push(...params.messages),
    },
  });
  return { toasts, control, machine };
}

// ---- an independent model of the spec's rules ----------------------------------------------------

const allowedExtensions = ['jpg', 'jpeg', 'webp', 'png', 'svg', 'tif', 'rtf', 'txt', 'pdf'];

function expectedOutcome(path: Path, input: AttachmentPickerInput) {
  const single = input.mode === 'single';
  const maxCount = single ? 1 : 5;
  const maxBytes = 20971520;
  let disabled = input.disabled ?? false;
  let newFiles: AttachmentFileLike[] = [];
  let deleted: AttachmentId[] = [];
  const toasts: string[] = [];
  let stored = input.existing ?? [];
  const kept = () => stored.filter((attachment) => !deleted.includes(attachment.id));
  const count = () => newFiles.length + kept().length;
  const bytes = () => newFiles.reduce((sum, file) => sum + file.size, 0) + kept().reduce((sum, attachment) => sum + attachment.velikost, 0);

  for (const { event } of path.steps) {
    const e = event as {
      type: string;
      files?: AttachmentFileLike[];
      index?: number;
      id?: AttachmentId;
      disabled?: boolean;
      existing?: Attachment[];
    };
    switch (e.type) {
      case 'attachments.add': {
        if (disabled) break;
        const ok = (file: AttachmentFileLike) =>
          allowedExtensions.includes(file.name.split('.').pop()!.toLowerCase()) && isAllowedAttachmentMime(file.type);
        const accepted = e.files!.filter(ok);
        for (const file of e.files!) if (!ok(file)) toasts.push(`Soubor ${file.name} nesplňuje požadovaný formát.`);
        if (!accepted.length) break;
        if (accepted.length + count() > maxCount) toasts.push(`Smíte přiložit maximálně ${maxCount} souborů.`);
        else if (accepted.reduce((sum, file) => sum + file.size, 0) + bytes() > maxBytes) toasts.push('Místo pro přílohy je pouze 20 MB.');
        else newFiles = [...newFiles, ...accepted];
        break;
      }
      case 'attachments.removeNew':
        if (!disabled) newFiles = newFiles.filter((_, index) => index !== e.index);
        break;
      case 'attachments.markDeleted':
        if (!disabled && stored.some((attachment) => attachment.id === e.id) && !deleted.includes(e.id!)) deleted = [...deleted, e.id!];
        break;
      case 'attachments.restore': {
        if (disabled || !deleted.includes(e.id!)) break;
        const attachment = stored.find((item) => item.id === e.id)!;
        if (count() + 1 > maxCount) toasts.push(`Smíte přiložit maximálně ${maxCount} souborů.`);
        else if (bytes() + attachment.velikost > maxBytes) toasts.push('Místo pro přílohy je pouze 20 MB.');
        else deleted = deleted.filter((id) => id !== e.id);
        break;
      }
      case 'attachments.setDisabled':
        disabled = e.disabled!;
        break;
      case 'attachments.setExisting':
        stored = e.existing!;
        deleted = deleted.filter((id) => stored.some((attachment) => attachment.id === id));
        break;
      case 'attachments.clear':
        newFiles = [];
        deleted = [];
        break;
    }
  }
  return {
    listed: [...stored.map((attachment) => attachment.nazev), ...newFiles.map((file) => file.name)],
    newFiles: newFiles.length ? newFiles.map((file) => file.name) : undefined,
    deleted,
    toasts,
    disabled,
    count: count(),
    maxCount,
  };
}

async function checkPath(path: Path, input: AttachmentPickerInput) {
  const w = world();
  const actor = await replayPath(path, w.machine, w.control, input);
  const snapshot = actor.getSnapshot();
  const expected = expectedOutcome(path, input);
  const output = attachmentOutput(snapshot);

  // The files listed: stored attachments (deleted ones stay listed, marked) and the new files.
  expect([...snapshot.context.existing.map((attachment) => attachment.nazev), ...(output.newFiles ?? []).map((file) => file.name)]).toEqual(
    expected.listed,
  );
  // prilohaVlozit[]: undefined when empty.
  expect(output.newFiles?.map((file) => file.name)).toEqual(expected.newFiles);
  // prilohaSmazat[]: the deleted list.
  expect(output.deletedIds).toEqual(expected.deleted);
  // The toasts, in order.
  expect(w.toasts).toEqual(expected.toasts);
  // Files can be changed unless disabled; the hints show unless disabled.
  expect(isEditable(snapshot)).toBe(!expected.disabled);
  expect(hintLines(snapshot.context).length > 0).toBe(!expected.disabled);
  // The add box: always in multi mode, in single mode only while its one place is free.
  expect(showsAddBox(snapshot.context)).toBe(input.mode === 'multi' || expected.count < expected.maxCount);
  actor.stop();
}

describe('attachmentPicker machine paths', () => {
  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      // getSimplePaths builds its graph without `input`; start it from the input's initial snapshot.
      const fromState = createActor(attachmentPickerMachine, { input }).getSnapshot();
      const options = { input, fromState, events: bounded as never };
      // Shortest paths reach every state of the bounded graph (each a distinct list, deleted set,
      // disabled flag and download state); simple paths are taken to a few chosen end states.
      const shortest = getShortestPaths(attachmentPickerMachine, options);
      const simple = getSimplePaths(attachmentPickerMachine, {
        ...options,
        events: ((snapshot: AttachmentPickerSnapshot) =>
          bounded(snapshot).filter(
            (event) => !['attachments.setExisting', 'attachments.clear', 'attachments.setDisabled'].includes(event.type),
          )) as never,
        toState: (snapshot) => snapshot.context.deletedIds.length > 0 && snapshot.context.newFiles !== undefined,
      }).filter((path) => path.steps.length <= 5);
      const paths = [...shortest, ...simple.filter((_, index) => index % 10 === 0)];
      it('has paths', () => expect(paths.length).toBeGreaterThan(3));
      it('reaches every state', () => expect(reachedStates(shortest)).toEqual(definedStates(attachmentPickerMachine)));
      for (const path of paths) it(describePath(path), () => checkPath(path, input));
    });
  }
});

// ---- the rules, one by one --------------------------------------------------------------------------

function start(input: AttachmentPickerInput) {
  const w = world();
  const actor = createActor(w.machine, { input }).start();
  return { ...w, actor };
}

describe('attachmentPicker rules', () => {
  it('drops only the file of a wrong format; the others of the selection go on', () => {
    const { actor, toasts } = start({ mode: 'multi' });
    actor.send({ type: 'attachments.add', files: [files.report, files.program, files.photo] });
    expect(toasts).toEqual(['Soubor program.exe nesplňuje požadovaný formát.']);
    expect(attachmentOutput(actor.getSnapshot()).newFiles?.map((file) => file.name)).toEqual(['zprava.pdf', 'foto.JPG']);
  });

  it('needs both the extension (any case) and the MIME type', () => {
    const { actor, toasts } = start({ mode: 'multi' });
    actor.send({ type: 'attachments.add', files: [files.fakePng, files.docx, { name: 'SKEN.PDF', size: 10, type: 'application/pdf' }] });
    expect(toasts).toEqual(['Soubor obrazek.png nesplňuje požadovaný formát.', 'Soubor dopis.docx nesplňuje požadovaný formát.']);
    expect(attachmentOutput(actor.getSnapshot()).newFiles?.map((file) => file.name)).toEqual(['SKEN.PDF']);
  });

  it('rejects the whole selection above 5 files, counting stored minus deleted', () => {
    const { actor, toasts } = start({ mode: 'multi', existing });
    actor.send({ type: 'attachments.add', files: [files.note(1), files.note(2), files.note(3), files.note(4)] });
    expect(toasts).toEqual(['Smíte přiložit maximálně 5 souborů.']);
    expect(attachmentOutput(actor.getSnapshot()).newFiles).toBeUndefined();
    actor.send({ type: 'attachments.markDeleted', id: '11' });
    actor.send({ type: 'attachments.add', files: [files.note(1), files.note(2), files.note(3), files.note(4)] });
    expect(attachmentOutput(actor.getSnapshot()).newFiles).toHaveLength(4);
    expect(toasts).toHaveLength(1);
  });

  it('rejects the selection above 20 MB of new, selected and kept stored files', () => {
    const { actor, toasts } = start({ mode: 'multi', existing });
    actor.send({ type: 'attachments.add', files: [files.huge] });
    expect(toasts).toEqual(['Místo pro přílohy je pouze 20 MB.']);
    actor.send({ type: 'attachments.markDeleted', id: '12' });
    actor.send({ type: 'attachments.add', files: [files.huge] });
    expect(attachmentOutput(actor.getSnapshot())).toEqual({ newFiles: [files.huge], deletedIds: ['12'] });
    // Restoring the deleted one would pass the limit.
    actor.send({ type: 'attachments.restore', id: '12' });
    expect(toasts).toEqual(['Místo pro přílohy je pouze 20 MB.', 'Místo pro přílohy je pouze 20 MB.']);
    expect(attachmentOutput(actor.getSnapshot()).deletedIds).toEqual(['12']);
  });

  it('an emptied list of new files becomes undefined', () => {
    const { actor } = start({ mode: 'multi' });
    actor.send({ type: 'attachments.add', files: [files.photo] });
    actor.send({ type: 'attachments.removeNew', index: 0 });
    expect(attachmentOutput(actor.getSnapshot()).newFiles).toBeUndefined();
  });

  it('single mode holds one file', () => {
    const { actor, toasts } = start({ mode: 'single' });
    actor.send({ type: 'attachments.add', files: [files.photo, files.report] });
    expect(toasts).toEqual(['Smíte přiložit maximálně 1 souborů.']);
    actor.send({ type: 'attachments.add', files: [files.photo] });
    expect(attachmentOutput(actor.getSnapshot()).newFiles).toEqual([files.photo]);
  });

  it('hints: extensions, count and size; none when disabled or nothing is restricted', () => {
    const { actor } = start({ mode: 'multi' });
    expect(hintLines(actor.getSnapshot().context)).toEqual([
      'Povolené přípony: jpg, jpeg, webp, png, svg, tif, rtf, txt, pdf',
      'Maximálně smíte přiložit 5 souborů.',
      'Součet velikosti souborů nesmí přesáhnout 20 MB.',
    ]);
    actor.send({ type: 'attachments.setDisabled', disabled: true });
    expect(hintLines(actor.getSnapshot().context)).toEqual([]);
    const free = start({ mode: 'multi', maxFiles: null, maxTotalBytes: null, extensions: null, mimeTypes: null });
    expect(hintLines(free.actor.getSnapshot().context)).toEqual([]);
    free.actor.send({ type: 'attachments.add', files: [files.program, ...Array.from({ length: 7 }, (_, i) => files.note(i))] });
    expect(free.toasts).toEqual([]);
    expect(attachmentOutput(free.actor.getSnapshot()).newFiles).toHaveLength(8);
  });

  it('uses the limits of document 2 §9 by default', () => {
    const { actor } = start({ mode: 'multi' });
    expect(actor.getSnapshot().context.rules.maxFiles).toBe(attachmentLimits.maxFiles);
    expect(actor.getSnapshot().context.rules.maxTotalBytes).toBe(20971520);
  });

  it('nothing changes while disabled', () => {
    const { actor } = start({ mode: 'multi', existing, disabled: true });
    actor.send({ type: 'attachments.add', files: [files.photo] });
    actor.send({ type: 'attachments.markDeleted', id: '11' });
    expect(attachmentOutput(actor.getSnapshot())).toEqual({ newFiles: undefined, deletedIds: [] });
    expect(isEditable(actor.getSnapshot())).toBe(false);
  });

  it('the file dialog picks several files unless one is the most allowed', () => {
    expect(picksSeveral(start({ mode: 'multi' }).actor.getSnapshot().context)).toBe(true);
    expect(picksSeveral(start({ mode: 'multi', maxFiles: 1 }).actor.getSnapshot().context)).toBe(false);
    expect(picksSeveral(start({ mode: 'single' }).actor.getSnapshot().context)).toBe(false);
  });

  it('a new list of stored attachments keeps only the deletions that still apply; clear forgets the selection', () => {
    const { actor } = start({ mode: 'multi', existing });
    actor.send({ type: 'attachments.markDeleted', id: '11' });
    actor.send({ type: 'attachments.markDeleted', id: '12' });
    actor.send({ type: 'attachments.setExisting', existing: [existing[1]] });
    expect(attachmentOutput(actor.getSnapshot()).deletedIds).toEqual(['12']);
    actor.send({ type: 'attachments.add', files: [files.photo] });
    actor.send({ type: 'attachments.clear' });
    expect(attachmentOutput(actor.getSnapshot())).toEqual({ newFiles: undefined, deletedIds: [] });
  });
});
