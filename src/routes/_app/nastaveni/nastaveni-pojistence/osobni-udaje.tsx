import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';
import { PersonalDataPage } from '../../../../features/settings/PersonalDataPage';
import { nameStepSearch } from '../../../../features/settings/name-step';

export const Route = createFileRoute('/_app/nastaveni/nastaveni-pojistence/osobni-udaje')({
  staticData: { title: 'Osobní údaje', accountTypes: INSURED_ONLY, helpCode: 'OSOBNI_UDAJE' },
  validateSearch: nameStepSearch,
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { personalDataQuery, contactConfirmationQuery } = await import('../../../../features/settings/api');
      start(personalDataQuery(api, pojistenecId));
      // beside the data, not after the contact section has mounted: the form renders once
      start(contactConfirmationQuery(api, pojistenecId));
    }),
  component: PersonalDataPage,
});
