/**
 * Moje prevence (/moje-zdravi/moje-prevence/): the check-ups and screenings the person is entitled
 * to by age and sex (computed on the server, docs/prevention-rules.md), each with its traffic
 * light, state, next date, what is missing, and — opened — what it contains, how often, who does
 * it, the legal source and every visit known. The doctor reads a patient's list (read-only).
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { trafficLightLabels, type TrafficLight } from '../../../contract/enums';
import { preventionSectionLabels, preventionSections, type PrevencePolozka } from '../../../contract/prevention';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { WithHealthPerson, type PersonWithId } from '../../app/person-page';
import { formatDay } from '../../lib/display-dates';
import { preventionQuery } from './api';

const texts = {
  NADPIS: 'Moje prevence',
  PACIENT: 'Pacient',
  UVOD: (vek: number) => `Prohlídky a screeningy, na které máte nárok ve věku ${vek} let podle platných předpisů.`,
  ZADNE: 'V tomto věku nemáte nárok na žádnou preventivní prohlídku ani screening.',
  SEMAFOR: 'Semafor',
  DALSI_TERMIN: 'Další termín od',
  POSLEDNI: 'Naposledy',
  CO_CHYBI: 'Co chybí',
  FREKVENCE: 'Jak často',
  OBSAH: 'Co obsahuje',
  KDO: 'Kdo provádí',
  ZAKLAD: 'Právní základ',
  HISTORIE: 'Historie',
  PODROBNOSTI: 'Podrobnosti',
  ZDROJ_POJISTOVNA: 'vykázal lékař',
  ZDROJ_POJISTENEC: 'zadali jste sami',
} as const;

const lightClasses: Record<TrafficLight, string> = {
  CERVENA: css({ bg: 'red.700' }),
  ZLUTA: css({ bg: 'amber.400' }),
  ZELENA: css({ bg: 'green.700' }),
  NESPECIFIKOVANO: css({ bg: 'grey.400' }),
};

export function PreventionPage() {
  return (
    <WithHealthPerson title={texts.NADPIS}>{(person) => <PreventionScreen key={person.pojistenecId} person={person} />}</WithHealthPerson>
  );
}

function PreventionScreen({ person }: { person: PersonWithId }) {
  const api = useApi();
  const query = useQuery(preventionQuery(api, person.pojistenecId));
  return (
    <Page title={texts.NADPIS}>
      {person.viewer === 'LEKAR' && person.name ? (
        <p className={css({ color: 'fg.muted' })}>
          {texts.PACIENT}: <strong className={css({ color: 'fg.default' })}>{person.name}</strong>
        </p>
      ) : null}
      <QueryView query={query}>
        {(data) =>
          data.seznamPrevenci.length === 0 ? (
            <p className={cx(card(), css({ color: 'fg.muted' }))}>{texts.ZADNE}</p>
          ) : (
            <>
              <p className={css({ color: 'fg.muted' })}>{texts.UVOD(data.vek)}</p>
              {preventionSections.map((section) => {
                const items = data.seznamPrevenci.filter((item) => item.sekce === section);
                if (items.length === 0) return null;
                return (
                  <section
                    key={section}
                    aria-labelledby={`prevence-${section}`}
                    className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
                  >
                    <h2 id={`prevence-${section}`} className={css({ textStyle: 'sectionTitle', color: 'fg.default' })}>
                      {preventionSectionLabels[section]}
                    </h2>
                    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
                      {items.map((item) => (
                        <li key={item.id}>
                          <PreventionCard item={item} />
                        </li>
                      ))}
                    </ul>
                  </section>
                );
              })}
            </>
          )
        }
      </QueryView>
    </Page>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css({ display: 'contents' })}>
      <dt className={css({ color: 'fg.muted' })}>{label}</dt>
      <dd className={css({ m: '0', mb: { base: '2', sm: '0' }, overflowWrap: 'anywhere' })}>{children}</dd>
    </div>
  );
}

const rowsStyle = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '4', rowGap: '1' });

function PreventionCard({ item }: { item: PrevencePolozka }) {
  const headingId = `prevence-${item.id}`;
  return (
    <article aria-labelledby={headingId} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}>
      <h3 id={headingId} className={css({ fontWeight: 'bold', fontSize: 'md' })}>
        {item.nazev}
      </h3>
      <p className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <span
          aria-hidden="true"
          className={cx(css({ display: 'inline-block', w: '3', h: '3', borderRadius: 'full', flexShrink: 0 }), lightClasses[item.semafor])}
        />
        <span>
          <span className={css({ srOnly: true })}>
            {texts.SEMAFOR}: {trafficLightLabels[item.semafor]}.{' '}
          </span>
          <strong>{item.stavPopis}</strong>
        </span>
      </p>
      <dl className={rowsStyle}>
        {item.dalsiTermin ? <Row label={texts.DALSI_TERMIN}>{formatDay(item.dalsiTermin)}</Row> : null}
        {item.posledniNavsteva ? <Row label={texts.POSLEDNI}>{formatDay(item.posledniNavsteva.datum)}</Row> : null}
        {item.coChybi ? <Row label={texts.CO_CHYBI}>{item.coChybi}</Row> : null}
      </dl>
      <details>
        <summary className={css({ cursor: 'pointer', fontWeight: 'semibold', py: '2.5', color: 'primary.text' })}>
          {texts.PODROBNOSTI}
        </summary>
        <dl className={rowsStyle}>
          <Row label={texts.FREKVENCE}>{item.frekvence}</Row>
          <Row label={texts.KDO}>{item.kdoProvadi}</Row>
          <Row label={texts.OBSAH}>
            <ul className={css({ pl: '5', listStyle: 'disc' })}>
              {item.obsah.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Row>
          <Row label={texts.ZAKLAD}>{item.pravniZaklad}</Row>
          {item.historie.length > 0 ? (
            <Row label={texts.HISTORIE}>
              <ul className={css({ pl: '5', listStyle: 'disc' })}>
                {item.historie.map((visit) => (
                  <li key={`${visit.datum}-${visit.zdroj}-${visit.pripadId ?? visit.kontrolaId ?? ''}`}>
                    {formatDay(visit.datum)}
                    {visit.poskytovatel ? `, ${visit.poskytovatel}` : ''} (
                    {visit.zdroj === 'POJISTOVNA' ? texts.ZDROJ_POJISTOVNA : texts.ZDROJ_POJISTENEC})
                  </li>
                ))}
              </ul>
            </Row>
          ) : null}
        </dl>
      </details>
    </article>
  );
}
