import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiErrorSchema, formatDateMessage, todayIso, addDaysIso } from '../../contract/index';
import { demoPersons } from '../../server/seed/index';
import type { MultipartPayload } from './multipart';
import type { SignedIn } from './test-app';

export type Person = keyof typeof demoPersons;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `/api/poj/<person id>/<rest>` */
export const personUrl = (person: Person | number | string, rest: string): string =>
  `/api/poj/${typeof person === 'string' && person in demoPersons ? demoPersons[person as Person].id : person}/${rest}`;

/** Today and tomorrow as the server sees them, and today in the dd.mm.rrrr form of the messages. */
export const today = (): string => todayIso();
export const tomorrow = (): string => addDaysIso(todayIso(), 1);
export const todayMessage = (): string => formatDateMessage(todayIso());

export interface Api {
  json(method: Method, url: string, who: SignedIn | null, payload?: unknown): Promise<LightMyRequestResponse>;
  form(method: 'POST' | 'PUT', url: string, who: SignedIn | null, body: MultipartPayload): Promise<LightMyRequestResponse>;
}

export function apiOf(app: FastifyInstance): Api {
  return {
    json: (method, url, who, payload) =>
      app.inject({
        method,
        url,
        headers: { ...(who?.authorization ?? {}) },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    form: (method, url, who, body) =>
      app.inject({ method, url, headers: { ...(who?.authorization ?? {}), ...body.headers }, payload: body.payload }),
  };
}

/** The `chyby` of a 400 (or 413) answer, checking the error body on the way. */
export function fieldErrorsOf(res: LightMyRequestResponse, status = 400): Record<string, string[]> {
  expect(res.statusCode, res.body).toBe(status);
  const body = apiErrorSchema.parse(res.json());
  expect(body.typ).toBe('VALIDACE');
  return body.chyby ?? {};
}

/** Expects a 404 'Záznam neexistuje.'. */
export function expectNotFound(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(404);
  const body = apiErrorSchema.parse(res.json());
  expect(body).toMatchObject({ typ: 'NENALEZENO', detail: 'Záznam neexistuje.' });
}

/** Expects a 403 ZAKAZANO. */
export function expectForbidden(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(403);
  expect(apiErrorSchema.parse(res.json()).typ).toBe('ZAKAZANO');
}
