import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { css } from '../../styled-system/css';
import { ErrorDisplay } from './ErrorDisplay';
import { CenteredSpinner, LoadingOverlay, Spinner } from './ui/Spinner';

export interface QueryViewProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'isPlaceholderData'> & {
    refetch?: () => unknown;
  };
  children: (data: T) => ReactNode;
  /** small mode: a smaller spinner and no logo on maintenance (widgets, dialogs) */
  small?: boolean;
  /** spinner label for screen readers */
  label?: string;
}

/**
 * The loading wrapper of document 2 §8: nothing before a call, a spinner on first load,
 * the error display on failure, and a semi-transparent overlay spinner while reloading.
 */
export function QueryView<T>({ query, children, small = false, label }: QueryViewProps<T>) {
  if (query.isPending) {
    return small ? (
      <div className={css({ display: 'flex', justifyContent: 'center', py: '4' })}>
        <Spinner size={40} label={label} />
      </div>
    ) : (
      <CenteredSpinner label={label} />
    );
  }
  // A failed load can be tried again in place (no connection, a server error).
  const retry = query.refetch ? () => void query.refetch?.() : undefined;
  if (query.isError && query.data === undefined) {
    return <ErrorDisplay error={query.error} small={small} onRetry={retry} />;
  }
  const data = query.data as T;
  const reloading = query.isFetching;
  return (
    <div className={css({ position: 'relative' })} aria-busy={reloading || undefined}>
      {query.isError ? <ErrorDisplay error={query.error} small={small} onRetry={retry} /> : null}
      {children(data)}
      {reloading ? <LoadingOverlay label={label} /> : null}
    </div>
  );
}
