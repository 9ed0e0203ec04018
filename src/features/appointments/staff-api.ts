/**
 * Query options and calls of the staff's 'Pobočky' (contract/appointments.ts). Keys start with
 * 'prac' like the rest of the workspace; the whole cache is cleared when the session ends.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AppointmentBranch, PracovistePobockaDen, TerminyVypsat } from '../../../contract/appointments';
import { pracovistePobockaDen, pracovistePobockaTerminOdebrat, pracovistePobockaTerminyVypsat } from '../../../contract/routes.gen';
import { todayIso } from '../../../contract/format';
import type { ApiClient } from '../../lib/api-client';

/** The day the branch screen shows: the link's, else today in Prague. */
export const shownDay = (den: string | undefined): string => den ?? todayIso();

const dayKey = (pobocka: AppointmentBranch, den: string) => ['prac', 'pobocky', pobocka, den] as const;

export const branchDayQuery = (api: ApiClient, pobocka: AppointmentBranch, den: string) =>
  queryOptions({
    queryKey: dayKey(pobocka, den),
    queryFn: ({ signal }) => api.call(pracovistePobockaDen, { params: { pobocka, den }, signal }),
  });

/** The answer of a publication or a removal is the day as it is now. */
function keepDay(client: QueryClient, day: PracovistePobockaDen) {
  client.setQueryData(dayKey(day.pobocka, day.den), day);
}

export async function publishSlots(api: ApiClient, client: QueryClient, pobocka: AppointmentBranch, den: string, body: TerminyVypsat) {
  const answer = await api.call(pracovistePobockaTerminyVypsat, { params: { pobocka, den }, body });
  keepDay(client, answer);
  return answer;
}

export async function removeSlot(api: ApiClient, client: QueryClient, pobocka: AppointmentBranch, id: number) {
  const answer = await api.call(pracovistePobockaTerminOdebrat, { params: { pobocka, id: String(id) } });
  keepDay(client, answer);
  return answer;
}
