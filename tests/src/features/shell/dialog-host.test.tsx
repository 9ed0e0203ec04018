import '../../components/form/dom-setup';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { dialogQueueMachine } from '../../../../machines/dialogQueue/dialogQueue.machine';
import { AppRuntimeContext } from '../../../../src/app/context';
import type { AppRuntime } from '../../../../src/app/runtime';
import { useDialogQueue } from '../../../../src/app/use-dialog-queue';
import { DialogHost } from '../../../../src/features/shell/DialogHost';

afterEach(cleanup);

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A page with delete buttons that ask through the queue, and the host that shows the dialogs. */
function renderWithQueue(actions: Record<string, () => Promise<unknown>>) {
  const dialogQueue = createActor(dialogQueueMachine).start();
  function Page() {
    const { confirm } = useDialogQueue();
    return (
      <>
        <h1 data-page-title="" tabIndex={-1}>
          Očkování
        </h1>
        {Object.entries(actions).map(([name, onConfirm]) => (
          <button
            key={name}
            type="button"
            onClick={() =>
              confirm({ title: `Smazat ${name}`, question: `Opravdu chcete smazat ${name}?`, confirmLabel: 'Smazat', onConfirm })
            }
          >
            {`Smazat ${name}`}
          </button>
        ))}
      </>
    );
  }
  render(
    <AppRuntimeContext.Provider value={{ part: () => dialogQueue } as unknown as AppRuntime}>
      <Page />
      <DialogHost />
    </AppRuntimeContext.Provider>,
  );
  return dialogQueue;
}

// The dialog's Ark parts load on first use (a dynamic import): on a busy CI machine the first one
// can take longer than findBy's default second.
const firstLoad = { timeout: 10_000 };

describe('DialogHost', () => {
  it("shows a queued confirmation with its question, 'Zrušit' and the confirm button; cancelling returns the focus", async () => {
    const user = userEvent.setup();
    renderWithQueue({ očkování: () => Promise.resolve() });
    const opener = screen.getByRole('button', { name: 'Smazat očkování' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Smazat očkování' }, firstLoad);
    expect(dialog.textContent).toContain('Opravdu chcete smazat očkování?');
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('runs the action on confirm: the buttons wait, a failure shows inside, success closes it and the next dialog shows', async () => {
    const user = userEvent.setup();
    const first = deferred();
    const second = deferred();
    let calls = 0;
    const queue = renderWithQueue({
      dokument: () => {
        calls += 1;
        return calls === 1 ? first.promise : second.promise;
      },
      záznam: () => Promise.resolve(),
    });
    // Two requests at once: the second waits behind the first.
    act(() => {
      screen.getByRole('button', { name: 'Smazat dokument' }).click();
      screen.getByRole('button', { name: 'Smazat záznam' }).click();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Smazat dokument' }, firstLoad);
    await user.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    expect((within(dialog).getByRole('button', { name: 'Smazat' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Zrušit' }) as HTMLButtonElement).disabled).toBe(true);
    // The dialog cannot be closed while the delete runs.
    act(() => queue.send({ type: 'dialog.close', id: queue.getSnapshot().context.queue[0].id }));
    expect(screen.getByRole('dialog', { name: 'Smazat dokument' })).toBeTruthy();

    await act(async () => first.reject(new Error('Záznam se nepodařilo smazat.')));
    expect(await within(dialog).findByText('Záznam se nepodařilo smazat.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    expect(calls).toBe(2);
    await act(async () => second.resolve());
    // The next request of the queue shows.
    expect(await screen.findByRole('dialog', { name: 'Smazat záznam' }, firstLoad)).toBeTruthy();
  });

  it('a deleted opener leaves the focus to the page title', async () => {
    const user = userEvent.setup();
    const dialogQueue = createActor(dialogQueueMachine).start();
    function Record() {
      const { confirm } = useDialogQueue();
      const [deleted, setDeleted] = useState(false);
      return (
        <>
          <h1 data-page-title="" tabIndex={-1}>
            Očkování
          </h1>
          {deleted ? null : (
            <button
              type="button"
              onClick={() =>
                confirm({ title: 'Smazat očkování', question: 'Opravdu?', confirmLabel: 'Smazat', onConfirm: async () => setDeleted(true) })
              }
            >
              Smazat očkování
            </button>
          )}
        </>
      );
    }
    render(
      <AppRuntimeContext.Provider value={{ part: () => dialogQueue } as unknown as AppRuntime}>
        <Record />
        <DialogHost />
      </AppRuntimeContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Smazat očkování' }));
    const dialog = await screen.findByRole('dialog', { name: 'Smazat očkování' }, firstLoad);
    await user.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Očkování' })));
  });
});
