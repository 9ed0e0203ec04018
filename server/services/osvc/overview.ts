/**
 * The overview of the self-employed (Přehled OSVČ): the years that can be filed, the filed
 * versions (regular or corrective, which one counts), filing one, and its PDF. The server's
 * checks of a filed overview are the year and tax-return date rules plus the calculation;
 * a refusal answers 422 with the Czech message on its field.
 */
import { isFemaleBirthNumber } from '../../../contract/rules';
import { hellersToCrowns } from '../../../contract/money';
import type { ReportType } from '../../../contract/enums';
import type { PersonId } from '../../../contract/ids';
import {
  overviewYearMessages,
  taxReturnDateErrors,
  type PrehledOsvcBody,
  type PrehledOsvcPodany,
  type PrehledOsvcSeznam,
} from '../../../contract/insurance';
import {
  computeOsvcOverview,
  OsvcOverviewError,
  osvcOverviewYears,
  osvcYearRefusal,
  type OsvcOverviewResult,
} from '../../../contract/osvc-calculation';
import type { Database } from '../../db/client';
import { osvcOverviews } from '../../db/schema';
import { ruleRefusalError } from '../../plugins/errors';
import { ledgerOf, loadInsurance, type InsuranceData, type StoredOverview } from '../insurance/account';
import { overviewEffect } from '../insurance/ledger';
import { INSURER_ACCOUNT, INSURER_NAME } from '../insurance/insurer';
import { todayInPrague } from '../clock';
import { classifyOverviews, monthsInYear, nextOverviewType, OSVC_CATEGORIES, overviewYearState } from '../insurance/premiums';
import { addressesOf } from '../insurance/requests';
import { pdfFile, type PdfFile } from '../pdf/document';
import { overviewPdfContent } from '../pdf/osvc-overview';

function overviewItem(item: { row: StoredOverview; typPrehledu: ReportType; platny: boolean }): PrehledOsvcPodany {
  return {
    id: item.row.id,
    rok: item.row.rok,
    typPrehledu: item.typPrehledu,
    platny: item.platny,
    podano: item.row.podano.toISOString(),
    prehled: item.row.prehled,
    vypocet: item.row.vypocet as unknown as PrehledOsvcPodany['vypocet'],
  };
}

/** The server's checks of a filed overview (also for its PDF); answers the calculation. */
function checkOverview(data: InsuranceData, body: PrehledOsvcBody): OsvcOverviewResult {
  const chyby: Record<string, string[]> = {};
  const state = overviewYearState(data.periods, body.rok, data.today);
  // a year without its statutory values says which year's values are missing
  if (state !== 'LZE_PODAT') chyby.rok = [(state === 'NELZE_PODAT' ? osvcYearRefusal(body.rok) : null) ?? overviewYearMessages[state]];
  const dateErrors = taxReturnDateErrors(body.rok, body.priznaniTyp, body.danovePriznani?.danovePriznaniDatum, data.today);
  if (dateErrors.length > 0) chyby['danovePriznani.danovePriznaniDatum'] = dateErrors;
  if (Object.keys(chyby).length > 0) throw ruleRefusalError(chyby);
  try {
    return computeOsvcOverview(body);
  } catch (error) {
    if (error instanceof OsvcOverviewError) throw ruleRefusalError({ [error.field]: [error.message] });
    throw error;
  }
}

/** Every year the form knows, newest first, with whether it can be filed; and the filed versions. */
export async function overviewList(db: Database, personId: PersonId): Promise<PrehledOsvcSeznam> {
  const data = await loadInsurance(db, personId);
  const roky = [...osvcOverviewYears]
    .sort((a, b) => b - a)
    .map((rok) => {
      const mesicuOsvc = monthsInYear(data.periods, rok, data.today, OSVC_CATEGORIES).size;
      const advancesHal = data.payments
        .filter((p) => p.typOsoby === 'OSVC' && p.obdobi?.startsWith(`${rok}-`))
        .reduce((sum, p) => sum + p.castkaHal, 0);
      return { rok, stav: overviewYearState(data.periods, rok, data.today), mesicuOsvc, zalohyUhrazeno: hellersToCrowns(advancesHal) };
    });
  return {
    roky,
    seznamPrehledu: classifyOverviews(data.overviews).map(overviewItem),
    pohlavi: isFemaleBirthNumber(data.person.rodneCislo) ? 'Z' : 'M',
  };
}

/** Files the overview as sent (after the checks) and answers it as filed, with its type. */
export async function fileOverview(db: Database, personId: PersonId, body: PrehledOsvcBody): Promise<PrehledOsvcPodany> {
  const data = await loadInsurance(db, personId);
  const vypocet = checkOverview(data, body);
  // JSON keeps what was filed; undefined optional fields drop out
  const prehled = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  const [row] = await db
    .insert(osvcOverviews)
    .values({ insuredPersonId: personId, rok: body.rok, prehled, vypocet: vypocet as unknown as Record<string, unknown> })
    .returning({ id: osvcOverviews.id });
  const after = await loadInsurance(db, personId);
  const item = classifyOverviews(after.overviews).find((o) => o.row.id === row.id);
  if (!item) throw new Error('prehledOSVC: the filed overview is missing');
  return { ...overviewItem(item), dopad: overviewEffect(ledgerOf(after), after.overviews, body.rok) };
}

/** The PDF of an overview (the same checks as filing; nothing is stored). */
export async function overviewPdf(db: Database, personId: PersonId, body: PrehledOsvcBody): Promise<PdfFile> {
  const data = await loadInsurance(db, personId);
  const result = checkOverview(data, body);
  // The PDF of a filed version (the list's 'Stáhnout PDF', the confirmation) carries its type and
  // filing date; a body filed nowhere is a draft with the type it would get today.
  const filed = classifyOverviews(data.overviews).find((item) => item.row.rok === body.rok && sameJson(item.row.prehled, body));
  const typ = filed ? filed.typPrehledu : nextOverviewType(data.overviews, body.rok, new Date());
  const filedOn = filed ? todayInPrague(filed.row.podano) : null;
  const { TRVALA_ADRESA } = await addressesOf(db, personId);
  return pdfFile(
    `prehled-osvc-${body.rok}.pdf`,
    () =>
      overviewPdfContent({
        person: data.person,
        permanent: TRVALA_ADRESA,
        body,
        result,
        typ,
        filedOn,
        insurerAccount: INSURER_ACCOUNT,
        today: data.today,
        issuer: INSURER_NAME,
      }),
    INSURER_NAME,
  );
}

/** The same JSON whatever the key order (a stored overview against the body sent back for its PDF). */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .sort(([x], [y]) => x.localeCompare(y))
          .map(([k, v]) => [k, canonical(v)]),
      );
    return value;
  };
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
