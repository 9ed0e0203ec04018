/**
 * Entities of document 1 §3, built from the field rules (rules.ts) and enumerations (enums.ts).
 * Field names are the product's. These schemas describe request bodies and form values; the
 * call definitions (one file per area) use them. Files of multipart bodies (prilohaVlozit[],
 * seznamPriloh[], prilohy[], files) are not part of these schemas: the call definition and the
 * server's multipart handling carry them, checked with `attachmentLimits` (contract/enums.ts).
 *
 * Where the spec names a group of fields without their keys, the keys chosen here are recorded
 * in docs/decisions.md (povinnostZalohy, adresaTrvalaVolba / adresaTrvala, the longer address).
 */
import { z } from 'zod';
import { messages } from './messages';
import { zastupSchema } from './general';
import { todayIso } from './format';
import { kodBankyCnbSchema } from './bank-codes';
import {
  adresaVyzvednutiKodSchema,
  atLeastOneFilled,
  bankAccountSchema,
  castkaUctenkaSchema,
  cisloUctuSchema,
  dateOrDescription,
  dateRangeOrder,
  digitsOnly,
  duvodReklamaceSchema,
  emailReklamaceSchema,
  emailSchema,
  flag,
  id,
  idOptionalSchema,
  idSchema,
  indexPrilohSchema,
  integer,
  isoDate,
  jmenoSchema,
  kodCiselnikuSchema,
  kodNarokuSchema,
  kodRuianSchema,
  kontaktTelefonSchema,
  lessThanField,
  limits,
  list,
  mesiceSchema,
  nadpisZpravySchema,
  nazevZarizeniSchema,
  nemocSchema,
  obecSchema,
  osobaKontaktSchema,
  parallelLists,
  personName,
  popisAnamnezaSchema,
  popisDokumentuSchema,
  poznamkaDokumentuSchema,
  poznamkaSchema,
  predcisliSchema,
  prijmeniSchema,
  prukazDuvodKodSchema,
  pscSchema,
  puvodniZpSchema,
  radek03Schema,
  radek04Schema,
  radek05NotAboveRadek04,
  radek06NotAboveRadek04,
  radek05Schema,
  radek06Schema,
  radek41Schema,
  requiredOr,
  requiredWhen,
  rodneCisloOptionalSchema,
  rodneCisloSchema,
  rokPrehleduSchema,
  statKodSchema,
  statSchema,
  telefonEmergentniSchema,
  telefonSchema,
  teloZpravySchema,
  text,
  titulSchema,
  uliceSchema,
  vlaknoSchema,
  vztahKontaktSchema,
  amount,
  oneOf,
} from './rules';
import { attachmentExtensions, couponCodes, advanceTypes, bloodGroups, notificationSettings, rhFactors, taxRegimes } from './enums';
import {
  adresaOdeslaniSchema,
  anonymitaSchema,
  druhZpravySchema,
  typDokumentKodItemSchema,
  preplatekVraceniSchema,
  priznaniTypSchema,
  volbaAdresyTrvalaSchema,
  volbaAdresyZastupceSchema,
} from './enum-schemas';

/** An object whose wrong type (missing body, a list, a string) gives a Czech message. */
/* @__NO_SIDE_EFFECTS__ */
export function entity<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.object(shape, { error: requiredOr(messages.unsupportedFormat) });
}

/** An optional nested object: absent, undefined or null → undefined. */
function optionalEntity<S extends z.ZodType>(schema: S) {
  return z.preprocess((value: unknown) => (value === null ? undefined : value), schema.optional()).optional();
}

const notInFuture = () => todayIso();

// Common ------------------------------------------------------------------------------------

/** Address (ulice, obec, psc, stat, statKod; kodRuian when chosen from the registry lookup). */
export const adresaSchema = entity({
  ulice: uliceSchema,
  obec: obecSchema,
  psc: pscSchema,
  stat: statSchema,
  statKod: statKodSchema,
  kodRuian: kodRuianSchema,
});
export type Adresa = z.output<typeof adresaSchema>;

/**
 * The longer address form: field maxima 80, 50, 50, 9, 50, 30, 255 in the spec's order, read as
 * ulice, obec (required), castObce, psc, stat, cisloDomu and doplnek (free addition, e.g. c/o).
 */
export const adresaRozsirenaSchema = entity({
  ulice: text({ max: limits.adresaRozsirena.ulice, optional: true }),
  obec: text({ max: limits.adresaRozsirena.obec }),
  castObce: text({ max: limits.adresaRozsirena.castObce, optional: true }),
  psc: text({ max: limits.adresaRozsirena.psc, optional: true }),
  stat: text({ max: limits.adresaRozsirena.stat, optional: true }),
  cisloDomu: text({ max: limits.adresaRozsirena.cisloDomu, optional: true }),
  doplnek: text({ max: limits.adresaRozsirena.doplnek, optional: true }),
});
export type AdresaRozsirena = z.output<typeof adresaRozsirenaSchema>;

/** Person name (titulPred / titulZa are shown as titul.pred and titul.za). */
export const jmenoOsobySchema = entity({
  jmeno: jmenoSchema,
  prijmeni: prijmeniSchema,
  titulPred: titulSchema,
  titulZa: titulSchema,
});
export type JmenoOsoby = z.output<typeof jmenoOsobySchema>;

/** The bank account entity (predcisli, cislo, banka) is `bankAccountSchema` of rules.ts. */
export const ucetSchema = bankAccountSchema;

/** The list of represented persons (item schema `zastupSchema` of general.ts). */
export const seznamZastupuSchema = entity({ seznamZastupu: z.array(zastupSchema) });

/** Help: asked for by kod; popis is formatted text (a safe HTML subset rendered by the help dialog). */
export const napovedaSchema = entity({ kod: text({ max: 50 }), nadpis: z.string(), popis: z.string() });
export type Napoveda = z.output<typeof napovedaSchema>;

/** Period filter (mojeZadosti: obdobiOd, obdobiDo). */
export const obdobiFiltrSchema = entity({
  obdobiOd: isoDate({ optional: true }),
  obdobiDo: isoDate({ optional: true }),
}).superRefine(dateRangeOrder('obdobiOd', 'obdobiDo'));

// Health ------------------------------------------------------------------------------------

/** Allergy (anamnezaAlergie). */
export const anamnezaAlergieSchema = entity({ popis: popisAnamnezaSchema });
/** Illness (anamnezaNemoc). */
export const anamnezaNemocSchema = entity({ popis: popisAnamnezaSchema });
export type AnamnezaPopis = z.output<typeof anamnezaAlergieSchema>;

/** Period of a hospital stay: from (required, not in the future), to (optional, not before from). */
export const obdobiSchema = entity({
  datumOd: isoDate({ max: notInFuture }),
  datumDo: isoDate({ optional: true }),
}).superRefine(dateRangeOrder('datumOd', 'datumDo'));
export type Obdobi = z.output<typeof obdobiSchema>;

/** Hospital stay (anamnezaNemocnice). */
export const anamnezaNemocniceSchema = entity({ obdobi: obdobiSchema, popis: popisAnamnezaSchema });
export type AnamnezaNemocnice = z.output<typeof anamnezaNemocniceSchema>;

/** Operation (anamnezaOperace) and injury (anamnezaUrazy): date, optional linked document, description. */
export const anamnezaOperaceSchema = entity({
  datum: isoDate({ max: notInFuture }),
  dokumentId: idOptionalSchema,
  popis: popisAnamnezaSchema,
});
export const anamnezaUrazSchema = anamnezaOperaceSchema;
export type AnamnezaOperace = z.output<typeof anamnezaOperaceSchema>;

/** General history (PUT /anamneza). */
export const anamnezaObecnaSchema = entity({
  alkoholKod: kodCiselnikuSchema,
  koureniKod: kodCiselnikuSchema,
  pracovniAnamneza: text({ ...limits.anamnezaText, optional: true }),
  rodinnaAnamneza: text({ ...limits.anamnezaText, optional: true }),
});
export type AnamnezaObecna = z.output<typeof anamnezaObecnaSchema>;

const measurementKeys = ['tep', 'tlakDiast', 'tlakSyst', 'vaha', 'vyska'] as const;
/**
 * Measurement: each value optional within its limits, at least one given ('Alespoň jedno pole je
 * povinné'), and diastolic below systolic when both are given ('Hodnota musí být menší jak N').
 */
export const mereniSchema = entity({
  /** The day of the reading (a reading entered later); today when left out. */
  datum: isoDate({ max: notInFuture, optional: true }),
  tep: integer({ ...limits.tep, optional: true }),
  tlakDiast: integer({ ...limits.tlakDiast, optional: true }),
  tlakSyst: integer({ ...limits.tlakSyst, optional: true }),
  vaha: integer({ ...limits.vaha, optional: true }),
  vyska: integer({ ...limits.vyska, optional: true }),
})
  .superRefine(atLeastOneFilled(measurementKeys))
  .superRefine(lessThanField('tlakDiast', 'tlakSyst'));
export type Mereni = z.output<typeof mereniSchema>;

const emergencyKeys = ['osoba', 'telefon', 'vztah', 'rhFaktor', 'skupina', 'doplnujiciInformace', 'posledniOckovaniTetanus'] as const;
/** Emergency data: at least one field filled ('NEUVEDENO' of the blood fields does not count). */
export const emergentniUdajeSchema = entity({
  osoba: osobaKontaktSchema,
  telefon: telefonEmergentniSchema,
  vztah: vztahKontaktSchema,
  rhFaktor: oneOf(rhFactors, { optional: true }),
  skupina: oneOf(bloodGroups, { optional: true }),
  doplnujiciInformace: text({ ...limits.doplnujiciInformace, optional: true }),
  posledniOckovaniTetanus: isoDate({ max: notInFuture, optional: true }),
}).superRefine(atLeastOneFilled(emergencyKeys, { emptyValues: ['NEUVEDENO'] }));
export type EmergentniUdaje = z.output<typeof emergentniUdajeSchema>;

/** Ids of existing attachments to remove (prilohaSmazat[]). */
export const prilohaSmazatSchema = list(id(), { optional: true, wrapSingle: true });

/**
 * Vaccination (POST /ockovani, PUT /mojeOckovani/{id}): needs datum (not in the future) and nemoc;
 * datumDalsi (re-vaccination) not before datum. New files travel as prilohaVlozit[].
 */
export const ockovaniSchema = entity({
  datum: isoDate({ max: notInFuture }),
  datumDalsi: isoDate({ optional: true }),
  nemoc: nemocSchema,
  ockovaciLatka: popisDokumentuSchema,
  poznamka: poznamkaDokumentuSchema,
  smluvniPartnerNazev: nazevZarizeniSchema,
  prilohaSmazat: prilohaSmazatSchema,
}).superRefine(dateRangeOrder('datum', 'datumDalsi'));
export type Ockovani = z.output<typeof ockovaniSchema>;

/** Personal document (mojeDokumenty): a date of the event or a description must be given. */
export const osobniDokumentSchema = entity({
  datum: isoDate({ max: notInFuture, optional: true }),
  popis: popisDokumentuSchema,
  nazevZarizeni: nazevZarizeniSchema,
  prilohaSmazat: prilohaSmazatSchema,
}).superRefine(dateOrDescription('datum', 'popis'));
export type OsobniDokument = z.output<typeof osobniDokumentSchema>;

/** Attachment (priloha): id, nazev, velikost in bytes, evidence = the record type it belongs to. */
export const prilohaSchema = entity({
  id: idSchema,
  nazev: text({ max: 255 }),
  velikost: integer({ min: 0 }),
  evidence: text({ max: 50 }),
});
export type Priloha = z.output<typeof prilohaSchema>;

const allowedMimeTypes = [
  /^image\/[\w.+-]+$/,
  /^application\/rtf$/,
  /^text\/rtf$/,
  /^application\/msword$/,
  /^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document$/,
  /^text\/[\w.+-]+$/,
  /^application\/pdf$/,
  /^application\/octet-stream$/,
];

/** The file name's extension is allowed (case-insensitive). */
export function isAllowedAttachmentName(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 && !fileName.startsWith('.')) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (attachmentExtensions as readonly string[]).includes(extension);
}

/** The MIME type is one of images, rtf, word, text, pdf or octet-stream. */
export function isAllowedAttachmentMime(mimeType: string): boolean {
  const base = mimeType.split(';')[0].trim().toLowerCase();
  return allowedMimeTypes.some((pattern) => pattern.test(base));
}

/** A file is accepted only when both its extension and its MIME type are allowed. */
export function isAllowedAttachment(file: { name: string; type: string }): boolean {
  return isAllowedAttachmentName(file.name) && isAllowedAttachmentMime(file.type);
}

/** One procedure of a demo care item. */
export const vykonSchema = entity({
  datum: isoDate(),
  nazev: z.string(),
  druh: z.string(),
  kod: z.string(),
  cena: z.number(),
  pocet: z.number(),
  jednotka: z.string(),
  odbornost: z.string(),
});
/** Demo care item (care drawn). */
export const pecePolozkaSchema = entity({
  nazev: z.string(),
  datumOd: isoDate(),
  datumDo: isoDate({ optional: true }),
  typ: z.string(),
  sumaKc: z.number(),
  vykony: z.array(vykonSchema),
});
export type PecePolozka = z.output<typeof pecePolozkaSchema>;

// Insurance and applications ----------------------------------------------------------------

/** Tax return details of the self-employed overview. */
export const danovePriznaniSchema = entity({
  danovePriznani: flag({ optional: true }),
  danovePriznaniDatum: isoDate({ optional: true }),
  danovyRezim: oneOf(taxRegimes, { optional: true }),
  povinnostZaloha: flag({ optional: true }),
  stanovenZaklad: flag({ optional: true }),
});

/** Deposit duty: 12 months, and whether illness / employment apply. */
export const povinnostZalohySchema = entity({
  mesice: mesiceSchema,
  nemoc: flag({ optional: true }),
  zamestnani: flag({ optional: true }),
});

/** A base reason (duvodA to duvodF): months and up to two birth numbers (e.g. of the children cared for). */
export const duvodZakladuSchema = entity({
  mesice: mesiceSchema,
  rodneCislo1: rodneCisloOptionalSchema,
  rodneCislo2: rodneCisloOptionalSchema,
});

/**
 * Overview of the self-employed (POST /prehledOSVC, /prehledOSVCPdf). radek05 ≤ radek04 ('Hodnota
 * nesmí být větší než hodnota řádku 4'); ucet required when the refund goes to a bank account.
 */
export const prehledOsvcSchema = entity({
  rok: rokPrehleduSchema,
  priznaniTyp: priznaniTypSchema,
  preplatekVraceni: preplatekVraceniSchema,
  ucet: optionalEntity(bankAccountSchema),
  danovePriznani: optionalEntity(danovePriznaniSchema),
  radek03: radek03Schema,
  radek04: radek04Schema,
  radek05: radek05Schema,
  radek06: radek06Schema,
  radek41: radek41Schema,
  zalohaTyp: oneOf(advanceTypes, { optional: true }),
  povinnostZalohy: optionalEntity(povinnostZalohySchema),
  duvodA: optionalEntity(duvodZakladuSchema),
  duvodB: optionalEntity(duvodZakladuSchema),
  duvodC: optionalEntity(duvodZakladuSchema),
  duvodD: optionalEntity(duvodZakladuSchema),
  duvodE: optionalEntity(duvodZakladuSchema),
  duvodF: optionalEntity(duvodZakladuSchema),
})
  .superRefine(radek05NotAboveRadek04)
  .superRefine(radek06NotAboveRadek04)
  .superRefine(requiredWhen('ucet', (value) => value.preplatekVraceni === 'BANKOVNIUCET'));
export type PrehledOsvc = z.output<typeof prehledOsvcSchema>;

/**
 * The idempotency key of a wizard's final send (`idempotencniKlic`, a UUID the client makes once
 * per claim and sends again with every retry): a second send with the same key creates nothing
 * and answers the first send's record (docs/decisions.md "Benefits").
 */
export const idempotencniKlicSchema = text({
  optional: true,
  max: 36,
  pattern: /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
  patternMessage: messages.idempotencyKeyInvalid,
});

/**
 * Document type codes of a claim's attachments (typDokumentKod[]), parallel to the claim's index
 * list: entry k says that file number `prilohyIndex[k]` (`indexPriloh[k]`) is of type
 * `typDokumentKod[k]`.
 */
export const typDokumentKodSchema = list(typDokumentKodItemSchema, { optional: true, max: limits.indexPriloh.max, wrapSingle: true });

/**
 * Benefit claim, care or travel (PUT /benefitPeceZadostVlozit, multipart; files in seznamPriloh[]).
 * What a kind of care needs beyond these field rules (the document date or the trip dates, the
 * amount, the documents) depends on the kind and is checked with `careClaimErrors`
 * (contract/benefits.ts) by the wizard and the server alike; the amount is optional here because
 * kinds with the mode NENI pay a fixed or computed sum, and the index list because kinds approved
 * without documents (BEZPODKLADU) need none.
 */
export const benefitPeceZadostSchema = entity({
  kod: kodNarokuSchema,
  castkaUctenka: amount({ optional: true }),
  cestaDatumOd: isoDate({ max: notInFuture, optional: true }),
  cestaDatumDo: isoDate({ max: notInFuture, optional: true }),
  dokladDatum: isoDate({ max: notInFuture, optional: true }),
  predcisli: predcisliSchema,
  cislo: cisloUctuSchema,
  banka: kodBankyCnbSchema,
  ucetAktualizace: flag({ optional: true }),
  poznamka: poznamkaSchema,
  typDokumentKod: typDokumentKodSchema,
  indexPriloh: list(integer({ min: 0 }), { ...limits.indexPriloh, optional: true, wrapSingle: true }),
  idempotencniKlic: idempotencniKlicSchema,
}).superRefine(dateRangeOrder('cestaDatumOd', 'cestaDatumDo'));
export type BenefitPeceZadost = z.output<typeof benefitPeceZadostSchema>;

/**
 * Benefit claim, programme (PUT /benefitProgramyZadostVlozit, multipart; files in seznamPriloh[]).
 * A programme is always claimed with documents, so the index and type lists are required; the
 * programme's own rules (age on the receipt date, the period, the yearly limit, the documents it
 * needs) are checked by the server (contract/benefits.ts `programmeClaimErrors`).
 */
export const benefitProgramZadostSchema = entity({
  kod: kodNarokuSchema,
  castkaUctenka: castkaUctenkaSchema,
  datumUctenka: isoDate({ max: notInFuture }),
  predcisli: predcisliSchema,
  cislo: cisloUctuSchema,
  banka: kodBankyCnbSchema,
  poznamka: poznamkaSchema,
  typDokumentKod: list(typDokumentKodItemSchema, { ...limits.indexPriloh, wrapSingle: true }),
  prilohyIndex: indexPrilohSchema,
  idempotencniKlic: idempotencniKlicSchema,
});
export type BenefitProgramZadost = z.output<typeof benefitProgramZadostSchema>;

/** Message to the insurer (POST /komunikacePojZpravaVlozit, multipart; files in files[]). */
export const zpravaSchema = entity({
  druhZpravy: druhZpravySchema,
  nadpis: nadpisZpravySchema,
  telo: teloZpravySchema,
  souhlasDokumentace: flag({ optional: true }),
  upozorneni: oneOf(notificationSettings, { optional: true }),
  vlakno: vlaknoSchema,
});
export type Zprava = z.output<typeof zpravaSchema>;

/** Complaint about care (POST /reklamacePece). */
export const reklamaceSchema = entity({
  pripadId: idSchema,
  anonymita: anonymitaSchema,
  seznamDetailu: list(id(), { min: 1 }),
  duvod: duvodReklamaceSchema,
  kontaktTelefon: kontaktTelefonSchema,
  kontaktEmail: emailReklamaceSchema,
});
export type Reklamace = z.output<typeof reklamaceSchema>;

/**
 * Newborn registration (PUT /zadostNovorozenecVlozit, multipart; files in prilohy[]). rocis[],
 * jmeno[] and prijmeni[] are parallel lists, one entry per child; a missing entry is required.
 */
export const registraceNovorozenceSchema = entity({
  rocisMatka: rodneCisloSchema,
  adresaOdeslani: adresaVyzvednutiKodSchema,
  rocis: list(rodneCisloSchema, { min: 1, wrapSingle: true }),
  jmeno: list(jmenoSchema, { min: 1, wrapSingle: true }),
  prijmeni: list(prijmeniSchema, { min: 1, wrapSingle: true }),
  prilohyIndex: indexPrilohSchema,
}).superRefine(parallelLists(['rocis', 'jmeno', 'prijmeni']));
export type RegistraceNovorozence = z.output<typeof registraceNovorozenceSchema>;

/**
 * Pre-registration of a child (PUT /zadostPreregistraceVlozit). The child's permanent address is
 * the representative's or another one (then adresaTrvala is required); the contact address is the
 * permanent one or another one (then adresaKontaktni is required).
 */
export const preregistraceDiteteSchema = entity({
  jmeno: jmenoSchema,
  prijmeni: prijmeniSchema,
  rocis: rodneCisloSchema,
  puvodniZP: puvodniZpSchema,
  adresaTrvalaVolba: volbaAdresyZastupceSchema,
  adresaTrvala: optionalEntity(adresaSchema),
  adresaKontaktniVolba: volbaAdresyTrvalaSchema,
  adresaKontaktni: optionalEntity(adresaSchema),
})
  .superRefine(requiredWhen('adresaTrvala', (value) => value.adresaTrvalaVolba === 'JINA_ADRESA'))
  .superRefine(requiredWhen('adresaKontaktni', (value) => value.adresaKontaktniVolba === 'JINA_ADRESA'));
export type PreregistraceDitete = z.output<typeof preregistraceDiteteSchema>;

/** Insurance card request: where to send it, the reason code, and optionally the card type (3 characters). */
export const zadostPrukazSchema = entity({
  adresaOdeslani: adresaOdeslaniSchema,
  prukazDuvodKod: prukazDuvodKodSchema,
  typPrukazu: text({ ...limits.typPrukazu, optional: true }),
});
export type ZadostPrukaz = z.output<typeof zadostPrukazSchema>;

/** Doctor's patient-overview filter: name parts and (part of) a birth number, slash allowed. */
export const filtrPacientuSchema = entity({
  jmeno: personName({ max: limits.jmeno.max, optional: true }),
  prijmeni: personName({ max: limits.prijmeni.max, optional: true }),
  rocis: z
    .preprocess(
      (value: string | null | undefined) => (typeof value === 'string' ? value.replace('/', '') : value),
      digitsOnly({ max: 10, optional: true }),
    )
    .optional(),
});
export type FiltrPacientu = z.output<typeof filtrPacientuSchema>;

/** Personal data (PUT /pojistenecOsobniUdaje, multipart; files in prilohy[]): jmeno and prijmeni required. */
export const osobniUdajeSchema = jmenoOsobySchema;

/** PUT /pojistenecOsobniUdaje/email. */
export const emailUpravaSchema = entity({ email: emailSchema });
/** PUT /pojistenecOsobniUdaje/telefon and /telefonSms. */
export const telefonUpravaSchema = entity({ telefon: telefonSchema });
/** PUT /pojistenecOsobniUdaje/ucet. */
export const ucetUpravaSchema = bankAccountSchema;
/** PUT /pojistenecOsobniUdaje/adresa. */
export const adresaUpravaSchema = adresaSchema;

/** Confirmations of medicines (POST /lekyPotvrzeni). */
export const seznamPotvrzeniSchema = entity({ seznamPotvrzeni: list(id(), { min: 1 }) });

/** Demo coupon (style page only). */
export const kuponSchema = entity({
  nadpis: z.string(),
  castka: amount(),
  platnostDo: isoDate(),
  kod: z.enum(couponCodes),
  uplatneno: z.boolean(),
});
export type Kupon = z.output<typeof kuponSchema>;
