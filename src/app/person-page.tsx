/**
 * What every page about one insured person uses: waiting until it is known whose data to show,
 * locking the person switcher while a form is open, and the 'Zpět na …' link style. Kept apart
 * from the record forms so pages without forms (the card, the EHIC confirmation) stay small.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { Page } from '../components/Page';
import { CenteredSpinner } from '../components/ui/Spinner';
import { useRepresentedPerson } from './';
import { useHealthPerson, type HealthPerson } from './person';
import { cs } from '../texts/cs';

/**
 * Renders its children once it is known whose record to show: a spinner while the represented
 * persons load; for a doctor without a chosen patient a pointer to the patient overview.
 */
export function WithHealthPerson({ title, children }: { title: string; children: (person: PersonWithId) => ReactNode }) {
  const person = useHealthPerson();
  if (person.pojistenecId) return <>{children(person as PersonWithId)}</>;
  return (
    <Page title={title}>
      {person.viewer === 'LEKAR' ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
          <p>{cs.VYBERTE_PACIENTA}</p>
          <Link to="/" className={button({ variant: 'outline' })}>
            {cs.PREHLED_PACIENTU}
          </Link>
        </div>
      ) : (
        <CenteredSpinner />
      )}
    </Page>
  );
}

/**
 * For the insured person's own screens (insurance, communication, settings, benefits): renders its
 * children with the represented person's id once it is known, a spinner until then.
 */
export function WithInsuredPerson({ title, children }: { title: string; children: (pojistenecId: string) => ReactNode }) {
  const person = useHealthPerson();
  if (person.pojistenecId && person.viewer === 'POJISTENEC') return <>{children(person.pojistenecId)}</>;
  return (
    <Page title={title}>
      <CenteredSpinner />
    </Page>
  );
}

/** The health person once known. */
export type PersonWithId = HealthPerson & { pojistenecId: string };

/**
 * While a form for the current person is open, the represented person cannot be switched
 * (document 1 §4 "A read-only flag disables switching"), so a record is never saved to someone else.
 */
export function useLockPersonSwitch(active = true): void {
  const { setReadOnly } = useRepresentedPerson();
  const setter = useRef(setReadOnly);
  setter.current = setReadOnly;
  useEffect(() => {
    if (!active) return;
    setter.current(true);
    return () => setter.current(false);
  }, [active]);
}

/** The 'Zpět na …' link above a form or a detail. */
export const backLinkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: 'touch',
  pr: '2',
  color: 'primary.text',
  fontWeight: 'medium',
  textDecoration: 'none',
  borderRadius: 'control',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
});

/**
 * The title of a shared health page: for a doctor it names the patient, not "my" record
 * ('Moje anamnéza' → 'Anamnéza – Jana Dvořáková', issue 16 §10); the insured person's stays.
 */
export function healthPageTitle(title: string, person: Pick<HealthPerson, 'viewer' | 'name'>): string {
  if (person.viewer !== 'LEKAR' || !person.name) return title;
  const section = title.replace(/^(?:Moje|Moji|Můj) (\p{L})/u, (_, first: string) => first.toUpperCase());
  return `${section} – ${person.name}`;
}

/** A form's title naming the person it is for while the user acts for someone else ('Nové očkování – Tereza'). */
export function personFormTitle(title: string, person: Pick<HealthPerson, 'actingFor'>): string {
  return person.actingFor ? `${title} – ${person.actingFor}` : title;
}
