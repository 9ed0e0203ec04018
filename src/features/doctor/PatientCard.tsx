/**
 * The doctor's patient card (issue 37): what the patient was promised a doctor sees
 * (contract/doctor-card.ts `doctorSections`) — the shared health pages as links, and Léky,
 * Laboratorní výsledky, Prevence and Čerpaná péče as sections in the doctor's wording
 * ('Pacientka užívá …'). Each section is read only when opened: every read is one audited row
 * the patient sees in 'Kdo viděl moje údaje'. Lab results need the patient's consent; without it
 * the server refuses and the section says why.
 */
import { useId, useState, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { doctorSectionName, patientWording as w, type DoctorSection } from '../../../contract/doctor-card';
import { formatDateCz, formatNumber } from '../../../contract/format';
import { IconChevronDown } from '../../components/icons';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { patientCareQuery, patientLabQuery, patientMedicinesQuery, patientPreventionQuery } from './api';
import { doctorTexts as t } from './texts';

type Sex = 'Z' | 'M';
const muted = css({ color: 'fg.muted' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' });

export function PatientCardSections({ pojistenecId }: { pojistenecId: string }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <Section kod="LEKY">
        <Medicines pojistenecId={pojistenecId} />
      </Section>
      <Section kod="LABORATORNI_VYSLEDKY">
        <LabResults pojistenecId={pojistenecId} />
      </Section>
      <Section kod="PREVENCE">
        <Prevention pojistenecId={pojistenecId} />
      </Section>
      <Section kod="CERPANA_PECE">
        <Care pojistenecId={pojistenecId} />
      </Section>
    </div>
  );
}

/** A section that reads its data only once opened. */
function Section({ kod, children }: { kod: DoctorSection; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-nadpis`} className={cx(card({ tone: 'plain' }), css({ p: '0!', overflow: 'hidden' }))}>
      <h3 id={`${id}-nadpis`} className={css({ m: '0' })}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-obsah`}
          onClick={() => setOpen((value) => !value)}
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            w: 'full',
            minH: 'touch',
            px: '4',
            py: '2',
            fontWeight: 'bold',
            color: 'primary.text',
            textAlign: 'left',
            cursor: 'pointer',
            _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '-3px' },
            '& svg': { transition: 'transform 0.2s' },
            '&[aria-expanded=true] svg': { transform: 'rotate(180deg)' },
          })}
        >
          {doctorSectionName(kod)}
          <IconChevronDown size={20} />
        </button>
      </h3>
      <div id={`${id}-obsah`} hidden={!open} className={css({ px: '4', pb: '4' })}>
        {open ? children : null}
      </div>
    </section>
  );
}

function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  return (
    <QueryView query={query} small label={t.NACITANI}>
      {children}
    </QueryView>
  );
}

const day = (iso: string | null) => (iso ? formatDateCz(iso) : '');

function Medicines({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(patientMedicinesQuery(api, pojistenecId));
  return (
    <Loaded query={query}>
      {(data) => {
        const current = data.seznamLeku.filter((m) => m.aktualni);
        const past = data.seznamLeku.filter((m) => !m.aktualni);
        const describe = (m: (typeof data.seznamLeku)[number]) =>
          `${m.nazev} ${m.doplnek}`.trim() + (m.davkovani ? `, ${m.davkovani}` : '') + ` (${m.ucinnaLatka})`;
        return (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            {current.length === 0 ? <p>{w.ZADNE_LEKY(data.pohlavi)}</p> : null}
            <ul className={list}>
              {current.map((m) => (
                <li key={`${m.nazev}-${m.od}`}>
                  {w.UZIVA(data.pohlavi, describe(m))}{' '}
                  <span className={muted}>
                    {m.predepsal ? t.PREDEPSAL(m.predepsal, day(m.od)) : t.ZADAL_PACIENT(data.pohlavi, day(m.od))}
                  </span>
                </li>
              ))}
            </ul>
            {data.upozorneni.length > 0 ? (
              <div>
                <h4 className={css({ fontWeight: 'semibold' })}>{t.UPOZORNENI}</h4>
                <ul className={list}>
                  {data.upozorneni.map((u) => (
                    <li key={u.nazev}>
                      <strong>{u.nazev}:</strong> {u.popis}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {past.length > 0 ? (
              <div>
                <h4 className={css({ fontWeight: 'semibold' })}>{t.DRIVE}</h4>
                <ul className={list}>
                  {past.map((m) => (
                    <li key={`${m.nazev}-${m.od}`} className={muted}>
                      {w.UZIVALA(data.pohlavi, describe(m), day(m.do))}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        );
      }}
    </Loaded>
  );
}

function LabResults({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(patientLabQuery(api, pojistenecId));
  return (
    <Loaded query={query}>
      {(data) =>
        data.seznamVysledku.length === 0 ? (
          <p>{w.ZADNE_VYSLEDKY(data.pohlavi)}</p>
        ) : (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            {data.seznamVysledku.map((r) => (
              <table
                key={r.id}
                className={css({
                  w: 'full',
                  tableLayout: 'fixed',
                  borderCollapse: 'collapse',
                  overflowWrap: 'break-word',
                  '& th, & td': { textAlign: 'left', py: '1', pr: '3', verticalAlign: 'top' },
                })}
              >
                <caption className={css({ textAlign: 'left', fontWeight: 'semibold', pb: '1' })}>
                  {r.nazev}, {day(r.datum)} <span className={cx(muted, css({ fontWeight: 'normal' }))}>({r.laborator})</span>
                </caption>
                <colgroup>
                  <col className={css({ w: '42%' })} />
                  <col className={css({ w: '33%' })} />
                  <col className={css({ w: '25%' })} />
                </colgroup>
                <thead className={css({ srOnly: true })}>
                  <tr>
                    <th scope="col">{t.UKAZATEL}</th>
                    <th scope="col">{t.HODNOTA}</th>
                    <th scope="col">{t.ROZMEZI}</th>
                  </tr>
                </thead>
                <tbody>
                  {r.hodnoty.map((h) => (
                    <tr key={h.nazev}>
                      <th scope="row" className={css({ fontWeight: 'normal' })}>
                        {h.nazev}
                      </th>
                      <td className={css({ fontWeight: h.priznak ? 'bold' : 'normal' })}>
                        <span>
                          {formatNumber(h.hodnota)} {h.jednotka}
                        </span>
                        {h.priznak ? (
                          <span className={css({ display: 'block' })}>{h.priznak === 'VYSOKA' ? t.VYSOKA : t.NIZKA}</span>
                        ) : null}
                      </td>
                      <td className={muted}>{rangeText(h.referenceOd, h.referenceDo)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        )
      }
    </Loaded>
  );
}

const rangeText = (from: number | null, to: number | null) =>
  from !== null && to !== null
    ? `${formatNumber(from)}–${formatNumber(to)}`
    : from !== null
      ? `od ${formatNumber(from)}`
      : to !== null
        ? `do ${formatNumber(to)}`
        : '';

function Prevention({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(patientPreventionQuery(api, pojistenecId));
  return (
    <Loaded query={query}>
      {(data) =>
        data.seznamPrevenci.length === 0 ? (
          <p>{w.ZADNA_PREVENCE(data.pohlavi)}</p>
        ) : (
          <ul className={list}>
            {data.seznamPrevenci.map((p) => (
              <li key={p.nazev}>
                <strong>{p.nazev}:</strong> {p.stavPopis}.{' '}
                {p.posledni ? t.NAPOSLEDY(data.pohlavi as Sex, day(p.posledni), p.poskytovatel) : t.NIKDY(data.pohlavi as Sex)}
                {p.dalsiTermin ? ` ${t.DALSI_OD(day(p.dalsiTermin))}` : ''}
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}

function Care({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(patientCareQuery(api, pojistenecId));
  return (
    <Loaded query={query}>
      {(data) =>
        data.seznamNavstev.length === 0 ? (
          <p>{w.ZADNA_PECE(data.pohlavi)}</p>
        ) : (
          <ul className={list}>
            {data.seznamNavstev.map((v, index) => (
              <li key={`${v.datum}-${index}`}>
                {w.NAVSTIVIL(data.pohlavi, v.poskytovatel, day(v.datum))}{' '}
                <span className={muted}>({[v.odbornost, v.diagnoza ? t.DIAGNOZA(v.diagnoza) : null].filter(Boolean).join(', ')})</span>
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}
