/**
 * 'Proplacení zdravotní péče' (/benefity/zdravotni-pece/): the kinds of care and travel we
 * reimburse (GET /benefitPecePrehled), each with what it pays and which documents it needs and a
 * link to its claim, and the person's claims with their states.
 */
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import type { DruhPece, ProplaceniPece } from '../../../contract/benefits';
import { careTypeLabels } from '../../../contract/enums';
import { formatCrowns } from '../../../contract/format';
import { InfoRows, type InfoRow } from '../../components/InfoRows';
import { cardListStyle, linkCardStyle } from '../../components/link-card';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { WithInsuredPerson } from '../../app/person-page';
import { formatDay } from '../../lib/display-dates';
import { careOverviewQuery } from './api';
import { stackStyle } from './styles';
import { approvalModeTexts, careTexts as t } from './texts';

export function CarePage() {
  return (
    <WithInsuredPerson title={t.NADPIS}>
      {(pojistenecId) => <CareOverview key={pojistenecId} pojistenecId={pojistenecId} />}
    </WithInsuredPerson>
  );
}

function CareOverview({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(careOverviewQuery(api, pojistenecId));
  return (
    <Page title={t.NADPIS}>
      <p className={css({ color: 'fg.muted' })}>{t.UVOD}</p>
      <QueryView query={query}>
        {(data) => (
          <div className={stackStyle}>
            <section aria-labelledby="pece-druhy" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
              <h2 id="pece-druhy" className={css({ textStyle: 'sectionTitle' })}>
                {t.DRUHY}
              </h2>
              <ul className={cardListStyle}>
                {data.seznamDruhu.map((kind) => (
                  <li key={kind.kod}>
                    <KindCard kind={kind} />
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="pece-moje" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
              <h2 id="pece-moje" className={css({ textStyle: 'sectionTitle' })}>
                {t.MOJE}
              </h2>
              <ClaimList claims={data.seznamZadosti} />
            </section>
          </div>
        )}
      </QueryView>
    </Page>
  );
}

function KindCard({ kind }: { kind: DruhPece }) {
  return (
    <Link to="/benefity/zdravotni-pece/$kod" params={{ kod: kind.kod }} className={linkCardStyle}>
      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{careTypeLabels[kind.typ]}</span>
      <span className={css({ fontWeight: 'bold', color: 'primary.text' })}>{kind.nazev}</span>
      <span className={css({ lineHeight: '1.6' })}>{kind.popis}</span>
      {kind.sazbaPopis ? <span className={css({ color: 'fg.muted' })}>{kind.sazbaPopis}</span> : null}
      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{approvalModeTexts[kind.schvalovani]}</span>
    </Link>
  );
}

/** The person's claims of care and travel, newest first (also on a kind's page). */
export function ClaimList({ claims }: { claims: readonly ProplaceniPece[] }) {
  if (claims.length === 0) return <p className={cx(card(), css({ color: 'fg.muted' }))}>{t.ZADNE}</p>;
  return (
    <ul className={cardListStyle}>
      {claims.map((claim) => {
        const rows: InfoRow[] = [
          [
            t.DATUM,
            claim.typ === 'CESTA' ? `${formatDay(claim.cestaDatumOd)} – ${formatDay(claim.cestaDatumDo)}` : formatDay(claim.dokladDatum),
          ],
          [t.STAV, claim.stavNazev],
          ...(claim.castkaNarok !== null ? [[t.CASTKA, formatCrowns(claim.castkaNarok)] as const] : []),
          ...(claim.castkaSchvalena !== null ? [[t.SCHVALENO, formatCrowns(claim.castkaSchvalena)] as const] : []),
          ...(claim.castkaVyplacena !== null ? [[t.VYPLACENO, formatCrowns(claim.castkaVyplacena)] as const] : []),
        ];
        return (
          <li key={claim.id}>
            <article
              aria-label={`${claim.nazev} ${formatDay(claim.podano)}`}
              className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}
            >
              <h3 className={css({ fontWeight: 'bold' })}>{claim.nazev}</h3>
              <InfoRows rows={rows} />
              {claim.poznamkaZps ? <p className={css({ color: 'fg.muted' })}>{claim.poznamkaZps}</p> : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
