import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as enumValues from '../../contract/enums';
import * as enumSchemas from '../../contract/enum-schemas';

const enums = { ...enumValues, ...enumSchemas };
import { messages } from '../../contract/messages';
import { messagesOf, parsed } from './helpers';

/** Every enumeration of document 1 §4 / document 2 §4 with its schema: [values, schema, labels?]. */
const table: [string, readonly string[], z.ZodType, Record<string, string> | undefined][] = [
  ['platform', ['Android', 'iOS', 'WEB'], enums.platformaSchema, undefined],
  ['recommendation platform', ['IOS', 'ANDROID', 'WEB_IOS', 'WEB_ANDROID', 'WEB_WIN'], enums.doporuceniPlatformaSchema, undefined],
  ['account type', ['LEKAR', 'POJISTENEC'], enums.typUctuSchema, enums.accountTypeLabels],
  [
    'representative type',
    ['SAM_NA_SEBE', 'DOSPELY_PM', 'DITE', 'NESVEPRAVNY', 'OSTATNI'],
    enums.typZastupceSchema,
    enums.representativeTypeLabels,
  ],
  ['yes/no', ['ANO', 'NE'], enums.anoNeSchema, enums.yesNoLabels],
  ['status', ['AKTIVNI'], enums.stavSchema, enums.statusLabels],
  [
    'insured category',
    ['OSVC', 'OBZP', 'ZAMESTNANEC', 'DITE', 'STUDENT', 'DUCHODCE', 'INVDUCHDCE', 'MATERRODIC', 'PECOVATEL', 'URADPRACE', 'OSTATNI'],
    enums.kategoriePojistenceSchema,
    enums.insuredCategoryLabels,
  ],
  [
    'tax return type',
    ['NEPODAVANO', 'STANDARDNE', 'PORADCE', 'ELEKTRONICKY', 'ODLOZENI'],
    enums.priznaniTypSchema,
    enums.taxReturnTypeLabels,
  ],
  ['report type', ['RADNY', 'OPRAVNY'], enums.typPrehleduSchema, enums.reportTypeLabels],
  ['tax regime', ['PAUSALNI', 'STANDARDNI'], enums.danovyRezimSchema, enums.taxRegimeLabels],
  ['refund', ['NEPOZADOVANO', 'POUKAZKA', 'BANKOVNIUCET'], enums.preplatekVraceniSchema, enums.refundMethodLabels],
  ['advance type', ['NENI', 'ZAMESTNANI', 'NEMOC'], enums.zalohaTypSchema, enums.advanceTypeLabels],
  ['mode', ['CASTKA', 'VYPOCET', 'NENI'], enums.rezimCastkySchema, enums.amountModeLabels],
  ['drawing', ['LZE_CERPAT', 'NELZE_CERPAT'], enums.cerpaniSchema, enums.drawingStateLabels],
  ['care type', ['PECE', 'CESTA'], enums.typPeceSchema, enums.careTypeLabels],
  ['view', ['DETAIL', 'SOUHRN'], enums.zobrazeniSchema, enums.careViewLabels],
  ['document codes', ['CP', 'GI', 'GI2', 'ZV'], enums.kodDokumentuSchema, enums.documentCodeLabels],
  ['approval', ['FLOWSCHVALOVANI', 'BEZSCHVALOVANI', 'BEZPODKLADU'], enums.schvalovaniSchema, enums.approvalModeLabels],
  ['track', ['EVIDOVAT', 'NEEVIDOVAT'], enums.evidovaniSchema, enums.trackModeLabels],
  ['done', ['PROVEDENO', 'NEPROVEDENO'], enums.provedeniSchema, enums.doneStateLabels],
  ['traffic light', ['CERVENA', 'ZLUTA', 'ZELENA', 'NESPECIFIKOVANO'], enums.semaforSchema, enums.trafficLightLabels],
  [
    'check-up state',
    ['PLATNA', 'NEPLATNA', 'TERMIN_NENASTAVEN', 'PROVEDENA', 'NEPROVEDENA'],
    enums.stavPrevenceSchema,
    enums.preventionStateLabels,
  ],
  ['loan', ['ZAPUJCEN', 'VRACEN'], enums.zapujckaSchema, enums.loanStateLabels],
  ['consent', ['POTVRZENO', 'ODVOLANO', 'NEUVEDENO'], enums.souhlasSchema, enums.consentStateLabels],
  ['message kind', ['DOTAZ', 'KONZULTACE'], enums.druhZpravySchema, enums.messageKindLabels],
  ['notification kind', ['ODPOVED_DOTAZ', 'ODPOVED_KONZULTACE', 'UPOZORNENI'], enums.druhUpozorneniSchema, enums.notificationKindLabels],
  ['notification setting', ['NEUPOZORNOVAT', 'EMAIL'], enums.upozorneniSchema, enums.notificationSettingLabels],
  ['contact channel', ['TELEFON', 'EMAIL', 'WEB'], enums.kontaktniKanalSchema, enums.contactChannelLabels],
  ['complaint anonymity', ['ANONYMITA', 'SOUHLAS'], enums.anonymitaSchema, enums.complaintAnonymityLabels],
  ['blood group', ['NEUVEDENO', 'A', 'B', 'AB', 'NULA'], enums.krevniSkupinaSchema, enums.bloodGroupLabels],
  ['Rh factor', ['NEUVEDENO', 'RHPlus', 'RHMinus'], enums.rhFaktorSchema, enums.rhFactorLabels],
  ['address: permanent', ['SHODNA_TRVALA', 'JINA_ADRESA'], enums.volbaAdresyTrvalaSchema, enums.permanentAddressChoiceLabels],
  ['address: representative', ['SHODNA_ZASTUPCE', 'JINA_ADRESA'], enums.volbaAdresyZastupceSchema, enums.representativeAddressChoiceLabels],
  ['address: delivery', ['TRVALA_ADRESA', 'KONTAKTNI_ADRESA'], enums.adresaOdeslaniSchema, enums.deliveryAddressChoiceLabels],
  [
    'application type',
    ['CERPANI_PROGRAMU', 'PROPLACENI_PECE', 'KONZULTACE', 'REGISTRACE_NOVOROZENCE', 'PREREGISTRACE_DITETE', 'NOVY_PRUKAZ'],
    enums.typZadostiSchema,
    enums.applicationTypeLabels,
  ],
  [
    'coupon',
    [
      'VTK-ZUBYZRAK',
      'VTK-VITAMINY',
      'VTK-VOLNYCAS',
      'VTK-VITALITAS',
      'VTK-OCKOVANI',
      'VTK-VYSETRENI',
      'VTK-STOPRAKOVINE',
      'VTK-MAMINKY',
      'VTK-POMUCKY',
    ],
    enums.kodKuponuSchema,
    enums.couponCodeLabels,
  ],
];

describe.each(table)('%s', (_name, values, schema, labels) => {
  it('accepts exactly the listed values', () => {
    for (const value of values) expect(parsed(schema, value)).toBe(value);
  });

  it('rejects other values with the list of allowed ones', () => {
    const expected = `Povoleny jsou pouze tyto hodnoty: ${values.join(', ')}`;
    expect(messagesOf(schema, 'NECO_JINEHO')).toEqual([expected]);
    expect(messagesOf(schema, values[0].toLowerCase() === values[0] ? values[0].toUpperCase() : values[0].toLowerCase())).toEqual([
      expected,
    ]);
    expect(messagesOf(schema, 7)).toEqual([expected]);
    expect(messagesOf(schema, '')).toEqual([messages.required]);
  });

  if (labels) {
    it('has a Czech label for every value and nothing else', () => {
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
      for (const label of Object.values(labels)) expect(label.trim().length).toBeGreaterThan(0);
    });
  }
});

describe('shared value sets', () => {
  it('platforms and representative types are checked against their lists', () => {
    expect(messagesOf(enums.platformaSchema, 'Linux')).toEqual([messages.allowedValues(enums.platforms)]);
    expect(messagesOf(enums.typZastupceSchema, 'X')).toEqual([messages.allowedValues(enums.representativeTypes)]);
  });

  it('names the eleven insured categories in Czech', () => {
    expect(enums.insuredCategories).toHaveLength(11);
    expect(enums.insuredCategoryLabels.DUCHODCE).toBe('Důchodce');
    expect(enums.insuredCategoryLabels.INVDUCHDCE).toBe('Invalidní důchodce');
    expect(enums.insuredCategoryLabels.ZAMESTNANEC).toBe('Zaměstnanec');
    expect(enums.insuredCategoryLabels.STUDENT).toBe('Student');
    expect(enums.insuredCategoryLabels.DITE).toBe('Dítě');
  });

  it('lists the attachment extensions of document 2 §9', () => {
    expect([...enums.attachmentExtensions]).toEqual(['jpg', 'jpeg', 'webp', 'png', 'svg', 'tif', 'rtf', 'txt', 'pdf']);
  });
});
