/**
 * Query options and calls of 'Objednání na pobočku' (contract/appointments.ts). Keys start with
 * ['poj', pojistenecId, <call id>] like every per-person call, so a booking refreshes the person's
 * lists and the branch's free slots.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AppointmentBranch, ObjednavkaVlozit } from '../../../contract/appointments';
import { objednavkaPresunout, objednavkaVlozit, objednavkaZrusit, objednavkySeznam, objednavkyTerminy } from '../../../contract/routes.gen';
import type { ApiClient } from '../../lib/api-client';
import { personKey } from '../../lib/query-keys';

export const bookingsQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), objednavkySeznam.id] as const,
    queryFn: ({ signal }) => api.call(objednavkySeznam, { params: { pojistenecId }, signal }),
  });

/** The free slots of a branch; kept briefly (others book meanwhile). */
export const freeSlotsQuery = (api: ApiClient, pojistenecId: string, pobocka: AppointmentBranch) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), objednavkyTerminy.id, pobocka] as const,
    queryFn: ({ signal }) => api.call(objednavkyTerminy, { params: { pojistenecId, pobocka }, signal }),
    staleTime: 30_000,
  });

export const bookSlot = (api: ApiClient, pojistenecId: string, body: ObjednavkaVlozit) =>
  api.call(objednavkaVlozit, { params: { pojistenecId }, body });

export const moveBooking = (api: ApiClient, pojistenecId: string, id: number, termin: string) =>
  api.call(objednavkaPresunout, { params: { pojistenecId, id: String(id) }, body: { termin } });

export const cancelBooking = (api: ApiClient, pojistenecId: string, id: number) =>
  api.call(objednavkaZrusit, { params: { pojistenecId, id: String(id) } });

/** After a booking, a move or a cancellation: the person's list and every branch's free slots. */
export async function invalidateBookings(client: QueryClient, pojistenecId: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: [...personKey(pojistenecId), objednavkySeznam.id] }),
    client.invalidateQueries({ queryKey: [...personKey(pojistenecId), objednavkyTerminy.id] }),
  ]);
}
