/**
 * Pieces the insurance screens share: the person gate (these screens are the insured person's
 * own — the person chosen in the header), the label/value list, the balance line and the
 * copy button.
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { IconAlert, IconCheck, IconInfo } from '../../components/icons';
import { notify } from '../../components/ui/toaster';
import { balanceOf, type BalanceState } from './format';
import { IconCopy, IconPayment } from './icons';
import { insuranceTexts } from './texts';

export { WithInsuredPerson } from '../../app/person-page';

export const sectionTitle = css({ textStyle: 'sectionTitle', color: 'fg.default' });
export const mutedText = css({ color: 'fg.muted' });
export const linkStyle = css({
  color: 'primary.text',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  borderRadius: 'control',
  _hover: { color: 'primary.hover' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
});

/** Label/value pairs: stacked on a phone, two columns from the sm breakpoint. */
export function Details({ items, className }: { items: readonly (readonly [string, ReactNode])[]; className?: string }) {
  return (
    <dl
      className={cx(
        css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'minmax(9rem, auto) 1fr' },
          columnGap: '5',
          rowGap: { base: '0', sm: '2' },
        }),
        className,
      )}
    >
      {items.map(([term, value]) => (
        <div key={term} className={css({ display: 'contents' })}>
          <dt className={css({ fontSize: 'sm', color: 'fg.muted', pt: { sm: '0.5' } })}>{term}</dt>
          <dd className={css({ fontWeight: 'medium', overflowWrap: 'anywhere', mb: { base: '3', sm: '0' } })}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The balance as a sentence with an icon (never colour alone): all paid, arrears with a link
 * to pay, or an overpayment.
 */
const balanceText = css.raw({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  fontWeight: 'semibold',
  '& svg': { flexShrink: 0 },
});
const balanceStyles = {
  settled: css(balanceText, { color: 'fg.default', '& svg': { color: 'primary.text' } }),
  overpaid: css(balanceText, { color: 'fg.default', '& svg': { color: 'primary.text' } }),
  arrears: css(balanceText, { color: 'danger.text' }),
  due: css(balanceText, { color: 'fg.default', '& svg': { color: 'primary.text' } }),
};
const balanceIcons = { settled: IconCheck, overpaid: IconInfo, arrears: IconAlert, due: IconInfo };

export function BalanceLine({ state, payLink = true }: { state: BalanceState; payLink?: boolean }) {
  const balance = balanceOf(state);
  const Icon = balanceIcons[balance.kind];
  return (
    <span
      className={css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '1' })}
      data-balance={balance.kind}
    >
      <span className={balanceStyles[balance.kind]}>
        <Icon size={20} />
        {balance.text}
      </span>
      {(balance.kind === 'arrears' || balance.kind === 'due') && payLink ? (
        <Link
          to="/moje-pojisteni/uhrada-pojistneho/"
          search={balance.kind === 'arrears' ? { typ: 'DLUH' } : {}}
          className={cx(button(), css({ px: '4' }))}
          aria-label={balance.kind === 'arrears' ? insuranceTexts.ZAPLATIT_POPIS : insuranceTexts.ZAPLATIT_POJISTNE}
        >
          <IconPayment size={20} />
          {insuranceTexts.ZAPLATIT}
        </Link>
      ) : null}
    </span>
  );
}

/** Copies a value to the clipboard with the toast 'Zkopírováno'. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(insuranceTexts.ZKOPIROVANO);
  } catch {
    notify.error(insuranceTexts.NEZKOPIROVANO);
  }
}

export function CopyButton({ value, what }: { value: string; what: string }) {
  return (
    <button
      type="button"
      className={cx(button({ variant: 'ghost' }), css({ px: '2', flexShrink: 0 }))}
      aria-label={insuranceTexts.KOPIROVAT(what)}
      title={insuranceTexts.KOPIROVAT(what)}
      onClick={() => void copyText(value)}
    >
      <IconCopy size={20} />
      <span className={css({ display: { base: 'none', sm: 'inline' } })} aria-hidden="true">
        {insuranceTexts.KOPIROVAT_KRATCE}
      </span>
    </button>
  );
}
