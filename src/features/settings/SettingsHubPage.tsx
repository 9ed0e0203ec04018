/**
 * The settings hubs: Nastavení (/nastaveni/) and Nastavení pojištěnce (/nastaveni/nastaveni-pojistence/).
 * Each settings screen with the one-line summary of its state that the server writes
 * (GET /nastaveniSouhrn).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import type { SettingsScreen } from '../../../contract/settings';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { backLinkStyle, WithInsuredPerson } from '../../app/person-page';
import { IconChevronLeft } from '../../components/icons';
import { cardListStyle, linkCardStyle } from '../../components/link-card';
import { settingsSummaryQuery } from './api';
import { settingsTexts as t } from './texts';

type HubPath =
  | '/nastaveni/nastaveni-pojistence/'
  | '/nastaveni/nastaveni-pojistence/osobni-udaje'
  | '/nastaveni/nastaveni-pojistence/emergentni-udaje'
  | '/nastaveni/nastaveni-pojistence/cafeteria'
  | '/nastaveni/nastaveni-pojistence/registrovana-zarizeni'
  | '/nastaveni/nastaveni-pojistence/zpristupneni-udaju-lekarum'
  | '/nastaveni/nastaveni-pojistence/kdo-videl-moje-udaje'
  | '/nastaveni/nastaveni-pojistence/upozorneni'
  | '/nastaveni/vzhled'
  | '/nastaveni/souhlasy-s-podminkami/'
  | '/nastaveni/zabezpeceni-prihlaseni';

const screenPaths: Partial<Record<SettingsScreen, HubPath>> = {
  OSOBNI_UDAJE: '/nastaveni/nastaveni-pojistence/osobni-udaje',
  EMERGENTNI_UDAJE: '/nastaveni/nastaveni-pojistence/emergentni-udaje',
  CAFETERIA: '/nastaveni/nastaveni-pojistence/cafeteria',
  REGISTROVANA_ZARIZENI: '/nastaveni/nastaveni-pojistence/registrovana-zarizeni',
  ZPRISTUPNENI_UDAJU_LEKARUM: '/nastaveni/nastaveni-pojistence/zpristupneni-udaju-lekarum',
  SOUHLASY: '/nastaveni/souhlasy-s-podminkami/',
  NASTAVENI_UPOZORNENI: '/nastaveni/nastaveni-pojistence/upozorneni',
  NASTAVENI_ZOBRAZENI: '/nastaveni/vzhled',
};

/** What each hub lists: the person's own settings, or everything. */
const personScreens: readonly SettingsScreen[] = [
  'OSOBNI_UDAJE',
  'EMERGENTNI_UDAJE',
  'CAFETERIA',
  'REGISTROVANA_ZARIZENI',
  'ZPRISTUPNENI_UDAJU_LEKARUM',
  'NASTAVENI_UPOZORNENI',
];

interface HubItem {
  key: string;
  to: HubPath;
  nazev: string;
  popis: string;
}

export function SettingsHubPage({ hub }: { hub: 'nastaveni' | 'nastaveni-pojistence' }) {
  const title = hub === 'nastaveni' ? t.NASTAVENI : t.NASTAVENI_POJISTENCE;
  return (
    <WithInsuredPerson title={title}>
      {(pojistenecId) => <SettingsHub key={pojistenecId} hub={hub} title={title} pojistenecId={pojistenecId} />}
    </WithInsuredPerson>
  );
}

function SettingsHub({ hub, title, pojistenecId }: { hub: 'nastaveni' | 'nastaveni-pojistence'; title: string; pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(settingsSummaryQuery(api, pojistenecId));
  return (
    <Page title={title}>
      {hub === 'nastaveni-pojistence' ? (
        <Link to="/nastaveni/" className={backLinkStyle}>
          <IconChevronLeft size={20} />
          {t.ZPET_NA_NASTAVENI}
        </Link>
      ) : null}
      <QueryView query={query}>
        {(data) => {
          const summary: HubItem[] = data.seznamPolozek.flatMap((item) => {
            const to = screenPaths[item.kod];
            if (!to) return [];
            if (hub === 'nastaveni-pojistence' && !personScreens.includes(item.kod)) return [];
            return [{ key: item.kod, to, nazev: item.nazev, popis: item.popis }];
          });
          const audit: HubItem = {
            key: 'KDO_VIDEL',
            to: '/nastaveni/nastaveni-pojistence/kdo-videl-moje-udaje',
            nazev: t.KDO_VIDEL,
            popis: t.KDO_VIDEL_POPIS,
          };
          const items: HubItem[] =
            hub === 'nastaveni'
              ? [
                  {
                    key: 'NASTAVENI_POJISTENCE',
                    to: '/nastaveni/nastaveni-pojistence/',
                    nazev: t.NASTAVENI_POJISTENCE,
                    popis: t.NASTAVENI_POJISTENCE_POPIS,
                  },
                  ...summary.filter((item) => !personScreens.includes(item.key as SettingsScreen)),
                  { key: 'ZABEZPECENI', to: '/nastaveni/zabezpeceni-prihlaseni', nazev: t.ZABEZPECENI, popis: t.ZABEZPECENI_POPIS },
                  audit,
                ]
              : [...summary, audit];
          return (
            <ul className={cardListStyle}>
              {items.map((item) => (
                <li key={item.key}>
                  <Link to={item.to} className={linkCardStyle}>
                    <span className={css({ fontWeight: 'bold', color: 'primary.text' })}>{item.nazev}</span>
                    <span className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>{item.popis}</span>
                  </Link>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryView>
    </Page>
  );
}
