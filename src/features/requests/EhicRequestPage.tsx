/**
 * Žádost o evropský průkaz (/moje-zdravi/ehic/zadost/): where to send the new card → review →
 * POST /zadostEhicVlozit → the confirmation page, which reads the newest request from the card
 * (so it survives a reload) and prints the interim confirmation.
 */
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { zadostEhicSchema } from '../../../contract/insurance';
import { zadostEhicVlozit } from '../../../contract/routes.gen';
import { Page } from '../../components/Page';
import { WithHealthPerson } from '../../app/person-page';
import { BackToCard } from './BackToCard';
import { useApi } from '../../app';
import { ehicPrukazQuery, invalidateRequests } from './api';
import { DeliveryRequestWizard } from './DeliveryRequestWizard';
import { requestTexts } from './texts';

export function EhicRequestPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <WithHealthPerson title={requestTexts.EHIC_NADPIS}>
      {(person) => (
        <Page title={requestTexts.EHIC_NADPIS}>
          <BackToCard />
          <p className={css({ maxW: '65ch' })}>{requestTexts.EHIC_UVOD}</p>
          <DeliveryRequestWizard
            key={person.pojistenecId}
            person={person}
            chooseHeading={requestTexts.EHIC_KROK}
            requestType="EHIC"
            schema={zadostEhicSchema}
            submit={async (body) => {
              const answer = await api.call(zadostEhicVlozit, {
                params: { pojistenecId: person.pojistenecId },
                body: zadostEhicSchema.parse(body),
              });
              await invalidateRequests(queryClient, person.pojistenecId, true);
              // The confirmation page opens on the card with this request already in it.
              await queryClient.fetchQuery(ehicPrukazQuery(api, person.pojistenecId));
              return answer;
            }}
            onDone={() => void navigate({ to: '/moje-zdravi/ehic/zadost/potvrzeni/' })}
          />
        </Page>
      )}
    </WithHealthPerson>
  );
}
