/**
 * The staff routes' search and path parameters, read without zod (route files load with the first
 * screen, which carries no zod): a value the route does not take is dropped, so a bad or old link
 * opens the list unfiltered. The lists of values are the contract's.
 */
import { notFound } from '@tanstack/react-router';
import { requestStates, requestTypes, type RequestState, type RequestType } from '../../../contract/boot-enums';
import type { InboxFilter, QueueFilter } from '../../../contract/staff';
import type { DeliveryState } from '../../../contract/notifications';
import { oneOf } from '../../lib/search-params';

// The contract's filter codes as Records over its types (the compiler keeps them equal to
// queueFilters and inboxFilters): the route files must not load the call module itself.
const queueFilterSet: Record<QueueFilter, true> = { VSE: true, MOJE: true, NEPREVZATE: true };
const inboxFilterSet: Record<InboxFilter, true> = { NEZODPOVEZENE: true, VSE: true };

const readQueueFilter = oneOf(Object.keys(queueFilterSet) as QueueFilter[]);
const readType = oneOf(requestTypes);
const readState = oneOf(requestStates);
const readInboxFilter = oneOf(Object.keys(inboxFilterSet) as InboxFilter[]);

export interface QueueSearch {
  filtr?: QueueFilter;
  druh?: RequestType;
  stav?: RequestState;
}

/** validateSearch of the queue (/pracoviste/?filtr=&druh=&stav=). */
export function queueSearch(search: Record<string, unknown>): QueueSearch {
  const found = { filtr: readQueueFilter(search.filtr), druh: readType(search.druh), stav: readState(search.stav) };
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value !== undefined));
}

export interface InboxSearch {
  filtr?: InboxFilter;
}

/** validateSearch of the inbox (/pracoviste/zpravy/?filtr=). */
export function inboxSearch(search: Record<string, unknown>): InboxSearch {
  const filtr = readInboxFilter(search.filtr);
  return filtr === undefined ? {} : { filtr };
}

/** `params` of the staff thread '/pracoviste/zpravy/$vlakno': a thread id ('D-2025-004812', 1–36 characters). */
export const staffThreadParams = {
  parse: (raw: { vlakno: string }): { vlakno: string } => {
    if (!/^[A-Za-z0-9_-]{1,36}$/.test(raw.vlakno)) throw notFound();
    return { vlakno: raw.vlakno };
  },
};

const deliveryStateSet: Record<DeliveryState, true> = { CEKA: true, ODESLANO: true, CHYBA: true, ZRUSENO: true };
const readDeliveryState = oneOf(Object.keys(deliveryStateSet) as DeliveryState[]);

export interface DeliveriesSearch {
  stav?: DeliveryState;
}

/** validateSearch of the sent notifications (/pracoviste/upozorneni/?stav=). */
export function deliveriesSearch(search: Record<string, unknown>): DeliveriesSearch {
  const stav = readDeliveryState(search.stav);
  return stav === undefined ? {} : { stav };
}
