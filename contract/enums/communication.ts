import type { Labels } from './labels';

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
