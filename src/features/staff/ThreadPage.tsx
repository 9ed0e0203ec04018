/**
 * One thread for the staff member (GET /prac/vlakna/{vlakno}): its messages, oldest first, with
 * their attachments (downloaded through /prac/prilohy/{id}), and 'Odpovědět' — text and
 * attachments (the attachment picker) in the staffReply flow; once sent, the thread shows the answer.
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { threadStateLabels, type ZpravaPolozka } from '../../../contract/communication';
import { messageKindLabels } from '../../../contract/enums';
import { limits } from '../../../contract/rules';
import type { PracovisteVlakno } from '../../../contract/staff';
import { AttachmentPicker } from '../../components/attachments';
import { useFileDownload } from '../../components/attachments/useFileDownload';
import { Textarea } from '../../components/form';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { formatMomentTime } from '../../lib/display-dates';
import { cs } from '../../texts/cs';
import { downloadThreadAttachment, threadQuery } from './api';
import { StaffPage, backLink, sectionStyle, sectionTitle, textLink } from './parts';
import { AttachmentList } from './AttachmentList';
import { staffTexts as t } from './texts';
import { useStaffReply } from './use-staff-reply';

export function ThreadPage({ vlakno }: { vlakno: string }) {
  const api = useApi();
  const query = useQuery(threadQuery(api, vlakno));
  return (
    <StaffPage
      title={query.data?.souhrn.nadpis ?? t.ZPRAVY}
      lead={
        <Link to="/pracoviste/zpravy/" className={backLink}>
          {t.ZPET_NA_ZPRAVY}
        </Link>
      }
    >
      <QueryView query={query}>{(data) => <Thread thread={data} />}</QueryView>
    </StaffPage>
  );
}

function Thread({ thread }: { thread: PracovisteVlakno }) {
  const api = useApi();
  const download = useFileDownload<{ id: number; nazev: string }>(async (file) => ({
    blob: await downloadThreadAttachment(api, thread.souhrn.vlakno, file.id),
    fileName: file.nazev,
  }));
  const { souhrn } = thread;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '820px' })}>
      <p className={css({ color: 'fg.muted' })}>
        {souhrn.pojistenec} · {messageKindLabels[souhrn.druhZpravy]} · {souhrn.vlakno} ·{' '}
        <strong className={css({ color: souhrn.stav === 'CEKA_NA_ODPOVED' ? 'warning.text' : 'primary.text' })}>
          {threadStateLabels[souhrn.stav]}
        </strong>
      </p>
      {thread.zadostId ? (
        <Link
          to="/pracoviste/zadosti/$id"
          params={{ id: String(thread.zadostId) }}
          className={cx(textLink, css({ alignSelf: 'flex-start' }))}
        >
          {t.ZADOST_KONZULTACE}
        </Link>
      ) : null}
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
        {thread.zpravy.map((message) => (
          <li key={message.id}>
            <Message message={message} onDownload={download.start} busy={download.downloadingKey !== null} />
          </li>
        ))}
      </ol>
      <ReplyForm key={souhrn.vlakno} vlakno={souhrn.vlakno} />
    </div>
  );
}

function Message({
  message,
  onDownload,
  busy,
}: {
  message: ZpravaPolozka;
  onDownload: (file: { id: number; nazev: string }) => void;
  busy: boolean;
}) {
  const fromInsurer = message.autor === 'POJISTOVNA';
  return (
    <article
      aria-label={`${message.autorNazev}, ${formatMomentTime(message.datum)}`}
      className={cx(
        card(),
        css({ display: 'flex', flexDirection: 'column', gap: '2', ml: fromInsurer ? { base: '4', sm: '12' } : '0' }),
        fromInsurer ? css({ bg: 'primary.subtle' }) : css({ borderLeftWidth: '4px', borderLeftColor: 'primary.default' }),
      )}
    >
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <strong className={css({ color: 'fg.default' })}>{message.autorNazev}</strong> · {formatMomentTime(message.datum)}
      </p>
      <div className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: '1.6' })}>{message.telo}</div>
      {message.prilohy.length > 0 ? <AttachmentList files={message.prilohy} onDownload={onDownload} busy={busy} /> : null}
    </article>
  );
}

function ReplyForm({ vlakno }: { vlakno: string }) {
  const reply = useStaffReply(vlakno);
  const { step, events } = reply;
  const busy = step === 'sending';
  const textRef = useRef<HTMLTextAreaElement>(null);
  // A refused text takes the focus, so its message is heard.
  useEffect(() => {
    if (reply.fieldErrors.telo?.length) textRef.current?.focus();
  }, [reply.fieldErrors]);
  return (
    <section aria-labelledby="odpoved-nadpis" className={sectionStyle}>
      <h2 id="odpoved-nadpis" className={sectionTitle}>
        {t.ODPOVEDET}
      </h2>
      <div role="status">
        {reply.sent ? <p className={css({ fontWeight: 'semibold', color: 'primary.text' })}>{t.ODPOVED_ODESLANA}</p> : null}
      </div>
      <form
        noValidate
        aria-labelledby="odpoved-nadpis"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) events.send();
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <Textarea
          ref={textRef}
          name="telo"
          label={t.TEXT_ODPOVEDI}
          required
          rows={6}
          maxLength={limits.teloZpravy.max}
          value={reply.telo}
          error={reply.fieldErrors.telo}
          disabled={busy}
          onChange={events.change}
        />
        <AttachmentPicker
          label={t.PRILOHY_ODPOVEDI}
          error={reply.fieldErrors.files}
          disabled={busy}
          value={{ newFiles: reply.files as File[], deletedIds: [] }}
          onChange={(value) => events.files(value.newFiles ?? [])}
        />
        {reply.fieldErrors._form?.length ? (
          <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
            {reply.fieldErrors._form.join(' ')}
          </p>
        ) : null}
        {reply.error ? (
          <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
            {reply.error}
          </p>
        ) : null}
        <div>
          {step === 'failed' ? (
            <button type="button" className={button({ variant: 'solid' })} onClick={events.retry}>
              {cs.ZKUSIT_ZNOVU}
            </button>
          ) : (
            <button type="submit" className={button({ variant: 'solid' })} disabled={busy}>
              {busy ? t.ODESILANI : t.ODESLAT}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
