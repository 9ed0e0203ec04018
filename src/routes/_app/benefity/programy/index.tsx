import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';
import { ProgrammesPage } from '../../../../features/benefits/ProgrammesPage';

export const Route = createFileRoute('/_app/benefity/programy/')({
  staticData: { title: 'Zdravotní programy', accountTypes: INSURED_ONLY, helpCode: 'ZDRAVOTNI_PROGRAMY' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { programmesQuery } = await import('../../../../features/benefits/api');
      start(programmesQuery(api, pojistenecId, { razeni: 'NAZEV' }));
    }),
  component: ProgrammesPage,
});
