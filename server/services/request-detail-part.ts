import type { PrilohaOdpoved } from '../../contract/health';
import type { PersonId } from '../../contract/ids';
import type { Database } from '../db/client';

/**
 * What one kind of request shows of what was sent ('Moje žádosti', the detail): labelled values
 * in Czech and the files sent with it. Each area that files requests provides it for its kinds;
 * the communication area's registry (`requestDetailProviders`) puts them together.
 */
export interface RequestDetailPart {
  polozky: Array<{ nazev: string; hodnota: string }>;
  prilohy: PrilohaOdpoved[];
}

/** One area's detail of a request of its kinds; null when the request is not one of them. */
export type RequestDetailProvider = (db: Database, personId: PersonId, requestId: number) => Promise<RequestDetailPart | null>;
