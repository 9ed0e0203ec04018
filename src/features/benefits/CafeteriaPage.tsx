/**
 * Cafeterie (/nastaveni/nastaveni-pojistence/cafeteria): the car-maker's employee splits the
 * year's points among the categories, in per cent with a running sum and the points each share
 * gives (GET /nastaveniCafeterie, PUT /nastaveniCafeterieUpravit). The contract's rules (a
 * share 0–100 with two decimals, each category once, the sum exactly 100 %) are checked here as
 * typed and again by the server. Outside the change window, or for someone without a cafeteria,
 * the split shows read-only with 'Cafeterii nelze nastavit.'.
 */
import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import {
  cafeteriaCategories,
  cafeteriaPoints,
  cafeteriaSplitErrors,
  cafeteriaSplitSchema,
  type CafeteriaCategory,
  type NastaveniCafeterie,
} from '../../../contract/benefits';
import { couponCodeLabels } from '../../../contract/enums';
import { formatNumber } from '../../../contract/format';
import { fieldErrors } from '../../../contract/rules';
import { errorList, TextInput } from '../../components/form';
import { InfoRows } from '../../components/InfoRows';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { notify } from '../../components/ui/toaster';
import { useApi } from '../../app';
import { WithInsuredPerson } from '../../app/person-page';
import { formatDay, formatMomentDay } from '../../lib/display-dates';
import { describeApiError } from '../../lib/errors';
import { isApiRequestError } from '../../lib/api-client';
import { cs } from '../../texts/cs';
import { cafeteriaQuery, cafeteriaQueryKey, saveCafeteriaSplit } from './api';

const t = {
  NADPIS: 'Cafeterie',
  UVOD: 'Body cafeterie od zaměstnavatele rozdělte mezi kategorie; 1 bod = 1 Kč. Součet podílů musí být 100 %.',
  ROK: 'Rok',
  BODY: 'Body na rok',
  OKNO: 'Změnit rozdělení můžete',
  OKNO_HODNOTA: (od: string, doDne: string) => `od ${od} do ${doDne}`,
  ZMENENO: 'Naposledy změněno',
  VYCHOZI: 'Výchozí rozdělení',
  ROZDELENI: 'Rozdělení bodů',
  PODIL: (nazev: string) => `${nazev} (%)`,
  BODU: (body: string) => `${body} bodů`,
  SOUCET: (procenta: string) => `Součet: ${procenta} %`,
  ULOZENO: 'Rozdělení cafeterie je uložené.',
  NELZE: 'Cafeterii nelze nastavit.',
};

export function CafeteriaPage() {
  return (
    <WithInsuredPerson title={t.NADPIS}>
      {(pojistenecId) => <CafeteriaScreen key={pojistenecId} pojistenecId={pojistenecId} />}
    </WithInsuredPerson>
  );
}

function CafeteriaScreen({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(cafeteriaQuery(api, pojistenecId));
  return (
    <Page title={t.NADPIS}>
      <p className={css({ color: 'fg.muted' })}>{t.UVOD}</p>
      <QueryView query={query}>{(data) => <CafeteriaForm data={data} pojistenecId={pojistenecId} />}</QueryView>
    </Page>
  );
}

type Shares = Record<CafeteriaCategory, string>;

const sharesOf = (data: NastaveniCafeterie): Shares =>
  Object.fromEntries(
    cafeteriaCategories.map((kategorie) => {
      const share = data.rozdeleni.find((item) => item.kategorie === kategorie)?.procento ?? 0;
      return [kategorie, formatNumber(share)];
    }),
  ) as Shares;

/** '12,5' → 12.5; blank → 0; not a number → NaN (the schema's message). */
const percentOf = (text: string): number => (text.trim() === '' ? 0 : Number(text.trim().replace(/\s/g, '').replace(',', '.')));

function CafeteriaForm({ data, pojistenecId }: { data: NastaveniCafeterie; pojistenecId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [shares, setShares] = useState<Shares>(() => sharesOf(data));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const firstInput = useRef<HTMLInputElement>(null);
  const sum = cafeteriaCategories.reduce((total, kategorie) => total + Math.round((percentOf(shares[kategorie]) || 0) * 100), 0) / 100;
  const editable = data.lzeNastavit;

  const body = () => ({
    rozdeleni: cafeteriaCategories
      .filter((kategorie) => percentOf(shares[kategorie]) !== 0)
      .map((kategorie) => ({ kategorie, procento: shares[kategorie].trim().replace(',', '.') })),
  });

  /** The contract's checks: the schema (each share), then the split's own rules (the sum). */
  const check = ():
    | { ok: true; value: { rozdeleni: { kategorie: CafeteriaCategory; procento: number }[] } }
    | { ok: false; errors: Record<string, string[]> } => {
    const raw = body();
    const parsed = cafeteriaSplitSchema.safeParse(raw);
    if (!parsed.success) {
      // Messages of a list item point at its index; show them at the category's field.
      const byIndex = fieldErrors(parsed.error);
      const mapped: Record<string, string[]> = {};
      for (const [key, list] of Object.entries(byIndex)) {
        const match = /^rozdeleni\.(\d+)\./.exec(key);
        const kategorie = match ? raw.rozdeleni[Number(match[1])]?.kategorie : undefined;
        mapped[kategorie ?? 'rozdeleni'] = [...(mapped[kategorie ?? 'rozdeleni'] ?? []), ...list];
      }
      return { ok: false, errors: mapped };
    }
    const split = cafeteriaSplitErrors(parsed.data);
    return Object.keys(split).length ? { ok: false, errors: split } : { ok: true, value: parsed.data };
  };

  const save = async () => {
    const result = check();
    if (!result.ok) {
      setErrors(result.errors);
      const firstInvalid = cafeteriaCategories.find((kategorie) => result.errors[kategorie]);
      (firstInvalid ? document.getElementById(`cafeterie-${firstInvalid}`) : firstInput.current)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await saveCafeteriaSplit(api, pojistenecId, result.value);
      queryClient.setQueryData(cafeteriaQueryKey(pojistenecId), saved);
      setShares(sharesOf(saved));
      notify.success(t.ULOZENO);
    } catch (error) {
      if (isApiRequestError(error) && error.body?.chyby) setErrors(error.body.chyby);
      else setErrors({ rozdeleni: [describeApiError(error).message] });
    } finally {
      setSaving(false);
    }
  };

  // Messages not at a category's field (the sum, or the server's by list index) show under the sum.
  const sumErrors = errorList(
    Object.entries(errors)
      .filter(([key]) => !(cafeteriaCategories as readonly string[]).includes(key))
      .flatMap(([, list]) => list),
  );
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <section aria-labelledby="cafeterie-rok" className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
        <h2 id="cafeterie-rok" className={css({ textStyle: 'sectionTitle' })}>
          {t.ROK} {data.rok}
        </h2>
        <InfoRows
          rows={[
            [t.BODY, data.bodyRocni !== null ? formatNumber(data.bodyRocni) : '–'],
            [t.OKNO, data.zmenaOd && data.zmenaDo ? t.OKNO_HODNOTA(formatDay(data.zmenaOd), formatDay(data.zmenaDo)) : '–'],
            [t.ZMENENO, data.zmeneno ? formatMomentDay(data.zmeneno) : t.VYCHOZI],
          ]}
        />
        {!editable ? (
          <p role="status" className={css({ fontWeight: 'semibold' })}>
            {data.zprava ?? t.NELZE}
          </p>
        ) : null}
      </section>
      <form
        aria-labelledby="cafeterie-rozdeleni"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (editable && !saving) void save();
        }}
        className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}
      >
        <h2 id="cafeterie-rozdeleni" className={css({ textStyle: 'sectionTitle' })}>
          {t.ROZDELENI}
        </h2>
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
          {cafeteriaCategories.map((kategorie, index) => {
            const percent = percentOf(shares[kategorie]);
            const points =
              data.bodyRocni !== null && Number.isFinite(percent) && percent >= 0 ? cafeteriaPoints(data.bodyRocni, percent) : null;
            return (
              <TextInput
                key={kategorie}
                id={`cafeterie-${kategorie}`}
                ref={index === 0 ? firstInput : undefined}
                label={t.PODIL(couponCodeLabels[kategorie])}
                hint={points !== null ? t.BODU(formatNumber(points)) : undefined}
                value={shares[kategorie]}
                inputMode="decimal"
                readOnly={!editable}
                disabled={saving}
                error={errors[kategorie]}
                onChange={(value) => setShares((current) => ({ ...current, [kategorie]: value }))}
              />
            );
          })}
        </div>
        <p role="status" aria-live="polite" className={css({ fontWeight: 'bold', color: sum === 100 ? 'primary.text' : 'fg.default' })}>
          {t.SOUCET(formatNumber(sum))}
        </p>
        {sumErrors.length ? (
          <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
            {sumErrors.join(' ')}
          </p>
        ) : null}
        {editable ? (
          <div>
            <button type="submit" className={button({ variant: 'solid' })} disabled={saving}>
              {cs.ULOZIT}
            </button>
          </div>
        ) : null}
      </form>
    </div>
  );
}
