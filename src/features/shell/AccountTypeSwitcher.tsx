import { forwardRef, lazy, type ComponentPropsWithoutRef } from 'react';
import { css, cx } from '../../../styled-system/css';
import { iconButton } from '../../../styled-system/recipes';
import { IconDoctor, IconUser } from '../../components/icons';
import { LoadWhenWanted } from '../../components/LoadWhenWanted';
import { cs } from '../../texts/cs';
import { useAccountType } from '../../app/use-account-type';

export const ACCOUNT_TYPE_LABELS = { LEKAR: cs.TYP_UCTU_LEKAR, POJISTENEC: cs.TYP_UCTU_POJISTENEC } as const;

const AccountTypeMenu = lazy(() => import('./AccountTypeMenu'));

/** The switcher's button: the type's icon, and its name from 640 px (issue 16 §10). */
type TriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'type'> & { accountType: 'LEKAR' | 'POJISTENEC' };

export const AccountTypeTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function AccountTypeTrigger(
  { accountType, className, ...rest },
  ref,
) {
  const current = ACCOUNT_TYPE_LABELS[accountType];
  return (
    <button
      ref={ref}
      type="button"
      aria-label={`${cs.TYP_UCTU}: ${current}`}
      title={`${cs.TYP_UCTU}: ${current}`}
      {...rest}
      className={cx(iconButton({ tone: 'onPrimary' }), css({ w: { sm: 'auto' }, px: { sm: '3' }, gap: '2' }), className)}
    >
      {accountType === 'LEKAR' ? <IconDoctor /> : <IconUser />}
      {/* Named, not a bare icon; a phone's header has room for the icon only. */}
      <span aria-hidden="true" className={css({ display: { base: 'none', sm: 'inline' }, fontWeight: 'semibold' })}>
        {current}
      </span>
    </button>
  );
});

/**
 * The account-type switcher ('Lékař' / 'Pojištěnec'), only for a user holding both roles. The
 * menu's code loads on intent or once the page has settled (LoadWhenWanted); until then the same
 * button stands in, and a tap on it opens the menu once it is there.
 */
export function AccountTypeSwitcher() {
  const { type, canSwitch } = useAccountType();
  if (!canSwitch || type === 'NEZNAMY') return null;
  return (
    <LoadWhenWanted
      renderStandIn={(standIn) => <AccountTypeTrigger accountType={type} aria-haspopup="menu" aria-expanded={false} {...standIn} />}
      renderLoaded={(openAtOnce) => <AccountTypeMenu defaultOpen={openAtOnce} />}
    />
  );
}
