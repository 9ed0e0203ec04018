import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';
import { DoctorAccessPage } from '../../../../features/settings/DoctorAccessPage';

export const Route = createFileRoute('/_app/nastaveni/nastaveni-pojistence/zpristupneni-udaju-lekarum')({
  staticData: { title: 'Zpřístupnění údajů lékařům', accountTypes: INSURED_ONLY, helpCode: 'ZPRISTUPNENI_UDAJU_LEKARUM' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { doctorAccessQuery } = await import('../../../../features/settings/api');
      start(doctorAccessQuery(api, pojistenecId));
    }),
  component: DoctorAccessPage,
});
