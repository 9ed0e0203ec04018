import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { css } from '../../../styled-system/css';
import { IconAlert, IconCheck, IconClose, IconInfo } from '../boot-icons';
import { Spinner } from './Spinner';
import { bootTexts } from '../../texts/boot';

/** Toast durations of document 2 §9 (ms). */
export const TOAST_DURATION = {
  plain: 4000,
  error: 4000,
  success: 2000,
  loading: Infinity,
  shell: 10000,
  form: 30000,
} as const;

export type ToastType = 'info' | 'success' | 'error' | 'loading';

export interface ToastOptions {
  type?: ToastType;
  title: ReactNode;
  description?: ReactNode;
  /** ms; Infinity stays until dismissed. */
  duration?: number;
}

export interface Toast extends Required<Pick<ToastOptions, 'type' | 'duration'>> {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** 'closed' during the removal delay (fading out). */
  state: 'open' | 'closed';
}

/** What subscribers hear: a toast as created, or its dismissal. */
export type ToastEvent = Toast | { id: string; message: 'DISMISS' };

/**
 * The app's single toaster (document 2 §9): at most 20 toasts at once, removal delay 1000 ms.
 * A small store of its own rather than Ark's toast machine: toasts are part of every first visit,
 * and a list with timers is all the app needs. Use `notify.*` for the spec's per-kind durations.
 */
function createToastStore(attrs: { max: number; removeDelay: number }) {
  let toasts: readonly Toast[] = [];
  // The newest `max` of them, kept as one array until the next change (useSyncExternalStore compares by reference).
  let visible: readonly Toast[] = toasts;
  let counter = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<(event: ToastEvent) => void>();
  const watchers = new Set<() => void>();

  const changed = () => {
    visible = toasts.slice(-attrs.max);
    watchers.forEach((watch) => watch());
  };
  const publish = (event: ToastEvent) => listeners.forEach((listener) => listener(event));
  const clearTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  };

  function remove(id?: string): void {
    for (const toast of toasts) if (id === undefined || toast.id === id) clearTimer(toast.id);
    toasts = id === undefined ? [] : toasts.filter((toast) => toast.id !== id);
    changed();
  }

  function dismiss(id?: string): void {
    const closing = toasts.filter((toast) => toast.state === 'open' && (id === undefined || toast.id === id));
    if (closing.length === 0) return;
    toasts = toasts.map((toast) => (closing.includes(toast) ? { ...toast, state: 'closed' } : toast));
    for (const toast of closing) {
      clearTimer(toast.id);
      timers.set(
        toast.id,
        setTimeout(() => remove(toast.id), attrs.removeDelay),
      );
      publish({ id: toast.id, message: 'DISMISS' });
    }
    changed();
  }

  function create(options: ToastOptions): string {
    counter += 1;
    const toast: Toast = {
      id: `toast-${counter}`,
      type: options.type ?? 'info',
      title: options.title,
      description: options.description,
      duration: options.duration ?? TOAST_DURATION.plain,
      state: 'open',
    };
    toasts = [...toasts, toast];
    if (Number.isFinite(toast.duration))
      timers.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), toast.duration),
      );
    publish(toast);
    changed();
    return toast.id;
  }

  return {
    attrs,
    create,
    dismiss,
    remove,
    /** The toasts on screen: the newest `max` of those not removed yet. */
    getVisibleToasts: (): readonly Toast[] => visible,
    subscribe(listener: (event: ToastEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** For the view (useSyncExternalStore). */
    watch(watcher: () => void): () => void {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
}

export const toaster = createToastStore({ max: 20, removeDelay: 1000 });

type Text = string;

/**
 * One message at a time (issue 16 §7): a new toast replaces the ones showing instead of piling up
 * over the content; the spec's maximum of 20 stays the toaster's limit. `toaster.create` directly
 * (the attachment picker's rejections, which belong together) still adds to what shows.
 */
function replaceWith(options: ToastOptions): string {
  toaster.dismiss();
  return toaster.create(options);
}

/** Clears every toast: a dialog opened (a toast never sits over a modal). */
export function clearToasts(): void {
  toaster.dismiss();
}

export const notify = {
  info: (title: Text, description?: Text) => replaceWith({ type: 'info', title, description, duration: TOAST_DURATION.plain }),
  success: (title: Text, description?: Text) => replaceWith({ type: 'success', title, description, duration: TOAST_DURATION.success }),
  error: (title: Text, description?: Text) => replaceWith({ type: 'error', title, description, duration: TOAST_DURATION.error }),
  loading: (title: Text) => replaceWith({ type: 'loading', title, duration: TOAST_DURATION.loading }),
  /** loading → success or error; the loading toast is dismissed when the promise settles */
  promise: async <T,>(promise: Promise<T>, texts: { loading: Text; success: Text; error: Text }): Promise<T> => {
    const id = replaceWith({ type: 'loading', title: texts.loading, duration: TOAST_DURATION.loading });
    try {
      const value = await promise;
      toaster.dismiss(id);
      notify.success(texts.success);
      return value;
    } catch (error) {
      toaster.dismiss(id);
      notify.error(texts.error);
      throw error;
    }
  },
};

const regionStyle = css({
  position: 'fixed',
  insetX: '0',
  bottom: 'max(1rem, env(safe-area-inset-bottom))',
  zIndex: 'toast',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3',
  px: '4',
  pointerEvents: 'none',
  listStyle: 'none',
  m: '0',
});

const rootStyle = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  w: 'min(calc(100vw - 2rem), 420px)',
  p: '3',
  pr: '2',
  bg: 'grey.900',
  color: 'white',
  borderRadius: 'control',
  boxShadow: 'raised',
  pointerEvents: 'auto',
  // No fading: text at partial opacity fails the contrast check while it fades. A dismissed
  // toast is hidden at once and removed after the removal delay.
  '&[data-state=closed]': { visibility: 'hidden' },
  '&[data-type=error]': { bg: 'red.800' },
  '&[data-type=success]': { bg: 'green.800' },
});

function ToastIcon({ type }: { type?: string }) {
  if (type === 'loading') return <Spinner size={22} />;
  if (type === 'error') return <IconAlert />;
  if (type === 'success') return <IconCheck />;
  return <IconInfo />;
}

const noToasts: readonly Toast[] = [];

/** Renders the toasts at the bottom of the screen; mounted once in the root route. */
export function AppToaster() {
  const toasts = useSyncExternalStore(toaster.watch, toaster.getVisibleToasts, () => noToasts);
  if (typeof document === 'undefined') return null;
  return createPortal(
    // The region is always there, so a screen reader hears each new toast (aria-live).
    <section aria-label="Oznámení" aria-live="polite" className={regionStyle}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.type === 'error' ? 'alert' : 'status'}
          data-scope="toast"
          data-part="root"
          data-state={toast.state}
          data-type={toast.type}
          className={rootStyle}
        >
          <span className={css({ flexShrink: 0, mt: '0.5', color: 'white', '& [role=status]': { color: 'white' } })}>
            <ToastIcon type={toast.type} />
          </span>
          <div className={css({ flex: 1, minW: 0, py: '0.5' })}>
            <div className={css({ fontWeight: 'semibold' })}>{toast.title}</div>
            {toast.description ? <div className={css({ fontSize: 'sm', opacity: 0.9 })}>{toast.description}</div> : null}
          </div>
          <button
            type="button"
            aria-label={bootTexts.ZAVRIT}
            onClick={() => toaster.dismiss(toast.id)}
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              flexShrink: 0,
              w: 'touch',
              h: 'touch',
              mt: '-2',
              mb: '-2',
              borderRadius: 'full',
              cursor: 'pointer',
              color: 'white',
              _hover: { bg: 'rgba(255,255,255,0.15)' },
              _focusVisible: { outline: '2px solid white' },
            })}
          >
            <IconClose size={20} />
          </button>
        </div>
      ))}
    </section>,
    document.body,
  );
}
