/**
 * Žádost o evropský průkaz odeslána (/moje-zdravi/ehic/zadost/potvrzeni/): the newest EHIC
 * request from GET /ehicPrukaz (so a reload still shows it): its date, the validity of the interim
 * confirmation and 'Stáhnout potvrzení (PDF)' (potvrzeni-ehic.pdf). Without any request a short note
 * and the way to the request.
 */
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card as cardRecipe } from '../../../styled-system/recipes';
import type { EhicPrukaz } from '../../../contract/insurance';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/ui/Spinner';
import { QueryView } from '../../components/QueryView';
import { IconCheck, IconPdf } from '../../components/icons';
import { WithHealthPerson, type PersonWithId } from '../../app/person-page';
import { useApi } from '../../app';
import { usePdfButton } from '../../app/pdf-button';
import { ehicPrukazQuery, formatDay, formatRequestDay } from './api';
import { useEhicConfirmationDownload } from './download';
import { BackToCard } from './BackToCard';
import { requestTexts } from './texts';

export function EhicConfirmationPage() {
  return (
    <WithHealthPerson title={requestTexts.EHIC_ODESLANO_NADPIS}>
      {(person) => (
        <Page title={requestTexts.EHIC_ODESLANO_NADPIS}>
          <BackToCard />
          <Confirmation key={person.pojistenecId} person={person} />
        </Page>
      )}
    </WithHealthPerson>
  );
}

function Confirmation({ person }: { person: PersonWithId }) {
  const api = useApi();
  const query = useQuery(ehicPrukazQuery(api, person.pojistenecId));
  // Straight after sending, a stale card without the new request must not say that nothing was requested.
  if (query.isFetching && query.data && !query.data.posledniZadost) return <Spinner />;
  return <QueryView query={query}>{(card) => <ConfirmationDetails card={card} pojistenecId={person.pojistenecId} />}</QueryView>;
}

function ConfirmationDetails({ card, pojistenecId }: { card: EhicPrukaz; pojistenecId: string }) {
  const download = useEhicConfirmationDownload(pojistenecId);
  const last = card.posledniZadost;
  // The header's PDF button (document 1 §2) downloads the same confirmation.
  usePdfButton(last ? { onClick: download.start, busy: download.busy, label: requestTexts.STAHNOUT_POTVRZENI_EHIC } : null);
  if (!last) {
    return (
      <div className={cx(cardRecipe(), css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' }))}>
        <p>{requestTexts.EHIC_ZADNA_ZADOST}</p>
        <Link to="/moje-zdravi/ehic/zadost/" className={button()}>
          {requestTexts.POZADAT_EHIC}
        </Link>
      </div>
    );
  }
  return (
    <div
      className={cx(
        cardRecipe(),
        css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start', borderColor: 'primary.muted' }),
      )}
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <span
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            w: '10',
            h: '10',
            borderRadius: 'full',
            bg: 'primary.subtle',
            color: 'primary.text',
            flexShrink: 0,
          })}
          aria-hidden="true"
        >
          <IconCheck size={24} />
        </span>
        <p className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{requestTexts.EHIC_PRIJATO(formatRequestDay(last.datum))}</p>
      </div>
      <p className={css({ fontWeight: 'medium' })}>
        {requestTexts.EHIC_PLATNOST_POTVRZENI(formatDay(last.potvrzeniPlatnostOd), formatDay(last.potvrzeniPlatnostDo))}
      </p>
      <p className={css({ color: 'fg.muted', maxW: '65ch' })}>{requestTexts.EHIC_VYSVETLENI}</p>
      <button type="button" className={button()} onClick={download.start} disabled={download.busy} aria-busy={download.busy || undefined}>
        <IconPdf size={20} />
        {requestTexts.STAHNOUT_POTVRZENI}
      </button>
    </div>
  );
}
