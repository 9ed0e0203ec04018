/**
 * Health history calls of document 2 §7 ("Health history", and the attachment downloads of
 * "Care and prevention"): general history, allergies, illnesses, hospital stays, operations,
 * injuries, measurements, vaccinations, personal documents, emergency data and the two
 * attachment calls. Every call is per person (`/poj/{pojistenecId}/…`): GETs need read access
 * (the person's representative or a doctor the person allowed), everything else write access
 * (a representative). Emergency data are for representatives only, also to read.
 *
 * Answers: ids are numbers, dates 'YYYY-MM-DDT00:00:00', absent values null, attachments
 * `{ id, nazev, velikost, evidence }`. An unknown record of the person answers 404
 * 'Záznam neexistuje.'.
 */
import { z } from 'zod';
import { defineCall, type CallFiles } from './define';
import { idParam } from './ids';
import { idSchema, oneOf } from './rules';
import { bloodGroups, rhFactors } from './enums';
import {
  anamnezaAlergieSchema,
  anamnezaNemocniceSchema,
  anamnezaNemocSchema,
  anamnezaObecnaSchema,
  anamnezaOperaceSchema,
  anamnezaUrazSchema,
  emergentniUdajeSchema,
  mereniSchema,
  ockovaniSchema,
  osobniDokumentSchema,
} from './entities';
import { attachmentLimits } from './enums';
import { attachmentEvidences, prilohaOdpovedSchema, type AttachmentEvidence } from './answer-parts';

export { attachmentEvidences, prilohaOdpovedSchema, type AttachmentEvidence, type PrilohaOdpoved } from './answer-parts';

// Shared pieces ---------------------------------------------------------------------------------

/** The evidences of the health record itself: an allowed doctor may read these files; the others only the person's representatives. */
export const healthRecordEvidences: readonly AttachmentEvidence[] = ['OCKOVANI', 'DOKUMENT'];
export const evidenceSchema = oneOf(attachmentEvidences);

/** The files of the vaccination and personal-document forms: repeated `prilohaVlozit[]`, document 2 §9 limits. */
export const prilohaVlozitFiles: CallFiles = {
  field: 'prilohaVlozit[]',
  maxCount: attachmentLimits.maxFiles,
  maxTotalBytes: attachmentLimits.maxTotalBytes,
  extensions: attachmentLimits.extensions,
};

/**
 * Largest multipart request accepted by its Content-Length before anything is read: the files'
 * limit plus an allowance for the plain fields and the multipart framing.
 */
export const multipartFieldsAllowanceBytes = 256 * 1024;

const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
const recordId = z.number().int().positive();
const nullableText = z.string().nullable();

const personParams = z.object({ pojistenecId: idParam });
/** A record id in the path: one Czech message for a bad id ('Pole musí být číslo', 'Musí být celé číslo', limits). */
const recordParams = z.object({ pojistenecId: idParam, id: idSchema });
const empty = z.object({});

/** A downloaded file as the handler hands it to the adapter (the wire carries only the bytes). */
export const souborSchema = z.object({
  nazev: z.string(),
  mime: z.string(),
  obsah: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});

// General history -------------------------------------------------------------------------------

export const anamnezaObecnaOdpovedSchema = z.object({
  alkoholKod: nullableText,
  koureniKod: nullableText,
  pracovniAnamneza: nullableText,
  rodinnaAnamneza: nullableText,
});
export type AnamnezaObecnaOdpoved = z.infer<typeof anamnezaObecnaOdpovedSchema>;

export const anamneza = defineCall({
  id: 'anamneza',
  summary: 'Obecná anamnéza (alkohol, kouření, pracovní a rodinná anamnéza)',
  method: 'GET',
  path: '/poj/{pojistenecId}/anamneza',
  auth: 'access',
  personScoped: 'path',
  params: personParams,
  response: anamnezaObecnaOdpovedSchema,
});

export const anamnezaUlozit = defineCall({
  id: 'anamnezaUlozit',
  summary: 'Uložení obecné anamnézy (kódy z číselníků ALKOHOL a KOURENI)',
  method: 'PUT',
  path: '/poj/{pojistenecId}/anamneza',
  auth: 'access',
  personScoped: 'path',
  params: personParams,
  body: anamnezaObecnaSchema,
  bodyKind: 'json',
  response: anamnezaObecnaOdpovedSchema,
});

// Allergies, illnesses, hospital stays, operations, injuries ----------------------------------

export const anamnezaPopisPolozkaSchema = z.object({ id: recordId, popis: z.string() });
export type AnamnezaPopisPolozka = z.infer<typeof anamnezaPopisPolozkaSchema>;

export const anamnezaNemocnicePolozkaSchema = z.object({
  id: recordId,
  obdobi: z.object({ datumOd: wireDate, datumDo: wireDate.nullable() }),
  popis: z.string(),
});
export type AnamnezaNemocnicePolozka = z.infer<typeof anamnezaNemocnicePolozkaSchema>;

/** Operation or injury; dokumentId links one of the person's personal documents. */
export const anamnezaDatumPolozkaSchema = z.object({
  id: recordId,
  datum: wireDate,
  dokumentId: recordId.nullable(),
  popis: z.string(),
});
export type AnamnezaDatumPolozka = z.infer<typeof anamnezaDatumPolozkaSchema>;

function historyCalls<const N extends string, const L extends string, B extends z.ZodType, I extends z.ZodType>(
  name: N,
  listKey: L,
  label: string,
  body: B,
  item: I,
) {
  const path = `/poj/{pojistenecId}/${name}`;
  return {
    list: defineCall({
      id: name,
      summary: `${label}: seznam`,
      method: 'GET',
      path,
      auth: 'access',
      personScoped: 'path',
      params: personParams,
      response: z.object({ [listKey]: z.array(item) } as Record<L, z.ZodArray<I>>),
    }),
    create: defineCall({
      id: `${name}Vlozit`,
      summary: `${label}: nový záznam`,
      method: 'POST',
      path,
      auth: 'access',
      personScoped: 'path',
      params: personParams,
      body,
      bodyKind: 'json',
      response: item,
    }),
    update: defineCall({
      id: `${name}Upravit`,
      summary: `${label}: změna záznamu`,
      method: 'PUT',
      path: `${path}/{id}`,
      auth: 'access',
      personScoped: 'path',
      params: recordParams,
      body,
      bodyKind: 'json',
      response: item,
    }),
    remove: defineCall({
      id: `${name}Smazat`,
      summary: `${label}: smazání záznamu`,
      method: 'DELETE',
      path: `${path}/{id}`,
      auth: 'access',
      personScoped: 'path',
      params: recordParams,
      response: empty,
    }),
  };
}

const alergie = historyCalls('anamnezaAlergie', 'seznamAlergii', 'Alergie', anamnezaAlergieSchema, anamnezaPopisPolozkaSchema);
export const anamnezaAlergie = alergie.list;
export const anamnezaAlergieVlozit = alergie.create;
export const anamnezaAlergieUpravit = alergie.update;
export const anamnezaAlergieSmazat = alergie.remove;

const nemoc = historyCalls('anamnezaNemoc', 'seznamNemoci', 'Nemoci', anamnezaNemocSchema, anamnezaPopisPolozkaSchema);
export const anamnezaNemoc = nemoc.list;
export const anamnezaNemocVlozit = nemoc.create;
export const anamnezaNemocUpravit = nemoc.update;
export const anamnezaNemocSmazat = nemoc.remove;

const nemocnice = historyCalls(
  'anamnezaNemocnice',
  'seznamPobytu',
  'Pobyty v nemocnici',
  anamnezaNemocniceSchema,
  anamnezaNemocnicePolozkaSchema,
);
export const anamnezaNemocnice = nemocnice.list;
export const anamnezaNemocniceVlozit = nemocnice.create;
export const anamnezaNemocniceUpravit = nemocnice.update;
export const anamnezaNemocniceSmazat = nemocnice.remove;

const operace = historyCalls('anamnezaOperace', 'seznamOperaci', 'Operace', anamnezaOperaceSchema, anamnezaDatumPolozkaSchema);
export const anamnezaOperace = operace.list;
export const anamnezaOperaceVlozit = operace.create;
export const anamnezaOperaceUpravit = operace.update;
export const anamnezaOperaceSmazat = operace.remove;

const urazy = historyCalls('anamnezaUrazy', 'seznamUrazu', 'Úrazy', anamnezaUrazSchema, anamnezaDatumPolozkaSchema);
export const anamnezaUrazy = urazy.list;
export const anamnezaUrazyVlozit = urazy.create;
export const anamnezaUrazyUpravit = urazy.update;
export const anamnezaUrazySmazat = urazy.remove;

// Measurements --------------------------------------------------------------------------------

/** A measurement; bmi = vaha / (vyska/100)², one decimal, when both are known. */
export const mereniPolozkaSchema = z.object({
  id: recordId,
  datum: wireDate,
  tep: z.number().int().nullable(),
  tlakDiast: z.number().int().nullable(),
  tlakSyst: z.number().int().nullable(),
  vaha: z.number().int().nullable(),
  vyska: z.number().int().nullable(),
  bmi: z.number().nullable(),
});
export type MereniPolozka = z.infer<typeof mereniPolozkaSchema>;

export const anamnezaMereni = defineCall({
  id: 'anamnezaMereni',
  summary: 'Naměřené hodnoty (tep, tlak, váha, výška, BMI), nejnovější první',
  method: 'GET',
  path: '/poj/{pojistenecId}/anamnezaMereni',
  auth: 'access',
  personScoped: 'path',
  params: personParams,
  response: z.object({ seznamMereni: z.array(mereniPolozkaSchema) }),
});

export const anamnezaMereniVlozit = defineCall({
  id: 'anamnezaMereniVlozit',
  summary: 'Nové měření (v zadaný den, jinak dnes)',
  method: 'POST',
  path: '/poj/{pojistenecId}/anamnezaMereni',
  auth: 'access',
  personScoped: 'path',
  params: personParams,
  body: mereniSchema,
  bodyKind: 'json',
  response: mereniPolozkaSchema,
});

export const anamnezaMereniSmazat = defineCall({
  id: 'anamnezaMereniSmazat',
  summary: 'Smazání měření',
  method: 'DELETE',
  path: '/poj/{pojistenecId}/anamnezaMereni/{id}',
  auth: 'access',
  personScoped: 'path',
  params: recordParams,
  response: empty,
});

// Vaccinations ----------------------------------------------------------------------------------

/** A vaccination; `vlastni` = entered by the user (only those can be changed or deleted). */
export const ockovaniPolozkaSchema = z.object({
  id: recordId,
  datum: wireDate,
  datumDalsi: wireDate.nullable(),
  nemoc: z.string(),
  ockovaciLatka: nullableText,
  poznamka: nullableText,
  smluvniPartnerNazev: nullableText,
  vlastni: z.boolean(),
  prilohy: z.array(prilohaOdpovedSchema),
});
export type OckovaniPolozka = z.infer<typeof ockovaniPolozkaSchema>;

export const ockovani = defineCall({
  id: 'ockovani',
  summary: 'Očkování: vykázaná lékaři i zapsaná uživatelem, nejnovější první',
  method: 'GET',
  path: '/poj/{pojistenecId}/ockovani',
  auth: 'access',
  personScoped: 'path',
  params: personParams,
  response: z.object({ seznamOckovani: z.array(ockovaniPolozkaSchema) }),
});

export const ockovaniVlozit = defineCall({
  id: 'ockovaniVlozit',
  summary: 'Nové očkování s přílohami (multipart, prilohaVlozit[])',
  method: 'POST',
  path: '/poj/{pojistenecId}/ockovani',
  auth: 'access',
  personScoped: 'path',
  params: personParams,
  body: ockovaniSchema,
  bodyKind: 'multipart',
  files: prilohaVlozitFiles,
  response: ockovaniPolozkaSchema,
});

export const mojeOckovaniUpravit = defineCall({
  id: 'mojeOckovaniUpravit',
  summary: 'Změna vlastního očkování (multipart, prilohaVlozit[] a prilohaSmazat[])',
  method: 'PUT',
  path: '/poj/{pojistenecId}/mojeOckovani/{id}',
  auth: 'access',
  personScoped: 'path',
  params: recordParams,
  body: ockovaniSchema,
  bodyKind: 'multipart',
  files: prilohaVlozitFiles,
  response: ockovaniPolozkaSchema,
});

export const mojeOckovaniSmazat = defineCall({
  id: 'mojeOckovaniSmazat',
  summary: 'Smazání vlastního očkování i s přílohami',
  method: 'DELETE',
  path: '/poj/{pojistenecId}/mojeOckovani/{id}',
  auth: 'access',
  personScoped: 'path',
  params: recordParams,
  response: empty,
});

// Personal documents ------------------------------------------------------------------------

export const dokumentPolozkaSchema = z.object({
  id: recordId,
  datum: wireDate.nullable(),
  popis: nullableText,
  nazevZarizeni: nullableText,
  prilohy: z.array(prilohaOdpovedSchema),
});
export type DokumentPolozka = z.infer<typeof dokumentPolozkaSchema>;

export const mojeDokumenty = defineCall({
  id: 'mojeDokumenty',
  summary: 'Osobní dokumenty, nejnovější první',
  method: 'GET',
  path: '/poj/{pojistenecId}/mojeDokumenty',
  auth: 'access',
  personScoped: 'path',
  params: personParams,
  response: z.object({ seznamDokumentu: z.array(dokumentPolozkaSchema) }),
});

export const mojeDokumentyVlozit = defineCall({
  id: 'mojeDokumentyVlozit',
  summary: 'Nový osobní dokument s přílohami (multipart, prilohaVlozit[])',
  method: 'POST',
  path: '/poj/{pojistenecId}/mojeDokumenty',
  auth: 'access',
  personScoped: 'path',
  params: personParams,
  body: osobniDokumentSchema,
  bodyKind: 'multipart',
  files: prilohaVlozitFiles,
  response: dokumentPolozkaSchema,
});

export const mojeDokument = defineCall({
  id: 'mojeDokument',
  summary: 'Detail osobního dokumentu',
  method: 'GET',
  path: '/poj/{pojistenecId}/mojeDokumenty/{id}',
  auth: 'access',
  personScoped: 'path',
  params: recordParams,
  response: dokumentPolozkaSchema,
});

export const mojeDokumentyUpravit = defineCall({
  id: 'mojeDokumentyUpravit',
  summary: 'Změna osobního dokumentu (multipart, prilohaVlozit[] a prilohaSmazat[])',
  method: 'PUT',
  path: '/poj/{pojistenecId}/mojeDokumenty/{id}',
  auth: 'access',
  personScoped: 'path',
  params: recordParams,
  body: osobniDokumentSchema,
  bodyKind: 'multipart',
  files: prilohaVlozitFiles,
  response: dokumentPolozkaSchema,
});

export const mojeDokumentySmazat = defineCall({
  id: 'mojeDokumentySmazat',
  summary: 'Smazání osobního dokumentu i s přílohami (odkazy operací a úrazů se zruší)',
  method: 'DELETE',
  path: '/poj/{pojistenecId}/mojeDokumenty/{id}',
  auth: 'access',
  personScoped: 'path',
  params: recordParams,
  response: empty,
});

// Emergency data ------------------------------------------------------------------------------

export const emergentniUdajeOdpovedSchema = z.object({
  osoba: nullableText,
  telefon: nullableText,
  vztah: nullableText,
  skupina: z.enum(bloodGroups).nullable(),
  rhFaktor: z.enum(rhFactors).nullable(),
  doplnujiciInformace: nullableText,
  posledniOckovaniTetanus: wireDate.nullable(),
});
export type EmergentniUdajeOdpoved = z.infer<typeof emergentniUdajeOdpovedSchema>;

export const pojistenecEmergentniUdaje = defineCall({
  id: 'pojistenecEmergentniUdaje',
  summary: 'Emergentní údaje (jen zástupce pojištěnce)',
  method: 'GET',
  path: '/poj/{pojistenecId}/pojistenecEmergentniUdaje',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: emergentniUdajeOdpovedSchema,
});

export const pojistenecEmergentniUdajeUlozit = defineCall({
  id: 'pojistenecEmergentniUdajeUlozit',
  summary: 'Uložení emergentních údajů (alespoň jedno pole)',
  method: 'PUT',
  path: '/poj/{pojistenecId}/pojistenecEmergentniUdaje',
  auth: 'access',
  personScoped: 'path',
  params: personParams,
  body: emergentniUdajeSchema,
  bodyKind: 'json',
  response: emergentniUdajeOdpovedSchema,
});

// Attachment download and preview ---------------------------------------------------------------

/** Download of an attachment (saved under its nazev). Answer: the file, `Content-Disposition: attachment`. */
export const prilohaStahnout = defineCall({
  id: 'prilohaStahnout',
  summary: 'Stažení přílohy (soubor)',
  method: 'GET',
  path: '/poj/{pojistenecId}/data/{evidence}/{id}',
  auth: 'access',
  personScoped: 'path',
  params: z.object({ pojistenecId: idParam, evidence: evidenceSchema, id: idSchema }),
  responseKind: 'file',
  response: souborSchema,
});

/** The same bytes for the client's blob preview (also served as an attachment, sandboxed). */
export const prenosNahled = defineCall({
  id: 'prenosNahled',
  summary: 'Náhled přílohy (soubor pro náhled v prohlížeči)',
  method: 'GET',
  path: '/poj/{pojistenecId}/prenosNahled/{id}',
  auth: 'access',
  personScoped: 'path',
  params: recordParams,
  query: z.object({ evidence: evidenceSchema }),
  responseKind: 'file',
  response: souborSchema,
});
