import { useState, type FormEvent, type ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { Page } from '../../components/Page';
import { TextInput } from '../../components/form/TextInput';
import { IconAlert, IconCheck } from '../../components/icons';
import { Spinner } from '../../components/ui/Spinner';
import { formatMomentDay } from '../../lib/display-dates';
import { cs } from '../../texts/cs';
import { securityTexts as t } from './texts';
import { useSecondFactor, type SecondFactorFlow } from './use-second-factor';

/**
 * 'Zabezpečení přihlášení' (/nastaveni/zabezpeceni-prihlaseni, every account type): the second
 * factor of the sign-in. Off: what it is and 'Zapnout'. Turning on: the QR code for the
 * authenticator app and the secret as text, then the first code; the ten recovery codes are
 * shown once. On: since when, the recovery codes left, and turning it off with a code.
 */
export function SecurityPage() {
  const flow = useSecondFactor();
  return (
    <Page title={t.NADPIS}>
      <section aria-labelledby="dvoufazove-nadpis" className={cx(card(), column)}>
        <h2 id="dvoufazove-nadpis" className={css({ textStyle: 'sectionTitle' })}>
          {t.DVOUFAZOVE}
        </h2>
        <p>{t.UVOD}</p>
        <Body flow={flow} />
      </section>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t.DEMO}</p>
    </Page>
  );
}

const column = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });

function Body({ flow }: { flow: SecondFactorFlow }) {
  switch (flow.step) {
    case 'loading':
      return <Spinner label={cs.NACITANI} showLabel />;
    case 'loadFailed':
      return (
        <div className={column}>
          <Alert message={flow.error} />
          <div>
            <button type="button" className={button()} onClick={flow.events.retry}>
              {cs.ZKUSIT_ZNOVU}
            </button>
          </div>
        </div>
      );
    case 'off':
    case 'starting':
      return (
        <div className={column}>
          <Status on={false} />
          <Alert message={flow.error} />
          <div>
            <button type="button" className={button()} onClick={flow.events.start} disabled={flow.step === 'starting'}>
              {t.ZAPNOUT}
            </button>
          </div>
        </div>
      );
    case 'enrolling':
    case 'confirming':
      return <Enrolment flow={flow} />;
    case 'showingCodes':
      return <RecoveryCodes flow={flow} />;
    case 'on':
    case 'disabling':
      return <TurnOff flow={flow} />;
  }
}

function Status({ on, since, left }: { on: boolean; since?: string | null; left?: number }) {
  const term = css({ fontWeight: 'semibold', color: 'fg.muted' });
  return (
    <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '6', rowGap: '1' })}>
      <dt className={term}>{t.STAV}</dt>
      <dd className={css({ fontWeight: 'semibold', color: on ? 'primary.text' : 'fg.default' })}>{on ? t.ZAPNUTO : t.VYPNUTO}</dd>
      {on && since ? (
        <>
          <dt className={term}>{t.ZAPNUTO_OD}</dt>
          <dd>{formatMomentDay(since)}</dd>
        </>
      ) : null}
      {on && left !== undefined ? (
        <>
          <dt className={term}>{t.ZBYVA_KODU}</dt>
          <dd>{left}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Alert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={cx(card({ tone: 'danger' }), css({ display: 'flex', gap: '2', alignItems: 'flex-start' }))}>
      <IconAlert size={20} />
      <span>{message}</span>
    </p>
  );
}

/** A one-field form for a code; the machine checks it with the contract's schema. */
function CodeForm({
  label,
  hint,
  errors,
  busy,
  submitLabel,
  onSubmit,
  danger,
  children,
}: {
  label: string;
  hint?: string;
  errors: string[] | undefined;
  busy: boolean;
  submitLabel: string;
  onSubmit: (code: string) => void;
  danger?: boolean;
  children?: ReactNode;
}) {
  const [code, setCode] = useState('');
  return (
    <form
      noValidate
      className={column}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!busy) onSubmit(code);
      }}
    >
      <TextInput
        name="kod"
        label={label}
        hint={hint}
        value={code}
        onChange={setCode}
        error={errors}
        required
        autoComplete="one-time-code"
        className={css({ maxW: '20rem' })}
      />
      <div className={actions}>
        <button type="submit" className={button(danger ? { variant: 'danger' } : {})} disabled={busy} aria-busy={busy || undefined}>
          {submitLabel}
          {busy ? <span className={css({ srOnly: true })}>{t.ODESILANI}</span> : null}
        </button>
        {children}
      </div>
    </form>
  );
}

function Enrolment({ flow }: { flow: SecondFactorFlow }) {
  const enrolment = flow.enrolment;
  if (!enrolment) return null;
  return (
    <div className={column}>
      <h3 className={css({ fontWeight: 'bold' })}>{t.KROK_QR}</h3>
      <p>{t.KROK_QR_TEXT}</p>
      <img
        src={`data:image/png;base64,${enrolment.qrPng}`}
        alt={t.QR_ALT}
        width={222}
        height={222}
        className={css({ w: '222px', h: '222px', imageRendering: 'pixelated', borderWidth: '1px', borderColor: 'border.default' })}
      />
      <p>
        {t.RUCNE}{' '}
        <code data-testid="tajny-klic" className={css({ fontFamily: 'mono', fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
          {enrolment.tajnyKlic}
        </code>
      </p>
      <h3 className={css({ fontWeight: 'bold' })}>{t.KROK_KOD}</h3>
      <Alert message={flow.error} />
      <CodeForm
        label={t.KOD}
        hint={t.KOD_NAPOVEDA}
        errors={flow.fieldErrors.kod}
        busy={flow.step === 'confirming'}
        submitLabel={t.POTVRDIT}
        onSubmit={flow.events.confirm}
      >
        <button type="button" className={button({ variant: 'outline' })} onClick={flow.events.cancel} disabled={flow.step === 'confirming'}>
          {t.ZRUSIT}
        </button>
      </CodeForm>
    </div>
  );
}

function RecoveryCodes({ flow }: { flow: SecondFactorFlow }) {
  return (
    <div className={column}>
      <p role="status" className={cx(card({ tone: 'primary' }), css({ display: 'flex', gap: '2', alignItems: 'flex-start' }))}>
        <IconCheck size={20} />
        <span>{t.ZAPNUTO_OK}</span>
      </p>
      <h3 className={css({ fontWeight: 'bold' })}>{t.ZALOZNI_KODY}</h3>
      <p>{t.ZALOZNI_KODY_TEXT}</p>
      <ol
        aria-label={t.ZALOZNI_KODY}
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
          gap: '2',
          fontFamily: 'mono',
          fontSize: 'lg',
          listStyle: 'decimal',
          pl: '8',
        })}
      >
        {(flow.recoveryCodes ?? []).map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div>
        <button type="button" className={button()} onClick={flow.events.done}>
          {t.HOTOVO}
        </button>
      </div>
    </div>
  );
}

function TurnOff({ flow }: { flow: SecondFactorFlow }) {
  return (
    <div className={column}>
      <Status on since={flow.status?.zapnutoOd} left={flow.status?.zbyvajiciZalozniKody} />
      <h3 className={css({ fontWeight: 'bold' })}>{t.VYPNOUT_NADPIS}</h3>
      <p>{t.VYPNOUT_TEXT}</p>
      <Alert message={flow.error} />
      <CodeForm
        label={t.VYPNOUT_KOD}
        errors={flow.fieldErrors.kod}
        busy={flow.step === 'disabling'}
        submitLabel={t.VYPNOUT}
        onSubmit={flow.events.disable}
        danger
      />
    </div>
  );
}
