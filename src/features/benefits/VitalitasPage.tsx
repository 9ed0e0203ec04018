/**
 * Vitalitas (/pojistne/vitalitas/ and the one programme screen shared by cestovni-pojisteni,
 * program-zvonek, program-gina and program-gina-plus, document 1): the partner insurer's travel and
 * accident insurance. For every represented person at once: eligible or not and why, what is in
 * force and until when, the price, and an application that appears in 'Moje žádosti'.
 */
import { fullName } from '../../../contract/person';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import {
  travelZoneLabels,
  travelZones,
  vitalitasFamilyPrice,
  vitalitasPrihlaskaSchema,
  vitalitasRodinaPrihlaskaSchema,
  type TravelZone,
  type VitalitasOdpoved,
  type VitalitasPojistenec,
} from '../../../contract/vitalitas-programmes';
import type { DocumentCode } from '../../../contract/enums';
import { czechCount, formatCrowns } from '../../../contract/format';
import {
  Checkbox,
  ContractFormRoot,
  FieldError,
  DatePicker,
  FormErrorSummary,
  FormField,
  NativeSelect,
  SubmitButton,
  useContractForm,
} from '../../components/form';
import { cardListStyle, linkCardStyle } from '../../components/link-card';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { notify } from '../../components/ui/toaster';
import { useApi, useRepresentedPerson } from '../../app';
import { formatDay } from '../../lib/display-dates';
import { joinVitalitas, joinVitalitasFamily, vitalitasQuery, vitalitasQueryKey } from './api';

const t = {
  PREHLED: 'Úrazové a cestovní pojištění Vitalitas',
  PREHLED_UVOD: 'Cestovní a úrazové pojištění partnerské pojišťovny za zvýhodněnou cenu pro naše pojištěnce a jejich děti.',
  KRYTI: 'Co pojištění kryje',
  PODMINKY: 'Podmínky',
  CENA: 'Cena',
  CENA_ROCNI: (castka: string) => `${castka} ročně`,
  CENA_DENNI: (dospely: string, dite: string) => `dospělí ${dospely}, děti do 18 let ${dite} za den`,
  OSOBY: 'Vaše zastupované osoby',
  NAROK: 'Má nárok',
  BEZ_NAROKU: 'Nemá nárok',
  SJEDNANO: (od: string, doDne: string) => `Sjednáno od ${od} do ${doDne}`,
  PRIHLASIT_DO: (datum: string) => `Přihlásit lze do ${datum}.`,
  ZDARMA: 'První rok je zdarma.',
  PRIHLASKA: 'Přihláška',
  OD: 'Začátek pojištění',
  DO: 'Konec cesty',
  UZEMI: 'Území',
  ODESLAT: 'Odeslat přihlášku',
  ODESLANO: (jmeno: string) => `Přihláška pro ${jmeno} byla odeslána. Najdete ji v části Moje žádosti.`,
  ZOBRAZIT: 'Zobrazit program',
  MOJE_ZADOSTI: 'Moje žádosti',
  HISTORIE: 'Dřívější pojištění',
  RODINA: 'Přihláška na cestu',
  RODINA_UVOD: 'Zaškrtněte všechny, kdo pojedou. Každý dostane vlastní přihlášku, odešlete je najednou.',
  KDO: 'Kdo pojede',
  OD_CESTA: 'Začátek cesty',
  CENA_OSOBY: (castka: string) => `${castka} za cestu`,
  CENA_CELKEM: 'Cena celkem',
  CENA_ZADEJTE: 'Cenu spočítáme, až zadáte začátek a konec cesty.',
  ODESLANO_RODINA: (osoby: string, castka: string) =>
    `Přihláška cestovního pojištění pro ${osoby} byla odeslána (celkem ${castka}). Najdete ji v části Moje žádosti.`,
} as const;

/** The programme of each path (the overview lists them all). */
export const vitalitasPrograms: ReadonlyArray<{ typ: DocumentCode; to: string }> = [
  { typ: 'CP', to: '/pojistne/vitalitas/cestovni-pojisteni/' },
  { typ: 'ZV', to: '/pojistne/vitalitas/program-zvonek/' },
  { typ: 'GI', to: '/pojistne/vitalitas/program-gina/' },
  { typ: 'GI2', to: '/pojistne/vitalitas/program-gina-plus/' },
];

const programNames: Record<DocumentCode, string> = {
  CP: 'Cestovní pojištění',
  ZV: 'Program ZVONEK',
  GI: 'Program GINA',
  GI2: 'Program GINA+',
};

export function VitalitasOverviewPage() {
  return (
    <Page title={t.PREHLED}>
      <p className={css({ color: 'fg.muted' })}>{t.PREHLED_UVOD}</p>
      <ul className={cardListStyle}>
        {vitalitasPrograms.map((program) => (
          <li key={program.typ}>
            <Link to={program.to} className={cx(linkCardStyle, css({ fontWeight: 'bold', color: 'primary.text' }))}>
              {programNames[program.typ]}
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}

export function VitalitasProgramPage({ typ }: { typ: DocumentCode }) {
  const api = useApi();
  const { persons } = useRepresentedPerson();
  const ids = persons.map((person) => String(person.pojistenecId));
  const query = useQuery(vitalitasQuery(api, typ, ids));
  return (
    <Page title={programNames[typ]}>
      <QueryView query={query}>{(data) => <Program data={data} />}</QueryView>
    </Page>
  );
}

function Program({ data }: { data: VitalitasOdpoved }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <p>{data.popis}</p>
      <section aria-labelledby="vitalitas-cena" className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}>
        <h2 id="vitalitas-cena" className={css({ textStyle: 'sectionTitle' })}>
          {t.CENA}
        </h2>
        <p>
          {data.cenaRocni !== null
            ? t.CENA_ROCNI(formatCrowns(data.cenaRocni))
            : data.cenaDenni
              ? travelZones
                  .map(
                    (zone) =>
                      `${travelZoneLabels[zone]}: ${t.CENA_DENNI(formatCrowns(data.cenaDenni!.dospely[zone]), formatCrowns(data.cenaDenni!.dite[zone]))}`,
                  )
                  .join('; ')
              : ''}
        </p>
        <h2 className={css({ textStyle: 'sectionTitle', mt: '2' })}>{t.KRYTI}</h2>
        <ul className={css({ pl: '5', listStyle: 'disc' })}>
          {data.kryti.map((item) => (
            <li key={item.nazev}>
              {item.nazev}
              {item.castka !== null ? `: ${formatCrowns(item.castka)}` : ''}
              {item.popis ? ` (${item.popis})` : ''}
            </li>
          ))}
        </ul>
        <h2 className={css({ textStyle: 'sectionTitle', mt: '2' })}>{t.PODMINKY}</h2>
        <ul className={css({ pl: '5', listStyle: 'disc' })}>
          {data.podminky.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="vitalitas-osoby" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h2 id="vitalitas-osoby" className={css({ textStyle: 'sectionTitle' })}>
          {t.OSOBY}
        </h2>
        <ul className={cardListStyle}>
          {data.seznamPojistencu.map((person) => (
            <li key={person.pojistenecId}>
              <PersonCard person={person} typ={data.pojisteniTyp} />
            </li>
          ))}
        </ul>
      </section>
      {data.pojisteniTyp === 'CP' ? <FamilyTravelForm persons={data.seznamPojistencu.filter((person) => person.lzePrihlasit)} /> : null}
    </div>
  );
}

function PersonCard({ person, typ }: { person: VitalitasPojistenec; typ: DocumentCode }) {
  const name = fullName(person);
  const headingId = `vitalitas-${person.pojistenecId}`;
  return (
    <section aria-labelledby={headingId} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}>
      <h3 id={headingId} className={css({ fontWeight: 'bold', fontSize: 'md' })}>
        {name}
      </h3>
      <p className={css({ fontWeight: 'semibold', color: person.narok ? 'primary.text' : 'fg.muted' })}>
        {person.narok ? t.NAROK : t.BEZ_NAROKU}
      </p>
      {person.aktivni ? <p>{t.SJEDNANO(formatDay(person.aktivni.datumOd), formatDay(person.aktivni.datumDo))}</p> : null}
      {person.duvod ? <p className={css({ color: 'fg.muted' })}>{person.duvod}</p> : null}
      {person.lzePrihlasit && typ !== 'CP' ? (
        <>
          {person.prihlasitDo ? <p className={css({ color: 'fg.muted' })}>{t.PRIHLASIT_DO(formatDay(person.prihlasitDo))}</p> : null}
          {person.prvniRokZdarma ? <p className={css({ fontWeight: 'semibold' })}>{t.ZDARMA}</p> : null}
          <JoinForm pojistenecId={String(person.pojistenecId)} name={name} typ={typ} />
        </>
      ) : null}
    </section>
  );
}

function JoinForm({ pojistenecId, name, typ }: { pojistenecId: string; name: string; typ: DocumentCode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  // One key per application: a resend after a lost answer is recognised by the server.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const travel = typ === 'CP';
  const form = useContractForm({
    schema: vitalitasPrihlaskaSchema,
    defaultValues: { pojisteniTyp: typ, datumOd: '', datumDo: '', uzemi: travel ? 'EVROPA' : '', idempotencniKlic: key },
    onSubmit: async (value) => {
      await joinVitalitas(api, pojistenecId, { ...value, idempotencniKlic: key });
      notify.success(t.ODESLANO(name));
      setKey(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: vitalitasQueryKey(typ) });
      await queryClient.invalidateQueries({ queryKey: ['poj', pojistenecId, 'mojeZadosti'] });
    },
  });
  return (
    <ContractFormRoot
      form={form}
      aria-label={`${t.PRIHLASKA} – ${name}`}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <FormField form={form} name="datumOd">
        {(field) => <DatePicker {...field} label={t.OD} />}
      </FormField>
      {travel ? (
        <>
          <FormField form={form} name="datumDo">
            {(field) => <DatePicker {...field} label={t.DO} />}
          </FormField>
          <FormField form={form} name="uzemi">
            {(field) => (
              <NativeSelect
                {...field}
                label={t.UZEMI}
                placeholder={false}
                options={travelZones.map((zone) => ({ value: zone, label: travelZoneLabels[zone] }))}
              />
            )}
          </FormField>
        </>
      ) : null}
      <FormErrorSummary form={form} />
      <div>
        <SubmitButton form={form}>{t.ODESLAT}</SubmitButton>
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <Link to="/komunikace/moje-zadosti" className={button({ variant: 'link' })}>
          {t.MOJE_ZADOSTI}
        </Link>
      </p>
    </ContractFormRoot>
  );
}

/**
 * Travel insurance for a family trip (issue 37): one form with a checkbox per represented person who
 * may take it (the person whose data is shown is ticked), the trip and the zone once, each ticked
 * person's price and the total by the contract's price function, and one send — the server prices
 * it again and stores an application per person, all or none.
 */
function FamilyTravelForm({ persons }: { persons: VitalitasPojistenec[] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { current } = useRepresentedPerson();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const idOf = (person: VitalitasPojistenec) => String(person.pojistenecId);
  const ticked = persons.filter((person) => idOf(person) === String(current?.pojistenecId ?? '')).map(idOf);
  const form = useContractForm({
    schema: vitalitasRodinaPrihlaskaSchema,
    defaultValues: {
      seznamPojistenecId: ticked.length > 0 ? ticked : persons.length === 1 ? [idOf(persons[0])] : [],
      datumOd: '',
      datumDo: '',
      uzemi: 'EVROPA' as string,
      idempotencniKlic: key,
    },
    onSubmit: async (value) => {
      const answer = await joinVitalitasFamily(api, { ...value, idempotencniKlic: key });
      const count = answer.seznamSjednani.length;
      notify.success(t.ODESLANO_RODINA(czechCount(count, 'osobu', 'osoby', 'osob'), formatCrowns(answer.cenaCelkem)));
      setKey(crypto.randomUUID());
      form.api.reset();
      await queryClient.invalidateQueries({ queryKey: vitalitasQueryKey('CP') });
      await Promise.all(
        answer.seznamSjednani.map((item) => queryClient.invalidateQueries({ queryKey: ['poj', String(item.pojistenecId), 'mojeZadosti'] })),
      );
    },
  });
  if (persons.length === 0) return null;
  return (
    <section aria-labelledby="vitalitas-rodina" className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
      <h2 id="vitalitas-rodina" className={css({ textStyle: 'sectionTitle' })}>
        {t.RODINA}
      </h2>
      <p className={css({ color: 'fg.muted' })}>{t.RODINA_UVOD}</p>
      <ContractFormRoot
        form={form}
        aria-labelledby="vitalitas-rodina"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        <form.api.Subscribe selector={(state) => state.values}>
          {(values) => {
            const period = { datumOd: values.datumOd, datumDo: values.datumDo };
            const chosen = persons.filter((person) => values.seznamPojistenecId.includes(idOf(person)));
            const price = vitalitasFamilyPrice(
              chosen.map((person) => ({ pojistenecId: idOf(person), narozen: person.narozen })),
              period,
              (values.uzemi || 'EVROPA') as TravelZone,
            );
            const priced = price.celkem > 0;
            return (
              <>
                <FormField form={form} name="seznamPojistenecId">
                  {(field) => (
                    <fieldset
                      data-field-invalid={field.error.length ? '' : undefined}
                      aria-describedby={field.error.length ? `${field.id}-chyby` : undefined}
                      className={css({ display: 'flex', flexDirection: 'column', gap: '1', border: 'none', p: '0', m: '0' })}
                    >
                      <legend className={css({ fontWeight: 'semibold', mb: '1' })}>{t.KDO}</legend>
                      {persons.map((person) => {
                        const id = idOf(person);
                        const own = price.osoby.find((item) => item.pojistenecId === id);
                        return (
                          <Checkbox
                            key={id}
                            name={`${field.name}-${id}`}
                            label={own && priced ? `${fullName(person)} – ${t.CENA_OSOBY(formatCrowns(own.cena))}` : fullName(person)}
                            checked={field.value.includes(id)}
                            disabled={field.disabled}
                            onBlur={field.onBlur}
                            onChange={(checked) =>
                              field.onChange(
                                checked
                                  ? persons.map(idOf).filter((item) => item === id || field.value.includes(item))
                                  : field.value.filter((item) => item !== id),
                              )
                            }
                          />
                        );
                      })}
                      <FieldError id={`${field.id}-chyby`} errors={field.error} />
                    </fieldset>
                  )}
                </FormField>
                <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr 1fr' } })}>
                  <FormField form={form} name="datumOd">
                    {(field) => <DatePicker {...field} label={t.OD_CESTA} />}
                  </FormField>
                  <FormField form={form} name="datumDo">
                    {(field) => <DatePicker {...field} label={t.DO} min={values.datumOd || undefined} />}
                  </FormField>
                  <FormField form={form} name="uzemi">
                    {(field) => (
                      <NativeSelect
                        {...field}
                        label={t.UZEMI}
                        placeholder={false}
                        options={travelZones.map((zone) => ({ value: zone, label: travelZoneLabels[zone] }))}
                      />
                    )}
                  </FormField>
                </div>
                <p aria-live="polite" className={css({ fontSize: 'lg' })}>
                  {priced ? (
                    <>
                      {t.CENA_CELKEM}: <strong>{formatCrowns(price.celkem)}</strong>
                    </>
                  ) : (
                    <span className={css({ color: 'fg.muted', fontSize: 'md' })}>{t.CENA_ZADEJTE}</span>
                  )}
                </p>
              </>
            );
          }}
        </form.api.Subscribe>
        <FormErrorSummary form={form} />
        <div>
          <SubmitButton form={form}>{t.ODESLAT}</SubmitButton>
        </div>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Link to="/komunikace/moje-zadosti" className={button({ variant: 'link' })}>
            {t.MOJE_ZADOSTI}
          </Link>
        </p>
      </ContractFormRoot>
    </section>
  );
}
