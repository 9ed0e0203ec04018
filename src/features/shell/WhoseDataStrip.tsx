/**
 * Issue 16 §2: while an insured user looks at someone else's data (a child, another represented
 * person), a strip under the header says whose data the pages show, with 'Změnit' opening the
 * same person menu as the avatar. Hidden when the selected person is the user themself and for
 * doctors (their pages name the patient).
 */
import { css } from '../../../styled-system/css';
import { fullName } from '../../../contract/person';
import { cs } from '../../texts/cs';
import { useAccountType } from '../../app/use-account-type';
import { useRepresentedPerson } from '../../app/use-represented-person';
import { PersonMenu } from './PersonSwitcher';

export function WhoseDataStrip() {
  const { type } = useAccountType();
  const { status, current, persons, readOnly } = useRepresentedPerson();
  if (type !== 'POJISTENEC' || status !== 'ready' || !current || current.typZastupce === 'SAM_NA_SEBE') return null;
  return (
    <div
      role="region"
      aria-label={cs.ZOBRAZUJETE_UDAJE_OBLAST}
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '1',
        px: '2',
        py: '0',
        bg: 'amber.50',
        position: 'sticky',
        top: 'token(sizes.header)',
        zIndex: 'header',
        color: 'fg.default',
        borderBottom: '1px solid',
        borderColor: 'amber.400',
        fontSize: 'sm',
      })}
    >
      <span className={css({ minW: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
        {cs.ZOBRAZUJETE_UDAJE}: <strong>{fullName(current.pojistenec)}</strong>
      </span>
      {persons.length > 1 && !readOnly ? (
        <>
          <span aria-hidden="true" className={css({ display: { base: 'none', sm: 'inline' } })}>
            ·
          </span>
          <PersonMenu
            triggerClassName={css({
              minH: 'touch',
              flexShrink: 0,
              px: '1.5',
              fontWeight: 'semibold',
              textDecoration: 'underline',
              color: 'fg.default',
              cursor: 'pointer',
              bg: 'transparent',
              borderRadius: 'control',
              _focusVisible: { outline: '3px solid', outlineColor: 'primary.default' },
            })}
          >
            {cs.ZMENIT}
          </PersonMenu>
        </>
      ) : null}
    </div>
  );
}
