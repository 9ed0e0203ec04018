import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { IconSpinnerArc } from '../../components/icons';
import { osvcTexts } from './texts';

/** 'Zpět' and the step's forward button ('Pokračovat', 'Odeslat přehled'), busy while submitting. */
export function StepButtons({
  onBack,
  next,
  busy = false,
  submit = true,
  onNext,
}: {
  onBack: () => void;
  next: string;
  busy?: boolean;
  submit?: boolean;
  onNext?: () => void;
}) {
  return (
    <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'space-between' })}>
      <button type="button" className={button({ variant: 'outline' })} onClick={onBack} disabled={busy}>
        {osvcTexts.ZPET}
      </button>
      <button type={submit ? 'submit' : 'button'} className={button()} onClick={onNext} disabled={busy} aria-busy={busy || undefined}>
        {busy ? <IconSpinnerArc size={20} className={css({ animation: 'spin 0.9s linear infinite' })} /> : null}
        {next}
        {busy ? <span className={css({ srOnly: true })}>{osvcTexts.ODESILANI}</span> : null}
      </button>
    </div>
  );
}
