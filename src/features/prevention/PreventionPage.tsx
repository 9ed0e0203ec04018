/**
 * Moje prevence (/moje-zdravi/moje-prevence/): the check-ups and screenings the person is entitled
 * to by age and sex (computed on the server, docs/prevention-rules.md), each with its traffic
 * light, state, next date and what is missing; 'Podrobnosti' opens the detail (what it contains, how
 * often, who does it, the legal source, every visit known, reporting a visit). The doctor reads a
 * patient's list (read-only).
 */
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { type PrevencePolozka } from '../../../contract/prevention';
import { preventionSectionLabels, preventionSections } from '../../../contract/enums';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { healthPageTitle, WithHealthPerson, type PersonWithId } from '../../app/person-page';
import { preventionQuery } from './api';
import { StateLine, StatusRows } from './parts';
import { preventionTexts as texts } from './texts';

export function PreventionPage() {
  return (
    <WithHealthPerson title={texts.NADPIS}>{(person) => <PreventionScreen key={person.pojistenecId} person={person} />}</WithHealthPerson>
  );
}

function PreventionScreen({ person }: { person: PersonWithId }) {
  const api = useApi();
  const query = useQuery(preventionQuery(api, person.pojistenecId));
  return (
    <Page title={healthPageTitle(texts.NADPIS, person)}>
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
                          <PreventionCard item={item} pojistenecId={person.pojistenecId} />
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

function PreventionCard({ item, pojistenecId }: { item: PrevencePolozka; pojistenecId: string }) {
  const headingId = `prevence-${item.id}`;
  return (
    <article aria-labelledby={headingId} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}>
      <h3 id={headingId} className={css({ fontWeight: 'bold', fontSize: 'md' })}>
        {item.nazev}
      </h3>
      <StateLine item={item} />
      <StatusRows item={item} />
      <Link
        to="/moje-zdravi/moje-prevence/$pojistenecId/$id"
        params={{ pojistenecId, id: item.id }}
        aria-label={texts.PODROBNOSTI_K(item.nazev)}
        className={css({ alignSelf: 'flex-start', fontWeight: 'semibold', color: 'primary.text', py: '2.5', textDecoration: 'underline' })}
      >
        {texts.PODROBNOSTI}
      </Link>
    </article>
  );
}
