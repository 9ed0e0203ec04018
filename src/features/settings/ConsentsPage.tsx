/**
 * Souhlasy s podmínkami (/nastaveni/souhlasy-s-podminkami/): every consent of document 1 §6 with
 * its state, full text, when it changed and its history. Giving is one tap; withdrawing asks
 * once through the dialog queue (never harder than giving). Both take effect at once on the server.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { consentStateLabels } from '../../../contract/enums';
import type { SouhlasPolozka } from '../../../contract/settings';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { notify } from '../../components/ui/toaster';
import { useApi, useDialogQueue } from '../../app';
import { WithInsuredPerson } from '../../app/person-page';
import { formatMomentDay } from '../../lib/display-dates';
import { describeApiError } from '../../lib/errors';
import { personKey } from '../../lib/query-keys';
import { changeConsent, consentsQuery, consentsQueryKey } from './api';
import { settingsTexts as t } from './texts';

export function ConsentsPage() {
  return (
    <WithInsuredPerson title={t.SOUHLASY}>
      {(pojistenecId) => <ConsentsScreen key={pojistenecId} pojistenecId={pojistenecId} />}
    </WithInsuredPerson>
  );
}

function ConsentsScreen({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(consentsQuery(api, pojistenecId));
  return (
    <Page title={t.SOUHLASY}>
      <p className={css({ color: 'fg.muted' })}>{t.SOUHLASY_UVOD}</p>
      <QueryView query={query}>
        {(data) => (
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none', p: '0', m: '0' })}>
            {data.seznamSouhlasu.map((consent) => (
              <li key={consent.kod}>
                <ConsentCard consent={consent} pojistenecId={pojistenecId} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Page>
  );
}

function useConsentChange(pojistenecId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return async (consent: SouhlasPolozka, stav: 'POTVRZENO' | 'ODVOLANO') => {
    const stored = await changeConsent(api, pojistenecId, consent.kod, stav);
    queryClient.setQueryData(consentsQueryKey(pojistenecId), (old: { seznamSouhlasu: SouhlasPolozka[] } | undefined) =>
      old ? { seznamSouhlasu: old.seznamSouhlasu.map((item) => (item.kod === stored.kod ? stored : item)) } : old,
    );
    // Everything of the person's that a consent gates follows it: the hubs' summary, the lab screen, the share links.
    void queryClient.invalidateQueries({ queryKey: personKey(pojistenecId) });
    notify.success(stav === 'POTVRZENO' ? t.UDELENO(stored.nazev) : t.ODVOLANO(stored.nazev));
  };
}

function ConsentCard({ consent, pojistenecId }: { consent: SouhlasPolozka; pojistenecId: string }) {
  const change = useConsentChange(pojistenecId);
  const { confirm } = useDialogQueue();
  const [giving, setGiving] = useState(false);
  const headingId = `souhlas-${consent.kod}`;
  const given = consent.stav === 'POTVRZENO';

  const give = async () => {
    setGiving(true);
    try {
      await change(consent, 'POTVRZENO');
    } catch (error) {
      notify.error(describeApiError(error).message);
    } finally {
      setGiving(false);
    }
  };
  const withdraw = () =>
    confirm({
      title: t.ODVOLAT_TITULEK,
      question: t.ODVOLAT_OTAZKA(consent.nazev),
      confirmLabel: t.ODVOLAT_POTVRDIT,
      tone: 'danger',
      onConfirm: () => change(consent, 'ODVOLANO'),
    });

  return (
    <section aria-labelledby={headingId} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
      <h2 id={headingId} className={css({ textStyle: 'sectionTitle', color: 'fg.default' })}>
        {consent.nazev}
      </h2>
      <p>
        <span className={css({ color: 'fg.muted' })}>{t.STAV}: </span>
        <strong className={css({ color: given ? 'primary.text' : 'fg.default' })}>{consentStateLabels[consent.stav]}</strong>
        <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>
          {consent.zmeneno ? t.ZMENENO(formatMomentDay(consent.zmeneno)) : t.NIKDY}
        </span>
      </p>
      <details>
        <summary className={css({ cursor: 'pointer', fontWeight: 'semibold', py: '2.5', color: 'primary.text' })}>{t.CELE_ZNENI}</summary>
        <p className={css({ lineHeight: '1.6' })}>{consent.text}</p>
      </details>
      <div>
        {given ? (
          <button type="button" className={button({ variant: 'outline' })} onClick={withdraw}>
            {t.ODVOLAT}
          </button>
        ) : (
          <button type="button" className={button()} onClick={() => void give()} disabled={giving} aria-busy={giving || undefined}>
            {t.UDELIT}
          </button>
        )}
      </div>
      {consent.historie.length > 0 ? (
        <details>
          <summary className={css({ cursor: 'pointer', fontWeight: 'semibold', py: '2.5', color: 'primary.text' })}>{t.HISTORIE}</summary>
          <ul className={css({ pl: '5', listStyle: 'disc', color: 'fg.muted' })}>
            {consent.historie.map((entry) => (
              <li key={`${entry.zmeneno}-${entry.stav}`}>
                {t.HISTORIE_RADEK(consentStateLabels[entry.stav], formatMomentDay(entry.zmeneno), entry.zmenil)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
