/**
 * Demo data of "Communication and registrations": threads with the insurer (questions and
 * consultations with the answers of the client centre and the insurer's doctors) for Jana, her
 * children and Petr; the threads behind the seeded notifications; registrations of a newborn and
 * re-registrations of children; requests in every state with their history; the area's code
 * lists; and the address points of the seed's towns (server/seed/ruian/, not an official extract).
 * Dates are relative to the seed day. All people are fictional.
 */
import fs from 'node:fs';
import { count, inArray } from 'drizzle-orm';
import { communicationCodeLists, insurerChangeEffectiveDate, novorozenecFiles, zpravaFiles } from '../../contract/communication';
import { addDaysIso } from '../../contract/format';
import type { RequestState } from '../../contract/enums';
import type { Database, Transaction } from '../db/client';
import {
  childReregistrations,
  codeListItems,
  insuranceRequests,
  insuredPersons,
  messageThreads,
  messagesTable,
  newbornChildren,
  newbornRegistrations,
  requestHistory,
  ruianAddresses,
  threadMessages,
} from '../db/schema';
import type { AttachmentTransaction } from '../services/attachment-files';
import { applyAttachmentChange, type CheckedFile } from '../services/attachments';
import { decodeRuianCsv, parseRuianCsv, storeAddresses } from '../services/communication/addresses';
import { RECEIVED_NOTE } from '../services/communication/requests';
import { serverFiles } from '../paths';
import { birthNumber } from './birth-number';
import { birthNumberOf, demoPersonId, demoPersons, type PersonKey } from './demo-data';
import { buildPdf, certificatePng } from './files';

type Tx = Transaction;
const DAY = 86_400_000;

/** The folder of the shipped address points. */
export const ruianExcerptDir = serverFiles.ruianExcerpts;

const CLIENT_CENTRE = 'Klientské centrum ZPŠ';
const DOCTOR = 'MUDr. Alena Veselá, lékařka pojišťovny';

export const personBirthNumber = (key: PersonKey): string =>
  birthNumberOf(demoPersons[key], (Object.keys(demoPersons) as PersonKey[]).indexOf(key));

interface SeedFile {
  nazev: string;
  content: () => Buffer;
  mime: string;
}
const pdf = (nazev: string, title: string, lines: string[]): SeedFile => ({
  nazev,
  mime: 'application/pdf',
  content: () => buildPdf(title, lines),
});
const png = (nazev: string, seed: number): SeedFile => ({ nazev, mime: 'image/png', content: () => certificatePng(seed) });
const checked = (file: SeedFile): CheckedFile => ({ nazev: file.nazev, mime: file.mime, content: file.content() });

interface SeedHistory {
  stav: RequestState;
  daysAgo: number;
  poznamka: string;
}

interface SeedMessage {
  autor: 'POJISTENEC' | 'POJISTOVNA';
  autorNazev: string;
  telo: string;
  /** Days (with fractions) before the seed. */
  daysAgo: number;
  souhlasDokumentace?: boolean;
  upozorneni?: 'EMAIL' | 'NEUPOZORNOVAT';
  files?: SeedFile[];
}

interface SeedThread {
  person: PersonKey;
  vlakno: string;
  druh: 'DOTAZ' | 'KONZULTACE';
  nadpis: string;
  messages: SeedMessage[];
  /** Consultations: the request's history (its last entry is the request's state). */
  history?: SeedHistory[];
  /** A notification of the insurer's answer that demo-data.ts does not have yet. */
  notification?: { nadpis: string; read: boolean };
}

const jana = 'Jana Dvořáková';
const petr = 'Petr Novotný';

export const demoThreads: SeedThread[] = [
  {
    person: 'jana',
    vlakno: 'D-2025-004812',
    druh: 'DOTAZ',
    nadpis: 'Proplacení očkování proti klíšťové encefalitidě',
    messages: [
      {
        autor: 'POJISTENEC',
        autorNazev: jana,
        telo: 'Dobrý den, nechala jsem se v dubnu očkovat proti klíšťové encefalitidě (první dávka) a očkování jsem zaplatila v lékárně. Mohu žádat o příspěvek a jaký doklad k tomu potřebuji? Děkuji, Jana Dvořáková',
        daysAgo: 3,
        upozorneni: 'EMAIL',
        files: [
          pdf('uctenka-ockovani.pdf', 'Lekarna Mlada Boleslav - uctenka', ['FSME-IMMUN 0,5 ml', 'Cena: 890,00 Kc', 'Zaplaceno kartou']),
        ],
      },
      {
        autor: 'POJISTOVNA',
        autorNazev: CLIENT_CENTRE,
        telo: 'Dobrý den, paní Dvořáková, příspěvek na očkování vám proplatíme po doložení dokladu o úhradě. Doklad můžete vložit v části Benefity. S pozdravem, klientské centrum.',
        daysAgo: 1,
      },
    ],
  },
  {
    person: 'jana',
    vlakno: 'K-2025-001177',
    druh: 'KONZULTACE',
    nadpis: 'Bolesti zad po dlouhém sezení',
    messages: [
      {
        autor: 'POJISTENEC',
        autorNazev: jana,
        telo: 'Dobrý den, pracuji v kanceláři a po celém dni u počítače mě bolí spodní část zad, někdy to vystřeluje do levé nohy. Je vhodné jít rovnou na rehabilitaci, nebo nejdřív k praktickému lékaři?',
        daysAgo: 50,
        souhlasDokumentace: true,
        upozorneni: 'EMAIL',
      },
      {
        autor: 'POJISTOVNA',
        autorNazev: DOCTOR,
        telo: 'Doporučujeme pravidelné protažení a konzultaci s praktickým lékařem, případně rehabilitaci. Na rehabilitaci hrazenou ze zdravotního pojištění potřebujete poukaz.',
        daysAgo: 45,
      },
    ],
    history: [
      { stav: 'PRIJATO', daysAgo: 50, poznamka: RECEIVED_NOTE },
      { stav: 'VYRIZUJE_SE', daysAgo: 48, poznamka: 'Konzultaci převzala MUDr. Alena Veselá.' },
      { stav: 'VYRIZENO', daysAgo: 45, poznamka: 'Lékařka odpověděla ve vlákně konzultace.' },
    ],
  },
  {
    person: 'jana',
    vlakno: 'K-2026-000312',
    druh: 'KONZULTACE',
    nadpis: 'Očkování před cestou do Thajska',
    messages: [
      {
        autor: 'POJISTENEC',
        autorNazev: jana,
        telo: 'Dobrý den, v únoru letíme s rodinou do Thajska. Která očkování doporučujete pro mě a pro dceru (11 let) a hradí pojišťovna některé z nich? Očkovací průkaz přikládám.',
        daysAgo: 0.8,
        souhlasDokumentace: true,
        upozorneni: 'EMAIL',
        files: [png('ockovaci-prukaz.png', 31)],
      },
    ],
    history: [{ stav: 'PRIJATO', daysAgo: 0.8, poznamka: RECEIVED_NOTE }],
  },
  {
    person: 'tereza',
    vlakno: 'K-2026-000187',
    druh: 'KONZULTACE',
    nadpis: 'Alergie na pyl – jak postupovat',
    messages: [
      {
        autor: 'POJISTENEC',
        autorNazev: jana,
        telo: 'Dobrý den, dcera má každé jaro rýmu a svědí ji oči, hlavně když kvetou břízy. Máme jít k alergologovi a potřebujeme doporučení od pediatra?',
        daysAgo: 12,
        souhlasDokumentace: false,
        upozorneni: 'NEUPOZORNOVAT',
      },
      {
        autor: 'POJISTOVNA',
        autorNazev: DOCTOR,
        telo: 'Dobrý den, příznaky odpovídají sezonní alergii. K alergologovi můžete objednat i bez doporučení, praktický lékař pro děti a dorost ale zná zdravotní stav dcery a vyšetření často doporučí rovnou. Na desenzibilizaci přispíváme z programu GINA.',
        daysAgo: 9,
      },
    ],
    history: [
      { stav: 'PRIJATO', daysAgo: 12, poznamka: RECEIVED_NOTE },
      { stav: 'VYRIZUJE_SE', daysAgo: 11, poznamka: 'Konzultaci převzala MUDr. Alena Veselá.' },
      { stav: 'VYRIZENO', daysAgo: 9, poznamka: 'Lékařka odpověděla ve vlákně konzultace.' },
    ],
    notification: { nadpis: 'Odpověď: Alergie na pyl – jak postupovat', read: false },
  },
  {
    person: 'jakub',
    vlakno: 'D-2026-000951',
    druh: 'DOTAZ',
    nadpis: 'Pojištění při studiu v zahraničí (Erasmus)',
    messages: [
      {
        autor: 'POJISTENEC',
        autorNazev: jana,
        telo: 'Dobrý den, syn Jakub pojede na jeden semestr studovat do Portugalska v rámci programu Erasmus. Stačí mu evropský průkaz pojištěnce, nebo potřebuje ještě cestovní pojištění?',
        daysAgo: 21,
      },
      {
        autor: 'POJISTOVNA',
        autorNazev: CLIENT_CENTRE,
        telo: 'Dobrý den, jako student zůstává Jakub pojištěncem státu a evropský průkaz mu zajistí nezbytnou péči v portugalském veřejném zdravotnictví. Doporučujeme ale i cestovní pojištění: kryje převoz domů a soukromé lékaře. Cestovní pojištění se slevou najdete v programu Vitalitas.',
        daysAgo: 19,
      },
    ],
    notification: { nadpis: 'Odpověď: Pojištění při studiu v zahraničí (Erasmus)', read: true },
  },
  {
    person: 'petr',
    vlakno: 'D-2025-003950',
    druh: 'DOTAZ',
    nadpis: 'Potvrzení o bezdlužnosti',
    messages: [
      {
        autor: 'POJISTENEC',
        autorNazev: petr,
        telo: 'Dobrý den, potřebuji potvrzení o bezdlužnosti k žádosti o dotaci. Můžete mi ho poslat do datové schránky?',
        daysAgo: 32,
      },
      {
        autor: 'POJISTOVNA',
        autorNazev: CLIENT_CENTRE,
        telo: 'Potvrzení o bezdlužnosti jsme vám odeslali do datové schránky.',
        daysAgo: 30,
      },
    ],
  },
  {
    person: 'petr',
    vlakno: 'D-2026-000744',
    druh: 'DOTAZ',
    nadpis: 'Výše záloh OSVČ od ledna',
    messages: [
      {
        autor: 'POJISTENEC',
        autorNazev: petr,
        telo: 'Dobrý den, kolik budu od ledna platit na zálohách, když mi podle přehledu vyšla záloha nižší než minimální?',
        daysAgo: 8,
      },
      {
        autor: 'POJISTOVNA',
        autorNazev: CLIENT_CENTRE,
        telo: 'Dobrý den, pane Novotný, platí vždy alespoň minimální záloha pro daný rok. Její aktuální výši a platební údaje najdete v části Moje pojištění a platby – Úhrada pojistného.',
        daysAgo: 6,
      },
    ],
    notification: { nadpis: 'Odpověď: Výše záloh OSVČ od ledna', read: false },
  },
  {
    person: 'petr',
    vlakno: 'K-2026-000298',
    druh: 'KONZULTACE',
    nadpis: 'Bolest kolene po běhání',
    messages: [
      {
        autor: 'POJISTENEC',
        autorNazev: petr,
        telo: 'Dobrý den, po delším běhu mě bolí koleno z vnější strany, otok nemám. Mám s během přestat, nebo stačí změnit boty? Přikládám zprávu z loňského ortopedického vyšetření.',
        daysAgo: 3,
        souhlasDokumentace: true,
        upozorneni: 'EMAIL',
        files: [
          pdf('ortopedie-zprava.pdf', 'Ortopedicka ambulance - zprava', [
            'Dg.: M22.2 Patelofemoralni syndrom',
            'Doporuceni: posilovani, vhodna obuv',
          ]),
        ],
      },
    ],
    history: [
      { stav: 'PRIJATO', daysAgo: 3, poznamka: RECEIVED_NOTE },
      { stav: 'VYRIZUJE_SE', daysAgo: 2, poznamka: 'Konzultaci převzal MUDr. Pavel Kučera.' },
    ],
  },
];

/** Birth numbers of the children of the seeded re-registrations (none of them is insured here as a person). */
const ondrejBirth = '2016-04-18';
export const seedChildBirthNumbers = { ondrej: birthNumber(ondrejBirth, false, 211) };

interface SeedRequest {
  person: PersonKey;
  typ: 'NOVOROZENEC' | 'PREREGISTRACE' | 'KONZULTACE';
  daysAgo: number;
  popis: string;
  history: SeedHistory[];
}

async function insertRequest(tx: Tx, now: Date, request: SeedRequest): Promise<number> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const last = request.history[request.history.length - 1];
  const [row] = await tx
    .insert(insuranceRequests)
    .values({
      insuredPersonId: demoPersonId(request.person),
      typ: request.typ,
      datum: at(request.daysAgo),
      stav: last.stav,
      popis: request.popis,
    })
    .returning({ id: insuranceRequests.id });
  await tx
    .insert(requestHistory)
    .values(request.history.map((h) => ({ requestId: row.id, stav: h.stav, datum: at(h.daysAgo), poznamka: h.poznamka })));
  return row.id;
}

async function insertThreads(tx: AttachmentTransaction, now: Date): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  for (const thread of demoThreads) {
    const personId = demoPersonId(thread.person);
    const first = thread.messages[0];
    const requestId = thread.history
      ? await insertRequest(tx, now, {
          person: thread.person,
          typ: 'KONZULTACE',
          daysAgo: first.daysAgo,
          popis: thread.nadpis,
          history: thread.history,
        })
      : null;
    const [row] = await tx
      .insert(messageThreads)
      .values({
        insuredPersonId: personId,
        vlakno: thread.vlakno,
        druh: thread.druh,
        nadpis: thread.nadpis,
        requestId,
        createdAt: at(first.daysAgo),
      })
      .returning({ id: messageThreads.id });
    for (const [index, message] of thread.messages.entries()) {
      const [inserted] = await tx
        .insert(threadMessages)
        .values({
          threadId: row.id,
          insuredPersonId: personId,
          autor: message.autor,
          autorNazev: message.autorNazev,
          nadpis: index === 0 ? thread.nadpis : `Re: ${thread.nadpis}`,
          telo: message.telo,
          souhlasDokumentace: message.souhlasDokumentace ?? false,
          upozorneni: message.upozorneni ?? 'NEUPOZORNOVAT',
          createdAt: at(message.daysAgo),
        })
        .returning({ id: threadMessages.id });
      if (message.files?.length) {
        await applyAttachmentChange(tx, {
          personId,
          evidence: 'ZPRAVA',
          recordId: inserted.id,
          delete: [],
          add: message.files.map(checked),
          limits: zpravaFiles,
        });
      }
    }
    if (thread.notification) {
      const answer = thread.messages[thread.messages.length - 1];
      const createdAt = at(answer.daysAgo);
      await tx.insert(messagesTable).values({
        insuredPersonId: personId,
        druh: thread.druh === 'KONZULTACE' ? 'ODPOVED_KONZULTACE' : 'ODPOVED_DOTAZ',
        vlakno: thread.vlakno,
        nadpis: thread.notification.nadpis,
        telo: answer.telo,
        createdAt,
        readAt: thread.notification.read ? new Date(createdAt.getTime() + 2 * 3_600_000) : null,
      });
    }
  }
}

async function insertRegistrations(tx: AttachmentTransaction, now: Date): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  // Adam, Jana's son: registered ten days after his birth, done.
  const adamBorn = demoPersons.adam.narozen;
  const adamFiled = Math.max(0, Math.round((now.getTime() - Date.parse(`${adamBorn}T12:00:00Z`)) / DAY) - 10);
  const adamRequest = await insertRequest(tx, now, {
    person: 'jana',
    typ: 'NOVOROZENEC',
    daysAgo: adamFiled,
    popis: 'Adam Dvořák',
    history: [
      { stav: 'PRIJATO', daysAgo: adamFiled, poznamka: RECEIVED_NOTE },
      { stav: 'VYRIZUJE_SE', daysAgo: adamFiled - 1, poznamka: 'Ověřujeme údaje z rodného listu.' },
      {
        stav: 'VYRIZENO',
        daysAgo: adamFiled - 3,
        poznamka: 'Adam je naším pojištěncem od narození. Průkaz pojištěnce je připraven na pobočce Mladá Boleslav.',
      },
    ],
  });
  const [registration] = await tx
    .insert(newbornRegistrations)
    .values({
      insuredPersonId: demoPersonId('jana'),
      requestId: adamRequest,
      rocisMatka: personBirthNumber('jana'),
      adresaOdeslani: 'MB',
      prilohyIndex: [0],
      createdAt: new Date(now.getTime() - adamFiled * DAY),
    })
    .returning({ id: newbornRegistrations.id });
  await tx.insert(newbornChildren).values({
    registrationId: registration.id,
    poradi: 0,
    rocis: personBirthNumber('adam'),
    jmeno: 'Adam',
    prijmeni: 'Dvořák',
    narozen: adamBorn,
  });
  await applyAttachmentChange(tx, {
    personId: demoPersonId('jana'),
    evidence: 'NOVOROZENEC',
    recordId: registration.id,
    delete: [],
    add: [checked(pdf('rodny-list-adam.pdf', 'Rodny list - Adam Dvorak', ['Matrika Mlada Boleslav', `Datum narozeni: ${adamBorn}`]))],
    limits: novorozenecFiles,
  });

  // Tereza came from the VZP when she was ten: done long ago.
  const terezaFiled = 430;
  const terezaFiledOn = addDaysIso(today, -terezaFiled);
  const terezaEffective = insurerChangeEffectiveDate(terezaFiledOn);
  const terezaRequest = await insertRequest(tx, now, {
    person: 'jana',
    typ: 'PREREGISTRACE',
    daysAgo: terezaFiled,
    popis: 'Tereza Dvořáková',
    history: [
      { stav: 'PRIJATO', daysAgo: terezaFiled, poznamka: RECEIVED_NOTE },
      {
        stav: 'VYRIZENO',
        daysAgo: terezaFiled - 5,
        poznamka: 'Přihlášku jsme předali dosavadní pojišťovně. Tereza bude naší pojištěnkou od data účinnosti změny.',
      },
    ],
  });
  const home = { ulice: 'Jaselská 1123', obec: 'Mladá Boleslav', psc: '293 01', stat: 'Česká republika', statKod: null, kodRuian: null };
  await tx.insert(childReregistrations).values({
    insuredPersonId: demoPersonId('jana'),
    requestId: terezaRequest,
    jmeno: 'Tereza',
    prijmeni: 'Dvořáková',
    rocis: personBirthNumber('tereza'),
    puvodniZp: '111',
    adresaTrvalaVolba: 'SHODNA_ZASTUPCE',
    adresaTrvala: home,
    adresaKontaktniVolba: 'SHODNA_TRVALA',
    adresaKontaktni: null,
    ucinnostOd: terezaEffective,
    createdAt: new Date(now.getTime() - terezaFiled * DAY),
  });

  // Petr's son Ondřej (lives with his mother, insured at ČPZP): the first application was refused,
  // the second waits for a document.
  const ondrej = { jmeno: 'Ondřej', prijmeni: 'Novotný', rocis: seedChildBirthNumbers.ondrej, puvodniZp: '205' };
  const ondrejAddress = {
    ulice: 'Boleslavská 48',
    obec: 'Kosmonosy',
    psc: '293 06',
    stat: 'Česká republika',
    statKod: null,
    kodRuian: null,
  };
  const refused = await insertRequest(tx, now, {
    person: 'petr',
    typ: 'PREREGISTRACE',
    daysAgo: 300,
    popis: 'Ondřej Novotný',
    history: [
      { stav: 'PRIJATO', daysAgo: 300, poznamka: RECEIVED_NOTE },
      { stav: 'CEKA_NA_DOKLADY', daysAgo: 296, poznamka: 'Doložte prosím, že jste zákonným zástupcem dítěte (rodný list dítěte).' },
      {
        stav: 'ZAMITNUTO',
        daysAgo: 266,
        poznamka: 'Doklad jsme do 30 dnů neobdrželi, přihlášku proto nelze zpracovat. Můžete podat novou.',
      },
    ],
  });
  const waiting = await insertRequest(tx, now, {
    person: 'petr',
    typ: 'PREREGISTRACE',
    daysAgo: 20,
    popis: 'Ondřej Novotný',
    history: [
      { stav: 'PRIJATO', daysAgo: 20, poznamka: RECEIVED_NOTE },
      { stav: 'VYRIZUJE_SE', daysAgo: 18, poznamka: 'Žádost vyřizuje pobočka Mladá Boleslav.' },
      {
        stav: 'CEKA_NA_DOKLADY',
        daysAgo: 15,
        poznamka: 'Doložte prosím rodný list dítěte nebo rozhodnutí soudu o svěření do péče. Doklad pošlete přes Kontaktuj ZPŠ.',
      },
    ],
  });
  for (const [requestId, daysAgo] of [
    [refused, 300],
    [waiting, 20],
  ] as const) {
    const filedOn = addDaysIso(today, -daysAgo);
    await tx.insert(childReregistrations).values({
      insuredPersonId: demoPersonId('petr'),
      requestId,
      ...ondrej,
      adresaTrvalaVolba: 'JINA_ADRESA',
      adresaTrvala: ondrejAddress,
      adresaKontaktniVolba: 'SHODNA_TRVALA',
      adresaKontaktni: null,
      ucinnostOd: insurerChangeEffectiveDate(filedOn),
      createdAt: new Date(now.getTime() - daysAgo * DAY),
    });
  }
}

/** The area's code lists (contract/communication.ts), added to any database that lacks them. */
export async function insertCommunicationCodeLists(db: Database | Tx): Promise<void> {
  const values = Object.entries(communicationCodeLists).flatMap(([ciselnik, items]) =>
    items.map(([kod, nazev], poradi) => ({ ciselnik, kod, nazev, poradi })),
  );
  await db.insert(codeListItems).values(values).onConflictDoNothing();
}

/** The shipped address points (server/seed/ruian/*.csv), when the database has none. */
export async function insertAddressExcerpt(tx: Tx): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(ruianAddresses);
  if (Number(existing?.n ?? 0) > 0) return;
  const files = fs
    .readdirSync(ruianExcerptDir)
    .filter((name) => name.endsWith('_ADR.csv'))
    .sort();
  for (const name of files) await storeAddresses(tx, parseRuianCsv(decodeRuianCsv(fs.readFileSync(`${ruianExcerptDir}${name}`))));
}

/** True when the communication data has been seeded (any thread). */
export async function hasCommunicationData(db: Database | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(messageThreads);
  return Number(row?.n ?? 0) > 0;
}

/** Everything of this area, inside the seed's transaction (the demo persons exist). */
export async function insertDemoCommunication(tx: AttachmentTransaction, now: Date): Promise<void> {
  await insertCommunicationCodeLists(tx);
  await insertAddressExcerpt(tx);
  const persons = await tx
    .select({ id: insuredPersons.id })
    .from(insuredPersons)
    .where(inArray(insuredPersons.id, [demoPersonId('jana'), demoPersonId('petr')]));
  if (persons.length < 2) return;
  await insertThreads(tx, now);
  await insertRegistrations(tx, now);
}
