import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/**
 * The click download of document 2 ("Attachment and form-control behaviour") — one machine for
 * every file a screen offers: the attachment picker's stored files, a record's attachments, the
 * PDFs of the filed OSVČ overviews, the EHIC confirmation. While it runs STAHOVANI_SOUBORU
 * shows; then the file is saved with SOUBOR_STAZEN, or SOUBOR_CHYBA_STAHOVANI shows. One download
 * at a time per screen: a click while one runs (on any file) is ignored.
 *
 * No DOM and no fetch here: the `fetchFile` actor, `saveFile` and the three toasts are supplied
 * with `.provide()` (src/components/attachments/useFileDownload.ts).
 */

/** A downloaded file and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export interface FileDownloadContext {
  /** What is being downloaded (the screen's own key: an attachment, an overview, …); null when idle. */
  key: unknown;
}

export type FileDownloadEvent = { type: 'download.start'; key: unknown };

export const fileDownloadMachine = setup({
  types: {
    context: {} as FileDownloadContext,
    events: {} as FileDownloadEvent,
  },
  actors: {
    /** Fetches the file of a key. */
    fetchFile: fromPromise<DownloadedFile, { key: unknown }>(async () => {
      throw new Error('fetchFile is supplied with .provide()');
    }),
  },
  actions: {
    /** STAHOVANI_SOUBORU (loading). */
    notifyDownloadStarted: () => {},
    /** The loading toast goes, SOUBOR_STAZEN shows. */
    notifyDownloadDone: () => {},
    /** The loading toast goes, SOUBOR_CHYBA_STAHOVANI shows. */
    notifyDownloadFailed: (_, _params: { error: unknown }) => {},
    /** Saves the file under its name. */
    saveFile: (_, _params: { file: DownloadedFile }) => {},
    rememberKey: assign((_, params: { key: unknown }) => ({ key: params.key })),
    forgetKey: assign({ key: null }),
  },
}).createMachine({
  id: 'fileDownload',
  description:
    'A click downloads the file: STAHOVANI_SOUBORU, then the file is saved with SOUBOR_STAZEN, or SOUBOR_CHYBA_STAHOVANI. Clicks while a download runs are ignored.',
  context: { key: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing is being downloaded.',
      on: {
        'download.start': { target: 'downloading', actions: { type: 'rememberKey', params: ({ event }) => ({ key: event.key }) } },
      },
    },
    downloading: {
      description: 'STAHOVANI_SOUBORU shows; further clicks are ignored.',
      entry: 'notifyDownloadStarted',
      invoke: {
        id: 'fetchFile',
        src: 'fetchFile',
        input: ({ context }) => ({ key: context.key }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'saveFile', params: ({ event }) => ({ file: event.output }) }, 'notifyDownloadDone', 'forgetKey'],
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'notifyDownloadFailed', params: ({ event }) => ({ error: event.error }) }, 'forgetKey'],
        },
      },
    },
  },
});

export type FileDownloadSnapshot = SnapshotFrom<typeof fileDownloadMachine>;

/** The key being downloaded, null when none. */
export const downloadingKeyOf = (snapshot: FileDownloadSnapshot): unknown =>
  snapshot.matches('downloading') ? snapshot.context.key : null;
