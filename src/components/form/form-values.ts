import { createElement, Fragment, useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { DeepKeys, DeepValue } from '@tanstack/react-form';

/**
 * The values of a form (docs/adr/0005-form-mechanism.md): what the form layer used of TanStack Form
 * — the values, a field's value and its change, `setFieldValue`, `reset`, a subscription and
 * `Subscribe` — in a store of its own. The layer never used TanStack's validators or field meta,
 * and the library was about 14 KB of gzip on the first visit of every form screen (issue 38).
 * The behaviour is TanStack Form's: values change immutably along the field's path ('adresa.obec',
 * 'rocis[1]'), and a form that no one has touched yet follows new default values (a render with
 * other `defaultValues`, deeply compared).
 */
export interface FormValuesState<TValues> {
  values: TValues;
}

export interface FormValuesStore<TValues> {
  readonly state: FormValuesState<TValues>;
  subscribe: (listener: () => void) => { unsubscribe: () => void };
}

export class FormValues<TValues> {
  private current: FormValuesState<TValues>;
  private defaults: TValues;
  private listeners = new Set<() => void>();
  /** A field was changed or left since the last reset: new default values no longer replace the values. */
  private touched = false;
  readonly store: FormValuesStore<TValues>;

  constructor(defaultValues: TValues) {
    this.defaults = defaultValues;
    this.current = { values: defaultValues };
    const read = () => this.current;
    this.store = {
      get state() {
        return read();
      },
      subscribe: (listener) => {
        this.listeners.add(listener);
        return { unsubscribe: () => void this.listeners.delete(listener) };
      },
    };
  }

  get state(): FormValuesState<TValues> {
    return this.current;
  }

  private setValues(values: TValues) {
    this.current = { values };
    for (const listener of [...this.listeners]) listener();
  }

  getFieldValue<TName extends DeepKeys<TValues>>(name: TName): DeepValue<TValues, TName> {
    return readPath(this.current.values, String(name)) as DeepValue<TValues, TName>;
  }

  setFieldValue<TName extends DeepKeys<TValues>>(name: TName, value: DeepValue<TValues, TName>): void {
    this.touched = true;
    this.setValues(setPath(this.current.values, pathOf(String(name)), value) as TValues);
  }

  /** A field was left (it counts as touched, as in TanStack Form). */
  markTouched(): void {
    this.touched = true;
  }

  /** Back to the default values, or to `values`, which become the defaults. */
  reset(values?: TValues): void {
    if (values) this.defaults = values;
    this.touched = false;
    this.setValues(values ?? this.defaults);
  }

  /** New default values of a render: they replace the values while no field has been touched. */
  updateDefaults(values: TValues): void {
    if (sameValue(values, this.defaults)) return;
    this.defaults = values;
    if (!this.touched) this.setValues(values);
  }

  /** Renders `children` with the selected part of the state, again when it changes. */
  Subscribe = <T>(props: { selector: (state: FormValuesState<TValues>) => T; children: (selected: T) => ReactNode }) =>
    createElement(Subscribe<TValues, T>, { store: this.store, ...props });
}

function Subscribe<TValues, T>({
  store,
  selector,
  children,
}: {
  store: FormValuesStore<TValues>;
  selector: (state: FormValuesState<TValues>) => T;
  children: (selected: T) => ReactNode;
}) {
  return createElement(Fragment, null, children(useFormStore(store, selector)));
}

/** Creates the form's values once and passes each render's default values on (after the render, as TanStack Form did). */
export function useFormValues<TValues>(defaultValues: TValues): FormValues<TValues> {
  const [form] = useState(() => new FormValues(defaultValues));
  useLayoutEffect(() => {
    form.updateDefaults(defaultValues);
  });
  return form;
}

/** Reads a part of a form's state; re-renders when the selected part is another value (===, as TanStack's store). */
export function useFormStore<TValues, T>(store: FormValuesStore<TValues>, select: (state: FormValuesState<TValues>) => T): T {
  const cache = useRef<{ state: FormValuesState<TValues>; select: typeof select; selected: T } | null>(null);
  const read = () => {
    const state = store.state;
    if (cache.current?.state !== state || cache.current.select !== select) cache.current = { state, select, selected: select(state) };
    return cache.current.selected;
  };
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener).unsubscribe, [store]);
  return useSyncExternalStore(subscribe, read, read);
}

/** 'adresa.obec' → ['adresa', 'obec']; 'rocis[1]' → ['rocis', 1]. */
function pathOf(name: string): Array<string | number> {
  return name
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** Reads 'adresa.obec' / 'rocis[1]' from the values. */
export function readPath(values: unknown, name: string): unknown {
  let current: unknown = values;
  for (const segment of pathOf(name)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

/** A copy of `parent` with `value` at `path`; only the objects and arrays along the path are new. */
function setPath(parent: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...Array<string | number>];
  if (typeof key === 'number' && Array.isArray(parent)) {
    const copy = [...parent];
    copy[key] = setPath(parent[key], rest, value);
    return copy;
  }
  const object = parent !== null && typeof parent === 'object' ? (parent as Record<string | number, unknown>) : {};
  return { ...object, [key]: setPath(object[key], rest, value) };
}

/** Deep equality of plain values (objects, arrays, dates), as TanStack Form compares default values. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
