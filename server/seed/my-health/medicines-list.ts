/**
 * The demo medicines list: common products on the Czech market with their strengths, forms and
 * packs, ATC codes and active substances (Czech names), compiled by hand. The SÚKL codes are
 * ILLUSTRATIVE: seven digits derived from the product line, not SÚKL's real codes — before
 * production the list is to be loaded from SÚKL's open data (Databáze léčivých přípravků).
 */
import { createHash } from 'node:crypto';

export interface SeedMedicine {
  kodSukl: string;
  nazev: string;
  doplnek: string;
  atc: string;
  ucinnaLatka: string;
  naPredpis: boolean;
}

type Line = [nazev: string, doplnky: string[], atc: string, latka: string, naPredpis: boolean];

const lines: Line[] = [
  [
    'EUTHYROX',
    ['25MCG TBL NOB 100', '50MCG TBL NOB 100', '75MCG TBL NOB 100', '100MCG TBL NOB 100', '125MCG TBL NOB 100'],
    'H03AA01',
    'levothyroxin',
    true,
  ],
  ['LETROX', ['50MCG TBL NOB 100', '100MCG TBL NOB 100'], 'H03AA01', 'levothyroxin', true],
  ['SUMATRIPTAN ACTAVIS', ['50MG TBL FLM 6', '100MG TBL FLM 6'], 'N02CC01', 'sumatriptan', true],
  ['RELPAX', ['40MG TBL FLM 6'], 'N02CC06', 'eletriptan', true],
  ['IBALGIN', ['200MG TBL FLM 24', '400MG TBL FLM 24', '400MG TBL FLM 100'], 'M01AE01', 'ibuprofen', false],
  ['NUROFEN', ['200MG TBL OBD 24', '400MG TBL FLM 12'], 'M01AE01', 'ibuprofen', false],
  ['APO-IBUPROFEN', ['400MG TBL FLM 30'], 'M01AE01', 'ibuprofen', false],
  ['NAPROXEN AL', ['500MG TBL 30'], 'M01AE02', 'naproxen', true],
  ['DOLMINA', ['50MG TBL ENT 20'], 'M01AB05', 'diklofenak', true],
  ['DICLOFENAC DUO PHARMASWISS', ['75MG CPS RDR 30'], 'M01AB05', 'diklofenak', true],
  ['ARCOXIA', ['60MG TBL FLM 28', '90MG TBL FLM 28'], 'M01AH05', 'etorikoxib', true],
  ['PARALEN', ['500MG TBL NOB 24'], 'N02BE01', 'paracetamol', false],
  ['PANADOL', ['500MG TBL FLM 24'], 'N02BE01', 'paracetamol', false],
  ['ACYLPYRIN', ['500MG TBL NOB 10'], 'N02BA01', 'kyselina acetylsalicylová', false],
  ['ANOPYRIN', ['100MG TBL NOB 60'], 'B01AC06', 'kyselina acetylsalicylová', false],
  ['GODASAL', ['100MG TBL NOB 50'], 'B01AC30', 'kyselina acetylsalicylová a glycin', false],
  ['WARFARIN ORION', ['3MG TBL NOB 100', '5MG TBL NOB 100'], 'B01AA03', 'warfarin', true],
  ['ELIQUIS', ['2,5MG TBL FLM 60', '5MG TBL FLM 60'], 'B01AF02', 'apixaban', true],
  ['XARELTO', ['20MG TBL FLM 28'], 'B01AF01', 'rivaroxaban', true],
  ['PRADAXA', ['150MG CPS DUR 60'], 'B01AE07', 'dabigatran-etexilát', true],
  ['CLOPIDOGREL TEVA', ['75MG TBL FLM 28'], 'B01AC04', 'klopidogrel', true],
  ['PRESTARIUM NEO', ['5MG TBL FLM 30', '10MG TBL FLM 30'], 'C09AA04', 'perindopril', true],
  ['TRITACE', ['5MG TBL NOB 30', '10MG TBL NOB 30'], 'C09AA05', 'ramipril', true],
  ['RAMIL', ['5MG CPS DUR 30'], 'C09AA05', 'ramipril', true],
  ['ENAP', ['10MG TBL NOB 30'], 'C09AA02', 'enalapril', true],
  ['LORISTA', ['50MG TBL FLM 30', '100MG TBL FLM 30'], 'C09CA01', 'losartan', true],
  ['TELMISARTAN TEVA', ['80MG TBL NOB 30'], 'C09CA07', 'telmisartan', true],
  ['VALSACOR', ['80MG TBL FLM 28', '160MG TBL FLM 28'], 'C09CA03', 'valsartan', true],
  ['AGEN', ['5MG TBL NOB 30', '10MG TBL NOB 30'], 'C08CA01', 'amlodipin', true],
  ['AMLODIPIN ACTAVIS', ['5MG TBL NOB 30'], 'C08CA01', 'amlodipin', true],
  ['CONCOR', ['5MG TBL FLM 28', '10MG TBL FLM 28'], 'C07AB07', 'bisoprolol', true],
  ['BETALOC ZOK', ['50MG TBL PRO 28', '100MG TBL PRO 28'], 'C07AB02', 'metoprolol', true],
  ['NEBILET', ['5MG TBL NOB 28'], 'C07AB12', 'nebivolol', true],
  ['HYDROCHLOROTHIAZID LÉČIVA', ['25MG TBL NOB 20'], 'C03AA03', 'hydrochlorothiazid', true],
  ['INDAP', ['2,5MG CPS DUR 30'], 'C03BA11', 'indapamid', true],
  ['FUROSEMID-SLOVAKOFARMA', ['40MG TBL NOB 50'], 'C03CA01', 'furosemid', true],
  ['VEROSPIRON', ['25MG TBL NOB 20'], 'C03DA01', 'spironolakton', true],
  ['DIGOXIN ORION', ['0,125MG TBL NOB 100'], 'C01AA05', 'digoxin', true],
  ['CORDARONE', ['200MG TBL NOB 30'], 'C01BD01', 'amiodaron', true],
  ['SORTIS', ['10MG TBL FLM 30', '20MG TBL FLM 30', '40MG TBL FLM 30'], 'C10AA05', 'atorvastatin', true],
  ['ATORIS', ['20MG TBL FLM 30'], 'C10AA05', 'atorvastatin', true],
  ['ROSUCARD', ['10MG TBL FLM 30', '20MG TBL FLM 30'], 'C10AA07', 'rosuvastatin', true],
  ['SIMVASTATIN ACTAVIS', ['20MG TBL FLM 30'], 'C10AA01', 'simvastatin', true],
  ['EZETROL', ['10MG TBL NOB 30'], 'C10AX09', 'ezetimib', true],
  ['LIPANTHYL', ['267MG CPS DUR 30'], 'C10AB05', 'fenofibrát', true],
  ['SIOFOR', ['500MG TBL FLM 60', '1000MG TBL FLM 60'], 'A10BA02', 'metformin', true],
  ['GLUCOPHAGE XR', ['750MG TBL PRO 60'], 'A10BA02', 'metformin', true],
  ['JARDIANCE', ['10MG TBL FLM 30', '25MG TBL FLM 30'], 'A10BK03', 'empagliflozin', true],
  ['FORXIGA', ['10MG TBL FLM 30'], 'A10BK01', 'dapagliflozin', true],
  ['JANUVIA', ['100MG TBL FLM 28'], 'A10BH01', 'sitagliptin', true],
  ['DIAPREL MR', ['60MG TBL RET 30'], 'A10BB09', 'gliklazid', true],
  ['OZEMPIC', ['1MG INJ SOL 1X3ML'], 'A10BJ06', 'semaglutid', true],
  ['HELICID', ['20MG CPS ETD 28'], 'A02BC01', 'omeprazol', true],
  ['OMEPRAZOL-RATIOPHARM', ['20MG CPS ETD 28'], 'A02BC01', 'omeprazol', false],
  ['CONTROLOC', ['20MG TBL ENT 28', '40MG TBL ENT 28'], 'A02BC02', 'pantoprazol', true],
  ['NOLPAZA', ['20MG TBL ENT 28', '40MG TBL ENT 28'], 'A02BC02', 'pantoprazol', true],
  ['EMANERA', ['20MG CPS ETD 28'], 'A02BC05', 'esomeprazol', true],
  ['GAVISCON', ['SUS 1X300ML'], 'A02BX13', 'alginát sodný', false],
  ['SMECTA', ['POR PLV SUS 10'], 'A07BC05', 'diosmektit', false],
  ['PROCTO-GLYVENOL', ['SUP 10'], 'C05AX03', 'tribenosid a lidokain', false],
  ['ZOLOFT', ['50MG TBL FLM 28', '100MG TBL FLM 28'], 'N06AB06', 'sertralin', true],
  ['ASENTRA', ['50MG TBL FLM 28'], 'N06AB06', 'sertralin', true],
  ['CIPRALEX', ['10MG TBL FLM 28'], 'N06AB10', 'escitalopram', true],
  ['ESOPREX', ['10MG TBL FLM 28'], 'N06AB10', 'escitalopram', true],
  ['CITALEC', ['20MG TBL FLM 28'], 'N06AB04', 'citalopram', true],
  ['TRITTICO AC', ['150MG TBL RET 20'], 'N06AX05', 'trazodon', true],
  ['VELAXIN', ['75MG CPS PRO 28'], 'N06AX16', 'venlafaxin', true],
  ['MIRTAZAPIN SANDOZ', ['30MG TBL FLM 30'], 'N06AX11', 'mirtazapin', true],
  ['NEUROL', ['0,25MG TBL NOB 30'], 'N05BA12', 'alprazolam', true],
  ['LEXAURIN', ['3MG TBL NOB 30'], 'N05BA08', 'bromazepam', true],
  ['STILNOX', ['10MG TBL FLM 20'], 'N05CF02', 'zolpidem', true],
  ['TRAMAL', ['50MG CPS DUR 20'], 'N02AX02', 'tramadol', true],
  ['TRAMADOL/PARACETAMOL MYLAN', ['37,5MG/325MG TBL FLM 30'], 'N02AJ13', 'tramadol a paracetamol', true],
  ['LYRICA', ['75MG CPS DUR 56'], 'N03AX16', 'pregabalin', true],
  ['NEURONTIN', ['300MG CPS DUR 50'], 'N03AX12', 'gabapentin', true],
  ['LAMICTAL', ['100MG TBL NOB 56'], 'N03AX09', 'lamotrigin', true],
  ['MADOPAR', ['250 TBL NOB 100'], 'N04BA02', 'levodopa a benserazid', true],
  ['ARICEPT', ['10MG TBL FLM 28'], 'N06DA02', 'donepezil', true],
  ['TAMSULOSIN ACTAVIS', ['0,4MG CPS RDR 30'], 'G04CA02', 'tamsulosin', true],
  ['OMNIC TOCAS', ['0,4MG TBL PRO 30'], 'G04CA02', 'tamsulosin', true],
  ['AVODART', ['0,5MG CPS MOL 30'], 'G04CB02', 'dutasterid', true],
  ['VESICARE', ['5MG TBL FLM 30'], 'G04BD08', 'solifenacin', true],
  ['SILDENAFIL TEVA', ['50MG TBL FLM 4'], 'G04BE03', 'sildenafil', true],
  ['AUGMENTIN', ['875MG/125MG TBL FLM 14'], 'J01CR02', 'amoxicilin a kyselina klavulanová', true],
  ['OSPAMOX', ['1000MG TBL FLM 14'], 'J01CA04', 'amoxicilin', true],
  ['KLACID', ['500MG TBL FLM 14'], 'J01FA09', 'klarithromycin', true],
  ['AZITROMYCIN SANDOZ', ['500MG TBL FLM 3'], 'J01FA10', 'azithromycin', true],
  ['CIPHIN', ['500MG TBL FLM 10'], 'J01MA02', 'ciprofloxacin', true],
  ['BISEPTOL', ['480MG TBL NOB 20'], 'J01EE01', 'sulfamethoxazol a trimethoprim', true],
  ['DOXYBENE', ['100MG TBL NOB 10'], 'J01AA02', 'doxycyklin', true],
  ['FLUCONAZOL KRKA', ['150MG CPS DUR 1'], 'J02AC01', 'flukonazol', true],
  ['ZYRTEC', ['10MG TBL FLM 30'], 'R06AE07', 'cetirizin', false],
  ['AERIUS', ['5MG TBL FLM 30'], 'R06AX27', 'desloratadin', true],
  ['CLARITINE', ['10MG TBL NOB 30'], 'R06AX13', 'loratadin', false],
  ['DITHIADEN', ['2MG TBL NOB 20'], 'R06AX02', 'bisulepin', true],
  ['NASONEX', ['50MCG/DÁV NAS SPR SUS 140DÁV'], 'R01AD09', 'mometason', true],
  ['AVAMYS', ['27,5MCG/DÁV NAS SPR SUS 120DÁV'], 'R01AD12', 'flutikason-furoát', true],
  ['OLYNTH', ['0,1% NAS SPR SOL 10ML'], 'R01AA07', 'xylometazolin', false],
  ['VENTOLIN', ['100MCG INH SUS PSS 200DÁV'], 'R03AC02', 'salbutamol', true],
  ['SYMBICORT TURBUHALER', ['200/6MCG INH PLV 120DÁV'], 'R03AK07', 'formoterol a budesonid', true],
  ['SERETIDE DISKUS', ['50/250MCG INH PLV 60DÁV'], 'R03AK06', 'salmeterol a flutikason', true],
  ['SINGULAIR', ['10MG TBL FLM 28', '5MG TBL MND 28'], 'R03DC03', 'montelukast', true],
  ['ACC LONG', ['600MG TBL EFF 10'], 'R05CB01', 'acetylcystein', false],
  ['STOPTUSSIN', ['TBL 20'], 'R05FA02', 'butamirát a guaifenesin', false],
  ['PREDNISON 20 LÉČIVA', ['20MG TBL NOB 20'], 'H02AB07', 'prednison', true],
  ['MEDROL', ['4MG TBL NOB 30', '16MG TBL NOB 30'], 'H02AB04', 'methylprednisolon', true],
  ['THYROZOL', ['10MG TBL FLM 50'], 'H03BB02', 'thiamazol', true],
  ['FOSAMAX', ['70MG TBL NOB 4'], 'M05BA04', 'kyselina alendronová', true],
  ['CALTRATE PLUS', ['TBL FLM 60'], 'A12AX', 'uhličitan vápenatý a kolekalciferol', false],
  ['VIGANTOL', ['0,5MG/ML POR GTT SOL 10ML'], 'A11CC05', 'kolekalciferol', true],
  ['MAGNESIUM-B6 ZENTIVA', ['TBL OBD 50'], 'A12CC30', 'magnesium a pyridoxin', false],
  ['FERRONAT RETARD', ['TBL RET 30'], 'B03AA02', 'fumarát železnatý', false],
  ['SORBIFER DURULES', ['320MG/60MG TBL RET 50'], 'B03AE10', 'síran železnatý a kyselina askorbová', true],
  ['ACIDUM FOLICUM LÉČIVA', ['10MG TBL NOB 30'], 'B03BB01', 'kyselina listová', true],
  ['MILURIT', ['100MG TBL NOB 50', '300MG TBL NOB 30'], 'M04AA01', 'alopurinol', true],
  ['COLCHICUM-DISPERT', ['0,5MG TBL OBD 20'], 'M04AC01', 'kolchicin', true],
  ['METHOTREXAT EBEWE', ['2,5MG TBL NOB 50'], 'L04AX03', 'methotrexát', true],
  ['AZARGA', ['OPH GTT SUS 5ML'], 'S01ED51', 'brinzolamid a timolol', true],
  ['XALATAN', ['50MCG/ML OPH GTT SOL 2,5ML'], 'S01EE01', 'latanoprost', true],
  ['TOBREX', ['3MG/ML OPH GTT SOL 5ML'], 'S01AA12', 'tobramycin', true],
  ['MIDIANA', ['3MG/0,03MG TBL FLM 3X21'], 'G03AA12', 'drospirenon a ethinylestradiol', true],
  ['LINDYNETTE 20', ['TBL OBD 3X21'], 'G03AA10', 'gestoden a ethinylestradiol', true],
  ['CERAZETTE', ['75MCG TBL FLM 3X28'], 'G03AC09', 'desogestrel', true],
  ['UTROGESTAN', ['100MG CPS MOL 30'], 'G03DA04', 'progesteron', true],
  ['FEMOSTON', ['1/10 TBL FLM 28'], 'G03FB08', 'estradiol a dydrogesteron', true],
  ['KALNORMIN', ['1G TBL PRO 30'], 'A12BA01', 'chlorid draselný', true],
  ['ESPUMISAN', ['40MG CPS MOL 50'], 'A03AX13', 'simetikon', false],
  ['NO-SPA', ['40MG TBL NOB 24'], 'A03AD02', 'drotaverin', false],
  ['ENDIARON', ['250MG TBL FLM 20'], 'A07AX04', 'nifuroxazid', false],
  ['LAGOSA', ['150MG TBL OBD 50'], 'A05BA03', 'silymarin', false],
  ['HYLAK FORTE', ['POR SOL 100ML'], 'A07FA', 'probiotika', false],
  ['FENISTIL', ['1MG/G GEL 30G'], 'D04AA13', 'dimetinden', false],
  ['TRIDERM', ['CRM 15G'], 'D07XC01', 'betamethason, klotrimazol a gentamicin', true],
  ['ADVANTAN', ['1MG/G CRM 15G'], 'D07AC14', 'methylprednisolon-aceponát', true],
  ['CANESTEN', ['1% CRM 20G'], 'D01AC01', 'klotrimazol', false],
  ['ZOVIRAX', ['5% CRM 2G'], 'D06BB03', 'aciklovir', false],
  ['VOLTAREN FORTE', ['20MG/G GEL 100G'], 'M02AA15', 'diklofenak', false],
  ['MUCOSOLVAN', ['30MG TBL NOB 20'], 'R05CB06', 'ambroxol', false],
  ['NUROFEN PRO DĚTI', ['100MG/5ML POR SUS 100ML'], 'M01AE01', 'ibuprofen', false],
  ['PANADOL BABY', ['24MG/ML POR SUS 100ML'], 'N02BE01', 'paracetamol', false],
  ['ZINNAT', ['250MG/5ML POR GRA SUS 50ML'], 'J01DC02', 'cefuroxim', true],
  ['DUOMOX', ['500MG TBL DIS 20'], 'J01CA04', 'amoxicilin', true],
  ['TANTUM VERDE', ['3MG PAS 20'], 'A01AD02', 'benzydamin', false],
];

function suklCode(nazev: string, doplnek: string): string {
  const digits = createHash('sha256').update(`${nazev}|${doplnek}`).digest().readUInt32BE(0) % 1_000_000;
  return `0${String(digits).padStart(6, '0')}`;
}

export const seedMedicines: readonly SeedMedicine[] = (() => {
  const out: SeedMedicine[] = [];
  const seen = new Set<string>();
  for (const [nazev, doplnky, atc, ucinnaLatka, naPredpis] of lines) {
    for (const doplnek of doplnky) {
      let kodSukl = suklCode(nazev, doplnek);
      while (seen.has(kodSukl)) kodSukl = String((Number(kodSukl) + 1) % 10_000_000).padStart(7, '0');
      seen.add(kodSukl);
      out.push({ kodSukl, nazev, doplnek, atc, ucinnaLatka, naPredpis });
    }
  }
  return out;
})();

/** A product by name and pack (the seed's people take these). */
export function medicine(nazev: string, doplnek: string): SeedMedicine {
  const found = seedMedicines.find((m) => m.nazev === nazev && m.doplnek === doplnek);
  if (!found) throw new Error(`seed: no medicine ${nazev} ${doplnek}`);
  return found;
}
