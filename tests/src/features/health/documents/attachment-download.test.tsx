import '../../../components/form/dom-setup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '../../../../../src/components/ui/toaster';
import type { RecordAttachment } from '../../../../../src/features/health/documents/record-wire';

// The api client and the file saving are replaced; the toasts are the real toaster's.
const download = vi.fn();
vi.mock('../../../../../src/app', () => ({
  useApi: () => ({ download }),
  useAppRuntime: () => ({}),
  useRepresentedPerson: () => ({ setReadOnly: () => {} }),
  useSessionEvents: () => ({ unauthorized: () => {} }),
  useAccountType: () => ({ type: 'POJISTENEC' }),
}));
const saveBlob = vi.fn();
vi.mock('../../../../../src/components/attachments/save-blob', () => ({
  saveBlob: (...args: unknown[]) => saveBlob(...args),
}));

const { AttachmentLinks, useAttachmentDownload } = await import('../../../../../src/features/health/documents/record-files');

const files: RecordAttachment[] = [
  { id: 1, nazev: 'Očkovací průkaz.pdf', velikost: 1536, evidence: 'OCKOVANI' },
  { id: 2, nazev: 'Certifikát.png', velikost: 200, evidence: 'OCKOVANI' },
];

function Harness() {
  const state = useAttachmentDownload('4100001');
  return <AttachmentLinks attachments={files} download={state} />;
}

const titles = () => toaster.getVisibleToasts().map((toast) => String(toast.title));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  download.mockReset();
  saveBlob.mockReset();
  toaster.remove();
});
afterEach(() => {
  cleanup();
  toaster.remove();
});

describe('attachment download from a list', () => {
  it('shows the name and size, downloads by the attachment call, saves under nazev with the toasts; clicks wait while it runs', async () => {
    const user = userEvent.setup();
    const pending = deferred<{ blob: Blob; fileName: string | null }>();
    download.mockReturnValueOnce(pending.promise);
    render(<Harness />);
    const first = screen.getByRole('button', { name: 'Stáhnout soubor Očkovací průkaz.pdf 1,5 kB' });
    expect(first.textContent).toContain('1,5 kB');

    await user.click(first);
    expect(download).toHaveBeenCalledTimes(1);
    expect(download.mock.calls[0][1]).toEqual({ params: { pojistenecId: '4100001', evidence: 'OCKOVANI', id: '1' } });
    expect(titles()).toEqual(['Stahování souboru…']);
    expect(first.getAttribute('aria-busy')).toBe('true');

    // Ignored while downloading, also on another attachment.
    await user.click(first);
    await user.click(screen.getByRole('button', { name: /Certifikát\.png/ }));
    expect(download).toHaveBeenCalledTimes(1);

    const blob = new Blob(['%PDF-1.4']);
    await act(async () => pending.resolve({ blob, fileName: null }));
    expect(saveBlob).toHaveBeenCalledWith(blob, 'Očkovací průkaz.pdf');
    await waitFor(() => expect(titles()).toContain('Soubor byl stažen.'));
    expect(first.getAttribute('aria-busy')).toBeNull();

    // Free again.
    download.mockResolvedValueOnce({ blob: new Blob(['png']), fileName: null });
    await user.click(screen.getByRole('button', { name: /Certifikát\.png/ }));
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('a failed download shows SOUBOR_CHYBA_STAHOVANI and saves nothing', async () => {
    const user = userEvent.setup();
    download.mockRejectedValueOnce(new Error('404'));
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Certifikát\.png/ }));
    await act(async () => {});
    expect(saveBlob).not.toHaveBeenCalled();
    await waitFor(() => expect(titles()).toContain('Stažení souboru se nezdařilo.'));
    expect(titles()).not.toContain('Soubor byl stažen.');
  });

  it('renders nothing without attachments', () => {
    const { container } = render(<AttachmentLinks attachments={[]} download={{ start: () => {}, downloadingId: null }} />);
    expect(container.innerHTML).toBe('');
  });
});
