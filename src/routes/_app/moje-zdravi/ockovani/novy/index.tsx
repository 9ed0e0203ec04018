import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { NewVaccinationPage } from '../../../../../features/health/vaccinations';

export const Route = createFileRoute('/_app/moje-zdravi/ockovani/novy/')({
  staticData: { title: 'Nové očkování', accountTypes: INSURED_ONLY, helpCode: 'OCKOVANI' },
  component: NewVaccinationPage,
});
