import { attachmentMessages } from './attachment-messages';
import { bootMessages } from './boot-messages';
import { errorMessages } from './error-messages';
import { czechCount } from './format';

export { messageForStatus } from './error-messages';

/**
 * Every Czech message of document 2 (§5 message table, §8 error catalogue, the attachment
 * section). Texts are the spec's exact wording; functions fill in the N / X placeholders.
 */
export const messages = {
  ...bootMessages,
  ...errorMessages,
  required: 'Pole je povinné',
  dateFormat: 'Pole musí být ve formátu dd.mm.rrrr',
  notNumber: 'Pole musí být číslo',
  email: 'Chybně zadaný e-mail',
  tooShort: (n: number) => `Nedostatečná délka (minimálně ${n} znaků)`,
  tooLong: (n: number) => `Překročena maximální délka (maximálně ${n} znaků)`,
  min: (n: number | string) => `Povolené minimum je ${n}`,
  max: (n: number | string) => `Povolené maximum je ${n}`,
  greaterThan: (n: number | string) => `Hodnota musí být větší jak ${n}`,
  smallerThan: (n: number | string) => `Hodnota musí být menší jak ${n}`,
  integer: 'Musí být celé číslo',
  dateNotBefore: (date: string) => `Datum nesmí být před ${date}`,
  dateNotAfter: (date: string) => `Datum nesmí být po ${date}`,
  tooFewItems: (n: number) => `Nedostatečný počet položek (minimálně ${n} položek)`,
  tooManyItems: (n: number) => `Překročen maximální počet položek (maximálně ${n} položek)`,
  allowedValues: (values: readonly string[]) => `Povoleny jsou pouze tyto hodnoty: ${values.join(', ')}`,
  decimalPlaces: (n: number) => `Smí mít maximálně ${n} desetinných míst`,
  bankAccount: 'Nesplňuje formát čísla bankovního účtu',
  noHtml: 'Položka nesmí obsahovat html elementy',
  emergencyDataEmpty: 'Alespoň jedno pole je povinné',
  documentDateOrDescription: 'Musí být vyplněn datum události nebo popis dokumentu',
  valueAboveRow4: 'Hodnota nesmí být větší než hodnota řádku 4',
  attachmentsTooLarge: 'Překročena povolená velikost přiložených souborů',
  overviewNotAllowedForYear: 'Pro vybraný rok nelze podat přehled.',
  /** A year whose statutory values (or the next year's, for row 51) are not in contract/osvc-calculation.ts yet. */
  overviewYearValuesMissing: (missingYear: number) =>
    `Přehled za tento rok zatím podat nelze: chybí zákonné hodnoty pro rok ${missingYear} (průměrná mzda, minimální vyměřovací základ a minimální záloha).`,
  notInsuredInYear: 'V daném roce jste nebyl pojištěncem.',

  // §8 error catalogue and other notices
  downloadFailed: 'Stažení souboru se nezdařilo.',
  configFailed: 'Nepodařilo se načíst konfigurační soubor.',
  notAvailable: 'Tato funkce není dostupná.',
  notAvailableInDemo: 'Tato funkce není dostupná v demo režimu.',
  cafeteriaCannotBeSet: 'Cafeterii nelze nastavit.',
  notRegisteredAsSelfEmployed: 'Nejste evidován jako OSVČ.',
  recordDoesNotExist: 'Záznam neexistuje.',
  fileDownloadFailed: 'Soubor se nepodařilo stáhnout.',
  pdfFailed: 'PDF se nepodařilo vytvořit.',

  // benefits (issue 14): claims, Vitalitas, cafeteria — messages of this product (docs/decisions.md "Benefits")
  unknownBankCode: 'Neznámý kód banky',
  cafeteriaPercentSum: (sum: string) => `Součet podílů musí být 100 %, nyní je ${sum} %.`,
  duplicateCategory: (name: string) => `Kategorie ${name} je uvedena vícekrát.`,
  attachmentTypeMissing: 'Každá příloha musí mít typ dokladu.',
  attachmentIndexUnknown: 'Příloha s tímto pořadím neexistuje.',
  attachmentsRequired: (name: string) => `Přiložte doklad: ${name}.`,
  /** A programme claim carries at least one document even when the programme names none (the contract's lists take 1 to 20). */
  attachmentAtLeastOne: 'Přiložte alespoň jeden doklad.',
  /** Issue 34: a lifecycle step the request's state does not allow (409 KONFLIKT); the reason in plain Czech. */
  requestStepClosed: (state: string) => `Žádost je už uzavřena (${state}). Tento krok už nelze provést.`,
  requestStepNotTaken: 'Žádost zatím nikdo nepřevzal. Nejdříve ji převezměte.',
  requestStepOtherHolder: (name: string) => `Žádost vyřizuje ${name}. Chcete-li v ní pokračovat, nejdříve ji převezměte.`,
  requestStepAlreadyYours: 'Žádost už vyřizujete.',
  requestStepWaitsForPerson: 'Žádost čeká na doklady od pojištěnce. Můžete ji jen zamítnout nebo počkat na doklady.',
  requestStepNotWaiting: 'Žádost na doklady nečeká. Stránku si prosím obnovte.',
  requestStepNotAllowed: 'Tento krok teď u žádosti nelze provést. Stránku si prosím obnovte.',
  receiptBeforePeriod: (date: string) => `Doklad musí být vystaven v období programu, nejdříve ${date}.`,
  receiptAfterPeriod: (date: string) => `Doklad musí být vystaven v období programu, nejpozději ${date}.`,
  claimDeadlinePassed: (date: string) => `Lhůta pro podání žádosti k dokladům tohoto období skončila ${date}.`,
  programmeNotForAge: (range: string, age: string) =>
    `Program je určen pojištěncům ve věku ${range}. V den dokladu bylo pojištěnci ${age}.`,
  programmeOnlyForWomen: 'Program je určen pouze ženám.',
  programmeOnlyForMen: 'Program je určen pouze mužům.',
  programmeLimitUsed: (limit: string) => `Roční limit programu ${limit} je už vyčerpaný.`,
  notInsuredLongEnough: (months: number, since: string) =>
    `Program lze čerpat po ${months} měsících pojištění u naší pojišťovny; pojištění trvá od ${since}.`,
  notInsuredOnDate: 'V den dokladu nebyl pojištěnec u naší pojišťovny pojištěn.',
  programmeNotOffered: 'Pro období dokladu program nenabízíme.',
  tripTooLong: (days: number) => `Cesta může trvat nejvýše ${days} dní.`,
  vitalitasZvonekAge: 'Program ZVONEK je určen dětem do 6 let.',
  vitalitasZvonekJoinAge: 'Do programu ZVONEK lze dítě přihlásit nejpozději do 12 měsíců věku.',
  vitalitasGinaAge: 'Programy GINA a GINA+ jsou určeny pojištěncům do 26 let.',
  vitalitasAlreadyJoined: (name: string) => `Pojištěnec už má sjednaný ${name}.`,
  travelInsuranceOverlaps: 'Na zvolené období už má pojištěnec sjednané cestovní pojištění.',
  vitalitasFamilyNobody: 'Vyberte alespoň jednu osobu, kterou chcete pojistit.',
  vitalitasFamilyPerson: (name: string, message: string) => `${name}: ${message}`,

  // attachment section (contract/attachment-messages.ts)
  ...attachmentMessages,

  // messages of this product that the spec leaves open (recorded in docs/decisions.md)
  fairUseCalls: (s: number) => `Posíláte příliš mnoho požadavků najednou. Zkuste to prosím znovu za ${s} s.`,
  fairUseUploads: 'Právě se nahrává příliš mnoho souborů. Počkejte, až se dokončí, a zkuste to znovu.',
  storageQuotaExceeded: (mb: number) =>
    `Přílohy tohoto pojištěnce by překročily úložiště ${mb} MB. Smažte nepotřebné přílohy a zkuste to znovu.`,
  wrongCredentials: 'Nesprávné uživatelské jméno nebo heslo.',
  /** Issue 34: a staff account without the second factor, outside demo mode. */
  staffNeedsSecondFactor: 'Pracovníci pojišťovny se přihlašují s druhým ověřením (ověřovací aplikací). Požádejte správce o jeho nastavení.',
  /** Issue 34: the times and lengths of slots at a branch that staff publish (contract/appointments.ts). */
  appointmentTimeFormat: 'Čas zadejte ve tvaru HH:MM, například 8:30.',
  appointmentTimeStep: 'Čas musí být zaokrouhlený na 5 minut.',
  appointmentLengthStep: 'Délka termínu musí být násobkem 5 minut.',
  // Confirming an e-mail address or SMS number by a code (issue 35, contract/notifications.ts)
  contactCodeFormat: (length: number) => `Zadejte ${length}místný kód, který vám přišel.`,
  contactMissing: 'Kontakt není vyplněný. Nejdříve ho zadejte v osobních údajích.',
  contactAlreadyConfirmed: 'Kontakt už je potvrzený.',
  contactCodeWait: (seconds: number) => `Nový kód můžete poslat za ${waitText(seconds)}.`,
  contactCodeHourLimit: 'Za poslední hodinu jste si nechali poslat příliš mnoho kódů. Zkuste to prosím později.',
  contactCodeExpired: 'Platnost kódu vypršela nebo žádný kód nebyl poslán. Nechte si poslat nový kód.',
  contactCodeAttemptsUsed: 'Kód byl několikrát zadán chybně. Nechte si poslat nový kód.',
  contactCodeSendFailed: 'Kód se nepodařilo odeslat. Zkontrolujte kontakt a zkuste to prosím znovu.',
  ticketInvalid: 'Přihlášení se nezdařilo. Platnost odkazu vypršela nebo už byl použit.',
  // sign-in protections and the second factor (issue 11, docs/decisions.md "Sign-in protections")
  ticketOtherBrowser:
    'Přihlášení se nezdařilo: odkaz pro přihlášení patří jinému prohlížeči. Přihlaste se prosím znovu v tomto prohlížeči.',
  signInBackoff: (seconds: number) =>
    `Příliš mnoho neúspěšných pokusů o přihlášení k tomuto účtu. Zkuste to prosím znovu za ${waitText(seconds)}.`,
  codeBackoff: (seconds: number) => `Příliš mnoho neúspěšných pokusů o ověření. Zkuste to prosím znovu za ${waitText(seconds)}.`,
  codeWrong: 'Kód není správný nebo už byl použit.',
  totpCodeFormat: 'Zadejte šestimístný kód z ověřovací aplikace.',
  secondFactorCodeFormat: 'Zadejte šestimístný kód z ověřovací aplikace nebo jeden ze záložních kódů.',
  challengeExpired: 'Platnost ověření vypršela. Přihlaste se prosím znovu.',
  challengeAttemptsUsed: 'Kód byl několikrát zadán chybně. Přihlaste se prosím znovu.',
  totpAlreadyOn: 'Dvoufázové ověření už je zapnuté.',
  totpNotStarted: 'Nastavení dvoufázového ověření vypršelo nebo nebylo zahájeno. Začněte prosím znovu.',
  totpNotOn: 'Dvoufázové ověření není zapnuté.',
  oidcFailed: 'Přihlášení přes poskytovatele identity se nezdařilo. Zkuste to prosím znovu.',
  oidcCancelled: 'Přihlášení přes poskytovatele identity bylo zrušeno.',
  oidcNoAccount:
    'K této identitě nemáme přiřazený žádný účet. Přihlaste se prosím uživatelským jménem a heslem, nebo kontaktujte pojišťovnu.',
  unknownApi: 'Požadovaná služba neexistuje.',

  // field rules of this product that the spec leaves without a text (contract/rules.ts)
  invalidBirthNumber: 'Neplatné rodné číslo',

  // My health (issue 12): care drawn, complaints, prevention, medicines, lab results (docs/decisions.md "My health")
  complaintContactRequired: 'Vyplňte telefon nebo e-mail, abychom vás mohli kontaktovat.',
  complaintAlreadyOpen: 'Tento výkon už reklamujete. Počkejte prosím na vyřízení otevřené reklamace.',
  complaintProcedureNotInCase: 'Vybraný výkon nepatří k tomuto případu čerpané péče.',
  preventionNotApplicable: 'Tato preventivní prohlídka se vás podle věku a pohlaví netýká.',
  medicineUnknown: 'Lék v číselníku neexistuje.',
  medicineNotOwn: 'Smazat lze jen lék, který jste si přidali sami.',
  labConsentMissing: 'Laboratorní výsledky zobrazíme až po udělení souhlasu s jejich zobrazením.',
  idempotencyKeyInvalid: 'Klíč opakovaného odeslání musí být UUID.',
  /** aplikaceInfo.verzeAplikace (issue 37): the spec's example is 1.15.01. */
  appVersionFormat: 'Verze aplikace musí být čísla oddělená tečkami, například 1.15.01',
  controlCharacters: 'Položka nesmí obsahovat řídicí ani neviditelné formátovací znaky',
  // settings and control over one's data (contract/settings.ts, docs/decisions.md "Settings")
  widgetPinnedAndHidden: 'Widget nemůže být zároveň připnutý a skrytý.',
  listHasDuplicates: 'Položka je v seznamu vícekrát.',
  emailNeededForNotifications: 'Pro upozornění e-mailem nejprve vyplňte e-mail v osobních údajích.',
  smsPhoneNeededForNotifications: 'Pro upozornění SMS nejprve vyplňte telefon pro SMS v osobních údajích.',
  nameChangeNeedsDocument: 'Ke změně jména nebo příjmení přiložte doklad, například oddací list.',
  nameChangePending: 'Změnu jména už vyřizujeme. Další změnu můžete podat, až bude vyřízena.',
  nothingChanged: 'Údaje se nezměnily.',
  idempotencyConflict: 'Tento požadavek už byl odeslán s jinými údaji. Obnovte stránku a odešlete ho znovu.',
  shareLinkInvalid: 'Odkaz neexistuje nebo už neplatí.',
  shareLinkLimit: (n: number) => `Platných odkazů můžete mít nejvýše ${n}. Některý nejprve zrušte.`,
  // the rescue-service consent gates the share links (docs/decisions.md "Consents that gate")
  shareLinkConsentMissing:
    'Odkaz pro sdílení lze vytvořit jen se souhlasem se zpřístupněním emergentních údajů záchranné službě. Udělíte ho v Nastavení, Souhlasy s podmínkami.',
  shareLinkConsentWithdrawn:
    'Emergentní údaje nejsou přes tento odkaz dostupné, protože pojištěnec odvolal souhlas s jejich zpřístupněním.',
  pushServiceNotAllowed: 'Tuto službu pro oznámení v prohlížeči nelze použít.',
  pushEndpointTaken: 'Tento prohlížeč odebírá oznámení jiného uživatele. Ať se nejdřív odhlásí, pak oznámení zapněte znovu.',
} as const;

/** "30 sekund", "2 minuty", "15 minut": a wait in Czech (accusative after "za"), whole minutes from one minute up. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return czechCount(s, 'sekundu', 'sekundy', 'sekund');
  return czechCount(Math.ceil(s / 60), 'minutu', 'minuty', 'minut');
}
