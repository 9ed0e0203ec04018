/**
 * Chronická onemocnění (/moje-zdravi/chronicka-onemocneni/): the long-term diagnoses the doctors
 * reported in the person's billed care (GET /chronickeNemoci) — the Czech name, the ICD-10 (MKN-10)
 * code, who treats it, since when and how often it was recorded. Read-only: what is wrong is put
 * right by the general practitioner, as the screen says; the care itself is one link away.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import { czechCount } from '../../../../contract/format';
import type { ChronickaNemoc } from '../../../../contract/lab';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/QueryView';
import { useApi } from '../../../app';
import { WithInsuredPerson } from '../../../app/person-page';
import { formatDay } from '../../../lib/display-dates';
import { chronicConditionsQuery } from './api';

export const chronicTexts = {
  NADPIS: 'Chronická onemocnění',
  UVOD: 'Dlouhodobá onemocnění, která u vás lékaři vykázali v péči, kterou jsme jim proplatili.',
  ZADNA: 'Nemáte u nás evidované žádné chronické onemocnění.',
  KOD: 'Kód diagnózy (MKN-10)',
  LECI: 'Léčí',
  PRVNI: 'Poprvé vykázáno',
  POSLEDNI: 'Naposledy vykázáno',
  ZAZNAMU: (n: number) => czechCount(n, 'záznam o péči', 'záznamy o péči', 'záznamů o péči'),
  CHYBI_NECO: 'Chybí tu něco, nebo tu je něco navíc? Obraťte se na svého praktického lékaře – přehled vychází z péče, kterou vykázal.',
  CERPANA_PECE: 'Zobrazit čerpanou péči',
};
const t = chronicTexts;

export function ChronicConditionsPage() {
  return (
    <WithInsuredPerson title={t.NADPIS}>
      {(pojistenecId) => (
        <Page title={t.NADPIS}>
          <p className={css({ color: 'fg.muted' })}>{t.UVOD}</p>
          <ChronicConditions pojistenecId={pojistenecId} />
        </Page>
      )}
    </WithInsuredPerson>
  );
}

const linkStyle = css({ color: 'primary.text', textDecoration: 'underline', fontWeight: 'semibold', py: '2', display: 'inline-block' });

function ChronicConditions({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(chronicConditionsQuery(api, pojistenecId));
  return (
    <QueryView query={query}>
      {(data) => (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {data.seznamNemoci.length === 0 ? (
            <p className={card()}>{t.ZADNA}</p>
          ) : (
            <ul
              aria-label={t.NADPIS}
              className={css({
                display: 'grid',
                gap: '3',
                gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
                listStyle: 'none',
                p: 0,
                m: 0,
              })}
            >
              {data.seznamNemoci.map((condition) => (
                <li key={condition.kodMkn}>
                  <Condition condition={condition} />
                </li>
              ))}
            </ul>
          )}
          <p className={css({ fontSize: 'sm', color: 'fg.muted', maxW: '65ch' })}>{t.CHYBI_NECO}</p>
          <div>
            <Link to="/moje-zdravi/cerpana-pece/{-$rok}" params={{ rok: undefined }} className={linkStyle}>
              {t.CERPANA_PECE}
            </Link>
          </div>
        </div>
      )}
    </QueryView>
  );
}

const termStyle = css({ fontSize: 'sm', color: 'fg.muted' });

function Condition({ condition }: { condition: ChronickaNemoc }) {
  const id = `chronicke-${condition.kodMkn.replace(/[^A-Za-z0-9]/g, '-')}`;
  return (
    <article aria-labelledby={id} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3', h: 'full' }))}>
      <h2 id={id} className={css({ fontWeight: 'bold', fontSize: 'lg', overflowWrap: 'anywhere' })}>
        {condition.nazev}
      </h2>
      {/* Two equal columns on a phone, so a long specialty fits at 320 px; the terms take their width from 768 px. */}
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, auto) minmax(0, 1fr)' },
          columnGap: '3',
          rowGap: '1',
          '& dd': { overflowWrap: 'anywhere' },
        })}
      >
        <dt className={termStyle}>{t.KOD}</dt>
        <dd className={css({ fontWeight: 'semibold' })}>{condition.kodMkn}</dd>
        <dt className={termStyle}>{t.LECI}</dt>
        <dd>{condition.odbornost}</dd>
        <dt className={termStyle}>{t.PRVNI}</dt>
        <dd>
          <time dateTime={condition.prvniZaznam.slice(0, 10)}>{formatDay(condition.prvniZaznam)}</time>
        </dd>
        <dt className={termStyle}>{t.POSLEDNI}</dt>
        <dd>
          <time dateTime={condition.posledniZaznam.slice(0, 10)}>{formatDay(condition.posledniZaznam)}</time>
        </dd>
      </dl>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t.ZAZNAMU(condition.pocetZaznamu)}</p>
    </article>
  );
}
