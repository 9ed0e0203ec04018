/**
 * Žádost o nový průkaz (/moje-zdravi/ehic/novy-prukaz/): the reason (prukazDuvodKod) and where
 * to send the card → review → POST /zadostPrukazVlozit → 'Žádost byla přijata' with a link to
 * Moje žádosti. The spec gives this request's fields only (adresaOdeslani, prukazDuvodKod); its
 * path and screen are this product's choice, next to the card it replaces.
 */
import { useQueryClient } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { cardReasonLabels, cardReasons, zadostPrukazBodySchema, type CardReason } from '../../../contract/insurance';
import { zadostPrukazVlozit } from '../../../contract/routes.gen';
import { FormField, RadioGroup } from '../../components/form';
import { Page } from '../../components/Page';
import { WithHealthPerson } from '../../app/person-page';
import { useApi } from '../../app';
import { invalidateRequests } from './api';
import { DeliveryRequestWizard } from './DeliveryRequestWizard';
import { BackToCard } from './BackToCard';
import { requestTexts } from './texts';

const reasonOptions = cardReasons.map((reason) => ({ value: reason, label: cardReasonLabels[reason] }));
const reasonLabel = (value: string | undefined) =>
  value && value in cardReasonLabels ? cardReasonLabels[value as CardReason] : (value ?? '');

export function NewCardPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return (
    <WithHealthPerson title={requestTexts.NOVY_NADPIS}>
      {(person) => (
        <Page title={requestTexts.NOVY_NADPIS}>
          <BackToCard />
          <p className={css({ maxW: '65ch' })}>{requestTexts.NOVY_UVOD}</p>
          <DeliveryRequestWizard
            key={person.pojistenecId}
            person={person}
            chooseHeading={requestTexts.NOVY_KROK}
            requestType="PRUKAZ"
            schema={zadostPrukazBodySchema}
            extraValues={{ prukazDuvodKod: '' }}
            extraFields={(form) => (
              <FormField form={form} name="prukazDuvodKod">
                {(field) => <RadioGroup {...field} label={requestTexts.NOVY_DUVOD} options={reasonOptions} />}
              </FormField>
            )}
            extraReview={(values) => [{ term: requestTexts.NOVY_DUVOD, value: reasonLabel(values.prukazDuvodKod) }]}
            submit={async (body) => {
              const answer = await api.call(zadostPrukazVlozit, {
                params: { pojistenecId: person.pojistenecId },
                body: zadostPrukazBodySchema.parse(body),
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
