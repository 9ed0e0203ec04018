/**
 * Úhrada pojistného (/moje-pojisteni/uhrada-pojistneho/): the person chooses what to pay (the
 * payment types of GET /pojistneUhrada) and the amount (prefilled with the type's suggestion,
 * checked by the contract's uhradaQrDotazSchema), and 'Zobrazit QR platbu' fetches the QR
 * Platba (GET /pojistneUhradaQr). The same details follow as text with copy buttons for anyone
 * who cannot scan. Changing the form hides an old QR code, so it never shows other values.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { formatBankAccount, formatCrowns } from '../../../contract/format';
import { formatDay } from '../../lib/display-dates';
import { uhradaQrDotazSchema, type PojistneUhradaOdpoved, type PojistneUhradaQrOdpoved } from '../../../contract/insurance';
import { paymentTypeLabels, type PaymentType } from '../../../contract/enums';
import { pojistneUhradaQr } from '../../../contract/routes.gen';
import {
  AmountInput,
  ContractFormRoot,
  FormErrorSummary,
  FormField,
  RadioGroup,
  SubmitButton,
  useContractForm,
  type AmountValue,
  useFormStore,
} from '../../components/form';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { notify } from '../../components/ui/toaster';
import { paymentDetailsQuery } from './api';
import { groupIban } from './format';
import { IconQrCode } from './icons';
import { CopyButton, mutedText, sectionTitle, WithInsuredPerson } from './parts';
import { insuranceTexts } from './texts';

/**
 * `typ`: the payment type the link came for (?typ=), `polozka`: the one item of the account it came
 * for (?polozka=); preselected when it can be paid now.
 */
export function PayPremiumPage({ typ, polozka }: { typ?: PaymentType; polozka?: string }) {
  return (
    <WithInsuredPerson title={insuranceTexts.UHRADA_POJISTNEHO}>
      {(pojistenecId) => <PayPremiumScreen pojistenecId={pojistenecId} typ={typ} polozka={polozka} />}
    </WithInsuredPerson>
  );
}

function PayPremiumScreen({ pojistenecId, typ, polozka }: { pojistenecId: string; typ: PaymentType | undefined; polozka?: string }) {
  const api = useApi();
  const query = useQuery(paymentDetailsQuery(api, pojistenecId));
  return (
    <Page title={insuranceTexts.UHRADA_POJISTNEHO}>
      <QueryView query={query}>
        {(data) =>
          data.typyUhrady.length === 0 ? (
            <p className={cx(card(), css({ fontWeight: 'semibold' }))}>{insuranceTexts.NIC_K_UHRADE}</p>
          ) : (
            <PaymentForm
              key={`${pojistenecId}-${typ ?? ''}-${polozka ?? ''}`}
              pojistenecId={pojistenecId}
              details={data}
              preselect={typ}
              preselectItem={polozka}
            />
          )
        }
      </QueryView>
    </Page>
  );
}

interface PaymentValues {
  typUhradyKod: string;
  polozka: string;
  castka: AmountValue;
}

/** Each option names its item ('Záloha OSVČ za listopad 2026'); the type's label when it has no name. */
const typeLabel = (type: PojistneUhradaOdpoved['typyUhrady'][number]) => type.nazev || paymentTypeLabels[type.kod];

function PaymentForm({
  pojistenecId,
  details,
  preselect,
  preselectItem,
}: {
  pojistenecId: string;
  details: PojistneUhradaOdpoved;
  /** The type the link came for; the first type when it cannot be paid now. */
  preselect: PaymentType | undefined;
  /** The item the link came for (before the type). */
  preselectItem?: string;
}) {
  const api = useApi();
  const [qr, setQr] = useState<PojistneUhradaQrOdpoved | null>(null);
  /** The form's values the QR code shown was made for. */
  const shownFor = useRef<PaymentValues | null>(null);
  const first =
    details.typyUhrady.find((type) => type.polozka === preselectItem) ??
    details.typyUhrady.find((type) => type.kod === preselect) ??
    details.typyUhrady[0];
  const form = useContractForm({
    schema: uhradaQrDotazSchema,
    defaultValues: { typUhradyKod: first.kod, polozka: first.polozka, castka: first.castkaNavrh ?? '' } as PaymentValues,
    onSubmit: async (value, formValues) => {
      const answer = await api.call(pojistneUhradaQr, { params: { pojistenecId }, query: value });
      shownFor.current = { ...formValues };
      setQr(answer);
    },
  });
  const values = useFormStore(form.api.store, (state) => state.values);
  const chosen = details.typyUhrady.find((type) => type.polozka === values.polozka);

  // Other values than those of the QR code shown: the code goes (it would pay something else).
  useEffect(() => {
    const shown = shownFor.current;
    if (qr && shown && (shown.polozka !== values.polozka || shown.castka !== values.castka)) setQr(null);
  }, [qr, values]);

  const options = details.typyUhrady.map((type) => ({ value: type.polozka, label: typeLabel(type) }));

  return (
    <div
      className={css({
        display: 'grid',
        gap: '6',
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      })}
    >
      <ContractFormRoot
        form={form}
        aria-label={insuranceTexts.UHRADA_POJISTNEHO}
        className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '5' }))}
      >
        <p className={mutedText}>{insuranceTexts.UHRADA_UVOD}</p>
        <FormField form={form} name="polozka">
          {(field) => (
            <RadioGroup
              {...field}
              label={insuranceTexts.TYP_UHRADY}
              options={options}
              onChange={(polozka) => {
                field.onChange(polozka);
                // A new item brings its type and its suggested amount (or an empty field to fill in).
                const option = details.typyUhrady.find((type) => type.polozka === polozka);
                if (option) form.api.setFieldValue('typUhradyKod', option.kod);
                form.api.setFieldValue('castka', option?.castkaNavrh ?? '');
              }}
            />
          )}
        </FormField>
        <FormField form={form} name="castka">
          {(field) => (
            <AmountInput
              {...field}
              label={insuranceTexts.CASTKA_UHRADY}
              hint={chosen?.castkaNavrh != null ? insuranceTexts.CASTKA_NAVRH(formatCrowns(chosen.castkaNavrh)) : undefined}
              className={css({ maxW: { sm: '18rem' } })}
            />
          )}
        </FormField>
        {chosen ? <DueLine due={chosen.splatnost} /> : null}
        <FormErrorSummary form={form} />
        <div>
          <SubmitButton form={form}>
            <IconQrCode size={20} />
            {insuranceTexts.ZOBRAZIT_QR}
          </SubmitButton>
        </div>
      </ContractFormRoot>
      {qr ? <QrPayment qr={qr} typ={values.typUhradyKod as PaymentType} due={chosen?.splatnost ?? null} /> : null}
    </div>
  );
}

/** When the chosen type is due: a date, or for arrears that they are overdue already. */
function DueLine({ due }: { due: string | null }) {
  return (
    <p className={css({ fontWeight: 'semibold', color: due ? 'fg.default' : 'danger.text' })}>
      {due ? insuranceTexts.SPLATNOST(formatDay(due)) : insuranceTexts.PO_SPLATNOSTI}
    </p>
  );
}

function QrPayment({ qr, typ, due }: { qr: PojistneUhradaQrOdpoved; typ: PaymentType; due: string | null }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The code appears next to (or on a phone below) the form: take the focus there, so it is found.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [qr]);

  const castka = formatCrowns(qr.castka);
  const rows: [string, string, string][] = [
    // [label, shown text, copied text]
    [insuranceTexts.CISLO_UCTU, formatBankAccount(qr.ucet), formatBankAccount(qr.ucet)],
    [insuranceTexts.IBAN, groupIban(qr.iban), qr.iban.replace(/\s+/g, '')],
    [insuranceTexts.CASTKA, castka, qr.castka.toFixed(2).replace('.', ',')],
    [insuranceTexts.VARIABILNI_SYMBOL, qr.variabilniSymbol, qr.variabilniSymbol],
  ];
  if (qr.specifickySymbol) rows.push([insuranceTexts.SPECIFICKY_SYMBOL, qr.specifickySymbol, qr.specifickySymbol]);
  if (qr.konstantniSymbol) rows.push([insuranceTexts.KONSTANTNI_SYMBOL, qr.konstantniSymbol, qr.konstantniSymbol]);
  rows.push([insuranceTexts.ZPRAVA_PRO_PRIJEMCE, qr.zprava, qr.zprava]);

  return (
    <section
      aria-labelledby={headingId}
      className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}
      data-qr-payment={typ}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className={cx(sectionTitle, css({ outline: 'none', scrollMarginTop: '20' }))}>
        {insuranceTexts.QR_PLATBA}
      </h2>
      <DueLine due={due} />
      {/* On a phone the QR code cannot be scanned by the phone showing it: the copy fields come first there. */}
      <div className={css({ order: { base: 1, md: 2 }, display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h3 className={css({ fontWeight: 'bold', fontSize: 'md' })}>{insuranceTexts.PLATEBNI_UDAJE}</h3>
        <dl className={css({ display: 'flex', flexDirection: 'column' })}>
          {rows.map(([label, shown, copied]) => (
            <div
              key={label}
              className={css({ py: '1.5', borderTopWidth: '1px', borderColor: 'border.default', _first: { borderTopWidth: '0' } })}
            >
              <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</dt>
              <dd className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
                <span className={css({ minW: 0, fontWeight: 'semibold', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' })}>
                  {shown}
                </span>
                <CopyButton value={copied} what={label} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={css({ order: { base: 2, md: 1 }, display: 'flex', flexDirection: 'column', gap: '3' })}>
        <img
          src={`data:image/png;base64,${qr.qrPng}`}
          alt={insuranceTexts.QR_ALT(castka)}
          width={264}
          height={264}
          className={css({
            alignSelf: 'center',
            w: '264px',
            h: '264px',
            maxW: 'full',
            objectFit: 'contain',
            imageRendering: 'pixelated',
            bg: 'white',
            p: '2',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'control',
          })}
        />
        <p className={mutedText}>{insuranceTexts.QR_NAVOD}</p>
        <p className={cx(mutedText, css({ display: { md: 'none' } }))}>{insuranceTexts.QR_NA_TELEFONU}</p>
        <QrActions qr={qr} />
      </div>
    </section>
  );
}

/** 'Uložit QR' (a PNG download) and, where the browser can share files, 'Sdílet' (Web Share API). */
function QrActions({ qr }: { qr: PojistneUhradaQrOdpoved }) {
  const fileName = `qr-platba-${qr.variabilniSymbol}.png`;
  const file = () => {
    const bytes = Uint8Array.from(atob(qr.qrPng), (char) => char.charCodeAt(0));
    return new File([bytes], fileName, { type: 'image/png' });
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file()] });
  const share = async () => {
    try {
      await navigator.share({ files: [file()], title: insuranceTexts.SDILET_NAZEV });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) notify.error(insuranceTexts.SDILENI_SELHALO);
    }
  };
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}>
      <a href={`data:image/png;base64,${qr.qrPng}`} download={fileName} className={button({ variant: 'outline' })}>
        {insuranceTexts.ULOZIT_QR}
      </a>
      {canShare ? (
        <button type="button" className={button({ variant: 'outline' })} onClick={() => void share()}>
          {insuranceTexts.SDILET_QR}
        </button>
      ) : null}
    </div>
  );
}
