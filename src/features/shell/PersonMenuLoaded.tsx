/**
 * The menu of all represented persons (Ark Menu), loaded after the header's first paint
 * (PersonSwitcher.tsx's PersonMenu), so the first visit carries no menu code.
 */
import type { ReactNode } from 'react';
import { Menu } from '@ark-ui/react/menu';
import { fullName } from '../../../contract/person';
import { cs } from '../../texts/cs';
import { useRepresentedPerson } from '../../app/use-represented-person';
import { useFamilyUnread } from '../../app/unread';
import { useSelectPerson } from '../../app/unsaved-input';
import type { PersonIdWire } from '../../../contract/ids';
import { Avatar } from './Avatar';
import { ChoiceMenuPanel } from './ChoiceMenu';

export interface PersonMenuProps {
  triggerLabel?: string;
  triggerClassName: string;
  title?: string;
  children: ReactNode;
  /** Opens at once: the trigger was tapped while this code was loading. */
  defaultOpen?: boolean;
}

export default function PersonMenuLoaded({ triggerLabel, triggerClassName, title, children, defaultOpen }: PersonMenuProps) {
  const { persons, current, currentIndex } = useRepresentedPerson();
  // Asks first when a form holds unsent input ('Zahodit rozepsanou zprávu?').
  const select = useSelectPerson();
  // Each person's unread messages beside their name (the bell shows their total).
  const unread = useFamilyUnread(current?.pojistenecId).data;
  const countOf = (pojistenecId: PersonIdWire) => unread?.perPerson.find((item) => item.pojistenecId === pojistenecId)?.pocet ?? 0;
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
      <ChoiceMenuPanel
        label={cs.ZASTUPOVANA_OSOBA}
        choices={persons.map((person, index) => ({
          value: String(index),
          label: fullName(person.pojistenec),
          icon: <Avatar jmeno={person.pojistenec.jmeno} prijmeni={person.pojistenec.prijmeni} colour={person.avatarBarva} size={32} />,
          current: index === currentIndex,
          ...(countOf(person.pojistenecId) > 0
            ? { count: { value: countOf(person.pojistenecId), text: cs.ZPRAVY_NEPRECTENE_OSOBY(countOf(person.pojistenecId)) } }
            : {}),
        }))}
      />
    </Menu.Root>
  );
}
