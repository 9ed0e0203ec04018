/**
 * The registrations go on step by step after the server's message for a field, as they always
 * did: the wizard skeleton (machines/wizard) treats a step opened by such a message like one
 * opened with 'Upravit' — its 'Pokračovat' returns to the review once the whole draft is right —
 * while the newborn journey (tests/e2e/reg-newborn.spec.ts) walks through every step again after
 * the mother's birth number is corrected. So while the machine is `editing`, an accepted step
 * that is not the last one moves the URL to the next step (as the browser's Forward would), which
 * the machine follows with `wizard.goTo`; everything else is the skeleton's 'Pokračovat'.
 */
export interface StepByStepFlow<Fixed, Draft, Step extends string, Slug> {
  step: string;
  editing: boolean;
  fixed: Fixed;
  draft: Draft;
  events: { next: (values?: Partial<Draft>) => void; change: (values: Partial<Draft>) => void };
  setUrlStep: (step: Slug | undefined, replace: boolean) => void;
  steps: readonly Step[];
  slugs: Readonly<Record<Step, Slug>>;
  check: (fixed: Fixed, draft: Draft, step: Step) => Record<string, string[]>;
}

export function nextStepByStep<Fixed, Draft, Step extends string, Slug>(
  flow: StepByStepFlow<Fixed, Draft, Step, Slug>,
  values: Partial<Draft> = {},
): void {
  const index = flow.steps.indexOf(flow.step as Step);
  const accepted =
    index >= 0 &&
    index < flow.steps.length - 1 &&
    Object.keys(flow.check(flow.fixed, { ...flow.draft, ...values }, flow.steps[index])).length === 0;
  if (!flow.editing || !accepted) return flow.events.next(values);
  flow.events.change(values);
  flow.setUrlStep(flow.slugs[flow.steps[index + 1]], false);
}
