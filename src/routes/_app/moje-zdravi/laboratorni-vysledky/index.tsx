import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';
import { LabResultsPage } from '../../../../features/health/lab/LabResultsPage';

export const Route = createFileRoute('/_app/moje-zdravi/laboratorni-vysledky/')({
  staticData: { title: 'Laboratorní výsledky', accountTypes: INSURED_ONLY, helpCode: 'LABORATORNI_VYSLEDKY' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { labConsentQuery } = await import('../../../../features/health/lab/api');
      start(labConsentQuery(api, pojistenecId));
    }),
  component: LabResultsPage,
});
