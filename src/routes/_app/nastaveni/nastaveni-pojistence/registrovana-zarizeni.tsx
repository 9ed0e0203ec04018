import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../app/route-meta';
import { queryStarter } from '../../../../app/router-context';
import { DevicesPage } from '../../../../features/settings/DevicesPage';

export const Route = createFileRoute('/_app/nastaveni/nastaveni-pojistence/registrovana-zarizeni')({
  staticData: { title: 'Registrovaná zařízení', accountTypes: INSURED_ONLY, helpCode: 'REGISTROVANA_ZARIZENI' },
  loader: async ({ context }) => {
    const { devicesQuery } = await import('../../../../features/settings/api');
    queryStarter(context.queryClient)(devicesQuery(context.api));
  },
  component: DevicesPage,
});
