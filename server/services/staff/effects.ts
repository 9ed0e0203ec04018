/**
 * What a decision means for each kind of request (issue 34): an approval's real effects (the
 * amount paid, the child insured, the card issued, the new name, ...) and a refusal's. Runs inside
 * the step's transaction, after the lifecycle allowed the step; returns the note the person reads
 * in the request's timeline (null: the generic one). Each area's service does its part on its own
 * tables; this file picks it by the request's kind and words the note.
 */
import { deliveryAddressChoiceLabels, type DeliveryAddressChoice, type RequestType } from '../../../contract/enums';
import { formatBankAccount, formatDateCz } from '../../../contract/format';
import { formatHellers } from '../../../contract/money';
import { fullName } from '../../../contract/person';
import { isFemaleBirthNumber } from '../../../contract/rules';
import type { AttachmentTransaction } from '../attachment-files';
import { decideCareClaim } from '../benefits/care';
import { decideProgrammeClaim } from '../benefits/programmes';
import { decideVitalitasEnrolment } from '../benefits/vitalitas';
import { todayInPrague } from '../clock';
import { insureNewborns, insureReregisteredChild, type InsuredChild } from '../communication/registrations';
import type { RequestRow } from '../communication/requests';
import { issueCard, issueNoArrearsCertificate } from '../insurance/requests';
import { completeNameChange } from '../settings/personal-data';
import { staffMember, staffSignature } from './staff';

export interface DecisionContext {
  /** The step's transaction (attachments may be added in it: the certificate of no arrears). */
  tx: AttachmentTransaction;
  request: RequestRow;
  /** The staff member who decides. */
  staffUserId: number;
  now: Date;
}

type Account = { predcisli: string | null; cislo: string; banka: string };

/** "Schváleno, vyplatíme vám 1 500 Kč na účet 19-2000145399/0800." and its variants. */
function payoutNote(paidHal: number | null, account: Account, cappedByLimit = false): string {
  const to = `na účet ${formatBankAccount(account)}`;
  if (paidHal === null) return `Schváleno, částku spočítáme z našich záznamů a vyplatíme vám ji ${to}.`;
  if (paidHal === 0) return 'Schváleno, ale roční limit programu je už vyčerpán, proto vám nic nevyplatíme.';
  return `Schváleno, vyplatíme vám ${formatHellers(paidHal)} ${to}${cappedByLimit ? ' (víc roční limit programu nedovoluje)' : ''}.`;
}

/** "Eliška Dvořáková je u nás pojištěna od narození a najdete ji v přepínači osob." (twins, a later start: "jsou", "bude"). */
function insuredNote(children: InsuredChild[], since: string, future: boolean): string {
  if (children.length === 1) {
    const [child] = children;
    const female = isFemaleBirthNumber(child.rocis);
    return `${fullName(child)} ${future ? 'bude' : 'je'} u nás pojištěn${female ? 'a' : ''} ${since} a najdete ${female ? 'ji' : 'ho'} v přepínači osob.`;
  }
  const names = children.map(fullName);
  return `${names.slice(0, -1).join(', ')} a ${names.at(-1)} ${future ? 'budou' : 'jsou'} u nás pojištěni ${since} a najdete je v přepínači osob.`;
}

const deliveryNote = (choice: string | null) =>
  choice ? ` Pošleme ho ${deliveryAddressChoiceLabels[choice as DeliveryAddressChoice].replace(/^Na /, 'na ')}.` : '';

/** An approval's effects; the returned note is shown to the person (e.g. "Vyplatíme vám 1 500 Kč."). */
export async function applyApproval({ tx, request, staffUserId, now }: DecisionContext): Promise<string | null> {
  const today = todayInPrague(now);
  const typ = request.typ as RequestType;
  switch (typ) {
    case 'PROGRAM': {
      const decision = await decideProgrammeClaim(tx, request.id, true, today);
      return decision && payoutNote(decision.paidHal, decision.account, decision.paidHal < decision.receiptHal);
    }
    case 'PROPLACENI_PECE': {
      const decision = await decideCareClaim(tx, request.id, true, today);
      return decision && payoutNote(decision.paidHal, decision.account);
    }
    case 'NOVOROZENEC': {
      const insured = await insureNewborns(tx, request.id);
      if (!insured) return null;
      for (const child of insured.children) await issueCard(tx, child.id, request.id, today);
      const cards = insured.children.length > 1 ? 'Průkazy pojištěnce si vyzvednete' : 'Průkaz pojištěnce si vyzvednete';
      return `Schváleno. ${insuredNote(insured.children, 'od narození', false)} ${cards} na pobočce ${insured.pobocka}.`;
    }
    case 'PREREGISTRACE': {
      const child = await insureReregisteredChild(tx, request.id);
      if (!child) return null;
      await issueCard(tx, child.id, request.id, today);
      return `Schváleno. ${insuredNote([child], `od ${formatDateCz(child.od)}`, child.od > today)}`;
    }
    case 'PRUKAZ':
    case 'EHIC': {
      const card = await issueCard(tx, request.insuredPersonId, request.id, today);
      const what = typ === 'EHIC' ? 'nový průkaz pojištěnce s evropským průkazem zdravotního pojištění' : 'nový průkaz pojištěnce';
      return `Schváleno, vystavili jsme vám ${what} č. ${card.cisloKarty} s platností do ${formatDateCz(card.platnostDo)}.${deliveryNote(request.adresaOdeslani)}`;
    }
    case 'BEZDLUZNOST': {
      const staff = await staffMember(tx, staffUserId);
      const file = await issueNoArrearsCertificate(tx, request, staff ? staffSignature(staff) : 'pracovník pojišťovny', today);
      return `Schváleno, potvrzení o bezdlužnosti ke dni ${formatDateCz(today)} jsme vystavili. Stáhnete ho v přílohách této žádosti (${file.nazev}).`;
    }
    case 'REKLAMACE':
      return 'Reklamaci jsme uznali.';
    case 'ZMENA_UDAJU': {
      const name = await completeNameChange(tx, request.id);
      return name && `Schváleno, vaše jméno v našich záznamech je nyní ${fullName(name)}.`;
    }
    case 'KONZULTACE':
      return 'Konzultaci jsme uzavřeli.';
    case 'VITALITAS': {
      const enrolment = await decideVitalitasEnrolment(tx, request.id, true);
      return (
        enrolment &&
        `Schváleno, „${enrolment.nazev}“ máte sjednáno od ${formatDateCz(enrolment.datumOd)} do ${formatDateCz(enrolment.datumDo)}.`
      );
    }
  }
}

/** A refusal's effects (the reason itself is the step's note): a claim pays nothing, an application ends. */
export async function applyRefusal({ tx, request, now }: DecisionContext, _reason: string): Promise<void> {
  const today = todayInPrague(now);
  switch (request.typ as RequestType) {
    case 'PROGRAM':
      await decideProgrammeClaim(tx, request.id, false, today);
      return;
    case 'PROPLACENI_PECE':
      await decideCareClaim(tx, request.id, false, today);
      return;
    case 'VITALITAS':
      await decideVitalitasEnrolment(tx, request.id, false);
      return;
    default:
      // The other kinds leave everything as it was: no child insured, no card, the name kept.
      return;
  }
}
