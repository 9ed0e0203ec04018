import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from '../../../styled-system/css';
import { iconButton } from '../../../styled-system/recipes';
import { IconCheck, IconDoctor, IconUser } from '../../components/icons';
import { cs } from '../../texts/cs';
import { useAccountType } from '../../app/use-account-type';
import { menuContentStyle, menuItemStyle, menuLabelStyle } from './menuStyles';

const LABELS = { LEKAR: cs.TYP_UCTU_LEKAR, POJISTENEC: cs.TYP_UCTU_POJISTENEC } as const;

/** The account-type switcher ('Lékař' / 'Pojištěnec'), only for a user holding both roles. */
export function AccountTypeSwitcher() {
  const { type, canSwitch, switchTo } = useAccountType();
  if (!canSwitch || type === 'NEZNAMY') return null;
  const current = LABELS[type];
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end', gutter: 6 }}
      onSelect={(details) => {
        const to = details.value === 'LEKAR' ? 'LEKAR' : 'POJISTENEC';
        if (to !== type) {
          switchTo(to); // the account-type machine returns to the start page
        }
      }}
    >
      <Menu.Trigger
        aria-label={`${cs.TYP_UCTU}: ${current}`}
        title={`${cs.TYP_UCTU}: ${current}`}
        className={cx(iconButton({ tone: 'onPrimary' }), css({ w: { sm: 'auto' }, px: { sm: '3' }, gap: '2' }))}
      >
        {type === 'LEKAR' ? <IconDoctor /> : <IconUser />}
        {/* Named, not a bare icon (issue 16 §10); a phone's header has room for the icon only. */}
        <span aria-hidden="true" className={css({ display: { base: 'none', sm: 'inline' }, fontWeight: 'semibold' })}>
          {current}
        </span>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={menuContentStyle}>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel className={menuLabelStyle}>{cs.TYP_UCTU}</Menu.ItemGroupLabel>
              {(['LEKAR', 'POJISTENEC'] as const).map((value) => (
                <Menu.Item key={value} value={value} className={menuItemStyle} aria-current={value === type ? 'true' : undefined}>
                  {value === 'LEKAR' ? <IconDoctor size={20} /> : <IconUser size={20} />}
                  <span className={css({ flex: 1 })}>{LABELS[value]}</span>
                  {value === type ? <IconCheck className={css({ color: 'primary.text' })} size={20} /> : null}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
