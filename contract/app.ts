import { z } from 'zod';
import { appLoginRoute, appLoginUrlRoute, appLogoutRoute, appRefreshRoute } from './boot-calls';
import { defineCall, type CallBody, type CallResponse, type SameType, type TrustedBody, type TrustedResponse } from './define';
import { platforms, staffRoles } from './enums';
import { messages } from './messages';
import { containsHtml, hasNoControlCharacters, requiredOr } from './rules';

/**
 * Document 1 §3 "Application info", validated like every other input (issue 37): a device's free
 * text (stored and shown in 'Autorizovaná zařízení') takes no control characters and no HTML;
 * verzeAplikace is dotted numbers like the spec's '1.15.01'; instalaceId the 21 characters the
 * client keeps in local storage; platforma one of the spec's platforms. verzeBrowser = browser code
 * name + first 50 chars of the UA.
 */
const deviceText = (min: number, max: number) =>
  z
    .string({ error: requiredOr(messages.unsupportedFormat) })
    .trim()
    .refine(hasNoControlCharacters, { error: messages.controlCharacters, abort: true })
    .refine((value) => !containsHtml(value), { error: messages.noHtml, abort: true })
    .min(min, { error: min === 1 ? messages.required : messages.tooShort(min) })
    .max(max, { error: messages.tooLong(max) });
/** '1.15.01', '2.0', '3.1.4.7': two to four dot-separated groups of 1–4 digits. */
export const verzeAplikacePattern = /^\d{1,4}(?:\.\d{1,4}){1,3}$/;
/** The random installation id: 21 characters of the URL-safe alphabet (src/lib/app-info.ts). */
export const instalaceIdPattern = /^[A-Za-z0-9_-]{21}$/;
export const aplikaceInfoSchema = z.object({
  nazev: deviceText(1, 100),
  verzeAplikace: deviceText(1, 20).regex(verzeAplikacePattern, { error: messages.appVersionFormat }),
  verzeBrowser: deviceText(0, 100).optional(),
  verzeOs: deviceText(0, 100).optional(),
  instalaceId: z.string({ error: requiredOr(messages.unsupportedFormat) }).regex(instalaceIdPattern, { error: messages.unsupportedFormat }),
  platforma: z.enum(platforms, { error: requiredOr(messages.allowedValues(platforms)) }),
});
export type AplikaceInfo = z.infer<typeof aplikaceInfoSchema>;

/**
 * Tokens answer. The refresh token itself travels only in an HttpOnly cookie (ADR 0003);
 * the body carries its expiry so the client can run the session rules of document 1 §4.
 */
export const tokensSchema = z.object({
  accessToken: z.string(),
  refreshTokenExpirace: z.string().datetime(),
});
export type Tokens = z.infer<typeof tokensSchema>;

/** Claims of the access token (document 1 §3 "Token payload"); `pr` is the insurer's staff role (issue 34), absent for everyone else. */
export const accessTokenPayloadSchema = z.object({
  sub: z.string(),
  jl: z.boolean(),
  jp: z.boolean(),
  pr: z.enum(staffRoles).optional(),
  exp: z.number(),
});
export type AccessTokenPayload = z.infer<typeof accessTokenPayloadSchema>;

export const appLoginUrl = defineCall({
  ...appLoginUrlRoute,
  response: z.object({ url: z.string() }),
});

export const appLogin = defineCall({
  ...appLoginRoute,
  bodyKind: 'json',
  body: z.object({ listek: z.string().min(1).max(200), aplikaceInfo: aplikaceInfoSchema }),
  response: tokensSchema,
});

export const appRefresh = defineCall({
  ...appRefreshRoute,
  bodyKind: 'json',
  body: z.object({ aplikaceInfo: aplikaceInfoSchema }),
  response: tokensSchema,
});

export const appLogout = defineCall({
  ...appLogoutRoute,
  response: z.object({}),
});

// The boot routes' types (contract/boot-calls.ts) are these schemas' types.
const bootTypesMatch: [
  SameType<TrustedResponse<typeof appLoginUrlRoute>, CallResponse<typeof appLoginUrl>>,
  SameType<TrustedBody<typeof appLoginRoute>, CallBody<typeof appLogin>>,
  SameType<TrustedResponse<typeof appLoginRoute>, CallResponse<typeof appLogin>>,
  SameType<TrustedBody<typeof appRefreshRoute>, CallBody<typeof appRefresh>>,
  SameType<TrustedResponse<typeof appRefreshRoute>, CallResponse<typeof appRefresh>>,
  SameType<TrustedResponse<typeof appLogoutRoute>, CallResponse<typeof appLogout>>,
] = [true, true, true, true, true, true];
void bootTypesMatch;

export const deviceSchema = z.object({
  instalaceId: z.string(),
  nazev: z.string(),
  platforma: z.enum(platforms),
  verzeAplikace: z.string(),
  verzeBrowser: z.string().nullable(),
  verzeOs: z.string().nullable(),
  registrovano: z.string().datetime(),
  naposledyPouzito: z.string().datetime(),
  /** true for the device this request comes from */
  aktualni: z.boolean(),
  /** Signed in now: a session of the device can still be renewed (removing the device ends it). */
  prihlaseno: z.boolean(),
  /** The device gets push notifications (Web Push). */
  oznameni: z.boolean(),
  /** What a person calls it, named by the server from the browser and system: "Chrome · Android 14". */
  oznaceni: z.string(),
  /**
   * Every installation this entry stands for: repeats of one device (the same browser on the same
   * system, e.g. after its storage was cleared) are merged into one entry, the current or the most
   * recently used first (that one is instalaceId). Removing the entry removes all of them.
   */
  instalace: z.array(z.string()).min(1),
});

export const devicesList = defineCall({
  id: 'devicesList',
  summary: 'Registrovaná zařízení přihlášeného uživatele',
  method: 'GET',
  path: '/autorizovanaZarizeni',
  auth: 'access',
  response: z.object({ seznamZarizeni: z.array(deviceSchema) }),
});

export const deviceDelete = defineCall({
  id: 'deviceDelete',
  summary: 'Odebrání zařízení; ukončí jeho relace',
  method: 'DELETE',
  path: '/autorizovanaZarizeni/{instalaceId}',
  auth: 'access',
  params: z.object({ instalaceId: z.string().regex(/^[A-Za-z0-9_-]{21}$/) }),
  response: z.object({}),
});

export const devicesSignOutOthers = defineCall({
  id: 'devicesSignOutOthers',
  summary: 'Odhlásí všechna ostatní zařízení uživatele (ukončí jejich relace); toto zařízení zůstane přihlášené',
  method: 'POST',
  path: '/autorizovanaZarizeni/odhlasitOstatni',
  auth: 'access',
  response: z.object({ odhlaseno: z.number().int().min(0) }),
});
