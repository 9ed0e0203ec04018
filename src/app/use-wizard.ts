/**
 * What every wizard does with the browser (DESIGN §4 "A wizard keeps its step in the URL (a
 * search parameter) and its draft in session storage, so Back and reload behave as a person
 * expects"): the step in `?krok=…`, kept in step with the wizard's machine, and the draft under
 * one session-storage key per flow and person. `useWizard` puts them together for a wizard on the
 * skeleton of machines/wizard; the older flows' hooks (use-osvc-overview.ts) build on the parts.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type AnyStateMachine } from 'xstate';
import type { WizardContext, WizardInput, WizardStep, WizardValues } from '../../machines/wizard/wizard';
import { flowFailureOf } from '../lib/errors';
import { getStoredDraft, removeStoredDraft, setStoredDraft } from '../lib/storage';
import { useLockPersonSwitch } from './person-page';
import { useInspect } from './use-inspect';
import { registerUnsavedInput } from './unsaved-input';

/** The search parameter that holds a wizard's step. */
export const STEP_PARAM = 'krok';

export interface UrlStep<Step> {
  /** The URL's step as the flow reads it (a bad value reads as undefined: the first step). */
  urlStep: Step;
  /** Puts a step into the URL (undefined removes the parameter): a new history entry, or `replace`. */
  setUrlStep: (step: Step | undefined, replace: boolean) => void;
}

/** The `?krok=` of the current route, read by the flow's reader (src/lib/search-params.ts `oneOf`). */
export function useUrlStep<Step>(readStep: (raw: unknown) => Step): UrlStep<Step> {
  const raw = useSearch({ strict: false, select: (search) => (search as Record<string, unknown>)[STEP_PARAM] });
  const navigate = useNavigate();
  const setUrlStep = useCallback(
    (step: Step | undefined, replace: boolean) =>
      void navigate({
        to: '.',
        // Only the step changes; the other parameters stay. Scrolling is left to the step heading, which takes the focus.
        search: ((previous: Record<string, unknown>) => ({ ...previous, [STEP_PARAM]: step })) as never,
        replace,
        resetScroll: false,
      }),
    [navigate],
  );
  return { urlStep: readStep(raw), setUrlStep };
}

export interface StepSync<Step> {
  urlStep: Step;
  /** The step the machine shows, named as in the URL; null while it shows none (loading, left). */
  machineStep: Step | null;
  /**
   * The URL moved (Back, Forward, an address typed in): asks the machine to go there and returns the
   * step it is at afterwards — or null when the flow's hook took care of the URL itself.
   */
  goTo: (step: Step) => Step | null;
  navigate: (step: Step, replace: boolean) => void;
}

/**
 * Keeps the URL's step and the machine's step the same. The machine decides which steps may show
 * (the draft allows them); the URL follows it and asks it:
 * - the machine moved (a button, or its start) → the URL follows with a new history entry, so the
 *   browser's Back returns to the step before; the first time it only replaces the entry (a reload
 *   that resumed on another step, the first step written into the URL);
 * - the URL moved (Back, Forward) → `goTo`: the machine goes there when the draft allows it, else to
 *   the furthest step it allows, and the URL is corrected in place.
 * Our own navigations are remembered until the URL shows them, so a fast second click is never
 * mistaken for the browser's Back.
 */
export function useStepInUrl<Step>({ urlStep, machineStep, goTo, navigate }: StepSync<Step>): void {
  const seenUrl = useRef(urlStep);
  const ours = useRef<Step[]>([]);
  const settled = useRef(false);
  const latest = useRef({ goTo, navigate });
  latest.current = { goTo, navigate };

  useEffect(() => {
    let userMoved = false;
    if (urlStep !== seenUrl.current) {
      seenUrl.current = urlStep;
      const index = ours.current.indexOf(urlStep);
      if (index >= 0) ours.current.splice(0, index + 1);
      else userMoved = true;
    }
    if (machineStep === null) return;
    if (machineStep === urlStep) {
      settled.current = true;
      return;
    }
    const go = (step: Step, replace: boolean) => {
      ours.current.push(step);
      latest.current.navigate(step, replace);
    };
    if (userMoved && settled.current) {
      const landed = latest.current.goTo(urlStep);
      if (landed !== null && landed !== urlStep) go(landed, true);
      return;
    }
    if (ours.current.at(-1) === machineStep) return; // already on its way
    go(machineStep, !settled.current);
    settled.current = true;
  }, [urlStep, machineStep]);
}

export interface WizardDraft<T> {
  /** What was stored when the wizard opened (null: nothing, or not in the expected shape). */
  initial: T | null;
  save: (draft: T) => void;
  clear: () => void;
}

/**
 * A wizard's draft in session storage under 'zk.koncept.<flow>.<pojistenecId>' (src/lib/storage):
 * read once when the wizard opens, written as it changes, removed after a successful submit.
 *
 * Session storage survives a reload and moving around the app, but not closing the tab: while the
 * draft holds something typed (it differs from what the wizard started with, or was resumed), the
 * browser asks before the tab is closed or left (issue 16 §5).
 */
export function useWizardDraft<T>(flow: string, pojistenecId: string, parse: (stored: unknown) => T | null): WizardDraft<T> {
  const [initial] = useState(() => parse(getStoredDraft(flow, pojistenecId)));
  const written = useRef<string | null>(null);
  const first = useRef<string | null>(null);
  const dirty = useRef(initial !== null);
  // While dirty, the draft is registered as unsaved input: switching the person asks first and,
  // when the user agrees, discards it (src/app/unsaved-input.ts).
  const unregister = useRef<(() => void) | null>(null);
  const discard = useRef<() => void>(() => {});
  const markDirty = useCallback(() => {
    dirty.current = true;
    unregister.current ??= registerUnsavedInput(() => {
      unregister.current = null;
      discard.current();
    });
  }, []);
  const save = useCallback(
    (draft: T) => {
      const text = JSON.stringify(draft);
      if (text === written.current) return;
      first.current ??= text;
      if (text !== first.current) markDirty();
      written.current = text;
      setStoredDraft(flow, pojistenecId, draft);
    },
    [flow, pojistenecId, markDirty],
  );
  const clear = useCallback(() => {
    written.current = null;
    dirty.current = false;
    unregister.current?.();
    unregister.current = null;
    removeStoredDraft(flow, pojistenecId);
  }, [flow, pojistenecId]);
  discard.current = clear;
  useEffect(() => {
    if (dirty.current) markDirty();
    return () => {
      unregister.current?.();
      unregister.current = null;
    };
  }, [markDirty]);
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their own question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);
  return { initial, save, clear };
}

/** Runs `effect` whenever the actor's snapshot changes (persisting a draft, reacting to the end). */
export function useActorEffect<S>(
  actor: { subscribe: (listener: (snapshot: S) => void) => { unsubscribe: () => void }; getSnapshot: () => S },
  effect: (snapshot: S) => void,
): void {
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    latest.current(actor.getSnapshot());
    const subscription = actor.subscribe((snapshot) => latest.current(snapshot));
    return () => subscription.unsubscribe();
  }, [actor]);
}

/** The part of a TanStack form api a wizard step watches. */
interface WatchedForm<V> {
  state: { values: V };
  store: { subscribe: (listener: () => void) => { unsubscribe: () => void } };
}

/** Reports every change of a step form's values as it is typed (the flow keeps them for a reload and the browser's Back). */
export function useReportFormChanges<V extends object>(api: WatchedForm<V>, report: (values: V) => void): void {
  const latest = useRef(report);
  latest.current = report;
  useEffect(() => {
    let last = api.state.values;
    const subscription = api.store.subscribe(() => {
      const values = api.state.values;
      if (values === last) return;
      last = values;
      latest.current({ ...values });
    });
    return () => subscription.unsubscribe();
  }, [api]);
}

export interface WizardOptions<Fixed, Draft extends object, Step extends string, SubmitInput, Answer, Stored, Slug extends string> {
  /** A machine made by createWizardMachine (machines/wizard). */
  machine: AnyStateMachine;
  /** Session storage: the flow's key, what is kept of the context, and how it is read back. */
  flow: string;
  pojistenecId: string;
  parseStored: (stored: unknown) => Stored | null;
  toStored: (context: WizardContext<Fixed, Draft, Step, Answer>) => Stored;
  /** The URL: how `?krok=` is read and how each step is named in it. */
  readSlug: (raw: unknown) => Slug | undefined;
  slugs: Readonly<Record<Step | 'review', Slug>>;
  /** The first step is named in the URL too (else it has no parameter). */
  firstSlugInUrl?: boolean;
  /** The URL's name of the confirmation; without it the wizard's page leaves or shows its own. */
  doneSlug?: Slug;
  /** The machine's input from what was kept and the URL's step. */
  input: (stored: Stored | null, urlStep: Step | 'review' | undefined) => WizardInput<Fixed, Draft, Step>;
  /** Makes the call; resolves with the server's answer. */
  submit: (input: SubmitInput) => Promise<Answer>;
  /** Called once with the answer when the wizard is done. */
  onDone?: (answer: Answer) => void;
  /** The browser's Back after the confirmation (a new wizard). */
  onRestart?: () => void;
}

/**
 * A wizard for its views: the actor with its `submit` call and the dev inspector, the step in the
 * URL, the draft in session storage (removed once sent), no switching of the represented person
 * while sending, and the four things a view may do. Views never build events.
 */
export function useWizard<Fixed, Draft extends object, Step extends string, SubmitInput, Answer, Stored, Slug extends string>(
  options: WizardOptions<Fixed, Draft, Step, SubmitInput, Answer, Stored, Slug>,
) {
  type UrlStep = Step | 'review';
  const inspect = useInspect();
  const { urlStep, setUrlStep } = useUrlStep(options.readSlug);
  const stored = useWizardDraft(options.flow, options.pojistenecId, options.parseStored);
  const latest = useRef(options);
  latest.current = options;
  const { slugs, doneSlug, firstSlugInUrl } = options;
  const stepOfSlug = (slug: Slug | undefined) => (Object.keys(slugs) as UrlStep[]).find((step) => slugs[step] === slug);
  const firstSlug = Object.values<Slug>(slugs)[0];

  const [machine] = useState(() =>
    options.machine.provide({
      actors: {
        submit: fromPromise<Answer, SubmitInput>(async ({ input }) => {
          try {
            return await latest.current.submit(input);
          } catch (error) {
            throw flowFailureOf(error);
          }
        }),
      },
    }),
  );
  const [input] = useState(() => options.input(stored.initial, stepOfSlug(urlStep)));
  const actor = useActorRef(machine, { input, inspect });
  const snapshot = useSelector(actor, (current) => current);
  const step = snapshot.value as WizardStep<Step>;
  const context = snapshot.context as WizardContext<Fixed, Draft, Step, Answer>;
  // The answer belongs to the person it was sent for: no switching while it is being sent.
  useLockPersonSwitch(step === 'submitting');

  // The draft follows the machine and goes once it was sent.
  useActorEffect(actor, (current: { status: string; context: WizardContext<Fixed, Draft, Step, Answer> }) => {
    if (current.status === 'done') stored.clear();
    else stored.save(latest.current.toStored(current.context));
  });

  const { answer } = context;
  useEffect(() => {
    if (step === 'done' && answer) latest.current.onDone?.(answer);
  }, [step, answer]);

  const slugOf = (value: WizardStep<Step>): Slug | null =>
    value === 'done' ? (doneSlug ?? null) : value === 'submitting' || value === 'failed' ? slugs.review : slugs[value];
  useStepInUrl<Slug>({
    urlStep: urlStep ?? firstSlug,
    machineStep: slugOf(step),
    goTo: (slug) => {
      if (actor.getSnapshot().status === 'done') {
        // Back from the confirmation: it was sent, a new one starts.
        latest.current.onRestart?.();
        return null;
      }
      const wanted = stepOfSlug(slug);
      if (wanted) actor.send({ type: 'wizard.goTo', step: wanted });
      return slugOf(actor.getSnapshot().value as WizardStep<Step>);
    },
    navigate: (slug, replace) => setUrlStep(slug === firstSlug && !firstSlugInUrl ? undefined : slug, replace),
  });

  const events = useMemo(
    () => ({
      /** 'Pokračovat' with the step's values. */
      next: (values?: WizardValues<Draft>) => actor.send({ type: 'wizard.next', values }),
      /** Values typed (kept for a reload and the browser's Back). */
      change: (values: WizardValues<Draft>) => actor.send({ type: 'wizard.change', values }),
      /** 'Zpět' (the values typed on the step are already kept by `change`). */
      back: () => actor.send({ type: 'wizard.back' }),
      /** 'Upravit' on the review: one step, whose 'Pokračovat' returns to the review. */
      edit: (step: Step) => actor.send({ type: 'wizard.edit', step }),
      /** 'Odeslat', or ZKUSIT_ZNOVU after a failure. */
      confirm: () => actor.send({ type: actor.getSnapshot().value === 'failed' ? 'wizard.retry' : 'wizard.confirm' }),
    }),
    [actor],
  );
  return { step, ...context, events, stored, setUrlStep };
}
