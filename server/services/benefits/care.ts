/**
 * Reimbursement of care and travel: the kinds that can be claimed (with their approval and amount
 * modes, docs/decisions.md "Benefits"), one kind's detail, and the claim with its request
 * (PROPLACENI_PECE) and files. A claim with `ucetAktualizace` also stores its account as the
 * person's account, in the same transaction.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  careClaimErrors,
  careNeedsAmount,
  careNeedsDocuments,
  carePayout,
  claimConsentText,
  documentTypesOfFiles,
  seznamPrilohFiles,
  toHellers,
  type ReimbursementKind,
  type DruhPece,
  type ProplaceniPece,
} from '../../../contract/benefits';
import type { BenefitPeceZadost } from '../../../contract/entities';
import type { AmountMode, ApprovalMode, CareType } from '../../../contract/enums';
import { formatCrowns } from '../../../contract/format';
import type { PersonId } from '../../../contract/ids';
import { messages } from '../../../contract/messages';
import type { RequestState } from '../../../contract/enums';
import type { Database, Transaction } from '../../db/client';
import { benefitCareClaims, benefitCareKinds, insuranceRequests, insuredPersons } from '../../db/schema';
import { notFoundError, ruleRefusalError } from '../../plugins/errors';
import { attachmentTransaction } from '../attachment-files';
import { applyAttachmentChange, attachmentsOf, type CheckedFile } from '../attachments';
import { dateWithZeroTimeOrNull } from '../clock';
import {
  accountOfBody,
  idempotentSend,
  insertRequest,
  kc,
  kcOrNull,
  requiredDocuments,
  stateLabel,
  storeAccount,
  storedAccountOf,
  withDocumentTypes,
  type Db,
} from './common';

type KindRow = typeof benefitCareKinds.$inferSelect;
type ClaimRow = typeof benefitCareClaims.$inferSelect;

export function careKindOf(row: KindRow): ReimbursementKind {
  return {
    kod: row.kod,
    nazev: row.nazev,
    typ: row.typ as CareType,
    schvalovani: row.schvalovani as ApprovalMode,
    rezim: row.rezim as AmountMode,
    sazbaHal: row.sazbaHal,
    maxDni: row.maxDni,
    doklady: requiredDocuments(row.doklady),
  };
}

/** The rule of the amount in words. */
function rateText(kind: ReimbursementKind): string | null {
  if (kind.rezim === 'VYPOCET' && kind.sazbaHal !== null)
    return `${formatCrowns(kc(kind.sazbaHal))} za každý den, nejvýše zaplacená částka`;
  if (kind.rezim === 'NENI')
    return kind.sazbaHal !== null ? `Pevná částka ${formatCrowns(kc(kind.sazbaHal))}` : 'Částku vypočítá pojišťovna ze svých záznamů';
  return null;
}

function kindItem(row: KindRow): DruhPece {
  const kind = careKindOf(row);
  return {
    kod: row.kod,
    nazev: row.nazev,
    popis: row.popis,
    typ: kind.typ,
    schvalovani: kind.schvalovani,
    rezim: kind.rezim,
    sazba: kind.rezim === 'CASTKA' ? null : kcOrNull(row.sazbaHal),
    sazbaPopis: rateText(kind),
    maxDni: row.maxDni,
    dokladyPovinne: careNeedsDocuments(kind),
    castkaZadava: careNeedsAmount(kind),
    doklady: kind.doklady.map((doc) => ({ ...doc })),
  };
}

async function claimItems(db: Db, personId: PersonId, claims: ClaimRow[]): Promise<ProplaceniPece[]> {
  if (claims.length === 0) return [];
  const kinds = await db.select().from(benefitCareKinds);
  const requests = await db
    .select({ id: insuranceRequests.id, stav: insuranceRequests.stav, datum: insuranceRequests.datum })
    .from(insuranceRequests)
    .where(
      inArray(
        insuranceRequests.id,
        claims.map((c) => c.requestId),
      ),
    );
  const files = await attachmentsOf(
    db,
    personId,
    'PROPLACENI_PECE',
    claims.map((c) => c.id),
  );
  return claims.map((claim) => {
    const kind = kinds.find((k) => k.kod === claim.kindKod)!;
    const request = requests.find((r) => r.id === claim.requestId)!;
    return {
      id: claim.id,
      zadostId: claim.requestId,
      kod: kind.kod,
      nazev: kind.nazev,
      typ: kind.typ as CareType,
      dokladDatum: dateWithZeroTimeOrNull(claim.dokladDatum),
      cestaDatumOd: dateWithZeroTimeOrNull(claim.cestaDatumOd),
      cestaDatumDo: dateWithZeroTimeOrNull(claim.cestaDatumDo),
      castkaUctenka: kcOrNull(claim.castkaUctenkaHal),
      castkaNarok: kcOrNull(claim.castkaNarokHal),
      castkaSchvalena: kcOrNull(claim.castkaSchvalenaHal),
      castkaVyplacena: kcOrNull(claim.castkaVyplacenaHal),
      datumVyplaty: dateWithZeroTimeOrNull(claim.datumVyplaty),
      stav: request.stav as RequestState,
      stavNazev: stateLabel(request.stav),
      podano: request.datum.toISOString(),
      poznamkaZps: claim.poznamkaZps,
      ucet: { predcisli: claim.predcisli, cislo: claim.cislo, banka: claim.banka },
      ucetAktualizace: claim.ucetAktualizace,
      poznamka: claim.poznamka,
      prilohy: withDocumentTypes(files.get(claim.id) ?? [], claim.typyDokumentu),
    };
  });
}

async function claimsOfPerson(db: Db, personId: PersonId, kod?: string): Promise<ProplaceniPece[]> {
  const rows = await db
    .select()
    .from(benefitCareClaims)
    .where(
      kod
        ? and(eq(benefitCareClaims.insuredPersonId, personId), eq(benefitCareClaims.kindKod, kod))
        : eq(benefitCareClaims.insuredPersonId, personId),
    )
    .orderBy(desc(benefitCareClaims.createdAt), desc(benefitCareClaims.id));
  return claimItems(db, personId, rows);
}

/** The kinds of care and travel that can be claimed, and the person's claims, newest first. */
export async function careOverview(db: Database, personId: PersonId) {
  const kinds = await db.select().from(benefitCareKinds).orderBy(asc(benefitCareKinds.poradi), asc(benefitCareKinds.kod));
  return { seznamDruhu: kinds.map(kindItem), seznamZadosti: await claimsOfPerson(db, personId) };
}

/** One kind: what it reimburses, the documents it needs, the stored account, the person's claims of it. */
export async function careDetail(db: Database, personId: PersonId, kod: string) {
  const [row] = await db.select().from(benefitCareKinds).where(eq(benefitCareKinds.kod, kod));
  if (!row) throw notFoundError();
  return {
    ...kindItem(row),
    podminky: row.podminky,
    ucet: await storedAccountOf(db, personId),
    souhlas: claimConsentText,
    seznamZadosti: await claimsOfPerson(db, personId, kod),
  };
}

async function claimByKey(db: Db, personId: PersonId, key: string): Promise<ProplaceniPece | null> {
  const rows = await db
    .select()
    .from(benefitCareClaims)
    .where(and(eq(benefitCareClaims.insuredPersonId, personId), eq(benefitCareClaims.idempotencyKey, key)));
  const [item] = await claimItems(db, personId, rows);
  return item ?? null;
}

/**
 * A claim for care or travel: the kind's rules (dates, amount, documents), then the request
 * (PROPLACENI_PECE), the claim, its files and — with ucetAktualizace — the person's account, in
 * one transaction. Kinds approved without approval (BEZSCHVALOVANI) are approved at once
 * (VYRIZUJE_SE with the approved amount); the others wait (PRIJATO).
 */
export async function claimCare(db: Database, personId: PersonId, body: BenefitPeceZadost, files: CheckedFile[]): Promise<ProplaceniPece> {
  const key = body.idempotencniKlic;
  return idempotentSend(
    key,
    () => claimByKey(db, personId, key!),
    () =>
      attachmentTransaction(db, files, async (tx) => {
        await tx.select({ id: insuredPersons.id }).from(insuredPersons).where(eq(insuredPersons.id, personId)).for('update');
        const [row] = await tx.select().from(benefitCareKinds).where(eq(benefitCareKinds.kod, body.kod));
        if (!row) throw ruleRefusalError({ kod: [messages.recordDoesNotExist] });
        const kind = careKindOf(row);
        const errors = careClaimErrors(kind, body);
        const needsDocuments = careNeedsDocuments(kind);
        const documents =
          needsDocuments || files.length > 0 || (body.indexPriloh?.length ?? 0) > 0
            ? documentTypesOfFiles(body.indexPriloh, body.typDokumentKod, files.length, needsDocuments ? kind.doklady : [], {
                index: 'indexPriloh',
                type: 'typDokumentKod',
                files: 'seznamPriloh',
              })
            : { types: [], errors: {} };
        const chyby = { ...errors, ...documents.errors };
        if (Object.keys(chyby).length > 0) throw ruleRefusalError(chyby);

        const amountHal = careNeedsAmount(kind) && body.castkaUctenka !== undefined ? toHellers(body.castkaUctenka) : null;
        const isTravel = kind.typ === 'CESTA';
        const payoutHal = carePayout(kind, {
          castkaHal: amountHal,
          cestaDatumOd: isTravel ? body.cestaDatumOd : null,
          cestaDatumDo: isTravel ? body.cestaDatumDo : null,
        });
        const approvedAtOnce = kind.schvalovani === 'BEZSCHVALOVANI';
        const stav: RequestState = approvedAtOnce ? 'VYRIZUJE_SE' : 'PRIJATO';
        const popis = payoutHal !== null ? `${row.nazev} – ${formatCrowns(kc(payoutHal))}` : row.nazev;
        const request = await insertRequest(tx, personId, 'PROPLACENI_PECE', stav, popis);
        const [claim] = await tx
          .insert(benefitCareClaims)
          .values({
            insuredPersonId: personId,
            kindKod: row.kod,
            requestId: request.id,
            dokladDatum: isTravel ? null : (body.dokladDatum ?? null),
            cestaDatumOd: isTravel ? (body.cestaDatumOd ?? null) : null,
            cestaDatumDo: isTravel ? (body.cestaDatumDo ?? null) : null,
            castkaUctenkaHal: amountHal,
            castkaNarokHal: payoutHal,
            castkaSchvalenaHal: approvedAtOnce ? payoutHal : null,
            ...accountOfBody(body),
            ucetAktualizace: body.ucetAktualizace ?? false,
            poznamka: body.poznamka ?? null,
            typyDokumentu: documents.types,
            idempotencyKey: key ?? null,
          })
          .returning();
        await applyAttachmentChange(tx, {
          personId,
          evidence: 'PROPLACENI_PECE',
          recordId: claim.id,
          delete: [],
          add: files,
          limits: seznamPrilohFiles,
        });
        if (body.ucetAktualizace) await storeAccount(tx, personId, accountOfBody(body));
        const [item] = await claimItems(tx, personId, [claim]);
        return item;
      }),
  );
}

/** A care claim by its request (for the request detail), or null. */
export async function careClaimOfRequest(db: Database, personId: PersonId, requestId: number): Promise<ProplaceniPece | null> {
  const rows = await db
    .select()
    .from(benefitCareClaims)
    .where(and(eq(benefitCareClaims.insuredPersonId, personId), eq(benefitCareClaims.requestId, requestId)));
  const [item] = await claimItems(db, personId, rows);
  return item ?? null;
}

/** What the insurer's decision on a care claim did: the amount paid (null: computed from the insurer's records later) and where to. */
export interface CareDecision {
  paidHal: number | null;
  account: { predcisli: string | null; cislo: string; banka: string };
}

/**
 * The insurer decides a care or travel claim (issue 34, in the lifecycle step's transaction).
 * Approved: the amount approved at filing (kinds without approval) or claimed — the kind's rules
 * (`carePayout`) already capped it — is recorded as approved and paid today; a kind whose amount
 * the insurer computes from its own records (no amount stored) is approved without one. Refused:
 * nothing approved or paid. Null when the request is not a care claim.
 */
export async function decideCareClaim(tx: Transaction, requestId: number, approved: boolean, today: string): Promise<CareDecision | null> {
  const [claim] = await tx.select().from(benefitCareClaims).where(eq(benefitCareClaims.requestId, requestId));
  if (!claim) return null;
  const account = { predcisli: claim.predcisli, cislo: claim.cislo, banka: claim.banka };
  const paidHal = approved ? (claim.castkaSchvalenaHal ?? claim.castkaNarokHal) : 0;
  await tx
    .update(benefitCareClaims)
    .set(
      approved
        ? { castkaSchvalenaHal: paidHal, castkaVyplacenaHal: paidHal, datumVyplaty: paidHal === null ? null : today }
        : { castkaSchvalenaHal: 0, castkaVyplacenaHal: null, datumVyplaty: null },
    )
    .where(eq(benefitCareClaims.id, claim.id));
  return { paidHal, account };
}
