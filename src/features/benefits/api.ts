/** Query options of the health programmes (contract/benefits.ts), keyed per person. */
import { queryOptions } from '@tanstack/react-query';
import { benefitProgramy } from '../../../contract/benefits';
import type { DrawingState } from '../../../contract/enums';
import type { ProgrammeSorting } from '../../../contract/benefits';
import type { ApiClient } from '../../lib/api-client';
import { personKey } from '../../lib/query-keys';

export interface ProgrammeFilter {
  fullText?: string;
  cerpani?: DrawingState;
  razeni?: ProgrammeSorting;
}

export const programmesQuery = (api: ApiClient, pojistenecId: string, filter: ProgrammeFilter) =>
  queryOptions({
    queryKey: [
      ...personKey(pojistenecId),
      'benefitProgramy',
      filter.fullText ?? null,
      filter.cerpani ?? null,
      filter.razeni ?? null,
    ] as const,
    queryFn: ({ signal }) => api.call(benefitProgramy, { params: { pojistenecId }, query: { ...filter, pocetVysledku: 200 }, signal }),
  });
