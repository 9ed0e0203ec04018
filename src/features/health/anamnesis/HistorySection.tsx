import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { formatDateCz } from '../../../../contract/format';
import type { AnamnezaDatumPolozka, AnamnezaNemocnicePolozka, DokumentPolozka } from '../../../../contract/health';
import { QueryView } from '../../../components/QueryView';
import { notify } from '../../../components/ui/toaster';
import { IconPlus, IconTrash } from '../../../components/form/icons';
import { describeApiError } from '../../../lib/errors';
import { personFormTitle } from '../../../app/person-page';
import { useApi } from '../../../app';
import {
  dokumentyQuery,
  historyQuery,
  invalidateHistory,
  removeHistoryItem,
  saveHistoryItem,
  type HistoryItem,
  type HistoryKind,
} from '../api';
import { HistoryItemForm } from './HistoryItemForm';
import { documentLabel, formatPeriod } from './labels';
import { ConfirmDelete, EmptyText, focusLater, Section, shortText, type ChosenPerson } from './shared';
import { historyTexts } from './history-texts';
import { healthTexts } from './texts';

type Mode = { type: 'new' } | { type: 'edit'; id: number } | null;

const addButtonId = (kind: HistoryKind) => `pridat-${kind}`;
const editButtonId = (kind: HistoryKind, id: number) => `upravit-${kind}-${id}`;
const withDocuments = (kind: HistoryKind) => kind === 'operace' || kind === 'urazy';

/**
 * One list of the anamnesis (allergies, illnesses, hospital stays, operations, injuries): the
 * items, newest first as the server sends them, with add, edit and delete for a representative
 * and read-only for a doctor. Writes refetch the list; each ends with a toast.
 */
export function HistorySection({ kind, person }: { kind: HistoryKind; person: ChosenPerson }) {
  const api = useApi();
  const client = useQueryClient();
  const texts = historyTexts[kind];
  const query = useQuery(historyQuery(api, kind, person.pojistenecId));
  const documents = useQuery({ ...dokumentyQuery(api, person.pojistenecId), enabled: withDocuments(kind) });
  const documentList = documents.data?.seznamDokumentu ?? [];
  const [mode, setMode] = useState<Mode>(null);
  const [deleting, setDeleting] = useState<HistoryItem | null>(null);
  const readOnly = person.readOnly;

  const close = (focusId: string) => {
    setMode(null);
    focusLater(focusId, addButtonId(kind));
  };

  const save = async (body: unknown, id?: number) => {
    await saveHistoryItem(api, kind, person.pojistenecId, body, id);
    await invalidateHistory(client, kind, person.pojistenecId);
    notify.success(id === undefined ? healthTexts.ZAZNAM_PRIDAN : healthTexts.ZAZNAM_ULOZEN);
    close(id === undefined ? addButtonId(kind) : editButtonId(kind, id));
  };

  const remove = async (item: HistoryItem) => {
    try {
      await removeHistoryItem(api, kind, person.pojistenecId, item.id);
      await invalidateHistory(client, kind, person.pojistenecId);
      notify.success(healthTexts.ZAZNAM_SMAZAN);
      setDeleting(null);
      focusLater(addButtonId(kind));
    } catch (error) {
      notify.error(healthTexts.SMAZANI_SELHALO, describeApiError(error).message);
    }
  };

  const titleId = `${kind}-formular`;
  return (
    <Section
      id={kind}
      title={texts.title}
      flag={texts.flag && query.data && query.data.length > 0 ? texts.flag(query.data.length) : null}
      action={
        readOnly ? null : (
          <button
            type="button"
            id={addButtonId(kind)}
            className={button({ variant: 'outline' })}
            onClick={() => setMode({ type: 'new' })}
            disabled={mode?.type === 'new'}
            aria-expanded={mode?.type === 'new'}
          >
            <IconPlus size={20} />
            {texts.add}
          </button>
        )
      }
    >
      {mode?.type === 'new' ? (
        <AutoFocus titleId={titleId}>
          <HistoryItemForm
            kind={kind}
            documents={documentList}
            title={personFormTitle(texts.newTitle, person)}
            titleId={titleId}
            onSave={(body) => save(body)}
            onCancel={() => close(addButtonId(kind))}
          />
        </AutoFocus>
      ) : null}
      <QueryView query={query} small>
        {(items) =>
          items.length === 0 ? (
            <EmptyText>{readOnly ? texts.emptyPatient : texts.empty}</EmptyText>
          ) : (
            <ul className={css({ display: 'flex', flexDirection: 'column' })} data-list={kind}>
              {items.map((item) =>
                mode?.type === 'edit' && mode.id === item.id ? (
                  <li key={item.id} className={css({ py: '3' })}>
                    <AutoFocus titleId={titleId}>
                      <HistoryItemForm
                        kind={kind}
                        item={item}
                        documents={documentList}
                        title={texts.editTitle}
                        titleId={titleId}
                        onSave={(body) => save(body, item.id)}
                        onCancel={() => close(editButtonId(kind, item.id))}
                      />
                    </AutoFocus>
                  </li>
                ) : (
                  <HistoryItemView
                    key={item.id}
                    kind={kind}
                    item={item}
                    pojistenecId={person.pojistenecId}
                    documents={documentList}
                    readOnly={readOnly}
                    onEdit={() => setMode({ type: 'edit', id: item.id })}
                    onDelete={() => setDeleting(item)}
                  />
                ),
              )}
            </ul>
          )
        }
      </QueryView>
      {deleting ? (
        <ConfirmDelete
          title={texts.deleteTitle}
          subject={<ItemSummary kind={kind} item={deleting} />}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Section>
  );
}

/** Moves focus into a form when it opens (its first field). */
function AutoFocus({ titleId, children }: { titleId: string; children: React.ReactNode }) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const form = document.getElementById(titleId)?.closest('form');
      form?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [titleId]);
  return <>{children}</>;
}

/** The dates of an item (hospital stay: period; operation, injury: date), or null. */
function itemDate(kind: HistoryKind, item: HistoryItem): string | null {
  if (kind === 'nemocnice') return formatPeriod((item as AnamnezaNemocnicePolozka).obdobi);
  if (withDocuments(kind)) return formatDateCz((item as AnamnezaDatumPolozka).datum);
  return null;
}

function ItemSummary({ kind, item }: { kind: HistoryKind; item: HistoryItem }) {
  const date = itemDate(kind, item);
  return (
    <>
      {date ? <strong className={css({ display: 'block' })}>{date}</strong> : null}
      {item.popis}
    </>
  );
}

interface HistoryItemViewProps {
  kind: HistoryKind;
  item: HistoryItem;
  pojistenecId: string;
  documents: DokumentPolozka[];
  readOnly: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function HistoryItemView({ kind, item, pojistenecId, documents, readOnly, onEdit, onDelete }: HistoryItemViewProps) {
  const texts = historyTexts[kind];
  const date = itemDate(kind, item);
  const dokumentId = withDocuments(kind) ? (item as AnamnezaDatumPolozka).dokumentId : null;
  const document = dokumentId ? documents.find((entry) => entry.id === dokumentId) : undefined;
  const short = shortText(item.popis);
  return (
    <li
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', md: 'row' },
        gap: { base: '2', md: '4' },
        alignItems: { base: 'stretch', md: 'flex-start' },
        py: '3',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        _first: { borderTopWidth: '0', pt: '0' },
      })}
      data-item-id={item.id}
    >
      <div className={css({ flex: 1, minW: 0, display: 'flex', flexDirection: 'column', gap: '1' })}>
        {date ? <p className={css({ fontWeight: 'semibold', color: 'fg.muted', fontSize: 'sm' })}>{date}</p> : null}
        <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })} data-popis="">
          {item.popis}
        </p>
        {dokumentId ? (
          <p className={css({ fontSize: 'sm' })}>
            {healthTexts.DOKUMENT_ODKAZ}:{' '}
            <Link
              to="/moje-zdravi/moje-dokumenty/$pojistenecId/$id"
              params={{ pojistenecId, id: String(dokumentId) }}
              className={css({ color: 'primary.text', textDecoration: 'underline', textUnderlineOffset: '3px', overflowWrap: 'anywhere' })}
            >
              {document ? documentLabel(document) : `${healthTexts.DOKUMENT_ODKAZ} ${dokumentId}`}
            </Link>
          </p>
        ) : null}
      </div>
      {readOnly ? null : (
        <div className={css({ display: 'flex', gap: '2', flexShrink: 0 })}>
          <button
            type="button"
            id={editButtonId(kind, item.id)}
            className={button({ variant: 'ghost' })}
            onClick={onEdit}
            aria-label={`${healthTexts.UPRAVIT} ${texts.accusative} ${short}`}
          >
            {healthTexts.UPRAVIT}
          </button>
          <button
            type="button"
            className={cx(button({ variant: 'ghost' }), css({ color: 'danger.text' }))}
            onClick={onDelete}
            aria-label={`${healthTexts.SMAZAT} ${texts.accusative} ${short}`}
          >
            <IconTrash size={20} />
            {healthTexts.SMAZAT}
          </button>
        </div>
      )}
    </li>
  );
}
