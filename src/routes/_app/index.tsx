import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '../../components/ui/Spinner';
import { InsuredHome } from '../../features/home/InsuredHome';
import { UnknownHome } from '../../features/home/UnknownHome';
import { currentAccountType, queryStarter, startPersonQueries } from '../../app/router-context';
import { useAccountType } from '../../app/use-account-type';
import { text } from '../../lib/search-params';
import { getStored } from '../../lib/storage';

/** One value of the doctor's patient filter: a plain string, trimmed, cut to 60 characters; anything else is dropped (the form validates it). */
const filterText = (value: unknown) => text(value, 60, { cut: true });

/** The doctor's patient filter in the URL (?jmeno=&prijmeni=&rocis=). */
function patientFilterSearch(search: Record<string, unknown>): { jmeno?: string; prijmeni?: string; rocis?: string } {
  const filter = { jmeno: filterText(search.jmeno), prijmeni: filterText(search.prijmeni), rocis: filterText(search.rocis) };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

/** The insured person's start page cards: lazy chunks (the doctor's home does not use them). */
const preloadInsuredCards = (withGpWidget: boolean) => {
  void import('../../features/home/StatusCard').catch(() => undefined);
  void import('../../features/home/status-query').catch(() => undefined);
  if (withGpWidget) void import('../../features/home/GpWidget').catch(() => undefined);
};

export const Route = createFileRoute('/_app/')({
  staticData: {
    title: 'Úvod',
    helpCode: 'UVOD',
    helpCodeFor: { LEKAR: 'PREHLED_PACIENTU' },
    // On a reload the account type is not known until the session is renewed; this tab's last one
    // tells whether the cards are worth fetching with the route's chunks.
    preloadCode: () => {
      if (getStored('typUctu') !== 'LEKAR') preloadInsuredCards(true);
    },
  },
  validateSearch: patientFilterSearch,
  loaderDeps: ({ search }) => ({ filter: search }),
  loader: async ({ context, deps, location }) => {
    const type = currentAccountType(context.runtime);
    if (type === 'LEKAR') {
      const { patientsQuery } = await import('../../features/doctor/api');
      queryStarter(context.queryClient)(patientsQuery(context.api, deps.filter));
    } else if (type === 'POJISTENEC') {
      const { bannersQuery, widgetShown, BANNERS_WIDGET, GP_WIDGET } = await import('../../features/home/api');
      if (widgetShown(BANNERS_WIDGET)) queryStarter(context.queryClient)(bannersQuery(context.api));
      // The status card and the GP widget are lazy chunks: their code and their data start here,
      // together, not when they first render (the widget renders only once the status has settled).
      preloadInsuredCards(widgetShown(GP_WIDGET));
      await startPersonQueries({ context, location }, async ({ start, api, pojistenecId }) => {
        const { startStatusCard, gpContactQuery } = await import('../../features/home/status-query');
        startStatusCard(start, api, pojistenecId);
        if (widgetShown(GP_WIDGET)) start(gpContactQuery(api, pojistenecId));
      });
    }
  },
  component: HomePage,
});

// The doctor's home carries the form layer; insured users should not download it.
const DoctorHome = lazy(() => import('../../features/doctor/DoctorHome').then((module) => ({ default: module.DoctorHome })));

/** Home: one version per account type (document 1 §2); the unknown type's is empty. */
function HomePage() {
  const { type } = useAccountType();
  if (type === 'POJISTENEC') return <InsuredHome />;
  if (type === 'LEKAR') return <DoctorPage />;
  return <UnknownHome />;
}

function DoctorPage() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Suspense fallback={<Spinner />}>
      <DoctorHome filter={filter} onFilterChange={(next) => void navigate({ search: next })} />
    </Suspense>
  );
}
