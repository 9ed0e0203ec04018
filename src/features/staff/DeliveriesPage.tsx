/**
 * 'Odeslaná upozornění' (GET /prac/upozorneni, issue 35): the latest e-mails, SMS and push messages
 * the portal sent or is sending, with their state, attempts, last error and times — failures are
 * visible to staff. No address and no person. In demo mode each carries the message the local
 * receiver got, with its link, so a developer can read what was sent.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { deliveryChannelLabels, deliveryStateLabels, type DeliveryState, type UpozorneniDoruceni } from '../../../contract/notifications';
import { notificationCategoryLabels } from '../../../contract/settings';
import { cardListStyle } from '../../components/link-card';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { formatMomentTime } from '../../lib/display-dates';
import { deliveriesQuery } from './api';
import { FilterTabs, StaffPage, mutedText, textLink } from './parts';
import { staffTexts as t } from './texts';
import type { DeliveriesSearch } from './urls';

const TAB_ORDER: ReadonlyArray<DeliveryState | undefined> = [undefined, 'CEKA', 'CHYBA', 'ODESLANO', 'ZRUSENO'];

const kindLabel = (kategorie: string) =>
  (notificationCategoryLabels as Record<string, string>)[kategorie] ??
  (kategorie === 'bezpecnost' ? 'Přihlášení z nového zařízení' : kategorie);

const stateColor: Record<DeliveryState, string> = {
  CEKA: css({ color: 'warning.text' }),
  ODESLANO: css({ color: 'primary.text' }),
  CHYBA: css({ color: 'danger.text' }),
  ZRUSENO: css({ color: 'fg.muted' }),
};

export function DeliveriesPage({ search }: { search: DeliveriesSearch }) {
  const api = useApi();
  const query = useQuery({ ...deliveriesQuery(api, search.stav), placeholderData: keepPreviousData });
  return (
    <StaffPage title={t.ODESLANA_UPOZORNENI}>
      <p className={cx(mutedText, css({ m: 0 }))}>{t.UPOZORNENI_UVOD}</p>
      <FilterTabs
        label={t.FILTR_UPOZORNENI}
        tabs={TAB_ORDER.map((stav) => ({
          label: stav ? deliveryStateLabels[stav] : t.VSECHNA,
          current: stav === search.stav,
          link: { to: '/pracoviste/upozorneni/', search: stav ? { stav } : {} },
        }))}
      />
      <QueryView query={query}>
        {(data) => (
          <>
            {data.ukazkovyRezim ? <p className={cx(card(), css({ bg: 'bg.subtle' }))}>{t.UPOZORNENI_DEMO}</p> : null}
            {data.seznam.length === 0 ? (
              <p className={cx(card(), css({ color: 'fg.muted' }))}>{t.ZADNA_UPOZORNENI}</p>
            ) : (
              <ul className={cardListStyle} aria-label={t.SEZNAM_UPOZORNENI}>
                {data.seznam.map((item) => (
                  <DeliveryCard key={item.id} item={item} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </StaffPage>
  );
}

function DeliveryCard({ item }: { item: UpozorneniDoruceni }) {
  return (
    <li data-upozorneni={item.id} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '1' }))}>
      <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline', m: 0 })}>
        <strong>{deliveryChannelLabels[item.kanal]}</strong>
        <span>{kindLabel(item.kategorie)}</span>
        <span className={cx(css({ fontWeight: 'semibold', ml: 'auto' }), stateColor[item.stav])}>{deliveryStateLabels[item.stav]}</span>
      </p>
      <p className={cx(mutedText, css({ fontSize: 'sm', m: 0 }))}>
        {t.VYTVORENO} {formatMomentTime(item.vytvoreno)} · {t.POKUSY(item.pokusy)}
        {item.odeslano ? ` · ${t.ODESLANO_V} ${formatMomentTime(item.odeslano)}` : null}
        {item.stav === 'CEKA' && item.odeslatPo ? ` · ${t.ODESLAT_PO} ${formatMomentTime(item.odeslatPo)}` : null}
      </p>
      {item.posledniChyba ? (
        <p className={css({ fontSize: 'sm', m: 0 })}>
          {t.CHYBA}: <code>{item.posledniChyba}</code>
        </p>
      ) : null}
      {item.prijataZprava ? (
        <details className={css({ fontSize: 'sm' })}>
          <summary className={css({ cursor: 'pointer', minH: 'touch', display: 'flex', alignItems: 'center' })}>
            {t.PRIJATA_ZPRAVA}
            {item.prijataZprava.predmet ? `: ${item.prijataZprava.predmet}` : ''}
          </summary>
          <pre className={css({ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, py: '2' })}>{item.prijataZprava.text}</pre>
          {item.prijataZprava.odkaz ? (
            <p className={css({ m: 0 })}>
              {t.ODKAZ}:{' '}
              <a href={item.prijataZprava.odkaz} className={textLink} data-odkaz>
                {item.prijataZprava.odkaz}
              </a>
            </p>
          ) : null}
        </details>
      ) : null}
    </li>
  );
}
