/** The vaccination form's values as the controls hold them ('' for empty), and from a stored vaccination. */
import type { OckovaniPolozka } from '../../../../contract/health';
import { isoOfWire } from '../documents/record-wire';

export interface VaccinationValues {
  datum: string;
  datumDalsi: string;
  nemoc: string;
  ockovaciLatka: string;
  smluvniPartnerNazev: string;
  poznamka: string;
}

export const emptyVaccinationValues: VaccinationValues = {
  datum: '',
  datumDalsi: '',
  nemoc: '',
  ockovaciLatka: '',
  smluvniPartnerNazev: '',
  poznamka: '',
};

/** A stored vaccination → the edit form's values (wire dates become ISO dates, null becomes ''). */
export function vaccinationValuesOf(item: OckovaniPolozka): VaccinationValues {
  return {
    datum: isoOfWire(item.datum),
    datumDalsi: isoOfWire(item.datumDalsi),
    nemoc: item.nemoc,
    ockovaciLatka: item.ockovaciLatka ?? '',
    smluvniPartnerNazev: item.smluvniPartnerNazev ?? '',
    poznamka: item.poznamka ?? '',
  };
}

/** Whether the user may change this vaccination: their own entry (`vlastni`) and a writable record. */
export function canChangeVaccination(item: Pick<OckovaniPolozka, 'vlastni'>, readOnly: boolean): boolean {
  return item.vlastni && !readOnly;
}

/** The vaccination opened for editing by `?upravit=<id>`, when the user may change it. */
export function vaccinationToEdit(list: readonly OckovaniPolozka[], editId: string | undefined, readOnly: boolean): OckovaniPolozka | null {
  if (!editId) return null;
  const item = list.find((entry) => String(entry.id) === editId);
  return item && canChangeVaccination(item, readOnly) ? item : null;
}
