import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { DeepKeys } from '@tanstack/react-form';
import type { z } from 'zod';
import { isApiRequestError } from '../../lib/api-client';
import { describeApiError } from '../../lib/errors';
import { fieldErrors } from '../../../contract/rules';
import { fieldNameOfPath, serverErrorsByField } from './schema';
import { readPath, useFormValues, type FormValues } from './form-values';

/**
 * The form layer (docs/adr/0005-form-mechanism.md): form-values.ts holds the values (what the
 * layer used of TanStack Form); validation comes only from the contract's zod schema — one schema per form, the one the
 * server validates the call with:
 * - the whole form is validated 500 ms after the last change (document 2 §9), and a field shows its
 *   messages once the user has changed or left it; on submit at once, with every message;
 * - submit runs only when the form is valid and not disabled; the submit button is disabled while
 *   submitting; an invalid submit focuses the first invalid field;
 * - onSubmit receives the schema's output (blank is absent: '' became undefined);
 * - a 400 with `chyby` shows the server's messages on the same fields ('_form' in the summary);
 *   a field's server message goes when its value changes; nothing typed is lost on a server error.
 */

/** Document 2 §9: form validation debounce. */
export const FORM_VALIDATION_DEBOUNCE_MS = 500;

type Errors = Readonly<Record<string, readonly string[]>>;

export interface FormErrorState {
  /** Messages of the last validation run, by field name ('_form' for the form). */
  client: Errors;
  /** Messages of the server's 400 (`chyby`), by field name. */
  server: Errors;
  /** Fields whose messages show (changed or left, and validated since). */
  revealed: ReadonlySet<string>;
  /** True after the first submit: every message shows. */
  submitted: boolean;
  submitting: boolean;
  /** A submit error that is not a 400 with field messages (shown by FormErrorSummary). */
  submitError: string | null;
  /** Bumped on a failed submit, so the form focuses the first invalid field. */
  focusRequest: number;
}

const initialErrorState: FormErrorState = {
  client: {},
  server: {},
  revealed: new Set(),
  submitted: false,
  submitting: false,
  submitError: null,
  focusRequest: 0,
};

/** A tiny external store for the error state (read with useSyncExternalStore). */
class ErrorStore {
  state: FormErrorState = initialErrorState;
  private listeners = new Set<() => void>();
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  get = () => this.state;
  set(update: Partial<FormErrorState>) {
    this.state = { ...this.state, ...update };
    for (const listener of this.listeners) listener();
  }
}

/** The values of a form: state.values, setFieldValue, reset, store (subscribe), Subscribe. */
export type FormApiOf<TValues> = FormValues<TValues>;

export interface ContractFormOptions<TValues, S extends z.ZodType> {
  /** The contract's schema of this form (the same one the server uses). */
  schema: S;
  /** The values as the controls hold them ('' for an empty text, false for a checkbox, [] for a multi-select). */
  defaultValues: TValues;
  /** Called with the schema's output when the form is valid. A thrown ApiRequestError 400 puts its `chyby` on the fields. */
  onSubmit: (value: z.output<S>, values: TValues) => unknown | Promise<unknown>;
  /** A disabled form does not submit. */
  disabled?: boolean;
  /** Override of the 500 ms debounce (tests). */
  debounceMs?: number;
}

export interface ContractForm<TValues, S extends z.ZodType = z.ZodType> {
  /** The values: state.values, setFieldValue, reset, store (useFormStore), Subscribe. */
  api: FormApiOf<TValues>;
  schema: S;
  disabled: boolean;
  /** Validates now, shows every message, and submits when valid. */
  submit: () => Promise<void>;
  /** Validates now without submitting; true when valid. */
  validateNow: () => boolean;
  /** The error state (subscribe with useFormErrors). */
  errors: ErrorStore;
  /** Marks a field as interacted with: its messages show after the next validation. */
  touch: (name: string) => void;
  /** Puts server messages (a `chyby` map) on the fields. */
  setServerErrors: (chyby: Record<string, readonly string[]>) => void;
  /** Field names of the rendered controls (messages for other names go to the summary). */
  registered: Set<string>;
}

/** The messages shown for a field now. */
export function visibleErrors(state: FormErrorState, name: string): string[] {
  const server = state.server[name] ?? [];
  const client = state.submitted || state.revealed.has(name) ? (state.client[name] ?? []) : [];
  return [...client, ...server.filter((message) => !client.includes(message))];
}

/**
 * Any form, for code that only reads its field state or errors. The values type is erased: such
 * code works for every form, and ContractForm is invariant in it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: one home for the erased form type
export type AnyContractForm = ContractForm<any, any>;

/** Reads the error state of a form (re-renders on change). */
export function useFormErrors<T>(form: AnyContractForm, select: (state: FormErrorState) => T): T {
  const store = form.errors;
  // The selection is recomputed only when the state changes, so a selector may return a new array.
  const cache = useRef<{ state: FormErrorState; select: (state: FormErrorState) => T; selected: T } | null>(null);
  const read = () => {
    const state = store.get();
    if (cache.current?.state !== state || cache.current.select !== select) cache.current = { state, select, selected: select(state) };
    return cache.current.selected;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}

/**
 * A form validated by a contract schema.
 *
 * ```tsx
 * const form = useContractForm({ schema: ockovaniSchema, defaultValues: { datum: '', nemoc: '' }, onSubmit: (value) => api.call(...) });
 * <ContractFormRoot form={form}>
 *   <FormField form={form} name="nemoc">{(field) => <TextInput label="Nemoc" {...field} />}</FormField>
 *   <FormErrorSummary form={form} />
 *   <SubmitButton form={form}>Uložit</SubmitButton>
 * </ContractFormRoot>
 * ```
 */
export function useContractForm<TValues extends object, S extends z.ZodType>(
  options: ContractFormOptions<TValues, S>,
): ContractForm<TValues, S> {
  const api = useFormValues(options.defaultValues);
  const storeRef = useRef<ErrorStore | null>(null);
  storeRef.current ??= new ErrorStore();
  const errors = storeRef.current;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const registered = useRef(new Set<string>()).current;
  const pendingReveal = useRef(new Set<string>()).current;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Values of the fields when the server's messages arrived (a message goes when its field changes). */
  const serverSnapshot = useRef<Record<string, unknown>>({});

  const runValidation = useCallback((): { success: boolean; data?: unknown } => {
    const result = optionsRef.current.schema.safeParse(api.state.values);
    const client = result.success ? {} : fieldErrors(result.error, fieldNameOfPath);
    const revealed = new Set(errors.state.revealed);
    for (const name of pendingReveal) revealed.add(name);
    pendingReveal.clear();
    errors.set({ client, revealed });
    return result.success ? { success: true, data: result.data } : { success: false };
  }, [api, errors, pendingReveal]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      runValidation();
    }, optionsRef.current.debounceMs ?? FORM_VALIDATION_DEBOUNCE_MS);
  }, [runValidation]);

  const touch = useCallback(
    (name: string) => {
      pendingReveal.add(name);
      schedule();
    },
    [pendingReveal, schedule],
  );

  // Every change of the values: re-validate after the debounce; drop server messages of changed fields.
  useEffect(() => {
    let last = api.state.values;
    const subscription = api.store.subscribe(() => {
      const values = api.state.values;
      if (values === last) return;
      last = values;
      schedule();
      const server = errors.state.server;
      const keys = Object.keys(server);
      if (keys.length) {
        const kept: Record<string, readonly string[]> = {};
        for (const key of keys) {
          if (key === '_form' || Object.is(readPath(values, key), serverSnapshot.current[key])) kept[key] = server[key];
        }
        if (Object.keys(kept).length !== keys.length) errors.set({ server: kept });
      }
    });
    return () => {
      subscription.unsubscribe();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [api, errors, schedule]);

  const setServerErrors = useCallback(
    (chyby: Record<string, readonly string[]>) => {
      const server = serverErrorsByField(chyby);
      serverSnapshot.current = Object.fromEntries(Object.keys(server).map((key) => [key, readPath(api.state.values, key)]));
      errors.set({ server, focusRequest: errors.state.focusRequest + 1 });
    },
    [api, errors],
  );

  const validateNow = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    errors.set({ submitted: true });
    return runValidation().success;
  }, [errors, runValidation]);

  const submit = useCallback(async () => {
    const current = optionsRef.current;
    if (current.disabled || errors.state.submitting) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    errors.set({ submitted: true, submitError: null });
    const result = runValidation();
    if (!result.success) {
      errors.set({ focusRequest: errors.state.focusRequest + 1 });
      return;
    }
    errors.set({ submitting: true, server: {} });
    try {
      await current.onSubmit(result.data as z.output<S>, api.state.values);
      errors.set({ submitting: false });
    } catch (error) {
      const described = describeApiError(error);
      if (isApiRequestError(error) && described.chyby && Object.keys(described.chyby).length) {
        errors.set({ submitting: false });
        setServerErrors(described.chyby);
      } else {
        errors.set({ submitting: false, submitError: described.message, focusRequest: errors.state.focusRequest + 1 });
      }
    }
  }, [api, errors, runValidation, setServerErrors]);

  return useMemo(
    () => ({
      api,
      schema: options.schema,
      disabled: options.disabled ?? false,
      submit,
      validateNow,
      errors,
      touch,
      setServerErrors,
      registered,
    }),
    [api, options.schema, options.disabled, submit, validateNow, errors, touch, setServerErrors, registered],
  );
}

export type FieldName<TValues> = DeepKeys<TValues>;
