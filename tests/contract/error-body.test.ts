import { describe, expect, it } from 'vitest';
import { apiErrorSchema, isApiError } from '../../contract/errors';

/** The browser's zod-free check of an error body must take exactly what the schema takes. */
describe('isApiError and apiErrorSchema agree', () => {
  const valid = { status: 400, typ: 'VALIDACE', titulek: 'Chybný požadavek', chybaId: 'abc', chyby: { jmeno: ['Pole je povinné.'] } };
  const cases: unknown[] = [
    valid,
    { status: 404, typ: 'NENALEZENO', chybaId: 'x' },
    { status: 503, typ: 'ODSTAVKA', detail: 'Probíhá údržba.', chybaId: 'y' },
    { ...valid, status: 400.5 },
    { ...valid, typ: 'JINY' },
    { ...valid, chybaId: 7 },
    { ...valid, titulek: null },
    { ...valid, chyby: { jmeno: 'Pole je povinné.' } },
    { ...valid, chyby: { jmeno: [1] } },
    { ...valid, chyby: [] },
    { typ: 'CHYBA', chybaId: 'z' },
    [],
    'Chyba',
    null,
  ];

  it('on valid and broken bodies', () => {
    expect(isApiError(valid)).toBe(true);
    for (const body of cases) expect(isApiError(body), JSON.stringify(body)).toBe(apiErrorSchema.safeParse(body).success);
  });
});
