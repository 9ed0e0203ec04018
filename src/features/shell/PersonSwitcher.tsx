import { lazy } from 'react';
import { iconButton } from '../../../styled-system/recipes';
import { fullName } from '../../../contract/person';
import { cs } from '../../texts/cs';
import { LoadWhenWanted } from '../../components/LoadWhenWanted';
import { useRepresentedPerson } from '../../app/use-represented-person';
import { Avatar } from './Avatar';
import type { PersonMenuProps } from './PersonMenuLoaded';

const loadPersonMenu = () => import('./PersonMenuLoaded');
const PersonMenuLoaded = lazy(loadPersonMenu);

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

/**
 * The menu of all represented persons behind a trigger (the header's avatar, the strip's
 * 'Změnit'). Until its code has loaded, the same trigger stands in; a tap on it opens the menu
 * as soon as it is there.
 */
export function PersonMenu(props: Omit<PersonMenuProps, 'defaultOpen'>) {
  return (
    <LoadWhenWanted
      preload={loadPersonMenu}
      renderStandIn={(standIn) => (
        <button
          type="button"
          aria-label={props.triggerLabel}
          aria-haspopup="menu"
          aria-expanded={false}
          title={props.title}
          className={props.triggerClassName}
          {...standIn}
        >
          {props.children}
        </button>
      )}
      renderLoaded={() => <PersonMenuLoaded {...props} defaultOpen />}
    />
  );
}
