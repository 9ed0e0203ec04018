import { count } from 'drizzle-orm';
import { addDaysIso } from '../../contract/format';
import type { Database, Transaction } from '../db/client';
import { emergencyData, healthHistory, healthHistoryItems, measurements, personalDocuments, vaccinations } from '../db/schema';
import type { AttachmentTransaction } from '../services/attachment-files';
import { insertAttachment } from '../services/attachments';
import { todayInPrague } from '../services/clock';
import { demoPersonId, type PersonKey } from './demo-data';
import { buildPdf, certificatePng, xrayPng } from './files';

/**
 * Demo health records of Jana (and her daughter Tereza) and of Tomáš: general history,
 * allergies, illnesses, a hospital stay, operations (one linked to a discharge report),
 * injuries, two years of measurements, vaccinations with a PDF and a PNG, personal documents
 * (one with two images) and Jana's emergency data. Deterministic: dates are fixed or counted
 * back from the seed's `today`, files are built from fixed inputs.
 */

interface SeedFile {
  nazev: string;
  mime: string;
  content: Buffer;
}

interface SeedDocument {
  key: string;
  datum: string | null;
  popis: string | null;
  nazevZarizeni: string | null;
  files: SeedFile[];
}

interface SeedVaccination {
  datum: string;
  datumDalsi?: string;
  nemoc: string;
  ockovaciLatka?: string;
  poznamka?: string;
  smluvniPartnerNazev?: string;
  vlastni: boolean;
  files?: SeedFile[];
}

type SeedItem =
  | { druh: 'ALERGIE' | 'NEMOC'; popis: string }
  | { druh: 'NEMOCNICE'; datumOd: string; datumDo: string | null; popis: string }
  | { druh: 'OPERACE' | 'URAZ'; datum: string; dokument?: string; popis: string };

interface SeedMeasurement {
  daysAgo: number;
  tep?: number;
  tlakSyst?: number;
  tlakDiast?: number;
  vaha?: number;
  vyska?: number;
}

interface PersonHealth {
  anamneza: { alkoholKod: string | null; koureniKod: string | null; pracovniAnamneza: string | null; rodinnaAnamneza: string | null };
  items: SeedItem[];
  measurements: SeedMeasurement[];
  vaccinations: SeedVaccination[];
  documents: SeedDocument[];
  emergency?: {
    osoba: string;
    telefon: string;
    vztah: string;
    skupina: string;
    rhFaktor: string;
    doplnujiciInformace: string;
    posledniOckovaniTetanus: string;
  };
}

const pdf = (nazev: string, title: string, lines: string[]): SeedFile => ({
  nazev,
  mime: 'application/pdf',
  content: buildPdf(title, lines),
});
const png = (nazev: string, content: Buffer): SeedFile => ({ nazev, mime: 'image/png', content });

export function demoHealthRecords(today: string): Partial<Record<PersonKey, PersonHealth>> {
  const daysAgo = (days: number) => addDaysIso(today, -days);
  const tickDose = daysAgo(1000);
  const tetanusJana = '2019-05-10';

  return {
    jana: {
      anamneza: {
        alkoholKod: 'PRILEZITOSTNE',
        koureniKod: 'NEKOURI',
        pracovniAnamneza: 'Administrativní pracovnice v automobilce, práce převážně u počítače. Bez expozice rizikovým faktorům.',
        rodinnaAnamneza: 'Otec hypertenze a diabetes 2. typu. Matka bez závažných onemocnění. Babička z matčiny strany karcinom prsu.',
      },
      items: [
        { druh: 'ALERGIE', popis: 'Pyl trav a břízy – sezónní rýma a pálení očí (duben až červen).' },
        { druh: 'ALERGIE', popis: 'Penicilin – kopřivka po amoxicilinu (2009).' },
        { druh: 'ALERGIE', popis: 'Nikl – kontaktní ekzém.' },
        { druh: 'NEMOC', popis: 'Hypotyreóza, léčená levothyroxinem od roku 2018.' },
        { druh: 'NEMOC', popis: 'Migréna bez aury, 2–3 záchvaty ročně.' },
        {
          druh: 'NEMOCNICE',
          datumOd: '2019-04-08',
          datumDo: '2019-04-12',
          popis: 'Akutní apendicitida, chirurgické oddělení Klaudiánovy nemocnice Mladá Boleslav.',
        },
        { druh: 'NEMOCNICE', datumOd: '2015-09-01', datumDo: '2015-09-05', popis: 'Porod dcery, porodnice Mladá Boleslav.' },
        { druh: 'OPERACE', datum: '2019-04-08', dokument: 'apendektomie', popis: 'Laparoskopická apendektomie bez komplikací.' },
        {
          druh: 'URAZ',
          datum: '2021-01-16',
          dokument: 'rtg-hlezno',
          popis: 'Distorze levého hlezna při pádu na náledí, ortéza na 3 týdny.',
        },
      ],
      // Two years of home measurements: blood pressure and weight slowly improving.
      measurements: [
        { daysAgo: 715, tep: 80, tlakSyst: 139, tlakDiast: 89, vaha: 75, vyska: 168 },
        { daysAgo: 640, tep: 78, tlakSyst: 137, tlakDiast: 88, vaha: 75 },
        { daysAgo: 570, tep: 79, tlakSyst: 135, tlakDiast: 87, vaha: 74 },
        { daysAgo: 495, tep: 76, tlakSyst: 133, tlakDiast: 86, vaha: 73, vyska: 168 },
        { daysAgo: 420, tep: 75, tlakSyst: 131, tlakDiast: 85, vaha: 72 },
        { daysAgo: 345, tep: 74, tlakSyst: 130, tlakDiast: 84, vaha: 72 },
        { daysAgo: 270, tep: 73, tlakSyst: 128, tlakDiast: 83, vaha: 71, vyska: 168 },
        { daysAgo: 190, tep: 72, tlakSyst: 127, tlakDiast: 82, vaha: 70 },
        { daysAgo: 120, tep: 71, tlakSyst: 125, tlakDiast: 81, vaha: 69 },
        { daysAgo: 60, tep: 70, tlakSyst: 124, tlakDiast: 80, vaha: 68, vyska: 168 },
        { daysAgo: 12, tep: 68, tlakSyst: 122, tlakDiast: 79, vaha: 68 },
      ],
      vaccinations: [
        {
          datum: tetanusJana,
          datumDalsi: '2034-05-10',
          nemoc: 'Tetanus',
          ockovaciLatka: 'Tetavax',
          smluvniPartnerNazev: 'MUDr. Hana Svobodová, praktická lékařka',
          poznamka: 'Přeočkování po 15 letech.',
          vlastni: true,
          files: [
            pdf('Očkovací průkaz.pdf', 'Ockovaci prukaz', [
              'Jmeno: Jana Dvorakova, narozena 14. 3. 1986',
              '',
              '10. 5. 2019   Tetanus          Tetavax        MUDr. Hana Svobodova',
              '14. 6. 2021   COVID-19         Comirnaty      Ockovaci centrum Mlada Boleslav',
              '',
              'Dalsi preockovani proti tetanu: 10. 5. 2034',
            ]),
          ],
        },
        {
          datum: tickDose,
          datumDalsi: addDaysIso(tickDose, 3 * 365),
          nemoc: 'Klíšťová encefalitida',
          ockovaciLatka: 'FSME-Immun 0,5 ml',
          smluvniPartnerNazev: 'MUDr. Hana Svobodová, praktická lékařka',
          poznamka: 'Třetí dávka základního očkování. Další dávka za 3 roky.',
          vlastni: true,
        },
        {
          datum: daysAgo(400),
          nemoc: 'Chřipka',
          ockovaciLatka: 'Vaxigrip Tetra',
          smluvniPartnerNazev: 'Poliklinika Mladá Boleslav',
          vlastni: false,
        },
        {
          datum: '2021-06-14',
          nemoc: 'COVID-19',
          ockovaciLatka: 'Comirnaty',
          smluvniPartnerNazev: 'Očkovací centrum Mladá Boleslav',
          poznamka: 'Druhá dávka.',
          vlastni: true,
          files: [png('Certifikát COVID-19.png', certificatePng(20210614))],
        },
      ],
      documents: [
        {
          key: 'apendektomie',
          datum: '2019-04-12',
          popis: 'Propouštěcí zpráva – apendektomie',
          nazevZarizeni: 'Klaudiánova nemocnice Mladá Boleslav',
          files: [
            pdf('Propouštěcí zpráva.pdf', 'Propoustenci zprava', [
              'Pacientka: Jana Dvorakova, 1986',
              'Hospitalizace: 8. 4. 2019 - 12. 4. 2019, chirurgicke oddeleni',
              '',
              'Diagnoza: K35.8 Akutni apendicitida',
              'Vykon: laparoskopicka apendektomie 8. 4. 2019, bez komplikaci',
              '',
              'Doporuceni: klidovy rezim 14 dni, kontrola u prakticke lekarky.',
            ]),
          ],
        },
        {
          key: 'rtg-hlezno',
          datum: '2021-01-16',
          popis: 'RTG levého hlezna',
          nazevZarizeni: 'Úrazová ambulance Mladá Boleslav',
          files: [png('RTG hlezno AP.png', xrayPng(1601)), png('RTG hlezno bočně.png', xrayPng(1602))],
        },
        {
          key: 'prevence',
          datum: daysAgo(200),
          popis: 'Preventivní prohlídka – výsledky krevních testů',
          nazevZarizeni: 'MUDr. Hana Svobodová, praktická lékařka',
          files: [],
        },
      ],
      emergency: {
        osoba: 'Martin Dvořák',
        telefon: '+420 603 123 456',
        vztah: 'manžel',
        skupina: 'A',
        rhFaktor: 'RHPlus',
        doplnujiciInformace: 'Alergie na penicilin. Užívá levothyroxin 50 µg denně.',
        posledniOckovaniTetanus: tetanusJana,
      },
    },

    tereza: {
      anamneza: {
        alkoholKod: 'NEPIJE',
        koureniKod: 'NEKOURI',
        pracovniAnamneza: 'Žákyně základní školy.',
        rodinnaAnamneza: 'Matka hypotyreóza a alergie na pyl. Dědeček z otcovy strany diabetes 2. typu.',
      },
      items: [
        { druh: 'ALERGIE', popis: 'Roztoči domácího prachu – alergická rýma.' },
        { druh: 'NEMOC', popis: 'Atopický ekzém v předškolním věku, nyní bez projevů.' },
        {
          druh: 'URAZ',
          datum: '2022-06-18',
          dokument: 'zlomenina',
          popis: 'Zlomenina pravého předloktí při pádu z kola, sádrová fixace 5 týdnů.',
        },
      ],
      measurements: [
        { daysAgo: 700, tep: 92, vaha: 27, vyska: 133 },
        { daysAgo: 610, vaha: 28, vyska: 135 },
        { daysAgo: 520, tep: 90, vaha: 29, vyska: 137 },
        { daysAgo: 430, vaha: 30, vyska: 139 },
        { daysAgo: 340, tep: 88, vaha: 31, vyska: 141 },
        { daysAgo: 250, vaha: 32, vyska: 143 },
        { daysAgo: 160, tep: 86, vaha: 34, vyska: 145 },
        { daysAgo: 70, vaha: 35, vyska: 147 },
      ],
      vaccinations: [
        {
          datum: '2016-01-12',
          nemoc: 'Záškrt, tetanus, dávivý kašel, dětská obrna, hepatitida B, Haemophilus influenzae b',
          ockovaciLatka: 'Hexacima',
          smluvniPartnerNazev: 'MUDr. Petra Malá, praktická lékařka pro děti a dorost',
          vlastni: false,
        },
        {
          datum: '2017-03-20',
          nemoc: 'Spalničky, příušnice, zarděnky',
          ockovaciLatka: 'Priorix',
          smluvniPartnerNazev: 'MUDr. Petra Malá, praktická lékařka pro děti a dorost',
          vlastni: false,
        },
        {
          datum: daysAgo(300),
          datumDalsi: addDaysIso(daysAgo(300), 365),
          nemoc: 'Klíšťová encefalitida',
          ockovaciLatka: 'FSME-Immun Junior',
          smluvniPartnerNazev: 'MUDr. Petra Malá, praktická lékařka pro děti a dorost',
          poznamka: 'Druhá dávka, třetí za rok.',
          vlastni: true,
        },
      ],
      documents: [
        {
          key: 'zlomenina',
          datum: '2022-06-18',
          popis: 'Zpráva z úrazové ambulance – zlomenina předloktí',
          nazevZarizeni: 'Úrazová ambulance Mladá Boleslav',
          files: [png('RTG předloktí.png', xrayPng(2206))],
        },
      ],
    },

    tomas: {
      anamneza: {
        alkoholKod: 'PRILEZITOSTNE',
        koureniKod: 'BYVALY_KURAK',
        pracovniAnamneza: 'Lékař – závodní preventivní péče v automobilce. Směnný provoz jen výjimečně.',
        rodinnaAnamneza: 'Otec infarkt myokardu v 58 letech. Matka hypertenze.',
      },
      items: [
        { druh: 'ALERGIE', popis: 'Bodnutí hmyzem (včela) – rozsáhlý místní otok.' },
        { druh: 'NEMOC', popis: 'Esenciální hypertenze, léčená od roku 2020.' },
        { druh: 'OPERACE', datum: '2017-11-20', popis: 'Artroskopie pravého kolena, sutura mediálního menisku.' },
        { druh: 'URAZ', datum: '2017-10-02', popis: 'Poranění menisku pravého kolena při fotbale.' },
      ],
      measurements: [
        { daysAgo: 690, tep: 76, tlakSyst: 148, tlakDiast: 94, vaha: 92, vyska: 182 },
        { daysAgo: 600, tep: 75, tlakSyst: 145, tlakDiast: 92, vaha: 91 },
        { daysAgo: 500, tep: 74, tlakSyst: 141, tlakDiast: 90, vaha: 90 },
        { daysAgo: 400, tep: 72, tlakSyst: 138, tlakDiast: 88, vaha: 89, vyska: 182 },
        { daysAgo: 300, tep: 71, tlakSyst: 135, tlakDiast: 86, vaha: 88 },
        { daysAgo: 200, tep: 70, tlakSyst: 133, tlakDiast: 85, vaha: 87 },
        { daysAgo: 100, tep: 69, tlakSyst: 131, tlakDiast: 84, vaha: 86 },
        { daysAgo: 20, tep: 68, tlakSyst: 129, tlakDiast: 83, vaha: 85, vyska: 182 },
      ],
      vaccinations: [
        {
          datum: '2018-09-03',
          datumDalsi: '2033-09-03',
          nemoc: 'Tetanus',
          ockovaciLatka: 'Tetavax',
          smluvniPartnerNazev: 'Závodní lékař automobilky',
          vlastni: true,
        },
        {
          datum: '2010-02-15',
          nemoc: 'Hepatitida B',
          ockovaciLatka: 'Engerix-B',
          poznamka: 'Očkování zdravotníků, tři dávky.',
          vlastni: false,
        },
      ],
      documents: [
        {
          key: 'artroskopie',
          datum: '2017-11-21',
          popis: 'Operační protokol – artroskopie kolena',
          nazevZarizeni: 'Fakultní nemocnice Motol',
          files: [
            pdf('Operační protokol.pdf', 'Operacni protokol', [
              'Pacient: MUDr. Tomas Horak, 1979',
              'Vykon: artroskopie praveho kolena, sutura medialniho menisku',
              'Datum: 20. 11. 2017',
              '',
              'Prubeh bez komplikaci. Odlehceni koncetiny o berlich 4 tydny.',
            ]),
          ],
        },
      ],
    },
  };
}

type Tx = Transaction;

/** Inserts the demo health records (inside the caller's transaction; files through the attachment store). */
export async function insertDemoHealthRecords(tx: AttachmentTransaction, now: Date): Promise<void> {
  const today = todayInPrague(now);
  for (const [key, health] of Object.entries(demoHealthRecords(today)) as Array<[PersonKey, PersonHealth]>) {
    const personId = demoPersonId(key);
    await tx.insert(healthHistory).values({ insuredPersonId: personId, ...health.anamneza });

    const documentIds = new Map<string, number>();
    for (const document of health.documents) {
      const [row] = await tx
        .insert(personalDocuments)
        .values({ insuredPersonId: personId, datum: document.datum, popis: document.popis, nazevZarizeni: document.nazevZarizeni })
        .returning({ id: personalDocuments.id });
      documentIds.set(document.key, row.id);
      for (const file of document.files) await insertAttachment(tx, { personId, evidence: 'DOKUMENT', recordId: row.id }, file);
    }

    for (const item of health.items) {
      const base = { insuredPersonId: personId, druh: item.druh, popis: item.popis };
      if (item.druh === 'NEMOCNICE') await tx.insert(healthHistoryItems).values({ ...base, datumOd: item.datumOd, datumDo: item.datumDo });
      else if (item.druh === 'OPERACE' || item.druh === 'URAZ') {
        await tx
          .insert(healthHistoryItems)
          .values({ ...base, datum: item.datum, dokumentId: item.dokument ? (documentIds.get(item.dokument) ?? null) : null });
      } else await tx.insert(healthHistoryItems).values(base);
    }

    await tx.insert(measurements).values(
      health.measurements.map((m) => ({
        insuredPersonId: personId,
        datum: addDaysIso(today, -m.daysAgo),
        tep: m.tep ?? null,
        tlakSyst: m.tlakSyst ?? null,
        tlakDiast: m.tlakDiast ?? null,
        vaha: m.vaha ?? null,
        vyska: m.vyska ?? null,
      })),
    );

    for (const vaccination of health.vaccinations) {
      const { files, ...values } = vaccination;
      const [row] = await tx
        .insert(vaccinations)
        .values({
          insuredPersonId: personId,
          ...values,
          datumDalsi: values.datumDalsi ?? null,
          ockovaciLatka: values.ockovaciLatka ?? null,
          poznamka: values.poznamka ?? null,
          smluvniPartnerNazev: values.smluvniPartnerNazev ?? null,
        })
        .returning({ id: vaccinations.id });
      for (const file of files ?? []) await insertAttachment(tx, { personId, evidence: 'OCKOVANI', recordId: row.id }, file);
    }

    if (health.emergency) await tx.insert(emergencyData).values({ insuredPersonId: personId, ...health.emergency });
  }
}

/** True when the health records have been seeded already (any general history row). */
export async function hasHealthRecords(db: Database | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(healthHistory);
  return Number(row?.n ?? 0) > 0;
}
