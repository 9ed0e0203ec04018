/**
 * 'Přidat lék' on 'Moje léky' (loaded on first use): the medicineAdd flow (use-medicine-add.ts) —
 * the product searched in the medicines list (GET /ciselnikLeku), from, until and dosage checked
 * by the contract's schema, one send with its Idempotency-Key; the warnings the new medicine
 * brings (an overlap or an interaction with one taken today) are shown at once, to be confirmed
 * ('Beru na vědomí') or left for later. The list is reloaded when the flow ends.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { todayIso } from '../../../contract/format';
import { type LekCiselnik } from '../../../contract/medicines';
import { warningKindLabels, warningSeverityLabels } from '../../../contract/enums';
import { ciselnikLeku } from '../../../contract/routes.gen';
import { AddressSuggest, DatePicker, TextInput } from '../../components/form';
import { actionsStyle } from '../../components/wizard-styles';
import { notify } from '../../components/ui/toaster';
import { useApi } from '../../app';
import { medicinesQueryKey } from './api';
import { addMedicineTexts as t, medicineTexts } from './texts';
import { useMedicineAdd } from './use-medicine-add';

interface ProductSuggestion extends LekCiselnik {
  /** The combobox's key and text (it was made for addresses: kodRuian is the key). */
  kodRuian: string;
  text: string;
}

export default function AddMedicine({ pojistenecId, onClose }: { pojistenecId: string; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { step, values, fieldErrors, error, lek, upozorneni, confirmed, events } = useMedicineAdd({ api, pojistenecId });
  const [product, setProduct] = useState<LekCiselnik | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const warningsRef = useRef<HTMLHeadingElement>(null);

  // Opened by 'Přidat lék': the search takes the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);
  useEffect(() => {
    if (Object.keys(fieldErrors).length) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);
  useEffect(() => {
    if (step === 'warnings') warningsRef.current?.focus();
    if (step !== 'done' || !lek) return;
    // With warnings the added message came first, on the warnings; the toast then says what was done last.
    notify.success(confirmed ? medicineTexts.POTVRZENO_TOAST : upozorneni.length > 0 ? t.PRIDANO_UPOZORNENI_POZDEJI : t.PRIDANO(lek.nazev));
    void queryClient.invalidateQueries({ queryKey: medicinesQueryKey(pojistenecId) }).then(onClose);
  }, [step, lek, confirmed, upozorneni.length, queryClient, pojistenecId, onClose]);

  if (step === 'warnings' || step === 'confirming') {
    const busy = step === 'confirming';
    return (
      <section aria-labelledby="novy-lek-upozorneni" className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}>
        {lek ? (
          <p role="status" className={css({ fontWeight: 'bold', color: 'primary.text' })}>
            {t.PRIDANO(lek.nazev)}
          </p>
        ) : null}
        <h2 id="novy-lek-upozorneni" ref={warningsRef} tabIndex={-1} className={css({ textStyle: 'sectionTitle', outline: 'none' })}>
          {t.NOVA_UPOZORNENI}
        </h2>
        <p className={css({ color: 'fg.muted' })}>
          {t.POCET_UPOZORNENI(upozorneni.length)} {t.NOVA_UPOZORNENI_UVOD}
        </p>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
          {upozorneni.map((warning) => {
            const serious = warning.zavaznost === 'VYSOKA';
            return (
              <li
                key={warning.klic}
                className={cx(
                  css({ borderLeftWidth: '4px', p: '3', borderRadius: 'control', display: 'flex', flexDirection: 'column', gap: '1' }),
                  serious
                    ? css({ borderLeftColor: 'danger.text', bg: 'danger.subtle' })
                    : css({ borderLeftColor: 'warning.text', bg: 'warning.subtle' }),
                )}
              >
                <p className={css({ fontSize: 'sm', fontWeight: 'bold', color: serious ? 'danger.text' : 'warning.text' })}>
                  {warningSeverityLabels[warning.zavaznost]} · {warningKindLabels[warning.typ]}
                </p>
                <h3 className={css({ fontWeight: 'bold' })}>{warning.nazev}</h3>
                <p className={css({ lineHeight: '1.6' })}>{warning.popis}</p>
              </li>
            );
          })}
        </ul>
        {error ? (
          <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
            {error}
          </p>
        ) : null}
        <div className={actionsStyle}>
          <button type="button" className={button({ variant: 'outline' })} onClick={events.later} disabled={busy}>
            {t.POZDEJI}
          </button>
          <button type="button" className={button()} onClick={events.confirm} disabled={busy} aria-busy={busy || undefined}>
            {t.BERU_NA_VEDOMI_VSE(upozorneni.length)}
          </button>
        </div>
      </section>
    );
  }

  const sending = step === 'submitting' || step === 'done';
  return (
    <section aria-labelledby="novy-lek" className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}>
      <h2 id="novy-lek" className={css({ textStyle: 'sectionTitle' })}>
        {t.PRIDAT_NADPIS}
      </h2>
      <p className={css({ color: 'fg.muted' })}>{t.PRIDAT_UVOD}</p>
      <form
        ref={formRef}
        noValidate
        aria-labelledby="novy-lek"
        onSubmit={(event) => {
          event.preventDefault();
          events.submit();
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <AddressSuggest<ProductSuggestion>
          label={t.LEK}
          hint={t.LEK_NAPOVEDA}
          required
          emptyText={t.NIC_NENALEZENO}
          error={fieldErrors.kodSukl}
          suggest={async (text, signal) =>
            (await api.call(ciselnikLeku, { query: { fulltext: text, pocetVysledku: 20 }, signal })).seznamLeku.map((item) => ({
              ...item,
              kodRuian: item.kodSukl,
              text: `${item.nazev} ${item.doplnek} (SÚKL ${item.kodSukl})`,
            }))
          }
          onChoose={(chosen) => {
            setProduct(chosen);
            events.change({ kodSukl: chosen.kodSukl });
          }}
        />
        {product ? (
          <p className={css({ fontSize: 'sm' })}>
            {t.VYBRANY}: <strong>{product.nazev}</strong> {product.doplnek} · {product.ucinnaLatka} (ATC {product.atc})
          </p>
        ) : null}
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
          <DatePicker
            name="datumOd"
            label={t.OD}
            required
            max={todayIso()}
            value={values.datumOd}
            error={fieldErrors.datumOd}
            onChange={(datumOd) => events.change({ datumOd })}
          />
          <DatePicker
            name="datumDo"
            label={t.DO}
            hint={t.DO_NAPOVEDA}
            min={/^\d{4}-\d{2}-\d{2}$/.test(values.datumOd) ? values.datumOd : undefined}
            value={values.datumDo}
            error={fieldErrors.datumDo}
            onChange={(datumDo) => events.change({ datumDo })}
          />
        </div>
        <TextInput
          name="davkovani"
          label={t.DAVKOVANI}
          hint={t.DAVKOVANI_NAPOVEDA}
          autoComplete="off"
          value={values.davkovani}
          error={fieldErrors.davkovani}
          onChange={(davkovani) => events.change({ davkovani })}
        />
        {error ? (
          <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
            {error}
          </p>
        ) : null}
        <div className={actionsStyle}>
          <button type="button" className={button({ variant: 'outline' })} onClick={onClose} disabled={sending}>
            {t.ZRUSIT}
          </button>
          <button type="submit" className={button()} disabled={sending} aria-busy={sending || undefined}>
            {t.ULOZIT}
          </button>
        </div>
      </form>
    </section>
  );
}
