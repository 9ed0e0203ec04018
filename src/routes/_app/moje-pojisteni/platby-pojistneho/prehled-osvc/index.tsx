import { createFileRoute } from '@tanstack/react-router';
import { OsvcOverviewPage } from '../../../../../features/osvc/OsvcOverviewPage';
import { INSURED_ONLY } from '../../../../../app/route-meta';

export const Route = createFileRoute('/_app/moje-pojisteni/platby-pojistneho/prehled-osvc/')({
  staticData: { title: 'Přehled OSVČ', accountTypes: INSURED_ONLY, helpCode: 'PREHLED_OSVC' },
  component: OsvcOverviewPage,
});
