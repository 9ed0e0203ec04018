/**
 * 'Proplacení zdravotní péče' (/benefity/zdravotni-pece/): the kinds of care and travel we
 * reimburse (GET /benefitPecePrehled), each with what it pays and which documents it needs and a
 * link to its claim, and the person's claims with their states.
 */
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import type { DruhPece } from '../../../contract/benefits';
import { careTypeLabels } from '../../../contract/enums';
import { cardListStyle, linkCardStyle } from '../../components/link-card';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { WithInsuredPerson } from '../../app/person-page';
import { careOverviewQuery } from './api';
import { ClaimList } from './ClaimList';
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
