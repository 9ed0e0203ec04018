/**
 * Žádost o bezdlužnost (/moje-pojisteni/potvrzeni-bezdluznosti/): where to send the certificate
 * of no arrears → review → GET /bezdluznostZadostVlozit/?adresaOdeslani=… → 'Žádost byla
 * přijata'. A person with a debt is told at once, with 'Zaplatit nedoplatek' (and the server
 * refuses such a request too).
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { formatCrowns } from '../../../contract/format';
import { formatDay } from '../../lib/display-dates';
import { bezdluznostZadostDotazSchema, insuranceMessages } from '../../../contract/insurance';
import { bezdluznostZadostVlozit } from '../../../contract/routes.gen';
import { QueryView } from '../../components/QueryView';
import { insuranceStateQuery } from '../../app/insurance-state';
import { Page } from '../../components/Page';
import { WithHealthPerson } from '../../app/person-page';
import { useApi } from '../../app';
import { invalidateRequests } from './api';
import { DeliveryRequestWizard } from './DeliveryRequestWizard';
import { requestTexts } from './texts';

// The call's query (adresaOdeslani) is the whole request; the contract defines it.
const querySchema = bezdluznostZadostDotazSchema;

export function NoArrearsPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return (
    <WithHealthPerson title={requestTexts.BEZDLUZNOST_NADPIS}>
      {(person) => (
        <Page title={requestTexts.BEZDLUZNOST_NADPIS}>
          <p className={css({ maxW: '65ch' })}>{requestTexts.BEZDLUZNOST_UVOD}</p>
          <UnlessArrears pojistenecId={person.pojistenecId}>
            <DeliveryRequestWizard
              key={person.pojistenecId}
              person={person}
              chooseHeading={requestTexts.BEZDLUZNOST_KROK}
              requestType="BEZDLUZNOST"
              schema={querySchema}
              submit={async (body) => {
                const answer = await api.call(bezdluznostZadostVlozit, {
                  params: { pojistenecId: person.pojistenecId },
                  query: querySchema.parse(body),
                });
                await invalidateRequests(queryClient, person.pojistenecId);
                return answer;
              }}
            />
          </UnlessArrears>
        </Page>
      )}
    </WithHealthPerson>
  );
}

/**
 * A person with arrears is told so before filling anything (issue 16 §9), with the way to pay;
 * the server still refuses such a request on its own (the balance may change meanwhile).
 */
function UnlessArrears({ pojistenecId, children }: { pojistenecId: string; children: ReactNode }) {
  const api = useApi();
  const query = useQuery(insuranceStateQuery(api, pojistenecId));
  return (
    <QueryView query={query}>
      {(state) =>
        // Only items past their due date are arrears (issue 33); they are named, each with its due date.
        state.poSplatnosti > 0 ? (
          <section
            aria-labelledby="bezdluznost-nedoplatek"
            className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' }))}
          >
            <h2 id="bezdluznost-nedoplatek" className={css({ textStyle: 'sectionTitle', color: 'danger.text' })}>
              {insuranceMessages.arrearsBlockCertificate}
            </h2>
            <p>{requestTexts.BEZDLUZNOST_NEDOPLATEK(formatCrowns(state.poSplatnosti))}</p>
            <ul className={css({ listStyle: 'disc', pl: '5' })}>
              {state.polozky
                .filter((item) => item.stav === 'PO_SPLATNOSTI')
                .map((item) => (
                  <li key={item.id}>
                    {item.nazev}: {formatCrowns(item.zbyva)}, splatné do {formatDay(item.splatnost)}
                  </li>
                ))}
            </ul>
            <Link to="/moje-pojisteni/uhrada-pojistneho/" search={{ typ: 'DLUH' }} className={button()}>
              {requestTexts.ZAPLATIT}
            </Link>
          </section>
        ) : (
          children
        )
      }
    </QueryView>
  );
}
