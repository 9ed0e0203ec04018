/**
 * Žádost o bezdlužnost (/moje-pojisteni/potvrzeni-bezdluznosti/): where to send the certificate
 * of no arrears → review → GET /bezdluznostZadostVlozit/?adresaOdeslani=… → 'Žádost byla
 * přijata'. A person with a debt is refused with the server's Czech message on the review.
 */
import { useQueryClient } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { bezdluznostZadostVlozit } from '../../../contract/insurance';
import { Page } from '../../components/Page';
import { WithHealthPerson } from '../../app/person-page';
import { useApi } from '../../app';
import { invalidateRequests } from './api';
import { DeliveryRequestWizard } from './DeliveryRequestWizard';
import { requestTexts } from './texts';

// The call's query (adresaOdeslani) is the whole request; the contract defines it.
const querySchema = bezdluznostZadostVlozit.query!;

export function NoArrearsPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return (
    <WithHealthPerson title={requestTexts.BEZDLUZNOST_NADPIS}>
      {(person) => (
        <Page title={requestTexts.BEZDLUZNOST_NADPIS}>
          <p className={css({ maxW: '65ch' })}>{requestTexts.BEZDLUZNOST_UVOD}</p>
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
        </Page>
      )}
    </WithHealthPerson>
  );
}
