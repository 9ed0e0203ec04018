/**
 * Detail dokumentu (/moje-zdravi/moje-dokumenty/{pojistenecId}/{id}): the document with its
 * attachments — pictures previewed (GET /prenosNahled/{id}?evidence=DOKUMENT as blob object URLs),
 * every file downloadable. 'Upravit' switches to the form in place (new files, stored ones marked
 * deleted, PUT multipart); 'Smazat' asks first, then returns to the list. A doctor only reads.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../../styled-system/css';
import { button, card } from '../../../../styled-system/recipes';
import { type DokumentPolozka } from '../../../../contract/health';
import { mojeDokumentySmazat } from '../../../../contract/routes.gen';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/QueryView';
import { IconTrash } from '../../../components/form/icons';
import { IconChevronLeft } from '../../../components/icons';
import { notify } from '../../../components/ui/toaster';
import { useApi } from '../../../app';
import { useHealthPerson } from '../../../app/person';
import { documentQuery, documentQueryKey, invalidateDocuments } from './api';
import { CenteredSpinner } from '../../../components/ui/Spinner';
import { documentTitle } from './form-values';
import { PatientLine, useAttachmentCalls, useConfirmDelete } from './record-files';
import { backLinkStyle } from '../../../app/person-page';
import { attachmentCountText, displayDate, isoOfWire } from './record-wire';
import { documentTexts, recordTexts } from './texts';

// The edit form (the form layer and its schemas) loads when 'Upravit' is chosen, not with the detail.
const DocumentForm = lazy(() => import('./DocumentForm').then((module) => ({ default: module.DocumentForm })));
// The stored files show only once the document has loaded and has some: the picker (its machine and
// the form fields' frame) loads beside the document's data (the route's loader starts both), not
// before the first paint.
const AttachmentPicker = lazy(() =>
  import('../../../components/attachments/AttachmentPicker').then((module) => ({ default: module.AttachmentPicker })),
);

const focusPageTitle = () => document.querySelector<HTMLElement>('[data-page-title]')?.focus();

export function DocumentDetailPage({ pojistenecId, id }: { pojistenecId: string; id: string }) {
  const person = useHealthPerson();
  const api = useApi();
  const navigate = useNavigate();
  const query = useQuery(documentQuery(api, pojistenecId, id));
  const [editing, setEditing] = useState(false);

  // Another represented person (or patient) chosen while the detail is open: back to that person's list.
  const shownFor = useRef(person.pojistenecId);
  useEffect(() => {
    const previous = shownFor.current;
    shownFor.current = person.pojistenecId;
    if (previous !== null && person.pojistenecId !== null && previous !== person.pojistenecId && person.pojistenecId !== pojistenecId) {
      void navigate({ to: '/moje-zdravi/moje-dokumenty/' });
    }
  }, [person.pojistenecId, pojistenecId, navigate]);

  const switchMode = (next: boolean) => {
    setEditing(next);
    requestAnimationFrame(focusPageTitle);
  };

  return (
    <Page title={editing ? documentTexts.UPRAVIT_NADPIS : documentTexts.DETAIL}>
      <PatientLine person={person} />
      <Link to="/moje-zdravi/moje-dokumenty/" className={backLinkStyle}>
        <IconChevronLeft size={20} />
        {documentTexts.ZPET}
      </Link>
      <QueryView query={query}>
        {(item) =>
          editing && !person.readOnly ? (
            <Suspense fallback={<CenteredSpinner />}>
              <DocumentForm pojistenecId={pojistenecId} item={item} onSaved={() => switchMode(false)} onCancel={() => switchMode(false)} />
            </Suspense>
          ) : (
            <DocumentView item={item} pojistenecId={pojistenecId} readOnly={person.readOnly} onEdit={() => switchMode(true)} />
          )
        }
      </QueryView>
    </Page>
  );
}

const termStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const valueStyle = css({ overflowWrap: 'anywhere', mb: { base: '2', sm: '0' } });

function DocumentView({
  item,
  pojistenecId,
  readOnly,
  onEdit,
}: {
  item: DokumentPolozka;
  pojistenecId: string;
  readOnly: boolean;
  onEdit: () => void;
}) {
  const calls = useAttachmentCalls(pojistenecId);
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  const title = documentTitle(item);

  const remove = async () => {
    await api.call(mojeDokumentySmazat, { params: { pojistenecId, id: String(item.id) } });
    // Deleted: the dialog closes now, while the list opens.
    void (async () => {
      await navigate({ to: '/moje-zdravi/moje-dokumenty/' });
      queryClient.removeQueries({ queryKey: documentQueryKey(pojistenecId, String(item.id)), exact: true });
      await invalidateDocuments(queryClient, pojistenecId);
      notify.success(documentTexts.SMAZANO);
    })();
  };
  const askDelete = () =>
    confirmDelete({
      title: documentTexts.SMAZAT_NADPIS,
      question: documentTexts.SMAZAT_OTAZKA(title, item.prilohy.length > 0),
      onConfirm: remove,
    });

  const rows: [string, React.ReactNode][] = [
    [documentTexts.DATUM, item.datum ? <time dateTime={isoOfWire(item.datum)}>{displayDate(item.datum)}</time> : recordTexts.NEUVEDENO],
    [documentTexts.POPIS, item.popis ?? recordTexts.NEUVEDENO],
    [documentTexts.ZARIZENI, item.nazevZarizeni ?? recordTexts.NEUVEDENO],
  ];

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <section className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))} aria-labelledby="dokument-nazev">
        <h2 id="dokument-nazev" className={css({ textStyle: 'sectionTitle', overflowWrap: 'anywhere' })}>
          {title}
        </h2>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' },
            columnGap: '6',
            rowGap: { base: '0', sm: '2' },
          })}
        >
          {rows.map(([term, value]) => (
            <div key={term} className={css({ display: 'contents' })}>
              <dt className={termStyle}>{term}</dt>
              <dd className={valueStyle}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {item.prilohy.length ? (
        <Suspense fallback={<CenteredSpinner />}>
          <AttachmentPicker
            label={recordTexts.PRILOHY}
            mode="multi"
            existing={item.prilohy}
            download={calls.download}
            preview={calls.preview}
            disabled
          />
        </Suspense>
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <h2 className={css({ fontWeight: 'semibold' })}>{recordTexts.PRILOHY}</h2>
          <p className={css({ color: 'fg.muted' })}>{attachmentCountText(0)}</p>
        </div>
      )}
      {readOnly ? null : (
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <button type="button" className={button()} onClick={onEdit} aria-label={documentTexts.UPRAVIT_DOKUMENT(title)}>
            {recordTexts.UPRAVIT}
          </button>
          <button type="button" className={button({ variant: 'danger' })} onClick={askDelete}>
            <IconTrash size={20} />
            {recordTexts.SMAZAT}
          </button>
        </div>
      )}
    </div>
  );
}
