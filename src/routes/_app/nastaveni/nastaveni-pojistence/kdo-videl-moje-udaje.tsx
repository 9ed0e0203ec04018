import { createFileRoute } from '@tanstack/react-router';
import { WhoSawMyDataPage } from '../../../../features/audit/WhoSawMyDataPage';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';

/** The period filter (a form with zod) is a lazy chunk: it is fetched beside the screen's own, not after it renders. */
const preloadPeriodFilter = () => void import('../../../../features/audit/WhoSawPeriodFilter').catch(() => undefined);

export const Route = createFileRoute('/_app/nastaveni/nastaveni-pojistence/kdo-videl-moje-udaje')({
  staticData: {
    title: 'Kdo viděl moje údaje',
    accountTypes: INSURED_ONLY,
    helpCode: 'NASTAVENI_POJISTENCE',
    preloadCode: preloadPeriodFilter,
  },
  loader: (args) => {
    preloadPeriodFilter();
    return startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { whoSawQuery } = await import('../../../../features/audit/api');
      start(whoSawQuery(api, pojistenecId, {}));
    });
  },
  component: WhoSawMyDataPage,
});
