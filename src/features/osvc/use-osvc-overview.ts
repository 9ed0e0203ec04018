/**
 * The 'Podat přehled' flow for the views: one hook creates the machine's actor
 * (machines/osvcOverview) with its calls (GET /prehledOSVC through the list query, POST
 * /prehledOSVC, POST /prehledOSVCPdf) and toasts, passes it the dev inspector, keeps its step in
 * the URL (`?krok=`, wizard-url.ts) and its draft in session storage, and gives the views what
 * they read (selectors) and what they may do (intent functions). Views never build events.
 *
 * URL and machine: the machine decides which steps may show (use-wizard.ts, useStepInUrl). A
 * reload starts the machine with the stored draft at the URL's step, as far as the draft allows;
 * without a stored draft it starts on the first step. The browser's Back from the confirmation
 * leaves the wizard for the list. The draft is removed after a successful submit.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type PrehledOsvcPodany } from '../../../contract/insurance';
import { prehledOsvc } from '../../../contract/routes.gen';
import type { PrehledOsvc } from '../../../contract/entities';
import { todayIso } from '../../../contract/format';
import {
  emptyDraft,
  formValuesOf,
  inputSteps,
  isDownloadingPdf,
  osvcOverviewMachine,
  osvcViewOf,
  yearMessage,
  type InputStep,
  type OsvcDraft,
  type OsvcOverviewInput,
  type OsvcOverviewSnapshot,
  type OverviewYear,
  type UnsavedStep,
} from '../../../machines/osvcOverview/osvcOverview.machine';
import { saveBlob } from '../../components/attachments/files';
import { notify, toaster } from '../../components/ui/toaster';
import { cs } from '../../texts/cs';
import { useApi } from '../../app';
import { useInspect } from '../../app/use-inspect';
import { useLockPersonSwitch } from '../../app/person-page';
import { useActorEffect, useStepInUrl, useUrlStep, useWizardDraft } from '../../app/use-wizard';
import { flowFailureOf } from '../../lib/errors';
import { downloadOverviewPdf, overviewListQuery, overviewListQueryKey } from './api';
import { osvcStep, slugOfStep, stepOfSlug, type OsvcSlug } from './wizard-url';

/** What session storage keeps: the draft and the values typed on the current step. */
interface StoredOsvc {
  draft: OsvcDraft;
  unsaved: UnsavedStep | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseStored(stored: unknown): StoredOsvc | null {
  if (!isObject(stored) || !isObject(stored.draft)) return null;
  const unsaved =
    isObject(stored.unsaved) && (inputSteps as readonly unknown[]).includes(stored.unsaved.step) && isObject(stored.unsaved.values)
      ? (stored.unsaved as unknown as UnsavedStep)
      : null;
  // Keys missing in an older draft take their empty values.
  return { draft: { ...emptyDraft(), ...(stored.draft as Partial<OsvcDraft>) }, unsaved };
}

/** The machine's step as the URL names it; null while it shows no step (loading, left). */
function slugOf(snapshot: OsvcOverviewSnapshot): OsvcSlug | null {
  const view = osvcViewOf(snapshot);
  switch (view) {
    case 'loading':
    case 'loadFailed':
    case 'done':
      return null;
    case 'submitting':
      return 'souhrn';
    case 'submitted':
      return 'odeslano';
    default:
      return slugOfStep[view];
  }
}

const isInputStep = (view: string): view is InputStep => (inputSteps as readonly string[]).includes(view);

const focusPageTitle = () => document.querySelector<HTMLElement>('[data-page-title]')?.focus();

/** A year of the form as the first step offers it: `message` says why it cannot be filed (null: it can). */
export interface YearChoice {
  rok: number;
  message: string | null;
}

export function useOsvcOverview(pojistenecId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const inspect = useInspect();
  const { urlStep, setUrlStep } = useUrlStep(osvcStep);
  const stored = useWizardDraft('prehledOsvc', pojistenecId, parseStored);
  const toastId = useRef<string | null>(null);

  // Created once per wizard: the screen is keyed by the person.
  const [machine] = useState(() =>
    osvcOverviewMachine.provide({
      actors: {
        // The list query already holds the years: no second request.
        loadYears: fromPromise<OverviewYear[]>(async () => (await queryClient.ensureQueryData(overviewListQuery(api, pojistenecId))).roky),
        submitOverview: fromPromise<PrehledOsvcPodany, { body: PrehledOsvc }>(async ({ input }) => {
          try {
            const filed = await api.call(prehledOsvc, { params: { pojistenecId }, body: input.body as never });
            void queryClient.invalidateQueries({ queryKey: overviewListQueryKey(pojistenecId) });
            return filed;
          } catch (error) {
            throw flowFailureOf(error);
          }
        }),
        downloadPdf: fromPromise(async ({ input }: { input: { body: PrehledOsvc } }) => downloadOverviewPdf(api, pojistenecId, input.body)),
      },
      actions: {
        notifyDownloadStarted: () => {
          toastId.current = notify.loading(cs.STAHOVANI_SOUBORU);
        },
        notifyDownloadDone: () => {
          if (toastId.current) toaster.dismiss(toastId.current);
          notify.success(cs.SOUBOR_STAZEN);
        },
        notifyDownloadFailed: () => {
          if (toastId.current) toaster.dismiss(toastId.current);
          notify.error(cs.SOUBOR_CHYBA_STAHOVANI);
        },
        saveFile: (_, params) => saveBlob(params.file.blob, params.file.fileName),
      },
    }),
  );
  const [input] = useState<OsvcOverviewInput>(() => {
    const kept = stored.initial;
    const step = urlStep ? stepOfSlug(urlStep) : null;
    // Only a kept draft can resume a later step; without one the wizard starts at the beginning.
    return { today: todayIso(), draft: kept?.draft, unsaved: kept?.unsaved, step: kept && step ? step : undefined };
  });
  const actor = useActorRef(machine, { input, inspect });
  const snapshot = useSelector(actor, (current) => current);
  const view = osvcViewOf(snapshot);

  // The overview belongs to the represented person: no switching while the wizard is open.
  useLockPersonSwitch(view !== 'done');

  /** Back to the list of overviews (the wizard's entry is replaced: Back does not reopen it). */
  const leave = useCallback(() => {
    setUrlStep(undefined, true);
    requestAnimationFrame(focusPageTitle);
  }, [setUrlStep]);

  // The draft follows the machine and goes once the overview is filed.
  useActorEffect(actor, (current: OsvcOverviewSnapshot) => {
    if (current.matches('submitted')) stored.clear();
    else if (slugOf(current) !== null) stored.save({ draft: current.context.draft, unsaved: current.context.unsaved });
  });

  // 'Zpět' on the first step or 'Zpět na přehledy' after filing: the list.
  useEffect(() => {
    if (view === 'done') leave();
  }, [view, leave]);

  // The confirmation's address opened anew (a reload): nothing is left to confirm, the list shows.
  const openedOnConfirmation = useRef(urlStep === 'odeslano');
  useEffect(() => {
    if (!openedOnConfirmation.current) return;
    openedOnConfirmation.current = false;
    leave();
  }, [leave]);

  useStepInUrl<OsvcSlug>({
    urlStep: urlStep ?? 'rok',
    machineStep: slugOf(snapshot),
    goTo: (slug) => {
      // Back from the confirmation: the overview is filed, so the wizard is left for the list.
      if (actor.getSnapshot().matches('submitted')) {
        leave();
        return null;
      }
      const step = stepOfSlug(slug);
      if (step) actor.send({ type: 'osvc.goTo', step });
      return slugOf(actor.getSnapshot());
    },
    navigate: setUrlStep,
  });

  const events = useMemo(
    () => ({
      /** 'Pokračovat' with the step's values. */
      next: (values: Partial<OsvcDraft>) => actor.send({ type: 'osvc.next', values }),
      /** 'Zpět': the values are kept unchecked; on the first step it leaves the wizard. */
      back: (values: Partial<OsvcDraft> = {}) =>
        actor.send(actor.getSnapshot().matches('year') ? { type: 'osvc.cancel' } : { type: 'osvc.back', values }),
      /** A value of the step's form changed (kept for a reload and the browser's Back). */
      change: (values: Partial<OsvcDraft>) => actor.send({ type: 'osvc.change', values }),
      /** 'Upravit' on the review. */
      edit: (step: InputStep) => actor.send({ type: 'osvc.edit', step }),
      submit: () => actor.send({ type: 'osvc.submit' }),
      /** ZKUSIT_ZNOVU after the years failed to load. */
      retry: () => actor.send({ type: 'osvc.retry' }),
      cancel: () => actor.send({ type: 'osvc.cancel' }),
      /** 'Stáhnout PDF' on the confirmation. */
      downloadPdf: () => actor.send({ type: 'osvc.pdf' }),
      /** 'Zpět na přehledy'. */
      close: () => actor.send({ type: 'osvc.close' }),
    }),
    [actor],
  );

  const { draft, today, years, stepErrors, submitError, result, loadError } = snapshot.context;
  // The filer's grammatical gender comes with the list the wizard was opened from (cached).
  const zena = useQuery({ ...overviewListQuery(api, pojistenecId), refetchOnMount: false }).data?.pohlavi === 'Z';
  const yearChoices = useMemo<YearChoice[]>(() => years.map((year) => ({ rok: year.rok, message: yearMessage(years, year.rok) })), [years]);
  return {
    view,
    draft,
    today,
    years,
    yearChoices,
    /** The values the current step's form starts with (what was typed there, else the draft's). */
    formValues: isInputStep(view) ? formValuesOf(snapshot, view) : {},
    stepErrors,
    submitError,
    result,
    loadError,
    zena,
    downloadingPdf: isDownloadingPdf(snapshot),
    events,
  };
}

export type OsvcOverviewFlow = ReturnType<typeof useOsvcOverview>;
