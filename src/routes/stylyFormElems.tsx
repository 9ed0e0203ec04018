import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { css } from '../../styled-system/css';
import { button, card } from '../../styled-system/recipes';
import { addDaysIso, todayIso } from '../../contract/format';
import { messages } from '../../contract/messages';
import { bloodGroupLabels, bloodGroups } from '../../contract/enums';
import { volbaAdresyTrvalaSchema } from '../../contract/enum-schemas';
import { typDokumentKodSchema } from '../../contract/entities';
import {
  castkaUctenkaSchema,
  emailSchema,
  flag,
  isoDate,
  jmenoSchema,
  kontaktTelefonSchema,
  oneOf,
  poznamkaSchema,
  tepSchema,
} from '../../contract/rules';
import { AttachmentPicker, emptyAttachmentValue, type Attachment, type AttachmentPickerValue } from '../components/attachments';
import {
  AmountInput,
  Checkbox,
  ContractFormRoot,
  DatePicker,
  FormErrorSummary,
  FormField,
  NativeSelect,
  NumberInput,
  RadioGroup,
  SubmitButton,
  Textarea,
  TextInput,
  TimeSelect,
  timeOptions,
  useContractForm,
} from '../components/form';
import { Sample, StyleguideLayout } from '../components/styleguide/StyleguideLayout';
import { Spinner } from '../components/ui/Spinner';
import { notify } from '../components/ui/toaster';
import { ApiRequestError } from '../lib/api-client';
import { cs } from '../texts/cs';
import { bootTexts } from '../texts/boot';

export const Route = createFileRoute('/stylyFormElems')({
  staticData: { title: bootTexts.STYLY_FORM, public: true },
  component: StylyFormElems,
});

const times = timeOptions() as [string, ...string[]];

// The multi-select is on Ark's Select (Zag's machine, the popper, the dismissable layers: ~35 KB of
// gzip that no other screen loads), so it loads after the page has shown; a spinner holds its place.
const MultiSelect = lazy(() => import('../components/form/MultiSelect').then((module) => ({ default: module.MultiSelect })));

/**
 * The demonstration form: every rule comes from the contract (the same schemas the server
 * validates calls with); the agreement must be ticked.
 */
const ukazkaSchema = z.object({
  jmeno: jmenoSchema,
  email: emailSchema,
  telefon: kontaktTelefonSchema,
  castkaUctenka: castkaUctenkaSchema,
  tep: tepSchema,
  datumUctenka: isoDate({ min: () => addDaysIso(todayIso(), -365), max: todayIso }),
  casNavstevy: oneOf(times, { optional: true }),
  adresaTrvalaVolba: volbaAdresyTrvalaSchema,
  skupina: oneOf(bloodGroups, { optional: true }),
  typDokumentKod: typDokumentKodSchema,
  poznamka: poznamkaSchema,
  souhlas: flag().refine((value) => value === true, { error: messages.required }),
});

interface UkazkaValues {
  jmeno: string;
  email: string;
  telefon: string;
  castkaUctenka: number | string;
  tep: number | string;
  datumUctenka: string;
  casNavstevy: string;
  adresaTrvalaVolba: string;
  skupina: string;
  typDokumentKod: string[];
  poznamka: string;
  souhlas: boolean;
  prilohy: AttachmentPickerValue;
}

const defaultValues: UkazkaValues = {
  jmeno: '',
  email: '',
  telefon: '',
  castkaUctenka: '',
  tep: '',
  datumUctenka: '',
  casNavstevy: '',
  adresaTrvalaVolba: '',
  skupina: '',
  typDokumentKod: [],
  poznamka: '',
  souhlas: false,
  prilohy: emptyAttachmentValue,
};

const documentTypes = [
  { value: 'UCTENKA', label: 'Účtenka' },
  { value: 'FAKTURA', label: 'Faktura' },
  { value: 'ZPRAVA', label: 'Lékařská zpráva' },
  { value: 'POTVRZENI', label: 'Potvrzení o zaplacení' },
];

const storedAttachments: Attachment[] = [
  { id: '101', nazev: 'lekarska-zprava.pdf', velikost: 245_760, evidence: 'DOKUMENT' },
  { id: '102', nazev: 'uctenka-lekarna.png', velikost: 1_153_434, evidence: 'DOKUMENT' },
  { id: '103', nazev: 'poznamky.txt', velikost: 2_048, evidence: 'DOKUMENT' },
];

/** A small PNG for the stored picture's preview (a green chequer), and the text file's lines. */
const DEMO_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAALElEQVR4nGO4+uYuVsRQYIMV4VQ/atCINohkDTjUjxo0sg0afCl71KAhaBAA7TrxrpAlJFkAAAAASUVORK5CYII=';
const demoPng = async () => new Blob([Uint8Array.from(atob(DEMO_PNG), (char) => char.charCodeAt(0))], { type: 'image/png' });
const demoText = 'Tlak ráno 125/80\nTep 72\nVáha 70 kg\nKontrola za měsíc';

const demoDownload = (attachment: Attachment) =>
  new Promise<Blob>((resolve) => setTimeout(() => resolve(new Blob([`Ukázkový soubor ${attachment.nazev}`], { type: 'text/plain' })), 600));
const demoPreview = (attachment: Attachment) =>
  attachment.nazev.endsWith('.png') ? demoPng() : Promise.resolve(new Blob([demoText], { type: 'text/plain' }));

/** The e-mail the demo server "already knows": shows a 400 with field messages. */
const TAKEN_EMAIL = 'obsazeny@example.cz';

function StylyFormElems() {
  const form = useContractForm({
    schema: ukazkaSchema,
    defaultValues,
    onSubmit: async (value) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      if (value.email === TAKEN_EMAIL) {
        throw new ApiRequestError({
          status: 400,
          kind: 'http',
          message: messages.badRequest,
          body: { status: 400, typ: 'VALIDACE', chybaId: 'ukazka-400', chyby: { email: ['Tento e-mail je již použit u jiného účtu.'] } },
        });
      }
      notify.success('Formulář byl odeslán.');
    },
  });
  const grid = css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
    gap: { base: '5', md: '6' },
    alignItems: 'start',
  });

  return (
    <StyleguideLayout title={cs.STYLY_FORM}>
      <p className={css({ color: 'fg.muted', maxW: '70ch' })}>
        Ukázkový formulář ověřovaný schématem kontraktu. Povinná pole mají oranžovou hvězdičku, chyby se zobrazí pod polem 500 ms po
        poslední změně, po odeslání hned. E-mail {TAKEN_EMAIL} ukáže chybu vrácenou serverem.
      </p>
      <ContractFormRoot form={form} aria-label="Ukázkový formulář" className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
        <Sample title="Textová pole">
          <div className={grid}>
            <FormField form={form} name="jmeno">
              {(field) => <TextInput label="Jméno" autoComplete="given-name" {...field} />}
            </FormField>
            <FormField form={form} name="email">
              {(field) => (
                <TextInput label="E-mail" type="email" autoComplete="email" hint="Na tuto adresu pošleme potvrzení." {...field} />
              )}
            </FormField>
            <FormField form={form} name="telefon">
              {(field) => <TextInput label="Telefon" type="tel" autoComplete="tel" hint="Například +420 777 123 456" {...field} />}
            </FormField>
          </div>
        </Sample>

        <Sample title="Čísla a částky">
          <div className={grid}>
            <FormField form={form} name="castkaUctenka">
              {(field) => (
                <AmountInput label="Částka na účtence" hint="Při psaní s desetinnou čárkou, jinak jako 1 234,50 Kč." {...field} />
              )}
            </FormField>
            <FormField form={form} name="tep">
              {(field) => <NumberInput label="Tep (za minutu)" min={20} max={250} stepper {...field} />}
            </FormField>
          </div>
        </Sample>

        <Sample title="Datum a čas">
          <div className={grid}>
            <FormField form={form} name="datumUctenka">
              {(field) => (
                <DatePicker
                  label="Datum účtenky"
                  hint="Nejvýše rok zpátky, nejpozději dnes."
                  min={addDaysIso(todayIso(), -365)}
                  max={todayIso()}
                  {...field}
                />
              )}
            </FormField>
            <FormField form={form} name="casNavstevy">
              {(field) => <TimeSelect label="Čas návštěvy" {...field} />}
            </FormField>
          </div>
        </Sample>

        <Sample title="Volby">
          <div className={grid}>
            <FormField form={form} name="adresaTrvalaVolba">
              {(field) => (
                <RadioGroup
                  label="Adresa pro zaslání"
                  options={[
                    { value: 'SHODNA_TRVALA', label: 'Shodná s trvalou adresou' },
                    { value: 'JINA_ADRESA', label: 'Jiná adresa' },
                  ]}
                  {...field}
                />
              )}
            </FormField>
            <FormField form={form} name="skupina">
              {(field) => (
                <NativeSelect
                  label="Krevní skupina"
                  options={bloodGroups.map((value) => ({ value, label: bloodGroupLabels[value] }))}
                  {...field}
                />
              )}
            </FormField>
            <FormField form={form} name="typDokumentKod">
              {(field) => (
                <Suspense fallback={<Spinner size={40} />}>
                  <MultiSelect label="Typ dokladu" options={documentTypes} {...field} />
                </Suspense>
              )}
            </FormField>
            <Suspense fallback={<Spinner size={40} />}>
              <MultiSelect label="Pobočka (bez možností)" value={[]} onChange={() => {}} options={[]} />
            </Suspense>
          </div>
        </Sample>

        <Sample title="Víceřádkový text">
          <FormField form={form} name="poznamka">
            {(field) => <Textarea label="Poznámka" rows={4} {...field} />}
          </FormField>
        </Sample>

        <Sample title="Přílohy">
          <div className={grid}>
            <FormField form={form} name="prilohy">
              {(field) => (
                <AttachmentPicker
                  label="Doklady"
                  existing={storedAttachments}
                  download={demoDownload}
                  preview={demoPreview}
                  hint="Stažení a odebrání uložených příloh, přidání nových."
                  {...field}
                />
              )}
            </FormField>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
              <AttachmentPicker label="Fotografie (jeden soubor)" mode="single" extensions={['jpg', 'jpeg', 'png']} />
              <AttachmentPicker label="Nahrávání" existing={[storedAttachments[0]]} progress={62} disabled />
            </div>
          </div>
        </Sample>

        <Sample title="Souhlas a odeslání">
          <FormField form={form} name="souhlas">
            {(field) => <Checkbox label="Souhlasím se zpracováním údajů" {...field} required />}
          </FormField>
          <FormErrorSummary form={form} />
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <SubmitButton form={form}>{cs.ODESLAT}</SubmitButton>
            <button type="button" className={button({ variant: 'outline' })} onClick={() => form.validateNow()}>
              Zkontrolovat
            </button>
            <button type="button" className={button({ variant: 'ghost' })} onClick={() => window.location.reload()}>
              Vyčistit
            </button>
          </div>
        </Sample>
      </ContractFormRoot>

      <Sample title="Nedostupná pole">
        <div className={card()}>
          <div className={grid}>
            <TextInput label="Rodné číslo" value="800101/1234" onChange={() => {}} disabled />
            <DatePicker label="Datum narození" value="1980-01-01" onChange={() => {}} disabled />
          </div>
        </div>
      </Sample>
    </StyleguideLayout>
  );
}
