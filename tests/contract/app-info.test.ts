import { describe, expect, it } from 'vitest';
import { aplikaceInfoSchema } from '../../contract/app';
import { messages } from '../../contract/messages';

const valid = {
  nazev: 'Zdravotní karta',
  verzeAplikace: '1.15.01',
  verzeBrowser: 'Chrome Mozilla/5.0 (X11; Linux x86_64)',
  verzeOs: 'Linux',
  instalaceId: 'V1StGXR8_Z5jdHi6B-myT',
  platforma: 'WEB',
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = aplikaceInfoSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('aplikaceInfo (sent at sign-in and refresh) follows the input rules like every other body', () => {
  it('accepts what the web client sends and the other platforms of the spec', () => {
    expect(errorsOf(valid)).toEqual({});
    for (const platforma of ['Android', 'iOS', 'WEB']) expect(errorsOf({ ...valid, platforma })).toEqual({});
    for (const verzeAplikace of ['1.15.01', '2.0', '10.1.2.3']) expect(errorsOf({ ...valid, verzeAplikace })).toEqual({});
  });

  it('refuses HTML in every free text with the spec’s message', () => {
    for (const key of ['nazev', 'verzeBrowser', 'verzeOs'])
      expect(errorsOf({ ...valid, [key]: 'Karta <img src=x onerror=alert(1)>' })).toEqual({ [key]: messages.noHtml });
  });

  it('takes only the spec’s platforms and a dotted version, in Czech', () => {
    expect(errorsOf({ ...valid, platforma: 'Windows' })).toEqual({ platforma: messages.allowedValues(['Android', 'iOS', 'WEB']) });
    for (const verzeAplikace of ['v1.15', '1', '1.15.01-beta', '1..2'])
      expect(errorsOf({ ...valid, verzeAplikace })).toEqual({ verzeAplikace: messages.appVersionFormat });
    expect(messages.appVersionFormat).toContain('1.15.01');
  });

  it('says which field is missing or malformed', () => {
    const { nazev: _nazev, ...withoutName } = valid;
    expect(errorsOf(withoutName)).toEqual({ nazev: messages.required });
    expect(errorsOf({ ...valid, nazev: '   ' })).toEqual({ nazev: messages.required });
    expect(errorsOf({ ...valid, instalaceId: 'short' })).toEqual({ instalaceId: messages.unsupportedFormat });
    expect(errorsOf({ ...valid, nazev: 'a'.repeat(101) })).toEqual({ nazev: messages.tooLong(100) });
    expect(errorsOf({ ...valid, verzeOs: 'Linux\u202E' })).toEqual({ verzeOs: messages.controlCharacters });
  });
});
