/**
 * Pieces the health-record screens share: the screen frame that knows whose record it shows
 * (and tells a doctor so), a section card, and the delete confirmation.
 */
import { Fragment, lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../../styled-system/css';
import { badge, button, card } from '../../../../styled-system/recipes';
import { formatBirthNumber } from '../../../../contract/format';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/ui/Spinner';
import { IconAlert, IconLock } from '../../../components/icons';
import { useHealthPerson, type HealthPerson } from '../../../app/person';
import { healthPageTitle } from '../../../app/person-page';
import { healthTexts } from './texts';

export type ChosenPerson = HealthPerson & { pojistenecId: string };

/**
 * A health screen: its h1; for a doctor the patient whose record it is (name and birth number)
 * and 'Jen pro čtení'; then the content for the chosen person. Content is keyed by the person,
 * so switching the represented person starts every form afresh.
 */
export function HealthScreen({ title, children }: { title: string; children: (person: ChosenPerson) => ReactNode }) {
  const person = useHealthPerson();
  return (
    <Page title={healthPageTitle(title, person)}>
      {person.viewer === 'LEKAR' ? <PatientBanner person={person} /> : null}
      {person.pojistenecId ? (
        <Fragment key={person.pojistenecId}>{children(person as ChosenPerson)}</Fragment>
      ) : person.viewer === 'LEKAR' ? null : (
        <Spinner size={40} />
      )}
    </Page>
  );
}

/** Whose data the doctor looks at: a heading with the name and the birth number (with a slash). */
export function PatientBanner({ person }: { person: HealthPerson }) {
  if (!person.pojistenecId) {
    return (
      <div className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' }))}>
        <p>{healthTexts.PACIENT_NEVYBRAN}</p>
        <Link to="/" className={button({ variant: 'outline' })}>
          {healthTexts.PACIENT_PREHLED}
        </Link>
      </div>
    );
  }
  return (
    <section
      aria-labelledby="pacient-nadpis"
      className={cx(
        card({ tone: 'primary' }),
        css({
          display: 'flex',
          flexDirection: { base: 'column', md: 'row' },
          gap: '3',
          alignItems: { base: 'flex-start', md: 'center' },
          justifyContent: 'space-between',
        }),
      )}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{healthTexts.PACIENT_PROHLIZITE}</p>
        <h2 id="pacient-nadpis" className={css({ textStyle: 'sectionTitle' })} data-patient-heading="">
          {person.name ?? <Spinner size={24} />}
          {person.rodneCislo ? (
            <span className={css({ fontWeight: 'normal', color: 'fg.muted', fontSize: 'md', ml: '2', whiteSpace: 'nowrap' })}>
              <span className={css({ srOnly: true })}>{healthTexts.PACIENT_RODNE_CISLO} </span>
              {formatBirthNumber(person.rodneCislo)}
            </span>
          ) : null}
        </h2>
        <p className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'fg.muted' })}>
          <IconLock size={16} aria-hidden="true" />
          {healthTexts.PACIENT_JEN_CTENI}
        </p>
      </div>
      <Link to="/" className={button({ variant: 'outline' })}>
        {healthTexts.PACIENT_ZMENIT}
      </Link>
    </section>
  );
}

/** A titled card of a screen (h2), with an optional action beside the title. */
export function Section({
  id,
  title,
  action,
  flag,
  children,
  className,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  /** A warning next to the title (allergies on record), so it is the first thing seen. */
  flag?: string | null;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-nadpis`}
      className={cx(
        card(),
        css({ display: 'flex', flexDirection: 'column', gap: '4' }),
        flag ? css({ borderLeftWidth: '4px', borderLeftColor: 'danger.spec' }) : undefined,
        className,
      )}
      data-section={id}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
        <h2 id={`${id}-nadpis`} tabIndex={-1} className={css({ textStyle: 'sectionTitle', outline: 'none' })}>
          {title}
        </h2>
        {flag ? (
          <span className={cx(badge({ tone: 'alert' }), css({ mr: 'auto' }))}>
            <IconAlert size={16} aria-hidden="true" />
            {flag}
          </span>
        ) : null}
        {action}
      </div>
      {children}
    </section>
  );
}

/** A muted line for an empty list. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className={css({ color: 'fg.muted' })}>{children}</p>;
}

export interface ConfirmDeleteProps {
  title: string;
  /** What is deleted (shown in the dialog). */
  subject: ReactNode;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

// The dialog's code (Zag's dialog, focus trap and layers) loads when a delete is first confirmed,
// not with every health record screen.
const AppDialog = lazy(() => import('../../../components/ui/Dialog').then((module) => ({ default: module.AppDialog })));

/** 'Smazat …?' with the item, 'Smazat' and 'Zrušit'. The dialog stays until the delete has finished. */
export function ConfirmDelete(props: ConfirmDeleteProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmDeleteDialog {...props} />
    </Suspense>
  );
}

function ConfirmDeleteDialog({ title, subject, onConfirm, onClose }: ConfirmDeleteProps) {
  const [pending, setPending] = useState(false);
  return (
    <AppDialog
      open
      onClose={() => {
        if (!pending) onClose();
      }}
      title={title}
      footer={
        <>
          <button type="button" className={button({ variant: 'outline' })} onClick={onClose} disabled={pending}>
            {healthTexts.ZRUSIT}
          </button>
          <button
            type="button"
            className={button({ variant: 'danger' })}
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={async () => {
              setPending(true);
              try {
                await onConfirm();
              } finally {
                setPending(false);
              }
            }}
          >
            {healthTexts.SMAZAT}
          </button>
        </>
      }
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <p>{healthTexts.SMAZAT_OTAZKA}</p>
        <div className={css({ p: '3', bg: 'bg.subtle', borderRadius: 'control', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
          {subject}
        </div>
      </div>
    </AppDialog>
  );
}

/** Moves focus to an element by id after the next paint (after a form closes or an item goes). */
export function focusLater(id: string, fallbackId?: string): void {
  requestAnimationFrame(() => {
    const element = document.getElementById(id) ?? (fallbackId ? document.getElementById(fallbackId) : null);
    element?.focus();
  });
}

/** The first characters of a text, for button names ('Upravit alergii Pyl trav a…'). */
export function shortText(text: string, max = 40): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length > max ? `${single.slice(0, max - 1).trimEnd()}…` : single;
}
