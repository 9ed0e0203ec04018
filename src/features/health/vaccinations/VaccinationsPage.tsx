/**
 * Očkování (/moje-zdravi/ockovani/): the person's vaccinations, newest first — date, disease,
 * vaccine, next dose, provider, note and the attachments to download. The user's own entries
 * (`vlastni`) can be edited and deleted; those reported by doctors cannot, and a doctor only reads.
 *
 * Edit: the list route with `?upravit=<id>` shows the same form as 'Nové očkování', prefilled
 * (a full screen, not a dialog: the form with its attachments is long on a phone; the address can
 * be reloaded and the Back button returns to the list — the spec's route table stays as it is).
 */
import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../../styled-system/css';
import { button, card } from '../../../../styled-system/recipes';
import { type OckovaniPolozka } from '../../../../contract/health';
import { mojeOckovaniSmazat } from '../../../../contract/routes.gen';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/QueryView';
import { IconPlus, IconTrash } from '../../../components/form/icons';
import { IconChevronLeft, IconDoctor } from '../../../components/icons';
import { notify } from '../../../components/ui/toaster';
import { useApi } from '../../../app';
import { AttachmentLinks, PatientLine, useAttachmentDownload, useConfirmDelete, type AttachmentDownload } from '../documents/record-files';
import { backLinkStyle, healthPageTitle, WithHealthPerson, type PersonWithId } from '../../../app/person-page';
import { displayDate, isoOfWire } from '../documents/record-wire';
import { recordTexts } from '../documents/texts';
import { vaccinationsQuery, vaccinationsQueryKey } from './api';
import { canChangeVaccination, vaccinationToEdit } from './form-values';
import { vaccinationTexts } from './texts';
import { CenteredSpinner } from '../../../components/ui/Spinner';

// The edit form (the form layer and its schemas) loads when a vaccination is opened for editing, not with the list.
const VaccinationForm = lazy(() => import('./VaccinationForm').then((module) => ({ default: module.VaccinationForm })));

const focusPageTitle = () => document.querySelector<HTMLElement>('[data-page-title]')?.focus({ preventScroll: false });

export function VaccinationsPage({ editId }: { editId?: string }) {
  return (
    <WithHealthPerson title={vaccinationTexts.NADPIS}>
      {(person) => <VaccinationsScreen person={person} editId={editId} />}
    </WithHealthPerson>
  );
}

function VaccinationsScreen({ person, editId }: { person: PersonWithId; editId?: string }) {
  const api = useApi();
  const navigate = useNavigate();
  const query = useQuery(vaccinationsQuery(api, person.pojistenecId));
  const editing = query.data ? vaccinationToEdit(query.data.seznamOckovani, editId, person.readOnly) : null;

  // The view changes within one route: move the focus to the new title, as a navigation would —
  // once the data has come, not on every refetch.
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (editId !== undefined && loaded) focusPageTitle();
  }, [editId, loaded]);

  const backToList = () => {
    void navigate({ to: '/moje-zdravi/ockovani/', search: {} }).then(focusPageTitle);
  };

  if (editing) {
    return (
      <Page title={vaccinationTexts.UPRAVIT_NADPIS}>
        <PatientLine person={person} />
        <Link to="/moje-zdravi/ockovani/" search={{}} className={backLinkStyle}>
          <IconChevronLeft size={20} />
          {vaccinationTexts.ZPET}
        </Link>
        <Suspense fallback={<CenteredSpinner />}>
          <VaccinationForm key={editing.id} pojistenecId={person.pojistenecId} item={editing} onSaved={backToList} onCancel={backToList} />
        </Suspense>
      </Page>
    );
  }

  return (
    <Page title={healthPageTitle(vaccinationTexts.NADPIS, person)}>
      <PatientLine person={person} />
      {person.readOnly ? null : (
        <div>
          <Link to="/moje-zdravi/ockovani/novy/" className={button()}>
            <IconPlus size={20} />
            {vaccinationTexts.PRIDAT}
          </Link>
        </div>
      )}
      {editId !== undefined && query.data ? (
        <p role="status" className={cx(card({ tone: 'primary' }), css({ fontWeight: 'semibold' }))}>
          {vaccinationTexts.NENALEZENO}
        </p>
      ) : null}
      <QueryView query={query}>{(data) => <VaccinationList list={data.seznamOckovani} person={person} />}</QueryView>
    </Page>
  );
}

function VaccinationList({ list, person }: { list: OckovaniPolozka[]; person: PersonWithId }) {
  const download = useAttachmentDownload(person.pojistenecId);
  const confirmDelete = useConfirmDelete();
  const api = useApi();
  const queryClient = useQueryClient();

  if (list.length === 0) {
    return (
      <div className={card()}>
        <p className={css({ fontWeight: 'semibold' })}>{vaccinationTexts.PRAZDNE}</p>
        {person.readOnly ? null : <p className={css({ color: 'fg.muted', mt: '1' })}>{vaccinationTexts.PRAZDNE_PRIDAT}</p>}
      </div>
    );
  }

  const remove = async (item: OckovaniPolozka) => {
    await api.call(mojeOckovaniSmazat, { params: { pojistenecId: person.pojistenecId, id: String(item.id) } });
    await queryClient.invalidateQueries({ queryKey: vaccinationsQueryKey(person.pojistenecId) });
    notify.success(vaccinationTexts.SMAZANO);
    focusPageTitle();
  };
  const askDelete = (item: OckovaniPolozka) =>
    confirmDelete({
      title: vaccinationTexts.SMAZAT_NADPIS,
      question: vaccinationTexts.SMAZAT_OTAZKA(item.nemoc, displayDate(item.datum), item.prilohy.length > 0),
      onConfirm: () => remove(item),
    });

  return (
    <>
      <ul
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        })}
        aria-label={vaccinationTexts.NADPIS}
      >
        {list.map((item) => (
          <VaccinationCard
            key={item.id}
            item={item}
            editable={canChangeVaccination(item, person.readOnly)}
            download={download}
            onDelete={() => askDelete(item)}
          />
        ))}
      </ul>
    </>
  );
}

const termStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const detailStyle = css({ overflowWrap: 'anywhere' });

function VaccinationCard({
  item,
  editable,
  download,
  onDelete,
}: {
  item: OckovaniPolozka;
  editable: boolean;
  download: AttachmentDownload;
  onDelete: () => void;
}) {
  const datum = displayDate(item.datum);
  const details: [string, React.ReactNode][] = [];
  if (item.ockovaciLatka) details.push([vaccinationTexts.LATKA, item.ockovaciLatka]);
  if (item.datumDalsi)
    details.push([vaccinationTexts.DALSI, <time dateTime={isoOfWire(item.datumDalsi)}>{displayDate(item.datumDalsi)}</time>]);
  if (item.smluvniPartnerNazev) details.push([vaccinationTexts.POSKYTOVATEL, item.smluvniPartnerNazev]);
  if (item.poznamka) details.push([vaccinationTexts.POZNAMKA, item.poznamka]);

  return (
    <li className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))} data-vaccination={item.id}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <time dateTime={isoOfWire(item.datum)} className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'primary.text' })}>
          {datum}
        </time>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', lineHeight: '1.3', overflowWrap: 'anywhere' })}>{item.nemoc}</h2>
      </div>
      {details.length ? (
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' },
            columnGap: '4',
            rowGap: { base: '0', sm: '1' },
          })}
        >
          {details.map(([term, value]) => (
            <div key={term} className={css({ display: 'contents' })}>
              <dt className={termStyle}>{term}</dt>
              <dd className={cx(detailStyle, css({ mb: { base: '2', sm: '0' } }))}>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <AttachmentLinks attachments={item.prilohy} download={download} />
      {item.vlastni ? null : (
        <p className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' })}>
          <IconDoctor size={18} />
          <span>
            {vaccinationTexts.OD_LEKARE}
            <span className={css({ srOnly: true })}>. {vaccinationTexts.OD_LEKARE_POPIS}</span>
          </span>
        </p>
      )}
      {editable ? (
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', pt: '1' })}>
          <Link
            to="/moje-zdravi/ockovani/"
            search={{ upravit: item.id }}
            className={button({ variant: 'outline' })}
            aria-label={vaccinationTexts.UPRAVIT_POLOZKU(item.nemoc, datum)}
          >
            {recordTexts.UPRAVIT}
          </Link>
          <button
            type="button"
            className={button({ variant: 'danger' })}
            onClick={onDelete}
            aria-label={vaccinationTexts.SMAZAT_POLOZKU(item.nemoc, datum)}
          >
            <IconTrash size={20} />
            {recordTexts.SMAZAT}
          </button>
        </div>
      ) : null}
    </li>
  );
}
