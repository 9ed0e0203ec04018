/**
 * The card in the pocket (issue 15 §10): the last-seen insurance card (with the EHIC) and the
 * emergency data of each person, kept in this device's Cache Storage for the offline page
 * (public/offline.html, served by public/sw.js when there is no connection). Nothing else is kept,
 * and it is removed at sign-out. Written from the card and emergency screens after they load.
 */
import { bloodGroupLabels, rhFactorLabels } from '../../contract/enums';
import type { EmergentniUdajeOdpoved } from '../../contract/health';
import type { EhicPrukaz } from '../../contract/insurance';
import { formatDateCz } from '../../contract/format';

import { cacheStorage, OFFLINE_CACHE, OFFLINE_DATA_URL } from './offline-cache';

export { forgetOfflineData, OFFLINE_CACHE, OFFLINE_DATA_URL } from './offline-cache';

/** What the offline page shows, already in words (it has no code of the app to format with). */
export interface OfflineCard {
  jmeno: string;
  prijmeni: string;
  /** 'd. m. rrrr' */
  narozen: string;
  /** The insured-person number (the birth number without a slash). */
  osobniCislo: string;
  cisloKarty: string;
  instituce: { kod: string; nazev: string };
  /** 'd. m. rrrr' */
  platnostDo: string;
}

export interface OfflineEmergency {
  osoba: string | null;
  telefon: string | null;
  vztah: string | null;
  /** 'A Rh+'; null when neither is stated. */
  krevniSkupina: string | null;
  doplnujiciInformace: string | null;
  /** 'd. m. rrrr' */
  posledniOckovaniTetanus: string | null;
}

/** The card's wire values (GET /ehicPrukaz): the holder and the card's fields. */
export type CardInput = EhicPrukaz['drzitel'] & Pick<EhicPrukaz, 'osobniCislo' | 'cisloKarty' | 'instituce' | 'platnostDo'>;

export interface OfflinePerson {
  pojistenecId: string;
  karta: OfflineCard | null;
  emergentniUdaje: OfflineEmergency | null;
  /** When this person's data was last seen (ISO). */
  aktualizovano: string;
}

export interface OfflineData {
  osoby: OfflinePerson[];
}

async function readData(cache: Cache): Promise<OfflineData> {
  const response = await cache.match(OFFLINE_DATA_URL);
  if (!response) return { osoby: [] };
  try {
    const data = (await response.json()) as OfflineData;
    return Array.isArray(data?.osoby) ? data : { osoby: [] };
  } catch {
    return { osoby: [] };
  }
}

async function update(pojistenecId: string, change: Partial<Pick<OfflinePerson, 'karta' | 'emergentniUdaje'>>): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  try {
    const cache = await storage.open(OFFLINE_CACHE);
    const data = await readData(cache);
    const previous = data.osoby.find((person) => person.pojistenecId === pojistenecId);
    const next: OfflinePerson = {
      pojistenecId,
      karta: previous?.karta ?? null,
      emergentniUdaje: previous?.emergentniUdaje ?? null,
      ...change,
      aktualizovano: new Date().toISOString(),
    };
    const osoby = [...data.osoby.filter((person) => person.pojistenecId !== pojistenecId), next];
    await cache.put(OFFLINE_DATA_URL, new Response(JSON.stringify({ osoby }), { headers: { 'content-type': 'application/json' } }));
  } catch {
    // Storage full or unavailable: the offline card is a convenience, the app goes on.
  }
}

/** Keeps the person's card as just shown. */
export const rememberCard = (pojistenecId: string, karta: CardInput): Promise<void> =>
  update(pojistenecId, {
    karta: {
      jmeno: karta.jmeno,
      prijmeni: karta.prijmeni,
      narozen: formatDateCz(karta.narozen),
      osobniCislo: karta.osobniCislo,
      cisloKarty: karta.cisloKarty,
      instituce: { kod: karta.instituce.kod, nazev: karta.instituce.nazev },
      platnostDo: formatDateCz(karta.platnostDo),
    },
  });

/** 'A Rh+' from the two stated parts; null when neither is stated. */
function bloodGroupText(skupina: EmergentniUdajeOdpoved['skupina'], rhFaktor: EmergentniUdajeOdpoved['rhFaktor']): string | null {
  const parts = [
    skupina && skupina !== 'NEUVEDENO' ? bloodGroupLabels[skupina] : null,
    rhFaktor && rhFaktor !== 'NEUVEDENO' ? rhFactorLabels[rhFaktor] : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(' ') : null;
}

/** Keeps the person's emergency data as just shown. */
export const rememberEmergency = (pojistenecId: string, data: EmergentniUdajeOdpoved): Promise<void> =>
  update(pojistenecId, {
    emergentniUdaje: {
      osoba: data.osoba,
      telefon: data.telefon,
      vztah: data.vztah,
      krevniSkupina: bloodGroupText(data.skupina, data.rhFaktor),
      doplnujiciInformace: data.doplnujiciInformace,
      posledniOckovaniTetanus: data.posledniOckovaniTetanus ? formatDateCz(data.posledniOckovaniTetanus) : null,
    },
  });
