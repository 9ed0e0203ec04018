/**
 * Every enumeration of document 1 §4 and document 2 §4 and of this product: the values as
 * `as const` arrays and Czech labels for the screens, free of zod so a screen that shows a label
 * does not load it (each field's schema is in contract/enum-schemas.ts). Codes the spec describes
 * only in words (report type, check-up states, application types, advance types) are this
 * product's choice and are recorded in docs/decisions.md.
 */

type Labels<T extends readonly string[]> = { readonly [K in T[number]]: string };

// The request kinds and states and the staff roles live in boot-enums.ts: the first download needs them
// (the token's staff role, the staff workspace's URL filters) and should not carry every enumeration.
import { requestStates, requestTypes, staffRoles, type RequestState, type RequestType, type StaffRole } from './boot-enums';

export { requestStates, requestTypes, staffRoles, type RequestState, type RequestType, type StaffRole };

/** Document 1 §3 "Application info": the platform of the app. */
export const platforms = ['Android', 'iOS', 'WEB'] as const;

/** Document 1 §3 "Represented person": how the user represents the person. */
export const representativeTypes = ['SAM_NA_SEBE', 'DOSPELY_PM', 'DITE', 'NESVEPRAVNY', 'OSTATNI'] as const;

// Application and accounts -------------------------------------------------------------------

/** Platform of the application (aplikaceInfo.platforma): Android, iOS, WEB (values from app.ts). */

/** Platform of a recommendation (where to get the app). */
export const recommendationPlatforms = ['IOS', 'ANDROID', 'WEB_IOS', 'WEB_ANDROID', 'WEB_WIN'] as const;
export type RecommendationPlatform = (typeof recommendationPlatforms)[number];

/** Account types (typ účtu). The client's third state "unknown" never travels. */
export const accountTypes = ['LEKAR', 'POJISTENEC'] as const;
export type AccountType = (typeof accountTypes)[number];
export const accountTypeLabels: Labels<typeof accountTypes> = { LEKAR: 'Lékař', POJISTENEC: 'Pojištěnec' };

/** Representative types (typZastupce; values from general.ts). */
export type RepresentativeType = (typeof representativeTypes)[number];
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
export const yesNoLabels: Labels<typeof yesNo> = { ANO: 'Ano', NE: 'Ne' };

/** Status. */
export const statuses = ['AKTIVNI'] as const;
export type Status = (typeof statuses)[number];
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
export const reportTypeLabels: Labels<typeof reportTypes> = { RADNY: 'Řádný', OPRAVNY: 'Opravný' };

/** Tax regime (danovyRezim). */
export const taxRegimes = ['PAUSALNI', 'STANDARDNI'] as const;
export type TaxRegime = (typeof taxRegimes)[number];
export const taxRegimeLabels: Labels<typeof taxRegimes> = { PAUSALNI: 'Paušální režim', STANDARDNI: 'Standardní režim' };

/** Refund of an overpayment (preplatekVraceni). */
export const refundMethods = ['NEPOZADOVANO', 'POUKAZKA', 'BANKOVNIUCET'] as const;
export type RefundMethod = (typeof refundMethods)[number];
export const refundMethodLabels: Labels<typeof refundMethods> = {
  NEPOZADOVANO: 'Nepožaduji vrácení přeplatku',
  POUKAZKA: 'Poštovní poukázkou',
  BANKOVNIUCET: 'Na bankovní účet',
};

/** Advance type (zalohaTyp): none, employment, illness (codes chosen by this product). */
export const advanceTypes = ['NENI', 'ZAMESTNANI', 'NEMOC'] as const;
export type AdvanceType = (typeof advanceTypes)[number];
export const advanceTypeLabels: Labels<typeof advanceTypes> = {
  NENI: 'Zálohy neplatím',
  ZAMESTNANI: 'Zálohy neplatím z důvodu zaměstnání',
  NEMOC: 'Zálohy neplatím z důvodu nemoci',
};

/** Amount mode: a given amount, a calculation, none. */
export const amountModes = ['CASTKA', 'VYPOCET', 'NENI'] as const;
export type AmountMode = (typeof amountModes)[number];
export const amountModeLabels: Labels<typeof amountModes> = { CASTKA: 'Částka', VYPOCET: 'Výpočet', NENI: 'Není' };

// Benefits and care ------------------------------------------------------------------------

/** Drawing (čerpání) of a programme. */
export const drawingStates = ['LZE_CERPAT', 'NELZE_CERPAT'] as const;
export type DrawingState = (typeof drawingStates)[number];
export const drawingStateLabels: Labels<typeof drawingStates> = { LZE_CERPAT: 'Lze čerpat', NELZE_CERPAT: 'Nelze čerpat' };

/** Care type of a reimbursement: care or travel. */
export const careTypes = ['PECE', 'CESTA'] as const;
export type CareType = (typeof careTypes)[number];
export const careTypeLabels: Labels<typeof careTypes> = { PECE: 'Zdravotní péče', CESTA: 'Cestovné' };

/** View of care drawn: detail or summary. */
export const careViews = ['DETAIL', 'SOUHRN'] as const;
export type CareView = (typeof careViews)[number];
export const careViewLabels: Labels<typeof careViews> = { DETAIL: 'Detail', SOUHRN: 'Souhrn' };

/** Document codes of the Vitalitas programmes. */
export const documentCodes = ['CP', 'GI', 'GI2', 'ZV'] as const;
export type DocumentCode = (typeof documentCodes)[number];
export const documentCodeLabels: Labels<typeof documentCodes> = {
  CP: 'Cestovní pojištění',
  GI: 'Program GINA',
  GI2: 'Program GINA+',
  ZV: 'Program ZVONEK',
};

/** Approval of a claim. */
export const approvalModes = ['FLOWSCHVALOVANI', 'BEZSCHVALOVANI', 'BEZPODKLADU'] as const;
export type ApprovalMode = (typeof approvalModes)[number];
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
export const trackModeLabels: Labels<typeof trackModes> = { EVIDOVAT: 'Evidovat', NEEVIDOVAT: 'Neevidovat' };

/** Done or not done. */
export const doneStates = ['PROVEDENO', 'NEPROVEDENO'] as const;
export type DoneState = (typeof doneStates)[number];
export const doneStateLabels: Labels<typeof doneStates> = { PROVEDENO: 'Provedeno', NEPROVEDENO: 'Neprovedeno' };

/** Traffic light of a check-up or programme. */
export const trafficLights = ['CERVENA', 'ZLUTA', 'ZELENA', 'NESPECIFIKOVANO'] as const;
export type TrafficLight = (typeof trafficLights)[number];
export const trafficLightLabels: Labels<typeof trafficLights> = {
  CERVENA: 'Červená',
  ZLUTA: 'Žlutá',
  ZELENA: 'Zelená',
  NESPECIFIKOVANO: 'Nespecifikováno',
};

/** Check-up (prevention) states (codes chosen by this product). */
export const preventionStates = ['PLATNA', 'NEPLATNA', 'TERMIN_NENASTAVEN', 'PROVEDENA', 'NEPROVEDENA'] as const;
export type PreventionState = (typeof preventionStates)[number];
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
export const loanStateLabels: Labels<typeof loanStates> = { ZAPUJCEN: 'Zapůjčen', VRACEN: 'Vrácen' };

// Consents, communication, notifications ------------------------------------------------------

export const consentStates = ['POTVRZENO', 'ODVOLANO', 'NEUVEDENO'] as const;
export type ConsentState = (typeof consentStates)[number];
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
export const messageKindLabels: Labels<typeof messageKinds> = { DOTAZ: 'Dotaz', KONZULTACE: 'Zdravotní konzultace' };

/** Notification kind. */
export const notificationKinds = ['ODPOVED_DOTAZ', 'ODPOVED_KONZULTACE', 'UPOZORNENI'] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export const notificationKindLabels: Labels<typeof notificationKinds> = {
  ODPOVED_DOTAZ: 'Odpověď na dotaz',
  ODPOVED_KONZULTACE: 'Odpověď na konzultaci',
  UPOZORNENI: 'Upozornění',
};

/** Notification setting (upozorneni of a message). */
export const notificationSettings = ['NEUPOZORNOVAT', 'EMAIL'] as const;
export type NotificationSetting = (typeof notificationSettings)[number];
export const notificationSettingLabels: Labels<typeof notificationSettings> = {
  NEUPOZORNOVAT: 'Neupozorňovat',
  EMAIL: 'Upozornit e-mailem',
};

/** Contact channel. */
export const contactChannels = ['TELEFON', 'EMAIL', 'WEB'] as const;
export type ContactChannel = (typeof contactChannels)[number];
export const contactChannelLabels: Labels<typeof contactChannels> = { TELEFON: 'Telefon', EMAIL: 'E-mail', WEB: 'Web' };

/** Complaint anonymity. */
export const complaintAnonymity = ['ANONYMITA', 'SOUHLAS'] as const;
export type ComplaintAnonymity = (typeof complaintAnonymity)[number];
export const complaintAnonymityLabels: Labels<typeof complaintAnonymity> = {
  ANONYMITA: 'Požaduji zachování anonymity',
  SOUHLAS: 'Souhlasím se sdělením své totožnosti',
};

// Health --------------------------------------------------------------------------------------

export const bloodGroups = ['NEUVEDENO', 'A', 'B', 'AB', 'NULA'] as const;
export type BloodGroup = (typeof bloodGroups)[number];
export const bloodGroupLabels: Labels<typeof bloodGroups> = { NEUVEDENO: 'Neuvedeno', A: 'A', B: 'B', AB: 'AB', NULA: '0' };

export const rhFactors = ['NEUVEDENO', 'RHPlus', 'RHMinus'] as const;
export type RhFactor = (typeof rhFactors)[number];
export const rhFactorLabels: Labels<typeof rhFactors> = { NEUVEDENO: 'Neuvedeno', RHPlus: 'Rh+', RHMinus: 'Rh-' };

// Addresses -----------------------------------------------------------------------------------

/** Correspondence address: same as the permanent one, or another. */
export const permanentAddressChoices = ['SHODNA_TRVALA', 'JINA_ADRESA'] as const;
export type PermanentAddressChoice = (typeof permanentAddressChoices)[number];
export const permanentAddressChoiceLabels: Labels<typeof permanentAddressChoices> = {
  SHODNA_TRVALA: 'Shodná s trvalou adresou',
  JINA_ADRESA: 'Jiná adresa',
};

/** A child's address: same as the representative's, or another. */
export const representativeAddressChoices = ['SHODNA_ZASTUPCE', 'JINA_ADRESA'] as const;
export type RepresentativeAddressChoice = (typeof representativeAddressChoices)[number];
export const representativeAddressChoiceLabels: Labels<typeof representativeAddressChoices> = {
  SHODNA_ZASTUPCE: 'Shodná s adresou zástupce',
  JINA_ADRESA: 'Jiná adresa',
};

/** Where to send a document (adresaOdeslani): permanent or contact address. */
export const deliveryAddressChoices = ['TRVALA_ADRESA', 'KONTAKTNI_ADRESA'] as const;
export type DeliveryAddressChoice = (typeof deliveryAddressChoices)[number];
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

// Audit trail (contract/audit.ts builds its schemas from these) ------------

export const auditAreas = {
  PECE: 'Čerpaná péče',
  PREVENCE: 'Prevence',
  LEKY: 'Léky',
  LEKARI: 'Moji lékaři',
  PROSTREDKY: 'Zdravotnické prostředky',
  LABORATOR: 'Laboratorní výsledky',
  CHRONICKE_NEMOCI: 'Chronická onemocnění',
  ANAMNEZA: 'Anamnéza',
  MERENI: 'Měření',
  OCKOVANI: 'Očkování',
  DOKUMENTY: 'Dokumenty',
  EMERGENTNI_UDAJE: 'Emergentní údaje',
  ZPRAVY: 'Zprávy',
  POJISTENI: 'Pojištění a platby',
  ZADOSTI: 'Žádosti a průkazy',
  PREHLED_OSVC: 'Přehled OSVČ',
  OSOBNI_UDAJE: 'Osobní údaje',
  BENEFITY: 'Benefity a příspěvky',
  SOUHLASY: 'Souhlasy',
  NASTAVENI: 'Nastavení',
  ZPRISTUPNENI: 'Zpřístupnění údajů lékařům',
  PRISTUPY: 'Přehled přístupů',
  PREHLED_STAVU: 'Přehled na úvodní stránce',
  OBJEDNAVKY: 'Objednávky na pobočku',
  OSTATNI: 'Ostatní údaje',
} as const;
export type AuditArea = keyof typeof auditAreas;
export const auditOperations = ['CTENI', 'ZAPIS'] as const;
export type AuditOperation = (typeof auditOperations)[number];
export const auditOperationLabels: Record<AuditOperation, string> = { CTENI: 'zobrazení', ZAPIS: 'změna' };

// Prevention (contract/prevention.ts builds its schemas from these) --------

/** Sections of the list: the decree's check-ups, and the screening and early-detection programmes. */
export const preventionSections = ['PROHLIDKY', 'SCREENINGY'] as const;
export type PreventionSection = (typeof preventionSections)[number];
export const preventionSectionLabels: Record<PreventionSection, string> = {
  PROHLIDKY: 'Preventivní prohlídky',
  SCREENINGY: 'Screeningy a programy časného záchytu',
};

// Contract partners and doctors (contract/partners.ts builds its schemas from these) ---

/** Kinds of partner (druhSubjektu): outpatient care, hospitals, pharmacies, laboratories, aids, the insurer's own contact points. */
export const partnerKinds = ['AMBULANCE', 'NEMOCNICE', 'LEKARNA', 'LABORATOR', 'PROSTREDKY', 'KONTAKTNI_MISTO'] as const;
export type PartnerKind = (typeof partnerKinds)[number];
export const partnerKindLabels: Record<PartnerKind, string> = {
  AMBULANCE: 'Ambulance a ordinace',
  NEMOCNICE: 'Nemocnice',
  LEKARNA: 'Lékárny',
  LABORATOR: 'Laboratoře',
  PROSTREDKY: 'Výdejny zdravotnických prostředků',
  KONTAKTNI_MISTO: 'Kontaktní místa pojišťovny',
};

export const czechDayNames = ['pondělí', 'úterý', 'středa', 'čtvrtek', 'pátek', 'sobota', 'neděle'] as const;

/** Roles of a doctor of the person: the registering GP (for children the paediatrician), dentist, gynaecologist, a specialist seen. */
export const doctorRoles = ['PRAKTICKY_LEKAR', 'PRAKTICKY_LEKAR_DETI', 'ZUBNI_LEKAR', 'GYNEKOLOG', 'SPECIALISTA'] as const;
export type DoctorRole = (typeof doctorRoles)[number];
export const doctorRoleLabels: Record<DoctorRole, string> = {
  PRAKTICKY_LEKAR: 'Praktický lékař',
  PRAKTICKY_LEKAR_DETI: 'Praktický lékař pro děti a dorost',
  ZUBNI_LEKAR: 'Zubní lékař',
  GYNEKOLOG: 'Gynekolog',
  SPECIALISTA: 'Odborný lékař',
};

// Medicines (contract/medicines.ts builds its schemas from these) ----------

/** Kinds of a warning: the same active substance, the same ATC group (therapeutic duplicity), an interaction. */
export const warningKinds = ['STEJNA_LATKA', 'STEJNA_SKUPINA', 'INTERAKCE'] as const;
export type WarningKind = (typeof warningKinds)[number];
export const warningKindLabels: Record<WarningKind, string> = {
  STEJNA_LATKA: 'Stejná účinná látka',
  STEJNA_SKUPINA: 'Léky ze stejné skupiny',
  INTERAKCE: 'Vzájemné působení léků',
};

export const warningSeverities = ['VYSOKA', 'STREDNI', 'NIZKA'] as const;
export type WarningSeverity = (typeof warningSeverities)[number];
export const warningSeverityLabels: Record<WarningSeverity, string> = {
  VYSOKA: 'Závažné',
  STREDNI: 'Středně závažné',
  NIZKA: 'Méně závažné',
};

// Laboratory results (contract/lab.ts builds its schemas from these) -------

/** A value outside its reference range: below or above. */
export const labFlags = ['NIZKA', 'VYSOKA'] as const;
export type LabFlag = (typeof labFlags)[number];
export const labFlagLabels: Record<LabFlag, string> = { NIZKA: 'Pod referenčním rozmezím', VYSOKA: 'Nad referenčním rozmezím' };

// Insurance and requests (contract/insurance.ts builds its schemas from these) ---

/** Who pays the premium in a period. */
export const payerTypes = ['ZAMESTNAVATEL', 'STAT', 'POJISTENEC'] as const;
export type PayerType = (typeof payerTypes)[number];
export const payerTypeLabels: Record<PayerType, string> = {
  ZAMESTNAVATEL: 'Zaměstnavatel',
  STAT: 'Stát',
  POJISTENEC: 'Pojištěnec',
};

/** The kind of premium a payment belongs to (typOsoby): self-employed, person without taxable income. */
export const paymentPersonTypes = ['OSVC', 'OBZP'] as const;
export type PaymentPersonType = (typeof paymentPersonTypes)[number];
export const paymentPersonTypeLabels: Record<PaymentPersonType, string> = {
  OSVC: 'OSVČ',
  OBZP: 'Osoba bez zdanitelných příjmů',
};

export const requestTypeLabels: Record<RequestType, string> = {
  BEZDLUZNOST: 'Potvrzení o bezdlužnosti',
  EHIC: 'Evropský průkaz zdravotního pojištění',
  PRUKAZ: 'Nový průkaz pojištěnce',
  REKLAMACE: 'Reklamace čerpané péče',
  KONZULTACE: 'Zdravotní konzultace',
  NOVOROZENEC: 'Registrace novorozence',
  PREREGISTRACE: 'Přeregistrace dítěte',
  PROGRAM: 'Čerpání zdravotního programu',
  PROPLACENI_PECE: 'Proplacení zdravotní péče',
  VITALITAS: 'Přihláška do programu Vitalitas',
  ZMENA_UDAJU: 'Změna osobních údajů',
};

export const requestStateLabels: Record<RequestState, string> = {
  PRIJATO: 'Přijato',
  VYRIZUJE_SE: 'Vyřizuje se',
  CEKA_NA_DOKLADY: 'Čeká na doklady',
  VYRIZENO: 'Vyřízeno',
  ZAMITNUTO: 'Zamítnuto',
};

export const staffRoleLabels: Record<StaffRole, string> = { REFERENT: 'Referent', REVIZNI_LEKAR: 'Revizní lékař' };

/**
 * The steps of a request's lifecycle (machines/requestLifecycle): staff take it, ask for documents,
 * approve or refuse it; the person adds the documents asked for.
 */
export const requestActions = ['PREVZIT', 'VYZADAT_DOKLADY', 'DOLOZIT_DOKLADY', 'SCHVALIT', 'ZAMITNOUT'] as const;
export type RequestAction = (typeof requestActions)[number];
export const requestActionLabels: Record<RequestAction, string> = {
  PREVZIT: 'Převzít',
  VYZADAT_DOKLADY: 'Vyžádat doklady',
  DOLOZIT_DOKLADY: 'Doložit doklady',
  SCHVALIT: 'Schválit',
  ZAMITNOUT: 'Zamítnout',
};
/** The steps staff take; DOLOZIT_DOKLADY is the person's. */
export const staffRequestActions = ['PREVZIT', 'VYZADAT_DOKLADY', 'SCHVALIT', 'ZAMITNOUT'] as const;
export type StaffRequestAction = (typeof staffRequestActions)[number];

/**
 * Which staff role handles which kind of request: consultations are the medical officer's; care
 * reimbursement and complaints about care need a medical opinion, so either role may take them;
 * everything else is the referent's.
 */
export const requestHandlers: Record<RequestType, readonly StaffRole[]> = {
  BEZDLUZNOST: ['REFERENT'],
  EHIC: ['REFERENT'],
  PRUKAZ: ['REFERENT'],
  REKLAMACE: ['REFERENT', 'REVIZNI_LEKAR'],
  KONZULTACE: ['REVIZNI_LEKAR'],
  NOVOROZENEC: ['REFERENT'],
  PREREGISTRACE: ['REFERENT'],
  PROGRAM: ['REFERENT', 'REVIZNI_LEKAR'],
  PROPLACENI_PECE: ['REFERENT', 'REVIZNI_LEKAR'],
  VITALITAS: ['REFERENT'],
  ZMENA_UDAJU: ['REFERENT'],
};

// Payment types (contract/insurance.ts builds its schemas from these) ----------

/** What a payment is for. Symbols differ per type (the specific symbol marks a settlement). */
export const paymentTypes = ['ZALOHA_OSVC', 'DOPLATEK_OSVC', 'POJISTNE_OBZP', 'DLUH'] as const;
export type PaymentType = (typeof paymentTypes)[number];
export const paymentTypeLabels: Record<PaymentType, string> = {
  ZALOHA_OSVC: 'Záloha na pojistné OSVČ',
  DOPLATEK_OSVC: 'Doplatek pojistného z přehledu OSVČ',
  POJISTNE_OBZP: 'Pojistné osoby bez zdanitelných příjmů',
  DLUH: 'Úhrada dlužného pojistného',
};

// Care drawn (contract/care.ts builds its schemas from these) --------------

/** The kinds of care of the summary and its chart: GP, specialists, hospital, dentist, medicines, aids, travel. */
export const careKinds = ['PRAKTICKY_LEKAR', 'SPECIALISTA', 'NEMOCNICE', 'ZUBNI_LEKAR', 'LEKY', 'POMUCKY', 'DOPRAVA'] as const;
export type CareKind = (typeof careKinds)[number];
export const careKindLabels: Record<CareKind, string> = {
  PRAKTICKY_LEKAR: 'Praktický lékař',
  SPECIALISTA: 'Odborní lékaři',
  NEMOCNICE: 'Nemocnice',
  ZUBNI_LEKAR: 'Zubní lékař',
  LEKY: 'Léky na recept',
  POMUCKY: 'Zdravotnické prostředky',
  DOPRAVA: 'Doprava a cestovné',
};

/** Kinds of a procedure line (druh). */
export const procedureKinds = ['VYKON', 'LEK', 'PROSTREDEK', 'MATERIAL', 'POBYT', 'DOPRAVA'] as const;
export type ProcedureKind = (typeof procedureKinds)[number];
export const procedureKindLabels: Record<ProcedureKind, string> = {
  VYKON: 'Zdravotní výkon',
  LEK: 'Léčivý přípravek',
  PROSTREDEK: 'Zdravotnický prostředek',
  MATERIAL: 'Zvlášť účtovaný materiál',
  POBYT: 'Ošetřovací den',
  DOPRAVA: 'Doprava',
};

// Attachments (contract/entities.ts builds its schemas from these) ---------

/** Attachment limits of document 2 §9 (count, total size, extensions, MIME types). */
export const attachmentLimits = {
  maxFiles: 5,
  maxTotalBytes: 20971520,
  maxTotalMegabytes: 20,
  extensions: attachmentExtensions,
} as const;

/** The emergency card's languages: Czech and English. */
export const cardLanguages = ['CS', 'EN'] as const;
export type CardLanguage = (typeof cardLanguages)[number];

/** An item of the premium account: UHRAZENO paid, PO_SPLATNOSTI past its due date and unpaid, SPLATNE owed and not yet due, PRIPSANO a credit. */
export const ledgerStates = ['UHRAZENO', 'PO_SPLATNOSTI', 'SPLATNE', 'PRIPSANO'] as const;
/** State labels of an item as the screens show them. */
export const ledgerStateLabels: Labels<typeof ledgerStates> = {
  UHRAZENO: 'uhrazeno',
  PO_SPLATNOSTI: 'po splatnosti',
  SPLATNE: 'splatné',
  PRIPSANO: 'připsáno',
};
