import { Menu } from '@ark-ui/react/menu';
import { IconDoctor, IconUser } from '../../components/icons';
import { cs } from '../../texts/cs';
import { useAccountType } from '../../app/use-account-type';
import { ChoiceMenuPanel } from './ChoiceMenu';
import { ACCOUNT_TYPE_LABELS as LABELS, AccountTypeTrigger } from './AccountTypeSwitcher';

/**
 * The account-type menu (Ark Menu), loaded after the header's first paint
 * (AccountTypeSwitcher.tsx), so the first visit carries no menu code.
 */
export default function AccountTypeMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { type, switchTo } = useAccountType();
  if (type === 'NEZNAMY' || type === 'PRACOVNIK') return null;
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
      <ChoiceMenuPanel
        label={cs.TYP_UCTU}
        choices={(['LEKAR', 'POJISTENEC'] as const).map((value) => ({
          value,
          label: LABELS[value],
          icon: value === 'LEKAR' ? <IconDoctor size={20} /> : <IconUser size={20} />,
          current: value === type,
        }))}
      />
    </Menu.Root>
  );
}
