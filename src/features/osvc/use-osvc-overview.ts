/**
 * The 'Podat přehled' flow for the views: machines/osvcOverview on the wizard skeleton, wired by
 * useWizard (POST /prehledOSVC, the step in the URL `?krok=` (wizard-url.ts), the draft in session
 * storage, removed once filed), started with the years of the list query. Around it what is the
 * flow's own: leaving for the list ('Zpět' on the first step, 'Zpět na přehledy', the browser's
 * Back from the confirmation, a reload of the confirmation), the server's message above the step
 * its field messages lead to, 'Stáhnout PDF' of the filed overview (useFileDownload), and no
 * switching of the represented person while the wizard is open. Views never build events.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { prehledOsvc } from '../../../contract/routes.gen';
import { todayIso } from '../../../contract/format';
import {
  emptyDraft,
  formValuesOf,
  inputSteps,
  mergeStep,
  osvcOverviewMachine,
  stepErrorsOf,
  toBody,
  yearMessage,
  type InputStep,
  type OsvcDraft,
  type OsvcFixed,
  type OsvcStep,
  type OsvcSubmission,
  type OverviewYear,
} from '../../../machines/osvcOverview/osvcOverview.machine';
import type { WizardContext } from '../../../machines/wizard/wizard';
import type { PrehledOsvcPodany } from '../../../contract/insurance';
import { useFileDownload } from '../../components/attachments/useFileDownload';
import { useApi } from '../../app';
import { useLockPersonSwitch } from '../../app/person-page';
import { useUrlStep, useWizard } from '../../app/use-wizard';
import { flowFailureOf } from '../../lib/errors';
import { downloadOverviewPdf, overviewListQueryKey } from './api';
import { osvcStep, slugOfStep } from './wizard-url';

/** What session storage keeps: the draft. */
interface StoredOsvc {
  draft: OsvcDraft;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseStored(stored: unknown): StoredOsvc | null {
  if (!isObject(stored) || !isObject(stored.draft)) return null;
  // Keys missing in an older draft take their empty values; its rows were entered for its year.
  let draft: OsvcDraft = {
    ...emptyDraft(),
    radkyRok: (stored.draft.rok as OsvcDraft['rok']) ?? '',
    ...(stored.draft as Partial<OsvcDraft>),
  };
  // An older draft kept the values typed on a step apart.
  const { unsaved } = stored;
  if (isObject(unsaved) && (inputSteps as readonly unknown[]).includes(unsaved.step) && isObject(unsaved.values))
    draft = mergeStep(draft, unsaved.step as InputStep, unsaved.values as Partial<OsvcDraft>);
  return { draft };
}

const focusPageTitle = () => document.querySelector<HTMLElement>('[data-page-title]')?.focus();

/** Back to the list of overviews (the wizard's entry is replaced: Back does not reopen it). */
export function useLeaveWizard(): () => void {
  const { setUrlStep } = useUrlStep(osvcStep);
  return useCallback(() => {
    setUrlStep(undefined, true);
    requestAnimationFrame(focusPageTitle);
  }, [setUrlStep]);
}

/** A year of the form as the first step offers it: `message` says why it cannot be filed (null: it can). */
export interface YearChoice {
  rok: number;
  message: string | null;
}

export function useOsvcOverview({ pojistenecId, years, zena }: { pojistenecId: string; years: readonly OverviewYear[]; zena: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { urlStep } = useUrlStep(osvcStep);
  const leave = useLeaveWizard();
  /** The message of a refused send whose field messages lead to a step (shown above it). */
  const [sendMessage, setSendMessage] = useState<string | null>(null);

  const flow = useWizard({
    machine: osvcOverviewMachine,
    flow: 'prehledOsvc',
    pojistenecId,
    parseStored,
    toStored: (context: WizardContext<OsvcFixed, OsvcDraft, InputStep, PrehledOsvcPodany>): StoredOsvc => ({ draft: context.draft }),
    readSlug: osvcStep,
    slugs: slugOfStep,
    firstSlugInUrl: true,
    doneSlug: 'odeslano',
    // Only a kept draft can resume a later step; without one the wizard starts at the beginning.
    input: (stored, step) => ({
      fixed: { today: todayIso(), years },
      draft: stored?.draft ?? emptyDraft(),
      step: stored ? step : undefined,
    }),
    submit: async ({ body }: OsvcSubmission) => {
      setSendMessage(null);
      try {
        const filed = await api.call(prehledOsvc, { params: { pojistenecId }, body: body as never });
        void queryClient.invalidateQueries({ queryKey: overviewListQueryKey(pojistenecId) });
        return filed;
      } catch (error) {
        setSendMessage(flowFailureOf(error).message);
        throw error;
      }
    },
    // Back from the confirmation: the overview is filed, so the wizard is left for the list.
    onRestart: leave,
  });
  const { step, draft, fixed, fieldErrors, error, answer, events: wizard } = flow;

  // The overview belongs to the represented person: no switching while the wizard is open
  // (useWizard itself locks while sending).
  useLockPersonSwitch(step !== 'done' && step !== 'submitting');

  // The send's message stays with the step its field messages led to, until that step is left.
  const previous = useRef<OsvcStep>(step);
  useEffect(() => {
    if (previous.current !== 'submitting' && step !== 'submitting') setSendMessage(null);
    previous.current = step;
  }, [step]);

  // The confirmation's address opened anew (a reload): nothing is left to confirm, the list shows.
  const openedOnConfirmation = useRef(urlStep === 'odeslano');
  useEffect(() => {
    if (!openedOnConfirmation.current) return;
    openedOnConfirmation.current = false;
    leave();
  }, [leave]);

  // 'Stáhnout PDF' on the confirmation: the overview as it was filed.
  const pdf = useFileDownload((filed: OsvcDraft) => downloadOverviewPdf(api, pojistenecId, toBody(filed)));

  const events = useMemo(
    () => ({
      /** 'Pokračovat' with the step's values. */
      next: (values: Partial<OsvcDraft>) => wizard.next(values),
      /** A value of the step's form changed (kept for a reload and the browser's Back). */
      change: (values: Partial<OsvcDraft>) => wizard.change(values),
      /** 'Zpět': the list from the first step; from the review its last step, whose 'Pokračovat' returns there. */
      back: () => {
        if (step === 'year') leave();
        else if (step === 'review' || step === 'failed') wizard.edit('refund');
        else wizard.back();
      },
      /** 'Upravit' on the review. */
      edit: wizard.edit,
      /** 'Odeslat přehled' (again after a failure). */
      submit: wizard.confirm,
      /** 'Stáhnout PDF' on the confirmation. */
      downloadPdf: () => pdf.start(draft),
      /** 'Zpět na přehledy'. */
      close: leave,
    }),
    [wizard, step, leave, pdf, draft],
  );

  const inputStep = (inputSteps as readonly string[]).includes(step) ? (step as InputStep) : null;
  const yearChoices = useMemo<YearChoice[]>(() => years.map((year) => ({ rok: year.rok, message: yearMessage(years, year.rok) })), [years]);
  const stepErrors = useMemo(() => (inputStep ? stepErrorsOf(fieldErrors, inputStep) : {}), [fieldErrors, inputStep]);
  return {
    step,
    draft,
    today: fixed.today,
    years,
    yearChoices,
    /** The values the current step's form starts with. */
    formValues: inputStep ? formValuesOf(fixed, draft, inputStep) : {},
    stepErrors,
    /** The server's message: on the review after a failed send, or above the step its field messages led to. */
    submitError: error ?? (Object.keys(stepErrors).length ? sendMessage : null),
    result: answer,
    zena,
    downloadingPdf: pdf.downloadingKey !== null,
    events,
  };
}

export type OsvcOverviewFlow = ReturnType<typeof useOsvcOverview>;
