import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '../../components/ui/Spinner';
import type { PatientFilter } from '../../features/doctor/DoctorHome';
import { InsuredHome } from '../../features/home/InsuredHome';
import { UnknownHome } from '../../features/home/UnknownHome';
import { useAccountType } from '../../app/use-account-type';

/** The doctor's patient filter in the URL: plain strings, anything else dropped (the form validates them). */
function validateSearch(search: Record<string, unknown>): PatientFilter {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 60) : undefined);
  const result: PatientFilter = {};
  const jmeno = text(search.jmeno);
  const prijmeni = text(search.prijmeni);
  const rocis = text(search.rocis);
  if (jmeno) result.jmeno = jmeno;
  if (prijmeni) result.prijmeni = prijmeni;
  if (rocis) result.rocis = rocis;
  return result;
}

export const Route = createFileRoute('/_app/')({
  staticData: { title: 'Úvod', helpCode: 'UVOD', helpCodeFor: { LEKAR: 'PREHLED_PACIENTU' } },
  validateSearch,
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
