import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { css } from '../../../styled-system/css';
import { IconCheck, IconDoctor, IconUser } from '../../components/icons';
import { cs } from '../../texts/cs';
import { useAccountType } from '../../app/use-account-type';
import { menuContentStyle, menuItemStyle, menuLabelStyle } from './menuStyles';
import { ACCOUNT_TYPE_LABELS as LABELS, AccountTypeTrigger } from './AccountTypeSwitcher';

/**
 * The account-type menu (Ark Menu), loaded after the header's first paint
 * (AccountTypeSwitcher.tsx), so the first visit carries no menu code.
 */
export default function AccountTypeMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { type, switchTo } = useAccountType();
  if (type === 'NEZNAMY') return null;
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      positioning={{ placement: 'bottom-end', gutter: 6 }}
      onSelect={(details) => {
        const to = details.value === 'LEKAR' ? 'LEKAR' : 'POJISTENEC';
        if (to !== type) {
          switchTo(to); // the account-type machine returns to the start page
        }
      }}
    >
      <Menu.Trigger asChild>
        <AccountTypeTrigger accountType={type} />
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
