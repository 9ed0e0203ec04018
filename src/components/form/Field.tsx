import { useId, type ReactNode } from 'react';
import { cx } from '../../../styled-system/css';
import { formField } from '../../../styled-system/recipes';
import { IconAlert } from '../icons';
import { ELEMENT_TIMING } from '../../lib/element-timing';

/**
 * The frame every form control shares (document 2 §5 "General rules"):
 * - the label, with an orange asterisk after it when the field is required — the asterisk is
 *   aria-hidden, the required state reaches assistive technology through `required` / aria-required;
 * - a hint under the label, and under the field the error in red with an icon (not colour alone)
 *   and, for text with a maximum, the counter 'length / max';
 * - the control gets `aria-describedby` (hint, error, counter) and `aria-invalid` when an error shows.
 */

export type FieldErrors = string | readonly string[] | null | undefined;

/** The distinct messages of an error value, in order. */
export function errorList(errors: FieldErrors): string[] {
  if (!errors) return [];
  const list = typeof errors === 'string' ? [errors] : errors;
  return list.filter((message, index) => message && list.indexOf(message) === index);
}

/** Props every control takes. */
export interface FieldBaseProps {
  /** The control's id (generated when absent); the label points at it. */
  id?: string;
  /** The form field name (also the `name` attribute). */
  name?: string;
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Message(s) shown under the field in red; the control is then aria-invalid. */
  error?: FieldErrors;
  /** Shows the orange asterisk and sets `required` / aria-required. */
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

export interface FieldIds {
  control: string;
  label: string;
  hint: string;
  error: string;
  counter: string;
}

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? `pole-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return { control: base, label: `${base}-label`, hint: `${base}-hint`, error: `${base}-error`, counter: `${base}-counter` };
}

/** aria-describedby of the control: hint, error and counter, those that are shown. */
export function describedBy(ids: FieldIds, shown: { hint?: boolean; error?: boolean; counter?: boolean }): string | undefined {
  const list = [shown.hint && ids.hint, shown.error && ids.error, shown.counter && ids.counter].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

/** The a11y attributes of a control in a frame. */
export function controlAria(ids: FieldIds, props: { hint?: ReactNode; errors: string[]; counter?: boolean; required?: boolean }) {
  const invalid = props.errors.length > 0;
  return {
    id: ids.control,
    'aria-describedby': describedBy(ids, { hint: props.hint != null && props.hint !== false, error: invalid, counter: props.counter }),
    'aria-invalid': invalid ? (true as const) : undefined,
  };
}

export function RequiredMark() {
  const styles = formField();
  return (
    <span className={styles.required} aria-hidden="true" data-required-mark="">
      *
    </span>
  );
}

export interface FieldLabelProps {
  children: ReactNode;
  required?: boolean;
  htmlFor?: string;
  id?: string;
  as?: 'label' | 'span' | 'legend';
  className?: string;
}

export function FieldLabel({ children, required, htmlFor, id, as = 'label', className }: FieldLabelProps) {
  const styles = formField();
  const content = (
    <>
      {children}
      {required ? <RequiredMark /> : null}
    </>
  );
  if (as === 'legend') {
    return (
      <legend id={id} className={cx(styles.label, className)} elementtiming={ELEMENT_TIMING.formField}>
        {content}
      </legend>
    );
  }
  if (as === 'span') {
    return (
      <span id={id} className={cx(styles.label, className)} elementtiming={ELEMENT_TIMING.formField}>
        {content}
      </span>
    );
  }
  return (
    <label id={id} htmlFor={htmlFor} className={cx(styles.label, className)} elementtiming={ELEMENT_TIMING.formField}>
      {content}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  if (children == null || children === false) return null;
  return (
    <p id={id} className={formField().hint}>
      {children}
    </p>
  );
}

/** The red message(s) under a field, each with the alert icon. */
export function FieldError({ id, errors }: { id: string; errors: string[] }) {
  if (!errors.length) return null;
  const styles = formField();
  return (
    <div id={id} data-field-error="">
      {errors.map((message) => (
        <p key={message} className={styles.error}>
          <IconAlert />
          <span>{message}</span>
        </p>
      ))}
    </div>
  );
}

export interface FieldFrameProps {
  ids: FieldIds;
  errors: string[];
  children: ReactNode;
  className?: string;
  /** fieldset for groups (radio group); the label then is its legend. */
  as?: 'div' | 'fieldset';
  /** Rendered under the field next to the error (the textarea counter). */
  counter?: ReactNode;
}

/** Root of a field: marks an invalid field (`data-field-invalid`) so a failed submit can focus the first one. */
export function FieldFrame({ ids, errors, children, className, as = 'div', counter }: FieldFrameProps) {
  const styles = formField();
  const Root = as;
  const invalid = errors.length > 0;
  return (
    <Root className={cx(styles.root, className)} data-field-invalid={invalid ? '' : undefined} data-field={ids.control}>
      {children}
      {invalid || counter ? (
        <div className={styles.footer}>
          <FieldError id={ids.error} errors={errors} />
          {counter}
        </div>
      ) : null}
    </Root>
  );
}
