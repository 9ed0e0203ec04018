/**
 * The menu of all represented persons (Ark Menu), loaded after the header's first paint
 * (PersonSwitcher.tsx's PersonMenu), so the first visit carries no menu code.
 */
import type { ReactNode } from 'react';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { css } from '../../../styled-system/css';
import { fullName } from '../../../contract/person';
import { IconCheck } from '../../components/icons';
import { cs } from '../../texts/cs';
import { useRepresentedPerson } from '../../app/use-represented-person';
import { Avatar } from './Avatar';
import { menuContentStyle, menuItemStyle, menuLabelStyle } from './menuStyles';

export interface PersonMenuProps {
  triggerLabel?: string;
  triggerClassName: string;
  title?: string;
  children: ReactNode;
  /** Opens at once: the trigger was tapped while this code was loading. */
  defaultOpen?: boolean;
}

export default function PersonMenuLoaded({ triggerLabel, triggerClassName, title, children, defaultOpen }: PersonMenuProps) {
  const { persons, currentIndex, select } = useRepresentedPerson();
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      positioning={{ placement: 'bottom-end', gutter: 6 }}
      onSelect={(details) => {
        const index = Number(details.value);
        if (Number.isInteger(index) && index !== currentIndex) select(index);
      }}
    >
      <Menu.Trigger aria-label={triggerLabel} title={title} className={triggerClassName}>
        {children}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={menuContentStyle}>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel className={menuLabelStyle}>{cs.ZASTUPOVANA_OSOBA}</Menu.ItemGroupLabel>
              {persons.map((person, index) => (
                <Menu.Item
                  key={person.pojistenecId}
                  value={String(index)}
                  className={menuItemStyle}
                  aria-current={index === currentIndex ? 'true' : undefined}
                >
                  <Avatar jmeno={person.pojistenec.jmeno} prijmeni={person.pojistenec.prijmeni} colour={person.avatarBarva} size={32} />
                  <span className={css({ flex: 1 })}>{fullName(person.pojistenec)}</span>
                  {index === currentIndex ? <IconCheck className={css({ color: 'primary.text' })} size={20} /> : null}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
