/**
 * Notifications that leave the portal (issue 35): the rules the server and the screens share —
 * quiet hours, the delivery states staff see, and confirming an e-mail address or SMS number by a
 * code (limits; the messages are in messages.ts). docs/adr/0011-notification-queue.md.
 */
import { z } from 'zod';
import { defineCall } from './define';
import { idParam } from './ids';
import { messages } from './messages';
import { oneOf } from './rules';

/** Quiet hours in Prague: from 21:00 to 7:00 nothing but a security notice is sent; the rest waits for 7:00. */
export const QUIET_HOURS = { fromHour: 21, toHour: 7, timeZone: 'Europe/Prague' } as const;

/** The channels a message leaves by. */
export const deliveryChannels = ['EMAIL', 'SMS', 'PUSH'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];
export const deliveryChannelLabels: Record<DeliveryChannel, string> = { EMAIL: 'E-mail', SMS: 'SMS', PUSH: 'Push' };

/** CEKA: waiting (quiet hours) or retrying; ODESLANO; CHYBA: given up after the retries; ZRUSENO: no longer wanted when its time came. */
export const deliveryStates = ['CEKA', 'ODESLANO', 'CHYBA', 'ZRUSENO'] as const;
export type DeliveryState = (typeof deliveryStates)[number];
export const deliveryStateLabels: Record<DeliveryState, string> = {
  CEKA: 'Čeká',
  ODESLANO: 'Odesláno',
  CHYBA: 'Nepodařilo se',
  ZRUSENO: 'Zrušeno',
};

// ---------------------------------------------------------------------------------------------
// Confirming a contact by a code
// ---------------------------------------------------------------------------------------------

/** The contacts confirmed by a code: the e-mail address and the SMS number of the personal data. */
export const confirmableContacts = ['email', 'telefonSms'] as const;
export type ConfirmableContact = (typeof confirmableContacts)[number];

export const CONTACT_CODE = {
  /** Digits of the code. */
  length: 6,
  /** How long a code is valid. */
  ttlMinutes: 15,
  /** Wrong entries of one code before it stops working. */
  maxAttempts: 5,
  /** Seconds between two codes for the same contact. */
  resendAfterSeconds: 60,
  /** Codes per contact within one hour. */
  maxPerHour: 5,
} as const;

export const contactCodeSchema = z
  .string({ message: messages.required })
  .trim()
  .regex(new RegExp(`^\\d{${CONTACT_CODE.length}}$`), { message: messages.contactCodeFormat(CONTACT_CODE.length) });

/** The state of one contact: whether it is filled in and confirmed. */
export const stavKontaktuSchema = z.object({
  vyplneno: z.boolean(),
  potvrzeno: z.boolean(),
});
export const stavKontaktuOdpovedSchema = z.object({ email: stavKontaktuSchema, telefonSms: stavKontaktuSchema });
export type StavKontaktuOdpoved = z.infer<typeof stavKontaktuOdpovedSchema>;
/**
 * The answer to a code sent: the contacts' state and, in demo mode only (where nothing leaves the
 * machine: the local receivers), the code itself, so a demo visitor can finish the confirmation.
 */
export const kodOdeslanOdpovedSchema = stavKontaktuOdpovedSchema.extend({
  ukazkovyKod: z
    .string()
    .regex(new RegExp(`^\\d{${CONTACT_CODE.length}}$`))
    .optional(),
});
export type KodOdeslanOdpoved = z.infer<typeof kodOdeslanOdpovedSchema>;

const perPerson = { auth: 'access', role: 'pojistenec', personScoped: 'path', personAccess: 'write' } as const;
const personParams = z.object({ pojistenecId: idParam });
const contactParams = z.object({ pojistenecId: idParam, kontakt: oneOf(confirmableContacts) });

export const getContactConfirmationCall = defineCall({
  id: 'getContactConfirmation',
  summary: 'Zda jsou e-mail a číslo pro SMS potvrzené (upozornění chodí jen na potvrzené)',
  method: 'GET',
  path: '/poj/{pojistenecId}/kontakty/potvrzeni',
  ...perPerson,
  personAccess: 'read',
  params: personParams,
  response: stavKontaktuOdpovedSchema,
});

export const sendContactCodeCall = defineCall({
  id: 'sendContactCode',
  summary: 'Odeslání ověřovacího kódu na e-mail nebo číslo pro SMS (omezený počet)',
  method: 'POST',
  path: '/poj/{pojistenecId}/kontakty/{kontakt}/kod',
  ...perPerson,
  params: contactParams,
  response: kodOdeslanOdpovedSchema,
});

export const confirmContactCall = defineCall({
  id: 'confirmContact',
  summary: 'Potvrzení e-mailu nebo čísla pro SMS kódem, který na ně přišel',
  method: 'POST',
  path: '/poj/{pojistenecId}/kontakty/{kontakt}/potvrzeni',
  ...perPerson,
  params: contactParams,
  body: z.object({ kod: contactCodeSchema }),
  bodyKind: 'json',
  response: stavKontaktuOdpovedSchema,
});

// ---------------------------------------------------------------------------------------------
// Staff: the deliveries ("Odeslaná upozornění")
// ---------------------------------------------------------------------------------------------

/** How many of the latest deliveries the staff page lists. */
export const DELIVERY_LIST_LIMIT = 200;

/** A delivery as staff see it: no address, no name; in demo mode the message the local receiver got. */
export const upozorneniDoruceniSchema = z.object({
  id: z.number().int().positive(),
  kategorie: z.string(),
  kanal: z.enum(deliveryChannels),
  stav: z.enum(deliveryStates),
  pokusy: z.number().int().nonnegative(),
  posledniChyba: z.string().nullable(),
  vytvoreno: z.string(),
  odeslatPo: z.string().nullable(),
  odeslano: z.string().nullable(),
  /** Demo mode only: the message as the local SMTP server or SMS endpoint received it. */
  prijataZprava: z
    .object({
      predmet: z.string().nullable(),
      text: z.string(),
      odkaz: z.string().nullable(),
    })
    .nullable(),
});
export type UpozorneniDoruceni = z.infer<typeof upozorneniDoruceniSchema>;

export const pracovisteUpozorneniQuery = z.object({ stav: oneOf(deliveryStates, { optional: true }) });

export const pracovisteUpozorneni = defineCall({
  id: 'pracovisteUpozorneni',
  summary: 'Odeslaná upozornění (e-mail, SMS, push): stav, pokusy, poslední chyba; v ukázkovém režimu i přijatý text',
  method: 'GET',
  path: '/prac/upozorneni',
  auth: 'access',
  role: 'pracovnik',
  query: pracovisteUpozorneniQuery,
  response: z.object({
    ukazkovyRezim: z.boolean(),
    seznam: z.array(upozorneniDoruceniSchema),
  }),
});
