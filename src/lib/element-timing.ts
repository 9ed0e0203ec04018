/**
 * Names for the Element Timing API (`elementtiming` attribute): the browser reports when the
 * marked element's text was first painted. The bench's trace phase (scripts/bench/trace.mjs)
 * reads them to time what a person waits for: the start page's status and a form's first field.
 */
export const ELEMENT_TIMING = {
  /** Each line of the start page's status card (they appear together, once the status is in). */
  statusCard: 'status-card',
  /** The label of every form control; the earliest painted one is the form's first field. */
  formField: 'form-field',
} as const;

// React passes the attribute through to the DOM; its types do not list it yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's type parameter
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
