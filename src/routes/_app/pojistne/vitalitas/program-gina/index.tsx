import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { VitalitasProgramPage } from '../../../../../features/benefits/VitalitasPage';

export const Route = createFileRoute('/_app/pojistne/vitalitas/program-gina/')({
  staticData: { title: 'Program GINA', accountTypes: INSURED_ONLY, helpCode: 'VITALITAS' },
  component: () => <VitalitasProgramPage typ="GI" />,
});
