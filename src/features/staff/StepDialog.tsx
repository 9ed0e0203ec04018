/**
 * The dialog of a staff step (machines/staffStep): 'Vyžádat doklady' and 'Zamítnout' ask for the
 * note the person will read ('Co je potřeba doložit', 'Důvod zamítnutí'; required, checked with the
 * contract's schema), 'Schválit' asks for a confirmation. While sending the dialog is disabled; a
 * failure shows the server's Czech message with 'Zkusit znovu' (not after a 409: the request has
 * changed and is shown anew) and 'Zpět na žádost'.
 */
import { useEffect, useRef } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { requestActionLabels } from '../../../contract/enums';
import { limits } from '../../../contract/rules';
import { Textarea } from '../../components/form';
import { AppDialog } from '../../components/ui/Dialog';
import { cs } from '../../texts/cs';
import { staffTexts as t } from './texts';
import type { useStaffStep } from './use-staff-step';

export function StepDialog({ step }: { step: ReturnType<typeof useStaffStep> }) {
  const { akce, phase, events } = step;
  const noteLabel = akce ? t.POZNAMKA[akce] : undefined;
  const busy = phase === 'sending';
  const failed = phase === 'failed';
  const noteRef = useRef<HTMLTextAreaElement>(null);
  // A refused note takes the focus, so its message is heard.
  useEffect(() => {
    if (step.fieldErrors.poznamka?.length) noteRef.current?.focus();
  }, [step.fieldErrors]);
  if (!akce) return null;
  return (
    <AppDialog open={step.dialogOpen} onClose={events.cancel} title={t.DIALOG_NADPIS[akce]}>
      <form
        noValidate
        aria-label={t.DIALOG_NADPIS[akce]}
        onSubmit={(event) => {
          event.preventDefault();
          if (phase === 'dialog') events.confirm();
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        {noteLabel ? (
          <Textarea
            ref={noteRef}
            name="poznamka"
            label={noteLabel}
            hint={t.POZNAMKA_NAPOVEDA}
            required
            rows={5}
            maxLength={limits.poznamkaKroku.max}
            value={step.poznamka}
            error={step.fieldErrors.poznamka}
            disabled={busy || failed}
            onChange={events.change}
          />
        ) : (
          <p>{t.SCHVALIT_OTAZKA}</p>
        )}
        {step.fieldErrors._form?.length ? (
          <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
            {step.fieldErrors._form.join(' ')}
          </p>
        ) : null}
        {failed && step.error ? (
          <p role="alert" className={css({ color: 'danger.text', fontWeight: 'semibold' })}>
            {step.error}
          </p>
        ) : null}
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            gap: '3',
            '& > *': { w: { base: 'full', sm: 'auto' } },
          })}
        >
          <button type="button" className={button({ variant: 'outline' })} disabled={busy} onClick={events.cancel}>
            {failed ? t.ZPET_NA_ZADOST : t.ZRUSIT}
          </button>
          {failed ? (
            step.canRetry ? (
              <button type="button" className={button({ variant: 'solid' })} onClick={events.retry}>
                {cs.ZKUSIT_ZNOVU}
              </button>
            ) : null
          ) : (
            <button type="submit" className={button({ variant: akce === 'ZAMITNOUT' ? 'danger' : 'solid' })} disabled={busy}>
              {busy ? t.ODESILANI : requestActionLabels[akce]}
            </button>
          )}
        </div>
      </form>
    </AppDialog>
  );
}
