import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { VitalitasOverviewPage } from '../../../../features/benefits/VitalitasPage';

export const Route = createFileRoute('/_app/pojistne/vitalitas/')({
  staticData: { title: 'Úrazové a cestovní pojištění Vitalitas', accountTypes: INSURED_ONLY, helpCode: 'VITALITAS' },
  component: VitalitasOverviewPage,
});
