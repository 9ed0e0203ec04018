import { z } from 'zod';
import { defineCall } from './define';
import { messages } from './messages';

/**
 * Sign-in security of the signed-in account (issue 11): the second factor (TOTP, RFC 6238) on the
 * screen 'Zabezpečení přihlášení' (/nastaveni/zabezpeceni-prihlaseni). Every account may use it,
 * insured persons and doctors alike (docs/decisions.md "Sign-in protections").
 */

/** Six digits from the authenticator app (spaces allowed, as apps show "123 456"). */
export const totpCodeSchema = z
  .string({ message: messages.required })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { message: messages.required })
      .regex(/^\d{6}$/, { message: messages.totpCodeFormat }),
  );

/** A code from the app, or one of the recovery codes (12 letters and digits, dashes and spaces allowed). */
export const secondFactorCodeSchema = z
  .string({ message: messages.required })
  .trim()
  .min(1, { message: messages.required })
  .pipe(
    z
      .string()
      .max(40, { message: messages.secondFactorCodeFormat })
      .refine((value) => /^\d{6}$/.test(value.replace(/\s/g, '')) || /^[A-Za-z0-9]{12}$/.test(value.replace(/[\s-]/g, '')), {
        message: messages.secondFactorCodeFormat,
      }),
  );

export const securityStatusSchema = z.object({
  /** The second factor is on (sign-in asks for a code after the password). */
  dvoufazoveOvereni: z.boolean(),
  /** Since when (ISO); null when off. */
  zapnutoOd: z.string().datetime().nullable(),
  /** Unused recovery codes left. */
  zbyvajiciZalozniKody: z.number().int().min(0),
});
export type SecurityStatus = z.infer<typeof securityStatusSchema>;

export const securityStatus = defineCall({
  id: 'securityStatus',
  summary: 'Zabezpečení přihlášení: stav dvoufázového ověření',
  method: 'GET',
  path: '/uzivatel/zabezpeceni',
  auth: 'access',
  response: securityStatusSchema,
});

export const totpEnrolmentSchema = z.object({
  /** The secret in base32, grouped by four for typing it into an app by hand. */
  tajnyKlic: z.string(),
  /** `otpauth://totp/…`, what the QR code encodes. */
  otpauthUri: z.string(),
  /** The QR code as a PNG, base64. */
  qrPng: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpStart = defineCall({
  id: 'totpStart',
  summary: 'Dvoufázové ověření: nový tajný klíč pro ověřovací aplikaci (čeká na potvrzení kódem)',
  method: 'POST',
  path: '/uzivatel/zabezpeceni/totp',
  auth: 'access',
  response: totpEnrolmentSchema,
});

export const totpConfirmBodySchema = z.object({ kod: totpCodeSchema });

export const totpConfirm = defineCall({
  id: 'totpConfirm',
  summary: 'Dvoufázové ověření: potvrzení prvním kódem; odpověď nese záložní kódy (jen jednou)',
  method: 'POST',
  path: '/uzivatel/zabezpeceni/totp/potvrzeni',
  auth: 'access',
  bodyKind: 'json',
  body: totpConfirmBodySchema,
  response: z.object({ zalozniKody: z.array(z.string()) }),
});

export const totpDisableBodySchema = z.object({ kod: secondFactorCodeSchema });

export const totpDisable = defineCall({
  id: 'totpDisable',
  summary: 'Dvoufázové ověření: vypnutí (kódem z aplikace nebo záložním kódem)',
  method: 'POST',
  path: '/uzivatel/zabezpeceni/totp/vypnuti',
  auth: 'access',
  bodyKind: 'json',
  body: totpDisableBodySchema,
  response: z.object({}),
});
