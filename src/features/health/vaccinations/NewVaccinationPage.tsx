/** Nové očkování (/moje-zdravi/ockovani/novy/): the add form; after saving, back to the list. */
import { Link, useNavigate } from '@tanstack/react-router';
import { Page } from '../../../components/Page';
import { NotAvailableNotice } from '../../../components/NotAvailableNotice';
import { IconChevronLeft } from '../../../components/icons';
import { backLinkStyle, personFormTitle, WithHealthPerson } from '../../../app/person-page';
import { vaccinationTexts } from './texts';
import { VaccinationForm } from './VaccinationForm';

export function NewVaccinationPage() {
  const navigate = useNavigate();
  const toList = () => void navigate({ to: '/moje-zdravi/ockovani/' });
  return (
    <WithHealthPerson title={vaccinationTexts.NOVE}>
      {(person) => (
        <Page title={personFormTitle(vaccinationTexts.NOVE, person)}>
          <Link to="/moje-zdravi/ockovani/" className={backLinkStyle}>
            <IconChevronLeft size={20} />
            {vaccinationTexts.ZPET}
          </Link>
          {person.readOnly ? (
            <NotAvailableNotice />
          ) : (
            <VaccinationForm key={person.pojistenecId} pojistenecId={person.pojistenecId} onSaved={toList} onCancel={toList} />
          )}
        </Page>
      )}
    </WithHealthPerson>
  );
}
