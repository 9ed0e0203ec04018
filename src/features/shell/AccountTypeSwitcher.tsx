import { forwardRef, lazy, type ComponentPropsWithoutRef } from 'react';
import { css, cx } from '../../../styled-system/css';
import { iconButton } from '../../../styled-system/recipes';
import { IconDoctor, IconUser } from '../../components/icons';
import { LoadWhenWanted } from '../../components/LoadWhenWanted';
import { cs } from '../../texts/cs';
import { useAccountType } from '../../app/use-account-type';

export const ACCOUNT_TYPE_LABELS = { LEKAR: cs.TYP_UCTU_LEKAR, POJISTENEC: cs.TYP_UCTU_POJISTENEC } as const;

const loadAccountTypeMenu = () => import('./AccountTypeMenu');
const AccountTypeMenu = lazy(loadAccountTypeMenu);

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
 * menu's code is fetched ahead once the page has settled or on intent (LoadWhenWanted); the same
 * button stands in until a tap, which opens the menu once it is there.
 */
export function AccountTypeSwitcher() {
  const { type, canSwitch } = useAccountType();
  if (!canSwitch || type === 'NEZNAMY' || type === 'PRACOVNIK') return null;
  return (
    <LoadWhenWanted
      preload={loadAccountTypeMenu}
      renderStandIn={(standIn) => <AccountTypeTrigger accountType={type} aria-haspopup="menu" aria-expanded={false} {...standIn} />}
      renderLoaded={() => <AccountTypeMenu defaultOpen />}
    />
  );
}
