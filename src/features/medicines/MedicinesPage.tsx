/**
 * Moje léky (/moje-zdravi/moje-leky/): the medicines dispensed on prescription and those the person
 * added, current ones first; warnings about the same substance, the same group and interactions
 * between medicines taken now (read and confirmed once); and the co-payment protective limit of the
 * year (§ 16b zákona č. 48/1997 Sb.). The doctor reads an allowing patient's list (read-only).
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { formatCrowns } from '../../../contract/format';
import { type Lek, type LekyOdpoved, type OchrannyLimit, type UpozorneniLeku } from '../../../contract/medicines';
import { warningKindLabels, warningSeverityLabels } from '../../../contract/enums';
import { InfoRows } from '../../components/InfoRows';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { notify } from '../../components/ui/toaster';
import { useApi, useDialogQueue } from '../../app';
import { healthPageTitle, WithHealthPerson, type PersonWithId } from '../../app/person-page';
import { formatDay } from '../../lib/display-dates';
import { describeApiError } from '../../lib/errors';
import { confirmWarnings, deleteOwnMedicine, medicinesQuery, medicinesQueryKey } from './api';
import { addMedicineTexts, medicineTexts as t } from './texts';
import { Spinner } from '../../components/ui/Spinner';

// The add form carries the date picker and the medicines search: loaded when first opened.
const AddMedicine = lazy(() => import('./AddMedicine'));

export function MedicinesPage() {
  return <WithHealthPerson title={t.NADPIS}>{(person) => <MedicinesScreen key={person.pojistenecId} person={person} />}</WithHealthPerson>;
}

function MedicinesScreen({ person }: { person: PersonWithId }) {
  const api = useApi();
  const query = useQuery(medicinesQuery(api, person.pojistenecId));
  const [adding, setAdding] = useState(false);
  const close = useCallback(() => setAdding(false), []);
  return (
    <Page title={healthPageTitle(t.NADPIS, person)}>
      {person.readOnly ? null : adding ? (
        <Suspense fallback={<Spinner />}>
          <AddMedicine pojistenecId={person.pojistenecId} onClose={close} />
        </Suspense>
      ) : (
        <div>
          <button type="button" className={button()} onClick={() => setAdding(true)}>
            {addMedicineTexts.PRIDAT}
          </button>
        </div>
      )}
      {person.viewer === 'LEKAR' && person.name ? (
        <p className={css({ color: 'fg.muted' })}>
          {t.PACIENT}: <strong className={css({ color: 'fg.default' })}>{person.name}</strong>
        </p>
      ) : null}
      <QueryView query={query}>
        {(data) => (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
            <Warnings data={data} person={person} />
            <CopayLimit limit={data.ochrannyLimit} />
            <MedicineList
              title={t.AKTUALNI}
              empty={t.ZADNE_AKTUALNI}
              items={data.seznamLeku.filter((lek) => lek.aktualni)}
              person={person}
            />
            <PastMedicines items={data.seznamLeku.filter((lek) => !lek.aktualni)} person={person} />
          </div>
        )}
      </QueryView>
    </Page>
  );
}

function Warnings({ data, person }: { data: LekyOdpoved; person: PersonWithId }) {
  if (data.upozorneni.length === 0) return null;
  const names = new Map(data.seznamLeku.map((lek) => [lek.id, lek.nazev]));
  return (
    <section aria-labelledby="leky-upozorneni" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id="leky-upozorneni" className={css({ textStyle: 'sectionTitle', color: 'fg.default' })}>
        {t.UPOZORNENI}
      </h2>
      <p className={css({ color: 'fg.muted' })}>{t.UPOZORNENI_UVOD}</p>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
        {data.upozorneni.map((warning) => (
          <li key={warning.klic}>
            <WarningCard warning={warning} names={names} person={person} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function WarningCard({ warning, names, person }: { warning: UpozorneniLeku; names: Map<number, string>; person: PersonWithId }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const serious = warning.zavaznost === 'VYSOKA';
  const confirm = async () => {
    setBusy(true);
    try {
      const fresh = await confirmWarnings(api, person.pojistenecId, warning.lekIds);
      queryClient.setQueryData(medicinesQueryKey(person.pojistenecId), fresh);
      notify.success(t.POTVRZENO_TOAST);
    } catch (error) {
      notify.error(describeApiError(error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <article
      aria-label={warning.nazev}
      className={cx(
        card(),
        css({ display: 'flex', flexDirection: 'column', gap: '2', borderLeftWidth: '4px' }),
        serious
          ? css({ borderLeftColor: 'danger.text', bg: 'danger.subtle' })
          : css({ borderLeftColor: 'warning.text', bg: 'warning.subtle' }),
      )}
    >
      <p className={css({ fontSize: 'sm', fontWeight: 'bold', color: serious ? 'danger.text' : 'warning.text' })}>
        {warningSeverityLabels[warning.zavaznost]} · {warningKindLabels[warning.typ]}
      </p>
      <h3 className={css({ fontWeight: 'bold' })}>{warning.nazev}</h3>
      <p className={css({ color: 'fg.muted' })}>
        {warning.lekIds
          .map((id) => names.get(id) ?? '')
          .filter(Boolean)
          .join(' + ')}
      </p>
      <p className={css({ lineHeight: '1.6' })}>{warning.popis}</p>
      {warning.potvrzeno ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t.POTVRZENO(warning.potvrzenoDatum ? formatDay(warning.potvrzenoDatum) : '')}
        </p>
      ) : person.readOnly ? null : (
        <div>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => void confirm()}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {t.BERU_NA_VEDOMI}
          </button>
        </div>
      )}
    </article>
  );
}

function CopayLimit({ limit }: { limit: OchrannyLimit }) {
  return (
    <section aria-labelledby="leky-limit" className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}>
      <h2 id="leky-limit" className={css({ textStyle: 'sectionTitle', color: 'fg.default' })}>
        {t.LIMIT(limit.rok)}
      </h2>
      <p className={css({ color: 'fg.muted' })}>{limit.popisKategorie}</p>
      <p>{t.LIMIT_STAV(formatCrowns(limit.zapocitanoKc), formatCrowns(limit.limitKc))}</p>
      <div
        role="progressbar"
        aria-label={t.LIMIT_PRUBEH}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(limit.procento)}
        aria-valuetext={`${Math.round(limit.procento)} %`}
        className={css({ h: '3', bg: 'bg.subtle', borderRadius: 'full', overflow: 'hidden' })}
      >
        <div
          className={css({ h: 'full', bg: 'primary.default', borderRadius: 'full', transition: 'width 0.3s' })}
          style={{ width: `${Math.min(100, Math.max(0, limit.procento))}%` }}
        />
      </div>
      <p className={css({ fontWeight: 'semibold' })}>
        {limit.prekrocenoKc > 0 ? t.LIMIT_PREKROCEN(formatCrowns(limit.prekrocenoKc)) : t.LIMIT_ZBYVA(formatCrowns(limit.zbyvaKc))}
      </p>
    </section>
  );
}

function MedicineList({ title, empty, items, person }: { title: string; empty: string; items: Lek[]; person: PersonWithId }) {
  const id = title === t.AKTUALNI ? 'leky-aktualni' : 'leky-drive';
  return (
    <section aria-labelledby={id} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id={id} className={css({ textStyle: 'sectionTitle', color: 'fg.default' })}>
        {title}
      </h2>
      {items.length === 0 ? (
        <p className={cx(card(), css({ color: 'fg.muted' }))}>{empty}</p>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
          {items.map((lek) => (
            <li key={lek.id}>
              <MedicineCard lek={lek} person={person} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The past dispensations are many (years of them): folded, with their number, so the current ones stay in view. */
function PastMedicines({ items, person }: { items: Lek[]; person: PersonWithId }) {
  if (items.length === 0) return null;
  return (
    <details>
      <summary className={css({ cursor: 'pointer', fontWeight: 'semibold', py: '2.5', color: 'primary.text' })}>
        {t.DRIVE_ZOBRAZIT(items.length)}
      </summary>
      <MedicineList title={t.DRIVE} empty={t.ZADNE_DRIVE} items={items} person={person} />
    </details>
  );
}

function MedicineCard({ lek, person }: { lek: Lek; person: PersonWithId }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { confirm } = useDialogQueue();
  const remove = () =>
    confirm({
      title: t.SMAZAT,
      question: t.SMAZAT_OTAZKA(lek.nazev),
      confirmLabel: t.SMAZAT_POTVRDIT,
      tone: 'danger',
      onConfirm: async () => {
        await deleteOwnMedicine(api, person.pojistenecId, lek.id);
        notify.success(t.SMAZANO(lek.nazev));
        await queryClient.invalidateQueries({ queryKey: medicinesQueryKey(person.pojistenecId) });
      },
    });
  const rows: Array<[string, string]> = [
    [t.LATKA, `${lek.ucinnaLatka} (ATC ${lek.atc})`],
    [t.ZDROJ, lek.zdroj === 'PREDPIS' ? t.ZDROJ_PREDPIS : t.ZDROJ_VLASTNI],
    [t.OBDOBI, lek.datumDo ? `${formatDay(lek.datumOd)} – ${formatDay(lek.datumDo)}` : t.OD(formatDay(lek.datumOd))],
    ...(lek.davkovani ? [[t.DAVKOVANI, lek.davkovani] as [string, string]] : []),
    ...(lek.predepsal ? [[t.PREDEPSAL, lek.predepsal] as [string, string]] : []),
    ...(lek.pocetBaleni ? [[t.BALENI, String(lek.pocetBaleni)] as [string, string]] : []),
    ...(lek.zdroj === 'PREDPIS'
      ? [[t.DOPLATEK, t.DOPLATEK_HODNOTA(formatCrowns(lek.doplatekKc), formatCrowns(lek.zapocitatelnyDoplatekKc))] as [string, string]]
      : []),
  ];
  return (
    <article aria-label={lek.nazev} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}>
      <h3 className={css({ fontWeight: 'bold' })}>
        {lek.nazev} <span className={css({ fontWeight: 'normal', color: 'fg.muted' })}>{lek.doplnek}</span>
      </h3>
      <InfoRows rows={rows} />
      {lek.zdroj === 'VLASTNI' && !person.readOnly ? (
        <div>
          <button type="button" className={button({ variant: 'outline' })} onClick={remove}>
            {t.SMAZAT}
          </button>
        </div>
      ) : null}
    </article>
  );
}
