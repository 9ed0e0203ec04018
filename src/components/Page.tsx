import { useDeferredValue, type ReactNode } from 'react';
import { css, cx } from '../../styled-system/css';

/** A screen: its h1 and content, centred and width-limited. */
export function Page({
  title,
  children,
  className,
  hideTitle = false,
}: {
  title: string;
  children?: ReactNode;
  className?: string;
  hideTitle?: boolean;
}) {
  // The heading at once, the content as a transition: a screen's mount is the largest render of
  // its first visit, and a transition renders in slices that yield to the browser between them
  // (the router's own render is one blocking task).
  const showContent = useDeferredValue(true, false);
  return (
    <div
      className={cx(
        css({
          display: 'flex',
          flexDirection: 'column',
          gap: '5',
          w: 'full',
          maxW: 'content',
          mx: 'auto',
          px: { base: '4', md: '6' },
          py: { base: '5', md: '8' },
        }),
        className,
      )}
    >
      <h1
        data-page-title=""
        tabIndex={-1}
        className={hideTitle ? css({ srOnly: true }) : css({ textStyle: 'pageTitle', color: 'fg.default', outline: 'none' })}
      >
        {title}
      </h1>
      {showContent ? children : null}
    </div>
  );
}
