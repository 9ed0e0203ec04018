/**
 * Moji lékaři (/moje-zdravi/moji-lekari/) and a doctor's detail (/{pojistenecId}/{id}): the
 * registering GP (for children the paediatrician), dentist, gynaecologist and the specialists seen
 * in the last two years, with contacts, opening hours and the last visit (GET /mojiLekari).
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { type MujLekar } from '../../../contract/partners';
import { doctorRoleLabels } from '../../../contract/enums';
import { cardListStyle, linkCardStyle } from '../../components/link-card';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { WithInsuredPerson } from '../../app/person-page';
import { formatDay } from '../../lib/display-dates';
import { myDoctorsQuery } from './api';
import { addressLine, contactRows, InfoRows, linkStyle, OpeningHours } from './parts';
import { careNetworkTexts as t } from './texts';

export function MyDoctorsPage() {
  return (
    <WithInsuredPerson title={t.MOJI_LEKARI}>
      {(pojistenecId) => <MyDoctors key={pojistenecId} pojistenecId={pojistenecId} />}
    </WithInsuredPerson>
  );
}

function MyDoctors({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(myDoctorsQuery(api, pojistenecId));
  return (
    <Page title={t.MOJI_LEKARI}>
      <p className={css({ color: 'fg.muted' })}>{t.MOJI_LEKARI_UVOD}</p>
      <QueryView query={query}>
        {(data) =>
          data.seznamLekaru.length === 0 ? (
            <p className={cx(card(), css({ color: 'fg.muted' }))}>{t.ZADNI_LEKARI}</p>
          ) : (
            <ul className={cardListStyle}>
              {data.seznamLekaru.map((doctor) => (
                <li key={`${doctor.role}-${doctor.id}`}>
                  <Link
                    to="/moje-zdravi/moji-lekari/$pojistenecId/$id"
                    params={{ pojistenecId, id: String(doctor.id) }}
                    className={linkCardStyle}
                  >
                    <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{doctorRoleLabels[doctor.role]}</span>
                    <span className={css({ fontWeight: 'bold', color: 'primary.text' })}>{doctor.lekar ?? doctor.nazev}</span>
                    {doctor.lekar ? <span>{doctor.nazev}</span> : null}
                    <span className={css({ color: 'fg.muted' })}>{addressLine(doctor.adresa)}</span>
                    <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                      {doctor.registraceOd
                        ? t.REGISTRACE_OD(formatDay(doctor.registraceOd))
                        : doctor.posledniNavsteva
                          ? `${t.POSLEDNI_NAVSTEVA}: ${formatDay(doctor.posledniNavsteva)}`
                          : doctor.odbornost.nazev}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </Page>
  );
}

export function DoctorDetailPage({ pojistenecId, id }: { pojistenecId: string; id: string }) {
  const api = useApi();
  const query = useQuery(myDoctorsQuery(api, pojistenecId));
  const doctor = query.data?.seznamLekaru.find((item) => String(item.id) === id);
  return (
    <Page title={doctor ? (doctor.lekar ?? doctor.nazev) : t.DETAIL_LEKARE}>
      <Link to="/moje-zdravi/moji-lekari" className={linkStyle}>
        {t.ZPET_NA_LEKARE}
      </Link>
      <QueryView query={query}>
        {() => (doctor ? <DoctorCard doctor={doctor} /> : <p className={cx(card(), css({ color: 'fg.muted' }))}>{t.LEKAR_NENALEZEN}</p>)}
      </QueryView>
    </Page>
  );
}

function DoctorCard({ doctor }: { doctor: MujLekar }) {
  const rows: Array<[string, ReactNode]> = [
    [t.ODBORNOST, `${doctorRoleLabels[doctor.role]} · ${doctor.odbornost.nazev}`],
    ...(doctor.lekar ? [[t.LEKAR, doctor.lekar] as [string, ReactNode]] : []),
    [t.ADRESA, `${doctor.nazev}, ${addressLine(doctor.adresa)}`],
    ...contactRows(doctor),
    ...(doctor.registraceOd ? [['Registrace', t.REGISTRACE_OD(formatDay(doctor.registraceOd))] as [string, ReactNode]] : []),
    ...(doctor.posledniNavsteva ? [[t.POSLEDNI_NAVSTEVA, formatDay(doctor.posledniNavsteva)] as [string, ReactNode]] : []),
  ];
  return (
    <div className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}>
      <InfoRows rows={rows} />
      <OpeningHours hours={doctor.ordinacniHodiny} />
      <Link to="/moje-zdravi/detail/$druh/$id" params={{ druh: doctor.druhSubjektu, id: String(doctor.id) }} className={linkStyle}>
        {t.ZOBRAZIT_POSKYTOVATELE}
      </Link>
    </div>
  );
}
