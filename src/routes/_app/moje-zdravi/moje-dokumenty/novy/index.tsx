import { createFileRoute } from '@tanstack/react-router';
import { INSURED_ONLY } from '../../../../../app/route-meta';
import { NewDocumentPage } from '../../../../../features/health/documents';

export const Route = createFileRoute('/_app/moje-zdravi/moje-dokumenty/novy/')({
  staticData: { title: 'Nový dokument', accountTypes: INSURED_ONLY, helpCode: 'MOJE_DOKUMENTY' },
  component: NewDocumentPage,
});
