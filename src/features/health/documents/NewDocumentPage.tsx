/** Nový dokument (/moje-zdravi/moje-dokumenty/novy/): the form; after saving, back to the list. */
import { Link, useNavigate } from '@tanstack/react-router';
import { Page } from '../../../components/Page';
import { NotAvailableNotice } from '../../../components/NotAvailableNotice';
import { IconChevronLeft } from '../../../components/icons';
import { DocumentForm } from './DocumentForm';
import { backLinkStyle, personFormTitle, WithHealthPerson } from '../../../app/person-page';
import { documentTexts } from './texts';

export function NewDocumentPage() {
  const navigate = useNavigate();
  return (
    <WithHealthPerson title={documentTexts.NOVY}>
      {(person) => (
        <Page title={personFormTitle(documentTexts.NOVY, person)}>
          <Link to="/moje-zdravi/moje-dokumenty/" className={backLinkStyle}>
            <IconChevronLeft size={20} />
            {documentTexts.ZPET}
          </Link>
          {person.readOnly ? (
            <NotAvailableNotice />
          ) : (
            <DocumentForm
              key={person.pojistenecId}
              pojistenecId={person.pojistenecId}
              onSaved={() => void navigate({ to: '/moje-zdravi/moje-dokumenty/' })}
              onCancel={() => void navigate({ to: '/moje-zdravi/moje-dokumenty/' })}
            />
          )}
        </Page>
      )}
    </WithHealthPerson>
  );
}
