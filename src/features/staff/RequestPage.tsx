/**
 * One request for the staff member (GET /prac/zadosti/{id}): the person (name, birth date), what
 * was sent, the attachments (downloaded through /prac/prilohy/{id}), who holds it, the timeline of
 * its steps with who took them and the notes, and a button for exactly each step the server offers
 * (`akce`). The steps run in the staffStep flow (use-staff-step.ts); after one the request on the
 * screen is the server's answer.
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import {
  requestActionLabels,
  requestStateLabels,
  requestTypeLabels,
  staffRequestActions,
  staffRoleLabels,
  type StaffRequestAction,
} from '../../../contract/enums';
import type { PracovisteZadostDetail } from '../../../contract/staff';
import { useFileDownload } from '../../components/attachments/useFileDownload';
import { InfoRows } from '../../components/InfoRows';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { formatDay, formatMomentDay, formatMomentTime } from '../../lib/display-dates';
import { downloadRequestAttachment, requestQuery } from './api';
import { StaffPage, backLink, mutedText, sectionStyle, sectionTitle } from './parts';
import { AttachmentList } from './AttachmentList';
import { StepDialog } from './StepDialog';
import { staffTexts as t } from './texts';
import { useStaffStep } from './use-staff-step';

export function RequestPage({ id }: { id: string }) {
  const api = useApi();
  const query = useQuery(requestQuery(api, id));
  const title = query.data ? requestTypeLabels[query.data.zadost.typ] : t.ZADOSTI;
  return (
    <StaffPage
      title={title}
      lead={
        <Link to="/pracoviste/" className={backLink}>
          {t.ZPET_NA_ZADOSTI}
        </Link>
      }
    >
      <QueryView query={query}>{(data) => <RequestDetail id={id} detail={data} />}</QueryView>
    </StaffPage>
  );
}

function RequestDetail({ id, detail }: { id: string; detail: PracovisteZadostDetail }) {
  const { zadost } = detail;
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: '5' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', minW: 0 })}>
        <section aria-labelledby="zadost-souhrn" className={sectionStyle}>
          <h2 id="zadost-souhrn" className={sectionTitle}>
            {t.ZADOST_CISLO(zadost.id)}
          </h2>
          {zadost.popis ? <p>{zadost.popis}</p> : null}
          <InfoRows
            rows={[
              [t.POJISTENEC, detail.pojistenec.jmeno],
              [t.NAROZEN, formatDay(detail.pojistenec.narozen)],
              [t.PODANO, formatMomentDay(zadost.datum)],
              [t.STAV, requestStateLabels[zadost.stav]],
              [t.KDO_RESI, detail.resitel ? `${detail.resitel.jmeno} (${staffRoleLabels[detail.resitel.role]})` : t.NEPREVZATO],
            ]}
          />
          {detail.vlakno ? (
            <div>
              <Link to="/pracoviste/zpravy/$vlakno" params={{ vlakno: detail.vlakno }} className={button({ variant: 'outline' })}>
                {t.OTEVRIT_VLAKNO}
              </Link>
            </div>
          ) : null}
        </section>
        <Steps id={id} detail={detail} />
        <section aria-labelledby="zadost-odeslano" className={sectionStyle}>
          <h2 id="zadost-odeslano" className={sectionTitle}>
            {t.ODESLANO}
          </h2>
          {detail.polozky.length > 0 ? (
            <InfoRows rows={detail.polozky.map((item) => [item.nazev, item.hodnota] as const)} />
          ) : (
            <p className={mutedText}>{t.NIC_NEODESLANO}</p>
          )}
        </section>
        <Attachments id={id} files={detail.prilohy} />
      </div>
      <Timeline detail={detail} />
    </div>
  );
}

/** The buttons of exactly the steps the server offers, in the lifecycle's order, and the flow's dialog. */
function Steps({ id, detail }: { id: string; detail: PracovisteZadostDetail }) {
  const step = useStaffStep(id);
  const offered = staffRequestActions.filter((akce) => detail.akce.includes(akce));
  const busy = step.phase === 'sending';
  const closed = detail.zadost.stav === 'VYRIZENO' || detail.zadost.stav === 'ZAMITNUTO';
  // 'Převzít' has no dialog: its failure shows here, under the buttons.
  const inlineFailure = step.phase === 'failed' && !step.dialogOpen ? step.error : null;
  // The button pressed is gone once the step went through: the focus goes to what happened.
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step.phase === 'done') statusRef.current?.focus();
  }, [step.phase]);
  return (
    <section aria-labelledby="zadost-kroky" className={sectionStyle}>
      <h2 id="zadost-kroky" className={sectionTitle}>
        {t.KROKY}
      </h2>
      <div role="status" ref={statusRef} tabIndex={-1} className={css({ outline: 'none' })}>
        {step.phase === 'done' && step.done ? (
          <p className={css({ fontWeight: 'semibold', color: 'primary.text' })}>{t.HOTOVO[step.done]}</p>
        ) : null}
      </div>
      {inlineFailure ? (
        <p role="alert" className={css({ color: 'danger.text', fontWeight: 'semibold' })}>
          {inlineFailure}
        </p>
      ) : null}
      {offered.length === 0 ? (
        <p className={mutedText}>{closed ? t.UZAVRENA : t.ZADNY_KROK}</p>
      ) : (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', '& > *': { w: { base: 'full', sm: 'auto' } } })}>
          {offered.map((akce) => (
            <button
              key={akce}
              type="button"
              className={button({ variant: stepVariant[akce] })}
              disabled={busy}
              onClick={() => step.events.choose(akce)}
            >
              {busy && step.akce === akce ? t.ODESILANI : requestActionLabels[akce]}
            </button>
          ))}
        </div>
      )}
      <StepDialog step={step} />
    </section>
  );
}

const stepVariant: Record<StaffRequestAction, 'solid' | 'outline' | 'danger'> = {
  PREVZIT: 'solid',
  VYZADAT_DOKLADY: 'outline',
  SCHVALIT: 'solid',
  ZAMITNOUT: 'danger',
};

function Attachments({ id, files }: { id: string; files: PracovisteZadostDetail['prilohy'] }) {
  const api = useApi();
  const download = useFileDownload<{ id: number; nazev: string }>(async (file) => ({
    blob: await downloadRequestAttachment(api, id, file.id),
    fileName: file.nazev,
  }));
  return (
    <section aria-labelledby="zadost-prilohy" className={sectionStyle}>
      <h2 id="zadost-prilohy" className={sectionTitle}>
        {t.PRILOHY}
      </h2>
      {files.length === 0 ? (
        <p className={mutedText}>{t.BEZ_PRILOH}</p>
      ) : (
        <AttachmentList files={files} onDownload={download.start} busy={download.downloadingKey !== null} />
      )}
    </section>
  );
}

/** Every step so far, oldest first: the state, when, the step and who took it, and the note the person reads. */
function Timeline({ detail }: { detail: PracovisteZadostDetail }) {
  return (
    <section aria-labelledby="zadost-prubeh" className={cx(sectionStyle, css({ alignSelf: 'start' }))}>
      <h2 id="zadost-prubeh" className={sectionTitle}>
        {t.PRUBEH}
      </h2>
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none', p: 0, m: 0 })}>
        {detail.historie.map((entry, index) => (
          <li key={`${entry.datum}-${index}`} className={css({ borderLeftWidth: '3px', borderLeftColor: 'primary.default', pl: '3' })}>
            <p className={css({ fontWeight: 'semibold' })}>{requestStateLabels[entry.stav]}</p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {formatMomentTime(entry.datum)}
              {entry.akce ? ` · ${requestActionLabels[entry.akce]}` : ''}
              {entry.kdo ? ` · ${entry.kdo}` : ''}
            </p>
            {entry.poznamka ? <p className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>{entry.poznamka}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
