/**
 * Průkaz pojištěnce (/moje-zdravi/ehic/): the card with the EHIC on its back (GET /ehicPrukaz),
 * a warning when it expires within CARD_EXPIRY_WARNING_DAYS days or has expired, the two requests
 * ('Požádat o evropský průkaz', 'Požádat o nový průkaz') and, while an EHIC request is under way
 * (its interim confirmation holds), its date and 'Stáhnout potvrzení (PDF)' instead of a second
 * request (issue 16 §9).
 */
import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card as cardRecipe } from '../../../styled-system/recipes';
import { todayIso } from '../../../contract/format';
import type { EhicPrukaz } from '../../../contract/insurance';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { IconAlert, IconPdf } from '../../components/icons';
import { WithHealthPerson, type PersonWithId } from '../../app/person-page';
import { useApi } from '../../app';
import { ehicPrukazQuery, formatDay, formatRequestDay } from './api';
import { useEhicConfirmationDownload } from './download';
import { InsuranceCard } from './InsuranceCard';
import { rememberCard } from '../../lib/offline-card';
import { requestTexts } from './texts';

/** The card warns this many days before it expires (time to order a new one by post). */
export const CARD_EXPIRY_WARNING_DAYS = 60;

/** Whole days from today to the expiry date (negative once it has passed). */
export function daysUntil(platnostDo: string, today: string = todayIso()): number {
  return Math.round((Date.parse(`${platnostDo.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export function CardPage() {
  return (
    <WithHealthPerson title={requestTexts.PRUKAZ_NADPIS}>
      {(person) => (
        <Page title={requestTexts.PRUKAZ_NADPIS}>
          <CardScreen key={person.pojistenecId} person={person} />
        </Page>
      )}
    </WithHealthPerson>
  );
}

function CardScreen({ person }: { person: PersonWithId }) {
  const api = useApi();
  const query = useQuery(ehicPrukazQuery(api, person.pojistenecId));
  const card = query.data;
  // The card as last seen, for the offline page (kept on this device until sign-out).
  useEffect(() => {
    if (card)
      void rememberCard(person.pojistenecId, {
        ...card.drzitel,
        osobniCislo: card.osobniCislo,
        cisloKarty: card.cisloKarty,
        instituce: card.instituce,
        platnostDo: card.platnostDo,
      });
  }, [card, person.pojistenecId]);
  return <QueryView query={query}>{(card) => <CardDetails card={card} pojistenecId={person.pojistenecId} />}</QueryView>;
}

function ExpiryWarning({ platnostDo }: { platnostDo: string }) {
  const days = daysUntil(platnostDo);
  if (days > CARD_EXPIRY_WARNING_DAYS) return null;
  const date = formatDay(platnostDo);
  const expired = days < 0;
  return (
    <p
      className={css({
        display: 'flex',
        gap: '2',
        alignItems: 'flex-start',
        p: '3',
        borderRadius: 'control',
        borderWidth: '1px',
        borderColor: expired ? 'danger.spec' : 'warning.text',
        bg: expired ? 'danger.subtle' : 'warning.subtle',
        color: expired ? 'danger.text' : 'warning.text',
        fontWeight: 'medium',
      })}
    >
      <IconAlert size={20} className={css({ flexShrink: 0, mt: '0.5' })} />
      <span>{expired ? requestTexts.PRUKAZ_PROSLY(date) : requestTexts.PRUKAZ_KONCI(date, days)}</span>
    </p>
  );
}

function CardDetails({ card, pojistenecId }: { card: EhicPrukaz; pojistenecId: string }) {
  const download = useEhicConfirmationDownload(pojistenecId);
  const last = card.posledniZadost;
  // A request whose interim confirmation still holds is under way (the new card is on its way).
  const pending = last && last.potvrzeniPlatnostDo.slice(0, 10) >= todayIso() ? last : null;
  return (
    <div
      className={css({
        display: 'grid',
        gap: '6',
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 440px) minmax(0, 1fr)' },
        alignItems: 'start',
      })}
    >
      <InsuranceCard card={card} headingId="prukaz-karta" />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <ExpiryWarning platnostDo={card.platnostDo} />
        <p className={css({ color: 'fg.muted' })}>{requestTexts.PRUKAZ_POPIS}</p>
        <p className={css({ color: 'fg.muted' })}>{requestTexts.PRUKAZ_JEDNA_KARTA}</p>
        {pending ? (
          // An EHIC request under way: its confirmation first, and no second request pushed.
          <div
            className={cx(
              cardRecipe({ tone: 'primary' }),
              css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' }),
            )}
          >
            <p className={css({ fontWeight: 'semibold' })}>{requestTexts.POSLEDNI_ZADOST(formatRequestDay(pending.datum))}</p>
            <p>{requestTexts.EHIC_VYRIZUJE_SE}</p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {requestTexts.EHIC_PLATNOST_POTVRZENI(formatDay(pending.potvrzeniPlatnostOd), formatDay(pending.potvrzeniPlatnostDo))}
            </p>
            <button
              type="button"
              className={button()}
              onClick={download.start}
              disabled={download.busy}
              aria-busy={download.busy || undefined}
            >
              <IconPdf size={20} />
              {requestTexts.STAHNOUT_POTVRZENI}
            </button>
          </div>
        ) : null}
        <div
          className={css({
            display: 'flex',
            flexDirection: { base: 'column', sm: 'row' },
            flexWrap: 'wrap',
            gap: '3',
            '& > *': { w: { base: 'full', sm: 'auto' } },
          })}
        >
          {pending ? null : (
            <Link to="/moje-zdravi/ehic/zadost/" className={button()}>
              {requestTexts.POZADAT_EHIC}
            </Link>
          )}
          <Link to="/moje-zdravi/ehic/novy-prukaz/" className={button({ variant: 'outline' })}>
            {requestTexts.POZADAT_NOVY}
          </Link>
        </div>
      </div>
    </div>
  );
}
