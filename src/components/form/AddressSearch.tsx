/**
 * 'Vyhledat adresu': the address search of the child re-registration, shared with 'Osobní údaje'
 * (issue 37) — the combobox over GET /naseptavacAdres/{adresa} (addresses of the national register,
 * RÚIAN); choosing one hands it to the form, which fills in its fields. The fields stay editable
 * for an address the register does not know.
 */
import type { NavrhAdresy } from '../../../contract/communication';
import { naseptavacAdres } from '../../../contract/routes.gen';
import type { ApiClient } from '../../lib/api-client';
import { AddressSuggest } from './AddressSuggest';

export const addressSearchTexts = {
  HLEDAT_ADRESU: 'Vyhledat adresu',
  HLEDAT_NAPOVEDA: 'Začněte psát ulici a číslo nebo obec a vyberte adresu ze seznamu.',
  NIC_NENALEZENO: 'Žádná adresa neodpovídá. Vyplňte ji prosím ručně.',
} as const;

/** GET /naseptavacAdres/{adresa}: up to ten addresses from the national register. */
export const suggestAddresses = async (api: ApiClient, text: string, signal: AbortSignal) =>
  (await api.call(naseptavacAdres, { params: { adresa: text }, signal })).seznamAdres;

export function AddressSearch({ api, onChoose, label }: { api: ApiClient; onChoose: (address: NavrhAdresy) => void; label?: string }) {
  return (
    <AddressSuggest
      label={label ?? addressSearchTexts.HLEDAT_ADRESU}
      hint={addressSearchTexts.HLEDAT_NAPOVEDA}
      emptyText={addressSearchTexts.NIC_NENALEZENO}
      suggest={(text, signal) => suggestAddresses(api, text, signal)}
      onChoose={onChoose}
    />
  );
}
