import type { ReactNode } from 'react';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { css } from '../../../styled-system/css';
import { iconButton } from '../../../styled-system/recipes';
import { fullName } from '../../../contract/person';
import { IconCheck } from '../../components/icons';
import { cs } from '../../texts/cs';
import { useRepresentedPerson } from '../../app/use-represented-person';
import { Avatar } from './Avatar';
import { menuContentStyle, menuItemStyle, menuLabelStyle } from './menuStyles';

/**
 * The represented-person switcher (insured persons only): the current person's avatar opens a
 * menu of all represented persons. Disabled while read-only. Switching is confirmed by the
 * session's toast 'Pojištěnec přepnut na {name}'.
 */
export function PersonSwitcher() {
  const { status, persons, current, readOnly } = useRepresentedPerson();
  if (status !== 'ready' || !current) return null;
  const name = fullName(current.pojistenec);
  const avatar = <Avatar jmeno={current.pojistenec.jmeno} prijmeni={current.pojistenec.prijmeni} colour={current.avatarBarva} size={32} />;

  if (readOnly || persons.length < 2) {
    return (
      <button
        type="button"
        disabled={readOnly}
        aria-disabled={readOnly || undefined}
        aria-label={cs.ZASTUPOVANA_OSOBA_JEN_CTENI(name)}
        title={name}
        className={iconButton({ tone: 'onPrimary' })}
        style={readOnly ? { opacity: 0.7 } : undefined}
      >
        {avatar}
      </button>
    );
  }

  return (
    <PersonMenu triggerLabel={cs.ZASTUPOVANA_OSOBA_ZMENIT(name)} triggerClassName={iconButton({ tone: 'onPrimary' })} title={name}>
      {avatar}
    </PersonMenu>
  );
}

/** The menu of all represented persons behind a trigger (the header's avatar, the strip's 'Změnit'). */
export function PersonMenu({
  triggerLabel,
  triggerClassName,
  title,
  children,
}: {
  triggerLabel?: string;
  triggerClassName: string;
  title?: string;
  children: ReactNode;
}) {
  const { persons, currentIndex, select } = useRepresentedPerson();
  return (
    <Menu.Root
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
