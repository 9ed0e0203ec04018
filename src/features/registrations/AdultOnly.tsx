import type { ReactNode } from 'react';
import { card } from '../../../styled-system/recipes';
import { todayIso } from '../../../contract/format';
import { isUnder18 } from '../../../contract/person';
import { Page } from '../../components/Page';
import { useRepresentedPerson } from '../../app/use-represented-person';
import { registrationTexts as t } from './texts';

/**
 * Registrations are for an adult (document 2 §9): for a represented child the screen explains why it
 * is not offered. Apart from the newborn registration, so the child's re-registration does not load
 * that whole wizard for it.
 */
export function AdultOnly({ title, children }: { title: string; children: ReactNode }) {
  const { current } = useRepresentedPerson();
  if (current && isUnder18(current, todayIso())) {
    return (
      <Page title={title}>
        <p className={card()}>{t.JEN_DOSPELY}</p>
      </Page>
    );
  }
  return <>{children}</>;
}
