import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { messages } from '../../contract/messages';
import {
  amount,
  blankToUndefined,
  commaSeparatedNumbers,
  containsHtml,
  countDecimals,
  decimal,
  digitsOnly,
  email,
  flag,
  hexColour,
  id,
  integer,
  isoDate,
  lettersOnly,
  list,
  number,
  oneOf,
  personName,
  phone,
  text,
} from '../../contract/rules';
import { aplikaceInfoSchema } from '../../contract/app';
import { isKnownMessage, messagesOf, parsed } from './helpers';
import { forbiddenCharacters } from '../support/arbitraries';

describe('HTML is not allowed in text', () => {
  const schema = text({ max: 1000 });

  it.each([
    '<b>tučně</b>',
    'a </x> b',
    '<!-- komentář -->',
    '<script',
    'text <script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<?xml version="1.0"?>',
    '<!DOCTYPE html>',
    'x<br/>y',
    '<A HREF="x">',
  ])('rejects %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([messages.noHtml]);
  });

  it.each(['3 < 5', '5 > 3', 'a < b > c', '<3', '<= 10', '< b', 'x <- y', 'šipka -> vpravo', 'tlak<140/90', '&lt;b&gt;'])(
    'accepts %j',
    (value) => {
      expect(messagesOf(schema, value)).toEqual([]);
    },
  );

  it('gives only the HTML message when markup also breaks the format', () => {
    expect(messagesOf(personName(), '<b>Jan</b>')).toEqual([messages.noHtml]);
    expect(messagesOf(email(), '<b>a@b.cz</b>')).toEqual([messages.noHtml]);
  });

  it('never flags text without a "<"', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('<')),
        (s) => !containsHtml(s),
      ),
    );
  });

  it('always flags a "<" followed by a letter, "/" and a letter, "!" or "?"', () => {
    const tagStart = fc.constantFrom('<a', '<Z', '</p', '<!', '<?');
    fc.assert(fc.property(fc.string(), tagStart, fc.string(), (before, tag, after) => containsHtml(before + tag + after)));
  });
});

describe('control characters and bidi overrides are refused in every text field', () => {
  const schemas = {
    text: text({ max: 1000 }),
    optionalText: text({ max: 1000, optional: true }),
    email: email(),
    phone: phone(),
    personName: personName(),
    lettersOnly: lettersOnly(),
    digitsOnly: digitsOnly(),
  };

  it.each(Object.entries(schemas))('%s refuses each of them with one Czech message', (_name, schema) => {
    for (const character of forbiddenCharacters) {
      expect(messagesOf(schema, `Jana${character}Nováková`), JSON.stringify(character)).toEqual([messages.controlCharacters]);
    }
    expect(isKnownMessage(messages.controlCharacters)).toBe(true);
  });

  it('refuses NUL and a right-to-left override in an allergy-like text, also alone', () => {
    expect(messagesOf(schemas.text, 'penicilin\u0000')).toEqual([messages.controlCharacters]);
    expect(messagesOf(schemas.text, '\u202Eexe.fdp')).toEqual([messages.controlCharacters]);
    expect(messagesOf(schemas.optionalText, '\u2066')).toEqual([messages.controlCharacters]);
    // zero-width space, joiners and direction marks, the byte-order mark: invisible, so what is read differs from what is stored
    expect(messagesOf(schemas.text, 'peni\u200Bcilin')).toEqual([messages.controlCharacters]);
    expect(messagesOf(schemas.text, 'Nov\u200Fák')).toEqual([messages.controlCharacters]);
    expect(messagesOf(schemas.text, 'a\uFEFFb')).toEqual([messages.controlCharacters]);
  });

  it('keeps tab and newline (and turns CR LF into a newline)', () => {
    expect(parsed(schemas.text, 'řádek 1\r\nřádek\t2')).toBe('řádek 1\nřádek\t2');
  });

  it('applies to the device texts of the sign-in too', () => {
    const info = { nazev: 'Zdravotní karta', verzeAplikace: '1.0', instalaceId: 'a'.repeat(21), platforma: 'WEB' };
    expect(aplikaceInfoSchema.safeParse(info).success).toBe(true);
    expect(aplikaceInfoSchema.safeParse({ ...info, verzeOs: 'Linux\u202E' }).success).toBe(false);
    expect(aplikaceInfoSchema.safeParse({ ...info, nazev: 'a\u0000b' }).success).toBe(false);
  });
});

describe('blank is absent, text is trimmed', () => {
  it('turns null, empty and whitespace-only text into undefined', () => {
    expect(blankToUndefined(null)).toBeUndefined();
    expect(blankToUndefined('')).toBeUndefined();
    expect(blankToUndefined(' \t\n ')).toBeUndefined();
    expect(blankToUndefined(' a ')).toBe('a');
    expect(blankToUndefined(0)).toBe(0);
  });

  it('says "Pole je povinné" for a blank, null or missing required field', () => {
    const schema = text({ max: 10 });
    for (const value of [undefined, null, '', '   ', '\n\t']) expect(messagesOf(schema, value)).toEqual([messages.required]);
    expect(messagesOf(z.object({ a: schema }), {})).toEqual([messages.required]);
  });

  it('drops a blank optional field', () => {
    const schema = z.object({ a: text({ max: 10, optional: true }) });
    expect(parsed(schema, { a: '   ' })).toEqual({});
    expect(parsed(schema, { a: null })).toEqual({});
    expect(parsed(schema, {})).toEqual({});
    expect(parsed(schema, { a: ' x ' })).toEqual({ a: 'x' });
  });

  it('trims before counting the length', () => {
    const schema = text({ min: 3, max: 5 });
    expect(parsed(schema, '  abcde  ')).toBe('abcde');
    expect(messagesOf(schema, '  ab   ')).toEqual([messages.tooShort(3)]);
  });

  it('counts a Windows line break as one character and keeps inner line breaks', () => {
    const schema = text({ max: 3 });
    expect(parsed(schema, 'a\r\nb')).toBe('a\nb');
    expect(messagesOf(schema, ' a\r\nb ')).toEqual([]);
    expect(messagesOf(schema, 'a\r\nbc')).toEqual([messages.tooLong(3)]);
  });

  it('normalises decomposed Czech letters (NFC) before counting', () => {
    const decomposed = 'Z\u030Cofie';
    expect(decomposed.length).toBe(6);
    expect(parsed(text({ max: 5 }), decomposed)).toBe('Žofie');
    expect(parsed(personName(), decomposed)).toBe('Žofie');
  });
});

describe('text lengths', () => {
  const schema = text({ min: 2, max: 5 });

  it('checks min-1, min, max and max+1', () => {
    expect(messagesOf(schema, 'a')).toEqual(['Nedostatečná délka (minimálně 2 znaků)']);
    expect(messagesOf(schema, 'ab')).toEqual([]);
    expect(messagesOf(schema, 'abcde')).toEqual([]);
    expect(messagesOf(schema, 'abcdef')).toEqual(['Překročena maximální délka (maximálně 5 znaků)']);
  });

  it('gives a Czech message, not zod English, for a value of the wrong type', () => {
    for (const value of [5, true, {}, [], ['a']]) expect(messagesOf(schema, value)).toEqual([messages.unsupportedFormat]);
  });
});

describe('numbers', () => {
  const schema = integer({ min: 20, max: 250 });

  it('checks integer bounds at min-1, min, max, max+1', () => {
    expect(messagesOf(schema, 19)).toEqual(['Povolené minimum je 20']);
    expect(parsed(schema, 20)).toBe(20);
    expect(parsed(schema, 250)).toBe(250);
    expect(messagesOf(schema, 251)).toEqual(['Povolené maximum je 250']);
  });

  it('says "Musí být celé číslo" once for a fraction', () => {
    expect(messagesOf(schema, 20.5)).toEqual([messages.integer]);
    expect(messagesOf(schema, '20.5')).toEqual([messages.integer]);
    expect(messagesOf(schema, 1.5)).toEqual([messages.integer]);
  });

  it('accepts numeric text with a dot (multipart forms) and outputs a number', () => {
    expect(parsed(schema, ' 42 ')).toBe(42);
    expect(parsed(schema, '+42')).toBe(42);
    expect(parsed(decimal({ decimals: 2 }), '12.50')).toBe(12.5);
    expect(parsed(decimal({ decimals: 2 }), '.5')).toBe(0.5);
  });

  it('says "Pole musí být číslo" for text that is not a number, including a comma decimal', () => {
    for (const value of ['abc', '12,5', '1e3', '12 000', 'NaN', NaN, Infinity, true, {}, []]) {
      expect(messagesOf(schema, value)).toEqual([messages.notNumber]);
    }
  });

  it('treats a blank number as absent', () => {
    expect(messagesOf(schema, '')).toEqual([messages.required]);
    expect(messagesOf(schema, '  ')).toEqual([messages.required]);
    expect(messagesOf(schema, null)).toEqual([messages.required]);
    expect(parsed(z.object({ n: integer({ min: 1, optional: true }) }), { n: '' })).toEqual({});
  });

  it('checks strictly greater and smaller', () => {
    const bounded = number({ gt: 0, lt: 10 });
    expect(messagesOf(bounded, 0)).toEqual(['Hodnota musí být větší jak 0']);
    expect(parsed(bounded, 0.001)).toBe(0.001);
    expect(messagesOf(bounded, 10)).toEqual(['Hodnota musí být menší jak 10']);
    expect(messagesOf(number({ gt: 0.5 }), 0.5)).toEqual(['Hodnota musí být větší jak 0,5']);
  });

  it('checks decimal places', () => {
    const money = decimal({ decimals: 2 });
    expect(parsed(money, 1.25)).toBe(1.25);
    expect(messagesOf(money, 1.255)).toEqual(['Smí mít maximálně 2 desetinných míst']);
    expect(messagesOf(money, '1.255')).toEqual(['Smí mít maximálně 2 desetinných míst']);
    expect(parsed(money, '1.500')).toBe(1.5);
    expect(messagesOf(money, 0.1 + 0.2)).toEqual(['Smí mít maximálně 2 desetinných míst']);
    expect(messagesOf(decimal({ decimals: 0 }), 1.5)).toEqual(['Smí mít maximálně 0 desetinných míst']);
  });

  it('counts decimals as JavaScript writes the number', () => {
    expect(countDecimals(1)).toBe(0);
    expect(countDecimals(1.25)).toBe(2);
    expect(countDecimals(-1.25)).toBe(2);
    expect(countDecimals(1e-7)).toBe(7);
    expect(countDecimals(1.5e-7)).toBe(8);
    expect(countDecimals(1e21)).toBe(0);
  });

  it('checks amounts 0.01 to 9999999999.99 and writes the limits the Czech way', () => {
    const schema = amount();
    expect(messagesOf(schema, 0)).toEqual(['Povolené minimum je 0,01']);
    expect(messagesOf(schema, '0.00')).toEqual(['Povolené minimum je 0,01']);
    expect(parsed(schema, 0.01)).toBe(0.01);
    expect(parsed(schema, '0.01')).toBe(0.01);
    expect(parsed(schema, 9999999999.99)).toBe(9999999999.99);
    expect(parsed(schema, '9999999999.99')).toBe(9999999999.99);
    expect(messagesOf(schema, 10000000000)).toEqual(['Povolené maximum je 9999999999,99']);
    expect(messagesOf(schema, '10000000000.00')).toEqual(['Povolené maximum je 9999999999,99']);
    expect(messagesOf(schema, '12.345')).toEqual(['Smí mít maximálně 2 desetinných míst']);
    expect(messagesOf(schema, '12,34')).toEqual([messages.notNumber]);
    expect(messagesOf(schema, -5)).toEqual(['Povolené minimum je 0,01']);
  });
});

describe('dates', () => {
  const schema = isoDate({ min: '2020-01-01', max: '2025-12-31' });

  it('accepts an ISO date and the wire form with a zero time, and outputs YYYY-MM-DD', () => {
    expect(parsed(schema, '2025-06-05')).toBe('2025-06-05');
    expect(parsed(schema, '2025-06-05T00:00:00')).toBe('2025-06-05');
    expect(parsed(schema, '2025-06-05T00:00:00.000Z')).toBe('2025-06-05');
    expect(parsed(schema, '2025-06-05T00:00')).toBe('2025-06-05');
  });

  it('outputs the wire form with zeroTime', () => {
    const wire = isoDate({ zeroTime: true });
    expect(parsed(wire, '2025-06-05')).toBe('2025-06-05T00:00:00');
    expect(parsed(wire, '2025-06-05T00:00:00')).toBe('2025-06-05T00:00:00');
    expect(messagesOf(wire, '2025-02-30')).toEqual([messages.dateFormat]);
  });

  it.each([
    '5.6.2025',
    '05.06.2025',
    '2025-6-5',
    '2025/06/05',
    '20250605',
    '2025-06-05T10:30:00',
    '2025-06-05 00:00:00',
    'zítra',
    '2025-06-05x',
  ])('says "Pole musí být ve formátu dd.mm.rrrr" for %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([messages.dateFormat]);
  });

  it.each(['2025-02-29', '2025-02-31', '2025-04-31', '2025-13-01', '2025-00-10', '2025-01-00', '2025-01-32'])(
    'rejects the impossible date %s',
    (value) => {
      expect(messagesOf(isoDate(), value)).toEqual([messages.dateFormat]);
    },
  );

  it('accepts 29 February of a leap year', () => {
    expect(parsed(isoDate(), '2024-02-29')).toBe('2024-02-29');
  });

  it('checks the minimum and maximum with the date in dd.mm.rrrr', () => {
    expect(messagesOf(schema, '2019-12-31')).toEqual(['Datum nesmí být před 1. 1. 2020']);
    expect(parsed(schema, '2020-01-01')).toBe('2020-01-01');
    expect(parsed(schema, '2025-12-31')).toBe('2025-12-31');
    expect(messagesOf(schema, '2026-01-01')).toEqual(['Datum nesmí být po 31. 12. 2025']);
    expect(messagesOf(schema, '2026-01-01T00:00:00')).toEqual(['Datum nesmí být po 31. 12. 2025']);
  });

  it('evaluates a bound given as a function at validation time', () => {
    let today = '2025-06-05';
    const notInFuture = isoDate({ max: () => today });
    expect(messagesOf(notInFuture, '2025-06-06')).toEqual(['Datum nesmí být po 5. 6. 2025']);
    today = '2025-06-06';
    expect(messagesOf(notInFuture, '2025-06-06')).toEqual([]);
  });

  it('treats a blank date as absent and a wrong type as a format error', () => {
    expect(messagesOf(schema, '')).toEqual([messages.required]);
    expect(messagesOf(schema, undefined)).toEqual([messages.required]);
    expect(messagesOf(schema, 20250605)).toEqual([messages.dateFormat]);
    expect(messagesOf(schema, new Date(2025, 5, 5))).toEqual([messages.dateFormat]);
    expect(parsed(z.object({ d: isoDate({ optional: true }) }), { d: ' ' })).toEqual({});
  });
});

describe('formats', () => {
  it('checks e-mail addresses with max 200 by default and 255 when asked', () => {
    const schema = email();
    for (const value of ['jan.novak@seznam.cz', 'Jan.Novak+zps@firma-auto.cz', ' a.b@c.cz ']) expect(messagesOf(schema, value)).toEqual([]);
    for (const value of ['jan.novak', 'jan@', '@seznam.cz', 'jan novak@seznam.cz', 'jan@seznam', 'jan@@seznam.cz', 'jan@seznam..cz']) {
      expect(messagesOf(schema, value)).toEqual([messages.email]);
    }
    const local = 'a'.repeat(64);
    const at200 = `${local}@${'b'.repeat(200 - 64 - 1 - 3)}.cz`;
    expect(at200.length).toBe(200);
    expect(messagesOf(schema, at200)).toEqual([]);
    expect(messagesOf(schema, `a${at200}`)).toEqual([messages.tooLong(200)]);
    expect(messagesOf(email({ max: 255 }), `a${at200}`)).toEqual([]);
  });

  it('checks phone numbers', () => {
    const schema = phone();
    for (const value of [
      '777123456',
      '777 123 456',
      '+420 777 123 456',
      '+420777123456',
      '+1 212 555 123',
      '+421 905 123 456',
      '+420777 123 456',
    ]) {
      expect(messagesOf(schema, value), value).toEqual([]);
    }
    for (const value of [
      '077712345',
      '012 345 678',
      '77712345',
      '7771234567',
      '777  123 456',
      '+ 420 777 123 456',
      '+4200 777 123 456',
      '00420 777 123 456',
      '777-123-456',
      '(777) 123 456',
      '777 123 45a',
    ]) {
      expect(messagesOf(schema, value), value).toEqual([messages.unsupportedFormat]);
    }
  });

  it('checks names: Czech letters, single spaces and hyphens', () => {
    const schema = personName();
    for (const value of [
      'Žofie',
      'Řehoř',
      'Ďáblová',
      'Jiří Ťuk',
      'Nováková-Svobodová',
      'Šárka Úlehlová',
      'Ůdrž',
      'Ľubomír',
      'Müller',
      'ŽLUŤOUČKÝ KŮŇ',
    ]) {
      expect(messagesOf(schema, value), value).toEqual([]);
    }
    for (const value of ['Jan  Novák', 'Jan--Novák', '-Jan', 'Jan-', 'Jan3', 'Jan.', "O'Brien", 'Jan_Novák', 'Иван', 'Jan - Novák']) {
      expect(messagesOf(schema, value), value).toEqual([messages.unsupportedFormat]);
    }
    expect(messagesOf(schema, 'a'.repeat(51))).toEqual([messages.tooLong(50)]);
  });

  it('checks colours, comma-separated numbers, digits and letters', () => {
    expect(messagesOf(hexColour(), '#fff')).toEqual([]);
    expect(messagesOf(hexColour(), '#00A1b2')).toEqual([]);
    for (const value of ['fff', '#ffff', '#ggg', '#12345', 'red'])
      expect(messagesOf(hexColour(), value)).toEqual([messages.unsupportedFormat]);

    expect(messagesOf(commaSeparatedNumbers(), '1,2,3')).toEqual([]);
    expect(messagesOf(commaSeparatedNumbers(), '10, 20')).toEqual([]);
    for (const value of ['1,,2', '1,', ',1', '1;2', '1.5,2', 'a,b'])
      expect(messagesOf(commaSeparatedNumbers(), value)).toEqual([messages.unsupportedFormat]);

    expect(parsed(digitsOnly(), '00123')).toBe('00123');
    for (const value of ['12a', '-1', '1.0', '1 2']) expect(messagesOf(digitsOnly(), value)).toEqual([messages.notNumber]);

    expect(messagesOf(lettersOnly(), 'Česká Lípa-Sever')).toEqual([]);
    for (const value of ['Praha 4', 'a.b', 'x_y']) expect(messagesOf(lettersOnly(), value)).toEqual([messages.unsupportedFormat]);
  });
});

describe('enumerations, flags, lists, ids', () => {
  it('allows only the listed values', () => {
    const schema = oneOf(['ANO', 'NE']);
    expect(parsed(schema, 'ANO')).toBe('ANO');
    expect(parsed(schema, ' NE ')).toBe('NE');
    expect(messagesOf(schema, 'ano')).toEqual(['Povoleny jsou pouze tyto hodnoty: ANO, NE']);
    expect(messagesOf(schema, 1)).toEqual(['Povoleny jsou pouze tyto hodnoty: ANO, NE']);
    expect(messagesOf(schema, '')).toEqual([messages.required]);
    expect(parsed(z.object({ x: oneOf(['A', 'B'], { optional: true }) }), { x: '' })).toEqual({});
  });

  it('reads true/false, also as multipart text', () => {
    expect(parsed(flag(), true)).toBe(true);
    expect(parsed(flag(), 'false')).toBe(false);
    expect(messagesOf(flag(), 'ano')).toEqual([messages.unsupportedFormat]);
    expect(messagesOf(flag(), 1)).toEqual([messages.unsupportedFormat]);
    expect(messagesOf(flag(), undefined)).toEqual([messages.required]);
  });

  it('checks list sizes at min-1, min, max, max+1', () => {
    const schema = list(integer(), { min: 2, max: 3 });
    expect(messagesOf(schema, [1])).toEqual(['Nedostatečný počet položek (minimálně 2 položek)']);
    expect(parsed(schema, [1, 2])).toEqual([1, 2]);
    expect(parsed(schema, ['1', '2', '3'])).toEqual([1, 2, 3]);
    expect(messagesOf(schema, [1, 2, 3, 4])).toEqual(['Překročen maximální počet položek (maximálně 3 položek)']);
    expect(messagesOf(schema, 'x')).toEqual([messages.unsupportedFormat]);
    expect(messagesOf(schema, undefined)).toEqual([messages.required]);
  });

  it('reports an item error at its index', () => {
    const result = list(integer({ max: 5 })).safeParse([1, 9, 'x']);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['1', 'Povolené maximum je 5'],
      ['2', messages.notNumber],
    ]);
  });

  it('wraps a single value into a list when asked', () => {
    expect(parsed(list(integer(), { wrapSingle: true }), '3')).toEqual([3]);
    expect(messagesOf(list(integer()), '3')).toEqual([messages.unsupportedFormat]);
  });

  it('checks ids 1 to 9223372036854775807 and keeps them as digit strings', () => {
    const schema = id();
    expect(parsed(schema, 1)).toBe('1');
    expect(parsed(schema, '007')).toBe('7');
    expect(parsed(schema, '9223372036854775807')).toBe('9223372036854775807');
    expect(messagesOf(schema, 0)).toEqual(['Povolené minimum je 1']);
    expect(messagesOf(schema, '-3')).toEqual(['Povolené minimum je 1']);
    expect(messagesOf(schema, '9223372036854775808')).toEqual(['Povolené maximum je 9223372036854775807']);
    expect(messagesOf(schema, 1.5)).toEqual([messages.integer]);
    expect(messagesOf(schema, 'abc')).toEqual([messages.notNumber]);
    expect(messagesOf(schema, '')).toEqual([messages.required]);
  });
});

describe('no English text from zod', () => {
  it('maps issues of plain zod schemas to the Czech messages (global error map)', () => {
    expect(messagesOf(z.string(), 1)).toEqual([messages.unsupportedFormat]);
    expect(messagesOf(z.string(), undefined)).toEqual([messages.required]);
    expect(messagesOf(z.number(), 'x')).toEqual([messages.notNumber]);
    expect(messagesOf(z.number().int(), 1.5)).toEqual([messages.integer]);
    expect(messagesOf(z.number().min(5), 4)).toEqual(['Povolené minimum je 5']);
    expect(messagesOf(z.number().max(0.5), 4)).toEqual(['Povolené maximum je 0,5']);
    expect(messagesOf(z.number().gt(5), 5)).toEqual(['Hodnota musí být větší jak 5']);
    expect(messagesOf(z.number().lt(5), 5)).toEqual(['Hodnota musí být menší jak 5']);
    expect(messagesOf(z.number().multipleOf(0.01), 1.234)).toEqual(['Smí mít maximálně 2 desetinných míst']);
    expect(messagesOf(z.string().min(3), 'ab')).toEqual([messages.tooShort(3)]);
    expect(messagesOf(z.string().max(3), 'abcd')).toEqual([messages.tooLong(3)]);
    expect(messagesOf(z.array(z.string()).min(1), [])).toEqual([messages.tooFewItems(1)]);
    expect(messagesOf(z.array(z.string()).max(1), ['a', 'b'])).toEqual([messages.tooManyItems(1)]);
    expect(messagesOf(z.enum(['A', 'B']), 'C')).toEqual(['Povoleny jsou pouze tyto hodnoty: A, B']);
    expect(messagesOf(z.email(), 'x')).toEqual([messages.email]);
    expect(messagesOf(z.iso.date(), 'x')).toEqual([messages.dateFormat]);
    expect(messagesOf(z.object({ a: z.string() }), null)).toEqual([messages.required]);
    expect(messagesOf(z.object({ a: z.string() }), 'x')).toEqual([messages.unsupportedFormat]);
    expect(messagesOf(z.object({ a: z.string() }).strict(), { a: 'x', b: 1 })).toEqual([messages.unsupportedFormat]);
    expect(messagesOf(z.union([z.string(), z.number()]), true)).toEqual([messages.unsupportedFormat]);
    expect(messagesOf(z.literal('X'), 'Y')).toEqual(['Povoleny jsou pouze tyto hodnoty: X']);
  });

  it('keeps the existing app.ts schemas Czech', () => {
    const result = aplikaceInfoSchema.safeParse({ nazev: '', verzeAplikace: 5, instalaceId: 'short', platforma: 'Linux' });
    expect(result.success).toBe(false);
    for (const issue of result.error!.issues) expect(isKnownMessage(issue.message), issue.message).toBe(true);
  });

  it('gives only known Czech messages for any value', () => {
    const schemas = [
      text({ min: 2, max: 5 }),
      integer({ min: 1, max: 10 }),
      amount(),
      isoDate({ min: '2020-01-01' }),
      email(),
      phone(),
      personName(),
      oneOf(['A', 'B']),
      flag(),
      list(integer(), { min: 1, max: 2 }),
      id(),
    ];
    fc.assert(
      fc.property(fc.anything(), (value) => {
        for (const schema of schemas) {
          for (const message of messagesOf(schema, value)) {
            if (!isKnownMessage(message)) throw new Error(`Unknown message ${JSON.stringify(message)} for ${JSON.stringify(value)}`);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
