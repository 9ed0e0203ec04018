import './dom-setup';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { AppToaster, TOAST_DURATION, clearToasts, notify, toaster } from '../../../../src/components/ui/toaster';

/** Every toast the store publishes (creation, and { message: 'DISMISS' } for a dismissal). */
function recordToasts() {
  const published: { id: string; type?: string; title?: unknown; message?: string; duration?: number }[] = [];
  const stop = toaster.subscribe((toast: { id: string; type?: string; title?: unknown; message?: string; duration?: number }) =>
    published.push(toast),
  );
  return { published, stop };
}

afterEach(() => {
  cleanup();
  toaster.remove();
});

describe('toasts (document 2 §9)', () => {
  it('a promise toast shows loading, then success; the loading one is dismissed', async () => {
    const { published, stop } = recordToasts();
    let resolve!: (value: string) => void;
    const result = notify.promise(new Promise<string>((r) => (resolve = r)), {
      loading: 'Ukládání…',
      success: 'Uloženo.',
      error: 'Nepodařilo se uložit.',
    });
    const loading = published.find((toast) => toast.title === 'Ukládání…')!;
    expect(loading.type).toBe('loading');
    expect(loading.duration).toBe(Infinity);
    resolve('hotovo');
    await expect(result).resolves.toBe('hotovo');
    expect(published.some((toast) => toast.id === loading.id && toast.message === 'DISMISS')).toBe(true);
    const success = published.find((toast) => toast.title === 'Uloženo.')!;
    expect(success.type).toBe('success');
    expect(success.duration).toBe(TOAST_DURATION.success);
    expect(published.some((toast) => toast.title === 'Nepodařilo se uložit.')).toBe(false);
    stop();
  });

  it('a rejected promise shows the error toast, dismisses the loading one and rethrows', async () => {
    const { published, stop } = recordToasts();
    const failure = new Error('HTTP 500');
    const result = notify.promise(Promise.reject(failure), {
      loading: 'Stahování souboru…',
      success: 'Soubor byl stažen.',
      error: 'Soubor se nepodařilo stáhnout.',
    });
    await expect(result).rejects.toBe(failure);
    const loading = published.find((toast) => toast.title === 'Stahování souboru…')!;
    expect(published.some((toast) => toast.id === loading.id && toast.message === 'DISMISS')).toBe(true);
    const error = published.find((toast) => toast.title === 'Soubor se nepodařilo stáhnout.')!;
    expect(error.type).toBe('error');
    expect(error.duration).toBe(TOAST_DURATION.error);
    expect(published.some((toast) => toast.title === 'Soubor byl stažen.')).toBe(false);
    stop();
  });

  it('renders loading, then only the success toast', async () => {
    render(<AppToaster />);
    let resolve!: () => void;
    let result!: Promise<void>;
    act(() => {
      result = notify.promise(new Promise<void>((r) => (resolve = r)), {
        loading: 'Vytváření PDF…',
        success: 'PDF bylo vytvořeno.',
        error: 'PDF se nepodařilo vytvořit.',
      });
    });
    expect(await screen.findByText('Vytváření PDF…')).toBeTruthy();
    await act(async () => {
      resolve();
      await result;
    });
    expect(await screen.findByText('PDF bylo vytvořeno.')).toBeTruthy();
    // Removed after the removal delay of 1000 ms.
    await waitFor(() => expect(screen.queryByText('Vytváření PDF…')).toBeNull(), { timeout: 8000 });
  }, 15000);

  it('kinds and durations: info and error 4000 ms, success 2000 ms, loading unlimited', () => {
    const { published, stop } = recordToasts();
    notify.info('Info');
    notify.error('Chyba');
    notify.success('Hotovo');
    notify.loading('Načítání…');
    expect(published.filter((toast) => toast.message !== 'DISMISS').map((toast) => [toast.type, toast.duration])).toEqual([
      ['info', 4000],
      ['error', 4000],
      ['success', 2000],
      ['loading', Infinity],
    ]);
    stop();
  });

  it('shows at most 20 toasts at once', () => {
    for (let i = 0; i < 25; i += 1) toaster.create({ type: 'info', title: `Zpráva ${i}` });
    expect(toaster.getVisibleToasts()).toHaveLength(20);
    expect(toaster.attrs.removeDelay).toBe(1000);
  });

  it('a new message replaces the ones showing instead of piling up (issue 16 §7)', () => {
    const { published, stop } = recordToasts();
    notify.success('Uloženo.');
    const first = published.find((toast) => toast.title === 'Uloženo.')!;
    notify.info('Další zpráva');
    expect(published.some((toast) => toast.id === first.id && toast.message === 'DISMISS')).toBe(true);
    const dismissedBefore = published.filter((toast) => toast.message === 'DISMISS').length;
    clearToasts();
    expect(published.filter((toast) => toast.message === 'DISMISS').length).toBeGreaterThan(dismissedBefore);
    stop();
  });
});
