/**
 * Under the e-mail and the SMS number of Osobní údaje (issue 35): whether the contact is confirmed,
 * and confirming it by a code — 'Poslat ověřovací kód', the code field with 'Potvrdit', 'Poslat
 * znovu' after the wait the server keeps. The flow is the contactConfirmation machine
 * (use-contact-confirmation.ts); the state comes from GET …/kontakty/potvrzeni.
 */
import { useState, type FormEvent } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { CONTACT_CODE, contactCodeSchema, type ConfirmableContact } from '../../../contract/notifications';
import { TextInput } from '../../components/form';
import { contactConfirmationTexts as t } from './personal-data-texts';
import { actionsStyle } from './personal-data-styles';
import { useContactConfirmation } from './use-contact-confirmation';

const boxStyle = css({ display: 'flex', flexDirection: 'column', gap: '3', bg: 'bg.subtle', p: '3', borderRadius: 'l2' });
const confirmedStyle = css({ color: 'success.text', fontWeight: 'semibold' });
const unconfirmedStyle = css({ color: 'fg.default' });

interface Props {
  pojistenecId: string;
  kontakt: ConfirmableContact;
  potvrzeno: boolean;
}

export function ContactConfirmation({ pojistenecId, kontakt, potvrzeno }: Props) {
  const flow = useContactConfirmation(pojistenecId, kontakt);
  const [kod, setKod] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const email = kontakt === 'email';
  const idBase = `potvrzeni-${kontakt}`;

  if (potvrzeno || flow.state === 'confirmed') {
    return (
      <p id={idBase} role="status" className={confirmedStyle}>
        {t.POTVRZENO}
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactCodeSchema.safeParse(kod);
    if (!parsed.success) {
      setFormatError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFormatError(null);
    flow.events.confirm(parsed.data);
  };
  const busy = flow.state === 'sending' || flow.state === 'confirming';
  const codeShown = flow.state === 'codeSent' || flow.state === 'confirming';

  return (
    <div id={idBase} className={boxStyle}>
      <p className={unconfirmedStyle}>{email ? t.NEPOTVRZENO_EMAIL : t.NEPOTVRZENO_SMS}</p>
      {flow.state === 'idle' || flow.state === 'sending' ? (
        <div className={actionsStyle}>
          <button type="button" className={button({ variant: 'outline' })} onClick={flow.events.send} disabled={busy}>
            {t.POSLAT_KOD}
          </button>
        </div>
      ) : null}
      {flow.state === 'error' ? (
        <>
          <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
            {flow.error}
          </p>
          <div className={actionsStyle}>
            <button type="button" className={button()} onClick={flow.events.retry}>
              {t.ZKUSIT_ZNOVU}
            </button>
            <button type="button" className={button({ variant: 'outline' })} onClick={flow.events.dismiss}>
              {t.ZAVRIT}
            </button>
          </div>
        </>
      ) : null}
      {codeShown ? (
        <form onSubmit={submit} noValidate aria-label={t.KOD} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <p role="status">{email ? t.KOD_ODESLAN_EMAIL(CONTACT_CODE.ttlMinutes) : t.KOD_ODESLAN_SMS(CONTACT_CODE.ttlMinutes)}</p>
          {flow.demoCode ? <p className={css({ fontWeight: 'semibold' })}>{t.UKAZKOVY_KOD(flow.demoCode)}</p> : null}
          <TextInput
            id={`${idBase}-kod`}
            label={t.KOD}
            value={kod}
            onChange={setKod}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CONTACT_CODE.length}
            error={formatError ?? flow.codeError ?? undefined}
            className={css({ maxW: '16rem' })}
          />
          <div className={actionsStyle}>
            <button type="submit" className={button()} disabled={busy}>
              {t.POTVRDIT}
            </button>
            <button
              type="button"
              className={button({ variant: 'outline' })}
              onClick={flow.events.resend}
              disabled={busy || flow.waitSeconds > 0}
            >
              {flow.waitSeconds > 0 ? t.POSLAT_ZNOVU_ZA(flow.waitSeconds) : t.POSLAT_ZNOVU}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
