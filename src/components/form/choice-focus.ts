import { useState, type FocusEvent } from 'react';

/**
 * The keyboard focus ring of a checkbox or radio whose real input is visually hidden: the drawn box
 * shows it (data-focus-visible) when the browser would show a ring on the input itself — after Tab
 * or the arrow keys, not after a click.
 */
export function useFocusVisible<T = true>(): [
  T | null,
  { onFocus: (event: FocusEvent<HTMLInputElement>, value: T) => void; onBlur: () => void },
] {
  const [focused, setFocused] = useState<T | null>(null);
  return [
    focused,
    {
      onFocus: (event, value) => setFocused(focusVisible(event.currentTarget) ? value : null),
      onBlur: () => setFocused(null),
    },
  ];
}

function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // a DOM without the selector (the unit tests' jsdom): show the ring, as for a keyboard
    return true;
  }
}

/** The input stays in the page for keyboards, screen readers and forms, but is not drawn (the box is). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
} as const;

/** `data-x=""` when true, absent otherwise (what the recipes' `&[data-x]` selectors read). */
export const dataFlag = (on: boolean | undefined) => (on ? '' : undefined);
