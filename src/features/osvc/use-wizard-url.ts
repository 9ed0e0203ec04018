/**
 * What the list of overviews needs of the wizard: whether it is open (the URL names a step), how to
 * open it, and whether some year can be filed. Kept apart from use-osvc-overview.ts, so the list
 * loads the wizard's code (machine, form, schemas) only when the wizard opens.
 */
import { useCallback } from 'react';
import { useUrlStep } from '../../app/use-wizard';
import { osvcStep } from './wizard-url';

export { canFileSomeYear } from '../../../machines/osvcOverview/osvcOverview.years';

/** Whether the wizard is open (the URL names a step) and how to open it. */
export function useOsvcWizardUrl(): { open: boolean; start: () => void } {
  const { urlStep, setUrlStep } = useUrlStep(osvcStep);
  return { open: urlStep !== undefined, start: useCallback(() => setUrlStep('rok', false), [setUrlStep]) };
}
