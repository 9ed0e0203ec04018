import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';
import { ConsentsPage } from '../../../../features/settings/ConsentsPage';

export const Route = createFileRoute('/_app/nastaveni/souhlasy-s-podminkami/')({
  staticData: { title: 'Souhlasy s podmínkami', accountTypes: INSURED_ONLY, helpCode: 'SOUHLASY' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { consentsQuery } = await import('../../../../features/settings/api');
      start(consentsQuery(api, pojistenecId));
    }),
  component: ConsentsPage,
});
