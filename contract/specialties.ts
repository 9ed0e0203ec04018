/**
 * Specialties (odbornosti) by their code in the insurers' list, the workplace type (typPracoviste)
 * of the map. Codes and names as in the code list of specialties used by Czech health insurers.
 */
export const specialtyNames: Readonly<Record<string, string>> = {
  '001': 'Všeobecné praktické lékařství',
  '002': 'Praktické lékařství pro děti a dorost',
  '014': 'Zubní lékařství',
  '015': 'Ortodoncie',
  '101': 'Vnitřní lékařství',
  '103': 'Diabetologie',
  '104': 'Endokrinologie',
  '105': 'Gastroenterologie',
  '107': 'Kardiologie',
  '109': 'Revmatologie',
  '201': 'Rehabilitační a fyzikální medicína',
  '205': 'Pneumologie a ftizeologie',
  '207': 'Alergologie a klinická imunologie',
  '209': 'Neurologie',
  '305': 'Psychiatrie',
  '404': 'Dermatovenerologie',
  '501': 'Chirurgie',
  '603': 'Gynekologie a porodnictví',
  '607': 'Ortopedie a traumatologie pohybového ústrojí',
  '701': 'Otorinolaryngologie',
  '705': 'Oftalmologie',
  '706': 'Urologie',
  '801': 'Klinická biochemie',
  '809': 'Radiologie a zobrazovací metody',
  '901': 'Klinická psychologie',
  '902': 'Fyzioterapie',
};
export const specialtyCodes = Object.keys(specialtyNames) as [string, ...string[]];

/** The name of a specialty code ('' when unknown). */
export const specialtyName = (code: string): string => specialtyNames[code] ?? '';
