/**
 * Zdravotnické prostředky (/moje-zdravi/zapujcene-zp/): the medical aids the person borrowed
 * (GET /prostredky), the ones still borrowed first.
 */
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import type { Prostredek } from '../../../contract/medicines';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { formatDay } from '../../lib/display-dates';
import { borrowedAidsQuery } from './api';
import { WithInsuredPerson } from '../../app/person-page';
import { InfoRows } from './parts';
import { careNetworkTexts as t } from './texts';

export function BorrowedAidsPage() {
  return (
    <WithInsuredPerson title={t.PROSTREDKY}>
      {(pojistenecId) => <BorrowedAids key={pojistenecId} pojistenecId={pojistenecId} />}
    </WithInsuredPerson>
  );
}

function BorrowedAids({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(borrowedAidsQuery(api, pojistenecId));
  return (
    <Page title={t.PROSTREDKY}>
      <p className={css({ color: 'fg.muted' })}>{t.PROSTREDKY_UVOD}</p>
      <QueryView query={query}>
        {(data) => {
          if (data.seznamProstredku.length === 0) return <p className={cx(card(), css({ color: 'fg.muted' }))}>{t.ZADNE_PROSTREDKY}</p>;
          const borrowed = data.seznamProstredku.filter((aid) => aid.stav === 'ZAPUJCEN');
          const sorted = [...borrowed, ...data.seznamProstredku.filter((aid) => aid.stav !== 'ZAPUJCEN')];
          return (
            <>
              {borrowed.length > 0 ? <p>{t.ZAPUJCENE_POCET(borrowed.length)}</p> : null}
              <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
                {sorted.map((aid) => (
                  <li key={aid.id}>
                    <AidCard aid={aid} />
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}

function AidCard({ aid }: { aid: Prostredek }) {
  const headingId = `prostredek-${aid.id}`;
  const borrowed = aid.stav === 'ZAPUJCEN';
  return (
    <section aria-labelledby={headingId} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}>
      <h2 id={headingId} className={css({ textStyle: 'sectionTitle', color: 'fg.default' })}>
        {aid.nazev}
      </h2>
      <p
        className={css({
          alignSelf: 'flex-start',
          fontSize: 'sm',
          fontWeight: 'bold',
          px: '2',
          borderRadius: 'full',
          color: borrowed ? 'primary.text' : 'fg.muted',
          bg: borrowed ? 'primary.subtle' : 'bg.subtle',
        })}
      >
        {borrowed ? t.STAV_ZAPUJCEN : t.STAV_VRACEN}
      </p>
      <InfoRows
        rows={[
          [t.ZAPUJCENO, formatDay(aid.datumZapujceni)],
          ...(aid.datumVraceni ? [[t.VRACENO, formatDay(aid.datumVraceni)] as const] : []),
          [t.KOD, aid.kod],
          [t.SMLOUVA, aid.cisloSmlouvy],
          [t.EVIDENCNI, aid.evidencniCislo],
          [t.VYDAL, aid.vydal],
        ]}
      />
    </section>
  );
}
