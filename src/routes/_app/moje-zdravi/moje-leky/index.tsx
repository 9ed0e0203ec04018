import { createFileRoute } from '@tanstack/react-router';
import { SHARED_HEALTH } from '../../../../app/route-meta';
import { startPersonQueries } from '../../../../app/router-context';
import { MedicinesPage } from '../../../../features/medicines/MedicinesPage';

export const Route = createFileRoute('/_app/moje-zdravi/moje-leky/')({
  staticData: { title: 'Moje léky', accountTypes: SHARED_HEALTH, helpCode: 'MOJE_LEKY' },
  loader: (args) =>
    startPersonQueries(args, async ({ start, api, pojistenecId }) => {
      const { medicinesQuery } = await import('../../../../features/medicines/api');
      start(medicinesQuery(api, pojistenecId));
    }),
  component: MedicinesPage,
});
