/**
 * Every enumeration of document 1 §4 and document 2 §4: the values as `as const` arrays, a zod
 * schema per field with the message 'Povoleny jsou pouze tyto hodnoty: ...', and Czech labels for
 * the screens. Codes the spec describes only in words (report type, check-up states, application
 * types, advance types) are this product's choice and are recorded in docs/decisions.md.
 */
import { oneOf } from './rules';
import { platforms } from './app';
import { representativeTypes } from './general';

type Labels<T extends readonly string[]> = { readonly [K in T[number]]: string };

// Application and accounts -------------------------------------------------------------------

/** Platform of the application (aplikaceInfo.platforma): Android, iOS, WEB (values from app.ts). */
export const platformaSchema = oneOf(platforms);

/** Platform of a recommendation (where to get the app). */
export const recommendationPlatforms = ['IOS', 'ANDROID', 'WEB_IOS', 'WEB_ANDROID', 'WEB_WIN'] as const;
export type RecommendationPlatform = (typeof recommendationPlatforms)[number];
export const doporuceniPlatformaSchema = oneOf(recommendationPlatforms);

/** Account types (typ účtu). The client's third state "unknown" never travels. */
export const accountTypes = ['LEKAR', 'POJISTENEC'] as const;
export type AccountType = (typeof accountTypes)[number];
export const typUctuSchema = oneOf(accountTypes);
export const accountTypeLabels: Labels<typeof accountTypes> = { LEKAR: 'Lékař', POJISTENEC: 'Pojištěnec' };

/** Representative types (typZastupce; values from general.ts). */
export type RepresentativeType = (typeof representativeTypes)[number];
export const typZastupceSchema = oneOf(representativeTypes);
export const representativeTypeLabels: Labels<typeof representativeTypes> = {
  SAM_NA_SEBE: 'Sám za sebe',
  DOSPELY_PM: 'Zmocněná dospělá osoba',
  DITE: 'Dítě',
  NESVEPRAVNY: 'Osoba s omezenou svéprávností',
  OSTATNI: 'Ostatní',
};

/** Yes / no. */
export const yesNo = ['ANO', 'NE'] as const;
export type YesNo = (typeof yesNo)[number];
export const anoNeSchema = oneOf(yesNo);
export const yesNoLabels: Labels<typeof yesNo> = { ANO: 'Ano', NE: 'Ne' };

/** Status. */
export const statuses = ['AKTIVNI'] as const;
export type Status = (typeof statuses)[number];
export const stavSchema = oneOf(statuses);
export const statusLabels: Labels<typeof statuses> = { AKTIVNI: 'Aktivní' };

// Insurance and the self-employed overview ----------------------------------------------------

/** Insured categories (occupation type), each shown with an icon. */
export const insuredCategories = [
  'OSVC',
  'OBZP',
  'ZAMESTNANEC',
  'DITE',
  'STUDENT',
  'DUCHODCE',
  'INVDUCHDCE',
  'MATERRODIC',
  'PECOVATEL',
  'URADPRACE',
  'OSTATNI',
] as const;
export type InsuredCategory = (typeof insuredCategories)[number];
export const kategoriePojistenceSchema = oneOf(insuredCategories);
export const insuredCategoryLabels: Labels<typeof insuredCategories> = {
  OSVC: 'Osoba samostatně výdělečně činná',
  OBZP: 'Osoba bez zdanitelných příjmů',
  ZAMESTNANEC: 'Zaměstnanec',
  DITE: 'Dítě',
  STUDENT: 'Student',
  DUCHODCE: 'Důchodce',
  INVDUCHDCE: 'Invalidní důchodce',
  MATERRODIC: 'Rodič na mateřské nebo rodičovské dovolené',
  PECOVATEL: 'Pečující osoba',
  URADPRACE: 'Uchazeč o zaměstnání (úřad práce)',
  OSTATNI: 'Ostatní',
};

/** Tax-return filing type (priznaniTyp). */
export const taxReturnTypes = ['NEPODAVANO', 'STANDARDNE', 'PORADCE', 'ELEKTRONICKY', 'ODLOZENI'] as const;
export type TaxReturnType = (typeof taxReturnTypes)[number];
export const priznaniTypSchema = oneOf(taxReturnTypes);
export const taxReturnTypeLabels: Labels<typeof taxReturnTypes> = {
  NEPODAVANO: 'Nemám povinnost podat daňové přiznání',
  STANDARDNE: 'Podávám daňové přiznání v řádném termínu',
  PORADCE: 'Daňové přiznání podává daňový poradce',
  ELEKTRONICKY: 'Podávám daňové přiznání elektronicky',
  ODLOZENI: 'Podávám daňové přiznání s odkladem',
};

/** Report type: regular or corrective (codes chosen by this product). */
export const reportTypes = ['RADNY', 'OPRAVNY'] as const;
export type ReportType = (typeof reportTypes)[number];
export const typPrehleduSchema = oneOf(reportTypes);
export const reportTypeLabels: Labels<typeof reportTypes> = { RADNY: 'Řádný', OPRAVNY: 'Opravný' };

/** Tax regime (danovyRezim). */
export const taxRegimes = ['PAUSALNI', 'STANDARDNI'] as const;
export type TaxRegime = (typeof taxRegimes)[number];
export const danovyRezimSchema = oneOf(taxRegimes);
export const taxRegimeLabels: Labels<typeof taxRegimes> = { PAUSALNI: 'Paušální režim', STANDARDNI: 'Standardní režim' };

/** Refund of an overpayment (preplatekVraceni). */
export const refundMethods = ['NEPOZADOVANO', 'POUKAZKA', 'BANKOVNIUCET'] as const;
export type RefundMethod = (typeof refundMethods)[number];
export const preplatekVraceniSchema = oneOf(refundMethods);
export const refundMethodLabels: Labels<typeof refundMethods> = {
  NEPOZADOVANO: 'Nepožaduji vrácení přeplatku',
  POUKAZKA: 'Poštovní poukázkou',
  BANKOVNIUCET: 'Na bankovní účet',
};

/** Advance type (zalohaTyp): none, employment, illness (codes chosen by this product). */
export const advanceTypes = ['NENI', 'ZAMESTNANI', 'NEMOC'] as const;
export type AdvanceType = (typeof advanceTypes)[number];
export const zalohaTypSchema = oneOf(advanceTypes);
export const advanceTypeLabels: Labels<typeof advanceTypes> = {
  NENI: 'Zálohy neplatím',
  ZAMESTNANI: 'Zálohy neplatím z důvodu zaměstnání',
  NEMOC: 'Zálohy neplatím z důvodu nemoci',
};

/** Amount mode: a given amount, a calculation, none. */
export const amountModes = ['CASTKA', 'VYPOCET', 'NENI'] as const;
export type AmountMode = (typeof amountModes)[number];
export const rezimCastkySchema = oneOf(amountModes);
export const amountModeLabels: Labels<typeof amountModes> = { CASTKA: 'Částka', VYPOCET: 'Výpočet', NENI: 'Není' };

// Benefits and care ------------------------------------------------------------------------

/** Drawing (čerpání) of a programme. */
export const drawingStates = ['LZE_CERPAT', 'NELZE_CERPAT'] as const;
export type DrawingState = (typeof drawingStates)[number];
export const cerpaniSchema = oneOf(drawingStates);
export const drawingStateLabels: Labels<typeof drawingStates> = { LZE_CERPAT: 'Lze čerpat', NELZE_CERPAT: 'Nelze čerpat' };

/** Care type of a reimbursement: care or travel. */
export const careTypes = ['PECE', 'CESTA'] as const;
export type CareType = (typeof careTypes)[number];
export const typPeceSchema = oneOf(careTypes);
export const careTypeLabels: Labels<typeof careTypes> = { PECE: 'Zdravotní péče', CESTA: 'Cestovné' };

/** View of care drawn: detail or summary. */
export const careViews = ['DETAIL', 'SOUHRN'] as const;
export type CareView = (typeof careViews)[number];
export const zobrazeniSchema = oneOf(careViews);
export const careViewLabels: Labels<typeof careViews> = { DETAIL: 'Detail', SOUHRN: 'Souhrn' };

/** Document codes of the Vitalitas programmes. */
export const documentCodes = ['CP', 'GI', 'GI2', 'ZV'] as const;
export type DocumentCode = (typeof documentCodes)[number];
export const kodDokumentuSchema = oneOf(documentCodes);
export const documentCodeLabels: Labels<typeof documentCodes> = {
  CP: 'Cestovní pojištění',
  GI: 'Program GINA',
  GI2: 'Program GINA+',
  ZV: 'Program ZVONEK',
};

/** Approval of a claim. */
export const approvalModes = ['FLOWSCHVALOVANI', 'BEZSCHVALOVANI', 'BEZPODKLADU'] as const;
export type ApprovalMode = (typeof approvalModes)[number];
export const schvalovaniSchema = oneOf(approvalModes);
export const approvalModeLabels: Labels<typeof approvalModes> = {
  FLOWSCHVALOVANI: 'Se schvalováním',
  BEZSCHVALOVANI: 'Bez schvalování',
  BEZPODKLADU: 'Bez podkladů',
};

/**
 * Document types of a claim's attachments (typDokumentKod[]; codes chosen by this product): each
 * file of a programme or care claim is one of these, and a programme or kind of care says which
 * it needs.
 */
export const claimDocumentTypes = [
  'UCTENKA',
  'POTVRZENI_LEKARE',
  'OCKOVACI_PRUKAZ',
  'LEKARSKA_ZPRAVA',
  'JIZDENKA',
  'POTVRZENI_POSKYTOVATELE',
  'JINY',
] as const;
export type ClaimDocumentType = (typeof claimDocumentTypes)[number];
export const typDokumentKodItemSchema = oneOf(claimDocumentTypes);
export const claimDocumentTypeLabels: Labels<typeof claimDocumentTypes> = {
  UCTENKA: 'Doklad o zaplacení (účtenka, faktura)',
  POTVRZENI_LEKARE: 'Potvrzení lékaře',
  OCKOVACI_PRUKAZ: 'Záznam v očkovacím průkazu',
  LEKARSKA_ZPRAVA: 'Lékařská zpráva',
  JIZDENKA: 'Jízdenka nebo doklad o jízdném',
  POTVRZENI_POSKYTOVATELE: 'Potvrzení poskytovatele péče',
  JINY: 'Jiný doklad',
};

/** Track (evidovat) or not. */
export const trackModes = ['EVIDOVAT', 'NEEVIDOVAT'] as const;
export type TrackMode = (typeof trackModes)[number];
export const evidovaniSchema = oneOf(trackModes);
export const trackModeLabels: Labels<typeof trackModes> = { EVIDOVAT: 'Evidovat', NEEVIDOVAT: 'Neevidovat' };

/** Done or not done. */
export const doneStates = ['PROVEDENO', 'NEPROVEDENO'] as const;
export type DoneState = (typeof doneStates)[number];
export const provedeniSchema = oneOf(doneStates);
export const doneStateLabels: Labels<typeof doneStates> = { PROVEDENO: 'Provedeno', NEPROVEDENO: 'Neprovedeno' };

/** Traffic light of a check-up or programme. */
export const trafficLights = ['CERVENA', 'ZLUTA', 'ZELENA', 'NESPECIFIKOVANO'] as const;
export type TrafficLight = (typeof trafficLights)[number];
export const semaforSchema = oneOf(trafficLights);
export const trafficLightLabels: Labels<typeof trafficLights> = {
  CERVENA: 'Červená',
  ZLUTA: 'Žlutá',
  ZELENA: 'Zelená',
  NESPECIFIKOVANO: 'Nespecifikováno',
};

/** Check-up (prevention) states (codes chosen by this product). */
export const preventionStates = ['PLATNA', 'NEPLATNA', 'TERMIN_NENASTAVEN', 'PROVEDENA', 'NEPROVEDENA'] as const;
export type PreventionState = (typeof preventionStates)[number];
export const stavPrevenceSchema = oneOf(preventionStates);
export const preventionStateLabels: Labels<typeof preventionStates> = {
  PLATNA: 'Platná do',
  NEPLATNA: 'Neplatná',
  TERMIN_NENASTAVEN: 'Termín návštěvy není nastaven',
  PROVEDENA: 'Provedena',
  NEPROVEDENA: 'Neprovedena',
};

/** Loan of a medical aid. */
export const loanStates = ['ZAPUJCEN', 'VRACEN'] as const;
export type LoanState = (typeof loanStates)[number];
export const zapujckaSchema = oneOf(loanStates);
export const loanStateLabels: Labels<typeof loanStates> = { ZAPUJCEN: 'Zapůjčen', VRACEN: 'Vrácen' };

// Consents, communication, notifications ------------------------------------------------------

export const consentStates = ['POTVRZENO', 'ODVOLANO', 'NEUVEDENO'] as const;
export type ConsentState = (typeof consentStates)[number];
export const souhlasSchema = oneOf(consentStates);
export const consentStateLabels: Labels<typeof consentStates> = { POTVRZENO: 'Potvrzeno', ODVOLANO: 'Odvoláno', NEUVEDENO: 'Neuvedeno' };

/**
 * The consents a person may give and withdraw (document 1 §6): showing laboratory results,
 * the rescue service seeing the emergency data, passing check-up dates to the employer for a
 * benefits programme. One code each, shared by the consents screen and the screens they gate.
 */
export const consentCodes = ['LABORATORNI_VYSLEDKY', 'EMERGENTNI_UDAJE', 'PREVENCE_ZAMESTNAVATEL'] as const;
export type ConsentCode = (typeof consentCodes)[number];
export const consentCodeLabels: Labels<typeof consentCodes> = {
  LABORATORNI_VYSLEDKY: 'Zobrazení laboratorních výsledků',
  EMERGENTNI_UDAJE: 'Zpřístupnění emergentních údajů zdravotnické záchranné službě',
  PREVENCE_ZAMESTNAVATEL: 'Předání termínů preventivních prohlídek zaměstnavateli',
};

/** Message kind (druhZpravy). */
export const messageKinds = ['DOTAZ', 'KONZULTACE'] as const;
export type MessageKind = (typeof messageKinds)[number];
export const druhZpravySchema = oneOf(messageKinds);
export const messageKindLabels: Labels<typeof messageKinds> = { DOTAZ: 'Dotaz', KONZULTACE: 'Zdravotní konzultace' };

/** Notification kind. */
export const notificationKinds = ['ODPOVED_DOTAZ', 'ODPOVED_KONZULTACE', 'UPOZORNENI'] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export const druhUpozorneniSchema = oneOf(notificationKinds);
export const notificationKindLabels: Labels<typeof notificationKinds> = {
  ODPOVED_DOTAZ: 'Odpověď na dotaz',
  ODPOVED_KONZULTACE: 'Odpověď na konzultaci',
  UPOZORNENI: 'Upozornění',
};

/** Notification setting (upozorneni of a message). */
export const notificationSettings = ['NEUPOZORNOVAT', 'EMAIL'] as const;
export type NotificationSetting = (typeof notificationSettings)[number];
export const upozorneniSchema = oneOf(notificationSettings);
export const notificationSettingLabels: Labels<typeof notificationSettings> = {
  NEUPOZORNOVAT: 'Neupozorňovat',
  EMAIL: 'Upozornit e-mailem',
};

/** Contact channel. */
export const contactChannels = ['TELEFON', 'EMAIL', 'WEB'] as const;
export type ContactChannel = (typeof contactChannels)[number];
export const kontaktniKanalSchema = oneOf(contactChannels);
export const contactChannelLabels: Labels<typeof contactChannels> = { TELEFON: 'Telefon', EMAIL: 'E-mail', WEB: 'Web' };

/** Complaint anonymity. */
export const complaintAnonymity = ['ANONYMITA', 'SOUHLAS'] as const;
export type ComplaintAnonymity = (typeof complaintAnonymity)[number];
export const anonymitaSchema = oneOf(complaintAnonymity);
export const complaintAnonymityLabels: Labels<typeof complaintAnonymity> = {
  ANONYMITA: 'Požaduji zachování anonymity',
  SOUHLAS: 'Souhlasím se sdělením své totožnosti',
};

// Health --------------------------------------------------------------------------------------

export const bloodGroups = ['NEUVEDENO', 'A', 'B', 'AB', 'NULA'] as const;
export type BloodGroup = (typeof bloodGroups)[number];
export const krevniSkupinaSchema = oneOf(bloodGroups);
export const bloodGroupLabels: Labels<typeof bloodGroups> = { NEUVEDENO: 'Neuvedeno', A: 'A', B: 'B', AB: 'AB', NULA: '0' };

export const rhFactors = ['NEUVEDENO', 'RHPlus', 'RHMinus'] as const;
export type RhFactor = (typeof rhFactors)[number];
export const rhFaktorSchema = oneOf(rhFactors);
export const rhFactorLabels: Labels<typeof rhFactors> = { NEUVEDENO: 'Neuvedeno', RHPlus: 'Rh+', RHMinus: 'Rh-' };

// Addresses -----------------------------------------------------------------------------------

/** Correspondence address: same as the permanent one, or another. */
export const permanentAddressChoices = ['SHODNA_TRVALA', 'JINA_ADRESA'] as const;
export type PermanentAddressChoice = (typeof permanentAddressChoices)[number];
export const volbaAdresyTrvalaSchema = oneOf(permanentAddressChoices);
export const permanentAddressChoiceLabels: Labels<typeof permanentAddressChoices> = {
  SHODNA_TRVALA: 'Shodná s trvalou adresou',
  JINA_ADRESA: 'Jiná adresa',
};

/** A child's address: same as the representative's, or another. */
export const representativeAddressChoices = ['SHODNA_ZASTUPCE', 'JINA_ADRESA'] as const;
export type RepresentativeAddressChoice = (typeof representativeAddressChoices)[number];
export const volbaAdresyZastupceSchema = oneOf(representativeAddressChoices);
export const representativeAddressChoiceLabels: Labels<typeof representativeAddressChoices> = {
  SHODNA_ZASTUPCE: 'Shodná s adresou zástupce',
  JINA_ADRESA: 'Jiná adresa',
};

/** Where to send a document (adresaOdeslani): permanent or contact address. */
export const deliveryAddressChoices = ['TRVALA_ADRESA', 'KONTAKTNI_ADRESA'] as const;
export type DeliveryAddressChoice = (typeof deliveryAddressChoices)[number];
export const adresaOdeslaniSchema = oneOf(deliveryAddressChoices);
export const deliveryAddressChoiceLabels: Labels<typeof deliveryAddressChoices> = {
  TRVALA_ADRESA: 'Na trvalou adresu',
  KONTAKTNI_ADRESA: 'Na kontaktní adresu',
};

// Applications and coupons --------------------------------------------------------------------

/** Application types of "Moje žádosti" (codes chosen by this product). */
export const applicationTypes = [
  'CERPANI_PROGRAMU',
  'PROPLACENI_PECE',
  'KONZULTACE',
  'REGISTRACE_NOVOROZENCE',
  'PREREGISTRACE_DITETE',
  'NOVY_PRUKAZ',
] as const;
export type ApplicationType = (typeof applicationTypes)[number];
export const typZadostiSchema = oneOf(applicationTypes);
export const applicationTypeLabels: Labels<typeof applicationTypes> = {
  CERPANI_PROGRAMU: 'Čerpání zdravotního programu',
  PROPLACENI_PECE: 'Proplacení zdravotní péče',
  KONZULTACE: 'Zdravotní konzultace',
  REGISTRACE_NOVOROZENCE: 'Registrace novorozence',
  PREREGISTRACE_DITETE: 'Přeregistrace dítěte',
  NOVY_PRUKAZ: 'Nový průkaz pojištěnce',
};

/** Demo coupon codes (style page only) and the category each stands for. */
export const couponCodes = [
  'VTK-ZUBYZRAK',
  'VTK-VITAMINY',
  'VTK-VOLNYCAS',
  'VTK-VITALITAS',
  'VTK-OCKOVANI',
  'VTK-VYSETRENI',
  'VTK-STOPRAKOVINE',
  'VTK-MAMINKY',
  'VTK-POMUCKY',
] as const;
export type CouponCode = (typeof couponCodes)[number];
export const kodKuponuSchema = oneOf(couponCodes);
export const couponCodeLabels: Labels<typeof couponCodes> = {
  'VTK-ZUBYZRAK': 'Zubní péče a péče o zrak',
  'VTK-VITAMINY': 'Léky a vitamíny',
  'VTK-VOLNYCAS': 'Volný čas',
  'VTK-VITALITAS': 'Vitalitas',
  'VTK-OCKOVANI': 'Očkování',
  'VTK-VYSETRENI': 'Odborná vyšetření',
  'VTK-STOPRAKOVINE': 'Screening rakoviny',
  'VTK-MAMINKY': 'Těhotenství a péče o novorozence',
  'VTK-POMUCKY': 'Zdravotní pomůcky',
};

// Attachments ---------------------------------------------------------------------------------

/** Allowed attachment extensions (document 2 §9), lower case. */
export const attachmentExtensions = ['jpg', 'jpeg', 'webp', 'png', 'svg', 'tif', 'rtf', 'txt', 'pdf'] as const;
export type AttachmentExtension = (typeof attachmentExtensions)[number];
