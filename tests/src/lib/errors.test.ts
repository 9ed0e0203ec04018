import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../src/lib/api-client';
import { describeApiError } from '../../../src/lib/errors';

const http = (status: number, body?: Record<string, unknown>) =>
  new ApiRequestError({ status, kind: 'http', message: `HTTP ${status}`, body: body as never });

describe('describeApiError (document 2 §8)', () => {
  it('server error with a body: the apology and the error id for "Detail chyby"', () => {
    expect(describeApiError(http(500, { status: 500, typ: 'CHYBA', chybaId: 'abc-123', titulek: 'Chyba' }))).toEqual({
      kind: 'server',
      message: 'Omlouváme se, něco se pokazilo na naší straně. Pracujeme na nápravě. Zkuste to prosím později.',
      titulek: 'Chyba',
      chybaId: 'abc-123',
      status: 500,
    });
  });

  it('codes 500 and up without a body: the two texts', () => {
    expect(describeApiError(http(502))).toEqual({
      kind: 'server',
      message: 'Interní chyba serveru.',
      hint: 'Zkuste to prosím později.',
      status: 502,
    });
  });

  it('ODSTAVKA shows its detail text; a 503 shows the server message', () => {
    expect(describeApiError(http(503, { status: 503, typ: 'ODSTAVKA', detail: 'Údržba do 18:00.', chybaId: 'x' }))).toMatchObject({
      kind: 'maintenance',
      message: 'Údržba do 18:00.',
    });
    expect(describeApiError(http(503, { status: 503, typ: 'CHYBA', detail: 'Služba je přetížena.', chybaId: 'y' }))).toMatchObject({
      kind: 'maintenance',
      message: 'Služba je přetížena.',
    });
  });

  it('no response: "Spojení se serverem je nedostupné." with code 404', () => {
    const error = new ApiRequestError({ status: 404, kind: 'no-response', message: 'Spojení se serverem je nedostupné.' });
    expect(describeApiError(error)).toEqual({ kind: 'no-response', message: 'Spojení se serverem je nedostupné.', status: 404 });
  });

  it('other errors: the message (shown in red), with title, id and field messages', () => {
    const described = describeApiError(
      http(400, {
        status: 400,
        typ: 'VALIDACE',
        titulek: 'Neplatný požadavek',
        detail: 'Požadavek obsahuje chybné údaje.',
        chybaId: 'v1',
        chyby: { jmeno: ['Pole je povinné'] },
      }),
    );
    expect(described).toEqual({
      kind: 'other',
      message: 'Požadavek obsahuje chybné údaje.',
      titulek: 'Neplatný požadavek',
      chybaId: 'v1',
      status: 400,
      chyby: { jmeno: ['Pole je povinné'] },
    });
    expect(describeApiError(http(403)).message).toBe('K těmto údajům nemáte přístup.');
    expect(describeApiError(new Error('Něco se stalo')).message).toBe('Něco se stalo');
    expect(describeApiError(new ApiRequestError({ status: 200, kind: 'parse', message: 'x' })).message).toBe('Error decoding content.');
  });
});
