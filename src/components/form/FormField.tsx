import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import type { DeepKeys, DeepValue } from '@tanstack/react-form';
import { css, cx } from '../../../styled-system/css';
import { button, formField } from '../../../styled-system/recipes';
import { IconAlert, IconSpinnerArc } from '../icons';
import { useFormStore } from './form-values';
import { fieldMaxLength, isFieldRequired } from './schema';
import { formTexts } from './texts';
import { useFormErrors, visibleErrors, type AnyContractForm, type ContractForm, type FormErrorState } from './useContractForm';

/** What a control needs from the form: spread it onto TextInput, DatePicker, AmountInput, … (Checkbox takes `value` too). */
export interface FormFieldBinding<V> {
  id: string;
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  /** The messages shown now (after the debounce, or at once after a submit). */
  error: string[];
  /** From the schema: a blank value does not pass. */
  required: boolean;
  /** From the schema: the maximum length of a text field (the textarea counter uses it). */
  maxLength?: number;
  disabled: boolean;
}

export interface FormFieldProps<TValues, TName extends DeepKeys<TValues>> {
  form: ContractForm<TValues>;
  name: TName;
  /** Override the schema's required state (e.g. a field required only in one branch of a refine). */
  required?: boolean;
  children: (field: FormFieldBinding<DeepValue<TValues, TName>>) => ReactNode;
}

const fieldId = (prefix: string, name: string) => `${prefix}-${name.replace(/[^a-zA-Z0-9_-]+/g, '-')}`;

/** Binds one control to a field of the form. */
export function FormField<TValues, TName extends DeepKeys<TValues>>({ form, name, required, children }: FormFieldProps<TValues, TName>) {
  const value = useFormStore(form.api.store, () => form.api.getFieldValue(name));
  const key = String(name);
  const errors = useFormErrors(form, (state) => visibleErrors(state, key).join('\n'));
  const prefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');

  useEffect(() => {
    form.registered.add(key);
    return () => {
      form.registered.delete(key);
    };
  }, [form, key]);

  return (
    <>
      {children({
        id: fieldId(`pole${prefix}`, key),
        name: key,
        value,
        onChange: (next) => {
          form.api.setFieldValue(name, next);
          form.touch(key);
        },
        onBlur: () => {
          form.api.markTouched();
          form.touch(key);
        },
        error: errors ? errors.split('\n') : [],
        required: required ?? isFieldRequired(form.schema, key),
        maxLength: fieldMaxLength(form.schema, key),
        disabled: form.disabled,
      })}
    </>
  );
}

const focusableSelector = [
  '[aria-invalid="true"]:not([disabled])',
  'input[type=radio]:checked:not([disabled])',
  'input:not([type=hidden]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Focuses the first invalid field of a form (or its error summary). */
export function focusFirstInvalid(root: HTMLElement | null): void {
  if (!root) return;
  const frame = root.querySelector<HTMLElement>('[data-field-invalid]');
  if (frame) {
    const target =
      frame.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled]):not([role=radiogroup])') ??
      frame.querySelector<HTMLElement>(focusableSelector);
    (target ?? frame).focus();
    return;
  }
  root.querySelector<HTMLElement>('[data-form-summary]')?.focus();
}

export interface ContractFormRootProps {
  form: AnyContractForm;
  children: ReactNode;
  className?: string;
  /** For a control that shows or hides the form (aria-controls). */
  id?: string;
  /** aria-label / aria-labelledby of the form landmark. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** The <form> element: native validation off (the contract's messages show instead), Enter submits, a failed submit focuses the first invalid field. */
export function ContractFormRoot({ form, children, className, ...aria }: ContractFormRootProps) {
  const ref = useRef<HTMLFormElement | null>(null);
  const focusRequest = useFormErrors(form, (state) => state.focusRequest);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(ref.current);
  }, [focusRequest]);
  return (
    <form
      ref={ref}
      noValidate
      className={className}
      {...aria}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      {children}
    </form>
  );
}

const summaryMessages = (state: FormErrorState, registered: ReadonlySet<string>): string[] => {
  const list: string[] = [];
  const add = (message: string) => {
    if (!list.includes(message)) list.push(message);
  };
  if (state.submitError) add(state.submitError);
  for (const message of state.server._form ?? []) add(message);
  if (state.submitted) for (const message of state.client._form ?? []) add(message);
  // Messages for fields that have no control on the screen would otherwise block the form unseen.
  for (const [key, messages] of Object.entries(state.server)) if (key !== '_form' && !registered.has(key)) messages.forEach(add);
  if (state.submitted)
    for (const [key, messages] of Object.entries(state.client)) if (key !== '_form' && !registered.has(key)) messages.forEach(add);
  return list;
};

/** Form-level messages: the schema's '_form' errors (after a submit), the server's '_form', other submit failures. */
export function FormErrorSummary({ form, className }: { form: AnyContractForm; className?: string }) {
  const text = useFormErrors(form, (state) => summaryMessages(state, form.registered).join('\n'));
  const styles = formField();
  if (!text) return null;
  return (
    <div
      role="alert"
      tabIndex={-1}
      data-form-summary=""
      className={cx(
        css({
          display: 'flex',
          flexDirection: 'column',
          gap: '1',
          p: '3',
          borderRadius: 'control',
          borderWidth: '1px',
          borderColor: 'danger.spec',
          bg: 'danger.subtle',
          outline: 'none',
          _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring' },
        }),
        className,
      )}
    >
      {text.split('\n').map((message) => (
        <p key={message} className={styles.error}>
          <IconAlert />
          <span>{message}</span>
        </p>
      ))}
    </div>
  );
}

export interface SubmitButtonProps {
  form: AnyContractForm;
  children: ReactNode;
  className?: string;
  block?: boolean;
}

/** The submit button: disabled while submitting (with a spinner) and when the form is disabled. */
export function SubmitButton({ form, children, className, block }: SubmitButtonProps) {
  const submitting = useFormErrors(form, (state) => state.submitting);
  return (
    <button
      type="submit"
      className={cx(button({ block }), className)}
      disabled={submitting || form.disabled}
      aria-busy={submitting || undefined}
    >
      {submitting ? <IconSpinnerArc size={20} className={css({ animation: 'spin 0.9s linear infinite' })} /> : null}
      {children}
      {submitting ? <span className={css({ srOnly: true })}>{formTexts.ODESILANI}</span> : null}
    </button>
  );
}
