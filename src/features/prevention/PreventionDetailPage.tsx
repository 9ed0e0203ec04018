/**
 * Detail prevence (/moje-zdravi/moje-prevence/{pojistenecId}/{kód}): one check-up or screening —
 * its state and traffic light, what it contains, how often, who does it, the legal source and every
 * visit known — and, for the person or a representative, 'Nahlásit absolvovanou prohlídku'
 * (ReportCheckUp.tsx, loaded lazily). The detail reads the list's query, so the
 * list and the detail change together after a report. A doctor only reads.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import type { PrevencePolozka, PreventionCode } from '../../../contract/prevention';
import { formatCrowns } from '../../../contract/format';
import { IconChevronLeft } from '../../components/icons';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { Spinner } from '../../components/ui/Spinner';
import { useApi } from '../../app';
import { useHealthPerson } from '../../app/person';
import { backLinkStyle } from '../../app/person-page';
import { formatDay, formatMomentTime } from '../../lib/display-dates';
import { preventionCareQuery, preventionQuery, reportedCheckUpQuery } from './api';
import { Row, rowsStyle, StateLine, StatusRows, visitKey } from './parts';
import { preventionTexts as t } from './texts';

// The report form carries the form layer and the date picker: loaded with the detail's content, not before it.
const ReportCheckUp = lazy(() => import('./ReportCheckUp'));

export function PreventionDetailPage({ pojistenecId, code }: { pojistenecId: string; code: string }) {
  const person = useHealthPerson();
  const api = useApi();
  const navigate = useNavigate();
  const query = useQuery(preventionQuery(api, pojistenecId));

  // Another person (or patient) chosen while the detail is open: back to that person's list.
  const shownFor = useRef(person.pojistenecId);
  useEffect(() => {
    const previous = shownFor.current;
    shownFor.current = person.pojistenecId;
    if (previous !== null && person.pojistenecId !== null && previous !== person.pojistenecId && person.pojistenecId !== pojistenecId) {
      void navigate({ to: '/moje-zdravi/moje-prevence/' });
    }
  }, [person.pojistenecId, pojistenecId, navigate]);

  return (
    <Page title={t.DETAIL}>
      {person.viewer === 'LEKAR' && person.name ? (
        <p className={css({ color: 'fg.muted', mt: '-3' })}>
          {t.PACIENT}: <strong className={css({ color: 'fg.default' })}>{person.name}</strong>
        </p>
      ) : null}
      <Link to="/moje-zdravi/moje-prevence/" className={backLinkStyle}>
        <IconChevronLeft size={20} />
        {t.ZPET}
      </Link>
      <QueryView query={query}>
        {(data) => {
          const item = data.seznamPrevenci.find((candidate) => candidate.id === code);
          if (!item) return <p className={cx(card(), css({ color: 'fg.muted' }))}>{t.NENALEZENO}</p>;
          return (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
              <PreventionItem item={item} pojistenecId={pojistenecId} />
              <PreventionCare pojistenecId={pojistenecId} code={item.id} />
              {person.readOnly ? null : (
                <Suspense fallback={<Spinner />}>
                  <ReportCheckUp pojistenecId={pojistenecId} code={item.id} />
                </Suspense>
              )}
            </div>
          );
        }}
      </QueryView>
    </Page>
  );
}

function PreventionItem({ item, pojistenecId }: { item: PrevencePolozka; pojistenecId: string }) {
  return (
    <article aria-labelledby="prevence-nazev" className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
      <h2 id="prevence-nazev" className={css({ textStyle: 'sectionTitle', color: 'fg.default' })}>
        {item.nazev}
      </h2>
      <StateLine item={item} />
      <StatusRows item={item}>
        <Row label={t.FREKVENCE}>{item.frekvence}</Row>
        <Row label={t.KDO}>{item.kdoProvadi}</Row>
        <Row label={t.OBSAH}>
          <ul className={css({ pl: '5', listStyle: 'disc' })}>
            {item.obsah.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Row>
        <Row label={t.ZAKLAD}>{item.pravniZaklad}</Row>
      </StatusRows>
      <h3 className={css({ fontWeight: 'bold', fontSize: 'md' })}>{t.HISTORIE}</h3>
      {item.historie.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{t.ZADNA_HISTORIE}</p>
      ) : (
        <ul aria-label={t.HISTORIE} className={css({ pl: '5', listStyle: 'disc' })}>
          {item.historie.map((visit) => (
            <li key={visitKey(visit)}>
              {formatDay(visit.datum)}
              {visit.poskytovatel ? `, ${visit.poskytovatel}` : ''} (
              {visit.zdroj === 'POJISTOVNA' ? t.ZDROJ_POJISTOVNA : t.ZDROJ_POJISTENEC})
              {visit.kontrolaId !== null ? <ReportedCheckUp pojistenecId={pojistenecId} id={visit.kontrolaId} /> : null}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/**
 * What the person reported about a visit (GET /prevenceKontrolaInfo/{id}): folded under the visit,
 * read only when unfolded — the history line already says when and where.
 */
function ReportedCheckUp({ pojistenecId, id }: { pojistenecId: string; id: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)} className={css({ mt: '1' })}>
      <summary className={css({ cursor: 'pointer', color: 'primary.text', fontWeight: 'semibold', width: 'fit-content' })}>
        {t.NAHLASENI_PODROBNOSTI}
      </summary>
      {open ? <ReportedCheckUpInfo pojistenecId={pojistenecId} id={id} /> : null}
    </details>
  );
}

function ReportedCheckUpInfo({ pojistenecId, id }: { pojistenecId: string; id: number }) {
  const api = useApi();
  const query = useQuery(reportedCheckUpQuery(api, pojistenecId, id));
  return (
    <QueryView query={query}>
      {(report) => (
        <dl className={cx(rowsStyle, css({ mt: '2' }))}>
          <Row label={t.DATUM}>{formatDay(report.datum)}</Row>
          <Row label={t.LEKAR}>{report.smluvniPartnerNazev}</Row>
          <Row label={t.POZNAMKA}>{report.poznamka ?? t.BEZ_POZNAMKY}</Row>
          <Row label={t.NAHLASENO_DNE}>{formatMomentTime(report.nahlaseno)}</Row>
        </dl>
      )}
    </QueryView>
  );
}

/** The care billed for this check-up (GET /cerpanaPecePrevence/{typPrevence}): who, when, what we paid. */
function PreventionCare({ pojistenecId, code }: { pojistenecId: string; code: PreventionCode }) {
  const api = useApi();
  const query = useQuery(preventionCareQuery(api, pojistenecId, code));
  return (
    <section aria-labelledby="prevence-pece" className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
      <h2 id="prevence-pece" className={css({ textStyle: 'sectionTitle', color: 'fg.default' })}>
        {t.VYKAZANA_PECE}
      </h2>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t.VYKAZANA_PECE_UVOD}</p>
      <QueryView query={query}>
        {(data) =>
          data.seznamPolozek.length === 0 ? (
            <p className={css({ color: 'fg.muted' })}>{t.ZADNA_PECE}</p>
          ) : (
            <ul
              aria-label={t.VYKAZANA_PECE}
              className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: 0, m: 0 })}
            >
              {data.seznamPolozek.map((visit) => (
                <li
                  key={visit.id}
                  className={css({ borderTopWidth: '1px', borderColor: 'border.subtle', pt: '2', overflowWrap: 'anywhere' })}
                >
                  <p className={css({ fontWeight: 'semibold' })}>
                    <time dateTime={visit.datumOd.slice(0, 10)}>{formatDay(visit.datumOd)}</time> · {visit.nazev}
                  </p>
                  <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                    {visit.odbornostNazev} · {t.UHRAZENO(formatCrowns(visit.sumaKc))}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
