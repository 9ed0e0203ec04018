/**
 * Moje dokumenty (/moje-zdravi/moje-dokumenty/): the person's documents, newest first — date of the
 * event, description, facility and the number of attachments; each opens its detail
 * (/moje-zdravi/moje-dokumenty/{pojistenecId}/{id}). 'Přidat dokument' leads to the new-document form.
 */
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../../styled-system/css';
import { button, card } from '../../../../styled-system/recipes';
import type { DokumentPolozka } from '../../../../contract/health';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/QueryView';
import { IconFile, IconPlus } from '../../../components/form/icons';
import { IconChevronRight } from '../../../components/icons';
import { useApi } from '../../../app';
import { documentsQuery } from './api';
import { documentTitle } from './form-values';
import { PatientLine } from './record-files';
import { healthPageTitle, WithHealthPerson, type PersonWithId } from '../../../app/person-page';
import { attachmentCountText, displayDate, isoOfWire } from './record-wire';
import { documentTexts } from './texts';

export function DocumentsPage() {
  return <WithHealthPerson title={documentTexts.NADPIS}>{(person) => <DocumentsScreen person={person} />}</WithHealthPerson>;
}

function DocumentsScreen({ person }: { person: PersonWithId }) {
  const api = useApi();
  const query = useQuery(documentsQuery(api, person.pojistenecId));
  return (
    <Page title={healthPageTitle(documentTexts.NADPIS, person)}>
      <PatientLine person={person} />
      {person.readOnly ? null : (
        <div>
          <Link to="/moje-zdravi/moje-dokumenty/novy/" className={button()}>
            <IconPlus size={20} />
            {documentTexts.PRIDAT}
          </Link>
        </div>
      )}
      <QueryView query={query}>
        {(data) =>
          data.seznamDokumentu.length === 0 ? (
            <div className={card()}>
              <p className={css({ fontWeight: 'semibold' })}>{documentTexts.PRAZDNE}</p>
              {person.readOnly ? null : <p className={css({ color: 'fg.muted', mt: '1' })}>{documentTexts.PRAZDNE_PRIDAT}</p>}
            </div>
          ) : (
            <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} aria-label={documentTexts.NADPIS}>
              {data.seznamDokumentu.map((item) => (
                <DocumentRow key={item.id} item={item} pojistenecId={person.pojistenecId} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </Page>
  );
}

function DocumentRow({ item, pojistenecId }: { item: DokumentPolozka; pojistenecId: string }) {
  const title = documentTitle(item);
  const datum = displayDate(item.datum);
  return (
    <li>
      <Link
        to="/moje-zdravi/moje-dokumenty/$pojistenecId/$id"
        params={{ pojistenecId, id: String(item.id) }}
        className={cx(card({ interactive: true }), css({ display: 'flex', alignItems: 'center', gap: '3', color: 'fg.default' }))}
        data-document={item.id}
      >
        <span
          aria-hidden="true"
          className={css({
            display: { base: 'none', sm: 'inline-flex' },
            alignItems: 'center',
            justifyContent: 'center',
            w: '12',
            h: '12',
            flexShrink: 0,
            borderRadius: 'full',
            bg: 'primary.subtle',
            color: 'primary.text',
          })}
        >
          <IconFile />
        </span>
        <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minW: 0 })}>
          <span className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'primary.text' })}>
            {item.datum ? <time dateTime={isoOfWire(item.datum)}>{datum}</time> : documentTexts.BEZ_DATA}
          </span>
          <span className={css({ fontWeight: 'bold', fontSize: 'lg', lineHeight: '1.3', overflowWrap: 'anywhere' })}>{title}</span>
          {item.nazevZarizeni ? <span className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>{item.nazevZarizeni}</span> : null}
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{attachmentCountText(item.prilohy.length)}</span>
        </span>
        <IconChevronRight className={css({ flexShrink: 0, color: 'primary.text' })} />
      </Link>
    </li>
  );
}
