import { Toast, Toaster, createToaster } from '@ark-ui/react/toast';
import { Portal } from '@ark-ui/react/portal';
import { css } from '../../../styled-system/css';
import { IconAlert, IconCheck, IconClose, IconInfo } from '../icons';
import { Spinner } from './Spinner';
import { cs } from '../../texts/cs';

/** Toast durations of document 2 §9 (ms). */
export const TOAST_DURATION = {
  plain: 4000,
  error: 4000,
  success: 2000,
  loading: Infinity,
  shell: 10000,
  form: 30000,
} as const;

/**
 * The app's single toaster: at most 20 toasts at once, removal delay 1000 ms.
 * Use `notify.*` for the spec's per-kind durations; `toaster.create` stays available.
 */
export const toaster = createToaster({
  placement: 'bottom',
  max: 20,
  removeDelay: 1000,
  overlap: false,
  gap: 12,
});

type Text = string;

/**
 * One message at a time (issue 16 §7): a new toast replaces the ones showing instead of piling up
 * over the content; the spec's maximum of 20 stays the toaster's limit. `toaster.create` directly
 * (the attachment picker's rejections, which belong together) still adds to what shows.
 */
function replaceWith(options: Parameters<typeof toaster.create>[0]): string {
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
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale)',
  zIndex: 'var(--z-index)',
  height: 'var(--height)',
  opacity: 'var(--opacity)',
  willChange: 'translate, opacity, scale',
  transition: 'translate 400ms, scale 400ms, opacity 400ms, height 400ms',
  '&[data-type=error]': { bg: 'red.800' },
  '&[data-type=success]': { bg: 'green.800' },
});

function ToastIcon({ type }: { type?: string }) {
  if (type === 'loading') return <Spinner size={22} />;
  if (type === 'error') return <IconAlert />;
  if (type === 'success') return <IconCheck />;
  return <IconInfo />;
}

/** Renders the toasts; mounted once in the root route. */
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} aria-label="Oznámení" className={css({ zIndex: 'toast' })}>
        {(toast) => (
          <Toast.Root key={toast.id} className={rootStyle}>
            <span className={css({ flexShrink: 0, mt: '0.5', color: 'white', '& [role=status]': { color: 'white' } })}>
              <ToastIcon type={toast.type} />
            </span>
            <div className={css({ flex: 1, minW: 0, py: '0.5' })}>
              <Toast.Title className={css({ fontWeight: 'semibold' })}>{toast.title}</Toast.Title>
              {toast.description ? (
                <Toast.Description className={css({ fontSize: 'sm', opacity: 0.9 })}>{toast.description}</Toast.Description>
              ) : null}
            </div>
            <Toast.CloseTrigger
              aria-label={cs.ZAVRIT}
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
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
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
