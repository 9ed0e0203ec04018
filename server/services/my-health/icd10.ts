/**
 * Diagnoses (MKN-10, the Czech ICD-10) used by the care records, with their Czech names, and which
 * of them are long-term (chronic) conditions shown under 'Chronická onemocnění'.
 */
export const diagnosisNames: Readonly<Record<string, string>> = {
  'E03.9': 'Hypotyreóza, neurčená',
  'E11.9': 'Diabetes mellitus 2. typu bez komplikací',
  'E78.0': 'Čistá hypercholesterolemie',
  'G43.0': 'Migréna bez aury',
  I10: 'Esenciální (primární) hypertenze',
  'I48.9': 'Fibrilace a flutter síní, neurčené',
  'J30.1': 'Alergická rýma způsobená pylem',
  'J30.3': 'Jiná alergická rýma',
  'J45.9': 'Astma, neurčené',
  'K21.9': 'Gastroezofageální refluxní nemoc bez ezofagitidy',
  'L20.9': 'Atopická dermatitida, neurčená',
  'M17.1': 'Jiná primární gonartróza',
  'M54.5': 'Bolest v kříži',
  N40: 'Hyperplazie prostaty',
  'R73.0': 'Abnormální výsledek testu glukózové tolerance',
  'Z00.0': 'Všeobecné lékařské vyšetření',
  'Z00.1': 'Rutinní vyšetření zdravotního stavu dítěte',
  'Z01.2': 'Vyšetření zubů',
  'Z01.4': 'Gynekologické vyšetření (celkové) (rutinní)',
  'Z12.1': 'Speciální screeningové vyšetření novotvaru střeva',
  'Z12.3': 'Speciální screeningové vyšetření novotvaru prsu',
  'Z12.5': 'Speciální screeningové vyšetření novotvaru prostaty',
  'Z23.8': 'Potřeba očkování proti jiné jednotlivé bakteriální nemoci',
  'J06.9': 'Akutní infekce horních dýchacích cest, neurčená',
  'J02.9': 'Akutní faryngitida, neurčená',
  'K02.1': 'Zubní kaz dentinu',
  'H52.1': 'Myopie',
  'S52.5': 'Zlomenina dolního konce vřetenní kosti',
  'M25.56': 'Bolest kloubu – bérec',
  O80: 'Spontánní porod jedním plodem',
  'Z39.2': 'Rutinní poporodní sledování',
  'P07.3': 'Jiné předčasně narozené dítě',
  'Z38.0': 'Jednočetné dítě narozené v nemocnici',
};

/** Long-term conditions: shown as chronic diseases when they appear in the care records. */
const chronicCodes = new Set([
  'E03.9',
  'E11.9',
  'E78.0',
  'G43.0',
  'I10',
  'I48.9',
  'J30.1',
  'J30.3',
  'J45.9',
  'K21.9',
  'L20.9',
  'M17.1',
  'N40',
  'R73.0',
]);

export const isChronic = (code: string): boolean => chronicCodes.has(code);
export const chronicName = (code: string): string => diagnosisNames[code] ?? code;
