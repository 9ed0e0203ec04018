/**
 * Mapa smluvních partnerů (/moje-zdravi/mapa-smluvnich-partneru/, issue 37): the contract partners
 * and the insurer's contact points (GET /mapaPartneru) — kind, specialty in a person's own words
 * ('zubař', the table in contract/partners.ts), text, "takes new patients", and "Poblíž mě" (the
 * browser's position, asked for, never required) ordering by distance; results in pages of
 * PARTNER_PAGE_SIZE, drawn on a map when config.json has tiles. The whole search lives in the URL,
 * so the detail's 'Zpět na výsledky', Back and reload return to the same search and page. The map
 * (Leaflet) loads on first use; without tiles, or while it loads, the list carries everything.
 */
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import {
  formatDistance,
  mapaHledaniSchema,
  PARTNER_PAGE_SIZE,
  resolveSpecialty,
  specialtyEverydayName,
  specialtyOptions,
  type PartnerPolozka,
} from '../../../contract/partners';
import { partnerKindLabels, partnerKinds, type PartnerKind } from '../../../contract/enums';
import {
  ContractFormRoot,
  FormErrorSummary,
  FormField,
  NativeSelect,
  SubmitButton,
  TextInput,
  useContractForm,
} from '../../components/form';
import { cardListStyle, linkCardStyle } from '../../components/link-card';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { Spinner } from '../../components/ui/Spinner';
import { useApi } from '../../app';
import { useRuntimeConfig } from '../../app/use-session';
import { partnersQuery } from './api';
import { coordinate, LAT_RANGE, LON_RANGE, type MapSearch } from './map-search';
import { addressLine } from './parts';
import { mapTexts as t } from './texts';

const PartnerLeafletMap = lazy(() => import('./PartnerLeafletMap'));

const newPatientOptions = [{ value: 'ANO', label: t.NOVI_JEN }];
const kindOptions = partnerKinds.map((kind) => ({ value: kind, label: partnerKindLabels[kind] }));

export interface PartnerMapPageProps {
  search: MapSearch;
  onSearchChange: (search: MapSearch) => void;
}

const mutedText = css({ color: 'fg.muted' });

export function PartnerMapPage({ search, onSearchChange }: PartnerMapPageProps) {
  const api = useApi();
  const query = useQuery(partnersQuery(api, search));
  const position = search.lat !== undefined && search.lon !== undefined ? { lat: search.lat, lon: search.lon } : undefined;
  const change = (next: MapSearch) => {
    const clean = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined)) as MapSearch;
    onSearchChange(clean);
  };

  return (
    <Page title={t.MAPA}>
      <p className={mutedText}>{t.UVOD}</p>
      <SearchForm
        key={JSON.stringify({ ...search, strana: undefined, lat: undefined, lon: undefined })}
        search={search}
        onSearch={change}
      />
      <NearMe position={position} onPosition={(at) => change({ ...search, ...at, strana: undefined })} />
      <QueryView query={query}>
        {(data) => (
          <Results
            search={search}
            partners={data.seznamPartneru}
            total={data.pocetCelkem}
            position={position}
            onPage={(strana) => change({ ...search, strana: strana > 1 ? strana : undefined })}
          />
        )}
      </QueryView>
    </Page>
  );
}

function SearchForm({ search, onSearch }: { search: MapSearch; onSearch: (search: MapSearch) => void }) {
  const empty = { druhSubjektu: '', odbornost: '', fulltext: '', noviPacienti: '' };
  const form = useContractForm({
    schema: mapaHledaniSchema,
    defaultValues: {
      druhSubjektu: search.druh ?? '',
      odbornost: search.odbornost ? specialtyEverydayName(search.odbornost) : '',
      fulltext: search.q ?? '',
      noviPacienti: search.novi ?? '',
    },
    onSubmit: (value) =>
      onSearch({
        druh: (value.druhSubjektu || undefined) as PartnerKind | undefined,
        odbornost: value.odbornost ? resolveSpecialty(value.odbornost) : undefined,
        q: value.fulltext?.trim() || undefined,
        novi: value.noviPacienti === 'ANO' ? 'ANO' : undefined,
        lat: search.lat,
        lon: search.lon,
      }),
  });
  const filtered = search.druh !== undefined || search.odbornost !== undefined || search.q !== undefined || search.novi !== undefined;
  return (
    <ContractFormRoot form={form} aria-label={t.FILTR} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}>
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        })}
      >
        <FormField form={form} name="odbornost">
          {(field) => (
            <>
              <TextInput
                {...field}
                label={t.ODBORNOST}
                hint={t.ODBORNOST_NAPOVEDA}
                list="odbornosti-nabidka"
                autoComplete="off"
                maxLength={60}
              />
              <datalist id="odbornosti-nabidka">
                {specialtyOptions.map((option) => (
                  <option key={option.kod} value={specialtyEverydayName(option.kod)}>
                    {option.nazev}
                  </option>
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField form={form} name="fulltext">
          {(field) => <TextInput {...field} type="search" label={t.HLEDAT} hint={t.HLEDAT_NAPOVEDA} maxLength={100} />}
        </FormField>
        <FormField form={form} name="druhSubjektu">
          {(field) => <NativeSelect {...field} label={t.DRUH} options={kindOptions} placeholder={t.VSE} />}
        </FormField>
        <FormField form={form} name="noviPacienti">
          {(field) => <NativeSelect {...field} label={t.NOVI_FILTR} options={newPatientOptions} placeholder={t.NOVI_VSICHNI} />}
        </FormField>
      </div>
      <FormErrorSummary form={form} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <SubmitButton form={form}>{t.HLEDAT_TLACITKO}</SubmitButton>
        {filtered ? (
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => {
              form.api.reset(empty);
              onSearch({ lat: search.lat, lon: search.lon });
            }}
          >
            {t.ZRUSIT}
          </button>
        ) : null}
      </div>
    </ContractFormRoot>
  );
}

type Locating = 'idle' | 'asking' | 'denied' | 'failed' | 'outside' | 'unsupported';

/** "Poblíž mě": asks the browser for the position only when pressed; every refusal leaves the search working. */
function NearMe({
  position,
  onPosition,
}: {
  position?: { lat: number; lon: number };
  onPosition: (at: { lat?: number; lon?: number }) => void;
}) {
  const [state, setState] = useState<Locating>('idle');
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState('unsupported');
      return;
    }
    setState('asking');
    navigator.geolocation.getCurrentPosition(
      (found) => {
        const lat = coordinate(found.coords.latitude, ...LAT_RANGE);
        const lon = coordinate(found.coords.longitude, ...LON_RANGE);
        if (lat === undefined || lon === undefined) {
          setState('outside');
          return;
        }
        setState('idle');
        onPosition({ lat, lon });
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };
  const message: Record<Exclude<Locating, 'idle'>, string> = {
    asking: t.POLOHA_ZJISTUJI,
    denied: t.POLOHA_ODMITNUTA,
    failed: t.POLOHA_CHYBA,
    outside: t.POLOHA_MIMO,
    unsupported: t.POLOHA_NEPODPOROVANA,
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <button
          type="button"
          className={button({ variant: position ? 'outline' : 'solid' })}
          onClick={locate}
          disabled={state === 'asking'}
          aria-describedby="pobliz-napoveda"
        >
          {t.POBLIZ}
        </button>
        {position ? (
          <button type="button" className={button({ variant: 'outline' })} onClick={() => onPosition({ lat: undefined, lon: undefined })}>
            {t.NERADIT}
          </button>
        ) : null}
      </div>
      <p id="pobliz-napoveda" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {t.POBLIZ_NAPOVEDA}
      </p>
      <p role="status" className={css({ fontWeight: 'semibold', _empty: { display: 'none' } })}>
        {state !== 'idle' ? message[state] : position ? t.RAZENO : ''}
      </p>
    </div>
  );
}

function Results({
  search,
  partners,
  total,
  position,
  onPage,
}: {
  search: MapSearch;
  partners: PartnerPolozka[];
  total: number;
  position?: { lat: number; lon: number };
  onPage: (strana: number) => void;
}) {
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const strana = search.strana ?? 1;
  const pages = Math.max(1, Math.ceil(total / PARTNER_PAGE_SIZE));
  const first = (strana - 1) * PARTNER_PAGE_SIZE + 1;
  const openDetail = (partner: PartnerPolozka) =>
    void navigate({
      to: '/moje-zdravi/detail/$druh/$id',
      params: { druh: partner.druhSubjektu, id: String(partner.id) },
      state: (previous) => ({ ...previous, mapaHledani: search }),
    });
  let map: ReactNode;
  if (!config.mapa) map = <p className={cx(card(), mutedText)}>{t.BEZ_MAPY}</p>;
  else
    map = (
      <MapBoundary>
        <Suspense fallback={<Spinner size={32} label={t.MAPA_NACITANI} showLabel className={css({ minH: '18rem' })} />}>
          <PartnerLeafletMap partners={partners} tiles={config.mapa} position={position} onChoose={openDetail} />
        </Suspense>
      </MapBoundary>
    );
  if (total === 0)
    return (
      <>
        {map}
        <p className={cx(card(), mutedText)}>{t.NIC}</p>
      </>
    );
  return (
    <>
      {map}
      <p aria-live="polite" className={mutedText}>
        {t.NALEZENO(first, first + partners.length - 1, total)}
      </p>
      <ul className={cardListStyle}>
        {partners.map((partner) => (
          <li key={`${partner.druhSubjektu}-${partner.id}`}>
            <Link
              to="/moje-zdravi/detail/$druh/$id"
              params={{ druh: partner.druhSubjektu, id: String(partner.id) }}
              state={(previous) => ({ ...previous, mapaHledani: search })}
              className={linkCardStyle}
            >
              <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{partnerKindLabels[partner.druhSubjektu]}</span>
              <span className={css({ fontWeight: 'bold', color: 'primary.text' })}>{partner.nazev}</span>
              {partner.odbornosti.length > 0 ? <span>{partner.odbornosti.map((o) => o.nazev).join(', ')}</span> : null}
              <span className={mutedText}>{addressLine(partner.adresa)}</span>
              {partner.vzdalenostKm !== null ? (
                <span className={css({ fontWeight: 'semibold' })}>{t.VZDALENOST(formatDistance(partner.vzdalenostKm))}</span>
              ) : null}
              {partner.noviPacienti && partner.druhSubjektu !== 'KONTAKTNI_MISTO' ? (
                <span className={css({ fontSize: 'sm', color: 'primary.text' })}>{t.NOVI_PACIENTI}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      {pages > 1 ? <Pager strana={strana} pages={pages} onPage={onPage} /> : null}
    </>
  );
}

function Pager({ strana, pages, onPage }: { strana: number; pages: number; onPage: (strana: number) => void }) {
  return (
    <nav
      aria-label={t.STRANKOVANI}
      className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}
    >
      <button type="button" className={button({ variant: 'outline' })} disabled={strana <= 1} onClick={() => onPage(strana - 1)}>
        {t.PREDCHOZI}
      </button>
      <span aria-current="page">{t.STRANA(strana, pages)}</span>
      <button type="button" className={button({ variant: 'outline' })} disabled={strana >= pages} onClick={() => onPage(strana + 1)}>
        {t.DALSI}
      </button>
    </nav>
  );
}

/** A map that fails to load (its chunk, Leaflet) says so; the list stays. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className={cx(card(), mutedText)}>{t.MAPA_CHYBA}</p> : this.props.children;
  }
}
