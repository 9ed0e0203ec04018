/**
 * The form of a new message or a reply ('Kontaktuj ZPŠ', 'Zdravotní konzultace') over the
 * messageComposer flow (use-message-composer.ts): the heading, the text with its counter, for a
 * consultation the consent to show the consulting doctor the health record, the e-mail notice and
 * the attachments; the contract's messages at the fields, the first invalid field focused; a
 * failure keeps the text and offers 'Zkusit znovu' (the same idempotency key: one message).
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import type { ZpravaVlozena } from '../../../contract/communication';
import type { MessageKind } from '../../../contract/enums';
import type { ComposerSendInput } from '../../../machines/messageComposer/messageComposer.machine';
import { AttachmentPicker } from '../../components/attachments';
import { Checkbox, TextInput, Textarea } from '../../components/form';
import { notify } from '../../components/ui/toaster';
import { useApi } from '../../app';
import { personKey } from '../../lib/query-keys';
import { cs } from '../../texts/cs';
import { sendMessage } from './api';
import { composerTexts as t } from './texts';
import { useMessageComposer } from './use-message-composer';

export interface ComposerProps {
  pojistenecId: string;
  druhZpravy: MessageKind;
  vlakno?: string;
  /** A reply's heading (the thread's). */
  nadpis?: string;
  onSent: (answer: ZpravaVlozena) => void;
  onCancel?: () => void;
}

export function Composer({ pojistenecId, druhZpravy, vlakno, nadpis, onSent, onCancel }: ComposerProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const composer = useMessageComposer({
    pojistenecId,
    druhZpravy,
    vlakno,
    nadpis,
    send: (input: ComposerSendInput) => sendMessage(api, pojistenecId, input),
    onSent: (answer) => {
      void queryClient.invalidateQueries({ queryKey: [...personKey(pojistenecId), 'komunikacePoj'] });
      // A consultation is also a request in 'Moje žádosti'.
      void queryClient.invalidateQueries({ queryKey: [...personKey(pojistenecId), 'mojeZadosti'] });
      notify.success(t.ODESLANO);
      onSent(answer);
    },
  });
  const { step, values, fieldErrors, error, events } = composer;
  const busy = step === 'sending';
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = vlakno ? `odpoved-${vlakno}` : `nova-${druhZpravy}`;

  // The first field with a message takes the focus after a refused send.
  useEffect(() => {
    const keys = Object.keys(fieldErrors);
    if (!keys.length) return;
    const order = ['nadpis', 'telo', 'souhlasDokumentace', 'files'];
    const first = order.find((key) => keys.includes(key));
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [fieldErrors]);

  // After a reply was sent, the form is ready for the next one.
  useEffect(() => {
    if (step !== 'sent' || !vlakno) return;
    events.again();
    // The next reply keeps the thread's heading.
    if (nadpis) events.change({ nadpis });
  }, [step, vlakno, nadpis, events]);

  const consultation = druhZpravy === 'KONZULTACE';
  return (
    <section
      aria-labelledby={headingId}
      className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4', mt: vlakno ? '4' : '0' }))}
    >
      <h2 id={headingId} className={css({ textStyle: 'sectionTitle' })}>
        {vlakno ? t.ODPOVED : consultation ? t.NOVA_KONZULTACE : t.NOVY_DOTAZ}
      </h2>
      <form
        ref={formRef}
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) events.send();
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <TextInput
          name="nadpis"
          label={t.PREDMET}
          required
          maxLength={255}
          value={values.nadpis}
          error={fieldErrors.nadpis}
          disabled={busy}
          onChange={(nadpisValue) => events.change({ nadpis: nadpisValue })}
        />
        <Textarea
          name="telo"
          label={t.TEXT}
          required
          maxLength={10000}
          rows={6}
          value={values.telo}
          error={fieldErrors.telo}
          disabled={busy}
          onChange={(telo) => events.change({ telo })}
        />
        {consultation ? (
          <Checkbox
            name="souhlasDokumentace"
            label={t.SOUHLAS}
            hint={t.SOUHLAS_NAPOVEDA}
            checked={values.souhlasDokumentace}
            error={fieldErrors.souhlasDokumentace}
            disabled={busy}
            onChange={(checked) => events.change({ souhlasDokumentace: checked })}
          />
        ) : null}
        <Checkbox
          name="upozorneni"
          label={t.UPOZORNIT}
          checked={values.upozorneni === 'EMAIL'}
          disabled={busy}
          onChange={(checked) => events.change({ upozorneni: checked ? 'EMAIL' : 'NEUPOZORNOVAT' })}
        />
        <AttachmentPicker
          label={t.PRILOHY}
          error={fieldErrors.files}
          disabled={busy}
          onChange={(value) => events.files(value.newFiles ?? [])}
        />
        {fieldErrors._form?.length ? (
          <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
            {fieldErrors._form.join(' ')}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
            {error}
          </p>
        ) : null}
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', '& > *': { w: { base: 'full', sm: 'auto' } } })}>
          {step === 'failed' ? (
            <button type="button" className={button({ variant: 'solid' })} onClick={events.retry}>
              {cs.ZKUSIT_ZNOVU}
            </button>
          ) : (
            <button type="submit" className={button({ variant: 'solid' })} disabled={busy}>
              {busy ? t.ODESILANI : t.ODESLAT}
            </button>
          )}
          {onCancel ? (
            <button
              type="button"
              className={button({ variant: 'outline' })}
              disabled={busy}
              onClick={() => {
                events.discard();
                onCancel();
              }}
            >
              {t.ZRUSIT}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
